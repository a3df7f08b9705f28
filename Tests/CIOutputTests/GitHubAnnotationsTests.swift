import ComplianceReport
import Foundation
import Testing

@testable import CIOutput

@Suite struct GitHubAnnotationsTests {
  @Test func messagesEscapePercentAndLineBreaks() {
    #expect(GitHubAnnotations.data("100% done\r\nnext\nlast") == "100%25 done%0D%0Anext%0Alast")
  }

  @Test func propertiesAlsoEscapeColonAndComma() {
    #expect(GitHubAnnotations.property("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
  }

  @Test func everyFindingIsOneCommandLineThatDecodesBack() throws {
    let report = try ReportFixture.report(lint: [ReportFixture.lintError])
    let lines = GitHubAnnotations.render(report)
    // lint error, failed, unbound (notice), error, orphaned (warning)
    #expect(
      lines.map { $0.prefix { $0 != " " } } == [
        "::error", "::error", "::notice", "::error", "::warning",
      ])
    for line in lines {
      #expect(!line.contains("\n") && !line.contains("\r"))
      let command = try #require(line.split(separator: "::", maxSplits: 2).first)
      let properties = command.drop { $0 != " " }.dropFirst()
      // Properties split on ',' and '=' exactly as the runner does: the file comes back whole.
      let fields = Dictionary(
        uniqueKeysWithValues: properties.split(separator: ",").map { field in
          let parts = field.split(separator: "=", maxSplits: 1)
          return (String(parts[0]), unescape(String(parts[1])))
        })
      #expect(fields["file"] == ReportFixture.file)
    }
    let failed = lines[1]
    #expect(failed.contains(",line=7,col=1,"))
    #expect(
      failed.contains(
        "title=clause failed%3A Section | with pipes › Row one <img src=x onerror=alert(1)>::"))
    let afterCommand = failed.dropFirst(2)
    let message = String(afterCommand[afterCommand.range(of: "::")!.upperBound...])
    #expect(
      unescape(message)
        == "Claim:\n  contract says: says link\n  expected: <b>bold</b>\n::warning::x\n  observed: a | b, 50%\n  note: the contract must be updated"
    )
  }

  @Test func strictTurnsUnboundAndOrphanedIntoErrors() throws {
    let lines = GitHubAnnotations.render(try ReportFixture.report(strict: true))
    #expect(lines.allSatisfy { $0.hasPrefix("::error ") })
    #expect(lines.count == 4)
  }

  private func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "%0A", with: "\n").replacingOccurrences(of: "%0D", with: "\r")
      .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
      .replacingOccurrences(of: "%25", with: "%")
  }
}
