import Foundation
import Testing

/// `contract-report fixtures`: every fixture with its columns and an example row that runs
/// when pasted; `docs/fixtures.md` is its Markdown listing and cannot drift from it.
@Suite struct FixturesCommandTests {
  @Test func theDocsPageIsTheCommandsListing() async throws {
    let run = await CommandRunner.run(
      ["fixtures", "--format", "markdown", Repository.contracts.path])
    #expect(run.code == 0, "\(run.error)")
    let page = try String(
      contentsOf: Repository.root.appendingPathComponent("docs/fixtures.md"), encoding: .utf8)
    #expect(
      page == run.out,
      "docs/fixtures.md is stale: regenerate it with `swift run contract-report fixtures --format markdown > docs/fixtures.md`"
    )
  }

  @Test func theTextListingGivesEveryColumnsRoleTypeAndDefault() async throws {
    let run = await CommandRunner.run(["fixtures", Repository.contracts.path])
    #expect(run.code == 0, "\(run.error)")
    #expect(run.out.hasPrefix("Translation resolution\n"), "\(run.out)")
    #expect(run.out.hasSuffix("\n3 fixtures\n"), "\(run.out)")
    #expect(
      run.out.contains(
        "    Language      input, one of es, en, ar, fr, he, es-MX, ckb; default es; the stored language\n"
      ), "\(run.out)")
    #expect(
      run.out.contains("    Shown text?   result, text; the text the screen renders\n"),
      "\(run.out)")
    #expect(run.out.contains("    Key           input, required, text;"), "\(run.out)")
  }

  @Test func theJSONListingHoldsEveryFixture() async throws {
    let run = await CommandRunner.run(["fixtures", "--format", "json", Repository.contracts.path])
    #expect(run.code == 0, "\(run.error)")
    let listing = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
    let fixtures = try #require(listing?["fixtures"] as? [[String: Any]])
    #expect(
      fixtures.map { $0["name"] as? String ?? "" } == [
        "Translation resolution", "Selection sequence", "Storage isolation",
      ])
    for fixture in fixtures {
      #expect(fixture["runs"] as? String == "swift")
      #expect(fixture["binds"] as? String == "header signature")
      let columns = try #require(fixture["columns"] as? [[String: Any]])
      for column in columns {
        #expect(["input", "result"].contains(column["role"] as? String))
        #expect((column["type"] as? String)?.isEmpty == false)
      }
    }
  }

  /// Each example row, pasted into a new contract under any heading, runs and passes (with a
  /// generous hang guard: on a loaded machine the rows wait their turn).
  @Test func everyExampleRowRunsWhenPasted() async throws {
    let listing = await CommandRunner.run(
      ["fixtures", "--format", "json", Repository.contracts.path])
    let json = try JSONSerialization.jsonObject(with: Data(listing.out.utf8)) as? [String: Any]
    let fixtures = try #require(json?["fixtures"] as? [[String: Any]])
    var contract = "# Pasted examples\n"
    for (index, fixture) in fixtures.enumerated() {
      contract += "\n## Pasted \(index)\n\n\(try #require(fixture["example"] as? String))\n"
    }
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(contract, to: "pasted.md")
    let run = await CommandRunner.run(["check", "--timeout", "120", folder.path])
    #expect(run.code == 0, "\(run.out)")
    #expect(run.out.hasSuffix("\n\(fixtures.count) passed, 0 failed\n"), "\(run.out)")
  }

  @Test func anUnknownFormatIsAUsageError() async {
    let run = await CommandRunner.run(["fixtures", "--format", "yaml"])
    #expect(run.code == 2)
    #expect(run.error.contains("--format must be 'text', 'json' or 'markdown', got 'yaml'"))
  }
}
