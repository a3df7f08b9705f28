import Foundation

/// SHA-256 (FIPS 180-4), implemented here because Foundation has no hash functions on Linux.
///
/// Dictionary versions and, in other modules, clause fingerprints are SHA-256 values that a
/// person can confirm with `sha256sum`. Feed bytes incrementally with ``update(_:)`` and read
/// the digest with ``finalize()``, or hash a whole value at once with ``hash(_:)``.
public struct SHA256: Sendable {
  static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// The eight working words, held inline (no heap allocation per hasher).
  struct State {
    var a: UInt32 = 0x6a09_e667
    var b: UInt32 = 0xbb67_ae85
    var c: UInt32 = 0x3c6e_f372
    var d: UInt32 = 0xa54f_f53a
    var e: UInt32 = 0x510e_527f
    var f: UInt32 = 0x9b05_688c
    var g: UInt32 = 0x1f83_d9ab
    var h: UInt32 = 0x5be0_cd19
  }

  private var state = State()
  /// Bytes of an incomplete block (fewer than 64); empty, and unallocated, between blocks.
  private var buffer: [UInt8] = []
  private var byteCount: UInt64 = 0
  /// Whether blocks go through the processor's SHA instructions (same digests, several
  /// times faster) instead of the Swift rounds below.
  private let usesHardware: Bool

  /// Creates a hasher with no input yet.
  public init() {
    usesHardware = Self.hardwareAvailable
  }

  /// A hasher that uses the SHA instructions only when `hardware` is true and the processor
  /// has them: tests compare both ways of compressing.
  init(hardware: Bool) {
    usesHardware = hardware && Self.hardwareAvailable
  }

  /// Adds bytes to the message being hashed.
  public mutating func update(_ bytes: some Sequence<UInt8>) {
    let contiguous: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(bytes: UnsafeRawBufferPointer(buffer))
    }
    guard contiguous == nil else { return }
    for byte in bytes {
      buffer.append(byte)
      byteCount &+= 1
      if buffer.count == 64 {
        compressBuffer()
      }
    }
  }

  /// Adds contiguous bytes: whole blocks are compressed straight from memory.
  public mutating func update(bytes input: UnsafeRawBufferPointer) {
    byteCount &+= UInt64(input.count)
    var offset = 0
    if !buffer.isEmpty {
      let take = min(64 - buffer.count, input.count)
      buffer.append(contentsOf: input[0..<take])
      offset = take
      guard buffer.count == 64 else { return }
      compressBuffer()
    }
    let whole = (input.count - offset) / 64 * 64
    if whole > 0 {
      compress(UnsafeRawBufferPointer(rebasing: input[offset..<(offset + whole)]))
      offset += whole
    }
    if offset < input.count { buffer.append(contentsOf: input[offset...]) }
  }

  /// Adds the UTF-8 encoding of a string to the message being hashed.
  public mutating func update(_ string: String) {
    update(string.utf8)
  }

  /// The digest of everything added so far. The hasher itself is left unchanged.
  public func finalize() -> SHA256Digest {
    var copy = self
    let bitLength = byteCount &* 8
    // The pending bytes, the 0x80 marker, zeros and the 64-bit length: one or two blocks,
    // built on the stack.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
      let pending = buffer.count
      let blocks = pending + 9 <= 64 ? 1 : 2
      let length = blocks * 64
      for index in 0..<pending { tail[index] = buffer[index] }
      tail[pending] = 0x80
      for index in (pending + 1)..<(length - 8) { tail[index] = 0 }
      for index in 0..<8 {
        tail[length - 8 + index] = UInt8(truncatingIfNeeded: bitLength >> UInt64(56 - 8 * index))
      }
      copy.compress(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(tail)[0..<length]))
    }
    let state = copy.state
    let bytes = [UInt8](unsafeUninitializedCapacity: 32) { output, count in
      func put(_ word: UInt32, _ index: Int) {
        output[index * 4] = UInt8(truncatingIfNeeded: word >> 24)
        output[index * 4 + 1] = UInt8(truncatingIfNeeded: word >> 16)
        output[index * 4 + 2] = UInt8(truncatingIfNeeded: word >> 8)
        output[index * 4 + 3] = UInt8(truncatingIfNeeded: word)
      }
      put(state.a, 0)
      put(state.b, 1)
      put(state.c, 2)
      put(state.d, 3)
      put(state.e, 4)
      put(state.f, 5)
      put(state.g, 6)
      put(state.h, 7)
      count = 32
    }
    return SHA256Digest(bytes: bytes)
  }

  /// The digest of a whole byte sequence.
  public static func hash(_ bytes: some Sequence<UInt8>) -> SHA256Digest {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// The digest of a byte array.
  public static func hash(_ bytes: [UInt8]) -> SHA256Digest {
    var hasher = SHA256()
    bytes.withUnsafeBytes { hasher.update(bytes: $0) }
    return hasher.finalize()
  }

  /// The digest of a string's UTF-8 encoding.
  public static func hash(_ string: String) -> SHA256Digest {
    var string = string
    var hasher = SHA256()
    string.withUTF8 { hasher.update(bytes: UnsafeRawBufferPointer($0)) }
    return hasher.finalize()
  }

  private mutating func compressBuffer() {
    // The block is taken out of `self` while `compress` changes the state, then put back.
    var block: [UInt8] = []
    swap(&block, &buffer)
    block.withUnsafeBytes { compress($0) }
    block.removeAll(keepingCapacity: true)
    buffer = block
  }

  /// Compresses whole 64-byte blocks into the state.
  private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    if usesHardware {
      Self.hardwareCompress(&state, blocks)
      return
    }
    var offset = 0
    while offset < blocks.count {
      Self.compress(&state, UnsafeRawBufferPointer(rebasing: blocks[offset..<(offset + 64)]))
      offset += 64
    }
  }

  /// Compresses one 64-byte block into the state.
  private static func compress(_ state: inout State, _ block: UnsafeRawBufferPointer) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
      for index in 0..<16 {
        schedule[index] = UInt32(
          bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
      }
      for index in 16..<64 {
        let early = schedule[index - 15]
        let late = schedule[index - 2]
        let sigma0 = early.rotatedRight(7) ^ early.rotatedRight(18) ^ (early >> 3)
        let sigma1 = late.rotatedRight(17) ^ late.rotatedRight(19) ^ (late >> 10)
        schedule[index] = schedule[index - 16] &+ sigma0 &+ schedule[index - 7] &+ sigma1
      }
      var a = state.a
      var b = state.b
      var c = state.c
      var d = state.d
      var e = state.e
      var f = state.f
      var g = state.g
      var h = state.h
      roundConstants.withUnsafeBufferPointer { constants in
        for index in 0..<64 {
          let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
          let choice = (e & f) ^ (~e & g)
          let temp1 = h &+ sum1 &+ choice &+ constants[index] &+ schedule[index]
          let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let temp2 = sum0 &+ majority
          h = g
          g = f
          f = e
          e = d &+ temp1
          d = c
          c = b
          b = a
          a = temp1 &+ temp2
        }
      }
      state.a &+= a
      state.b &+= b
      state.c &+= c
      state.d &+= d
      state.e &+= e
      state.f &+= f
      state.g &+= g
      state.h &+= h
    }
  }
}

extension UInt32 {
  fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
    (self &>> count) | (self &<< (32 - count))
  }
}
