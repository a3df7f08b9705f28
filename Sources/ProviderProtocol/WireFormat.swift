import Foundation
import LanguageProvider

/// The JSON shapes of `contract-report-provider/1` (docs/provider-protocol.md), both ways:
/// `encode…` turns a provider value into its wire form, `decode…` reads one back and names the
/// field path when something is wrong.
public enum WireFormat {
  // MARK: Namespace, record, settings

  /// `{"project": …, "account": …}`.
  public static func encode(_ namespace: LanguageNamespace) -> JSONValue {
    .object(["project": .string(namespace.project), "account": .string(namespace.account)])
  }

  /// Reads `{"project", "account"}`.
  public static func decodeNamespace(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> LanguageNamespace
  {
    let reader = try WireReader(value, path: path)
    return LanguageNamespace(
      project: try reader.string("project"), account: try reader.string("account"))
  }

  /// `{"id", "code", "rtl", "name"}` (`name` may be `null`).
  public static func encode(_ record: LanguageRecord) -> JSONValue {
    .object([
      "id": .string(record.id), "code": .string(record.code), "rtl": .bool(record.rtl),
      "name": .optional(record.name),
    ])
  }

  /// Reads a language record.
  public static func decodeRecord(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> LanguageRecord
  {
    let reader = try WireReader(value, path: path)
    return LanguageRecord(
      id: try reader.string("id"), code: try reader.string("code"), rtl: try reader.bool("rtl"),
      name: try reader.optionalString("name"))
  }

  /// `{"keyPrefix", "bootstrapCode", "defaultLanguage": {"source", "language"?, "persists"},
  /// "keyCategories"}`.
  public static func encode(_ settings: ProviderSettings) -> JSONValue {
    var policy: [String: JSONValue] = ["persists": .bool(settings.defaultLanguage.persistsDefault)]
    switch settings.defaultLanguage.source {
    case .server:
      policy["source"] = .string("server")
    case .configured(let record):
      policy["source"] = .string("configured")
      policy["language"] = encode(record)
    }
    return .object([
      "keyPrefix": .string(settings.keyPrefix), "bootstrapCode": .string(settings.bootstrapCode),
      "defaultLanguage": .object(policy),
      "keyCategories": .object(settings.keyCategories.mapValues(JSONValue.string)),
    ])
  }

  /// Reads provider settings.
  public static func decodeSettings(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> ProviderSettings
  {
    let reader = try WireReader(value, path: path)
    let policy = try reader.object("defaultLanguage")
    let persists = try policy.bool("persists")
    let source: DefaultLanguagePolicy.Source
    switch try policy.string("source") {
    case "server": source = .server
    case "configured":
      source = .configured(
        try decodeRecord(policy.value("language"), path: "\(policy.path).language"))
    case let other:
      throw ProtocolViolation("\(policy.path).source: unknown value \"\(other)\"")
    }
    return ProviderSettings(
      keyPrefix: try reader.string("keyPrefix"),
      defaultLanguage: DefaultLanguagePolicy(source: source, persistsDefault: persists),
      bootstrapCode: try reader.string("bootstrapCode"),
      keyCategories: try reader.stringMap("keyCategories"))
  }

  // MARK: State and snapshots

  /// The language state: every field of ``LanguageState``, statuses with reasons as
  /// `{"status", "reason"?}`, the dictionary version as a hex string.
  public static func encode(_ state: LanguageState) -> JSONValue {
    .object([
      "generation": .int(state.generation), "closed": .bool(state.closed),
      "selection": state.selection.map(encode) ?? .null,
      "selectionSource": .optional(state.selectionSource?.rawValue),
      "apiClientCode": .optional(state.apiClientCode), "loading": .bool(state.loading),
      "error": state.error.map(encode) ?? .null, "restore": encode(state.restore),
      "persistence": encode(state.persistence),
      "dictionaryStatus": .string(state.dictionaryStatus.rawValue),
      "dictionaryCode": .optional(state.dictionaryCode),
      "dictionaryVersion": .optional(state.dictionaryVersion?.digest.hex),
      "dictionaryKeyCount": .int(state.dictionaryKeyCount),
      "awaiting": .array(state.awaiting.map { .string($0.rawValue) }),
      "readiness": .string(state.readiness.rawValue),
      "layoutDirectionApplied": .bool(state.layoutDirectionApplied),
    ])
  }

  /// Reads a language state.
  public static func decodeState(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> LanguageState
  {
    let reader = try WireReader(value, path: path)
    var state = LanguageState()
    state.generation = try reader.int("generation")
    state.closed = try reader.bool("closed")
    if reader.has("selection") {
      state.selection = try decodeRecord(reader.value("selection"), path: "\(path).selection")
    }
    state.selectionSource = try reader.optionalRaw("selectionSource", as: SelectionSource.self)
    state.apiClientCode = try reader.optionalString("apiClientCode")
    state.loading = try reader.bool("loading")
    if reader.has("error") {
      state.error = try decodeError(reader.value("error"), path: "\(path).error")
    }
    state.restore = try decodeRestoreStatus(reader.object("restore"))
    state.persistence = try decodePersistence(reader.object("persistence"))
    state.dictionaryStatus = try reader.raw("dictionaryStatus", as: DictionaryStatus.self)
    state.dictionaryCode = try reader.optionalString("dictionaryCode")
    if let hex = try reader.optionalString("dictionaryVersion") {
      state.dictionaryVersion = try decodeVersion(hex, path: "\(path).dictionaryVersion")
    }
    state.dictionaryKeyCount = try reader.int("dictionaryKeyCount")
    var awaiting: [PendingWork] = []
    for (index, item) in try reader.array("awaiting").enumerated() {
      guard let name = item.stringValue, let work = PendingWork(rawValue: name) else {
        throw ProtocolViolation("\(path).awaiting[\(index)]: unknown value \(item.line)")
      }
      awaiting.append(work)
    }
    state.awaiting = awaiting
    state.readiness = try reader.raw("readiness", as: Readiness.self)
    state.layoutDirectionApplied = try reader.bool("layoutDirectionApplied")
    return state
  }

  /// `{"received", "applied", "droppedStale", "droppedForeign", "droppedAfterClose"}`.
  public static func encode(_ results: ResultCounts) -> JSONValue {
    .object([
      "received": .int(results.received), "applied": .int(results.applied),
      "droppedStale": .int(results.droppedStale), "droppedForeign": .int(results.droppedForeign),
      "droppedAfterClose": .int(results.droppedAfterClose),
    ])
  }

  /// Reads result counts.
  public static func decodeResults(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> ResultCounts
  {
    let reader = try WireReader(value, path: path)
    var results = ResultCounts()
    results.received = try reader.int("received")
    results.applied = try reader.int("applied")
    results.droppedStale = try reader.int("droppedStale")
    results.droppedForeign = try reader.int("droppedForeign")
    results.droppedAfterClose = try reader.int("droppedAfterClose")
    return results
  }

  /// `{"state": …, "results": …}`.
  public static func encode(_ snapshot: ProviderSnapshot) -> JSONValue {
    .object(["state": encode(snapshot.state), "results": encode(snapshot.results)])
  }

  /// Reads a snapshot.
  public static func decodeSnapshot(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> ProviderSnapshot
  {
    let reader = try WireReader(value, path: path)
    return ProviderSnapshot(
      state: try decodeState(reader.value("state"), path: "\(path).state"),
      results: try decodeResults(reader.value("results"), path: "\(path).results"))
  }

  // MARK: Small values

  /// `{"stage", "kind", "httpStatus"?}`.
  public static func encode(_ error: ProviderError) -> JSONValue {
    var members: [String: JSONValue] = [
      "stage": .string(error.stage.rawValue), "kind": .string(error.kind.rawValue),
    ]
    if let status = error.httpStatus { members["httpStatus"] = .int(status) }
    return .object(members)
  }

  static func decodeError(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> ProviderError
  {
    let reader = try WireReader(value, path: path)
    return ProviderError(
      stage: try reader.raw("stage", as: ProviderError.Stage.self),
      kind: try reader.raw("kind", as: ProviderError.Kind.self),
      httpStatus: try reader.optionalInt("httpStatus"))
  }

  static func encode(_ status: RestoreStatus) -> JSONValue {
    switch status {
    case .corrupt(let reason), .unreadable(let reason):
      return .object(["status": .string(status.category), "reason": .string(reason)])
    default:
      return .object(["status": .string(status.category)])
    }
  }

  static func decodeRestoreStatus(_ reader: WireReader) throws(ProtocolViolation) -> RestoreStatus {
    switch try reader.string("status") {
    case "notStarted": return .notStarted
    case "pending": return .pending
    case "none": return .none
    case "restored": return .restored
    case "corrupt": return .corrupt(reason: try reader.string("reason"))
    case "unreadable": return .unreadable(reason: try reader.string("reason"))
    case let other: throw ProtocolViolation("\(reader.path).status: unknown value \"\(other)\"")
    }
  }

  static func encode(_ status: PersistenceStatus) -> JSONValue {
    if case .failed(let reason) = status {
      return .object(["status": .string("failed"), "reason": .string(reason)])
    }
    return .object(["status": .string(status.category)])
  }

  static func decodePersistence(_ reader: WireReader) throws(ProtocolViolation)
    -> PersistenceStatus
  {
    switch try reader.string("status") {
    case "notAttempted": return .notAttempted
    case "pending": return .pending
    case "succeeded": return .succeeded
    case "failed": return .failed(reason: try reader.string("reason"))
    case "notPersistedByPolicy": return .notPersistedByPolicy
    case let other: throw ProtocolViolation("\(reader.path).status: unknown value \"\(other)\"")
    }
  }

  static func decodeVersion(_ hex: String, path: String) throws(ProtocolViolation)
    -> DictionaryVersion
  {
    let json = JSONValue.object(["digest": .string(hex)]).line
    guard let version = try? JSONDecoder().decode(DictionaryVersion.self, from: Data(json.utf8))
    else {
      throw ProtocolViolation("\(path): expected 64 lowercase hex digits (SHA-256), got \"\(hex)\"")
    }
    return version
  }

  /// `{"text", "tier"}`.
  public static func encode(_ resolution: Resolution) -> JSONValue {
    .object(["text": .string(resolution.text), "tier": .string(resolution.tier.rawValue)])
  }

  /// Reads a resolution.
  public static func decodeResolution(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> Resolution
  {
    let reader = try WireReader(value, path: path)
    return Resolution(
      text: try reader.string("text"), tier: try reader.raw("tier", as: ResolutionTier.self))
  }

  /// `{"outcome": "changed"|"unchanged"|"closed", "generation"?}`.
  public static func encode(_ outcome: SelectOutcome) -> JSONValue {
    switch outcome {
    case .changed(let generation):
      return .object(["outcome": .string("changed"), "generation": .int(generation)])
    case .unchanged(let generation):
      return .object(["outcome": .string("unchanged"), "generation": .int(generation)])
    case .closed:
      return .object(["outcome": .string("closed")])
    }
  }

  /// Reads a select outcome.
  public static func decodeOutcome(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> SelectOutcome
  {
    let reader = try WireReader(value, path: path)
    switch try reader.string("outcome") {
    case "changed": return .changed(generation: try reader.int("generation"))
    case "unchanged": return .unchanged(generation: try reader.int("generation"))
    case "closed": return .closed
    case let other: throw ProtocolViolation("\(path).outcome: unknown value \"\(other)\"")
    }
  }

  // MARK: Diagnostics

  /// Every field of ``Diagnostics``; the dictionary version as a hex string.
  public static func encode(_ diagnostics: Diagnostics) -> JSONValue {
    guard let data = try? JSONEncoder().encode(diagnostics),
      var value = try? JSONDecoder().decode(JSONValue.self, from: data),
      case .object(var members) = value
    else { return .null }
    if let version = diagnostics.dictionaryVersion {
      members["dictionaryVersion"] = .string(version.digest.hex)
    }
    value = .object(members)
    return value
  }

  /// Reads diagnostics.
  public static func decodeDiagnostics(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> Diagnostics
  {
    let reader = try WireReader(value, path: path)
    var members = reader.members
    if let hex = try reader.optionalString("dictionaryVersion") {
      _ = try decodeVersion(hex, path: "\(path).dictionaryVersion")
      members["dictionaryVersion"] = .object(["digest": .string(hex)])
    }
    do {
      let data = Data(JSONValue.object(members).line.utf8)
      return try JSONDecoder().decode(Diagnostics.self, from: data)
    } catch let error as DecodingError {
      throw ProtocolViolation("\(path): \(describe(error))")
    } catch {
      throw ProtocolViolation("\(path): \(error)")
    }
  }

  private static func describe(_ error: DecodingError) -> String {
    func name(_ path: [any CodingKey]) -> String {
      path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(name(context.codingPath + [key])): missing"
    case .typeMismatch(let type, let context):
      return "\(name(context.codingPath)): expected \(type)"
    case .valueNotFound(let type, let context):
      return "\(name(context.codingPath)): expected \(type), got null"
    case .dataCorrupted(let context):
      return "\(name(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}
