/// The protocol's name and version, exchanged in the `hello` handshake.
public enum ProviderProtocolVersion {
  /// `contract-report-provider/1`. A provider that speaks another version answers `hello` with
  /// an error, and the host reports it instead of guessing.
  public static let current = "contract-report-provider/1"
}
