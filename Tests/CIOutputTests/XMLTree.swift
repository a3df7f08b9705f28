import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element (Foundation's `XMLParser`), so tests assert on structure.
final class XMLTree {
  let name: String
  let attributes: [String: String]
  var children: [XMLTree] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  static func parse(_ text: String) -> XMLTree? {
    let builder = Builder()
    let parser = XMLParser(data: Data(text.utf8))
    parser.delegate = builder
    return parser.parse() ? builder.root : nil
  }

  subscript(_ attribute: String) -> String? { attributes[attribute] }

  func all(_ name: String) -> [XMLTree] {
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
