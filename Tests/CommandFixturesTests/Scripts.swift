import Foundation
import Testing

/// A folder of fixture scripts for one test, and the tool they need.
struct Scripts {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "command-fixture-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: url.appendingPathComponent(name))
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
