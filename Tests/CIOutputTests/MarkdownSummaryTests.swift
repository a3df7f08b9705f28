import ComplianceReport
import Foundation
import TestSupport
import Testing

@testable import CIOutput

@Suite struct MarkdownSummaryTests {
  @Test func everyASCIIPunctuationCharacterIsEscaped() {
    let punctuation = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~"
    let escaped = MarkdownSummary.escape(punctuation)
    #expect(escaped == punctuation.map { "\\\($0)" }.joined())
    #expect(MarkdownSummary.escape("a\nb\r\nc") == "a ⏎ b ⏎ c")
    #expect(MarkdownSummary.escape("x\u{202E}y\u{1B}") == "x\\<U\\+202E\\>y\\<U\\+001B\\>")
  }

  @Test func codeSpansCannotBeClosedByTheirContent() {
    #expect(MarkdownSummary.codeSpan("a:1:1") == "`a:1:1`")
    #expect(MarkdownSummary.codeSpan("a``b") == "```a``b```")
    #expect(MarkdownSummary.codeSpan("`a") == "`` `a ``")
  }

  @Test func summaryListsResultGatesAndFindings() throws {
    let summary = MarkdownSummary.render(try ReportFixture.report(lint: [ReportFixture.lintError]))
    #expect(
      summary.hasPrefix(
        "## Compliance \\| \\<b\\>title\\<\\/b\\>: ❌ failed\n\nFAILED\\: 1 gate \\(lint\\)\\; 1 passed\\, 1 failed\\, 1 errored\\, 1 unbound\\, 1 orphaned\\, 1 skipped\n"
      ))
    #expect(summary.contains("| clauses | ❌ failed |"))
    #expect(summary.contains("| lint | ❌ failed |"))
    #expect(
      summary.contains(
        "- **failed** Section \\| with pipes › Row one \\<img src\\=x onerror\\=alert\\(1\\)\\> at `contracts/evil, \"quoted\": 100%.md:7:1`"
      ))
    #expect(summary.contains("1 clause(s) have no check (unbound)"))
  }

  /// The summary rendered as GitHub renders it (cmark-gfm with tables, raw HTML allowed):
  /// nothing from the contract becomes an element, every table keeps its columns.
  @Test func contractTextCannotInjectMarkupOrHTML() async throws {
    let summary = MarkdownSummary.render(try ReportFixture.report(lint: [ReportFixture.lintError]))
    let html = try await render(summary)
    for forbidden in ["<script", "<img", "<a ", "<b>", "<em>", "<code>one", "<h1", "<h3>Evil"] {
      #expect(!html.contains(forbidden), "summary HTML contains \(forbidden)")
    }
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
    #expect(html.contains("&lt;b&gt;bold&lt;/b&gt;"))
    // Both tables keep their shape although names contain '|'.
    let rows = html.components(separatedBy: "<tr>").dropFirst()
    let counts = rows.map {
      $0.components(separatedBy: "</td>").count - 1 + $0.components(separatedBy: "</th>").count - 1
    }
    #expect(Array(counts.prefix(2)) == [8, 8])
    #expect(Array(counts.dropFirst(2)) == Array(repeating: 3, count: counts.count - 2))
  }

  private func render(_ markdown: String) async throws -> String {
    let result = try await RequiredTool.cmarkGFM.run(
      ["--unsafe", "-e", "table", "-e", "autolink", "-e", "strikethrough"],
      input: Data(markdown.utf8))
    try #require(result.status == 0, "cmark-gfm failed: \(result.stderr)")
    return result.stdout
  }
}
