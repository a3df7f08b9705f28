/// The files of a site being built, written straight into ``SiteWriter``'s private temporary
/// directory so large sites need not be held in memory.
///
/// Paths are relative to the site root and use `/`; each may be written once. Every file gets
/// mode `0644` and every folder `0755`, whatever the umask, so builds are reproducible.
public struct SiteStage: Sendable {
  /// The permission bits of every file written.
  public static let fileMode: UInt32 = 0o644
  /// The permission bits of every folder created.
  public static let directoryMode: UInt32 = 0o755

  private let root: String
  private var files: Set<String> = []
  private var directories: Set<String> = []

  init(root: String) {
    self.root = root
  }

  /// The relative paths written so far, sorted.
  public var paths: [String] { files.sorted() }

  /// Writes `contents` as the file at `relativePath`, creating folders as needed.
  public mutating func write(_ relativePath: String, contents: [UInt8]) throws {
    let components = try SiteStage.validatedComponents(relativePath)
    guard !files.contains(relativePath) else {
      throw SiteWriterError.duplicatePath(relativePath)
    }
    guard !directories.contains(relativePath) else {
      throw SiteWriterError.conflictingPath(relativePath, existing: relativePath + "/")
    }
    var folder = ""
    for component in components.dropLast() {
      folder += folder.isEmpty ? component : "/" + component
      if directories.contains(folder) { continue }
      guard !files.contains(folder) else {
        throw SiteWriterError.conflictingPath(relativePath, existing: folder)
      }
      do {
        try Platform.makeDirectory(root + "/" + folder, mode: SiteStage.directoryMode)
      } catch let error as Platform.SystemError {
        throw SiteWriterError(error)
      }
      directories.insert(folder)
    }
    do {
      try Platform.writeNewFile(
        root + "/" + relativePath, contents: contents, mode: SiteStage.fileMode)
    } catch let error as Platform.SystemError {
      throw SiteWriterError(error)
    }
    files.insert(relativePath)
  }

  /// Writes `text` as UTF-8 to the file at `relativePath`.
  public mutating func write(_ relativePath: String, text: String) throws {
    try write(relativePath, contents: Array(text.utf8))
  }

  /// Splits a relative site path into components, refusing anything that could escape the
  /// root or name the same file two ways.
  static func validatedComponents(_ path: String) throws -> [String] {
    guard !path.isEmpty else { throw SiteWriterError.invalidPath(path, reason: "empty path") }
    guard !path.hasPrefix("/") else {
      throw SiteWriterError.invalidPath(path, reason: "absolute paths escape the site root")
    }
    guard !path.utf8.contains(0) else {
      throw SiteWriterError.invalidPath(path, reason: "contains a NUL byte")
    }
    let components = path.split(separator: "/", omittingEmptySubsequences: false)
    for component in components {
      switch component {
      case "..":
        throw SiteWriterError.invalidPath(path, reason: "'..' escapes the site root")
      case ".":
        throw SiteWriterError.invalidPath(path, reason: "'.' components are not allowed")
      case "":
        throw SiteWriterError.invalidPath(path, reason: "empty path component")
      default:
        continue
      }
    }
    return components.map(String.init)
  }
}
