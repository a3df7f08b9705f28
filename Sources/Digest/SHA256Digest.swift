import Foundation

/// A 32-byte SHA-256 digest, shown as lowercase hex (the form `sha256sum` prints).
public struct SHA256Digest: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The 32 digest bytes.
  public let bytes: [UInt8]

  /// Wraps digest bytes computed by ``SHA256``.
  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The digest as 64 lowercase hexadecimal characters.
  public var hex: String {
    String(unsafeUninitializedCapacity: bytes.count * 2) { output in
      var index = 0
      for byte in bytes {
        output[index] = Self.hexDigit(byte >> 4)
        output[index + 1] = Self.hexDigit(byte & 0x0f)
        index += 2
      }
      return index
    }
  }

  @inline(__always)
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }

  /// The hex form of the digest.
  public var description: String { hex }

  /// Encodes as the hex string, so reports show what `sha256sum` shows.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hex)
  }

  /// Decodes from a 64-character hex string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let bytes = Self.bytes(fromHex: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "expected 64 hexadecimal characters")
    }
    self.bytes = bytes
  }

  private static func bytes(fromHex text: String) -> [UInt8]? {
    let characters = Array(text.utf8)
    guard characters.count == 64 else { return nil }
    var result: [UInt8] = []
    result.reserveCapacity(32)
    var index = 0
    while index < characters.count {
      guard let high = nibble(characters[index]), let low = nibble(characters[index + 1]) else {
        return nil
      }
      result.append(high << 4 | low)
      index += 2
    }
    return result
  }

  private static func nibble(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
