import ComplianceReport
import Contracts
import FileTree
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
      as changed (with a word diff: [-removed-]{+added+}), added, removed or renamed (a row
      whose key changed while its other cells did not); sections whose heading was renamed;
      tables whose header changed; and prose that differs. List items are matched by
      content, so one inserted item does not mark the others as changed.

      --accept makes the current text the baseline (writes NAME.reviewed.md). With --clause
      ID (repeatable) only those clauses are accepted: each clause's lines in the baseline
      are replaced by, or set beside, its current lines (a removed clause's are deleted), and
      every other difference stays. A clause in a renamed section, or in a table or list the
      baseline lacks, can only be accepted with the whole file.

      Exits 0 when nothing changed (or the acceptance was written), 1 when something did,
      2 on unreadable input or a clause that cannot be accepted (nothing is written then).
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec("accept", help: "Make the current text the reviewed baseline."),
      OptionSpec(
        "clause", value: "ID",
        help: "With --accept: accept only this clause (its id as check prints it)."),
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
    let clauses = arguments.values["clause"] ?? []
    if !clauses.isEmpty, !arguments.has("accept") {
      throw UsageError("--clause selects what --accept accepts; add --accept")
    }
    if arguments.has("accept"), clauses.isEmpty {
      guard let bytes = FileManager.default.contents(atPath: file) else {
        throw InputFailure([
          InputError(path: file, message: FileSystemReason.whyUnreadable(file))
        ])
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
          message: "no reviewed baseline (run '\(AcceptCommand.file(file))')")
      ])
    }
    if arguments.has("accept") {
      try accept(clauses, of: current, baseline: baseline, loader: loader, console: console)
      return ExitCode.success
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

  /// Accepts the named clauses one after another (each against the baseline the previous
  /// one left), then writes the baseline once; a clause that cannot be accepted writes
  /// nothing.
  static func accept(
    _ clauseIDs: [String], of current: Contract, baseline: Contract, loader: ContractLoader,
    console: Console
  ) throws {
    let currentSource: String
    var baselineSource: String
    do {
      currentSource = String(decoding: try loader.read(current.file), as: UTF8.self)
      baselineSource = String(decoding: try loader.read(baseline.file), as: UTF8.self)
    } catch {
      throw InputFailure([error])
    }
    var reviewed = baseline
    for clauseID in clauseIDs {
      let acceptance = ClauseAcceptance(
        baseline: reviewed, baselineSource: baselineSource, current: current,
        currentSource: currentSource, acceptFileCommand: AcceptCommand.file(current.file))
      do {
        baselineSource = try acceptance.accepting(clauseID)
      } catch {
        throw InputFailure(lines: ["\(current.file): error: \(error.message)"])
      }
      do {
        reviewed = try loader.parse(
          Array(baselineSource.utf8), path: baseline.file, kind: .baseline)
      } catch {
        throw InputFailure([error])
      }
    }
    try OutputFile.write(baselineSource, to: baseline.file)
    for clauseID in clauseIDs {
      console.print("accepted: \(clauseID) in \(baseline.file)")
    }
    let left = ReviewComparison(baseline: reviewed, current: current)
    let differing = left.clauses.filter { $0.status != .unchanged }.count
    console.print(
      "\(differing) clause(s) of \(current.file) still differ from the reviewed baseline")
  }

  static func text(_ comparison: ReviewComparison) -> String {
    var text = "\(comparison.contractFile) against \(comparison.baselineFile)\n\n"
    for section in comparison.sections {
      text +=
        "SECTION RENAMED \(section.baselineHeading) → \(section.currentHeading) (\(comparison.contractFile):\(section.currentLocation.line), was \(comparison.baselineFile):\(section.baselineLocation.line)): \(section.matchedClauses) of its \(section.baselineClauses) clause(s) kept\n"
    }
    for change in comparison.clauses where change.status != .unchanged {
      let place: String
      if let location = change.currentLocation {
        place = "\(comparison.contractFile):\(location.line)"
      } else if let location = change.baselineLocation {
        place = "\(comparison.baselineFile):\(location.line)"
      } else {
        place = comparison.contractFile
      }
      let from = change.baselineClauseID.map { ", was \($0)" } ?? ""
      text += "\(change.status.rawValue.uppercased()) \(change.clauseID) (\(place)\(from))\n"
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
    let counts = [ChangeStatus.unchanged, .changed, .added, .removed, .renamed].map {
      "\(comparison.count($0)) \($0.rawValue)"
    }
    text +=
      "\nclauses: \(counts.joined(separator: ", ")); sections renamed: \(comparison.sections.count); tables changed: \(comparison.tables.count); prose changes: \(comparison.prose.count)\n"
    return text
  }
}
