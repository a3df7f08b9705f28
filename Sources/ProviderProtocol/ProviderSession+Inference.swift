import LanguageProvider

/// The contract's concepts, inferred from what the host served and what the provider
/// returned: which served dictionary the provider holds, the resolution tier of a text,
/// readiness. A provider never reports any of them.
extension ProviderSession {
  /// The served dictionary the provider's `t` reads from now, found with the probe key every
  /// non-empty served dictionary carries (`nil`: it holds none of them).
  public func heldDictionary() async throws -> HostWorld.ServedDictionary? {
    let text = try await translate(HostWorld.probeKey, fallback: nil)
    let served = await world.served
    return served.first { HostWorld.probeText($0.number) == text }
  }

  /// What `t(key, fallback)` returns, and the tier it came from: inferred from the dictionary
  /// the provider holds (``heldDictionary()``), the key, the fallback and the text.
  public func resolve(_ key: String, fallback: String? = nil) async throws -> InferredResolution {
    let text = try await translate(key, fallback: fallback)
    let held = try await heldDictionary()
    let prefix = world.keyPrefix
    return InferredResolution.infer(
      key: key, fallback: fallback, text: text, held: held?.entries, prefix: prefix,
      otherServed: await world.served.map(\.entries))
  }

  /// Readiness as the contract means it, from what is observable: `closed` once unmounted,
  /// `loading` while the provider says so, `complete` when it holds a non-empty dictionary
  /// served for its selected language and exposes no error, `fallbackOnly` otherwise.
  public func readiness() async throws -> Readiness {
    guard let current = await link.session, await !world.sessions[current].unmounted else {
      return .closed
    }
    let view = try await view()
    if view.loading { return .loading }
    if view.error != nil { return .fallbackOnly }
    guard let held = try await heldDictionary(), let language = view.language,
      held.call.code == language.code
    else { return .fallbackOnly }
    return .complete
  }

  /// The version of the dictionary the provider holds: SHA-256 of the canonical JSON of the
  /// served entries (`nil`: it holds none).
  public func heldVersion() async throws -> DictionaryVersion? {
    try await heldDictionary().map { DictionaryVersion(dictionary: $0.entries) }
  }
}

/// A text `t` returned with the tier it is inferred to come from.
public struct InferredResolution: Sendable, Hashable, CustomStringConvertible {
  /// What `t` returned.
  public var text: String
  /// Where it came from (`nil`: from nothing the provider should hold).
  public var tier: ResolutionTier?
  /// For a text from nothing the provider holds: where it did come from.
  public var origin: String?

  /// `Pedidos (prefixed)`.
  public var description: String {
    "\(text) (\(tier?.rawValue ?? origin ?? "unknown source"))"
  }

  /// Infers the tier: the Driver-prefixed entry, the original entry (both non-empty), the
  /// fallback, the key itself (`notAKey` for a value that is not key-shaped, `keyText` for a
  /// key) — the first of them that equals the text. A text none of them gives is from
  /// nowhere: an empty entry of the held dictionary (the empty string shown), another served
  /// dictionary (`origin`), or unknown.
  public static func infer(
    key: String, fallback: String?, text: String, held: [String: String]?, prefix: String,
    otherServed: [[String: String]]
  ) -> InferredResolution {
    let dictionary = held ?? [:]
    var tier: ResolutionTier?
    if let entry = dictionary[prefix + key], !entry.isEmpty, entry == text {
      tier = .prefixed
    } else if let entry = dictionary[key], !entry.isEmpty, entry == text {
      tier = .original
    } else if let fallback, !fallback.isEmpty, text == fallback {
      tier = .fallback
    } else if text == key {
      tier = KeyClassifier.nonKeyCategory(of: key) == nil ? .keyText : .notAKey
    }
    var origin: String?
    if tier == nil {
      let elsewhere = otherServed.contains { entries in
        entries != held && (entries[key] == text || entries[prefix + key] == text)
      }
      if text.isEmpty, dictionary[prefix + key] == "" || dictionary[key] == "" {
        origin = "an empty entry of the held dictionary"
      } else if elsewhere {
        origin = "a dictionary the provider no longer holds"
      }
    }
    return InferredResolution(text: text, tier: tier, origin: origin)
  }
}
