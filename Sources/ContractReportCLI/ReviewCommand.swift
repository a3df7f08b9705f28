import ComplianceReport
import Contracts
import Foundation
import Support
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

      Before it writes, --accept prints what it accepts (every clause with its word diff) and
      asks; --yes accepts without asking, and is needed when standard input is not a terminal
      (in CI, or piped).

      Exits 0 when nothing changed (or the acceptance was written), 1 when something did (or
      the question was answered no), 2 on unreadable input, a clause that cannot be accepted,
      or --accept without --yes and without a terminal (nothing is written then).
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec("accept", help: "Make the current text the reviewed baseline."),
      OptionSpec(
        "clause", value: "ID",
        help: "With --accept: accept only this clause (its id as check prints it)."),
      OptionSpec(
        "yes", help: "With --accept: accept without asking (needed without a terminal)."),
    ])

  struct Options: CommandOptions {
    var file: String
    var format: OutputFormat
    var accept: Bool
    /// `--clause ID` (repeatable): accept only these clauses.
    var clauses: [String]
    var yes: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
      guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
        throw UsageError("review needs exactly one CONTRACT file")
      }
      self.file = file
      format = try OutputFormat(arguments)
      accept = arguments.has("accept")
      clauses = arguments.all("clause")
      yes = arguments.has("yes")
      if !clauses.isEmpty, !accept {
        throw UsageError("--clause selects what --accept accepts; add --accept")
      }
      if yes, !accept {
        throw UsageError("--yes answers the question --accept asks; add --accept")
      }
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let file = options.file
    let loader = ContractLoader()
    let baselinePath = (file.hasSuffix(".md") ? String(file.dropLast(3)) : file) + ".reviewed.md"
    let current: Contract
    do {
      current = try loader.load(file)
    } catch {
      throw InputFailure(error)
    }
    if options.accept, options.clauses.isEmpty {
      return try acceptFile(
        file, current: current, baselinePath: baselinePath, loader: loader, yes: options.yes,
        console: console)
    }
    let baseline: Contract
    do {
      baseline = try loader.load(baselinePath, kind: .baseline)
    } catch {
      throw InputFailure(
        InputError(
          path: baselinePath,
          message: "no reviewed baseline (run '\(AcceptCommand.file(file))')"))
    }
    if options.accept {
      return try accept(
        options.clauses, of: current, baseline: baseline, loader: loader, yes: options.yes,
        console: console)
    }
    let comparison = ReviewComparison(baseline: baseline, current: current)
    switch options.format {
    case .json:
      console.write(try JSONOutput.encode(comparison))
    case .text:
      console.write(text(comparison))
    }
    return comparison.isUnchanged ? ExitCode.success : ExitCode.failure
  }

  /// Makes the whole current text of `file` its reviewed baseline, after showing every
  /// difference and asking (or with `yes`).
  static func acceptFile(
    _ file: String, current: Contract, baselinePath: String, loader: ContractLoader, yes: Bool,
    console: Console
  ) throws -> Int32 {
    guard let bytes = FileManager.default.contents(atPath: file) else {
      throw InputFailure(InputError(path: file, message: FileSystemReason.whyUnreadable(file)))
    }
    if FileManager.default.contents(atPath: baselinePath) == bytes {
      console.print("nothing to accept: \(file) is its reviewed baseline \(baselinePath)")
      return ExitCode.success
    }
    if let baseline = try? loader.load(baselinePath, kind: .baseline) {
      console.write(text(ReviewComparison(baseline: baseline, current: current)))
    } else {
      console.print(
        "\(baselinePath) does not exist yet: the whole text of \(file) (\(current.clauses.count) clause(s)) becomes the reviewed baseline"
      )
    }
    guard try confirm("Accept all of this as reviewed, writing \(baselinePath)?", yes, console)
    else {
      console.print("nothing accepted")
      return ExitCode.failure
    }
    try OutputFile.write(String(decoding: bytes, as: UTF8.self), to: baselinePath)
    console.print("accepted: \(baselinePath) is now the reviewed baseline of \(file)")
    return ExitCode.success
  }

  /// Accepts the named clauses one after another (each against the baseline the previous
  /// one left), shows each one's difference and asks (or with `yes`), then writes the
  /// baseline once; a clause that cannot be accepted writes nothing.
  static func accept(
    _ clauseIDs: [String], of current: Contract, baseline: Contract, loader: ContractLoader,
    yes: Bool, console: Console
  ) throws -> Int32 {
    let currentSource: String
    var baselineSource: String
    do {
      currentSource = String(decoding: try loader.read(current.file), as: UTF8.self)
      baselineSource = String(decoding: try loader.read(baseline.file), as: UTF8.self)
    } catch {
      throw InputFailure(error)
    }
    var reviewed = baseline
    for clauseID in clauseIDs {
      let acceptance = ClauseAcceptance(
        baseline: reviewed, baselineSource: baselineSource, current: current,
        currentSource: currentSource, acceptFileCommand: AcceptCommand.file(current.file))
      do {
        baselineSource = try acceptance.accepting(clauseID)
      } catch {
        throw InputFailure(InputError(path: current.file, message: error.message))
      }
      do {
        reviewed = try loader.parse(
          Array(baselineSource.utf8), path: baseline.file, kind: .baseline)
      } catch {
        throw InputFailure(error)
      }
    }
    let before = ReviewComparison(baseline: baseline, current: current)
    for clauseID in clauseIDs {
      let changes = before.clauses.filter {
        $0.status != .unchanged && ($0.clauseID == clauseID || $0.baselineClauseID == clauseID)
      }
      for change in changes { console.write(changeText(change, in: before)) }
    }
    guard
      try confirm(
        "Accept \(clauseIDs.count == 1 ? "this clause" : "these \(clauseIDs.count) clauses") as reviewed, writing \(baseline.file)?",
        yes, console)
    else {
      console.print("nothing accepted")
      return ExitCode.failure
    }
    try OutputFile.write(baselineSource, to: baseline.file)
    for clauseID in clauseIDs {
      console.print("accepted: \(clauseID) in \(baseline.file)")
    }
    let left = ReviewComparison(baseline: reviewed, current: current)
    let differing = left.clauses.filter { $0.status != .unchanged }.count
    console.print(
      "\(differing) clause(s) of \(current.file) still differ from the reviewed baseline")
    return ExitCode.success
  }

  /// True with `yes`, else the person's answer; without a terminal to ask on, a usage error
  /// (so nothing is written unasked).
  static func confirm(_ question: String, _ yes: Bool, _ console: Console) throws -> Bool {
    if yes { return true }
    guard let answer = console.confirm(question) else {
      throw UsageError(
        "--accept asks before it writes the reviewed baseline, and standard input is not a terminal; add --yes to accept what is listed above"
      )
    }
    return answer
  }

  /// One changed clause as `review` prints it: status, id, place, word diff.
  static func changeText(_ change: ClauseChange, in comparison: ReviewComparison) -> String {
    let place: String
    if let location = change.currentLocation {
      place = "\(comparison.contractFile):\(location.line)"
    } else if let location = change.baselineLocation {
      place = "\(comparison.baselineFile):\(location.line)"
    } else {
      place = comparison.contractFile
    }
    let from = change.baselineClauseID.map { ", was \($0)" } ?? ""
    var text = "\(change.status.rawValue.uppercased()) \(change.clauseID) (\(place)\(from))\n"
    if let diff = change.diff {
      text += "  \(diff.annotated)\n"
    } else if let line = change.currentText ?? change.baselineText {
      text += "  \(line)\n"
    }
    return text
  }

  static func text(_ comparison: ReviewComparison) -> String {
    var text = "\(comparison.contractFile) against \(comparison.baselineFile)\n\n"
    for section in comparison.sections {
      text +=
        "SECTION RENAMED \(section.baselineHeading) → \(section.currentHeading) (\(comparison.contractFile):\(section.currentLocation.line), was \(comparison.baselineFile):\(section.baselineLocation.line)): \(section.matchedClauses) of its \(section.baselineClauses) clause(s) kept\n"
    }
    for change in comparison.clauses where change.status != .unchanged {
      text += changeText(change, in: comparison)
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
