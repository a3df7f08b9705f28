import Digest
import Testing

@Suite struct SHA256Tests {
  @Test(arguments: [
    ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
    ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    (
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    ),
  ])
  func knownVectors(input: String, expected: String) {
    #expect(SHA256.hex(input) == expected)
  }

  @Test func millionAs() {
    var hasher = SHA256()
    let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
    for _ in 0..<1000 { hasher.update(chunk) }
    #expect(
      hasher.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func incrementalEqualsOneShot() {
    var hasher = SHA256()
    hasher.update("Driver App ")
    hasher.update("language contract")
    #expect(hasher.hexDigest() == SHA256.hex("Driver App language contract"))
    #expect(SHA256.hex(bytes: Array("x".utf8)) == SHA256.hex("x"))
  }
}
