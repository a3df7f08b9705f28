import ComplianceReport
import Contracts
import Foundation
import RTLReview

/// `contract-report signoff [CONTRACTS_DIR]`: release readiness and the sign-off record's
/// state, exiting 1 when the release is not ready; with `--record`, appends a sign-off.
enum SignoffCommand: Command {
  static let spec = CommandSpec(
    name: "signoff",
    summary: "Show release readiness, or record a sign-off (--record).",
    arguments: "[CONTRACTS_DIR]",
    discussion: """
      Runs the contracts (like check), then computes readiness for the current release (the
      settings' "release", or --release): every clause passed (failing ones listed), every
      gate held, every RTL locale supported (an RTL flag alone never is), nothing changed
      since review, and every contract has a sign-off for the release in signoff.md that
      still matches the contract's current fingerprint ("valid", or "stale: contract changed
      after sign-off, N clauses differ") with an approving decision. Within a release, a
      later row for the same contract and role replaces an earlier one; rows of other
      releases are kept and shown as history. A malformed row (a fingerprint that is not 64
      hexadecimal digits) is a lint error, never "stale".

      A sign-off "approved with conditions" may waive readiness checks by name (the names
      this command prints, e.g. "RTL ar"); a waived check is shown as waived, never as
      passing, and the release can be ready with it.

      --record appends one row per contract of the run (or per --contract) with the
      contract's current fingerprint and the date (--date, default today in UTC), writing
      the record whole or not at all; without a record it creates CONTRACTS_DIR/signoff.md.
      It needs --release (or "release" in the settings), --role, --decision and --by.

      Exits 0 when the release is ready (or the sign-off was recorded), 1 when it is not
      ready, 2 on a usage error or unreadable input (nothing is written then).
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec("json", value: "FILE", help: "Also write the whole ComplianceReport as JSON."),
      .release,
      OptionSpec("record", help: "Append a sign-off to signoff.md instead of only showing."),
      OptionSpec("role", value: "ROLE", help: "With --record: the signer's role."),
      OptionSpec(
        "decision", value: "approved|approved-with-conditions|rejected",
        help: "With --record: the decision."),
      OptionSpec("by", value: "NAME", help: "With --record: who signs."),
      OptionSpec(
        "waive", value: "CHECK",
        help:
          "With --record and approved-with-conditions: a readiness check accepted as failing (repeatable)."
      ),
      OptionSpec("note", value: "TEXT", help: "With --record: the conditions, or any note."),
      OptionSpec(
        "contract", value: "SLUG",
        help: "With --record: sign only this contract (repeatable; default every contract)."),
      OptionSpec(
        "date", value: "YYYY-MM-DD", help: "With --record: the date written (default today, UTC)."
      ),
    ])

  /// Options that only make sense with `--record`.
  static let recordOptions = ["role", "decision", "by", "waive", "note", "contract", "date"]

  struct Options: CommandOptions {
    var format: OutputFormat
    /// `--json FILE`: the whole report, as `check --json` writes it.
    var json: String?
    /// The contracts run, as `check` runs them: CONTRACTS_DIR and `--release`.
    var run: RunOptions
    /// `--record` and what it records.
    var record: RecordRequest?

    init(_ arguments: ParsedArguments) throws(UsageError) {
      format = try OutputFormat(arguments)
      record = try arguments.has("record") ? RecordRequest(arguments) : nil
      if record == nil, let stray = recordOptions.first(where: { arguments.values[$0] != nil }) {
        throw UsageError("--\(stray) describes a sign-off to record; add --record")
      }
      json = arguments.value("json")
      run = RunOptions()
      run.paths = arguments.positionals
      run.release = arguments.value("release")
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let report = try await CheckCommand.makeReport(options.run, console: console)
    if let path = options.json {
      try JSONOutput.write(report, to: path)
    }
    if let request = options.record {
      let directory = options.run.paths.first ?? "contracts"
      let signoff = try record(
        request, report: report, contractsDirectory: directory, console: console)
      console.write(text(signoff, report: report))
      return ExitCode.success
    }
    guard let signoff = report.signoff else {
      throw UsageError("no sign-off record (signoff.md) or language list found")
    }
    switch options.format {
    case .json:
      console.write(try JSONOutput.encode(signoff))
    case .text:
      console.write(text(signoff, report: report))
    }
    return signoff.ready ? ExitCode.success : ExitCode.failure
  }

  static func text(_ signoff: SignoffReport, report: ComplianceReport) -> String {
    let waived = signoff.waived.count
    let failing = signoff.blocking.count
    var state =
      signoff.ready ? "READY" : "NOT READY (\(failing) of \(signoff.readiness.count) checks fail)"
    if waived > 0 { state += signoff.ready ? " with \(waived) waived" : ", \(waived) waived" }
    var text = "Release readiness for \(signoff.release ?? "(no current release)"): \(state)\n\n"
    for check in signoff.readiness {
      let mark = check.passed ? "ok" : check.waived ? "waived" : "!!"
      text += "  [\(mark)] \(check.name): \(check.detail)"
      if let by = check.waivedBy, check.waived {
        text += " (waived by \(by.joined(separator: ", ")))"
      }
      text += "\n"
    }
    text +=
      "\nSign-offs for \(signoff.release ?? "the current release") (\(signoff.recordFile ?? "no record")):\n"
    if signoff.current.isEmpty { text += "  none\n" }
    for entry in signoff.current { text += "  " + line(entry) + "\n" }
    if !signoff.history.isEmpty {
      text += "\nHistory (not counted):\n"
      for entry in signoff.history {
        let why: String
        switch entry.standing {
        case .superseded: why = "replaced by line \(entry.supersededAt ?? 0)"
        case .otherRelease: why = "release \(entry.release)"
        case .current: why = entry.explanation
        }
        text += "  " + line(entry) + " [\(why)]\n"
      }
    }
    for diagnostic in signoff.diagnostics { text += diagnostic.description + "\n" }
    if let rtl = report.rtl {
      text += "\nRTL status:\n"
      for locale in rtl.locales {
        text += "  \(locale.locale): \(locale.overall.rawValue)\n"
      }
      for finding in rtl.metadataFindings { text += "  metadata: \(finding)\n" }
    }
    return text
  }

  /// `4.12.0 QA lead (Ana Ruiz), approved with conditions, 2026-11-21, contract slug: valid
  /// (line 17)`: only what the row says, nothing printed for an empty cell.
  static func line(_ entry: SignoffEntry) -> String {
    var parts = [
      "\(entry.release) \(entry.role)" + (entry.signedBy.isEmpty ? "" : " (\(entry.signedBy))")
    ]
    parts.append(entry.decision.rawValue)
    parts.append(entry.date.isEmpty ? "undated" : entry.date)
    var text = parts.joined(separator: ", ") + ", \(entry.contract): \(entry.explanation)"
    if !entry.waives.isEmpty { text += "; waives \(entry.waives.joined(separator: ", "))" }
    return text + " (line \(entry.location.line))"
  }
}
