import LanguageProvider

/// How a check starts the provider it drives: a child process speaking the protocol on
/// stdin/stdout (`--provider-command`), this project's Swift provider served in this process
/// over the very same protocol messages (the default, and mutation testing), or any transport a
/// test supplies.
public struct ProviderLauncher: Sendable {
  /// What it starts, for messages.
  public var name: String
  private let make: @Sendable () throws -> any LineTransport

  /// A launcher from a transport factory.
  public init(name: String, make: @escaping @Sendable () throws -> any LineTransport) {
    self.name = name
    self.make = make
  }

  /// `/bin/sh -c COMMAND`.
  public static func process(command: String) -> ProviderLauncher {
    ProviderLauncher(name: command) { ProcessTransport(command: command) }
  }

  /// The Swift ``LanguageProvider`` behind a ``SwiftProviderEndpoint`` in this process, with
  /// `faults` switched on.
  public static func inProcess(faults: Set<ProviderFault>) -> ProviderLauncher {
    ProviderLauncher(name: "in process") { InProcessTransport(faults: faults) }
  }

  /// A transport to a newly started provider.
  func makeTransport() throws -> any LineTransport { try make() }
}
