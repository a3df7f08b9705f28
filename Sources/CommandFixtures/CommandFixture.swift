import Foundation
import Verification

/// A decision-table fixture that runs a command for each row, so a contract can be checked
/// against a component written in any language with no Swift: the row's input cells go to
/// the command's stdin as one JSON object, the command prints the observed result cells as
/// one JSON object on stdout, and every expected cell is compared with them by the column's
/// type and the cell's rule, exactly as for a fixture written in Swift.
///
/// A command that exits non-zero, is killed, runs past its timeout (a hang guard) or prints
/// anything but one JSON object of result columns makes that row an error, with the tail of
/// its stderr. Rows run in parallel like any other checks, one process each.
public enum CommandFixture {
  /// The fixture. `directory` is the folder the command runs in (the settings file's);
  /// `declaredAt` names the settings field, for reports.
  public static func make(
    name: String, command: String, columns: [FixtureColumn], summary: String = "",
    directory: String, timeout: Double, declaredAt: String
  ) -> TableFixture {
    var fixture = TableFixture(
      name, columns: columns, summary: summary, command: command, declaredAt: declaredAt
    ) { _ in FixtureResult() }
    let described = fixture
    fixture.run = { row in
      try await run(row, fixture: described, directory: directory, timeout: timeout)
    }
    return fixture
  }

  static func run(_ row: FixtureRow, fixture: TableFixture, directory: String, timeout: Double)
    async throws -> FixtureResult
  {
    let command = fixture.command ?? ""
    let outcome = await FixtureProcess.run(
      command: command, input: RowJSON.input(row, columns: fixture.columns),
      directory: directory, timeout: timeout)
    let what = "fixture command '\(command)' (fixture '\(fixture.name)')"
    func failure(_ reason: String) -> FixtureFailure {
      FixtureFailure("\(what) \(reason); \(tail(outcome.errorTail))")
    }
    switch outcome.end {
    case .couldNotStart(let reason):
      throw failure("could not start: \(reason)")
    case .timedOut(let seconds):
      throw failure(
        "did not finish within \(CellValue.number(seconds)) s, counting what it left running in the background (its hang guard: timeoutSeconds, default half of check --timeout), so it was stopped"
      )
    case .signalled(let signal):
      throw failure("was killed by signal \(signal)")
    case .exited(let status) where status > 128 && status <= 128 + 64:
      throw failure(
        "exited with status \(status) (a shell's way of saying a command was killed by signal \(status - 128))"
      )
    case .exited(let status) where status != 0:
      throw failure("exited with status \(status)")
    case .exited:
      break
    }
    if outcome.outputTruncated {
      throw failure("printed more than \(FixtureProcess.outputLimit) bytes on stdout")
    }
    switch RowJSON.results(outcome.output, fixture: fixture) {
    case .success(let result): return result
    case .failure(let malformed): throw failure("printed malformed results: \(malformed.reason)")
    }
  }

  /// `stderr tail: «line ⏎ line»`, or `stderr: (empty)`.
  static func tail(_ lines: [String]) -> String {
    guard !lines.isEmpty else { return "stderr: (empty)" }
    return "stderr tail: «" + lines.joined(separator: " ⏎ ") + "»"
  }
}
