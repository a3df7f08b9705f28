/// Every catalogue key's fallback copy as UTF-8, in one buffer, by row: what each locale's
/// analysis compares its translations with, read in place. A fallback copied out of the plan
/// as a `String` retains an object that every locale's thread shares, and the reference
/// count's cache line then moves between the cores at each row.
struct FallbackUTF8: Sendable {
  private let bytes: [UInt8]
  /// Where each row's fallback starts in ``bytes``; -1 for a key without a fallback.
  private let starts: [Int]
  private let ends: [Int]

  init(_ fallbacks: [String?]) {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    var ends: [Int] = []
    starts.reserveCapacity(fallbacks.count)
    ends.reserveCapacity(fallbacks.count)
    for fallback in fallbacks {
      guard let fallback else {
        starts.append(-1)
        ends.append(-1)
        continue
      }
      starts.append(bytes.count)
      bytes.append(contentsOf: fallback.utf8)
      ends.append(bytes.count)
    }
    self.bytes = bytes
    self.starts = starts
    self.ends = ends
  }

  /// Calls `body` with a reader of the rows' fallbacks, valid only inside it.
  func withReader<Result>(_ body: (Reader) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { bytes in
      try starts.withUnsafeBufferPointer { starts in
        try ends.withUnsafeBufferPointer { ends in
          try body(Reader(bytes: bytes, starts: starts, ends: ends))
        }
      }
    }
  }

  /// The fallbacks' bytes, lent by ``withReader(_:)``.
  struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let starts: UnsafeBufferPointer<Int>
    let ends: UnsafeBufferPointer<Int>

    /// A row's fallback as UTF-8; `nil` for a key without one.
    subscript(row: Int) -> UnsafeBufferPointer<UInt8>? {
      let start = starts[row]
      guard start >= 0 else { return nil }
      return UnsafeBufferPointer(rebasing: bytes[start..<ends[row]])
    }
  }
}
