import LanguageProvider
import ProviderProtocol
import Verification

/// The fixtures for `contracts/driver-app/language-examples.md`: its tables are decision tables
/// whose rows run against the language provider with no Swift per row, through
/// `contract-report-provider/2`: in process (`faults` switches defects on for mutation
/// testing) or in any provider process.
public enum LanguageExampleBindings {
  /// The contract's slug (its title's).
  public static let contractSlug = "driver-app-language-examples"

  /// Every fixture, against the provider as shipped.
  public static var all: ContractBindings { make(faults: []) }

  /// Every fixture, against the in-process provider with `faults` switched on.
  public static func make(faults: Set<ProviderFault>) -> ContractBindings {
    make(launcher: .inProcess(faults: faults))
  }

  /// Every fixture, against providers the launcher starts (one per row).
  public static func make(launcher: ProviderLauncher, settleTimeout: Double = 20)
    -> ContractBindings
  {
    ContractBindings(
      contract: contractSlug, tables: fixtures(launcher: launcher, settleTimeout: settleTimeout))
  }

  /// The table fixtures, each bound by its header signature.
  public static func fixtures(launcher: ProviderLauncher, settleTimeout: Double = 20)
    -> [TableFixture]
  {
    [
      TranslationResolutionFixture.make(launcher: launcher, settleTimeout: settleTimeout),
      SelectionSequenceFixture.make(launcher: launcher, settleTimeout: settleTimeout),
      StorageIsolationFixture.make(launcher: launcher, settleTimeout: settleTimeout),
    ]
  }
}
