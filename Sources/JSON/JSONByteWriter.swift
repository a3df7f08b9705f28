import Foundation

/// Writes JSON straight into a byte buffer, byte for byte as `JSONEncoder` writes it with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two-space indent, `" : "` between
/// key and value, empty containers as `[\n\n<indent>]` and `{\n\n<indent>}`, and the encoder's
/// string escapes (`\"`, `\\`, `\b`, `\f`, `\n`, `\r`, `\t`, other controls as `\u00XX`; every
/// other byte, `/` and non-ASCII included, as it is).
///
/// `JSONEncoder` first builds a tree of boxed values and sorted copies of every object, which
/// for a large model costs far more time and memory than the output itself. A caller of this
/// writer states members in sorted order itself and may hand the bytes on while it writes
/// (``drain(_:)``), so output of any size streams through a buffer of bounded size. Pieces can
/// be written separately (on several threads, each with its own writer started at the right
/// ``indent``) and joined in order.
///
/// Members are written with an explicit `first:` flag rather than a tracked state, and short
/// pieces are copied with word stores rather than through `memmove`: both measured faster on
/// the catalogue and the parse model.
public struct JSONByteWriter: ~Copyable {
  @usableFromInline var buffer: UnsafeMutablePointer<UInt8>
  @usableFromInline var count = 0
  @usableFromInline var capacity: Int
  /// Nesting depth of the next line (two spaces each).
  public var indent: Int

  /// A writer with room for `capacity` bytes (it grows as needed), starting at `indent`.
  public init(capacity: Int = 4096, indent: Int = 0) {
    self.capacity = max(capacity, 64)
    self.indent = indent
    buffer = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
  }

  deinit { free(buffer) }

  /// How many bytes are waiting in the buffer.
  public var byteCount: Int { count }

