import Foundation

/// Which language the provider selects when nothing usable is stored, and whether it persists it.
///
/// The contract asks for an explicit default-language policy; this is it. The default is the
/// server's default language, not persisted (so a later change of the project's default is
/// picked up, and nothing is written on the user's behalf).
public struct DefaultLanguagePolicy: Sendable, Hashable {
  /// Where the default comes from.
  public enum Source: Sendable, Hashable {
    /// The language the project's language list marks `default`.
    case server
    /// A configured language, with no request.
    case configured(LanguageRecord)
  }

  /// Where the default comes from.
  public var source: Source
  /// Whether the chosen default is written to the store.
  public var persistsDefault: Bool

  /// Creates a policy.
  public init(source: Source = .server, persistsDefault: Bool = false) {
    self.source = source
    self.persistsDefault = persistsDefault
  }

  /// The server's default, not persisted.
  public static let serverDefault = DefaultLanguagePolicy()

  /// A configured language, persisted or not.
  public static func configured(_ record: LanguageRecord, persists: Bool = false)
    -> DefaultLanguagePolicy
  {
    DefaultLanguagePolicy(source: .configured(record), persistsDefault: persists)
  }
}
