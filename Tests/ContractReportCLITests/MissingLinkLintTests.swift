import Foundation
import Testing

/// `lint` reports a relative link to a file that is not there as an error at the link's line
/// and column, wherever the link is written (a table cell, a list item), and prints it.
@Suite struct MissingLinkLintTests {
  /// A contract in a folder linked into the contracts folder links to its neighbours as its
  /// page does, through the link's own path: `../b/other.md` from `shared/s.md` is
  /// `contracts/b/other.md`, not a file beside the link's target.
  @Test func aLinkedFolderResolvesItsLinksWhereTheLinkNamesIt() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("# Other\n", to: "contracts/b/other.md")
    try directory.write(
      "# Shared\n\nSee [other](../b/other.md) and [gone](../b/gone.md).\n",
      to: "elsewhere/shared/s.md")
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/contracts/shared",
      withDestinationPath: directory.path + "/elsewhere/shared")
    let run = await CommandRunner.run(["lint", directory.path + "/contracts"])
    let errors = run.out.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(
      errors == [
        "\(directory.path)/contracts/shared/s.md:3:32: error: relative link to a missing file: "
          + "../b/gone.md [missing-link-target]"
      ])
  }

  @Test func aBrokenLinkInATableCellIsOneErrorAtItsLineAndColumn() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("# Other\n", to: "contracts/docs/b/other.md")
    let text = """
      # Links

      ## Rows

      | Key | Where |
      |---|---|
      | good | See [the rules](../b/other.md#limits) and `code`. |
      | broken | Read `x` then [the guide](../b/gone.md#limits). |
      """
    try directory.write(text, to: "contracts/docs/a/links.md")
    let contracts = directory.path + "/contracts"
    let file = contracts + "/docs/a/links.md"

    let run = await CommandRunner.run(["lint", contracts])
    #expect(run.code == 1)
    let errors = run.out.split(separator: "\n").filter { $0.contains(": error: ") }
    // `[the guide]` starts in column 26 of line 8.
    #expect(
      errors == [
        "\(file):8:26: error: relative link to a missing file: ../b/gone.md#limits [missing-link-target]"
      ])
    #expect(run.out.hasSuffix("2 files linted: 1 error, 0 warnings\n"))

    try directory.write("# Gone\n", to: "contracts/docs/b/gone.md")
    let fixed = await CommandRunner.run(["lint", contracts])
    #expect(fixed.code == 0)
    #expect(fixed.out == "3 files linted: 0 errors, 0 warnings\n")
  }

  /// Five findings of a rule per file, then how many more: counted per rule and per file.
  @Test func manyBrokenLinksAreCutPerRuleAndFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var text = "# Many\n\n## Rows\n\n| Key | Where |\n|---|---|\n"
    for row in 0..<8 { text += "| key \(row) | [gone](gone-\(row).md) |\n" }
    for row in 0..<6 { text += "| ragged \(row) | a | b |\n" }
    text += "\n## Items\n\n"
    for item in 0..<3 { text += "- item [gone](missing-\(item).md)\n" }
    try directory.write(text, to: "contracts/many.md")
    try directory.write("# Few\n\n## S\n\n- [gone](nowhere.md)\n", to: "contracts/few.md")
    let contracts = directory.path + "/contracts"

    let run = await CommandRunner.run(["lint", contracts])
    #expect(run.code == 1)
    let lines = run.out.split(separator: "\n").map(String.init)
    let many = lines.filter { $0.hasPrefix(contracts + "/many.md:") }
    #expect(many.filter { $0.hasSuffix("[missing-link-target]") }.count == 5)
    #expect(many.filter { $0.hasSuffix("[ragged-row]") }.count == 5)
    // many.md: 11 broken links (6 more) and 6 ragged rows (1 more); few.md: one, shown.
    #expect(lines.filter { $0 == "… and 6 more (--verbose for all)" }.count == 1)
    #expect(lines.filter { $0 == "… and 1 more (--verbose for all)" }.count == 1)
    #expect(
      lines.contains(
        "\(contracts)/few.md:5:3: error: relative link to a missing file: nowhere.md [missing-link-target]"
      ))
    #expect(lines.last == "2 files linted: 18 errors, 0 warnings")

    let verbose = await CommandRunner.run(["lint", contracts, "--verbose"])
    #expect(verbose.out.components(separatedBy: "[missing-link-target]").count - 1 == 12)
    #expect(!verbose.out.contains("--verbose for all"))
  }
}
