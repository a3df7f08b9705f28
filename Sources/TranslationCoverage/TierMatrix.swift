import LanguageProvider
import Support

/// The tier of every catalogue key in every locale, stored compactly: one byte per key and
/// locale, encoded in JSON as one string per locale with a letter per key (`p` prefixed,
/// `o` original, `f` fallback, `k` key text, `n` not a key), in the order of ``keys``.
///
/// At 20,000 keys × 50 locales that is a 1 MB JSON string table plus the key list once, and a
/// lookup is a binary search over the sorted keys.
public struct TierMatrix: Sendable, Hashable, Codable {
  /// The catalogue keys, sorted (UTF-8 byte order), shared by every column.
  public private(set) var keys: [String]
  /// The locale codes, in report order.
  public private(set) var locales: [String]
  private var columns: [[UInt8]]

  /// Creates a matrix of sorted keys and no locales.
  public init(keys: [String]) {
    self.keys = keys
    self.locales = []
    self.columns = []
  }

  /// Adds a locale's column of tier letters (one per key, in key order).
  mutating func append(locale: String, column: [UInt8]) {
    precondition(column.count == keys.count, "one tier per key")
    locales.append(locale)
    columns.append(column)
  }

  /// The tier of `key` in `locale`, if both are in the matrix.
  public func tier(of key: String, in locale: String) -> ResolutionTier? {
    guard let row = row(of: key), let column = locales.firstIndex(of: locale) else { return nil }
    return Self.tier(forLetter: columns[column][row])
  }

  /// The tiers of `key` in every locale, in locale order.
  public func tiers(of key: String) -> [(locale: String, tier: ResolutionTier)] {
    var tiers: [(locale: String, tier: ResolutionTier)] = []
    forEachTier(of: key) { locale, tier in tiers.append((locales[locale], tier)) }
    return tiers
  }

  /// Calls `body` with the position in ``locales`` and the tier of `key` of every locale, in
  /// locale order (not at all for a key the matrix does not have): ``tiers(of:)`` without an
  /// array of pairs, each of which retained its locale's code.
  public func forEachTier(
    of key: String, _ body: (_ locale: Int, _ tier: ResolutionTier) throws -> Void
  ) rethrows {
    guard let row = row(of: key) else { return }
    for column in columns.indices {
      if let tier = Self.tier(forLetter: columns[column][row]) { try body(column, tier) }
    }
  }

  /// The one-letter code of a tier.
  public static func letter(for tier: ResolutionTier) -> UInt8 {
    switch tier {
    case .prefixed: UInt8(ascii: "p")
    case .original: UInt8(ascii: "o")
    case .fallback: UInt8(ascii: "f")
    case .keyText: UInt8(ascii: "k")
    case .notAKey: UInt8(ascii: "n")
    }
  }

  /// The tier of a one-letter code.
  public static func tier(forLetter letter: UInt8) -> ResolutionTier? {
    switch letter {
    case UInt8(ascii: "p"): .prefixed
    case UInt8(ascii: "o"): .original
    case UInt8(ascii: "f"): .fallback
    case UInt8(ascii: "k"): .keyText
    case UInt8(ascii: "n"): .notAKey
    default: nil
    }
  }

  /// The row of `key`: a binary search by UTF-8 bytes, the order the keys are sorted in (one
  /// byte comparison per step).
  private func row(of key: String) -> Int? {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      let order = UTF8Order.compare(keys[middle], key)
      if order == 0 { return middle }
      if order < 0 {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return nil
  }

  private enum CodingKeys: String, CodingKey {
    case legend, keys, locales, tiers
  }

  /// The legend written with the matrix.
  public static let legend = "p=prefixed o=original f=fallback k=keyText n=notAKey"

  /// Encodes keys once and one letter string per locale.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.legend, forKey: .legend)
    try container.encode(keys, forKey: .keys)
    try container.encode(locales, forKey: .locales)
    var tiers: [String: String] = [:]
    for (locale, column) in zip(locales, columns) {
      tiers[locale] = String(decoding: column, as: UTF8.self)
    }
    try container.encode(tiers, forKey: .tiers)
  }

  /// Decodes the encoded form; a column of the wrong length or an unknown letter is an error.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    keys = try container.decode([String].self, forKey: .keys)
    locales = try container.decode([String].self, forKey: .locales)
    let tiers = try container.decode([String: String].self, forKey: .tiers)
    columns = []
    for locale in locales {
      let column = Array((tiers[locale] ?? "").utf8)
      guard column.count == keys.count, column.allSatisfy({ Self.tier(forLetter: $0) != nil })
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .tiers, in: container,
          debugDescription: "the column of \(locale) needs one tier letter per key")
      }
      columns.append(column)
    }
  }
}
