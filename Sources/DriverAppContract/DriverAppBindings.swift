import Verification

/// The checks for `contracts/driver-app/language-contract.md`, one file per section.
public enum DriverAppBindings {
  /// The contract's slug (its title's).
  public static let contractSlug = "driver-app-language-contract"

  /// Every check, by section.
  public static var all: ContractBindings {
    ContractBindings(contractSlug) {}
  }
}
