import DriverAppContract
import Verification

/// The checks this build of contract-report knows, by contract slug.
enum BindingRegistry {
  static var all: [ContractBindings] {
    [DriverAppBindings.all]
  }
}
