/// Why ``SiteWriter`` refused or failed to write a site. Each case names the path involved;
/// whatever was at the output location before is left as it was.
public enum SiteWriterError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A file path that is empty, absolute, or contains `..`, `.` or empty components, and so
  /// could land outside the site root or be ambiguous.
  case invalidPath(String, reason: String)
  /// The same file path written twice in one site.
  case duplicatePath(String)
  /// A file path that needs a folder where a file was written, or the reverse.
  case conflictingPath(String, existing: String)
  /// The output location exists and is not a directory (a file or a symbolic link).
  case outputIsNotADirectory(String)
  /// The output location is a folder that holds files but is not a site this tool wrote (no
  /// placeholder `README.md`): the contracts folder, a docs folder. Replacing it would delete
  /// them.
  case outputIsNotASite(String)
  /// The output location or its temporary siblings could not be created, written or swapped.
  case fileSystem(operation: String, path: String, message: String)

  /// One line naming the path and the reason.
  public var description: String {
    switch self {
    case .invalidPath(let path, let reason):
      return "refusing site path '\(path)': \(reason)"
    case .duplicatePath(let path):
      return "site path '\(path)' written twice"
    case .conflictingPath(let path, let existing):
      return "site path '\(path)' conflicts with '\(existing)'"
    case .outputIsNotADirectory(let path):
      return "output location '\(path)' exists and is not a directory; not replacing it"
    case .outputIsNotASite(let path):
      return
        "output folder '\(path)' holds files and is not a site this tool wrote (it has no "
        + "site README.md); not replacing it: choose another --out, or empty it"
    case .fileSystem(let operation, let path, let message):
      return "cannot \(operation) '\(path)': \(message)"
    }
  }

  init(_ error: Platform.SystemError) {
    self = .fileSystem(operation: error.operation, path: error.path, message: error.message)
  }
}
