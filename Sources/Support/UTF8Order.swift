import Foundation

/// UTF-8 byte order of strings (the order of catalogue keys), compared with `memcmp`.
///
/// `utf8.lexicographicallyPrecedes` gives the same order but goes through generic iterators,
/// which dominates sorting 20,000-key lists 50 times over.
public enum UTF8Order {
  /// True when `lhs` sorts before `rhs` by UTF-8 bytes.
  public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    compare(lhs, rhs) < 0
  }

  /// True when the bytes `lhs` sort before the bytes `rhs`: `memcmp` of the common length,
  /// then the shorter first.
  public static func precedes(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    compare(lhs, rhs) < 0
  }

  /// Negative when `lhs` sorts before `rhs` by UTF-8 bytes, zero when the bytes are equal,
  /// positive after: one comparison where a merge needs all three answers.
  ///
  /// The bytes are read in place (`withBorrowedUTF8`): `withUTF8` needs a `var` copy of each
  /// string, a retain and a release per comparison, on keys that sorts and searches on several
  /// threads share.
  public static func compare(_ lhs: String, _ rhs: String) -> Int {
    lhs.withBorrowedUTF8 { left in rhs.withBorrowedUTF8 { right in compare(left, right) } }
  }

  /// Whether the bytes `lhs` and `rhs` are the same: the lengths, then `memcmp`. Inlinable, as
  /// the byte-keyed tables compare a key on every hash match.
  @inlinable
  public static func equal(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    lhs.count == rhs.count
      && (lhs.isEmpty || memcmp(lhs.baseAddress!, rhs.baseAddress!, lhs.count) == 0)
  }

  /// Negative, zero or positive as the bytes `lhs` sort before, equal or after `rhs`.
  public static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let common = min(lhs.count, rhs.count)
    if common > 0 {
      let order = memcmp(lhs.baseAddress!, rhs.baseAddress!, common)
      if order != 0 { return Int(order) }
    }
    return lhs.count - rhs.count
  }
}
