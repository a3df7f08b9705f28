import LanguageProvider
import Verification

/// The checks for `contracts/driver-app/language-contract.md`, one file per section. Each
/// check builds its own provider; `faults` switches defects on for mutation testing.
public enum DriverAppBindings {
  /// The contract's slug (its title's).
  public static let contractSlug = "driver-app-language-contract"

  /// Every check, against the provider as shipped.
  public static var all: ContractBindings { make(faults: []) }

  /// Every check, against a provider with `faults` switched on.
  public static func make(faults: Set<ProviderFault>) -> ContractBindings {
    ContractBindings(contractSlug) {
      PrerequisitesChecks.section(faults: faults)
      ResponsibilityBoundariesChecks.section(faults: faults)
      SecurityAndPrivacyChecks.section(faults: faults)
      InputsAndResultChecks.section(faults: faults)
      LimitsAndFailureStatesChecks.section(faults: faults)
      TroubleshootingChecks.section(faults: faults)
    }
  }
}
