/// A two-way channel of text lines to a provider: one JSON message per line each way.
///
/// ``ProcessTransport`` runs a child process; tests can supply an in-memory transport. A
/// transport whose provider may serve another check after this one (``isReusable``) is handed
/// back with ``release()`` once the provider acknowledged `restart`.
public protocol LineTransport: AnyObject, Sendable {
  /// Starts the channel. `handler` receives every line the provider writes, in order, then
  /// exactly one `.closed` when the channel ends.
  func start(_ handler: @escaping @Sendable (TransportEvent) -> Void) throws
  /// Writes one line (without its newline) to the provider.
  func send(_ line: String) throws
  /// Ends the channel: closes the provider's input, then stops it if it does not exit.
  func stop()
  /// The last lines the provider wrote to its diagnostic stream (stderr), for error messages.
  var diagnosticTail: [String] { get }
  /// Everything the provider wrote to its diagnostic stream (at most the last 1 MB), searched
  /// for private values.
  var diagnosticText: String { get }
  /// Forgets what the provider wrote to its diagnostic stream so far: a new session begins,
  /// whose log must hold only its own lines.
  func discardDiagnostics()
  /// Whether the provider may serve another check once this one is over (default: no).
  var isReusable: Bool { get }
  /// Hands the provider back for another check after it acknowledged `restart` (default: stops
  /// it). `linesTaken` is how many lines the session took in up to and including the
  /// acknowledgement: a provider that wrote more is not used again.
  func release(linesTaken: Int)
}

extension LineTransport {
  public var isReusable: Bool { false }
  public func release(linesTaken: Int) { stop() }
}

/// What a ``LineTransport`` delivers.
public enum TransportEvent: Sendable, Hashable {
  /// One line from the provider, without its newline.
  case line(String)
  /// The provider's output ended; the reason says how (exit status, signal).
  case closed(reason: String)
}
