import Foundation

/// Why a scan could not read its input.
public enum SourceScanError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path does not exist or cannot be listed or read.
  case unreadable(path: String)

  /// A one-line message naming the path.
  public var description: String {
    switch self {
    case .unreadable(let path): "\(path): cannot be read"
    }
  }
}
