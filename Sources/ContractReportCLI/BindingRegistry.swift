import DriverAppContract
import LanguageExamples
import LanguageProvider
import ProviderProtocol
import Verification

/// The checks this build of contract-report knows: the Driver App contract's own checks (by
/// its slug) and the language-provider table fixtures, which bind by header signature in
/// every contract. Each is made against a provider with a set of defects switched on (none
/// in a normal run; one at a time in `mutate`).
enum BindingRegistry {
  /// Every check against the in-process provider with `faults` switched on.
  static func catalog(faults: Set<ProviderFault>) -> BindingCatalog {
    BindingCatalog(
      contracts: [DriverAppBindings.make(faults: faults)],
      fixtures: LanguageFixtures.make(faults: faults))
  }

  /// Every check against the provider as shipped.
  static var all: BindingCatalog { catalog(faults: []) }

  /// The test and mutation hook: a comma-separated list of `ProviderFault` names that `check`
  /// switches on in the provider under test, so CI tooling can be exercised with real clause
  /// failures. Deliberately absent from `--help`; documented in docs/ci.md.
  static let faultsVariable = "CONTRACT_REPORT_PROVIDER_FAULTS"

  /// The faults named by `CONTRACT_REPORT_PROVIDER_FAULTS` (empty when unset or blank).
  static func faults(in environment: [String: String]) throws(UsageError) -> Set<ProviderFault> {
    guard let value = environment[faultsVariable] else { return [] }
    var faults = Set<ProviderFault>()
    let names = value.split { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }
    for name in names {
      guard let fault = ProviderFault(rawValue: String(name)) else {
        throw UsageError(
          "\(faultsVariable): unknown provider fault '\(name)' (known: \(ProviderFault.allCases.map(\.rawValue).joined(separator: ", ")))"
        )
      }
      faults.insert(fault)
    }
    return faults
  }

  /// The checks run against providers `launcher` starts (the provider protocol), or in
  /// process with `faults` switched on when it is `nil`. `timeout` is the runner's time per
  /// check: one message may take half of it to settle before the provider counts as hung (a
  /// hang guard). Faults apply to the in-process provider only (a provider process takes its
  /// own, e.g. `serve-provider --fault NAME`). One launcher serves every check, so a provider
  /// that offers `restart` is kept between them.
  static func catalog(faults: Set<ProviderFault>, launcher: ProviderLauncher?, timeout: Double)
    -> BindingCatalog
  {
    guard let launcher else { return catalog(faults: faults) }
    return BindingCatalog(
      contracts: [
        DriverAppBindings.make(
          context: DriverAppContext(launcher: launcher, settleTimeout: timeout / 2))
      ],
      fixtures: LanguageFixtures.make(launcher: launcher, settleTimeout: timeout / 2))
  }
}
