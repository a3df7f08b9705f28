import Foundation
import Testing

extension EndToEnd {
  /// `contract-report check --provider-command` on the built binary: the Swift provider served
  /// over the protocol has the same verdicts as in process, and a broken provider is a clause
  /// error with its stderr, never a hang. (A React provider through `adapters/react/`:
  /// ReactProviderEndToEndTests.)
  @Suite struct ProviderProtocolEndToEndTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()

    /// The built `contract-report` beside the test bundle (or in `.build/debug`).
    static var binary: String? {
      let candidates = [
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("contract-report"),
        Bundle.main.bundleURL.appendingPathComponent("contract-report"),
        root.appendingPathComponent(".build/debug/contract-report"),
      ]
      return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    struct Run {
      var status: Int32
      var stdout: String
      var stderr: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Run {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: executable)
      process.arguments = arguments
      process.currentDirectoryURL = root
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      try process.run()
      let stdout = out.fileHandleForReading.readDataToEndOfFile()
      let stderr = err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Run(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
        stderr: String(decoding: stderr, as: UTF8.self))
    }

    struct Verdict: Hashable, CustomStringConvertible {
      var clause: String
      var verdict: String
      var message: String
      var cells: [String]
      var description: String { "\(clause): \(verdict)" }
    }

    /// Runs `check --json` with extra arguments and returns every clause's verdict.
    static func check(_ extra: [String]) throws -> (Run, [Verdict]) {
      let binary = try #require(binary, "build contract-report first")
      let json = FileManager.default.temporaryDirectory
        .appendingPathComponent("provider-e2e-\(UUID().uuidString).json").path
      defer { try? FileManager.default.removeItem(atPath: json) }
      // The Driver App contract only: the decision-table examples drive the in-process provider.
      let result = try run(
        binary,
        ["check", "contracts/driver-app/language-contract.md", "--json", json] + extra)
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
      let binary = try #require(Self.binary)
      let (local, inProcess) = try Self.check([])
      let (remote, served) = try Self.check(["--provider-command", "'\(binary)' serve-provider"])
      #expect(local.status == 0)
      #expect(remote.status == 0, "\(remote.stdout)")
      #expect(inProcess.count == 34)
      #expect(inProcess.allSatisfy { $0.verdict == "passed" })
      #expect(served.map(\.clause) == inProcess.map(\.clause))
      #expect(served.map(\.verdict) == inProcess.map(\.verdict))
      #expect(served.map(\.cells) == inProcess.map(\.cells), "every cell, expected and observed")
    }

    @Test func aCrashingProviderIsAClauseErrorWithItsStderr() async throws {
      let (result, verdicts) = try Self.check([
        "--clause", "*/dictionary-success", "--provider-command",
        "echo 'fatal: cannot load the bundle' >&2; exit 7",
      ])
      #expect(result.status == 1)
      let ran = try #require(verdicts.first { $0.clause == "inputs-and-result/dictionary-success" })
      #expect(ran.verdict == "error")
      #expect(ran.message.contains("provider crashed: provider exited with status 7"))
      #expect(ran.message.contains("«fatal: cannot load the bundle»"))
    }

    @Test func aSilentProviderIsAClauseErrorNotAHang() async throws {
      let clock = ContinuousClock()
      let start = clock.now
      let (result, verdicts) = try Self.check([
        "--clause", "*/dictionary-success", "--timeout", "2", "--provider-command",
        "cat > /dev/null",
      ])
      #expect(result.status == 1)
      let ran = try #require(verdicts.first { $0.clause == "inputs-and-result/dictionary-success" })
      #expect(ran.verdict == "error")
      #expect(ran.message.contains("provider timeout: no reply to 'hello' within 1 s"))
      #expect(ran.message.contains("provider stderr: (empty)"))
      #expect(start.duration(to: clock.now) < .seconds(15))
    }
  }
}
