import ComplianceReport
import Verification

/// JUnit XML as Jenkins, GitLab, Surefire-based tools and GitHub test reporters read it
/// (`schemas/junit.xsd`): one `<testsuite>` per contract with one `<testcase>` per clause named
/// `Section › Row key`, classname the contract's slug, `file` and `line` pointing at the row.
/// Failures carry expected against observed; unbound clauses and orphaned checks are skipped
/// with a message (failures under `--strict`). A difference from the reviewed baseline is a
/// failure of its clause's testcase when the report weighs it an error, and `<system-out>`
/// beside the verdict when only a warning; removed clauses without a check, renamed sections
/// and a missing baseline are testcases of their own. Gates that no testcase stands for (lint,
/// coverage) form a last suite, so the XML fails exactly when the run does.
public enum JUnitWriter {
  public static func render(_ report: ComplianceReport) -> String {
    let suites =
      report.contracts.map { suite($0, report: report) } + [gateSuite(report)].compactMap { $0 }
    let cases = suites.flatMap(\.cases)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml +=
      "<testsuites"
      + attributes([
        ("name", report.title), ("tests", "\(cases.count)"),
        ("failures", "\(count(cases, .failure))"),
        ("errors", "\(count(cases, .error))"), ("skipped", "\(count(cases, .skipped))"),
        ("time", seconds(report.durationSeconds ?? 0)),
      ]) + ">\n"
    for suite in suites { xml += render(suite, timestamp: report.generatedAt) }
    xml += "</testsuites>\n"
    return xml
  }

  struct Suite {
    var name: String
    var file: String?
    var properties: [(String, String)]
    var cases: [Case]
  }

  struct Case {
    enum Outcome: Equatable {
      case passed
      case failure
      case error
      case skipped
    }

    var name: String
    var classname: String
    var time: Double
    var file: String?
    var line: Int?
    var outcome: Outcome
    /// `type` of a failure or error.
    var type: String = ""
    /// One-line message attribute.
    var message: String = ""
    /// Element text: the details.
    var body: String = ""
    /// `<system-out>`: review findings that are warnings or notes.
    var systemOut: String = ""
  }

  static func suite(_ contract: ContractResult, report: ComplianceReport) -> Suite {
    var properties = [
      ("contract", contract.contract.slug), ("file", contract.contract.file),
      ("fingerprint", contract.contract.fingerprint),
      ("tool", "\(report.tool.name) \(report.tool.version)"), ("strict", "\(report.strict)"),
    ]
    if let review = contract.review {
      properties.append(("baseline", review.baselineFile))
      properties.append(("changedSinceReview", "\(contract.changedSinceReview)"))
    } else {
      properties.append(("baseline", "none"))
    }
    if let faults = report.injectedFaults, !faults.isEmpty {
      properties.append(("injectedFaults", faults.joined(separator: ",")))
    }
    let attachment = ReviewAttachment(contract)
    let slug = contract.contract.slug
    var cases = attachment.leading.map { testcase($0, classname: slug) }
    for (index, result) in contract.verification.results.enumerated() {
      var clause = testcase(result, classname: slug, strict: contract.strict)
      for finding in attachment.byResult[index] ?? [] { attach(finding, to: &clause) }
      cases.append(clause)
    }
    cases += attachment.trailing.map { testcase($0, classname: slug) }
    return Suite(
      name: contract.contract.title ?? contract.contract.slug, file: contract.contract.file,
      properties: properties, cases: cases)
  }

  static func testcase(_ result: ClauseResult, classname: String, strict: Bool) -> Case {
    var testcase = Case(
      name: ClauseNaming.name(result), classname: classname, time: result.duration,
      file: result.file, line: result.location.line, outcome: .passed)
    var lines = ClauseNaming.details(result) + (result.hints ?? [])
    lines.append("at \(ClauseNaming.place(result))")
    lines.append("clause \(result.clauseID)")
    if let declared = result.checkDeclaredAt { lines.append("check \(declared)") }
    let message = result.message ?? ""
    switch result.verdict {
    case .passed:
      break
    case .failed:
      testcase.outcome = .failure
      testcase.type = "failed"
      testcase.message = ClauseNaming.summary(result)
    case .error:
      testcase.outcome = .error
      testcase.type = "error"
      testcase.message = message
    case .unbound, .orphaned:
      let label = result.verdict.rawValue
      testcase.outcome = strict ? .failure : .skipped
      testcase.type = label
      testcase.message = "\(label)\(strict ? " (--strict)" : ""): \(message)"
    case .skipped:
      testcase.outcome = .skipped
      testcase.message = message
    }
    testcase.body = lines.joined(separator: "\n")
    return testcase
  }

  /// A clause's difference from the reviewed baseline: an error makes its testcase fail (its
  /// text first in the body); a warning or note goes to `<system-out>`.
  static func attach(_ review: ReviewFinding, to testcase: inout Case) {
    let finding = Finding.review(review)
    let text = ([finding.label.lowercased()] + finding.details).joined(separator: "\n")
    guard review.severity == .error else {
      testcase.systemOut += (testcase.systemOut.isEmpty ? "" : "\n") + text
      return
    }
    if testcase.outcome == .passed || testcase.outcome == .skipped {
      testcase.outcome = .failure
      testcase.type = finding.ruleID
      testcase.message = finding.label.lowercased()
    }
    testcase.body = text + "\n" + testcase.body
  }

