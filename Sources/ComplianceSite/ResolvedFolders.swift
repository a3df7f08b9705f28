import Foundation
import Synchronization

/// `SitePaths.absolute` of folders, each asked once.
final class ResolvedFolders: Sendable {
  /// A folder's resolved path, and whether resolving changed nothing (no symbolic link on the
  /// way, or no such folder), so that a path to nothing in it is the same path resolved.
  private struct Folder {
    var resolved: String
    var unchanged: Bool
  }

  private let resolved = Mutex<[String: Folder]>([:])

  func absolute(_ folder: String) -> String {
    self.folder(folder).resolved
  }

  private func folder(_ folder: String) -> Folder {
    if let known = resolved.withLock({ $0[folder] }) { return known }
    let path = SitePaths.absolute(folder)
    let entry = Folder(
      resolved: path, unchanged: URL(fileURLWithPath: folder).standardizedFileURL.path == path)
    resolved.withLock { $0[folder] = entry }
    return entry
  }

  /// `SitePaths.absolute(file)` with the folder resolved once: resolving a path resolves its
  /// symbolic links when the whole path exists and otherwise only standardizes it, so the
  /// resolved folder and the name are the answer when the name is an entry that is no link,
  /// or is no entry of a folder that resolving leaves unchanged. Anything else (a link, `..`,
  /// an error other than "no such file") is resolved in full.
  func absoluteFile(_ file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return SitePaths.absolute(file) }
    let name = String(file[file.index(after: slash)...])
    guard !name.isEmpty, name != ".", name != "..", slash != file.startIndex else {
      return SitePaths.absolute(file)
    }
    let folder = self.folder(String(file[..<slash]))
    let candidate =
      folder.resolved.hasSuffix("/") ? folder.resolved + name : folder.resolved + "/" + name
    var status = stat()
    if lstat(candidate, &status) == 0 {
      if status.st_mode & S_IFMT != S_IFLNK { return candidate }
    } else if errno == ENOENT, folder.unchanged {
      return candidate
    }
    return SitePaths.absolute(file)
  }
}
