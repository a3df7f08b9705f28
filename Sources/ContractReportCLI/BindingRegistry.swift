import DriverAppContract
import Verification

/// The checks this build of contract-report knows, by contract slug.
enum BindingRegistry {
  static var all: [ContractBindings] {
    [DriverAppBindings.all]
  }

  /// The checks run against a provider started with `providerCommand` (the provider protocol),
  /// or in process when it is `nil`. `timeout` is the runner's time per check: a provider reply
  /// may take half of it, and a check ends with the provider's stderr tail at 90% of it.
  static func bindings(providerCommand: String?, timeout: Double) -> [ContractBindings] {
    guard let providerCommand else { return all }
    return [
      DriverAppBindings.make(
        providerCommand: providerCommand, replyTimeout: timeout / 2, checkTimeout: timeout * 0.9)
    ]
  }
}
