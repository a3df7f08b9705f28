import Foundation
import JSON
import LanguageProvider

/// JSON shapes shared by both sides of `contract-report-provider/2` (docs/provider-protocol.md):
/// the Ordering API's language-list entries, language records as a provider may keep them, and
/// the Swift provider's native state.
public enum WireFormat {
  // MARK: Languages as the Ordering API serves them

  /// `{"id", "code", "name", "rtl", "default", "enabled"}`, with a numeric `id` when the id is
  /// made of digits (the Ordering API's ids are numbers).
  public static func encode(_ language: ServiceLanguage) -> JSONValue {
    .object([
      "id": encodeID(language.record.id), "code": .string(language.record.code),
      "name": .optional(language.record.name), "rtl": .bool(language.record.rtl),
      "default": .bool(language.isDefault), "enabled": .bool(language.isEnabled),
    ])
  }

  /// A language as the host hands it to `select`: the list entry the selector would pass.
  public static func encodeSelectable(_ language: ServiceLanguage) -> JSONValue {
    encode(language)
  }

  /// An id as the API sends it: a number when it is made of digits, else a string.
  static func encodeID(_ id: String) -> JSONValue {
    if !id.isEmpty, id.utf8.count < 16, id.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
      let number = Int(id)
    {
      return .int(number)
    }
    return .string(id)
  }

  /// Reads a language record from what a provider sent or stored: `id` a string or an
  /// integer, `code` a string, `rtl` a Boolean (missing: `false`), `name` optional.
  public static func decodeRecord(_ value: JSONValue, path: String) throws(ProtocolViolation)
    -> LanguageRecord
  {
    let reader = try WireReader(value, path: path)
    let id: String
    switch try reader.value("id") {
    case .string(let text): id = text
    case .number:
      guard let number = try reader.value("id").intValue else {
        throw ProtocolViolation("\(path).id: expected a string or an integer")
      }
      id = String(number)
    case let other:
      throw ProtocolViolation(
        "\(path).id: expected a string or an integer, got \(WireReader.excerpt(other))")
    }
    let rtl = reader.has("rtl") ? try reader.bool("rtl") : false
    return LanguageRecord(
      id: id, code: try reader.string("code"), rtl: rtl, name: try reader.optionalString("name"))
  }

  // MARK: The Swift provider's native state

  /// `{"id", "code", "rtl", "name"}` (`name` may be `null`).
  public static func encode(_ record: LanguageRecord) -> JSONValue {
    .object([
      "id": .string(record.id), "code": .string(record.code), "rtl": .bool(record.rtl),
      "name": .optional(record.name),
    ])
  }

  /// The Swift provider's ``LanguageState`` as it keeps it: statuses with reasons as
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

  /// `{"stage", "kind", "httpStatus"?}`.
  public static func encode(_ error: ProviderError) -> JSONValue {
    var members: [String: JSONValue] = [
      "stage": .string(error.stage.rawValue), "kind": .string(error.kind.rawValue),
    ]
    if let status = error.httpStatus { members["httpStatus"] = .int(status) }
    return .object(members)
  }

  static func encode(_ status: RestoreStatus) -> JSONValue {
    switch status {
    case .corrupt(let reason), .unreadable(let reason):
      return .object(["status": .string(status.category), "reason": .string(reason)])
    default:
      return .object(["status": .string(status.category)])
    }
  }

  static func encode(_ status: PersistenceStatus) -> JSONValue {
    if case .failed(let reason) = status {
      return .object(["status": .string("failed"), "reason": .string(reason)])
    }
    return .object(["status": .string(status.category)])
  }
}
