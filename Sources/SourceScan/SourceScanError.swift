import Foundation

/// Why a scan could not read its input.
public enum SourceScanError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path does not exist or cannot be listed or read; `reason` in plain words.
  case unreadable(path: String, reason: String)

  /// A one-line message naming the path and the reason.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot be read: \(reason)"
    }
  }
}
