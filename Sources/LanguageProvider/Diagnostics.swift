import Foundation

/// A troubleshooting snapshot of the provider: states, counts, key categories and detected
/// symptoms.
///
/// It never holds project ids, account ids, tokens, dictionary values, rendered text or values
/// passed to `translate` that are not keys: only the namespace's short hash, language codes,
/// status names, counts, product keys and their categories. ``render()`` prints it as text.
public struct Diagnostics: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The namespace, redacted to a short hash.
  public var namespace: String
  /// Readiness of translation for the current selection.
  public var readiness: Readiness
  /// The loading flag.
  public var loading: Bool
  /// The current generation.
  public var generation: Int
  /// Whether the provider was closed.
  public var closed: Bool
  /// The selected language code.
  public var selectionCode: String?
  /// Where the selection came from.
  public var selectionSource: SelectionSource?
  /// The selection's RTL flag.
  public var rtl: Bool
  /// Whether a native layout direction was applied (always `false`).
  public var layoutDirectionApplied: Bool
  /// The API client's code as last set by the provider.
  public var apiClientCode: String?
  /// Restore status name.
  public var restore: String
  /// Persistence status name.
  public var persistence: String
  /// Dictionary status.
  public var dictionaryStatus: DictionaryStatus
  /// The held dictionary's language code.
  public var dictionaryCode: String?
  /// The held dictionary's key count.
  public var dictionaryKeyCount: Int
  /// The held dictionary's version.
  public var dictionaryVersion: DictionaryVersion?
  /// The recorded error (stage and kind only).
  public var error: ProviderError?
  /// Work in flight for the current generation.
  public var awaiting: [PendingWork]
  /// Received, applied and dropped results.
  public var results: ResultCounts
  /// Resolutions by tier name.
  public var resolutions: [String: Int]
  /// Non-key misuses by ``NonKeyCategory`` name (never the values).
  public var misuse: [String: Int]
  /// Keys that rendered without translation, per language code.
  public var missingTranslations: [MissingTranslation]
  /// Missing translations by key category.
  public var missingByCategory: [String: Int]
  /// Detected Troubleshooting symptoms.
  public var symptoms: [Symptom]
  /// Extra lines (empty unless a diagnostics fault is active for mutation testing).
  public var extra: [String]

  /// The snapshot as text: one `name: value` line per field, symptoms last.
  public func render() -> String {
    var lines: [String] = ["language provider diagnostics", "namespace: \(namespace)"]
    lines.append("readiness: \(readiness.rawValue)")
    lines.append("loading: \(loading)")
    lines.append("generation: \(generation)")
    lines.append("closed: \(closed)")
    lines.append("selection code: \(selectionCode ?? "none")")
    lines.append("selection source: \(selectionSource?.rawValue ?? "none")")
    lines.append("rtl: \(rtl)")
    lines.append("layout direction applied: \(layoutDirectionApplied)")
    lines.append("api client code: \(apiClientCode ?? "none")")
    lines.append("restore: \(restore)")
    lines.append("persistence: \(persistence)")
    lines.append("dictionary: \(dictionaryStatus.rawValue)")
    lines.append("dictionary code: \(dictionaryCode ?? "none")")
    lines.append("dictionary keys: \(dictionaryKeyCount)")
    lines.append("dictionary version: \(dictionaryVersion?.description ?? "none")")
    lines.append("error: \(error?.description ?? "none")")
    lines.append(
      "awaiting: \(awaiting.isEmpty ? "nothing" : awaiting.map(\.rawValue).joined(separator: ", "))"
    )
    lines.append(
      "results: received \(results.received), applied \(results.applied), dropped stale "
        + "\(results.droppedStale), foreign \(results.droppedForeign), after close "
        + "\(results.droppedAfterClose)")
    lines.append("resolutions: \(Self.counts(resolutions))")
    lines.append("misuse: \(Self.counts(misuse))")
    lines.append("missing by category: \(Self.counts(missingByCategory))")
    for missing in missingTranslations {
      lines.append(
        "missing: \(missing.key) [\(missing.category)] in \(missing.code ?? "none") → "
          + missing.tier.rawValue)
    }
    lines.append(
      "symptoms: \(symptoms.isEmpty ? "none" : symptoms.map(\.rawValue).joined(separator: ", "))")
    lines.append(contentsOf: extra)
    return lines.joined(separator: "\n")
  }

  /// Same as ``render()``.
  public var description: String { render() }

  private static func counts(_ counts: [String: Int]) -> String {
    counts.isEmpty
      ? "none" : counts.keys.sorted().map { "\($0) \(counts[$0] ?? 0)" }.joined(separator: ", ")
  }
}
