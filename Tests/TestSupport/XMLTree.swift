import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element, built with Foundation's `XMLParser` so tests assert on the structure
/// a JUnit consumer sees rather than on text.
public final class XMLTree {
  /// The element's name.
  public let name: String
  /// Its attributes.
  public let attributes: [String: String]
  /// Its child elements, in document order.
  public private(set) var children: [XMLTree] = []
  /// The character data directly inside it.
  public private(set) var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  /// Parses a document; nil (and the parser's error) when it is not well-formed.
  public static func parse(_ data: Data) -> (tree: XMLTree?, error: String?) {
    let builder = Builder()
    let parser = XMLParser(data: data)
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      return (nil, parser.parserError.map { "\($0)" } ?? "no root element")
    }
    return (root, nil)
  }

  /// Parses a document held as text; nil when it is not well-formed.
  public static func parse(_ text: String) -> XMLTree? {
    parse(Data(text.utf8)).tree
  }

  /// The value of an attribute.
  public subscript(_ attribute: String) -> String? { attributes[attribute] }

  /// The child elements called `name`, in document order.
  public func children(_ name: String) -> [XMLTree] { children.filter { $0.name == name } }

  /// Every descendant element called `name`, in document order.
  public func all(_ name: String) -> [XMLTree] {
    children.flatMap { ($0.name == name ? [$0] : []) + $0.all(name) }
  }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    var stack: [XMLTree] = []

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
      let element = XMLTree(name: elementName, attributes: attributeDict)
      if let parent = stack.last { parent.children.append(element) } else { root = element }
      stack.append(element)
    }

    func parser(
      _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
      qualifiedName qName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
