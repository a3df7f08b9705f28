import ComplianceReport
import ComplianceSite
import ContractMarkdown
import Contracts
import Foundation
import Templates
import Verification

/// Synthetic reports for site tests: every verdict, cell verdict and review change, and a
/// contract whose every field tries to inject markup.
enum SiteFixtures {
  static let sampleContract = """
    ---
    title: "Sample contract"
    description: "A contract with every verdict."
    canonical: https://docs.example.com/docs/sample/contract/
    ---

    # Sample contract

    Intro with a [link](https://example.com/guide) and `code`.

    ## Behaviour

    | Input | Result | Note |
    | :---- | -----: | :--: |
    | Stored language | Restores it | fine |
    | Missing dictionary | Falls back | fallback |
    | Broken service | Throws | x |
    | Unbound row | Nothing | y |
    | Skipped row | Skipped | z |

    ## Rules

    - First rule is checked.
    - Second rule fails.
    - Third rule has no check.

    3. Ordered three.
    4. Ordered four.
    """

  static let sampleBaseline = """
    # Sample contract

    Intro with a [link](https://example.com/guide).

    ## Behaviour

    | Input | Outcome | Note |
    | --- | --- | --- |
    | Stored language | Restores it | fine |
    | Missing dictionary | Falls back to source | fallback |
    | Broken service | Throws | x |
    | Unbound row | Nothing | y |
    | Skipped row | Skipped | z |
    | Removed row | Gone | w |

    ## Rules

    - First rule is checked.
    - Second rule fails often.
    - Third rule has no check.

    3. Ordered three.
    4. Ordered four.
    """

  static let xss = "<script>alert(1)</script>"
  static let breakout = "\"><img src=x onerror=alert(1)>"
  static let javascriptLink = "javascript:alert(1)"

  static let hostileContract = """
    ---
    title: "<script>alert('title')</script> \\"><img src=x onerror=alert(1)>"
    canonical: javascript:alert(1)
    ---

    # Hostile \\<script>alert(1)\\</script>

    Text <script>alert(2)</script> and [click](javascript:alert(3)) and "><img src=x onerror=alert(4)>.

    ## \\<script>alert(5)\\</script> section

    | Key | Value |
    | --- | ----- |
    | \\<script>alert(6)\\</script> | "><img src=x onerror=alert(7)> |
    | [js](javascript:alert(8)) | `<script>` |

    - \\<script>alert(9)\\</script> item <img src=x onerror=alert(10)>
    """

  static let hostileBaseline = """
    # Hostile

    Old text "><img src=x onerror=alert(11)> <script>alert(12)</script>.

    ## \\<script>alert(5)\\</script> section

    | Key | Value |
    | --- | ----- |
    | \\<script>alert(6)\\</script> | "><img src=x onerror=alert(13)> javascript:alert(14) |

    - \\<script>alert(9)\\</script> item
    """

  static func parse(_ markdown: String, file: String) throws -> Contract {
    try Contract.parse(
      Array(markdown.utf8), file: file, options: MarkdownParseOptions(renderHTML: true))
  }

  /// The sample contract with results of every kind, compared with its baseline.
  static func sampleResult() throws -> ContractResult {
    let contract = try parse(sampleContract, file: "contracts/sample/contract.md")
    let baseline = try parse(sampleBaseline, file: "contracts/sample/contract.reviewed.md")
    var results: [ClauseResult] = []
    for (index, clause) in contract.clauses.enumerated() {
      var result = ClauseResult(
        clauseID: clause.id, section: clause.section, key: clause.key, kind: clause.kind,
        file: clause.file, location: clause.location, verdict: .unbound,
        message: "no check is bound to this clause: its text is not verified")
      switch index {
      case 0:
        result.verdict = .passed
        result.message = nil
        result.checkDeclaredAt = "SampleBindings/Sample.swift:12"
        result.observations = [
          CellObservation(
            column: "Input", claim: "Stored language", expected: "stored", observed: "stored",
            verdict: .verified),
          CellObservation(
            column: "Result", claim: "Restores it", expected: "restored", observed: "restored",
            verdict: .verified),
          CellObservation(
            column: "Note", claim: "fine", expected: "", observed: "", verdict: .notChecked,
            note: "prose, not checkable"),
        ]
      case 1:
        result.verdict = .failed
        result.message = "Result: expected fallback copy, observed the raw key"
        result.observations = [
          CellObservation(
            column: "Result", claim: "Falls back", expected: "Falls back",
            observed: "Shows the key", verdict: .failed, note: "update the contract or the code")
        ]
      case 2:
        result.verdict = .error
        result.message = "the check timed out after 10 s"
      case 4, 9:
        result.verdict = .skipped
        result.message = nil
      case 5:
        result.verdict = .passed
        result.message = nil
        result.observations = [
          CellObservation(
            column: "persisted", claim: "", expected: "true", observed: "true", verdict: .verified)
        ]
      case 6:
        result.verdict = .failed
        result.message = "the rule does not hold"
        result.observations = [
          CellObservation(
            column: "fails", claim: "", expected: "no failure", observed: "a failure",
            verdict: .failed)
        ]
      default:
        break
      }
      results.append(result)
    }
    results.append(
      ClauseResult(
        clauseID: "sample-contract/behaviour/deleted-row", section: "Behaviour",
        key: "Deleted row", kind: .row, file: contract.file,
        location: SourceLocation(line: 1, column: 1), verdict: .orphaned,
        message: "the clause this check is bound to is gone",
        checkDeclaredAt: "SampleBindings/Sample.swift:40"))
    return ContractResult(
      contract: contract,
      verification: ContractVerification(
        contract: contract.slug, file: contract.file, title: contract.title, results: results),
      review: ReviewComparison(baseline: baseline, current: contract))
  }

