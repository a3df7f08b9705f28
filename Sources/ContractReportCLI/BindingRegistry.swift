import DriverAppContract
import LanguageExamples
import LanguageProvider
import Verification

/// The checks this build of contract-report knows, by contract slug, each made against a
/// provider with a set of defects switched on (none in a normal run; one at a time in
/// `mutate`).
enum BindingRegistry {
  static var faultAware:
    [(contract: String, make: @Sendable (Set<ProviderFault>) -> ContractBindings)]
  {
    [
      (DriverAppBindings.contractSlug, { DriverAppBindings.make(faults: $0) }),
      (LanguageExampleBindings.contractSlug, { LanguageExampleBindings.make(faults: $0) }),
    ]
  }

  static var all: [ContractBindings] {
    bindings(faults: [])
  }

  /// Every contract's checks against a provider with `faults` switched on (none: as shipped).
  static func bindings(faults: Set<ProviderFault>) -> [ContractBindings] {
    faultAware.map { $0.make(faults) }
  }

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

  /// The checks run against a provider started with `providerCommand` (the provider protocol),
  /// or in process with `faults` switched on when it is `nil`. `timeout` is the runner's time
  /// per check: a provider reply may take half of it, and a check ends with the provider's
  /// stderr tail at 90% of it. Faults apply to the in-process provider only (a provider
  /// process takes its own, e.g. `serve-provider --fault NAME`).
  static func bindings(faults: Set<ProviderFault>, providerCommand: String?, timeout: Double)
    -> [ContractBindings]
  {
    guard let providerCommand else { return bindings(faults: faults) }
    // The decision-table fixtures drive the in-process provider only, so a run against a
    // provider process leaves the examples contract unbound rather than verify the wrong thing.
    return [
      DriverAppBindings.make(
        providerCommand: providerCommand, replyTimeout: timeout / 2, checkTimeout: timeout * 0.9)
    ]
  }
}
