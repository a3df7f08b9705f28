import LanguageProvider
import ProviderProtocol
import Verification

/// The checks for `contracts/driver-app/language-contract.md`, one file per section. Every
/// check drives its own provider through `contract-report-provider/2`: this project's Swift
/// provider in process (`faults` switches defects on for mutation testing), or any provider
/// process (``make(providerCommand:settleTimeout:)``). The verdicts come from the same
/// messages either way.
public enum DriverAppBindings {
  /// The contract's slug (its title's).
  public static let contractSlug = "driver-app-language-contract"

  /// Every check, against the provider as shipped.
  public static var all: ContractBindings { make(faults: []) }

  /// Every check, against the in-process provider with `faults` switched on.
  public static func make(faults: Set<ProviderFault>) -> ContractBindings {
    make(context: .inProcess(faults: faults))
  }

  /// Every check, against providers started with `providerCommand` (a process per check, or
  /// one kept between checks when the provider offers `restart`). A crash, a protocol violation or a provider that does not settle
  /// within `settleTimeout` seconds ends the check at once as an error with the provider's
  /// stderr tail.
  public static func make(providerCommand: String, settleTimeout: Double = 20) -> ContractBindings {
    make(
      context: DriverAppContext(
        launcher: .process(command: providerCommand), settleTimeout: settleTimeout))
  }

  /// Every check, against the context's providers.
  public static func make(context: DriverAppContext) -> ContractBindings {
    ContractBindings(contractSlug) {
      PrerequisitesChecks.section(context)
      ResponsibilityBoundariesChecks.section(context)
      SecurityAndPrivacyChecks.section(context)
      InputsAndResultChecks.section(context)
      LimitsAndFailureStatesChecks.section(context)
      TroubleshootingChecks.section(context)
    }
  }
}
