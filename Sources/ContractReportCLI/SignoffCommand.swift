import ComplianceReport
import Foundation

/// `contract-report signoff [CONTRACTS_DIR]`: release readiness and the sign-off record's
/// state; exits 1 when the release is not ready.
enum SignoffCommand: Command {
  static let spec = CommandSpec(
    name: "signoff",
    summary: "Show release readiness and whether recorded sign-offs still match the contracts.",
    arguments: "[CONTRACTS_DIR]",
    discussion: """
      Runs the contracts (like check), then computes readiness: every clause passed (failing
      ones listed), every gate held, every RTL locale supported (an RTL flag alone never is),
      nothing changed since review, and every sign-off in signoff.md still matches the
      contract's current fingerprint ("valid", or "stale: contract changed after sign-off,
      N clauses differ") with an approving decision.

      Exits 0 when the release is ready, 1 when it is not, 2 on unreadable input.
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec("json", value: "FILE", help: "Also write the whole ComplianceReport as JSON."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    let format = try OutputFormat(arguments.value("format"))
    let checkArguments = try ParsedArguments(arguments.positionals, spec: CheckCommand.spec)
    let report = try await CheckCommand.makeReport(checkArguments, console: console)
    if let path = arguments.value("json") {
      try OutputFile.write(JSONOutput.encode(report), to: path)
    }
    guard let signoff = report.signoff else {
      throw UsageError("no sign-off record (signoff.md) or language list found")
    }
    switch format {
    case .json:
      console.write(try JSONOutput.encode(signoff))
    case .text:
      console.write(text(signoff, report: report))
    }
    return signoff.ready ? ExitCode.success : ExitCode.failure
  }

  static func text(_ signoff: SignoffReport, report: ComplianceReport) -> String {
    var text = "Release readiness: \(signoff.ready ? "READY" : "NOT READY")\n\n"
    for check in signoff.readiness {
      text += "  [\(check.passed ? "ok" : "!!")] \(check.name): \(check.detail)\n"
    }
    text += "\nSign-offs (\(signoff.recordFile ?? "none")):\n"
    if signoff.entries.isEmpty { text += "  none recorded\n" }
    for entry in signoff.entries {
      text +=
        "  \(entry.release) \(entry.role): \(entry.decision.rawValue) on \(entry.date.isEmpty ? "—" : entry.date) — \(entry.explanation)\n"
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
}
