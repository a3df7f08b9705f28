/// A seeded hash of an ASCII key's bytes, for the byte-keyed tables of translation keys (the
/// catalogue's index, a decoded dictionary's table): FNV-1a over 8-byte words from a seeded
/// start, then a final mix. It only spreads keys over slots, so its value never reaches any
/// output; each table draws its own seed, so a file of keys made to collide cannot turn its
/// lookups into scans.
public enum ASCIIKeyHash {
  /// A fresh seed.
  public static func seed() -> UInt64 { UInt64.random(in: .min ... .max) }

  /// The hash of `key`, or `nil` when a byte is not ASCII.
  @inlinable
  public static func hash(_ key: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt64? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed ^ UInt64(key.count)
    var high: UInt64 = 0
    let count = key.count
    var index = 0
    if let base = key.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index + 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        high |= word
        hash = (hash ^ word) &* 0x0000_0100_0000_01B3
        hash ^= hash >> 29
        index += 8
      }
      while index < count {
        let byte = UInt64(base[index])
        high |= byte
        hash = (hash ^ byte) &* 0x0000_0100_0000_01B3
        index += 1
      }
    }
    guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
    hash ^= hash >> 32
    hash &*= 0xd6e8_feb8_6659_fd93
    hash ^= hash >> 32
    return hash
  }
}
