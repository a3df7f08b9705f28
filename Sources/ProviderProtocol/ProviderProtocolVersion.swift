/// The protocol's name and version, exchanged in the `hello` handshake.
public enum ProviderProtocolVersion {
  /// `contract-report-provider/2`: the provider reports only what it natively has (its state,
  /// what `t` returns) and acknowledges every host message once the work it triggered has run.
  /// A provider that speaks another version answers `hello` with an error, and the host
  /// reports it instead of guessing.
  public static let current = "contract-report-provider/2"
  /// The handshake concept of a provider that can begin a new session in the same process:
  /// after a check, the host sends `restart`, and the provider, once it acknowledged, is as
  /// newly started (docs/provider-protocol.md, "Restart").
  public static let restart = "restart"
}
