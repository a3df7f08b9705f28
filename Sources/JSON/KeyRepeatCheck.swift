import Support

/// Whether an object may name one key twice, told without keeping its keys (a file checked,
/// not decoded): a seeded 64-bit hash of each plain ASCII key's bytes is kept, and a hash met
/// again, or a key with an escape or beyond ASCII (equal `String`s can differ in bytes there:
/// `\u0041` and `A`), answers "maybe". A caller settles a "maybe" by reading the keys as
/// `String`s; "no" is certain.
///
/// The hashes are kept in an open-addressing table of their own rather than a `Set`: lint
/// checks every key of every dictionary (a million in the benchmark corpus), and a `Set`
/// hashed each hash again and grew by rehashing, a third of lint's time there.
package struct KeyRepeatCheck {
  /// Hashes by slot; 0 is an empty slot (a hash of 0 is kept as 1).
  private var slots = [UInt64](repeating: 0, count: 64)
  private var count = 0
  private let seed = ASCIIKeyHash.seed()
  /// Whether a key may have been named twice.
  package private(set) var mayRepeat = false

  /// A check sized for about `expectedKeys` keys (it grows past them as needed).
  package init(expectedKeys: Int = 32) {
    var capacity = 64
    while capacity < expectedKeys * 2 { capacity *= 2 }
    slots = [UInt64](repeating: 0, count: capacity)
  }

  /// Adds one key as written between its quotes; `escaped` when it holds an escape.
  package mutating func add(_ key: UnsafeBufferPointer<UInt8>, escaped: Bool) {
    guard !mayRepeat else { return }
    guard !escaped, let hash = ASCIIKeyHash.hash(key, seed: seed) else {
      mayRepeat = true
      return
    }
    if count * 2 >= slots.count { grow() }
    if !insert(max(hash, 1)) { mayRepeat = true }
  }

  /// Inserts a hash; false when it is there already.
  private mutating func insert(_ hash: UInt64) -> Bool {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 {
      if slots[slot] == hash { return false }
      slot = (slot + 1) & mask
    }
    slots[slot] = hash
    count += 1
    return true
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: 0, count: old.count * 2)
    count = 0
    for hash in old where hash != 0 { _ = insert(hash) }
  }
}
