import ComplianceReport
import TestSupport
import Testing

@testable import CIOutput

@Suite struct JUnitWriterTests {
  @Test func oneTestcasePerClauseNamedBySectionAndKey() throws {
    let xml = JUnitWriter.render(try ReportFixture.report())
    let root = try #require(XMLTree.parse(xml), "not well-formed:\n\(xml)")
    #expect(root.name == "testsuites")
    let suite = try #require(root.all("testsuite").first)
    #expect(suite["name"] == "Evil <script>alert(1)</script> contract")
    #expect(suite["file"] == ReportFixture.file)
    let cases = suite.all("testcase")
    #expect(cases.count == 6)
    #expect(cases[0]["name"] == "Section | with pipes › Row one <img src=x onerror=alert(1)>")
    #expect(cases.allSatisfy { $0["classname"] == "evil-script-alert-1-script-contract" })
    #expect(cases[0]["line"] == "7")
    let failure = try #require(cases[0].all("failure").first)
    #expect(failure["message"] == "Claim: expected <b>bold</b>\n::warning::x, observed a | b, 50%")
    #expect(failure.text.contains("  expected: <b>bold</b>\n::warning::x\n  observed: a | b, 50%"))
    #expect(failure.text.contains("at \(ReportFixture.file):7:1"))
    #expect(
      cases[1].all("skipped").first?["message"]?.hasPrefix("unbound: no check is bound") == true)
    #expect(cases[2].children.isEmpty)
    #expect(cases[3].all("error").first?["message"] == "check threw: boom\u{FFFD}")
    #expect(cases[4].all("skipped").first?["message"] == "filtered out of this run")
    #expect(cases[5].all("skipped").first?["message"]?.hasPrefix("orphaned: ") == true)
    #expect(suite["tests"] == "6" && suite["failures"] == "1" && suite["errors"] == "1")
    #expect(suite["skipped"] == "3")
  }

  @Test func strictMakesUnboundAndOrphanedFailures() throws {
    let root = try #require(
      XMLTree.parse(JUnitWriter.render(try ReportFixture.report(strict: true))))
    let types = root.all("failure").map { $0["type"] }
    #expect(types == ["failed", "unbound", "orphaned"])
    #expect(root["failures"] == "3")
    #expect(root["skipped"] == "1")
  }

  @Test func gatesWithoutAClauseFormTheirOwnSuite() throws {
    let report = try ReportFixture.report(lint: [ReportFixture.lintError])
    let root = try #require(XMLTree.parse(JUnitWriter.render(report)))
    let gates = try #require(root.all("testsuite").last)
    #expect(gates["name"] == "Gates")
    let lint = try #require(gates.all("testcase").first)
    #expect(lint["name"] == "lint")
    #expect(lint.all("failure").first?.text.contains("[ragged-row]") == true)
    #expect(root["tests"] == "7")
    #expect(root["failures"] == "2")
  }

  @Test func escapingKeepsAnyTextWellFormed() {
    let nasty = "a & b < c > d \" e ' f \u{0} \u{8} \u{FFFF} \r\n\t end"
    let attribute = XMLEscaping.attribute(nasty)
    let text = XMLEscaping.text(nasty)
    let xml = "<r a=\"\(attribute)\">\(text)</r>"
    let root = XMLTree.parse(xml)
    #expect(root?["a"] == "a & b < c > d \" e ' f \u{FFFD} \u{FFFD} \u{FFFD} \r\n\t end")
    #expect(root?.text == "a & b < c > d \" e ' f \u{FFFD} \u{FFFD} \u{FFFD} \r\n\t end")
  }

  @Test func timesAreSecondsWithMilliseconds() {
    #expect(JUnitWriter.seconds(0) == "0.000")
    #expect(JUnitWriter.seconds(1.23456) == "1.235")
    #expect(JUnitWriter.seconds(12.0004) == "12.000")
    #expect(JUnitWriter.seconds(-1) == "0.000")
    #expect(JUnitWriter.junitTimestamp("2025-01-02T03:04:05Z") == "2025-01-02T03:04:05")
  }
}
