import Foundation

/// Deliberate, realistic defects that can be switched on one at a time for mutation testing.
///
/// A ``LanguageProvider`` (and, for store-level defects, a ``ScriptedLanguageStore``) takes a
/// set of active faults at construction; the default is the empty set, which is the correct
/// behaviour. Each case changes exactly the behaviour its name describes, in a way a provider
/// shows at its boundary, so a contract check that is worth something fails when it is active.
public enum ProviderFault: String, CaseIterable, Sendable, Hashable, Codable {
  /// A result for an older selection generation is applied to the current state.
  case lateResultApplied
  /// Results that arrive after `close()` still update state.
  case updateAfterClose
  /// Selecting the current language writes it to the store again.
  case persistOnSelectCurrent
  /// Selecting the current language starts a new generation and fetches the dictionary again.
  case selectCurrentRefetches
  /// Selecting a different language leaves the API client code unchanged.
  case apiClientCodeNotUpdated
  /// The API client code is changed before persistence is attempted.
  case clientCodeUpdatedBeforePersist
  /// A restored record does not set the API client code.
  case clientCodeNotSetOnRestore
  /// Loading is cleared as soon as the client code is set, before the dictionary settles.
  case loadingClearedBeforeDictionarySettles
  /// Loading stays set after a dictionary error or throw.
  case loadingNeverClearedAfterError
  /// A dictionary error envelope or throw is treated as an empty success: no error recorded.
  case dictionaryErrorSwallowed
  /// A thrown fetch keeps the previous dictionary and reports the dictionary as loaded.
  case thrownFetchKeepsOldDictionary
  /// A recorded error survives a later successful dictionary.
  case errorNotClearedOnSuccess
  /// Translation skips the Driver-prefixed key.
  case prefixSkipped
  /// Translation tries the original key before the Driver-prefixed key.
  case prefixOrderSwapped
  /// An empty dictionary string counts as a translation.
  case emptyStringCountedAsTranslation
  /// The caller's fallback copy is ignored; missing keys resolve to key text.
  case fallbackIgnored
  /// Non-keys (phone numbers, addresses, values, free text) are looked up in the dictionary.
  case nonKeyLookedUp
  /// The RTL flag is dropped (stored as false) when a record is persisted.
  case rtlDroppedOnStore
  /// The RTL flag is dropped (read as false) when a record is restored.
  case rtlDroppedOnRestore
  /// A failed store write is reported as a success.
  case storeFailureReportedAsSuccess
  /// A failed store write stops the selection: the client code and dictionary are not updated.
  case persistFailureBlocksSelection
  /// Records are keyed by project only, so two accounts share one record.
  case accountsShareRecord
  /// A corrupt stored record is neither restored nor replaced by the default: loading never
  /// clears.
  case corruptStoreTreatedAsHang
  /// The default language is persisted although the policy says it is not.
  case defaultPersistedAgainstPolicy
  /// Selecting a different language does not advance the generation.
  case generationNotAdvancedOnSelect
  /// The provider claims to apply native layout direction from the RTL flag.
  case nativeLayoutDirectionApplied
  /// Diagnostics print the project and account identifiers.
  case diagnosticsLeakIdentifiers
  /// Diagnostics print dictionary values.
  case diagnosticsLeakDictionaryValues
}
