import Foundation

/// A Troubleshooting symptom of the language contract, detected from provider state.
public enum Symptom: String, Sendable, Hashable, Codable, CaseIterable {
  /// "Language change does not persist": the latest write of the selection failed.
  case languageChangeNotPersisted
  /// "Some labels remain in the prior language": the API client code or the held dictionary
  /// belongs to a different language than the selection.
  case labelsInPriorLanguage
  /// "App remains loading": loading is set and no work that could clear it is in flight.
  case appRemainsLoading
  /// "RTL text appears without mirrored layout": the selection is RTL and the provider applies no
  /// native layout direction.
  case rtlWithoutMirroredLayout
  /// "Missing translation is hidden by readable fallback": keys rendered from fallback or key
  /// text, or the dictionary failed/is empty while text still renders.
  case missingTranslationHiddenByFallback
  /// Late, foreign or after-close results arrived and were dropped (stale generations).
  case lateResultsDropped
}
