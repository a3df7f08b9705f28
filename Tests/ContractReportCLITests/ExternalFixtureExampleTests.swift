import Foundation
import TestSupport
import Testing

/// The worked example `examples/external-fixture`: a contract checked against a component
/// written in Python through a command fixture, with no Swift.
@Suite struct ExternalFixtureExampleTests {
  static let example = Repository.root.appendingPathComponent("examples/external-fixture")

  /// A copy of the example, so a run writes nothing into the repository.
  static func copy() throws -> TemporaryDirectory {
    // Fails naming the package when python3 is missing: never a skip.
    _ = try RequiredTool.python3.locate()
    let folder = try TemporaryDirectory()
    for name in try FileManager.default.contentsOfDirectory(atPath: example.path)
    where !name.hasPrefix(".") && name != "__pycache__" {
      try FileManager.default.copyItem(
        at: example.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
    }
    return folder
  }

  @Test func theRightRowsPassAndTheWrongOneFails() async throws {
    let folder = try Self.copy()
    defer { folder.remove() }
    // A generous hang guard (half of it is each row's command timeout): python3 starts
    // slowly on a loaded machine, and no verdict may depend on that.
    let run = await CommandRunner.run(
      ["check", "--timeout", "120", "--json", folder.path + "/report.json", folder.path])
    #expect(run.code == 1, "the wrong row fails the run: \(run.out)\(run.error)")
    #expect(run.out.hasSuffix("9 passed, 1 failed\n"), "\(run.out)")
    let results = try FixtureBindingTests.results(try #require(folder.read("report.json")))
    #expect(results.count == 10)
    for (key, result) in results {
      let expected = key.hasPrefix("Wrong on purpose") ? "failed" : "passed"
      #expect(result["verdict"] as? String == expected, "\(key): \(result["message"] ?? "")")
      // Bound by header signature, by the settings' named table, by the front matter.
      let declared = [
        "Locales": "contract-report.json: fixtures.commands[0]",
        "Rounding": "contract-report.json: fixtures.tables[0]",
        "Refusals": "price-display.md:4:1 (front matter)",
      ]
      let suffix = try #require(declared[result["section"] as? String ?? ""])
      #expect(
        (result["checkDeclaredAt"] as? String)?.hasSuffix(suffix) == true,
        "\(key): \(result["checkDeclaredAt"] ?? "")")
    }
    let wrong = try #require(results["Wrong on purpose: yen with cents"])
    #expect(wrong["message"] as? String == "Shown?: expected ¥1,234.00, observed ¥1,234")
    let refusal = try #require(results["Negative amount"])
    let shown = try #require(
      (refusal["observations"] as? [[String: Any]])?.first { $0["column"] as? String == "Shown?" })
    #expect(shown["observed"] as? String == "error: negative amount")
  }

  @Test func theFixturesCommandListsTheCommandFixture() async throws {
    let folder = try Self.copy()
    defer { folder.remove() }
    let run = await CommandRunner.run(["fixtures", "--format", "json", folder.path])
    #expect(run.code == 0, "\(run.error)")
    let listing = try JSONSerialization.jsonObject(with: Data(run.out.utf8)) as? [String: Any]
    let fixtures = try #require(listing?["fixtures"] as? [[String: Any]])
    let price = try #require(fixtures.first { $0["name"] as? String == "Price display" })
    #expect(price["runs"] as? String == "command")
    #expect(price["command"] as? String == "python3 price_fixture.py")
    let columns = try #require(price["columns"] as? [[String: Any]])
    #expect(
      columns.map { "\($0["header"] ?? ""):\($0["role"] ?? ""):\($0["type"] ?? "")" } == [
        "Amount:input:number", "Currency:input:choice", "Locale:input:choice",
        "Rounding:input:choice", "Shown?:result:text", "Minor units?:result:number",
      ])
    #expect(columns[1]["vocabulary"] as? [String] == ["EUR", "USD", "JPY"])
    #expect(columns[1]["default"] as? String == "EUR")
    #expect(
      price["example"] as? String
        == "| Example | Amount | Currency | Locale | Shown? | Minor units? |\n| --- | --- | --- | --- | --- | --- |\n| Example of price display | 1234.5 | EUR | es | 1.234,50 € | 2 |"
    )
  }
}
