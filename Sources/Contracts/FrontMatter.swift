import ContractMarkdown

/// The `---` block at the top of a docs-site page: title, description, canonical URL and the
/// few keys contract-report itself reads.
public struct FrontMatter: Codable, Hashable, Sendable {
  /// Keys contract-report knows; any other key is reported as a warning.
  public static let knownKeys: Set<String> = [
    "title", "description", "canonical", "id", "kind", "baseline-of", "tags", "owner", "build",
    "fixture",
    "updated",
  ]

  public var fields: [FrontMatterField]
  /// The lines the block occupies, delimiters included; nil when there is none.
  public var lines: ClosedRange<Int>?

  public init(fields: [FrontMatterField] = [], lines: ClosedRange<Int>? = nil) {
    self.fields = fields
    self.lines = lines
  }

  /// The first value for a key.
  public subscript(key: String) -> String? {
    fields.first { $0.key == key }?.value
  }

  public var title: String? { self["title"] }
  public var description: String? { self["description"] }
  public var canonical: String? { self["canonical"] }

  /// The canonical URL when it is an absolute http or https URL with a host and nothing a
  /// link could not carry (spaces, quotes, angle brackets); nil otherwise. Pages are published
  /// at its path, and `lint` reports a canonical that is not one.
  public var canonicalURL: String? { canonical.flatMap(Self.webURL) }

  /// `text` trimmed when it is an absolute http(s) URL with a host, else nil, so that no user
  /// text becomes a `javascript:` link or a page path.
  public static func webURL(_ text: String) -> String? {
    let trimmed = TextNormalization.foldWhitespace(text)
    if let answer = asciiWebURL(trimmed) { return answer }
    let lower = trimmed.lowercased()
    guard let scheme = ["https://", "http://"].first(where: lower.hasPrefix) else { return nil }
    guard !trimmed.contains(where: { $0.isWhitespace || "\"<>\\`{}|^".contains($0) }) else {
      return nil
    }
    let rest = trimmed.dropFirst(scheme.count)
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    guard !host.isEmpty, !host.hasPrefix("@"), !host.hasPrefix(":") else { return nil }
    return trimmed
  }

  /// The same test on the bytes of an ASCII `trimmed` (a byte is a character there), nil
  /// (the outer optional) for any other text: every page's canonical is checked, and the
  /// character test took 4 % of lint's CPU on the benchmark corpus.
  private static func asciiWebURL(_ trimmed: String) -> String?? {
    let bytes = trimmed.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    func hasPrefix(_ scheme: StaticString) -> Bool {
      guard bytes.count >= scheme.utf8CodeUnitCount else { return false }
      let schemeBytes = UnsafeBufferPointer(
        start: scheme.utf8Start, count: scheme.utf8CodeUnitCount)
      // `lowercased()` changes only A–Z in ASCII.
      return zip(bytes, schemeBytes).allSatisfy { byte, expected in
        let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
        return lower == expected
      }
    }
    let schemeLength: Int
    if hasPrefix("https://") {
      schemeLength = 8
    } else if hasPrefix("http://") {
      schemeLength = 7
    } else {
      return .some(nil)
    }
    for byte in bytes {
      switch byte {
      // `Character.isWhitespace` in ASCII: tab, line feed, vertical tab, form feed, carriage
      // return, space.
      case 0x09...0x0D, 0x20: return .some(nil)
      case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
        UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "|"),
        UInt8(ascii: "^"):
        return .some(nil)
      default: continue
      }
    }
    let host = bytes.dropFirst(schemeLength).prefix {
      $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#")
    }
    guard let first = host.first, first != UInt8(ascii: "@"), first != UInt8(ascii: ":") else {
      return .some(nil)
    }
    return trimmed
  }
}
