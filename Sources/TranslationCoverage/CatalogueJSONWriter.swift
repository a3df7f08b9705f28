import Foundation

/// Writes a catalogue's file form straight into bytes.
///
/// The output is byte for byte what `JSONEncoder` gives for `KeyCatalogue` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two-space indent, `" : "` between
/// key and value, fields in UTF-8 byte order, empty containers as `[\n\n]`, and the encoder's
/// string escapes (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other controls as `\u00XX`).
/// `JSONEncoder` builds a tree of boxed values, dictionaries and sorted copies for every entry
/// and location first, which made it the largest cost of `scan` on 20,000 keys; this writer
/// appends to one buffer and formats each location without building its string.
struct CatalogueJSONWriter {
  private var bytes: [UInt8] = []
  private var indent = 0

  /// The file form of `catalogue`, with a trailing newline.
  static func encode(_ catalogue: KeyCatalogue) -> Data {
    var writer = CatalogueJSONWriter()
    writer.bytes.reserveCapacity(writer.estimatedCount(of: catalogue))
    writer.write(catalogue)
    writer.bytes.append(.newline)
    return Data(writer.bytes)
  }

  private func estimatedCount(of catalogue: KeyCatalogue) -> Int {
    var count = 64 + catalogue.dynamicCalls.count * 96
    for entry in catalogue.entries {
      count += entry.key.utf8.count + 96 + (entry.fallback?.utf8.count ?? 0)
      for location in entry.locations { count += location.file.utf8.count + 24 }
    }
    return count
  }

  private mutating func write(_ catalogue: KeyCatalogue) {
    openObject(isEmpty: false)
    key("dynamicCalls", first: true)
    openArray()
    for (index, call) in catalogue.dynamicCalls.enumerated() {
      element(first: index == 0)
      openObject(isEmpty: false)
      key("expression", first: true)
      string(call.expression)
      key("location", first: false)
      writeLocation(call.location)
      closeObject()
    }
    closeArray()
    key("keys", first: false)
    openObject(isEmpty: catalogue.entries.isEmpty)
    for (index, entry) in catalogue.entries.enumerated() {
      if index > 0 { separator() }
      string(entry.key)
      append(" : ")
      write(entry)
    }
    closeObject()
    key("version", first: false)
    append(String(KeyCatalogue.currentVersion))
    closeObject()
  }

  /// The fields of one entry in byte order of their names; absent ones are left out.
  private mutating func write(_ entry: CatalogueEntry) {
    openObject(isEmpty: false)
    var first = true
    if let category = entry.category {
      key("category", first: first)
      first = false
      string(category.rawValue)
    }
    if let critical = entry.critical {
      key("critical", first: first)
      first = false
      append(critical ? "true" : "false")
    }
    if let fallback = entry.fallback {
      key("fallback", first: first)
      first = false
      string(fallback)
    }
    if entry.hasInconsistentFallbacks {
      key("fallbackVariants", first: first)
      first = false
      openArray()
      for (index, variant) in entry.fallbackVariants.enumerated() {
        element(first: index == 0)
        string(variant)
      }
      closeArray()
    }
    key("locations", first: first)
    openArray()
    for (index, location) in entry.locations.enumerated() {
      element(first: index == 0)
      writeLocation(location)
    }
    closeArray()
    if let notes = entry.notes {
      key("notes", first: false)
      string(notes)
    }
    closeObject()
  }

  // MARK: - Containers

  /// `{` and a newline; the first member's indent unless the object is empty.
  private mutating func openObject(isEmpty: Bool) {
    bytes.append(.openBrace)
    bytes.append(.newline)
    indent += 1
    if !isEmpty { writeIndent() }
  }

  private mutating func closeObject() {
    bytes.append(.newline)
    indent -= 1
    writeIndent()
    bytes.append(.closeBrace)
  }

  private mutating func openArray() {
    bytes.append(.openBracket)
    bytes.append(.newline)
    indent += 1
  }

  private mutating func closeArray() {
    bytes.append(.newline)
    indent -= 1
    writeIndent()
    bytes.append(.closeBracket)
  }

  /// Starts an array element: a separator after the first, then the indent.
  private mutating func element(first: Bool) {
    if !first {
      bytes.append(.comma)
      bytes.append(.newline)
    }
    writeIndent()
  }

  /// Starts an object member with a name that needs no escape.
  private mutating func key(_ name: StaticString, first: Bool) {
    if !first { separator() }
    bytes.append(.quote)
    append(name)
    bytes.append(.quote)
    append(" : ")
  }

  /// The separator between object members: a comma, a newline and the indent.
  private mutating func separator() {
    bytes.append(.comma)
    bytes.append(.newline)
    writeIndent()
  }

  private mutating func writeIndent() {
    var remaining = 2 * indent
    while remaining > 0 {
      let count = min(remaining, Self.spaces.utf8CodeUnitCount)
      bytes.append(contentsOf: UnsafeBufferPointer(start: Self.spaces.utf8Start, count: count))
      remaining -= count
    }
  }

  private static let spaces: StaticString = "                                "

  // MARK: - Values

  /// `file:line:column` as one string, without building it.
  private mutating func writeLocation(_ location: SourceLocation) {
    bytes.append(.quote)
    escaped(location.file)
    bytes.append(.colon)
    decimal(location.line)
    bytes.append(.colon)
    decimal(location.column)
    bytes.append(.quote)
  }

  private mutating func decimal(_ value: Int) {
    guard value >= 0, value < 1_000_000_000 else {
      append(String(value))
      return
    }
    var divisor = 1
    while divisor * 10 <= value { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
      rest %= divisor
      divisor /= 10
    }
  }

  private mutating func string(_ text: String) {
    bytes.append(.quote)
    escaped(text)
    bytes.append(.quote)
  }

  /// The string's UTF-8 with the encoder's escapes; runs without escapes are copied whole.
  private mutating func escaped(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == .quote || byte == .backslash else { continue }
        if index > runStart {
          bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        }
        runStart = index + 1
        bytes.append(.backslash)
        switch byte {
        case .quote: bytes.append(.quote)
        case .backslash: bytes.append(.backslash)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case .newline: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
          append("u00")
          bytes.append(Self.hexDigit(byte >> 4))
          bytes.append(Self.hexDigit(byte & 0x0F))
        }
      }
      if utf8.count > runStart {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
      }
    }
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  private mutating func append(_ text: StaticString) {
    bytes.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }
}

extension UInt8 {
  fileprivate static var newline: UInt8 { 0x0A }
  fileprivate static var space: UInt8 { 0x20 }
  fileprivate static var quote: UInt8 { 0x22 }
  fileprivate static var comma: UInt8 { 0x2C }
  fileprivate static var colon: UInt8 { 0x3A }
  fileprivate static var openBracket: UInt8 { 0x5B }
  fileprivate static var backslash: UInt8 { 0x5C }
  fileprivate static var closeBracket: UInt8 { 0x5D }
  fileprivate static var openBrace: UInt8 { 0x7B }
  fileprivate static var closeBrace: UInt8 { 0x7D }
}
