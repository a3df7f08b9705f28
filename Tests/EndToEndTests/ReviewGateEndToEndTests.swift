import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// What CI does when a contract changes, run with the built executable on copies of the
  /// shipped contracts: a clause that differs from its reviewed baseline fails `check` by
  /// default and is named in every output with its word diff and the command that accepts it;
  /// the policy lowers it to a warning; `--strict` adds missing baselines; renames are
  /// recognised.
  @Suite struct ReviewGateEndToEndTests {
    static let contract = Workspace.contract
    static let allOutputs = [
      "--json", "out/report.json", "--junit", "out/junit.xml", "--sarif", "out/report.sarif",
      "--summary", "out/summary.md",
    ]
    /// The five clauses the published text words differently from the reviewed one, with
    /// their lines in the published file.
    static let changed = [
      ("Prerequisites › A dictionary version for Driver App product keys.", 20),
      (
        "Prerequisites › Check text direction, layout mirroring, icons, numbers, dates, maps and native/provider UI.",
        23
      ),
      ("Responsibility boundaries › RTL metadata", 35),
      ("Limits and failure states › Mixed-language screen", 65),
      ("Troubleshooting › RTL text appears without mirrored layout", 74),
    ]
    static let rtlMetadata = "driver-app-language-contract/responsibility-boundaries/rtl-metadata"

    @Test func theShippedContractDiffersFromItsReviewInFiveClausesAndFails() async throws {
      let workspace = try Workspace()
      try workspace.write("", to: "step-summary.md")
      let run = try await workspace.run(
        ["check"] + Self.allOutputs,
        environment: [
          "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": workspace.url("step-summary.md").path,
        ])
      #expect(run.status == 1)
      #expect(run.finalLine == "FAILED: 5 changed since review; 34 passed, 0 failed")
      let headings = run.lines.filter { $0.hasPrefix("CHANGED SINCE REVIEW ") }
      #expect(headings == Self.changed.map { "CHANGED SINCE REVIEW \($0.0)" })
      // One in full: where, the word diff, the docs writer's command, then the check author.
      let start = try #require(
        run.lines.firstIndex(of: "CHANGED SINCE REVIEW Responsibility boundaries › RTL metadata"))
      let block = Array(run.lines[start...].prefix(6))
      #expect(block[1] == "  at \(Self.contract):35:1")
      #expect(
        block[2]
          == "  word diff: RTL metadata | Preserve returned/stored RTL flag. | [-No reviewed native layout-direction application was found in the-]{+The+} Driver App [-source.-]{+provider does not apply native layout direction from this flag.+}"
      )
      #expect(block[3].hasPrefix("  docs writer: "))
      #expect(
        block[3].contains(
          "contract-report review --accept \(Self.contract) --clause \(Self.rtlMetadata) (this clause) or contract-report review --accept \(Self.contract) (every change in the file)"
        ))
      #expect(block[4].hasPrefix("  check author: the check declared at DriverAppContract/"))
      #expect(block[5] == "  clause \(Self.rtlMetadata)")
      #expect(run.stdout.contains("GATE FAILED review: 5 changed since review"))

      // Every output carries the same five, as failures.
      let report = try json(workspace, "out/report.json")
      #expect(try await Validators.validateReports([workspace.url("out/report.json")]).status == 0)
      let findings =
        (report["contracts"] as? [[String: Any]])?.first?["reviewFindings"]
        as? [[String: Any]] ?? []
      #expect(findings.map { $0["kind"] as? String } == Array(repeating: "changed", count: 5))
      #expect(findings.allSatisfy { $0["severity"] as? String == "error" })
      let junit = try #require(XMLTree.parse(try workspace.data("out/junit.xml")).tree)
      let failures = junit.all("failure").filter { $0["type"] == "review/changed" }
      #expect(failures.count == 5)
      #expect(failures.allSatisfy { $0.text.contains("word diff: ") })
      let sarif = try results(workspace, "out/report.sarif")
      #expect(sarif.count == 5)
      #expect(sarif.allSatisfy { $0["ruleId"] as? String == "review/changed" })
      #expect(sarif.allSatisfy { $0["level"] as? String == "error" })
      #expect(startLines(sarif) == Self.changed.map(\.1))
      let annotations = run.lines.filter { $0.hasPrefix("::error ") }
      #expect(
        annotations.map { $0.components(separatedBy: ",title=").first ?? "" }
          == Self.changed.map { "::error file=\(Self.contract),line=\($0.1),col=1" })
      #expect(annotations.allSatisfy { $0.contains("title=changed since review%3A ") })
      #expect(annotations.allSatisfy { $0.contains("::word diff: ") })
      let summary = try workspace.read("step-summary.md")
      #expect(summary == (try workspace.read("out/summary.md")))
      #expect(summary.contains("❌ failed"))
      #expect(summary.components(separatedBy: "- **changed since review** ").count - 1 == 5)

      // Accepting one clause leaves four; accepting the file leaves none.
      let accept = try await workspace.run(
        ["review", "--accept", Self.contract, "--clause", Self.rtlMetadata, "--yes"])
      #expect(accept.status == 0, "\(accept.stderr)")
      #expect(accept.stdout.contains("accepted: \(Self.rtlMetadata) in \(Workspace.baseline)"))
      let four = try await workspace.run(["check", "--quiet"])
      #expect(four.status == 1)
      #expect(four.finalLine == "FAILED: 4 changed since review; 34 passed, 0 failed")
      #expect(
        !four.stdout.contains("CHANGED SINCE REVIEW Responsibility boundaries › RTL metadata"))
      try await workspace.acceptReview()
      let none = try await workspace.run(["check", "--quiet"])
      #expect(none.status == 0)
      #expect(none.stdout == "34 passed, 0 failed\n")
    }

    @Test func policyWarnReportsTheSameFindingsAsWarnings() async throws {
      let workspace = try Workspace()
      try workspace.setPolicy(#"{"changedSinceReview": "warn"}"#)
      let run = try await workspace.run(
        ["check"] + Self.allOutputs, environment: ["GITHUB_ACTIONS": "true"])
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
      #expect(run.finalLine == "warnings: 5 changed since review; 34 passed, 0 failed")
      #expect(run.lines.filter { $0.hasPrefix("CHANGED SINCE REVIEW (warning) ") }.count == 5)
      #expect(run.lines.filter { $0.hasPrefix("::warning ") }.count == 5)
      #expect(!run.lines.contains { $0.hasPrefix("::error ") })
      let junit = try #require(XMLTree.parse(try workspace.data("out/junit.xml")).tree)
      #expect(junit["failures"] == "0")
      let notes = junit.all("system-out").filter {
        $0.text.hasPrefix("changed since review (warning)\nword diff: ")
      }
      #expect(notes.count == 5)
      let sarif = try results(workspace, "out/report.sarif")
      #expect(sarif.map { $0["level"] as? String } == Array(repeating: "warning", count: 5))
      let summary = try workspace.read("out/summary.md")
      #expect(summary.contains("✅ passed"))
      #expect(summary.components(separatedBy: "**changed since review \\(warning\\)**").count == 6)
      #expect(try await Validators.validateReports([workspace.url("out/report.json")]).status == 0)
      // --strict fails on them whatever the policy says.
      let strict = try await workspace.run(["check", "--strict", "--quiet"])
      #expect(strict.status == 1)
      #expect(strict.finalLine == "FAILED: 5 changed since review; 34 passed, 0 failed")
    }

    @Test func aRenamedSectionIsReportedWithTheChecksThatWereBoundToIt() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      try workspace.editContract(replacing: "## Troubleshooting", with: "## Diagnostics")
      let run = try await workspace.run(["check", "--json", "out/report.json"])
      #expect(run.status == 1)
      #expect(
        run.finalLine
          == "FAILED: 1 section renamed since review; 29 passed, 0 failed, 5 unbound, 5 orphaned")
      let start = try #require(
        run.lines.firstIndex(of: "SECTION RENAMED SINCE REVIEW Troubleshooting → Diagnostics"))
      #expect(run.lines[start + 1] == "  at \(Self.contract):67:1")
      #expect(
        run.lines[start + 2]
          == "  the heading was 'Troubleshooting' at \(Workspace.baseline):67")
      #expect(
        run.lines[start + 3].hasPrefix(
          "  docs writer: the heading 'Troubleshooting' reads 'Diagnostics' since review (5 of its 5 clause(s) kept); if that is meant, accept it with the file: contract-report review --accept \(Self.contract);"
        ))
      #expect(
        run.lines[start + 4].hasPrefix(
          "  check author: 5 check(s) are bound to Section(\"Troubleshooting\") and no longer run (DriverAppContract/"
        ))
      #expect(run.lines[start + 4].hasSuffix(": bind them to Section(\"Diagnostics\")"))
      // Each orphaned check sits at its row's line in the baseline, not at line 1.
      let orphans = run.lines.indices.filter {
        run.lines[$0].hasPrefix("ORPHANED Troubleshooting › ")
      }
      #expect(
        orphans.map { run.lines[$0 + 1] } == (71...75).map { "  at \(Workspace.baseline):\($0):1" })
      let report = try json(workspace, "out/report.json")
      let findings =
        (report["contracts"] as? [[String: Any]])?.first?["reviewFindings"]
        as? [[String: Any]] ?? []
      #expect(findings.map { $0["kind"] as? String } == ["section-renamed"])
      #expect((findings.first?["checks"] as? [String])?.count == 5)
      #expect(try await Validators.validateReports([workspace.url("out/report.json")]).status == 0)

      let review = try await workspace.run(["review", Self.contract])
      #expect(review.status == 1)
      #expect(review.stdout.contains("SECTION RENAMED Troubleshooting → Diagnostics ("))
      let one = try await workspace.run([
        "review", "--accept", Self.contract, "--clause",
        "driver-app-language-contract/diagnostics/app-remains-loading",
      ])
      #expect(one.status == 2)
      #expect(
        one.stderr.contains(
          "renamed from 'Troubleshooting' since review; accept the heading with the whole file: contract-report review --accept \(Self.contract)"
        ))
    }

    @Test func aContractWithoutBaselineFailsOnlyUnderStrictUnlessExempt() async throws {
      let workspace = try Workspace()
      try FileManager.default.removeItem(at: workspace.url(Workspace.baseline))
      let plain = try await workspace.run(["check"])
      #expect(plain.status == 0, "\(plain.stdout)")
      #expect(plain.finalLine == "34 passed, 0 failed")
      #expect(plain.stdout.contains("NO REVIEWED BASELINE (note) \(Self.contract)\n"))

      let strict = try await workspace.run(["check", "--strict", "--junit", "out/junit.xml"])
      #expect(strict.status == 1)
      #expect(strict.finalLine == "FAILED: 1 gate (strict:baseline); 34 passed, 0 failed")
      #expect(
        strict.stdout.contains(
          "GATE FAILED strict:baseline: 1 contract(s) without a reviewed baseline: driver-app-language-contract"
        ))
      #expect(
        strict.stdout.contains(
          "once its text is reviewed, record it: contract-report review --accept \(Self.contract)"))
      let junit = try #require(XMLTree.parse(try workspace.data("out/junit.xml")).tree)
      let missing = try #require(
        junit.all("testcase").first { $0["name"] == "\(Self.contract) (no reviewed baseline)" })
      #expect(missing.children("failure").first?["type"] == "review/no-baseline")

      try workspace.setPolicy(#"{"strictExempt": ["driver-app/language-contract.md"]}"#)
      let exempt = try await workspace.run(["check", "--strict"])
      #expect(exempt.status == 0, "\(exempt.stdout)")
      #expect(!exempt.stdout.contains("GATE FAILED"))
      #expect(exempt.finalLine == "34 passed, 0 failed")
    }

    /// The case the issue found: with the baseline accepted, a deleted decision-table row
    /// passed even under --strict (its binding goes with the row, so nothing is orphaned).
    @Test func aDeletedDecisionTableRowFailsTheRun() async throws {
      let workspace = try Workspace(keepingExamples: true)
      let examples = "contracts/driver-app/language-examples.md"
      for file in [Self.contract, examples] {
        #expect(try await workspace.run(["review", "--accept", file, "--yes"]).status == 0)
      }
      #expect(try await workspace.run(["check", "--quiet"]).status == 0)
      let row =
        "| Original key when no prefixed entry | LOGIN = Iniciar sesión | LOGIN | Log in | Iniciar sesión | original |\n"
      let text = try workspace.read(examples)
      #expect(text.contains(row))
      try workspace.write(text.replacingOccurrences(of: row, with: ""), to: examples)
      for arguments in [["check", "--quiet"], ["check", "--strict", "--quiet"]] {
        let run = try await workspace.run(arguments)
        #expect(run.status == 1)
        #expect(run.finalLine == "FAILED: 1 removed since review; 115 passed, 0 failed")
        #expect(
          run.lines.first
            == "REMOVED SINCE REVIEW Translation resolution › Original key when no prefixed entry")
        #expect(
          run.lines.dropFirst().first
            == "  at contracts/driver-app/language-examples.reviewed.md:22:1")
      }
    }

    // MARK: - Helpers

    func json(_ workspace: Workspace, _ path: String) throws -> [String: Any] {
      try workspace.json(path)
    }

    func results(_ workspace: Workspace, _ path: String) throws -> [[String: Any]] {
      SARIFLog.results(try workspace.json(path))
    }

    func startLines(_ results: [[String: Any]]) -> [Int] { SARIFLog.startLines(results) }
  }
}
