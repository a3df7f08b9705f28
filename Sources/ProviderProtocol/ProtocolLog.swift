import Foundation

/// The served provider's way out when the host breaks the protocol: say why on stderr (the
/// host shows that tail in the clause error) and exit with status 3.
enum ProtocolLog {
  static func fatal(_ error: any Error) -> Never {
    FileHandle.standardError.write(Data("serve-provider: protocol error: \(error)\n".utf8))
    exit(3)
  }
}
