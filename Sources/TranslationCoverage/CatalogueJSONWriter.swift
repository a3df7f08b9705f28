import ChunkedWork
import Foundation

/// Writes a catalogue's file form straight into bytes.
///
/// The output is byte for byte what `JSONEncoder` gives for `KeyCatalogue` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two-space indent, `" : "` between
/// key and value, fields in UTF-8 byte order, empty containers as `[\n\n]`, and the encoder's
/// string escapes (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other controls as `\u00XX`).
/// `JSONEncoder` builds a tree of boxed values, dictionaries and sorted copies for every entry
/// and location first, which made it the largest cost of `scan` on 20,000 keys; this writer
/// appends to one buffer and formats each location without building its string. It borrows
/// entries and locations instead of copying them (no retain and release per value) and copies
/// short pieces byte by byte rather than calling `memmove` for two bytes.
struct CatalogueJSONWriter: ~Copyable {
  private var buffer: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  private var indent = 0

  private init(capacity: Int) {
    self.capacity = max(capacity, 64)
    buffer = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
  }

  /// The file form of `catalogue`, with a trailing newline.
  ///
  /// The entries are formatted in chunks on up to `parallelism` threads (each chunk into its
  /// own buffer, at the indent of the `keys` object) and copied into the file in order.
  static func encode(
    _ catalogue: KeyCatalogue,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> Data {
    let entries = ChunkedMap.mapChunks(
      count: catalogue.entries.count, minimumChunk: 1_024, parallelism: parallelism
    ) { range in
      var writer = CatalogueJSONWriter(capacity: range.count * 256)
      writer.indent = 2
      writer.writeEntries(of: catalogue, range)
      return writer.data()
    }
    var writer = CatalogueJSONWriter(
      capacity: 256 + catalogue.dynamicCalls.count * 128 + entries.reduce(0) { $0 + $1.count })
    writer.write(catalogue, formattedEntries: entries)
    writer.put(.newline)
    return writer.data()
  }

  /// The bytes written, handed to `Data` without a copy; `Data` frees the buffer.
  private consuming func data() -> Data {
    Data(bytesNoCopy: buffer, count: count, deallocator: .free)
  }

  private mutating func write(_ catalogue: KeyCatalogue, formattedEntries: [Data]) {
    openObject(isEmpty: false)
    key("dynamicCalls", first: true)
    openArray()
    catalogue.dynamicCalls.withUnsafeBufferPointer { calls in
      for index in calls.indices {
        element(first: index == 0)
        openObject(isEmpty: false)
        key("expression", first: true)
        string(calls[index].expression)
        key("location", first: false)
        writeLocation(calls[index].location)
        closeObject()
      }
    }
    closeArray()
    key("keys", first: false)
    openObject(isEmpty: catalogue.entries.isEmpty)
    for part in formattedEntries {
      part.withUnsafeBytes { raw in
        if let base = raw.bindMemory(to: UInt8.self).baseAddress { put(base, raw.count) }
      }
    }
    closeObject()
    key("version", first: false)
    append(String(KeyCatalogue.currentVersion))
    closeObject()
  }

  /// The entries in `range`, each after a separator but the catalogue's first.
  private mutating func writeEntries(of catalogue: KeyCatalogue, _ range: Range<Int>) {
    catalogue.entries.withUnsafeBufferPointer { entries in
      for index in range {
        if index > 0 { separator() }
        write(entries.baseAddress! + index)
      }
    }
  }

  /// `"KEY" : {…}` with the fields in byte order of their names; absent ones are left out.
  /// The entry is read in place, field by field, so it is never copied (a copy would retain
  /// its key, copy and arrays).
  private mutating func write(_ entry: UnsafePointer<CatalogueEntry>) {
    string(entry.pointee.key)
    append(" : ")
    openObject(isEmpty: false)
    var first = true
    if let category = entry.pointee.category {
      key("category", first: first)
      first = false
      string(category.rawValue)
    }
    if let critical = entry.pointee.critical {
      key("critical", first: first)
      first = false
      append(critical ? "true" : "false")
    }
    if entry.pointee.fallback != nil {
      key("fallback", first: first)
      first = false
      string(entry.pointee.fallback!)
    }
    if entry.pointee.hasInconsistentFallbacks {
      key("fallbackVariants", first: first)
      first = false
      openArray()
      entry.pointee.fallbackVariants.withUnsafeBufferPointer { variants in
        for index in variants.indices {
          element(first: index == 0)
          string(variants[index])
        }
      }
      closeArray()
    }
    key("locations", first: first)
    openArray()
    entry.pointee.locations.withUnsafeBufferPointer { locations in
      for index in locations.indices {
        element(first: index == 0)
        writeLocation(locations[index])
      }
    }
    closeArray()
    if entry.pointee.notes != nil {
      key("notes", first: false)
      string(entry.pointee.notes!)
    }
    closeObject()
  }

  // MARK: - Containers

  /// `{` and a newline; the first member's indent unless the object is empty.
  private mutating func openObject(isEmpty: Bool) {
    put(.openBrace)
    put(.newline)
    indent += 1
    if !isEmpty { writeIndent() }
  }

  private mutating func closeObject() {
    put(.newline)
    indent -= 1
    writeIndent()
    put(.closeBrace)
  }

  private mutating func openArray() {
    put(.openBracket)
    put(.newline)
    indent += 1
  }

  private mutating func closeArray() {
    put(.newline)
    indent -= 1
    writeIndent()
    put(.closeBracket)
  }

  /// Starts an array element: a separator after the first, then the indent.
  private mutating func element(first: Bool) {
    if !first {
      put(.comma)
      put(.newline)
    }
    writeIndent()
  }

  /// Starts an object member with a name that needs no escape.
  private mutating func key(_ name: StaticString, first: Bool) {
    if !first { separator() }
    put(.quote)
    append(name)
    put(.quote)
    append(" : ")
  }

  /// The separator between object members: a comma, a newline and the indent.
  private mutating func separator() {
    put(.comma)
    put(.newline)
    writeIndent()
  }

  private mutating func writeIndent() {
    let length = 2 * indent
    reserve(length)
    (buffer + count).initialize(repeating: .space, count: length)
    count += length
  }

  // MARK: - Values

  /// `file:line:column` as one string, without building it.
  private mutating func writeLocation(_ location: borrowing SourceLocation) {
    put(.quote)
    escaped(location.file)
    put(.colon)
    decimal(location.line)
    put(.colon)
    decimal(location.column)
    put(.quote)
  }

  private mutating func decimal(_ value: Int) {
    guard value >= 0, value < 1_000_000_000 else {
      append(String(value))
      return
    }
    var divisor = 1
    while divisor * 10 <= value { divisor *= 10 }
    reserve(10)
    var rest = value
    while divisor > 0 {
      buffer[count] = UInt8(ascii: "0") + UInt8(rest / divisor)
      count += 1
      rest %= divisor
      divisor /= 10
    }
  }

  private mutating func string(_ text: String) {
    put(.quote)
    escaped(text)
    put(.quote)
  }

  /// The string's UTF-8 with the encoder's escapes; runs without escapes are copied whole.
  private mutating func escaped(_ text: String) {
    // Read in place when the string has contiguous UTF-8 (native strings do); else a copy.
    if text.utf8.withContiguousStorageIfAvailable({ escaped(utf8: $0) }) != nil { return }
    var copy = text
    copy.withUTF8 { escaped(utf8: $0) }
  }

  private mutating func escaped(utf8: UnsafeBufferPointer<UInt8>) {
    guard let base = utf8.baseAddress else { return }
    var runStart = 0
    for index in 0..<utf8.count {
      let byte = utf8[index]
      guard byte < 0x20 || byte == .quote || byte == .backslash else { continue }
      put(base + runStart, index - runStart)
      runStart = index + 1
      put(.backslash)
      switch byte {
      case .quote: put(.quote)
      case .backslash: put(.backslash)
      case 0x08: put(UInt8(ascii: "b"))
      case 0x0C: put(UInt8(ascii: "f"))
      case .newline: put(UInt8(ascii: "n"))
      case 0x0D: put(UInt8(ascii: "r"))
      case 0x09: put(UInt8(ascii: "t"))
      default:
        append("u00")
        put(Self.hexDigit(byte >> 4))
        put(Self.hexDigit(byte & 0x0F))
      }
    }
    put(base + runStart, utf8.count - runStart)
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  // MARK: - Buffer

  private mutating func append(_ text: StaticString) {
    put(text.utf8Start, text.utf8CodeUnitCount)
  }

  private mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      if let base = utf8.baseAddress { put(base, utf8.count) }
    }
  }

  /// Makes room for `extra` more bytes.
  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    capacity = max(capacity * 2, count + extra)
    buffer = realloc(buffer, capacity)!.assumingMemoryBound(to: UInt8.self)
  }

  private mutating func put(_ byte: UInt8) {
    reserve(1)
    buffer[count] = byte
    count += 1
  }

  private mutating func put(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
    guard length > 0 else { return }
    reserve(length)
    if length <= 16 {
      for offset in 0..<length { buffer[count + offset] = bytes[offset] }
    } else {
      (buffer + count).update(from: bytes, count: length)
    }
    count += length
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
