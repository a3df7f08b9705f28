import Contracts
import Foundation
import TestSupport
import Testing

@testable import CommandFixtures
@testable import Verification

/// Command fixtures run a row through a process: inputs as one JSON object on stdin, results
/// as one JSON object on stdout, compared cell by cell; a crash, a hang or malformed output is
/// that row's error, with the stderr tail.
@Suite struct CommandFixtureTests {
  static let columns: [FixtureColumn] = [
    .input("Amount", .number, required: true), .input("Label"),
    .input("Paid", .flag), .result("Shown"), .result("Doubled", .number),
  ]

  static let contract = """
    # Toy

    ## Rows

    | Example | Amount | Label | Paid | Shown? | Doubled? |
    | --- | --- | --- | --- | --- | --- |
    | right | 2 | two | yes | two: 2 | 4 |
    | wrong | 3 | three | no | three: 4 | 6 |
    | blank label | 1.5 | | | ?: 1.5 | 3 |
    """

  /// Echoes what it was given and works the results out from it.
  static let echo = """
    import json, sys
    row = json.load(sys.stdin)
    sys.stderr.write("given " + json.dumps(row, sort_keys=True) + "\\n")
    label = row.get("Label", "?")
    amount = row["Amount"]
    json.dump({"Shown": f"{label}: {amount}", "Doubled": amount * 2}, sys.stdout)
    """

  static func run(
    _ script: String, command: String = "python3 fixture.py", timeout: Double = 60
  ) async throws -> ContractVerification {
    // Fails naming the package when python3 is missing: never a skip.
    _ = try RequiredTool.python3.locate()
    let scripts = try Scripts()
    defer { scripts.remove() }
    try scripts.write(script, to: "fixture.py")
    let fixture = CommandFixture.make(
      name: "Toy", command: command, columns: columns, directory: scripts.path,
      timeout: timeout, declaredAt: "contract-report.json: fixtures.commands[0]")
    let contract = try Contract.parse(Array(Self.contract.utf8), file: "toy.md")
    let bindings = ContractBindings(contract: "elsewhere", shared: [fixture])
    return await VerificationRunner(timeout: 120, parallelism: 2).run(contract, bindings: bindings)
  }

  @Test func rightRowsPassAndAWrongCellFails() async throws {
    let verification = try await Self.run(Self.echo)
    #expect(verification.results.map(\.verdict) == [.passed, .failed, .passed])
    let wrong = try #require(verification.results.dropFirst().first)
    let shown = try #require(wrong.observations.first { $0.column == "Shown?" })
    #expect(shown.verdict == .failed)
    #expect(shown.expected == "three: 4")
    #expect(shown.observed == "three: 3")
    let doubled = try #require(wrong.observations.first { $0.column == "Doubled?" })
    #expect(doubled.verdict == .verified)
    #expect(wrong.checkDeclaredAt == "contract-report.json: fixtures.commands[0]")
  }

