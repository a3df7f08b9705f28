/// SHA-256 (FIPS 180-4), for fingerprints that anyone can confirm with `sha256sum`: clause
/// and contract fingerprints, dictionary versions. Pure Swift: Foundation has no digest on
/// Linux and no outside package can be used.
public struct SHA256: Sendable {
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19
  )
  private var buffer: [UInt8] = []
  private var length: UInt64 = 0

  private static let constants: [UInt32] = [
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

  public init() {}

  /// Adds bytes to the message.
  public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    for byte in bytes {
      buffer.append(byte)
      length &+= 1
      if buffer.count == 64 {
        compress(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
  }

  /// Adds a string's UTF-8 bytes.
  public mutating func update(_ string: String) {
    update(string.utf8)
  }

  /// The 32-byte digest of everything added so far.
  public func finalize() -> [UInt8] {
    var copy = self
    let bitLength = length &* 8
    copy.buffer.append(0x80)
    while copy.buffer.count % 64 != 56 { copy.buffer.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      copy.buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var offset = 0
    while offset < copy.buffer.count {
      copy.compress(copy.buffer[offset..<offset + 64])
      offset += 64
    }
    let words = [
      copy.state.0, copy.state.1, copy.state.2, copy.state.3, copy.state.4, copy.state.5,
      copy.state.6, copy.state.7,
    ]
    return words.flatMap { word in
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
    }
  }

  /// The digest as 64 lowercase hexadecimal digits, as `sha256sum` prints it.
  public func hexDigest() -> String {
    let digits = Array("0123456789abcdef".utf8)
    var result: [UInt8] = []
    result.reserveCapacity(64)
    for byte in finalize() {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// The hex digest of a string's UTF-8 bytes.
  public static func hex(_ string: String) -> String {
    var hasher = SHA256()
    hasher.update(string)
    return hasher.hexDigest()
  }

  /// The hex digest of bytes.
  public static func hex<Bytes: Sequence>(bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.hexDigest()
  }

  private mutating func compress<Block: RandomAccessCollection>(_ block: Block)
  where Block.Element == UInt8, Block.Index == Int {
    var words = [UInt32](repeating: 0, count: 64)
    let base = block.startIndex
    for index in 0..<16 {
      let offset = base + index * 4
      words[index] =
        UInt32(block[offset]) << 24 | UInt32(block[offset + 1]) << 16
        | UInt32(block[offset + 2]) << 8 | UInt32(block[offset + 3])
    }
    for index in 16..<64 {
      let low = words[index - 15]
      let high = words[index - 2]
      let sigma0 = rotate(low, 7) ^ rotate(low, 18) ^ (low >> 3)
      let sigma1 = rotate(high, 17) ^ rotate(high, 19) ^ (high >> 10)
      words[index] = words[index - 16] &+ sigma0 &+ words[index - 7] &+ sigma1
    }
    var (a, b, c, d, e, f, g, h) = state
    for index in 0..<64 {
      let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
      let choice = (e & f) ^ (~e & g)
      let temp1 = h &+ sum1 &+ choice &+ Self.constants[index] &+ words[index]
      let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
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
    state = (
      state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f,
      state.6 &+ g, state.7 &+ h
    )
  }

  @inline(__always)
  private func rotate(_ value: UInt32, _ amount: UInt32) -> UInt32 {
    value >> amount | value << (32 - amount)
  }
}
