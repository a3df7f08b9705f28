import Foundation
import Testing

/// `build --history DIR`: an unreadable folder is one plain line and exit 2, before any check
/// runs and with nothing written.
@Suite struct HistoryInputTests {
  @Test func aMissingHistoryFolderIsNamedInPlainWords() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let missing = folder.path + "/no-history"
    let out = folder.path + "/site"
    let outcome = await CommandRunner.run([
      "build", Repository.contracts.path, "--history", missing, "--out", out,
    ])
    #expect(outcome.code == 2)
    #expect(
      outcome.error
        == "\(missing): error: cannot read the history folder: no such file or directory\n")
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  @Test func aFileGivenAsTheHistoryFolderIsNamedInPlainWords() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write("not a folder\n", to: "history")
    let file = folder.path + "/history"
    let out = folder.path + "/site"
    let outcome = await CommandRunner.run([
      "build", Repository.contracts.path, "--history", file, "--out", out,
    ])
    #expect(outcome.code == 2)
    #expect(
      outcome.error == "\(file): error: cannot read the history folder: is a file, not a folder\n")
    #expect(!FileManager.default.fileExists(atPath: out))
  }
}