  @Test func theCommandIsGivenTheInputsAsOneJSONObjectWithoutBlankCells() throws {
    let contract = try Contract.parse(Array(Self.contract.utf8), file: "toy.md").withClauses()
    let fixture = CommandFixture.make(
      name: "Toy", command: "true", columns: Self.columns, directory: "/", timeout: 5,
      declaredAt: "here")
    let table = try #require(DecisionTable.all(in: contract, fixtures: [fixture]).first)
    let rows = table.rows(of: contract).map { try? table.prepare($0).get().row }
    let given = rows.compactMap { $0.map { RowJSON.input($0, columns: Self.columns) } }
    #expect(
      given.map { String(decoding: $0, as: UTF8.self) } == [
        "{\"Amount\":2,\"Label\":\"two\",\"Paid\":true}\n",
        "{\"Amount\":3,\"Label\":\"three\",\"Paid\":false}\n",
        "{\"Amount\":1.5}\n",
      ])
  }

  @Test func aCrashIsTheRowsErrorWithTheStderrTail() async throws {
    let verification = try await Self.run(
      """
      import sys
      sys.stdin.read()
      print("starting", file=sys.stderr)
      raise RuntimeError("price table missing")
      """)
    #expect(verification.results.map(\.verdict) == [.error, .error, .error])
    let message = try #require(verification.results.first?.message)
    #expect(
      message.contains("fixture command 'python3 fixture.py' (fixture 'Toy') exited with status 1"))
    #expect(message.contains("stderr tail: «starting ⏎ Traceback"))
    #expect(message.contains("RuntimeError: price table missing»"))
    #expect(!message.contains("check threw"))
  }

  @Test func aKilledCommandIsTheRowsError() async throws {
    let verification = try await Self.run(
      """
      import os, signal, sys
      sys.stdin.read()
      print("about to die", file=sys.stderr, flush=True)
      os.kill(os.getpid(), signal.SIGKILL)
      """)
    #expect(verification.results.map(\.verdict) == [.error, .error, .error])
    let message = try #require(verification.results.first?.message)
    #expect(message.contains("killed by signal 9"), "\(message)")
    #expect(message.contains("stderr tail: «about to die"), "\(message)")
  }

  /// The command sleeps forever against a short timeout: the row is an error saying so. The
  /// runner's own ten-second limit is the hang guard; only the message is asserted. The second
  /// command's shell starts two sleepers of its own, which must be stopped with it.
  /// The third prints its results but leaves a sleeper running in the background: its exit is
  /// only seen once that ends, so it too is stopped at the timeout.
  @Test(arguments: [
    "python3 fixture.py", "sleep 100000 & sleep 100000 & wait",
    "echo '{\"Shown\": \"x\"}'; sleep 100000 >/dev/null 2>&1 &",
  ])
  func aCommandThatNeverFinishesIsStoppedAtItsTimeout(command: String) async throws {
    let verification = try await Self.run(
      """
      import sys, time
      print("waiting for a server", file=sys.stderr, flush=True)
      while True:
          time.sleep(60)
      """, command: command, timeout: 0.5)
    #expect(verification.results.map(\.verdict) == [.error, .error, .error])
    for result in verification.results {
      let message = try #require(result.message)
      #expect(
        message.hasPrefix(
          "fixture command '\(command)' (fixture 'Toy') did not finish within 0.5 s, counting what it left running in the background (its hang guard: timeoutSeconds, default half of check --timeout), so it was stopped; stderr"
        ), "\(message)")
    }
  }

  @Test(arguments: [
    ("print('Shown: 2')", "its stdout is not one JSON object of results: «Shown: 2»"),
    ("pass", "it printed nothing on stdout (one JSON object of results expected)"),
    (
      "import json; print(json.dumps({'Shown': 'x', 'Total': 1}))",
      "it printed 'Total', which is not a result column (results: 'Shown', 'Doubled')"
    ),
    ("print('[1, 2]')", "its stdout is not one JSON object of results: «[1, 2]»"),
    (
      "import json; print(json.dumps({'Shown': [1]}))",
      "its value for 'Shown' cannot be read"
    ),
  ])
  func malformedOutputIsTheRowsError(script: String, reason: String) async throws {
    let verification = try await Self.run(
      "import sys\nsys.stdin.read()\nprint('note', file=sys.stderr)\n" + script)
    #expect(verification.results.map(\.verdict) == [.error, .error, .error])
    let message = try #require(verification.results.first?.message)
    #expect(message.contains("printed malformed results: \(reason)"), "\(message)")
    #expect(message.contains("stderr tail: «note»"), "\(message)")
  }

  @Test func aCommandThatCannotStartIsTheRowsError() async throws {
    let fixture = CommandFixture.make(
      name: "Toy", command: "./no-such-fixture", columns: Self.columns,
      directory: FileManager.default.temporaryDirectory.path, timeout: 60, declaredAt: "here")
    let contract = try Contract.parse(Array(Self.contract.utf8), file: "toy.md")
    let result = await VerificationRunner(timeout: 120, parallelism: 1).run(
      contract, bindings: ContractBindings(contract: "toy", shared: [fixture]))
    #expect(result.results.map(\.verdict) == [.error, .error, .error])
    let message = try #require(result.results.first?.message)
    #expect(message.contains("exited with status 127"), "\(message)")
    #expect(message.contains("no-such-fixture"), "\(message)")
  }

  @Test func anErrorObjectIsAnObservedFailure() async throws {
    let verification = try await Self.run(
      """
      import json, sys
      sys.stdin.read()
      json.dump({"Shown": {"error": "no label"}, "Doubled": None}, sys.stdout)
      """)
    let first = try #require(verification.results.first)
    #expect(first.verdict == .failed)
    let shown = try #require(first.observations.first { $0.column == "Shown?" })
    #expect(shown.observed == "error: no label")
  }
}
