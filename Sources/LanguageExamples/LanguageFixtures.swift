import LanguageProvider
import ProviderProtocol
import Verification

/// The decision-table fixtures over the language provider (translation resolution, selection
/// sequences, storage isolation). They bind by header signature in every contract:
/// `contracts/driver-app/language-examples.md` is written with them, and any other contract
/// may use them with no Swift. Every row drives its own provider through
/// `contract-report-provider/2`: in process (`faults` switches defects on for mutation
/// testing) or in any provider process.
public enum LanguageFixtures {
  /// Every fixture, against the provider as shipped.
  public static var all: [TableFixture] { make(faults: []) }

  /// Every fixture, against the in-process provider with `faults` switched on.
  public static func make(faults: Set<ProviderFault>) -> [TableFixture] {
    make(launcher: .inProcess(faults: faults))
  }

  /// Every fixture, against providers the launcher starts (one per row); a provider that does
  /// not settle within `settleTimeout` seconds ends the row as an error.
  public static func make(launcher: ProviderLauncher, settleTimeout: Double = 20)
    -> [TableFixture]
  {
    [
      TranslationResolutionFixture.make(launcher: launcher, settleTimeout: settleTimeout),
      SelectionSequenceFixture.make(launcher: launcher, settleTimeout: settleTimeout),
      StorageIsolationFixture.make(launcher: launcher, settleTimeout: settleTimeout),
    ]
  }
}
