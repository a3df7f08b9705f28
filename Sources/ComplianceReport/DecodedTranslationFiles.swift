import Foundation
import Synchronization

/// Translation files that another reader of the same run (coverage) has already decoded
/// without error, so the translation-file lint need not decode them again.
///
/// The lint reports one error per file that cannot be decoded, and coverage decodes the
/// catalogue, the language list and every measured locale's dictionary with the very same
/// decoders: a file coverage decoded cleanly has no lint error. On a large project that is
/// every dictionary (tens of megabytes of JSON) read and checked once instead of twice. A file
/// coverage did not reach, or failed on, is still checked by the lint itself, so the
/// diagnostics are the same whatever coverage did.
///
/// Paths are compared after standardizing (`..`, `.`, repeated slashes); the same file reached
/// by two spellings that standardize differently (a symbolic link) is simply checked twice.
public final class DecodedTranslationFiles: Sendable {
  private let paths = Mutex<Set<String>>([])

  /// An empty record.
  public init() {}

  /// Records that the file at `path` was decoded without error.
  public func record(_ path: String) {
    let key = Self.key(path)
    paths.withLock { _ = $0.insert(key) }
  }

  /// Whether the file at `path` was recorded.
  public func contains(_ path: String) -> Bool {
    let key = Self.key(path)
    return paths.withLock { $0.contains(key) }
  }

  private static func key(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
