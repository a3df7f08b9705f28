import Foundation

/// A fresh folder under the system temporary directory; `remove()` deletes it.
struct TemporaryFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "hardening-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  var url: URL { URL(fileURLWithPath: path, isDirectory: true) }

  /// Writes `data` at `relativePath` (folders created) and returns the full path.
  @discardableResult
  func write(_ relativePath: String, _ data: Data) throws -> String {
    let full = path + "/" + relativePath
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try data.write(to: URL(fileURLWithPath: full))
    return full
  }

  @discardableResult
  func write(_ relativePath: String, _ text: String) throws -> String {
    try write(relativePath, Data(text.utf8))
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
