import Foundation
import Testing

/// `check` and `lint` cut long lists on the terminal and say how to see them all; `--verbose`
/// and the machine-read outputs keep every item.
@Suite struct LongListCommandTests {
  static func workspace() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    var text = "# Long\n\n## Rows\n\n| Key | Value |\n|---|---|\n"
    for row in 0..<12 { text += "| key \(row) | value |\n" }
    text += "\n## Ragged\n\n| Key | Value |\n|---|---|\n"
    for row in 0..<9 { text += "| ragged \(row) | a | b |\n" }
    try directory.write(text, to: "contracts/long.md")
    return directory
  }

  @Test func checkListsFiveUnboundPerSectionUnlessVerbose() async throws {
    let directory = try Self.workspace()
    defer { directory.remove() }
    let contracts = directory.path + "/contracts"
    let json = directory.path + "/out/report.json"
    let cut = await CommandRunner.run(["check", contracts, "--json", json])
    let lines = cut.out.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasPrefix("UNBOUND Rows › ") }.count == 5)
    #expect(lines.filter { $0.hasPrefix("UNBOUND Ragged › ") }.count == 5)
    #expect(lines.filter { $0 == "  … and 7 more (--verbose for all)" }.count == 1)
    // Ragged's unbound rows, and the nine ragged-row lint errors of the same rows.
    #expect(lines.filter { $0 == "  … and 4 more (--verbose for all)" }.count == 2)
    #expect(lines.filter { $0.hasPrefix("LINT ERROR contract lint: ragged-row") }.count == 5)
    #expect(lines.last == "FAILED: 1 gate (lint); 0 passed, 0 failed, 21 unbound")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json)))
        as? [String: Any])
    let contract = try #require((report["contracts"] as? [[String: Any]])?.first)
    let results = (contract["verification"] as? [String: Any])?["results"] as? [[String: Any]]
    #expect(results?.count == 21)

    let verbose = await CommandRunner.run(["check", contracts, "--verbose"])
    #expect(verbose.out.components(separatedBy: "\nUNBOUND ").count - 1 == 21)
    #expect(!verbose.out.contains("--verbose for all"))
  }

  @Test func lintListsFiveFindingsOfARulePerFileUnlessVerbose() async throws {
    let directory = try Self.workspace()
    defer { directory.remove() }
    let contracts = directory.path + "/contracts"
    let cut = await CommandRunner.run(["lint", contracts])
    let lines = cut.out.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.hasSuffix("[ragged-row]") }.count == 5)
    #expect(lines.contains("… and 4 more (--verbose for all)"))
    #expect(lines.last == "1 file linted: 9 errors, 0 warnings")
    let verbose = await CommandRunner.run(["lint", contracts, "--verbose"])
    #expect(verbose.out.components(separatedBy: "[ragged-row]").count - 1 == 9)
    let json = await CommandRunner.run(["lint", contracts, "--format", "json"])
    #expect(json.out.components(separatedBy: "\"rule\" : \"ragged-row\"").count - 1 == 9)
  }
}
