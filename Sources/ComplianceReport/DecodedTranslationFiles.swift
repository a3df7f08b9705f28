import Foundation
import Synchronization
import TranslationCoverage

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
  /// Each recorded file, with the keys it names twice in one object (a dictionary's).
  private let files = Mutex<[String: [RepeatedKey]]>([:])

  /// An empty record.
  public init() {}

  /// Records that the file at `path` was decoded without error, naming `repeatedKeys` twice
  /// (the lint warns of those as it would had it read the file).
  public func record(_ path: String, repeatedKeys: [RepeatedKey] = []) {
    let key = Self.key(path)
    files.withLock { $0[key] = repeatedKeys }
  }

  /// Whether the file at `path` was recorded.
  public func contains(_ path: String) -> Bool {
    repeatedKeys(of: path) != nil
  }

  /// The repeated keys of the file at `path`, or nil when it was not recorded.
  public func repeatedKeys(of path: String) -> [RepeatedKey]? {
    let key = Self.key(path)
    return files.withLock { $0[key] }
  }

  private static func key(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}
