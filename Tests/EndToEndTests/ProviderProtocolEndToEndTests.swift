import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `contract-report check --provider-command` on the built binary: the Swift provider served
  /// over the protocol has the same verdicts as in process, the legacy JavaScript provider fails
  /// exactly the clauses that document its known behaviours, and a broken provider is a clause
  /// error with its stderr, never a hang.
  @Suite struct ProviderProtocolEndToEndTests {
    static let root = ContractReportExecutable.packageRoot

    typealias Run = Subprocess.Result

    struct Verdict: Hashable, CustomStringConvertible {
      var clause: String
      var verdict: String
      var message: String
      var cells: [String]
      var description: String { "\(clause): \(verdict)" }
    }

    /// Runs `check --json` with extra arguments and returns every clause's verdict.
    static func check(_ extra: [String]) async throws -> (Run, [Verdict]) {
      let json = FileManager.default.temporaryDirectory
        .appendingPathComponent("provider-e2e-\(UUID().uuidString).json").path
      defer { try? FileManager.default.removeItem(atPath: json) }
      // The Driver App contract only: the decision-table examples drive the in-process provider.
      let result = try await ContractReportExecutable.run(
        ["check", "contracts/driver-app/language-contract.md", "--json", json] + extra, in: root)
      let data = try Data(contentsOf: URL(fileURLWithPath: json))
      let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      var verdicts: [Verdict] = []
      for contract in report["contracts"] as? [[String: Any]] ?? [] {
        let verification = contract["verification"] as? [String: Any] ?? [:]
        for object in verification["results"] as? [[String: Any]] ?? [] {
          guard let id = object["clauseID"] as? String, let verdict = object["verdict"] as? String
          else { continue }
          let cells = (object["observations"] as? [[String: Any]] ?? []).map {
            "\($0["column"] ?? ""): \($0["verdict"] ?? "") expected \($0["expected"] ?? "") observed \($0["observed"] ?? "")"
          }
          verdicts.append(
            Verdict(
              clause: String(id.dropFirst("driver-app-language-contract/".count)),
              verdict: verdict, message: object["message"] as? String ?? "", cells: cells))
        }
      }
      return (result, verdicts)
    }

    @Test func theServedSwiftProviderHasTheInProcessVerdicts() async throws {
      let binary = try ContractReportExecutable.url().path
      let (local, inProcess) = try await Self.check([])
      let (remote, served) = try await Self.check([
        "--provider-command", "'\(binary)' serve-provider",
      ])
      #expect(local.status == 0)
      #expect(remote.status == 0, "\(remote.stdout)")
      #expect(inProcess.count == 34)
      #expect(inProcess.allSatisfy { $0.verdict == "passed" })
      #expect(served.map(\.clause) == inProcess.map(\.clause))
      #expect(served.map(\.verdict) == inProcess.map(\.verdict))
      #expect(served.map(\.cells) == inProcess.map(\.cells), "every cell, expected and observed")
    }

    /// The legacy provider's known behaviours, and the clauses that catch each one.
    static let legacyFailures: [String: (verdict: String, because: String)] = [
      "responsibility-boundaries/api-client-language": ("failed", "error none"),
      "responsibility-boundaries/language-provider": ("failed", "error none → none"),
      "responsibility-boundaries/translation-function": ("failed", "ACCEPT → Aceptar (original)"),
      "responsibility-boundaries/app-task-ui": ("failed", "then Pedidos (genérico)"),
      "responsibility-boundaries/rtl-metadata": ("error", "no reply to 'waitForResults'"),
      "inputs-and-result/dictionary-success": ("failed", "Pedidos (genérico) (original)"),
      "inputs-and-result/dictionary-error-throw": ("failed", "envelope: 0 keys, error none"),
      "security-and-privacy/do-not-log-account-tokens-project-identifiers-or-private-provider-responses-while-diagnosing-language-loading":
        ("failed", "none in 8 outputs"),
      "security-and-privacy/bind-late-language-dictionary-results-to-the-current-project-and-selected-language-generation":
        ("failed", "dropped foreign 0, state changed"),
      "limits-and-failure-states/stored-selection-but-old-text": ("failed", "dropped stale 0"),
      "limits-and-failure-states/mixed-language-screen": ("failed", "Pedidos (genérico)"),
      "troubleshooting/app-remains-loading": ("error", "could not restore the language"),
    ]

    @Test func theLegacyProviderFailsTheClausesOfItsKnownBehaviours() async throws {
      _ = try RequiredTool.node.locate()
      let (result, verdicts) = try await Self.check([
        "--timeout", "10", "--jobs", "4", "--provider-command",
        "node examples/legacy-provider/harness.js",
      ])
      #expect(result.status == 1)
      let failing = verdicts.filter { $0.verdict != "passed" }
      #expect(Set(failing.map(\.clause)) == Set(Self.legacyFailures.keys))
      for verdict in failing {
        guard let pinned = Self.legacyFailures[verdict.clause] else { continue }
        #expect(verdict.verdict == pinned.verdict, "\(verdict.clause)")
        #expect(verdict.message.contains(pinned.because), "\(verdict.clause): \(verdict.message)")
      }
      #expect(verdicts.filter { $0.verdict == "passed" }.count == 22)
      #expect(result.stdout.contains("22 passed, 10 failed, 2 errored"))
    }

    @Test func aCrashingProviderIsAClauseErrorWithItsStderr() async throws {
      let (result, verdicts) = try await Self.check([
        "--clause", "*/dictionary-success", "--provider-command",
        "echo 'fatal: cannot load the bundle' >&2; exit 7",
      ])
      #expect(result.status == 1)
      let ran = try #require(verdicts.first { $0.clause == "inputs-and-result/dictionary-success" })
      #expect(ran.verdict == "error")
      #expect(ran.message.contains("provider crashed: provider exited with status 7"))
      #expect(ran.message.contains("«fatal: cannot load the bundle»"))
    }

    /// The provider's timeout ends the check (the time limit only turns a hang into a
    /// failure; the verdict says what happened).
    @Test(.timeLimit(.minutes(10))) func aSilentProviderIsAClauseErrorNotAHang() async throws {
      let (result, verdicts) = try await Self.check([
        "--clause", "*/dictionary-success", "--timeout", "2", "--provider-command",
        "cat > /dev/null",
      ])
      #expect(result.status == 1)
      let ran = try #require(verdicts.first { $0.clause == "inputs-and-result/dictionary-success" })
      #expect(ran.verdict == "error")
      #expect(ran.message.contains("provider timeout: the check did not finish within 1.8 s"))
      #expect(ran.message.contains("provider stderr: (empty)"))
    }
  }
}
