import ContractReportCLI
import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `contract-report check` as CI runs it: the built executable, a copy of the repository's
  /// contracts (edited to produce failures, unbound and orphaned clauses, lint errors), every
  /// output file validated and read back, every exit code. The shipped contract differs from
  /// its reviewed baseline in 5 clauses, which fails a run by default (`ReviewGateEndToEndTests`);
  /// tests about other things accept the published text as reviewed first.
  @Suite struct CheckEndToEndTests {
    static let contract = Workspace.contract
    static let selectCurrent =
      "driver-app-language-contract/inputs-and-result/select-current-language"
    /// Three clauses fail with these defects: lines 46, 54 and 62 of the contract.
    static let faults = [
      "CONTRACT_REPORT_PROVIDER_FAULTS": "lateResultApplied,persistOnSelectCurrent"
    ]
    /// `[FAILED: …; ][warnings: …; ]N passed, N failed[, N errored…]`.
    static var finalLine: Regex<(Substring, Substring?, Substring?, Substring?, Substring?)> {
      #/^(FAILED: [^;]+; )?(warnings: [^;]+; )?\d+ passed, \d+ failed(, \d+ (errored|unbound|orphaned|skipped))*$/#
    }
    static let allOutputs = [
      "--json", "out/report.json", "--junit", "out/junit.xml", "--sarif", "out/report.sarif",
      "--summary", "out/summary.md",
    ]

    // MARK: - Passing, failing, strict

    @Test func passingRunExitsZeroAndWritesValidOutputs() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      let run = try await workspace.run(["check"] + Self.allOutputs + ["contracts"])
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
      #expect(run.finalLine == "34 passed, 0 failed")
      #expect(run.stdout.contains("Inputs and result"))
      #expect(!run.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")

      try await expectValidReport(workspace, "out/report.json")
      let report = try json(workspace, "out/report.json")
      #expect(report["schemaVersion"] as? Int == 2)
      #expect(
        counts(report) == [
          "passed": 34, "failed": 0, "error": 0, "unbound": 0, "orphaned": 0, "skipped": 0,
        ])

      let junit = try await validJUnit(workspace, "out/junit.xml")
      let cases = junit.all("testcase").filter { $0["classname"] == "driver-app-language-contract" }
      #expect(cases.count == 34)
      #expect(cases.allSatisfy { $0.children.isEmpty })
      #expect(cases.contains { $0["name"] == "Inputs and result › Select current language" })
      #expect(junit["failures"] == "0")

      let sarif = try json(workspace, "out/report.sarif")
      #expect(sarif["version"] as? String == "2.1.0")
      #expect(results(sarif).isEmpty)

      let summary = try workspace.read("out/summary.md")
      #expect(summary.hasPrefix("## Driver App language compliance: ✅ passed"))
    }

    @Test func failingClausesExitOneAndPointAtTheRows() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      let run = try await workspace.run(["check"] + Self.allOutputs, environment: Self.faults)
      #expect(run.status == 1)
      #expect(run.finalLine == "31 passed, 3 failed")
      #expect(run.stderr.contains("CONTRACT_REPORT_PROVIDER_FAULTS is set"))
      // The failure in full: name, file:line, the cell, what the contract says, expected, observed.
      let lines = run.lines
      let start = try #require(
        lines.firstIndex(of: "FAILED Inputs and result › Select current language"))
      #expect(
        Array(lines[start...].prefix(6)) == [
          "FAILED Inputs and result › Select current language",
          "  at \(Self.contract):46:1",
          "  Transition:",
          "    contract says: No selection change.",
          "    expected: no selection change: es, no write, no request",
          "    observed: selection es, 1 storage/service/client call(s)",
        ])
      #expect(run.stdout.contains("GATE FAILED clauses: 3 failed, 0 errored"))

      try await expectValidReport(workspace, "out/report.json")
      let report = try json(workspace, "out/report.json")
      #expect(counts(report)["failed"] == 3)
      #expect(
        report["injectedFaults"] as? [String] == ["lateResultApplied", "persistOnSelectCurrent"])
      let failed = clauseResults(report).filter { $0["verdict"] as? String == "failed" }
      #expect(failed.map { $0["clauseID"] as? String }.contains(Self.selectCurrent))

      let junit = try await validJUnit(workspace, "out/junit.xml")
      let failures = junit.all("failure")
      #expect(failures.count == 3)
      #expect(junit["failures"] == "3")
      let selectCase = try #require(
        junit.all("testcase").first { $0["name"] == "Inputs and result › Select current language" })
      #expect(selectCase["file"] == Self.contract)
      #expect(selectCase["line"] == "46")
      let failure = try #require(selectCase.children("failure").first)
      #expect(failure["type"] == "failed")
      #expect(
        failure["message"]
          == "Transition: expected no selection change: es, no write, no request, observed selection es, 1 storage/service/client call(s); Result: expected the same state as before, observed state changed: /persistence/status; Partial/failure boundary: expected reselecting es over a failed dictionary changes nothing: no request, still fallbackOnly, observed 1 storage/service/client call(s), readiness fallbackOnly"
      )
      #expect(failure.text.contains("expected: the same state as before"))
      #expect(failure.text.contains("at \(Self.contract):46:1"))

      let sarif = try json(workspace, "out/report.sarif")
      let sarifResults = results(sarif)
      #expect(sarifResults.count == 3)
      for result in sarifResults {
        #expect(result["ruleId"] as? String == "clause/failed")
        #expect(result["level"] as? String == "error")
      }
      #expect(startLines(sarifResults) == [46, 54, 62])

      let summary = try workspace.read("out/summary.md")
      #expect(summary.hasPrefix("## Driver App language compliance: ❌ failed"))
      #expect(summary.contains("Select current language"))
    }

    @Test func strictAddsUnboundOrphanedAndMissingBaselinesToTheReviewGate() async throws {
      let workspace = try Workspace()
      // The shipped contract has 5 clauses changed since its reviewed baseline: they fail the
      // run with and without --strict; --strict adds no gate failure of its own here.
      let plain = try await workspace.run(["check", "--quiet"])
      #expect(plain.status == 1)
      let strict = try await workspace.run(["check", "--strict"] + Self.allOutputs)
      #expect(strict.status == 1)
      #expect(strict.finalLine == "FAILED: 5 changed since review; 34 passed, 0 failed")
      #expect(strict.stdout.contains("GATE FAILED review: 5 changed since review"))
      #expect(!strict.stdout.contains("GATE FAILED strict:"))
      try await expectValidReport(workspace, "out/report.json")
      let report = try json(workspace, "out/report.json")
      #expect(report["strict"] as? Bool == true)
      #expect(
        (report["gates"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
          .filter { $0.hasPrefix("strict:") } == [
            "strict:unbound", "strict:orphaned", "strict:baseline",
          ])
      let junit = try await validJUnit(workspace, "out/junit.xml")
      #expect(junit.all("failure").filter { $0["type"] == "review/changed" }.count == 5)
      let sarif = try results(json(workspace, "out/report.sarif"))
      #expect(sarif.filter { $0["ruleId"] as? String == "review/changed" }.count == 5)
    }

    @Test func unboundAndOrphanedAreReportedAndFailOnlyUnderStrict() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      // Rename a row (its check is orphaned, the new row unbound) and delete another (orphaned).
      try workspace.editContract(
        replacing: "| App remains loading |", with: "| App keeps loading |")
      try workspace.editContract(
        replacing:
          "| RTL flag present | Metadata says language is RTL. | Verify native layout direction separately. |\n",
        with: "")
      // The rename and the removal are differences from the reviewed baseline: they fail the
      // run by default, and are warnings with policy changedSinceReview "warn", where unbound
      // clauses and orphaned checks do not fail the run either.
      let byDefault = try await workspace.run(["check", "--quiet"])
      #expect(byDefault.status == 1)
      #expect(
        byDefault.finalLine
          == "FAILED: 1 removed, 1 renamed since review; 32 passed, 0 failed, 1 unbound, 2 orphaned"
      )
      try workspace.setPolicy(#"{"changedSinceReview": "warn"}"#)
      let run = try await workspace.run(["check"] + Self.allOutputs)
      #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
      #expect(
        run.finalLine
          == "warnings: 1 removed, 1 renamed since review; 32 passed, 0 failed, 1 unbound, 2 orphaned"
      )
      #expect(run.stdout.contains("UNBOUND Troubleshooting › App keeps loading"))
      #expect(run.stdout.contains("ORPHANED Troubleshooting › App remains loading"))
      #expect(run.stdout.contains("ORPHANED Limits and failure states › RTL flag present"))
      // Orphaned checks point at the removed row's line in the baseline and quote it.
      #expect(
        run.stdout.contains(
          "ORPHANED Limits and failure states › RTL flag present\n  at \(Workspace.baseline):64:1\n  orphaned check: the clause it is bound to was removed since review; the reviewed baseline read: \"RTL flag present | Metadata says language is RTL. | Verify native layout direction separately.\""
        ))
      #expect(
        run.stdout.contains(
          "ORPHANED Troubleshooting › App remains loading\n  at \(Workspace.baseline):73:1\n"))
      try await expectValidReport(workspace, "out/report.json")
      var junit = try await validJUnit(workspace, "out/junit.xml")
      let unbound = try #require(
        junit.all("testcase").first { $0["name"] == "Troubleshooting › App keeps loading" })
      let skipped = try #require(unbound.children("skipped").first)
      #expect(
        skipped["message"]?.hasPrefix(
          "unbound: prose row: it needs a check written in Swift (see README, Writing checks)")
          == true)
      #expect(junit.all("skipped").count == 3)
      #expect(junit.all("failure").isEmpty)
      var sarif = try results(json(workspace, "out/report.sarif"))
      #expect(
        sarif.map { "\($0["ruleId"] as? String ?? "") \($0["level"] as? String ?? "")" } == [
          "clause/unbound note", "review/renamed warning", "clause/orphaned warning",
          "review/removed warning", "clause/orphaned warning",
        ])

      let strict = try await workspace.run(["check", "--strict", "--quiet"] + Self.allOutputs)
      #expect(strict.status == 1)
      #expect(strict.stdout.contains("GATE FAILED strict:unbound: 1 unbound clause(s)"))
      #expect(strict.stdout.contains("GATE FAILED strict:orphaned: 2 orphaned check(s)"))
      #expect(
        strict.finalLine
          == "FAILED: 2 gates (strict:unbound, strict:orphaned), 1 removed, 1 renamed since review; 32 passed, 0 failed, 1 unbound, 2 orphaned"
      )
      try await expectValidReport(workspace, "out/report.json")
      junit = try await validJUnit(workspace, "out/junit.xml")
      #expect(junit.all("failure").filter { $0["type"] == "unbound" }.count == 1)
      #expect(junit.all("failure").filter { $0["type"] == "orphaned" }.count == 2)
      sarif = try results(json(workspace, "out/report.sarif"))
      #expect(sarif.filter { $0["level"] as? String == "error" }.count == sarif.count)
    }

    @Test func lintErrorsFailTheRunAndAppearInEveryOutput() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      try workspace.editContract(
        replacing: "| Language loading | Metadata or dictionary work is unsettled. |",
        with: "| Language loading | Metadata | or dictionary work is unsettled. |")
      let run = try await workspace.run(
        ["check"] + Self.allOutputs, environment: ["GITHUB_ACTIONS": "true"])
      #expect(run.status == 1)
      #expect(run.stdout.contains("LINT ERROR contract lint: ragged-row"))
      #expect(run.stdout.contains("GATE FAILED lint: 1 lint error(s)"))
      // The last line says so (a lint error no longer hides behind "34 passed, 0 failed"), and
      // counts the edited row, which now differs from its reviewed text.
      #expect(run.finalLine == "FAILED: 1 gate (lint), 1 changed since review; 34 passed, 0 failed")
      #expect(run.lines.contains { $0.hasPrefix("::error file=\(Self.contract),line=60,") })
      try await expectValidReport(workspace, "out/report.json")
      let junit = try await validJUnit(workspace, "out/junit.xml")
      let gate = try #require(
        junit.all("testcase").first { $0["classname"] == "contract-report.gates" })
      #expect(gate["name"] == "lint")
      #expect(gate.children("failure").first?.text.contains("[ragged-row]") == true)
      let sarif = try results(json(workspace, "out/report.sarif"))
      let lint = try #require(sarif.first { $0["ruleId"] as? String == "lint/ragged-row" })
      #expect(lint["level"] as? String == "error")
      #expect(startLines([lint]) == [60])
    }

    // MARK: - GitHub Actions

    @Test func gitHubActionsGetsAnnotationsAndAStepSummary() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      try workspace.write("output of an earlier step\n", to: "step-summary.md")
      let environment = Self.faults.merging([
        "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": workspace.url("step-summary.md").path,
      ]) { _, new in new }
      let run = try await workspace.run(
        ["check", "--summary", "out/summary.md", "--json", "out/report.json"],
        environment: environment)
      #expect(run.status == 1)
      let annotations = run.lines.filter { $0.hasPrefix("::error ") }
      #expect(annotations.count == 3)
      #expect(
        annotations.first
          == "::error file=\(Self.contract),line=46,col=1,title=clause failed%3A Inputs and result › Select current language::Transition:%0A  contract says: No selection change.%0A  expected: no selection change: es, no write, no request%0A  observed: selection es, 1 storage/service/client call(s)%0AResult:%0A  contract says: Existing state retained.%0A  expected: the same state as before%0A  observed: state changed: /persistence/status%0APartial/failure boundary:%0A  contract says: Does not prove existing dictionary/currentness.%0A  expected: reselecting es over a failed dictionary changes nothing: no request, still fallbackOnly%0A  observed: 1 storage/service/client call(s), readiness fallbackOnly"
      )
      // The human report is printed with workflow commands stopped, the final line stays last.
      let stop = try #require(run.lines.first)
      #expect(stop.hasPrefix("::stop-commands::"))
      let token = String(stop.dropFirst("::stop-commands::".count))
      #expect(token.count >= 32)
      let resume = try #require(run.lines.firstIndex(of: "::\(token)::"))
      #expect(run.lines[1..<resume].contains("FAILED Inputs and result › Select current language"))
      #expect(run.lines[1..<resume].allSatisfy { !$0.hasPrefix("::error") })
      #expect(run.finalLine == "31 passed, 3 failed")

      let summary = try workspace.read("out/summary.md")
      let stepSummary = try workspace.read("step-summary.md")
      #expect(stepSummary == "output of an earlier step\n" + summary)
      #expect(summary.contains("❌ failed"))
      #expect(summary.contains("Select current language"))
    }

    @Test func withoutGitHubActionsThereAreNoWorkflowCommands() async throws {
      let workspace = try Workspace()
      try workspace.write("untouched\n", to: "step-summary.md")
      let run = try await workspace.run(
        ["check"],
        environment: Self.faults.merging([
          "GITHUB_STEP_SUMMARY": workspace.url("step-summary.md").path
        ]) { _, new in new })
      #expect(run.status == 1)
      #expect(!run.stdout.contains("::"))
      #expect(try workspace.read("step-summary.md") == "untouched\n")
    }

    // MARK: - Exit code 2

    @Test(arguments: [
      (["--bogus"], "unknown option '--bogus' for 'check'"),
      (["--json"], "option '--json' needs a value"),
      (["no-such-dir"], "no-such-dir: error: no such file or directory"),
      (["--jobs", "0"], "--jobs needs a positive number"),
      (["--rerun-failed", "missing.json"], "missing.json: error: no such file or directory"),
      (["--rerun-failed", Workspace.contract], "not a contract-report JSON report"),
    ])
    func usageErrorsAndMissingInputExitTwo(arguments: [String], message: String) async throws {
      let workspace = try Workspace()
      let run = try await workspace.run(["check", "--json", "out/report.json"] + arguments)
      #expect(run.status == 2)
      #expect(run.stderr.contains(message), "\(run.stderr)")
      #expect(run.stderr.split(separator: "\n").count == 1)
      #expect(!workspace.exists("out/report.json"))
    }

    @Test func unknownCommandExitsTwo() async throws {
      let workspace = try Workspace()
      let run = try await workspace.run(["frobnicate", "--json", "out/report.json"])
      #expect(run.status == 2)
      #expect(run.stderr == "error: unknown command 'frobnicate'; see 'contract-report --help'\n")
    }

    @Test func unreadableInputExitsTwo() async throws {
      let workspace = try Workspace()
      try Data([0x23, 0x20, 0x41, 0x00, 0x0A]).write(to: workspace.url("contracts/binary.md"))
      try Data([0x23, 0x20, 0xC3, 0x28, 0x0A]).write(to: workspace.url("contracts/latin1.md"))
      let run = try await workspace.run(["check", "--json", "out/report.json"])
      #expect(run.status == 2)
      #expect(run.stderr.contains("contracts/binary.md:1:4: error: binary file"))
      #expect(run.stderr.contains("contracts/latin1.md:1:3: error: invalid UTF-8"))
      #expect(!workspace.exists("out/report.json"))
    }

    @Test func unknownProviderFaultExitsTwo() async throws {
      let workspace = try Workspace()
      let run = try await workspace.run(
        ["check"], environment: ["CONTRACT_REPORT_PROVIDER_FAULTS": "persistOnSelectCurrent,nope"])
      #expect(run.status == 2)
      #expect(
        run.stderr.hasPrefix(
          "error: CONTRACT_REPORT_PROVIDER_FAULTS: unknown provider fault 'nope'"))
      #expect(run.stderr.split(separator: "\n").count == 1)
    }

    // MARK: - Selecting what runs

    @Test func rerunFailedRunsOnlyThePreviousFailures() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      let first = try await workspace.run(
        ["check", "--json", "first.json"], environment: Self.faults)
      #expect(first.status == 1)
      let failedBefore = Set(
        clauseResults(try json(workspace, "first.json")).filter {
          $0["verdict"] as? String == "failed"
        }
        .compactMap { $0["clauseID"] as? String })
      #expect(failedBefore.count == 3)

      // Still broken: the same three fail, nothing else runs.
      let again = try await workspace.run(
        ["check", "--rerun-failed", "first.json", "--json", "again.json"], environment: Self.faults)
      #expect(again.status == 1)
      #expect(again.finalLine == "0 passed, 3 failed, 31 skipped")
      try await expectValidReport(workspace, "again.json")
      let ran = clauseResults(try json(workspace, "again.json")).filter {
        $0["verdict"] as? String != "skipped"
      }
      #expect(Set(ran.compactMap { $0["clauseID"] as? String }) == failedBefore)

      // Fixed: the three pass.
      let fixed = try await workspace.run(["check", "--rerun-failed", "first.json"])
      #expect(fixed.status == 0)
      #expect(fixed.finalLine == "3 passed, 0 failed, 31 skipped")

      // A report with no failure: nothing to re-run, said on stderr.
      let passing = try await workspace.run(["check", "--json", "passing.json"])
      #expect(passing.status == 0)
      let nothing = try await workspace.run(["check", "--rerun-failed", "passing.json"])
      #expect(nothing.status == 0)
      #expect(nothing.finalLine == "0 passed, 0 failed, 34 skipped")
      #expect(nothing.stderr.contains("nothing to re-run"))
    }

    @Test func failFastStopsAfterTheFirstFailure() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      let run = try await workspace.run(
        ["check", "--fail-fast", "--json", "out/report.json"], environment: Self.faults)
      #expect(run.status == 1)
      let results = clauseResults(try json(workspace, "out/report.json"))
      let failed = results.filter { $0["verdict"] as? String == "failed" }
      #expect(failed.map { $0["clauseID"] as? String } == [Self.selectCurrent])
      let index = try #require(
        results.firstIndex { $0["clauseID"] as? String == Self.selectCurrent })
      #expect(results[..<index].allSatisfy { $0["verdict"] as? String == "passed" })
      #expect(
        results[(index + 1)...].allSatisfy {
          $0["verdict"] as? String == "skipped"
            && ($0["message"] as? String)?.contains("--fail-fast") == true
        })
      #expect(run.finalLine == "\(index) passed, 1 failed, \(results.count - index - 1) skipped")
    }

    @Test func filtersSkipEverythingElse() async throws {
      let workspace = try Workspace()
      // A filtered run weighs only the review differences of the clauses it runs: the
      // selected clause is unchanged since review, Troubleshooting has one changed clause.
      let byClause = try await workspace.run(
        ["check", "--clause", "*/select-current-language", "--json", "out/clause.json"],
        environment: Self.faults)
      #expect(byClause.status == 1)
      #expect(byClause.finalLine == "0 passed, 1 failed, 33 skipped")
      let bySection = try await workspace.run(
        [
          "check", "--section", "Troubleshooting", "--junit", "out/junit.xml", "--json",
          "out/section.json",
        ])
      #expect(bySection.status == 1)
      #expect(
        bySection.finalLine == "FAILED: 1 changed since review; 5 passed, 0 failed, 29 skipped")
      #expect(
        bySection.stdout.contains(
          "CHANGED SINCE REVIEW Troubleshooting › RTL text appears without mirrored layout"))
      try await expectValidReport(workspace, "out/clause.json", "out/section.json")
      let junit = try await validJUnit(workspace, "out/junit.xml")
      #expect(junit.all("skipped").count == 29)
      #expect(junit.all("skipped").allSatisfy { $0["message"] == "filtered out of this run" })
    }

    @Test func dryRunRunsNothing() async throws {
      let workspace = try Workspace()
      let run = try await workspace.run(
        ["check", "--dry-run", "--json", "out/report.json", "--junit", "out/junit.xml"],
        environment: Self.faults)
      // Nothing runs, but the text is still compared with its reviewed baseline.
      #expect(run.status == 1)
      #expect(run.finalLine == "FAILED: 5 changed since review; 0 passed, 0 failed, 34 skipped")
      try await expectValidReport(workspace, "out/report.json")
      let results = clauseResults(try json(workspace, "out/report.json"))
      #expect(results.count == 34)
      #expect(
        results.allSatisfy {
          $0["verdict"] as? String == "skipped"
            && $0["message"] as? String == "dry run: a check is bound, not run"
        })
      _ = try await validJUnit(workspace, "out/junit.xml")
    }

    // MARK: - Terminal

    @Test func quietPrintsFailuresAndTheFinalLineOnly() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      let run = try await workspace.run(["check", "--quiet"], environment: Self.faults)
      #expect(run.status == 1)
      #expect(!run.stdout.contains("Section"))
      #expect(!run.stdout.contains("Driver App language contract"))
      #expect(run.lines.filter { $0.hasPrefix("FAILED ") }.count == 3)
      #expect(run.finalLine == "31 passed, 3 failed")
      let passing = try await workspace.run(["check", "--quiet"])
      #expect(passing.stdout == "34 passed, 0 failed\n")
    }

    @Test func finalLineHasTheFormatCIToolsRead() async throws {
      let workspace = try Workspace()
      for (arguments, environment) in [
        (["check"], [:]), (["check", "--dry-run"], [:]), (["check"], Self.faults),
      ] {
        let run = try await workspace.run(arguments, environment: environment)
        #expect(run.finalLine.wholeMatch(of: Self.finalLine) != nil, "\(run.finalLine)")
      }
    }

    @Test func helpDocumentsExitCodesAndOptions() async throws {
      let workspace = try Workspace()
      let run = try await workspace.run(["help", "check"])
      #expect(run.status == 0)
      for text in [
        "Exit codes: 0", "2 usage error or unreadable input", "--strict", "--fail-fast",
        "--rerun-failed FILE", "--junit FILE", "--sarif FILE", "--summary FILE", "GITHUB_ACTIONS",
      ] {
        #expect(run.stdout.contains(text), "help lacks \(text)")
      }
      #expect(!run.stdout.contains("CONTRACT_REPORT_PROVIDER_FAULTS"))
    }

    // MARK: - Determinism

    @Test func outputsAreByteIdenticalBetweenRuns() async throws {
      let workspace = try Workspace()
      for environment in [[:], Self.faults] {
        var outputs: [[Data]] = []
        for run in 1...2 {
          let files = ["r\(run).json", "j\(run).xml", "s\(run).sarif", "m\(run).md"]
          let result = try await workspace.run(
            [
              "check", "--json", files[0], "--junit", files[1], "--sarif", files[2], "--summary",
              files[3],
            ],
            environment: environment)
          #expect(result.status == 1)
          outputs.append(try files.map { try workspace.data($0) })
        }
        #expect(outputs[0] == outputs[1])
      }
    }

    @Test func timestampAddsTimesThatStillValidate() async throws {
      let workspace = try Workspace()
      try await workspace.acceptReview()
      let run = try await workspace.run(
        ["check", "--timestamp", "--json", "out/report.json", "--junit", "out/junit.xml"])
      #expect(run.status == 0)
      try await expectValidReport(workspace, "out/report.json")
      let report = try json(workspace, "out/report.json")
      #expect(report["generatedAt"] is String)
      #expect(report["durationSeconds"] is Double || report["durationSeconds"] is Int)
      let junit = try await validJUnit(workspace, "out/junit.xml")
      #expect(junit.children("testsuite").first?["timestamp"] != nil)
    }

    @Test func schemaRejectsReportsThatBreakIt() async throws {
      let workspace = try Workspace()
      let run = try await workspace.run(["check", "--json", "good.json"], environment: Self.faults)
      #expect(run.status == 1)
      let good = try workspace.read("good.json")
      let mutations = [
        ("bad-verdict.json", "\"verdict\" : \"failed\"", "\"verdict\" : \"broken\""),
        ("extra-key.json", "\"strict\" : false", "\"strict\" : false, \"surprise\" : 1"),
        ("missing-key.json", "\"schemaVersion\" : 2,", ""),
        ("bad-fingerprint.json", "\"sha256\" : \"", "\"sha256\" : \"XYZ"),
      ]
      for (file, old, new) in mutations {
        #expect(good.contains(old), "\(old)")
        try workspace.write(good.replacingOccurrences(of: old, with: new), to: file)
        let outcome = try await Validators.validateReports([workspace.url(file)])
        #expect(outcome.status == 1, "\(file) was accepted")
      }
    }

    // MARK: - Helpers

    func expectValidReport(_ workspace: Workspace, _ paths: String...) async throws {
      let outcome = try await Validators.validateReports(paths.map(workspace.url))
      #expect(outcome.status == 0, "\(outcome.output)")
    }

    func validJUnit(_ workspace: Workspace, _ path: String) async throws -> XMLTree {
      let outcome = try await Validators.validateJUnit(workspace.url(path))
      #expect(outcome.status == 0, "\(outcome.output)")
      let parsed = XMLTree.parse(try workspace.data(path))
      let tree = try #require(parsed.tree, "\(parsed.error ?? "")")
      #expect(tree.name == "testsuites")
      return tree
    }

    func json(_ workspace: Workspace, _ path: String) throws -> [String: Any] {
      try workspace.json(path)
    }

    func counts(_ report: [String: Any]) -> [String: Int] {
      (report["totals"] as? [String: Int]) ?? [:]
    }

    func clauseResults(_ report: [String: Any]) -> [[String: Any]] {
      let contracts = report["contracts"] as? [[String: Any]] ?? []
      return contracts.flatMap {
        ($0["verification"] as? [String: Any])?["results"] as? [[String: Any]] ?? []
      }
    }

    func results(_ sarif: [String: Any]) -> [[String: Any]] { SARIFLog.results(sarif) }

    func startLines(_ results: [[String: Any]]) -> [Int] { SARIFLog.startLines(results) }
  }

  /// Colour depends on the console (a terminal, `NO_COLOR`), which the executable's tests cannot
  /// fake: these run the same command line in-process with a capturing console.
  @Suite struct CheckColourTests {
    final class Capture: @unchecked Sendable {
      private let lock = NSLock()
      private var text = ""

      func append(_ more: String) { lock.withLock { text += more } }
      var value: String { lock.withLock { text } }
    }

    func run(environment: [String: String], isTerminal: Bool) async throws -> String {
      let workspace = try Workspace()
      let out = Capture()
      let console = Console(
        environment: environment, isTerminal: isTerminal, writeOut: { out.append($0) },
        writeError: { _ in })
      let status = await ContractReportCommand.run(
        ["check", workspace.url("contracts").path], console: console)
      #expect(status == 1)
      return out.value
    }

    static let faults = ["CONTRACT_REPORT_PROVIDER_FAULTS": "persistOnSelectCurrent"]

    @Test func colourOnATerminal() async throws {
      let text = try await run(environment: Self.faults, isTerminal: true)
      #expect(text.contains("\u{1B}[1;31mFAILED\u{1B}[0m"))
      #expect(text.hasSuffix("\nFAILED: 5 changed since review; 33 passed, 1 failed\n"))
    }

    @Test func noColourWithNO_COLOROrWithoutATerminal() async throws {
      let noColor = Self.faults.merging(["NO_COLOR": "1"]) { _, new in new }
      for (environment, isTerminal) in [(noColor, true), (Self.faults, false)] {
        let text = try await run(environment: environment, isTerminal: isTerminal)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("FAILED Inputs and result › Select current language"))
      }
    }
  }
}
