import Foundation
import Support

/// The rows of ``CataloguePlan`` by the UTF-8 bytes of an ASCII dictionary key: the answer of
/// ``CataloguePlan/row(forDictionaryKey:)`` for every ASCII key, found with one hash of the
/// key's bytes and one byte comparison instead of up to two `String`-keyed lookups.
///
/// It is only built when every catalogue key and the prefix are ASCII (and the prefix does not
/// end in CR, which would join an LF after it into one character). Then an ASCII dictionary key
/// equals a catalogue key (as `String`s, under canonical equivalence) exactly when their bytes
/// are equal, since ASCII text is its own normal form; so the key itself is found here when
/// `rows` has it, and otherwise prefix + key when the dictionary key is that. A key with any
/// other byte is not looked up here (it may still equal an ASCII key canonically, as the Kelvin
/// sign equals `K`), and the plan looks it up as a `String`.
struct DictionaryKeyIndex: Sendable {
  /// Every key's bytes, one after another.
  private let bytes: [UInt8]
  /// Open addressing with linear probing; each slot holds its entry itself, so a probe reads
  /// one slot and, on a hash match, the key's bytes.
  private let slots: [Slot]
  private let mask: Int
  /// Drawn at random for each index: the catalogue is input, and with a fixed hash a
  /// catalogue of keys made to collide would turn every insert and lookup into a scan of them
  /// all. Lookups never depend on it, so no output does either.
  private let seed: UInt64

  private struct Slot: Sendable {
    var hash: UInt64 = 0
    var start: Int32 = 0
    /// -1 for an empty slot.
    var count: Int32 = -1
    var row: Int32 = 0
    var prefixed = false
  }

  /// The index of `keys` (the plan's rows) and, with a non-empty `prefix`, of prefix + key;
  /// `nil` when a key or the prefix is not ASCII, the prefix ends in CR, or the keys are too
  /// many or too long for 32-bit offsets.
  init?(keys: [String], prefix: String) {
    guard UTF8Validation.isASCII(prefix), prefix.utf8.last != 0x0D else { return nil }
    var bytes: [UInt8] = []
    // Plain keys first: where prefix + one key is another key itself, the key wins, as
    // `rows` is asked before `prefixedRows`. Keys are unique, so a later equal entry is only
    // ever such a prefixed one, and it is left out.
    var ranges: [(start: Int, count: Int, row: Int, prefixed: Bool)] = []
    ranges.reserveCapacity(prefix.isEmpty ? keys.count : 2 * keys.count)
    for (row, key) in keys.enumerated() {
      guard UTF8Validation.isASCII(key) else { return nil }
      let start = bytes.count
      bytes.append(contentsOf: key.utf8)
      ranges.append((start, bytes.count - start, row, false))
    }
    if !prefix.isEmpty {
      for (row, key) in keys.enumerated() {
        let start = bytes.count
        bytes.append(contentsOf: prefix.utf8)
        bytes.append(contentsOf: key.utf8)
        ranges.append((start, bytes.count - start, row, true))
      }
    }
    guard bytes.count < Int(Int32.max), keys.count < Int(Int32.max) else { return nil }
    let seed = ASCIIKeyHash.seed()
    var capacity = 16
    while capacity < ranges.count + ranges.count / 2 { capacity *= 2 }
    let mask = capacity - 1
    var slots = [Slot](repeating: Slot(), count: capacity)
    bytes.withUnsafeBufferPointer { all in
      for range in ranges {
        let key = UnsafeBufferPointer(rebasing: all[range.start..<(range.start + range.count)])
        // Every byte is ASCII here, so every key has a hash.
        let hash = ASCIIKeyHash.hash(key, seed: seed) ?? 0
        var slot = Int(truncatingIfNeeded: hash) & mask
        var taken = false
        while slots[slot].count >= 0 {
          if Self.matches(slots[slot], hash: hash, key: key, in: all) {
            taken = true
            break
          }
          slot = (slot + 1) & mask
        }
        if !taken {
          slots[slot] = Slot(
            hash: hash, start: Int32(range.start), count: Int32(range.count),
            row: Int32(range.row), prefixed: range.prefixed)
        }
      }
    }
    self.bytes = bytes
    self.slots = slots
    self.mask = mask
    self.seed = seed
  }

  /// What the plan answers for a dictionary key of these bytes: `.some(nil)` for an unused
  /// ASCII key, `nil` when the key is not ASCII and must be looked up as a `String`.
  func row(for key: UnsafeBufferPointer<UInt8>) -> (row: Int, prefixed: Bool)?? {
    guard let hash = ASCIIKeyHash.hash(key, seed: seed) else { return nil }
    return bytes.withUnsafeBufferPointer { all -> (row: Int, prefixed: Bool)? in
      slots.withUnsafeBufferPointer { slots in
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot].count >= 0 {
          if Self.matches(slots[slot], hash: hash, key: key, in: all) {
            return (Int(slots[slot].row), slots[slot].prefixed)
          }
          slot = (slot + 1) & mask
        }
        return nil
      }
    }
  }

  private static func matches(
    _ slot: Slot, hash: UInt64, key: UnsafeBufferPointer<UInt8>, in all: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard slot.hash == hash, Int(slot.count) == key.count else { return false }
    guard let stored = all.baseAddress, let wanted = key.baseAddress, key.count > 0 else {
      return true
    }
    return memcmp(stored + Int(slot.start), wanted, key.count) == 0
  }
}
