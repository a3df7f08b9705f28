/// Turns template text into a node tree, working on UTF-8 bytes.
///
/// Mustache's standalone rule applies: a line holding only whitespace and one section, inverted
/// section, close, comment or partial tag disappears entirely from the output.
struct TemplateParser {
  private enum TagKind {
    case variable(escaped: Bool)
    case section
    case inverted
    case close
    case comment
    case partial
  }

  private struct Tag {
    let kind: TagKind
    let name: String
    let start: Int
    let end: Int
    let location: TemplateLocation

    var canStandAlone: Bool {
      if case .variable = kind { return false }
      return true
    }
  }

  private struct OpenSection {
    let reference: TemplateReference
    let inverted: Bool
    var body: [TemplateNode] = []
  }

  private let bytes: [UInt8]
  private let file: String
  private let columnOffset: Int
  private let maximumDepth: Int

  // Incremental line tracking: positions are visited in increasing order.
  private var trackedPosition = 0
  private var trackedLine = 1
  private var trackedColumn = 1

  /// Prepares to parse `text`, reporting positions in `file`. `columnOffset` is subtracted
  /// from columns (for partials re-parsed with indentation added to every line).
  init(text: String, file: String, columnOffset: Int = 0, maximumDepth: Int) {
    self.bytes = Array(text.utf8)
    self.file = file
    self.columnOffset = columnOffset
    self.maximumDepth = maximumDepth
  }

  /// Parses the whole template.
  mutating func parse() throws -> [TemplateNode] {
    let tags = try scanTags()
    return try buildTree(tags)
  }

  // MARK: - Scanning

  private mutating func location(at position: Int) -> TemplateLocation {
    while trackedPosition < position {
      let byte = bytes[trackedPosition]
      if byte == UInt8(ascii: "\n") {
        trackedLine += 1
        trackedColumn = 1
      } else if byte & 0xC0 != 0x80 {
        trackedColumn += 1
      }
      trackedPosition += 1
    }
    return TemplateLocation(
      file: file, line: trackedLine, column: max(1, trackedColumn - columnOffset))
  }

  private func find(_ first: UInt8, _ second: UInt8, from start: Int) -> Int? {
    var index = start
    let last = bytes.count - 1
    while index < last {
      if bytes[index] == first && bytes[index + 1] == second { return index }
      index += 1
    }
    return nil
  }

