#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding ASCII markers in UTF-8 text with `memchr` and `memcmp`: the page code looks for cmark's own
/// markup (`<a href="`, ` align="`) in every cell and block of prose, where `String.range(of:)`
/// goes through Foundation's `NSString` search (a fifth of building a contract page's model).
enum ByteSearch {
  /// The offset of the first `needle` in `haystack` at or after `start`, or nil.
  static func first(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard let base = haystack.baseAddress, let pattern = needle.baseAddress, needle.count > 0
    else { return nil }
    var offset = start
    while haystack.count - offset >= needle.count {
      guard
        let hit = memchr(
          base + offset, Int32(pattern[0]), haystack.count - offset - needle.count + 1)
      else { return nil }
      let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + position, pattern, needle.count) == 0 { return position }
      offset = position + 1
    }
    return nil
  }

  /// Whether the UTF-8 of `text` contains `byte`.
  static func containsByte(_ byte: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { $0.contains(byte) }
  }

  /// Whether `text` contains the ASCII `needle`.
  static func contains(_ needle: StaticString, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      needle.withUTF8Buffer { first($0, in: bytes, from: 0) != nil }
    }
  }
}
