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
/// `rows` has it, and otherwise, when the dictionary key is the prefix and more, that remainder
/// (a prefixed key). A key with any other byte is not looked up here (it may still equal an
/// ASCII key canonically, as the Kelvin sign equals `K`), and the plan looks it up as a
/// `String`.
struct DictionaryKeyIndex: Sendable {
  /// Every key's bytes, one after another.
  private let bytes: [UInt8]
  /// The prefix's bytes.
  private let prefix: [UInt8]
  /// Open addressing with linear probing; each slot holds its entry itself, so a probe reads
  /// one slot and, on a hash match, the key's bytes. Only the keys themselves are indexed: a
  /// prefixed dictionary key is found by its remainder, so the table and its bytes stay small
  /// enough to stay in cache while a locale's entries stream past (16 bytes a slot).
  private let slots: [Slot]
  private let mask: Int
  /// Drawn at random for each index: the catalogue is input, and with a fixed hash a
  /// catalogue of keys made to collide would turn every insert and lookup into a scan of them
  /// all. Lookups never depend on it, so no output does either.
  private let seed: UInt64

  private struct Slot: Sendable {
    /// The low 32 bits of the key's hash.
    var hash: UInt32 = 0
    var start: UInt32 = 0
    var count: UInt32 = 0
    /// -1 for an empty slot.
    var row: Int32 = -1
  }

  /// The index of `keys` (the plan's rows), which also answers for prefix + key; `nil` when a
  /// key or the prefix is not ASCII, the prefix ends in CR, or the keys are too many or too
  /// long for 32-bit offsets.
  init?(keys: [String], prefix: String) {
    guard UTF8Validation.isASCII(prefix), prefix.utf8.last != 0x0D else { return nil }
    var bytes: [UInt8] = []
    var ranges: [(start: Int, count: Int)] = []
    ranges.reserveCapacity(keys.count)
    for key in keys {
      guard UTF8Validation.isASCII(key) else { return nil }
      let start = bytes.count
      bytes.append(contentsOf: key.utf8)
      ranges.append((start, bytes.count - start))
    }
    guard bytes.count < Int(Int32.max), keys.count < Int(Int32.max) else { return nil }
    let seed = ASCIIKeyHash.seed()
    var capacity = 16
    while capacity < ranges.count + ranges.count / 2 { capacity *= 2 }
    let mask = capacity - 1
    var slots = [Slot](repeating: Slot(), count: capacity)
    bytes.withUnsafeBufferPointer { all in
      for (row, range) in ranges.enumerated() {
        let key = UnsafeBufferPointer(rebasing: all[range.start..<(range.start + range.count)])
        // Every byte is ASCII here, so every key has a hash.
        let hash = UInt32(truncatingIfNeeded: ASCIIKeyHash.hash(key, seed: seed) ?? 0)
        var slot = Int(hash) & mask
        var taken = false
        while slots[slot].row >= 0 {
          if Self.matches(slots[slot], hash: hash, key: key, in: all) {
            taken = true
            break
          }
          slot = (slot + 1) & mask
        }
        // Keys are unique in a plan; should one repeat, its first row answers.
        if !taken {
          slots[slot] = Slot(
            hash: hash, start: UInt32(range.start), count: UInt32(range.count), row: Int32(row))
        }
      }
    }
    self.bytes = bytes
    self.prefix = Array(prefix.utf8)
    self.slots = slots
    self.mask = mask
    self.seed = seed
  }

  /// What the plan answers for a dictionary key of these bytes: the key itself when it is a
  /// catalogue key, else its remainder after the prefix, flagged as prefixed; `.some(nil)`
  /// for an unused ASCII key, `nil` when the key is not ASCII and must be looked up as a
  /// `String`.
  func row(for key: UnsafeBufferPointer<UInt8>) -> (row: Int, prefixed: Bool)?? {
    guard let hash = ASCIIKeyHash.hash(key, seed: seed) else { return nil }
    if let row = row(for: key, hash: UInt32(truncatingIfNeeded: hash)) { return (row, false) }
    guard !prefix.isEmpty, key.count >= prefix.count else { return .some(nil) }
    let head = UnsafeBufferPointer(rebasing: key[..<prefix.count])
    guard prefix.withUnsafeBufferPointer({ UTF8Order.equal($0, head) }) else { return .some(nil) }
    // The remainder of an ASCII key is ASCII, so it has a hash.
    let remainder = UnsafeBufferPointer(rebasing: key[prefix.count...])
    let remainderHash = UInt32(truncatingIfNeeded: ASCIIKeyHash.hash(remainder, seed: seed) ?? 0)
    return row(for: remainder, hash: remainderHash).map { ($0, true) }
  }

  /// The row of a key (as bytes, with its hash) when it is a catalogue key.
  private func row(for key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
    bytes.withUnsafeBufferPointer { all -> Int? in
      slots.withUnsafeBufferPointer { slots in
        var slot = Int(hash) & mask
        while slots[slot].row >= 0 {
          if Self.matches(slots[slot], hash: hash, key: key, in: all) {
            return Int(slots[slot].row)
          }
          slot = (slot + 1) & mask
        }
        return nil
      }
    }
  }

  private static func matches(
    _ slot: Slot, hash: UInt32, key: UnsafeBufferPointer<UInt8>, in all: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard slot.hash == hash, Int(slot.count) == key.count else { return false }
    return UTF8Order.equal(
      UnsafeBufferPointer(rebasing: all[Int(slot.start)..<(Int(slot.start) + key.count)]), key)
  }

}
