import Foundation
import JSON
import TranslationCoverage

/// `contracts/contract-report.json`: the one settings file of a project.
///
/// Top-level fields: `siteTitle`, `baseURL`, `release` (the release being signed off),
/// `coverage` (a ``CoverageSettings``), `policy` (a ``GatePolicy``), `fixtures` (a
/// ``FixtureSettings``) and `sourceMutation` (the last source-mutation run). Decoding is
/// strict: a wrong type, a missing required field or an unknown field is an error naming the
/// file, the field's dotted path and its line and column. `docs/settings.md` documents every
/// field.
public struct ProjectSettings: Sendable, Hashable, Decodable {
  /// The settings file's name inside the contracts directory.
  public static let fileName = "contract-report.json"

  /// The report's and site's title. Default `Contract compliance`.
  public var siteTitle: String
  /// Where the published site lives (absolute http or https URL), for links and badges.
  public var baseURL: URL?
  /// The release being prepared: readiness counts only its sign-offs (`--release` overrides).
  public var release: String?
  /// Translation coverage settings; `nil` when the file has no `coverage` object, and then no
  /// coverage is computed.
  public var coverage: CoverageSettings?
  /// How review findings weigh and which contracts `--strict` exempts; defaults without a
  /// `policy` object.
  public var policy: GatePolicy
  /// The last source-mutation run (`scripts/mutants/last-run.json`), relative to the settings
  /// file's folder; the report shows its score.
  public var sourceMutation: String?
  /// Decision-table fixtures that run a command per row, and tables named for a fixture;
  /// empty without a `fixtures` object.
  public var fixtures: FixtureSettings

  /// Creates settings.
  public init(
    siteTitle: String = "Contract compliance", baseURL: URL? = nil, release: String? = nil,
    coverage: CoverageSettings? = nil, policy: GatePolicy = GatePolicy(),
    sourceMutation: String? = nil, fixtures: FixtureSettings = FixtureSettings()
  ) {
    self.siteTitle = siteTitle
    self.baseURL = baseURL
    self.release = release
    self.coverage = coverage
    self.policy = policy
    self.sourceMutation = sourceMutation
    self.fixtures = fixtures
  }

  /// The settings file of a contracts directory, if it exists.
  public static func file(in directory: URL) -> URL? {
    let url = directory.appendingPathComponent(fileName)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// Reads and strictly decodes a settings file; errors show `displayPath`.
  public static func load(contentsOf url: URL, displayPath: String? = nil)
    throws(JSONFileError) -> ProjectSettings
  {
    try StrictJSON.load(ProjectSettings.self, contentsOf: url, displayPath: displayPath)
  }

  /// Decodes settings from JSON data; errors name `file`.
  public static func decode(_ data: Data, file: String) throws(JSONFileError)
    -> ProjectSettings
  {
    try StrictJSON.decode(ProjectSettings.self, from: data, file: file)
  }

  private enum CodingKeys: String, CodingKey, CaseIterable {
    case siteTitle, baseURL, release, coverage, policy, sourceMutation, fixtures
  }

  /// Decodes settings; unknown fields and a base URL that is not http(s) are errors.
  public init(from decoder: any Decoder) throws {
    try StrictJSON.rejectUnknownFields(in: decoder, known: CodingKeys.allCases.map(\.rawValue))
    let container = try decoder.container(keyedBy: CodingKeys.self)
    siteTitle =
      try container.decodeIfPresent(String.self, forKey: .siteTitle)
      ?? "Contract compliance"
    if let base = try container.decodeIfPresent(String.self, forKey: .baseURL) {
      guard let url = URL(string: base), let scheme = url.scheme,
        ["http", "https"].contains(scheme), url.host != nil
      else {
        throw StrictJSON.invalidValue(
          at: container.codingPath + [CodingKeys.baseURL], "must be an absolute http or https URL")
      }
      baseURL = url
    } else {
      baseURL = nil
    }
    release = try container.decodeIfPresent(String.self, forKey: .release)
    if let release, release.trimmingCharacters(in: .whitespaces).isEmpty {
      throw StrictJSON.invalidValue(
        at: container.codingPath + [CodingKeys.release], "must name a release, e.g. \"4.12.0\"")
    }
    coverage = try container.decodeIfPresent(CoverageSettings.self, forKey: .coverage)
    policy = try container.decodeIfPresent(GatePolicy.self, forKey: .policy) ?? GatePolicy()
    sourceMutation = try container.decodeIfPresent(String.self, forKey: .sourceMutation)
    fixtures =
      try container.decodeIfPresent(FixtureSettings.self, forKey: .fixtures) ?? FixtureSettings()
  }
}
