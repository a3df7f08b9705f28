import Support

/// A JSON object whose values are all strings, kept as the decoded UTF-8 of its keys and texts
/// one after another in one buffer, in the order the members were written (duplicates
/// included), instead of a `String` for each: a translation dictionary of 20,000 entries is one
/// allocation here and 40,000 in a `[String: String]`.
package struct JSONStringMap: Sendable {
  /// Where one member's key and text lie in ``bytes``.
  package struct Member: Sendable {
    package var keyStart: UInt32
    package var keyCount: UInt32
    package var textStart: UInt32
    package var textCount: UInt32

    package init(keyStart: UInt32, keyCount: UInt32, textStart: UInt32, textCount: UInt32) {
      self.keyStart = keyStart
      self.keyCount = keyCount
      self.textStart = textStart
      self.textCount = textCount
    }

    package var key: Range<Int> { Int(keyStart)..<(Int(keyStart) + Int(keyCount)) }
    package var text: Range<Int> { Int(textStart)..<(Int(textStart) + Int(textCount)) }
  }

  /// The decoded UTF-8 of every key and text (valid UTF-8: the reader checked it).
  package private(set) var bytes: [UInt8] = []
  /// Every member in document order.
  package private(set) var members: [Member] = []
  /// Whether every key is ASCII, so that two keys are equal `String`s exactly when their bytes
  /// are equal (for other keys `String` equality is canonical equivalence).
  package private(set) var keysAreASCII = true

  package init() {}

  /// Reserves room for a file of `byteCount` bytes.
  package mutating func reserve(forFileOf byteCount: Int) {
    bytes.reserveCapacity(byteCount)
    members.reserveCapacity(max(16, byteCount / 64))
  }

  /// Adds a member; its key and text are copied.
  package mutating func append(key: UnsafeBufferPointer<UInt8>, text: UnsafeBufferPointer<UInt8>) {
    if keysAreASCII, !UTF8Validation.isASCII(key) { keysAreASCII = false }
    let keyStart = bytes.count
    bytes.append(contentsOf: key)
    let textStart = bytes.count
    bytes.append(contentsOf: text)
    precondition(bytes.count <= Int(UInt32.max), "a string map of more than 4 GiB")
    members.append(
      Member(
        keyStart: UInt32(keyStart), keyCount: UInt32(key.count), textStart: UInt32(textStart),
        textCount: UInt32(text.count)))
  }

  /// The map as a dictionary: what assigning every member in order gives (a later duplicate
  /// key, in `String` equality, replaces an earlier one).
  package func dictionary() -> [String: String] {
    var dictionary: [String: String] = [:]
    dictionary.reserveCapacity(members.count)
    for member in members {
      dictionary[string(member.key)] = string(member.text)
    }
    return dictionary
  }

  /// The `String` of a range of ``bytes``.
  package func string(_ range: Range<Int>) -> String {
    bytes.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self)
    }
  }
}
