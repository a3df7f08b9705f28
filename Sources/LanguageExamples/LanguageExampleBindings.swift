import LanguageProvider
import Verification

/// The fixtures for `contracts/driver-app/language-examples.md`: its tables are decision tables
/// whose rows run against the language provider with no Swift per row. `faults` switches
/// provider defects on for mutation testing.
public enum LanguageExampleBindings {
  /// The contract's slug (its title's).
  public static let contractSlug = "driver-app-language-examples"

  /// Every fixture, against the provider as shipped.
  public static var all: ContractBindings { make(faults: []) }

  /// Every fixture, against a provider with `faults` switched on.
  public static func make(faults: Set<ProviderFault>) -> ContractBindings {
    ContractBindings(contract: contractSlug, tables: fixtures(faults: faults))
  }

  /// The table fixtures, each bound by its header signature.
  public static func fixtures(faults: Set<ProviderFault>) -> [TableFixture] {
    [
      TranslationResolutionFixture.make(faults: faults),
      SelectionSequenceFixture.make(faults: faults),
      StorageIsolationFixture.make(faults: faults),
    ]
  }
}
