extension String {
  /// Calls `body` with the string's UTF-8. A native string's own bytes are lent without copying
  /// or retaining the string (`var copy = self; copy.withUTF8` retains it, and a string shared
  /// by threads, such as a catalogue key that every locale resolves, then moves its cache line
  /// between cores on every call); any other string is copied to contiguous storage first.
  @inlinable
  public func withBorrowedUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result)
    rethrows -> Result
  {
    if let result = try utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return try copy.withUTF8(body)
  }
}
