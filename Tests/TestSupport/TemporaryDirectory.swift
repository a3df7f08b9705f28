import Foundation

/// A fresh directory under the system temporary folder, removed by `remove()`.
public struct TemporaryDirectory {
  /// The directory's path.
  public let path: String

  /// Creates the directory.
  public init() throws {
    path = NSTemporaryDirectory() + "contract-report-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `text` as UTF-8 to `relativePath`, creating folders on the way.
  public func write(_ relativePath: String, _ text: String) throws {
    try write(relativePath, Data(text.utf8))
  }

  /// Writes `data` to `relativePath`, creating folders on the way.
  public func write(_ relativePath: String, _ data: Data) throws {
    let url = URL(fileURLWithPath: path + "/" + relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: url)
  }

  /// Every regular file below `relativePath`, keyed by path relative to it.
  public func files(in relativePath: String) throws -> [String: String] {
    let root = path + "/" + relativePath
    var result: [String: String] = [:]
    for subpath in try FileManager.default.subpathsOfDirectory(atPath: root) {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: root + "/" + subpath, isDirectory: &isDirectory)
      if !isDirectory.boolValue {
        result[subpath] = try String(contentsOfFile: root + "/" + subpath, encoding: .utf8)
      }
    }
    return result
  }

  /// The names directly inside the directory.
  public func entries() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Removes the directory and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
