import Foundation
import Testing

extension EndToEnd {
  /// `contract-report check contracts/` against `examples/react-provider/`, an unmodified React
  /// language context run by `adapters/react/`: every clause of both shipped contracts runs,
  /// none errors, exactly the clauses of the example's known defects fail (each with its
  /// reason), and a second run, with a process per check, gives the same verdicts cell by cell. A provider that cannot load,
  /// never settles or writes non-JSON is a clause error with its reason and stderr, and the run
  /// goes on.
  @Suite struct ReactProviderEndToEndTests {
    /// One clause's result in the JSON report: verdict, message and every cell.
    struct ClauseResult: Hashable, Sendable, CustomStringConvertible {
      var clause: String
      var verdict: String
      var message: String
      var cells: [String]
      var description: String { "\(clause): \(verdict)" }
    }

    struct Outcome: Sendable {
      var run: CLI.Run
      var results: [ClauseResult]
    }

    static let example = CLI.packageRoot.appendingPathComponent(
      "examples/react-provider/adapter.json"
    ).path

    /// The example's failing clauses, by defect, each with a fragment of its reason.
    static let failures: [String: String] = [
      // Lookup order: the original key is tried before the Driver-prefixed one.
      "driver-app-language-contract/responsibility-boundaries/translation-function":
        "ACCEPT → Aceptar (original)",
      "driver-app-language-contract/responsibility-boundaries/app-task-ui":
        "then Pedidos (genérico)",
      "driver-app-language-contract/inputs-and-result/dictionary-success":
        "observed Pedidos (genérico) (original)",
      "driver-app-language-contract/limits-and-failure-states/mixed-language-screen":
        "tiers original, original, fallback",
      "driver-app-language-contract/troubleshooting/some-labels-remain-in-the-prior-language":
        "ORDERS → Pedidos (genérico) (original)",
      "driver-app-language-examples/translation-resolution/prefixed-key-wins-over-the-original":
        "Tier?: expected prefixed, observed original",
      "driver-app-language-examples/dictionary-results/dictionary-success":
        "observed Pedidos (genérico)",
      "driver-app-language-examples/dictionary-results/success-after-an-error-clears-it":
        "observed Pedidos (genérico)",
      "driver-app-language-examples/dictionary-results/new-selection-old-dictionary":
        "observed Pedidos (genérico)",
      // `??` keeps an empty translation.
      "driver-app-language-examples/translation-resolution/empty-string-is-missing":
        "observed an empty entry of the held dictionary",
      // `??` also keeps an empty fallback instead of falling through to the key text.
      "driver-app-language-examples/translation-resolution/an-empty-fallback-counts-as-none":
        "Shown text?: expected PROFILE, observed \"\" (the empty string)",
      // A thrown fetch keeps the previous dictionary.
      "driver-app-language-contract/inputs-and-result/dictionary-error-throw":
        "a thrown timeout error: the old dictionary kept",
      "driver-app-language-examples/dictionary-results/thrown-refresh-drops-the-old-dictionary":
        "Readiness?: expected fallbackOnly, observed complete",
      // A late dictionary response applies, with the state of the render that asked for it.
      "driver-app-language-contract/security-and-privacy/bind-late-language-dictionary-results-to-the-current-project-and-selected-language-generation":
        "state changed, selection fr, dictionary held fr",
      "driver-app-language-contract/limits-and-failure-states/stored-selection-but-old-text":
        "held replaced by the late es result",
      "driver-app-language-examples/dictionary-versions/late-result-leaves-the-version":
        "Version changed?: expected no, observed yes",
      "driver-app-language-examples/late-results/late-result-after-the-new-one":
        "Late results applied?: expected 0, observed 1",
      "driver-app-language-examples/late-results/late-result-before-the-new-one":
        "Late results applied?: expected 0, observed 1",
      "driver-app-language-examples/late-results/stale-refresh-result":
        "Late results applied?: expected 0, observed 1",
      "driver-app-language-examples/late-results/refresh-replaced-by-a-newer-refresh":
        "Late results applied?: expected 0, observed 1",
      // One storage key for the device: accounts and projects share the record.
      "driver-app-language-contract/prerequisites/stable-language-identifiers-and-an-explicit-default-language-policy":
        "expected a languages request, observed the provider settled without one",
      "driver-app-language-examples/late-results/account-switch-drops-the-old-result":
        "Selection?: expected —, observed es",
      "driver-app-language-examples/late-results/project-switch-drops-the-old-result":
        "expected a languages request, observed the provider settled without one",
      "driver-app-language-examples/storage-isolation/another-account-of-the-same-project":
        "Restores?: expected —, observed fr",
      "driver-app-language-examples/storage-isolation/another-project-with-the-same-account":
        "Restores?: expected —, observed fr",
      "driver-app-language-examples/storage-isolation/two-accounts-keep-their-own":
        "Restores?: expected fr, observed ar (RTL)",
      "driver-app-language-examples/storage-isolation/damage-in-another-account-does-not-leak":
        "Restores?: expected fr, observed —",
      // A refused write is swallowed (and, with the storage key, isolation fails too).
      "driver-app-language-contract/prerequisites/local-persistence-that-reports-success-failure-and-preserves-account-project-isolation":
        "es: refused, no failure reported",
      "driver-app-language-contract/troubleshooting/language-change-does-not-persist":
        "write refused, storage es, failure not reported",
      "driver-app-language-examples/persistence/write-refused":
        "Failure reported?: expected yes, observed no",
      // The server's error message goes to the log.
      "driver-app-language-contract/security-and-privacy/do-not-log-account-tokens-project-identifiers-or-private-provider-responses-while-diagnosing-language-loading":
        "leaked: server message",
      // The setter still saves and switches the API client after the unmount.
      "driver-app-language-examples/selecting-a-language/select-after-close":
        "Writes?: expected 0, observed 1",
      "driver-app-language-contract/limits-and-failure-states/unmount-before-response":
        "after the late write: 0 state update(s), 1 call(s)",
    ]

