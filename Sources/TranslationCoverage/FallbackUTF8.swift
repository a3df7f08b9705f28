/// Every catalogue key's fallback copy as UTF-8, in one buffer, by row: what each locale's
/// analysis compares its translations with, read in place. A fallback copied out of the plan
/// as a `String` retains an object that every locale's thread shares, and the reference
/// count's cache line then moves between the cores at each row.
struct FallbackUTF8: Sendable {
  private let bytes: [UInt8]
  /// Where each row's fallback lies in ``bytes``; `nil` for a key without a fallback.
  private let spans: [Range<Int>?]

  init(_ fallbacks: [String?]) {
    var bytes: [UInt8] = []
    var spans: [Range<Int>?] = []
    spans.reserveCapacity(fallbacks.count)
    for fallback in fallbacks {
      guard let fallback else {
        spans.append(nil)
        continue
      }
      let start = bytes.count
      bytes.append(contentsOf: fallback.utf8)
      spans.append(start..<bytes.count)
    }
    self.bytes = bytes
    self.spans = spans
  }

  /// Calls `body` with a reader of the rows' fallbacks, valid only inside it.
  func withReader<Result>(_ body: (Reader) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { bytes in
      try spans.withUnsafeBufferPointer { try body(Reader(bytes: bytes, spans: $0)) }
    }
  }

  /// The fallbacks' bytes, lent by ``withReader(_:)``.
  struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    let spans: UnsafeBufferPointer<Range<Int>?>

    /// A row's fallback as UTF-8; `nil` for a key without one.
    subscript(row: Int) -> UnsafeBufferPointer<UInt8>? {
      spans[row].map { UnsafeBufferPointer(rebasing: bytes[$0]) }
    }
  }
}
