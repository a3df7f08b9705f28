import Foundation
import Testing

@testable import Digest

@Suite("SHA-256")
struct SHA256Tests {
  @Test("known vectors: empty, abc, two-block message")
  func knownVectors() {
    #expect(
      SHA256.hash("").hex == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(
      SHA256.hash("abc").hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hash("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq").hex
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test("one million times 'a'")
  func millionA() {
    var hasher = SHA256()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    for _ in 0..<1000 {
      hasher.update(chunk)
    }
    #expect(
      hasher.finalize().hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("incremental updates equal one-shot hashing at every split, across padding boundaries")
  func incremental() {
    for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128] {
      let message = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
      let whole = SHA256.hash(message)
      for split in [0, length / 2, length] {
        var hasher = SHA256()
        hasher.update(message[0..<split])
        hasher.update(message[split...])
        #expect(hasher.finalize() == whole, "length \(length) split \(split)")
      }
    }
  }

  @Test("finalize leaves the hasher usable")
  func finalizeIsNonMutating() {
    var hasher = SHA256()
    hasher.update("ab")
    _ = hasher.finalize()
    hasher.update("c")
    #expect(hasher.finalize() == SHA256.hash("abc"))
  }

  @Test("digest encodes as hex and decodes back; invalid hex is rejected")
  func digestCodable() throws {
    let digest = SHA256.hash("abc")
    let data = try JSONEncoder().encode([digest])
    #expect(String(decoding: data, as: UTF8.self) == "[\"\(digest.hex)\"]")
    #expect(try JSONDecoder().decode([SHA256Digest].self, from: data) == [digest])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([SHA256Digest].self, from: Data("[\"zz\"]".utf8))
    }
  }
}

@Suite("SHA-256 against coreutils' sha256sum")
struct SHA256OracleTests {
  /// Deterministic pseudo-random bytes.
  private func bytes(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 33)
    }
  }

  /// What `sha256sum` prints for `message`, written to a temporary file.
  private func sha256sum(_ message: [UInt8]) throws -> String {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("digest-oracle-\(UUID().uuidString)")
    try Data(message).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sha256sum", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: " ").first.map(String.init)
      ?? ""
  }

  @Test("whole and in uneven pieces, the digests are what sha256sum prints")
  func sameAsSha256sum() throws {
    for length in [0, 1, 55, 56, 63, 64, 65, 127, 128, 129, 1_000, 4_096, 100_003] {
      let message = bytes(length, seed: UInt64(length))
      let expected = try sha256sum(message)
      #expect(expected.count == 64)
      #expect(SHA256.hash(message).hex == expected, "length \(length)")
      // Pieces that split blocks unevenly.
      var pieces = SHA256()
      var offset = 0
      var step = 1
      while offset < length {
        let end = min(length, offset + step)
        pieces.update(message[offset..<end])
        offset = end
        step = step * 3 % 97 + 1
      }
      #expect(pieces.finalize().hex == expected, "length \(length) in pieces")
    }
  }

  @Test("a copied hasher goes on independently of the original")
  func copiesAreIndependent() {
    var original = SHA256()
    original.update("ab")
    var copy = original
    copy.update("c")
    original.update("x")
    #expect(copy.finalize() == SHA256.hash("abc"))
    #expect(original.finalize() == SHA256.hash("abx"))
  }
}
