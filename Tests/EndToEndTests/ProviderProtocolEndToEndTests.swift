import Foundation
import TestSupport
import Testing

extension EndToEnd {
  /// `contract-report check --provider-command` on the built binary: the Swift provider served
  /// over the protocol has the same verdicts as in process, and a broken provider is a clause
  /// error with its stderr, never a hang. (A React provider through `adapters/react/`:
  /// ReactProviderEndToEndTests.)
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

    /// Runs `check PATH --json` with extra arguments and returns every clause's verdict (ids
    /// of the Driver App contract without its slug).
    static func check(
      _ extra: [String], path: String = "contracts/driver-app/language-contract.md"
    ) async throws -> (Run, [Verdict]) {
      let json = FileManager.default.temporaryDirectory
        .appendingPathComponent("provider-e2e-\(UUID().uuidString).json").path
      defer { try? FileManager.default.removeItem(atPath: json) }
      let result = try await ContractReportExecutable.run(
        ["check", path, "--json", json] + extra, in: root)
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
              clause: id.hasPrefix(Self.contractSlug)
                ? String(id.dropFirst(Self.contractSlug.count)) : id,
              verdict: verdict, message: object["message"] as? String ?? "", cells: cells))
        }
      }
      return (result, verdicts)
    }

    static let contractSlug = "driver-app-language-contract/"

    /// Every clause of every shipped contract, the decision tables included: served by a
    /// process kept between checks (`restart`), and by a process per check (`--single-session`).
    @Test func theServedSwiftProviderHasTheInProcessVerdicts() async throws {
      let binary = try ContractReportExecutable.url().path
      let (local, inProcess) = try await Self.check([], path: "contracts/")
      let (kept, servedKept) = try await Self.check(
        ["--provider-command", "'\(binary)' serve-provider"], path: "contracts/")
      let (single, servedSingle) = try await Self.check(
        ["--provider-command", "'\(binary)' serve-provider --single-session"], path: "contracts/")
      // All fail only the review gate: the shipped text differs from its review in 5 clauses.
      for run in [local, kept, single] {
        #expect(run.status == 1, "\(run.stdout)")
        #expect(run.finalLine.hasPrefix("FAILED: 5 changed since review; "), "\(run.finalLine)")
      }
      #expect(inProcess.count == 116)
      #expect(inProcess.allSatisfy { $0.verdict == "passed" }, "none failed, errored or unbound")
      for served in [servedKept, servedSingle] {
        #expect(served.map(\.clause) == inProcess.map(\.clause))
        #expect(served.map(\.verdict) == inProcess.map(\.verdict))
        #expect(served.map(\.cells) == inProcess.map(\.cells), "every cell, expected and observed")
      }
      #expect(kept.stdout == single.stdout, "the terminal output too")
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
      #expect(ran.message.contains("provider timeout: no reply to 'hello' within 1 s"))
      #expect(ran.message.contains("provider stderr: (empty)"))
    }
  }
}
