import Foundation
import Testing

/// `build --history DIR`: an unreadable folder is one plain line and exit 2, before any check
/// runs and with nothing written.
@Suite struct HistoryInputTests {
  /// (what stands at the history path, the reason the error gives): nothing, or a file.
  @Test(arguments: [
    (false, "no such file or directory"), (true, "is a file, not a folder"),
  ])
  func anUnreadableHistoryFolderIsNamedInPlainWords(isFile: Bool, reason: String) async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    if isFile { try folder.write("not a folder\n", to: "history") }
    let history = folder.path + "/history"
    let out = folder.path + "/site"
    let outcome = await CommandRunner.run([
      "build", Repository.contracts.path, "--history", history, "--out", out,
    ])
    #expect(outcome.code == 2)
    #expect(outcome.error == "\(history): error: cannot read the history folder: \(reason)\n")
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