  /// The hostile contract: every observation, message and note is an injection attempt too.
  static func hostileResult() throws -> ContractResult {
    let contract = try parse(hostileContract, file: "contracts/hostile/<b>x</b>.md")
    let baseline = try parse(hostileBaseline, file: "contracts/hostile/<b>x</b>.reviewed.md")
    let results = contract.clauses.enumerated().map { index, clause in
      ClauseResult(
        clauseID: clause.id, section: clause.section, key: clause.key, kind: clause.kind,
        file: clause.file, location: clause.location, verdict: index == 0 ? .failed : .error,
        observations: [
          CellObservation(
            column: clause.cells.last?.column ?? xss, claim: xss, expected: xss,
            observed: breakout, verdict: .failed, note: javascriptLink),
          CellObservation(
            column: breakout, claim: "", expected: javascriptLink, observed: xss,
            verdict: .failed, note: breakout),
        ],
        message: "\(xss) \(breakout) \(javascriptLink)", checkDeclaredAt: breakout)
    }
    return ContractResult(
      contract: contract,
      verification: ContractVerification(
        contract: contract.slug, file: contract.file, title: contract.title, results: results),
      review: ReviewComparison(baseline: baseline, current: contract))
  }

  /// A report of `contracts`, with an input, a record and a lint finding.
  static func report(_ contracts: [ContractResult], title: String = "Compliance")
    -> ComplianceReport
  {
    ComplianceReport(
      tool: ToolInfo(version: "9.9.9"), title: title,
      inputs: contracts.map {
        InputFingerprint(
          path: $0.contract.file, kind: "contract", sha256: String(repeating: "ab", count: 32),
          bytes: 100)
      },
      contracts: contracts,
      records: [
        RecordDocument(
          file: "contracts/sample/contract.reviewed.md", kind: "baseline", title: "Sample",
          fingerprint: String(repeating: "cd", count: 32))
      ],
      lint: [
        Diagnostic(
          file: "contracts/sample/contract.md", location: SourceLocation(line: 3, column: 1),
          severity: .warning, message: "a warning", rule: "sample-rule")
      ],
      strict: false)
  }

  /// A report with the sample and the hostile contract, and the injection attempts in the
  /// report's own strings too.
  static func hostileReport() throws -> ComplianceReport {
    var report = report([try sampleResult(), try hostileResult()], title: "\(xss) \(breakout)")
    report.inputs.append(
      InputFingerprint(path: "contracts/\(breakout).md", kind: xss, sha256: xss, bytes: 1))
    report.records.append(
      RecordDocument(file: breakout, kind: xss, title: javascriptLink, fingerprint: breakout))
    report.lint.append(
      Diagnostic(
        file: breakout, location: SourceLocation(line: 1, column: 1), severity: .error,
        message: xss, rule: javascriptLink))
    return report
  }

  /// The repository's templates (the real ones, not the embedded copy).
  static func templates() throws -> TemplateEngine {
    try TemplateEngine(directory: DefaultTemplatesSource.templatesDirectory)
  }

  /// Builds a report's site in memory, as text keyed by path.
  static func pages(_ report: ComplianceReport, options: SiteOptions = .init()) throws
    -> [String: String]
  {
    let files = try SiteBuilder(report: report, templates: templates(), options: options).files()
    return files.mapValues { String(decoding: $0, as: UTF8.self) }
  }
}
