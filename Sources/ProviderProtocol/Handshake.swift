import JSON

/// What a provider says about itself in its reply to `hello`: its name, where its native state
/// keeps the few things the host reads (JSON Pointers into the state it pushes), and which
/// optional native concepts it offers.
///
/// Nothing here is a verdict: the pointers only say where to look. A concept with no pointer
/// is one the provider does not have; a check that needs it fails and names it.
public struct Handshake: Sendable, Hashable {
  /// The provider's name, for reports.
  public var provider: String
  /// Where the selected language record is (`{id, code, rtl?, name?}` or null). Required.
  public var language: String
  /// Where the loading flag is (a Boolean). Required.
  public var loading: String
  /// Where the error the provider exposes is (null or absent: none).
  public var error: String?
  /// Where the dictionary the provider holds is (a `KEY → text` object).
  public var dictionary: String?
  /// Where a failed write of the language record is recorded (null or absent: none).
  public var persistenceError: String?
  /// Optional native commands the provider answers: `diagnostics` (its troubleshooting text).
  public var concepts: Set<String>

  /// Creates a handshake.
  public init(
    provider: String, language: String, loading: String, error: String? = nil,
    dictionary: String? = nil, persistenceError: String? = nil, concepts: Set<String> = []
  ) {
    self.provider = provider
    self.language = language
    self.loading = loading
    self.error = error
    self.dictionary = dictionary
    self.persistenceError = persistenceError
    self.concepts = concepts
  }

  /// Reads the `hello` reply's result.
  static func decode(_ value: JSONValue) throws(ProtocolViolation) -> Handshake {
    let reader = try WireReader(value, path: "reply(hello).result")
    let version = try reader.string("protocol")
    guard version == ProviderProtocolVersion.current else {
      throw ProtocolViolation(
        "reply(hello).result.protocol: the provider speaks \(version), the host \(ProviderProtocolVersion.current)"
      )
    }
    let view = try reader.object("view")
    func pointer(_ key: String) throws(ProtocolViolation) -> String? {
      guard let text = try view.optionalString(key) else { return nil }
      guard JSONValue.isPointer(text) else {
        throw ProtocolViolation("\(view.path).\(key): \"\(text)\" is not a JSON Pointer")
      }
      return text
    }
    guard let language = try pointer("language") else {
      throw ProtocolViolation("\(view.path).language: missing")
    }
    guard let loading = try pointer("loading") else {
      throw ProtocolViolation("\(view.path).loading: missing")
    }
    let concepts = reader.has("concepts") ? Set(try reader.strings("concepts")) : []
    return Handshake(
      provider: try reader.string("provider"), language: language, loading: loading,
      error: try pointer("error"), dictionary: try pointer("dictionary"),
      persistenceError: try pointer("persistenceError"), concepts: concepts)
  }

  /// The `hello` reply's result.
  public func encode() -> JSONValue {
    var view: [String: JSONValue] = ["language": .string(language), "loading": .string(loading)]
    if let error { view["error"] = .string(error) }
    if let dictionary { view["dictionary"] = .string(dictionary) }
    if let persistenceError { view["persistenceError"] = .string(persistenceError) }
    return .object([
      "protocol": .string(ProviderProtocolVersion.current), "provider": .string(provider),
      "view": .object(view), "concepts": .array(concepts.sorted().map(JSONValue.string)),
    ])
  }
}