  /// Hands the bytes written so far to `body` and empties the buffer (its capacity is kept).
  @inlinable
  public mutating func drain<E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> Void)
    throws(E)
  {
    let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
    count = 0
    try body(bytes)
  }

  /// The bytes written, handed to `Data` without a copy; `Data` frees the buffer.
  public consuming func data() -> Data {
    let bytes = buffer
    let length = count
    discard self
    return Data(bytesNoCopy: bytes, count: length, deallocator: .free)
  }

  // MARK: - Containers

  /// `{` and a newline; the first member's indent unless the object is empty.
  @inlinable
  public mutating func openObject(isEmpty: Bool = false) {
    put(0x7B)
    put(0x0A)
    indent += 1
    if !isEmpty { writeIndent() }
  }

  /// A newline, the indent and `}`.
  @inlinable
  public mutating func closeObject() {
    put(0x0A)
    indent -= 1
    writeIndent()
    put(0x7D)
  }

  /// `[` and a newline (each element starts with ``element(first:)``).
  @inlinable
  public mutating func openArray() {
    put(0x5B)
    put(0x0A)
    indent += 1
  }

  /// A newline, the indent and `]`.
  @inlinable
  public mutating func closeArray() {
    put(0x0A)
    indent -= 1
    writeIndent()
    put(0x5D)
  }

  /// Starts an array element: a separator after the first, then the indent.
  @inlinable
  public mutating func element(first: Bool) {
    if !first {
      put(0x2C)
      put(0x0A)
    }
    writeIndent()
  }

  /// Starts an object member whose name needs no escape: `"name" : `, after a separator
  /// unless it is the object's first member. One check for room, then plain stores: the
  /// member start is the most frequent piece of pretty JSON.
  @inlinable
  public mutating func key(_ name: StaticString, first: Bool = false) {
    let length = name.utf8CodeUnitCount
    reserve(2 + 2 * indent + 8 + 1 + length + 16 + 4)
    if !first {
      buffer[count] = 0x2C
      buffer[count + 1] = 0x0A
      count += 2
      spaces(2 * indent)
    }
    buffer[count] = 0x22
    count += 1
    copy(name.utf8Start, length)
    // The closing quote and ` : ` as one store of four bytes.
    UnsafeMutableRawPointer(buffer + count).storeBytes(
      of: UInt32(0x203A_2022).littleEndian, as: UInt32.self)
    count += 4
  }

  /// The separator between object members: a comma, a newline and the indent.
  @inlinable
  public mutating func separator() {
    reserve(2 + 2 * indent + 8)
    buffer[count] = 0x2C
    buffer[count + 1] = 0x0A
    count += 2
    spaces(2 * indent)
  }

  @inlinable
  mutating func writeIndent() {
    reserve(2 * indent + 8)
    spaces(2 * indent)
  }

  /// `length` spaces, written eight at a time (room for `length` + 8 bytes is reserved).
  @inlinable
  mutating func spaces(_ length: Int) {
    let start = UnsafeMutableRawPointer(buffer + count)
    var offset = 0
    while offset < length {
      start.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    count += length
  }

  /// Copies `length` bytes into reserved room (plus 16 bytes of slack): short pieces with
  /// two overlapping word copies instead of a call to `memmove`.
  @inlinable
  mutating func copy(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
    let source = UnsafeRawPointer(bytes)
    let target = UnsafeMutableRawPointer(buffer + count)
    if length >= 8, length <= 16 {
      target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self),
        toByteOffset: length - 8, as: UInt64.self)
    } else if length >= 4, length < 8 {
      target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
      target.storeBytes(
        of: source.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self),
        toByteOffset: length - 4, as: UInt32.self)
    } else if length < 4 {
      for offset in 0..<length { buffer[count + offset] = bytes[offset] }
    } else {
      target.copyMemory(from: source, byteCount: length)
    }
    count += length
  }

  // MARK: - Values

  /// `true` or `false`.
  @inlinable
  public mutating func bool(_ value: Bool) {
    append(value ? "true" : "false")
  }

  /// A decimal integer.
  @inlinable
  public mutating func integer(_ value: Int) {
    guard value >= 0, value < 1_000_000_000 else {
      append(String(value))
      return
    }
    var digits = 1
    var limit = 10
    while value >= limit, digits < 9 {
      digits += 1
      limit *= 10
    }
    reserve(digits)
    var rest = value
    var index = count + digits - 1
    repeat {
      buffer[index] = 0x30 + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
      index -= 1
    } while rest > 0
    count += digits
  }

  /// A quoted, escaped string.
  @inlinable
  public mutating func string(_ text: String) {
    put(0x22)
    escaped(text)
    put(0x22)
  }

  /// A quoted string that needs no escape (a name the program chose).
  @inlinable
  public mutating func string(_ text: StaticString) {
    put(0x22)
    append(text)
    put(0x22)
  }

  /// The string's UTF-8 with the encoder's escapes, without quotes; runs without escapes are
  /// copied whole.
  @inlinable
  public mutating func escaped(_ text: String) {
    // Read in place when the string has contiguous UTF-8 (native strings do); else a copy.
    if text.utf8.withContiguousStorageIfAvailable({ escaped(utf8: $0) }) != nil { return }
    var copy = text
    copy.withUTF8 { escaped(utf8: $0) }
  }

  @inlinable
  mutating func escaped(utf8: UnsafeBufferPointer<UInt8>) {
    guard let base = utf8.baseAddress else { return }
    var runStart = 0
    for index in 0..<utf8.count {
      let byte = utf8[index]
      guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
      put(base + runStart, index - runStart)
      runStart = index + 1
      put(0x5C)
      switch byte {
      case 0x22: put(0x22)
      case 0x5C: put(0x5C)
      case 0x08: put(UInt8(ascii: "b"))
      case 0x0C: put(UInt8(ascii: "f"))
      case 0x0A: put(UInt8(ascii: "n"))
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

  @inlinable
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : UInt8(ascii: "a") + value - 10
  }

  // MARK: - Buffer

  /// Bytes as they are (a piece another writer formatted, or text that needs no escape).
  @inlinable
  public mutating func append(_ text: StaticString) {
    put(text.utf8Start, text.utf8CodeUnitCount)
  }

  /// A byte as it is.
  @inlinable
  public mutating func put(_ byte: UInt8) {
    reserve(1)
    buffer[count] = byte
    count += 1
  }

  /// Bytes as they are.
  @inlinable
  public mutating func put(_ bytes: UnsafePointer<UInt8>, _ length: Int) {
    guard length > 0 else { return }
    reserve(length + 16)
    copy(bytes, length)
  }

  /// Bytes as they are.
  @inlinable
  public mutating func put(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    put(base.assumingMemoryBound(to: UInt8.self), bytes.count)
  }

  @inlinable
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      if let base = utf8.baseAddress { put(base, utf8.count) }
    }
  }

  /// Makes room for `extra` more bytes.
  @inlinable
  mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    grow(extra)
  }

  @usableFromInline
  mutating func grow(_ extra: Int) {
    capacity = max(capacity * 2, count + extra)
    buffer = realloc(buffer, capacity)!.assumingMemoryBound(to: UInt8.self)
  }
}