  private mutating func scanTags() throws -> [Tag] {
    var tags: [Tag] = []
    var position = 0
    let brace = UInt8(ascii: "{")
    let closeBrace = UInt8(ascii: "}")
    while let start = find(brace, brace, from: position) {
      let location = location(at: start)
      var contentStart = start + 2
      let kind: TagKind
      let end: Int
      let contentEnd: Int
      if contentStart < bytes.count && bytes[contentStart] == brace {
        contentStart += 1
        guard let close = find(closeBrace, closeBrace, from: contentStart),
          close + 2 < bytes.count, bytes[close + 2] == closeBrace
        else {
          throw TemplateError(.malformedTag(reason: "'{{{' without a closing '}}}'"), at: location)
        }
        kind = .variable(escaped: false)
        contentEnd = close
        end = close + 3
      } else {
        let sigil = contentStart < bytes.count ? bytes[contentStart] : 0
        switch sigil {
        case UInt8(ascii: "&"): kind = .variable(escaped: false)
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .inverted
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: "$"):
          throw TemplateError(
            .unsupportedTag(tag: "{{" + String(UnicodeScalar(sigil))), at: location)
        default: kind = .variable(escaped: true)
        }
        if case .variable(escaped: true) = kind {
        } else {
          contentStart += 1
        }
        guard let close = find(closeBrace, closeBrace, from: contentStart) else {
          throw TemplateError(.malformedTag(reason: "'{{' without a closing '}}'"), at: location)
        }
        contentEnd = close
        end = close + 2
      }
      var name = ""
      if case .comment = kind {
      } else {
        name = try validatedName(contentStart..<contentEnd, kind: kind, at: location)
      }
      tags.append(Tag(kind: kind, name: name, start: start, end: end, location: location))
      position = end
    }
    return tags
  }

  private func isNameByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), 0x80...0xFF:
      return true
    default:
      return false
    }
  }

  private func validatedName(
    _ range: Range<Int>, kind: TagKind, at location: TemplateLocation
  ) throws -> String {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && isWhitespace(bytes[lower]) { lower += 1 }
    while upper > lower && isWhitespace(bytes[upper - 1]) { upper -= 1 }
    let name = String(decoding: bytes[lower..<upper], as: UTF8.self)
    guard !name.isEmpty else {
      throw TemplateError(.malformedTag(reason: "empty name"), at: location)
    }
    if case .partial = kind {
      let components = name.split(separator: "/", omittingEmptySubsequences: false)
      let valid =
        components.allSatisfy { component in
          !component.isEmpty && component != "." && component != ".."
            && component.utf8.allSatisfy { isNameByte($0) || $0 == UInt8(ascii: ".") }
        }
      guard valid else {
        throw TemplateError(.malformedTag(reason: "invalid partial name '\(name)'"), at: location)
      }
      return name
    }
    if name == "." { return name }
    let components = name.split(separator: ".", omittingEmptySubsequences: false)
    guard components.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(isNameByte) }) else {
      throw TemplateError(.malformedTag(reason: "invalid name '\(name)'"), at: location)
    }
    return name
  }

  private func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  // MARK: - Tree

  private func buildTree(_ tags: [Tag]) throws -> [TemplateNode] {
    // Text between tags: segment i lies before tag i; the last one follows the last tag.
    var segmentStart = [Int](repeating: 0, count: tags.count + 1)
    var segmentEnd = [Int](repeating: bytes.count, count: tags.count + 1)
    var indentations = [String](repeating: "", count: tags.count)
    for (index, tag) in tags.enumerated() {
      segmentEnd[index] = tag.start
      segmentStart[index + 1] = tag.end
    }
    for (index, tag) in tags.enumerated() where tag.canStandAlone {
      guard let (lineStart, lineEnd) = standaloneLine(of: tag) else { continue }
      indentations[index] = String(decoding: bytes[lineStart..<tag.start], as: UTF8.self)
      segmentEnd[index] = lineStart
      segmentStart[index + 1] = lineEnd
    }

    var stack: [OpenSection] = []
    var root: [TemplateNode] = []
    func append(_ node: TemplateNode) {
      if stack.isEmpty {
        TemplateParser.append(node, to: &root)
      } else {
        TemplateParser.append(node, to: &stack[stack.count - 1].body)
      }
    }
    for index in 0...tags.count {
      if segmentStart[index] < segmentEnd[index] {
        append(.text(Array(bytes[segmentStart[index]..<segmentEnd[index]])))
      }
      guard index < tags.count else { break }
      let tag = tags[index]
      switch tag.kind {
      case .comment:
        break
      case .variable(let escaped):
        append(.variable(reference(for: tag), escaped: escaped))
      case .partial:
        let partial = TemplatePartialReference(
          name: tag.name, indentation: indentations[index], location: tag.location)
        append(.partial(partial))
      case .section, .inverted:
        guard stack.count < maximumDepth else {
          throw TemplateError(.nestingTooDeep(limit: maximumDepth), at: tag.location)
        }
        let inverted: Bool
        if case .inverted = tag.kind { inverted = true } else { inverted = false }
        stack.append(OpenSection(reference: reference(for: tag), inverted: inverted))
      case .close:
        guard let open = stack.popLast() else {
          throw TemplateError(
            .mismatchedCloseTag(found: tag.name, expected: nil), at: tag.location)
        }
        guard open.reference.name == tag.name else {
          throw TemplateError(
            .mismatchedCloseTag(found: tag.name, expected: open.reference.name),
            at: tag.location)
        }
        append(.section(open.reference, inverted: open.inverted, body: open.body))
      }
    }
    if let unclosed = stack.last {
      throw TemplateError(
        .unclosedSection(name: unclosed.reference.name), at: unclosed.reference.location)
    }
    return root
  }

  /// The line span `[lineStart, afterNewline)` when `tag` stands alone on its line.
  private func standaloneLine(of tag: Tag) -> (Int, Int)? {
    var lineStart = tag.start
    while lineStart > 0 && (bytes[lineStart - 1] == 0x20 || bytes[lineStart - 1] == 0x09) {
      lineStart -= 1
    }
    guard lineStart == 0 || bytes[lineStart - 1] == UInt8(ascii: "\n") else { return nil }
    var lineEnd = tag.end
    while lineEnd < bytes.count && (bytes[lineEnd] == 0x20 || bytes[lineEnd] == 0x09) {
      lineEnd += 1
    }
    if lineEnd == bytes.count { return (lineStart, lineEnd) }
    if bytes[lineEnd] == UInt8(ascii: "\n") { return (lineStart, lineEnd + 1) }
    if bytes[lineEnd] == UInt8(ascii: "\r") && lineEnd + 1 < bytes.count
      && bytes[lineEnd + 1] == UInt8(ascii: "\n")
    {
      return (lineStart, lineEnd + 2)
    }
    return nil
  }

  private func reference(for tag: Tag) -> TemplateReference {
    let path = tag.name == "." ? [] : tag.name.split(separator: ".").map(String.init)
    return TemplateReference(name: tag.name, path: path, location: tag.location)
  }

  /// Appends a node, merging adjacent text so rendering copies fewer, longer runs.
  private static func append(_ node: TemplateNode, to nodes: inout [TemplateNode]) {
    guard case .text(let more) = node, case .text? = nodes.last,
      case .text(var existing)? = nodes.popLast()
    else {
      nodes.append(node)
      return
    }
    existing.append(contentsOf: more)
    nodes.append(.text(existing))
  }
}
