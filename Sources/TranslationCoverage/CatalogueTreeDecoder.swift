import JSON
import SourceScan

/// Builds a catalogue straight from `JSONReader`'s tree when the file has the plain shape
/// `KeyCatalogue`'s `Decodable` conformance accepts, so the common case skips
/// `JSONDecoder`, which costs several times the parse itself.
///
/// It is deliberately narrower than the `Decodable` path: anything unusual (a duplicate
/// member, `null`, a version written other than `1`, an unknown field, a location that does
/// not parse) returns nil, and the caller decodes with `JSONDecoder`, which also produces the
/// error messages. Whatever this decoder accepts, the `Decodable` path decodes to the same
/// catalogue.
enum CatalogueTreeDecoder {
  static func decode(_ tree: JSONReader.Value, bytes: UnsafeRawBufferPointer) -> KeyCatalogue? {
    guard case .object(let members) = tree, !hasDuplicates(members) else { return nil }
    var version = false
    var entries: [CatalogueEntry] = []
    var dynamicCalls: [DynamicKeyCall] = []
    for member in members {
      switch member.key {
      case "version":
        guard isLiteralOne(at: member.offset, in: bytes) else { return nil }
        version = true
      case "keys":
        guard case .object(let keys) = member.value, !hasDuplicates(keys) else { return nil }
        entries.reserveCapacity(keys.count)
        for key in keys {
          guard let entry = entry(key.key, key.value) else { return nil }
          entries.append(entry)
        }
      case "dynamicCalls":
        guard case .array(let calls) = member.value else { return nil }
        for call in calls {
          guard let decoded = dynamicCall(call.value) else { return nil }
          dynamicCalls.append(decoded)
        }
      default:
        return nil
      }
    }
    guard version, members.contains(where: { $0.key == "keys" }) else { return nil }
    return KeyCatalogue(decodedEntries: entries, dynamicCalls: dynamicCalls)
  }

  private static func entry(_ key: String, _ value: JSONReader.Value) -> CatalogueEntry? {
    guard case .object(let fields) = value, !hasDuplicates(fields) else { return nil }
    var entry = CatalogueEntry(key: key)
    for field in fields {
      switch (field.key, field.value) {
      case ("fallback", .string(let text)): entry.fallback = text
      case ("fallbackVariants", .array(let elements)):
        guard let texts = strings(elements) else { return nil }
        entry.fallbackVariants = texts
      case ("category", .string(let text)): entry.category = KeyCategory(rawValue: text)
      case ("critical", .bool(let flag)): entry.critical = flag
      case ("notes", .string(let text)): entry.notes = text
      case ("locations", .array(let elements)):
        guard let texts = strings(elements) else { return nil }
        var locations: [CallSite] = []
        locations.reserveCapacity(texts.count)
        for text in texts {
          guard let location = CallSite(parsing: text) else { return nil }
          locations.append(location)
        }
        entry.locations = locations
      default:
        return nil
      }
    }
    return entry
  }

  private static func dynamicCall(_ value: JSONReader.Value) -> DynamicKeyCall? {
    guard case .object(let fields) = value, fields.count == 2, !hasDuplicates(fields),
      case .string(let locationText)? = value.member("location")?.value,
      let location = CallSite(parsing: locationText),
      case .string(let expression)? = value.member("expression")?.value
    else { return nil }
    return DynamicKeyCall(location: location, expression: expression)
  }

  private static func strings(_ elements: [JSONReader.Element]) -> [String]? {
    var texts: [String] = []
    texts.reserveCapacity(elements.count)
    for element in elements {
      guard case .string(let text) = element.value else { return nil }
      texts.append(text)
    }
    return texts
  }

  private static func hasDuplicates(_ members: [JSONReader.Member]) -> Bool {
    guard members.count > 1 else { return false }
    var seen = Set<String>(minimumCapacity: members.count)
    for member in members where !seen.insert(member.key).inserted { return true }
    return false
  }

  /// Whether the number at `offset` is written exactly `1`.
  private static func isLiteralOne(at offset: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "1") else { return false }
    guard offset + 1 < bytes.count else { return true }
    switch bytes[offset + 1] {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"),
      UInt8(ascii: "E"):
      return false
    default:
      return true
    }
  }
}
