#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finding bytes in UTF-8 text with `memchr` and `memcmp`: the site looks for cmark's own
/// markup (`<a href="`, ` align="`) in every cell and block of prose, copy rules and the RTL
/// evidence look for words, where `String.range(of:)` and `contains` go through Foundation's
/// `NSString` search or `Character`s (a fifth of building a contract page's model).
///
/// A byte match is not a `String` match: `String` compares characters, so `RTL` followed by a
/// combining accent holds the bytes of `RTL` but not the string. Callers use it where that
/// cannot happen (ASCII text, cmark's own markup) or to rule a match out before asking `String`.
public enum ByteSearch {
  /// The offset of the first `needle` in `haystack` at or after `start`, or nil (also for an
  /// empty `needle`).
  public static func first(
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

  /// Whether the UTF-8 of `text` holds the bytes of `needle` (always, for an empty one).
  public static func contains(_ needle: String, in text: String) -> Bool {
    needle.withBorrowedUTF8 { pattern in
      pattern.isEmpty || text.withBorrowedUTF8 { first(pattern, in: $0, from: 0) != nil }
    }
  }
}