    /// Runs `check contracts/ --json` in `workspace` (default: a copy of both contracts) against
    /// the adapter on `config`, with `extra` arguments.
    static func check(
      config: String, _ extra: [String] = [], workspace: Workspace? = nil,
      singleSession: Bool = false
    ) async throws -> Outcome {
      try ReactToolchain.require()
      let space = try workspace ?? Workspace(keepingExamples: true)
      let run = try await space.run(
        [
          "check", "contracts/", "--json", "report.json", "--provider-command",
          ReactToolchain.command(config: config, singleSession: singleSession),
        ] + extra)
      let report = try #require(
        try JSONSerialization.jsonObject(with: space.data("report.json")) as? [String: Any])
      var results: [ClauseResult] = []
      for contract in report["contracts"] as? [[String: Any]] ?? [] {
        let verification = contract["verification"] as? [String: Any] ?? [:]
        for object in verification["results"] as? [[String: Any]] ?? [] {
          let cells = (object["observations"] as? [[String: Any]] ?? []).map { cell in
            ["column", "verdict", "expected", "observed"].map { "\(cell[$0] ?? "")" }
              .joined(separator: " | ")
          }
          results.append(
            ClauseResult(
              clause: object["clauseID"] as? String ?? "",
              verdict: object["verdict"] as? String ?? "",
              message: object["message"] as? String ?? "", cells: cells))
        }
      }
      return Outcome(run: run, results: results)
    }

    /// The example's first run, shared by the tests that read it.
    static let exampleRun = Task { try await check(config: example) }

