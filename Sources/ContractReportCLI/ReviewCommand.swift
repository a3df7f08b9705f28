import ComplianceReport
import Contracts
import Foundation
import Verification

/// `contract-report review CONTRACT`: what changed since the reviewed baseline.
enum ReviewCommand: Command {
  static let spec = CommandSpec(
    name: "review",
    summary: "Compare a contract with its reviewed baseline, clause by clause.",
    arguments: "CONTRACT",
    discussion: """
      Compares CONTRACT with its baseline (NAME.reviewed.md beside it) and prints each clause
      as unchanged, changed (with a word diff: [-removed-]{+added+}), added or removed; tables
      whose header changed; and prose that differs. List items are matched by content, so one
      inserted item does not mark the others as changed.

      --accept makes the current text the baseline (writes NAME.reviewed.md).
      Exits 0 when nothing changed, 1 when something did, 2 on unreadable input.
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec("accept", help: "Make the current text the reviewed baseline."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
      throw UsageError("review needs exactly one CONTRACT file")
    }
    let format = try OutputFormat(arguments.value("format"))
    let loader = ContractLoader()
    let baselinePath = (file.hasSuffix(".md") ? String(file.dropLast(3)) : file) + ".reviewed.md"
    let current: Contract
    do {
      current = try loader.load(file)
    } catch {
      throw InputFailure([error])
    }
    if arguments.has("accept") {
      guard let bytes = FileManager.default.contents(atPath: file) else {
        throw InputFailure([InputError(path: file, message: "cannot be read")])
      }
      try OutputFile.write(String(decoding: bytes, as: UTF8.self), to: baselinePath)
      console.print("accepted: \(baselinePath) is now the reviewed baseline of \(file)")
      return ExitCode.success
    }
    let baseline: Contract
    do {
      baseline = try loader.load(baselinePath, kind: .baseline)
    } catch {
      throw InputFailure([
        InputError(
          path: baselinePath,
          message: "no reviewed baseline (run 'contract-report review --accept \(file)')")
      ])
    }
    let comparison = ReviewComparison(baseline: baseline, current: current)
    switch format {
    case .json:
      console.write(try JSONOutput.encode(comparison))
    case .text:
      console.write(text(comparison))
    }
    return comparison.isUnchanged ? ExitCode.success : ExitCode.failure
  }

  static func text(_ comparison: ReviewComparison) -> String {
    var text = "\(comparison.contractFile) against \(comparison.baselineFile)\n\n"
    for change in comparison.clauses where change.status != .unchanged {
      let place = change.currentLocation.map { ":\($0.line)" } ?? ""
      text +=
        "\(change.status.rawValue.uppercased()) \(change.clauseID) (\(comparison.contractFile)\(place))\n"
      if let diff = change.diff {
        text += "  \(diff.annotated)\n"
      } else if let line = change.currentText ?? change.baselineText {
        text += "  \(line)\n"
      }
    }
    for table in comparison.tables {
      text +=
        "TABLE CHANGED \(table.section) (\(comparison.contractFile):\(table.location.line)): \(table.diff.annotated)\n"
    }
    for prose in comparison.prose {
      let place = prose.section.isEmpty ? "introduction" : prose.section
      text += "PROSE \(prose.status.rawValue) in \(place): "
      text += (prose.diff?.annotated ?? prose.currentText ?? prose.baselineText ?? "")
      if let diff = prose.diff, !diff.hasChanges { text += " (links or formatting changed)" }
      text += "\n"
    }
    let counts = [ChangeStatus.unchanged, .changed, .added, .removed].map {
      "\(comparison.count($0)) \($0.rawValue)"
    }
    text +=
      "\nclauses: \(counts.joined(separator: ", ")); tables changed: \(comparison.tables.count); prose changes: \(comparison.prose.count)\n"
    return text
  }
}
