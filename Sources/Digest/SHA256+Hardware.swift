import CSHA256

/// The C side of SHA-256: block compression with the x86 SHA instructions, when present.
extension SHA256 {
  /// True when this processor has the SHA extensions; asked once.
  static let hardwareAvailable = cr_sha256_has_hardware() != 0

  /// Compresses whole 64-byte blocks into `state` with the SHA instructions.
  static func hardwareCompress(_ state: inout State, _ blocks: UnsafeRawBufferPointer) {
    guard let base = blocks.baseAddress, blocks.count >= 64 else { return }
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 8) { words in
      words.initialize(repeating: 0)
      (words[0], words[1], words[2], words[3]) = (state.a, state.b, state.c, state.d)
      (words[4], words[5], words[6], words[7]) = (state.e, state.f, state.g, state.h)
      roundConstants.withUnsafeBufferPointer { constants in
        cr_sha256_hardware_blocks(
          words.baseAddress!, base.assumingMemoryBound(to: UInt8.self), blocks.count / 64,
          constants.baseAddress!)
      }
      state = State(
        a: words[0], b: words[1], c: words[2], d: words[3], e: words[4], f: words[5],
        g: words[6], h: words[7])
    }
  }
}
