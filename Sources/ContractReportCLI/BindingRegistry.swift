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
    faultAware.map { $0.make([]) }
  }
}
