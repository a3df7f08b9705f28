import Foundation
import Testing

/// `review --accept` shows what it accepts and asks before writing the baseline; without a
/// terminal it needs `--yes`.
@Suite struct ReviewAcceptTests {
  static let baseline =
    "# C\n\n## S\n\n| Key | Value |\n| --- | --- |\n| One | first |\n| Two | second |\n"
  static let current =
    "# C\n\n## S\n\n| Key | Value |\n| --- | --- |\n| One | first! |\n| Two | second? |\n"

  static func folder() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(current, to: "c.md")
    try directory.write(baseline, to: "c.reviewed.md")
    return directory
  }

  @Test func withoutATerminalItListsTheChangesAndNeedsYes() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    let outcome = await CommandRunner.run(["review", "--accept", directory.path + "/c.md"])
    #expect(outcome.code == 2)
    #expect(outcome.error.contains("standard input is not a terminal; add --yes"))
    #expect(outcome.out.contains("CHANGED c/s/one"))
    #expect(outcome.out.contains("One | [-first-]{+first!+}"), "\(outcome.out)")
    #expect(directory.read("c.reviewed.md") == Self.baseline)
  }

  @Test func answeringNoWritesNothing() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    let outcome = await CommandRunner.run(
      ["review", "--accept", directory.path + "/c.md"], answer: "n")
    #expect(outcome.code == 1)
    #expect(
      outcome.out.contains(
        "Accept all of this as reviewed, writing \(directory.path)/c.reviewed.md? [y/N] "))
    #expect(outcome.out.hasSuffix("nothing accepted\n"))
    #expect(directory.read("c.reviewed.md") == Self.baseline)
  }

  @Test func answeringYesOrPassingYesWritesTheBaseline() async throws {
    for (arguments, answer) in [([String](), "y"), (["--yes"], nil)] {
      let directory = try Self.folder()
      defer { directory.remove() }
      let outcome = await CommandRunner.run(
        ["review", "--accept", directory.path + "/c.md"] + arguments, answer: answer)
      #expect(outcome.code == 0, "\(outcome.error)")
      #expect(outcome.out.contains("CHANGED c/s/two"))
      #expect(directory.read("c.reviewed.md") == Self.current)
      let again = await CommandRunner.run(["review", "--accept", directory.path + "/c.md"])
      #expect(again.code == 0)
      #expect(again.out.hasPrefix("nothing to accept: "))
    }
  }

  @Test func oneClauseIsShownAloneAndAskedFor() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    let refused = await CommandRunner.run([
      "review", "--accept", directory.path + "/c.md", "--clause", "c/s/one",
    ])
    #expect(refused.code == 2)
    #expect(directory.read("c.reviewed.md") == Self.baseline)
    let outcome = await CommandRunner.run(
      ["review", "--accept", directory.path + "/c.md", "--clause", "c/s/one"], answer: "yes")
    #expect(outcome.code == 0, "\(outcome.error)")
    #expect(outcome.out.contains("CHANGED c/s/one"))
    #expect(!outcome.out.contains("c/s/two ("))
    #expect(outcome.out.contains("Accept this clause as reviewed"))
    #expect(outcome.out.contains("1 clause(s) of \(directory.path)/c.md still differ"))
    #expect(directory.read("c.reviewed.md")?.contains("| One | first! |") == true)
    #expect(directory.read("c.reviewed.md")?.contains("| Two | second |") == true)
  }

  @Test func yesWithoutAcceptIsAUsageError() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    let outcome = await CommandRunner.run(["review", directory.path + "/c.md", "--yes"])
    #expect(outcome.code == 2)
    #expect(outcome.error.contains("--yes answers the question --accept asks"))
  }
}
