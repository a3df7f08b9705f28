import Foundation

/// Catalogue key → row over the keys' UTF-8 bytes, for a catalogue whose keys are all ASCII.
///
/// Finding a dictionary key's row is one lookup per dictionary entry and locale (a million in a
/// large project); a `[String: Int]` lookup hashes with SipHash and compares through `String`,
/// which dominates that loop. Between two ASCII strings `String ==` is byte equality (no ASCII
/// character is canonically equivalent to anything but itself), so for an ASCII key this table
/// answers exactly what the `String` dictionary answers. A key that is not ASCII may still equal
/// a catalogue key canonically (U+212A KELVIN SIGN is `K`), so callers look such keys up in the
/// `String` dictionary instead.
///
/// Open addressing with linear probing, at most half full; each slot holds the top 32 bits of
/// the key's hash beside its row, so a probe compares key bytes only when those bits agree. The
/// hash is a fixed multiply-mix: nothing here depends on it beyond speed.
struct ASCIIKeyTable: Sendable {
  /// Every key's bytes, one after the other.
  private let bytes: [UInt8]
  /// Two words per slot: hash bits (high half) and row + 1 (low half), 0 in an empty slot;
  /// then where the key starts in ``bytes`` (high half) and its length (low half), so a probe
  /// reads one slot and the key's bytes and nothing else.
  private let slots: [UInt64]
  private let mask: Int

  /// A table of `keys` (row = index), or `nil` when any key is not ASCII.
  init?(keys: [String]) {
    var bytes: [UInt8] = []
    var starts: [Int] = [0]
    starts.reserveCapacity(keys.count + 1)
    for key in keys {
      var key = key
      let ascii = key.withUTF8 { utf8 -> Bool in
        guard Self.isASCII(utf8) else { return false }
        bytes.append(contentsOf: utf8)
        return true
      }
      guard ascii else { return nil }
      starts.append(bytes.count)
    }
    guard bytes.count < 1 << 32, keys.count < 1 << 32 - 1 else { return nil }
    var capacity = 16
    while capacity < keys.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    var slots = [UInt64](repeating: 0, count: capacity * 2)
    bytes.withUnsafeBufferPointer { all in
      for row in keys.indices {
        let key = UnsafeBufferPointer(rebasing: all[starts[row]..<starts[row + 1]])
        let hash = Self.hash(key)
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index * 2] != 0 { index = (index + 1) & mask }
        slots[index * 2] = (hash & 0xFFFF_FFFF_0000_0000) | UInt64(row + 1)
        slots[index * 2 + 1] = UInt64(starts[row]) << 32 | UInt64(key.count)
      }
    }
    self.bytes = bytes
    self.slots = slots
    self.mask = mask
  }

  /// The row of the key made of `key`'s bytes (which must be ASCII), if any.
  func row(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
    let hash = Self.hash(key)
    let tag = hash & 0xFFFF_FFFF_0000_0000
    var index = Int(truncatingIfNeeded: hash) & mask
    return slots.withUnsafeBufferPointer { slots in
      bytes.withUnsafeBufferPointer { all in
        while true {
          let slot = slots[index * 2]
          if slot == 0 { return nil }
          if slot & 0xFFFF_FFFF_0000_0000 == tag {
            let place = slots[index * 2 + 1]
            let start = Int(truncatingIfNeeded: place >> 32)
            let count = Int(truncatingIfNeeded: place & 0xFFFF_FFFF)
            if count == key.count,
              count == 0 || memcmp(all.baseAddress! + start, key.baseAddress!, count) == 0
            {
              return Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
            }
          }
          index = (index + 1) & mask
        }
      }
    }
  }

  /// Whether every byte is below 0x80, eight at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var offset = 0
    var bits: UInt64 = 0
    while offset + 8 <= raw.count {
      bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < raw.count {
      bits |= UInt64(raw[offset])
      offset += 1
    }
    return bits & 0x8080_8080_8080_8080 == 0
  }

  /// A 64-bit multiply-mix of the bytes, eight at a time.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let raw = UnsafeRawBufferPointer(bytes)
    var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(raw.count)
    var offset = 0
    while offset + 8 <= raw.count {
      hash =
        (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while offset < raw.count {
      tail |= UInt64(raw[offset]) << shift
      shift += 8
      offset += 1
    }
    hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
    hash ^= hash >> 32
    hash = hash &* 0xBF58_476D_1CE4_E5B9
    return hash ^ (hash >> 29)
  }
}
