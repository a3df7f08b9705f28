import LanguageProvider

/// How a check starts the provider it drives: a child process speaking the protocol on
/// stdin/stdout (`--provider-command`), this project's Swift provider served in this process
/// over the very same protocol messages (the default, and mutation testing), or any transport a
/// test supplies.
///
/// A process launcher keeps the processes of providers that offer `restart` between checks
/// (its copies share them): when a check is over such a provider begins a new session, as
/// newly started, and the next check takes it instead of starting another process.
public struct ProviderLauncher: Sendable {
  /// What it starts, for messages.
  public var name: String
  private let make: @Sendable () throws -> any LineTransport
  private let pool: ProviderPool?

  /// A launcher from a transport factory: every check starts a new provider.
  public init(name: String, make: @escaping @Sendable () throws -> any LineTransport) {
    self.init(name: name, make: make, keeping: false)
  }

  private init(
    name: String, make: @escaping @Sendable () throws -> any LineTransport, keeping: Bool
  ) {
    self.name = name
    self.make = make
    self.pool = keeping ? ProviderPool(make: make) : nil
  }

  /// A launcher from a transport factory that keeps a provider offering `restart` for the
  /// next check (every other provider is stopped when its check ends).
  public static func keeping(
    name: String, make: @escaping @Sendable () throws -> any LineTransport
  ) -> ProviderLauncher {
    ProviderLauncher(name: name, make: make, keeping: true)
  }

  /// `/bin/sh -c COMMAND`, kept between checks when the provider offers `restart`.
  public static func process(command: String) -> ProviderLauncher {
    keeping(name: command) { ProcessTransport(command: command) }
  }

  /// The Swift ``LanguageProvider`` behind a ``SwiftProviderEndpoint`` in this process, with
  /// `faults` switched on.
  public static func inProcess(faults: Set<ProviderFault>) -> ProviderLauncher {
    ProviderLauncher(name: "in process") { InProcessTransport(faults: faults) }
  }

  /// Stops the providers kept for a next check and waits until they have exited: when no
  /// check is left to run.
  public func stopKeptProviders() async {
    await pool?.stopIdle()
  }

  /// A transport to a provider as newly started: a kept one that restarted (`reused`), or a
  /// new one.
  func makeTransport() throws -> (transport: any LineTransport, reused: Bool) {
    guard let pool else { return (try make(), false) }
    let pooled = try pool.acquire()
    return (pooled, pooled.reused)
  }

  /// A transport to a newly started provider, never a kept one.
  func makeNewTransport() throws -> any LineTransport {
    guard let pool else { return try make() }
    return try pool.acquireNew()
  }
}
