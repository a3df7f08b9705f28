import ComplianceReport
import Verification

/// JUnit XML as Jenkins, GitLab, Surefire-based tools and GitHub test reporters read it
/// (`schemas/junit.xsd`): one `<testsuite>` per contract with one `<testcase>` per clause named
/// `Section › Row key`, classname the contract's slug, `file` and `line` pointing at the row.
/// Failures carry expected against observed; unbound clauses are skipped with a message (a
/// failure under `--strict`, as are orphaned checks and clauses changed since review). Gates
/// that no clause stands for (lint, coverage) form a last suite, so the XML fails exactly
/// when the run does.
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
    }
    if let faults = report.injectedFaults, !faults.isEmpty {
      properties.append(("injectedFaults", faults.joined(separator: ",")))
    }
    let changed = report.strict ? contract.review?.changedClauseIDs ?? [] : []
    let cases = contract.verification.results.map { result in
      testcase(
        result, classname: contract.contract.slug, strict: report.strict,
        changed: changed.contains(result.clauseID)
          ? contract.review?.change(for: result.clauseID)
          : nil)
    }
    return Suite(
      name: contract.contract.title ?? contract.contract.slug, file: contract.contract.file,
      properties: properties, cases: cases)
  }

  static func testcase(
    _ result: ClauseResult, classname: String, strict: Bool, changed: ClauseChange?
  ) -> Case {
    var testcase = Case(
      name: ClauseNaming.name(result), classname: classname, time: result.duration,
      file: result.file, line: result.location.line, outcome: .passed)
    var lines = ClauseNaming.details(result)
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
    if let changed, result.verdict != .orphaned {
      var diff = "changed since review (--strict): re-review and update the reviewed baseline"
      if let words = changed.diff { diff += "\nword diff: \(words.annotated)" }
      if testcase.outcome == .passed || testcase.outcome == .skipped {
        testcase.outcome = .failure
        testcase.type = "changed-since-review"
        testcase.message = "changed since review (--strict)"
      }
      lines.insert(diff, at: 0)
    }
    testcase.body = lines.joined(separator: "\n")
    return testcase
  }

  /// Gates that no clause testcase already stands for: `lint`, coverage gates, ….
  static func gateSuite(_ report: ComplianceReport) -> Suite? {
    let gates = report.gates.filter { $0.name != "clauses" && !$0.name.hasPrefix("strict:") }
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
    switch testcase.outcome {
    case .passed:
      return open + "/>\n"
    case .skipped:
      return open + ">\n      <skipped" + self.attributes([("message", testcase.message)])
        + "/>\n    </testcase>\n"
    case .failure, .error:
      let element = testcase.outcome == .failure ? "failure" : "error"
      return open + ">\n      <\(element)"
        + self.attributes([("message", testcase.message), ("type", testcase.type)]) + ">"
        + XMLEscaping.text(testcase.body) + "</\(element)>\n    </testcase>\n"
    }
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
