import LanguageProvider
import ProviderProtocol
import Verification

/// The checks for `contracts/driver-app/language-contract.md`, one file per section. Each
/// check builds its own provider through the context's factory: in process (`faults` switches
/// defects on for mutation testing) or in a provider process speaking
/// `contract-report-provider/1` (``make(providerCommand:replyTimeout:checkTimeout:)``).
public enum DriverAppBindings {
  /// The contract's slug (its title's).
  public static let contractSlug = "driver-app-language-contract"

  /// Every check, against the provider as shipped.
  public static var all: ContractBindings { make(faults: []) }

  /// Every check, against an in-process provider with `faults` switched on.
  public static func make(faults: Set<ProviderFault>) -> ContractBindings {
    make(context: .inProcess(faults: faults))
  }

  /// Every check, against providers started with `providerCommand` (one process per provider
  /// a check makes; all of a check's processes are stopped when it ends). A reply that takes
  /// longer than `replyTimeout`, a crash or a protocol violation ends the check at once with a
  /// ``ProviderFailure`` (and the provider's stderr tail); so does a check still running after
  /// `checkTimeout` seconds.
  public static func make(
    providerCommand: String, replyTimeout: Double = 5, checkTimeout: Double = 9
  ) -> ContractBindings {
    let context = DriverAppContext(
      faults: [],
      factory: RemoteProviderFactory(command: providerCommand, replyTimeout: replyTimeout))
    let bindings = make(context: context)
    return ContractBindings(
      contract: bindings.contract,
      bindings: bindings.bindings.map { ScopedCheck.wrap($0, deadline: checkTimeout) })
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