    @Test func theReactExampleFailsExactlyTheClausesOfItsDefectsAndNoneErrors() async throws {
      let outcome = try await Self.exampleRun.value
      #expect(outcome.run.status == 1, "\(outcome.run.stderr)")
      #expect(outcome.results.count > 100, "both contracts ran")
      let other = outcome.results.filter { !["passed", "failed"].contains($0.verdict) }
      #expect(
        other.isEmpty, "every clause ran, none errored: \(other.map { "\($0): \($0.message)" })")
      let failing = outcome.results.filter { $0.verdict != "passed" }
      #expect(Set(failing.map(\.clause)) == Set(Self.failures.keys))
      for result in failing {
        guard let fragment = Self.failures[result.clause] else { continue }
        #expect(result.message.contains(fragment), "\(result.clause): \(result.message)")
      }
      let passed = outcome.results.count - failing.count
      #expect(outcome.run.finalLine.hasSuffix("\(passed) passed, \(Self.failures.count) failed"))
    }

    /// The first run keeps the adapter's process between checks (`restart`); the second starts
    /// a process per check: every verdict, message and cell is the same.
    @Test func theReactExampleHasTheSameVerdictsCellByCellWithAProcessPerCheck() async throws {
      let first = try await Self.exampleRun.value
      let second = try await Self.check(config: Self.example, singleSession: true)
      #expect(second.results.map(\.clause) == first.results.map(\.clause))
      for (one, other) in zip(first.results, second.results) {
        #expect(one == other, "\(one.clause) differs between runs")
      }
      #expect(second.run.stdout == first.run.stdout, "the terminal output too")
    }

    // MARK: Bad providers

    /// A module and its config, written into `workspace` under `bad/`.
    static func badProvider(_ name: String, _ source: String, in workspace: Workspace) throws
      -> String
    {
      try workspace.write(source, to: "bad/\(name).jsx")
      try workspace.write(
        """
        { "module": "\(name).jsx", "provider": "LanguageProvider", "context": "LanguageContext",
          "value": { "state": "0", "t": "1", "select": "2", "refresh": "3" },
          "view": { "language": "/language", "loading": "/loading" } }
        """, to: "bad/\(name).json")
      return "bad/\(name).json"
    }

    /// Runs the two dictionary rows of the Driver App contract (`workspace` holds only that
    /// contract) against a broken provider: both
    /// are errors (the run went on after the first), each with `reason` and `stderr` in its
    /// message.
    static func expectErrors(
      _ config: String, in workspace: Workspace, timeout: String = "10", reason: String,
      or otherReason: String? = nil, stderr: String?
    ) async throws {
      let outcome = try await check(
        config: config,
        ["--clause", "*/dictionary-*", "--timeout", timeout], workspace: workspace)
      #expect(outcome.run.status == 1)
      let ran = outcome.results.filter { $0.verdict != "skipped" }
      #expect(
        ran.map(\.clause) == [
          "driver-app-language-contract/inputs-and-result/dictionary-success",
          "driver-app-language-contract/inputs-and-result/dictionary-error-throw",
        ])
      for result in ran {
        #expect(result.verdict == "error", "\(result)")
        #expect(
          result.message.contains(reason) || otherReason.map(result.message.contains) == true,
          "\(result.clause): \(result.message)")
        if let stderr {
          #expect(result.message.contains(stderr), "\(result.clause): \(result.message)")
        }
      }
      #expect(outcome.run.finalLine.hasSuffix("0 passed, 0 failed, 2 errored, 32 skipped"))
    }

    @Test func aModuleThatThrowsAtImportIsAClauseErrorWithItsMessage() async throws {
      let workspace = try Workspace()
      let config = try Self.badProvider(
        "throws",
        """
        import { createContext } from 'react'
        export const LanguageContext = createContext()
        throw new Error('cannot load the translations bundle')
        """, in: workspace)
      try await Self.expectErrors(
        config, in: workspace, reason: "provider crashed: provider exited with status 1",
        stderr:
          "«react-adapter: importing bad/throws.jsx failed: Error: cannot load the translations bundle»"
      )
    }

    @Test(.timeLimit(.minutes(10))) func aProviderThatNeverSettlesIsAClauseErrorNotAHang()
      async throws
    {
      let workspace = try Workspace()
      let config = try Self.badProvider(
        "busy",
        """
        import React, { createContext, useEffect, useState } from 'react'
        export const LanguageContext = createContext()
        // Renders again on every turn of the event loop, forever.
        const Ticker = () => {
          const [, setTick] = useState(0)
          useEffect(() => {
            const tick = () => { setTick((n) => n + 1); setImmediate(tick) }
            tick()
          }, [])
          return null
        }
        export const LanguageProvider = ({ children }) => (
          <LanguageContext.Provider value={[{ loading: true, language: null }, (key) => key, () => {}, () => {}]}>
            <Ticker />
            {children}
          </LanguageContext.Provider>
        )
        """, in: workspace)
      try await Self.expectErrors(
        config, in: workspace, timeout: "6",
        reason:
          "provider timeout: the provider did not settle within 3 s (it acknowledged 1 of 2 host messages; last command 'mount')",
        // The settle guard re-arms after the reply to 'mount', so it comes due with the check's
        // own timeout, and either may fire first (reported to the host's maintainers).
        or: "check did not finish within 6.0 s", stderr: nil)
    }

    @Test func aProviderWritingNonJSONToStdoutIsAClauseError() async throws {
      let workspace = try Workspace()
      let config = try Self.badProvider(
        "stdout",
        """
        import React, { createContext, useEffect } from 'react'
        import { writeSync } from 'node:fs'
        export const LanguageContext = createContext()
        export const LanguageProvider = ({ children }) => {
          useEffect(() => {
            console.log('console.log goes to stderr')
            writeSync(1, 'LanguageProvider mounted\\n')
          }, [])
          return (
            <LanguageContext.Provider value={[{ loading: true, language: null }, (key) => key, () => {}, () => {}]}>
              {children}
            </LanguageContext.Provider>
          )
        }
        """, in: workspace)
      try await Self.expectErrors(
        config, in: workspace,
        reason: "provider protocol error: a line that is not JSON in 'LanguageProvider mounted'",
        stderr: "«console.log goes to stderr»")
    }
  }
}
