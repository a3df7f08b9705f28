import Support
import Testing

@Suite("UTF-8 validation")
struct UTF8ValidationTests {
  /// Random byte strings built from ASCII words (so the eight-byte path runs) and the bytes
  /// where UTF-8's rules change, at every offset; the standard library is the reference.
  @Test(arguments: [false, true])
  func agreesWithTheStandardLibrary(rejectingNUL: Bool) {
    var generator = SystemRandomNumberGenerator()
    let pieces: [[UInt8]] = [
      Array("abcdefgh".utf8), Array("xy".utf8), [0x00], [0x7F], [0x80], [0xBF], [0xC0], [0xC1],
      [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0xA0, 0x80], [0xE0, 0x9F, 0x80], [0xED, 0x9F, 0xBF],
      [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0x80, 0x80],
      [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFF], [0xE2, 0x82],
    ]
    for _ in 0..<20_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...10, using: &generator) {
        bytes += pieces.randomElement(using: &generator)!
      }
      var expected = String(validating: bytes, as: UTF8.self) != nil
      if rejectingNUL, bytes.contains(0) { expected = false }
      let actual = bytes.withUnsafeBufferPointer {
        UTF8Validation.isValid($0, rejectingNUL: rejectingNUL)
      }
      #expect(actual == expected, "\(bytes)")
    }
  }
}
