import LanguageProvider

/// How a check starts the provider it drives: a child process speaking the protocol on
/// stdin/stdout (`--provider-command`), or this project's Swift provider served in this
/// process over the very same protocol messages (the default, and mutation testing).
public enum ProviderLauncher: Sendable, Hashable {
  /// `/bin/sh -c COMMAND`.
  case process(command: String)
  /// The Swift ``LanguageProvider`` behind a ``SwiftProviderEndpoint`` in this process, with
  /// `faults` switched on.
  case inProcess(faults: Set<ProviderFault>)

  /// A transport to a newly started provider.
  func makeTransport() throws -> any LineTransport {
    switch self {
    case .process(let command): ProcessTransport(command: command)
    case .inProcess(let faults): InProcessTransport(faults: faults)
    }
  }
}