  /// A review finding no clause result stands for: a failure when the report weighs it an
  /// error, otherwise skipped with its label.
  static func testcase(_ review: ReviewFinding, classname: String) -> Case {
    let finding = Finding.review(review)
    var testcase = Case(
      name: "\(finding.title) (\(finding.label.lowercased()))", classname: classname, time: 0,
      file: finding.file, line: finding.line,
      outcome: review.severity == .error ? .failure : .skipped)
    testcase.type = finding.ruleID
    testcase.message =
      review.severity == .error
      ? finding.label.lowercased() : "\(finding.label.lowercased()): \(finding.title)"
    testcase.body = (finding.details + ["at \(finding.place)"]).joined(separator: "\n")
    if testcase.outcome == .skipped { testcase.systemOut = testcase.body }
    return testcase
  }

  /// Gates that no testcase already stands for: `lint`, coverage gates, ….
  static func gateSuite(_ report: ComplianceReport) -> Suite? {
    let gates = report.gates.filter {
      $0.name != "clauses" && $0.name != "review" && !$0.name.hasPrefix("strict:")
    }
    guard !gates.isEmpty else { return nil }
    let lintErrors = report.lint.filter { $0.severity == .error }.map(\.description)
    let cases = gates.map { gate in
      var testcase = Case(
        name: gate.name, classname: "contract-report.gates", time: 0, file: nil, line: nil,
        outcome: gate.passed ? .passed : .failure)
      if !gate.passed {
        testcase.type = "gate"
        testcase.message = gate.detail
        testcase.body = ([gate.detail] + (gate.name == "lint" ? lintErrors : []))
          .joined(separator: "\n")
      }
      return testcase
    }
    return Suite(name: "Gates", file: nil, properties: [], cases: cases)
  }

  static func render(_ suite: Suite, timestamp: String?) -> String {
    let time = suite.cases.reduce(0) { $0 + $1.time }
    var attributes: [(String, String)] = [
      ("name", suite.name), ("tests", "\(suite.cases.count)"),
      ("failures", "\(count(suite.cases, .failure))"),
      ("errors", "\(count(suite.cases, .error))"),
      ("skipped", "\(count(suite.cases, .skipped))"), ("time", seconds(time)),
    ]
    if let timestamp { attributes.append(("timestamp", junitTimestamp(timestamp))) }
    if let file = suite.file { attributes.append(("file", file)) }
    var xml = "  <testsuite" + self.attributes(attributes) + ">\n"
    if !suite.properties.isEmpty {
      xml += "    <properties>\n"
      for (name, value) in suite.properties {
        xml += "      <property" + self.attributes([("name", name), ("value", value)]) + "/>\n"
      }
      xml += "    </properties>\n"
    }
    for testcase in suite.cases { xml += render(testcase) }
    xml += "  </testsuite>\n"
    return xml
  }

  static func render(_ testcase: Case) -> String {
    var attributes: [(String, String)] = [
      ("name", testcase.name), ("classname", testcase.classname),
      ("time", seconds(testcase.time)),
    ]
    if let file = testcase.file { attributes.append(("file", file)) }
    if let line = testcase.line { attributes.append(("line", "\(line)")) }
    let open = "    <testcase" + self.attributes(attributes)
    var inner = ""
    switch testcase.outcome {
    case .passed:
      break
    case .skipped:
      inner += "      <skipped" + self.attributes([("message", testcase.message)]) + "/>\n"
    case .failure, .error:
      let element = testcase.outcome == .failure ? "failure" : "error"
      inner +=
        "      <\(element)"
        + self.attributes([("message", testcase.message), ("type", testcase.type)]) + ">"
        + XMLEscaping.text(testcase.body) + "</\(element)>\n"
    }
    if !testcase.systemOut.isEmpty {
      inner += "      <system-out>" + XMLEscaping.text(testcase.systemOut) + "</system-out>\n"
    }
    return inner.isEmpty ? open + "/>\n" : open + ">\n" + inner + "    </testcase>\n"
  }

  private static func attributes(_ pairs: [(String, String)]) -> String {
    pairs.map { " \($0.0)=\"\(XMLEscaping.attribute($0.1))\"" }.joined()
  }

  private static func count(_ cases: [Case], _ outcome: Case.Outcome) -> Int {
    cases.filter { $0.outcome == outcome }.count
  }

  /// Seconds with millisecond precision, as `1.234`.
  static func seconds(_ value: Double) -> String {
    let milliseconds = Int((max(0, value) * 1000).rounded())
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// JUnit's timestamp has no zone designator (Jenkins' schema): the UTC time without `Z`.
  static func junitTimestamp(_ iso8601: String) -> String {
    iso8601.hasSuffix("Z") ? String(iso8601.dropLast()) : iso8601
  }
}
