/// Something the host's translation service threw that is not a `TranslationServiceError`
/// (for example a scripted connection reset), as the provider side sees it.
public struct RemoteThrownError: Error, Sendable, CustomStringConvertible {
  /// The host's description of the error.
  public var message: String
  public var description: String { message }
}
