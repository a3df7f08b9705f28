import ContractMarkdown
import Contracts
import Foundation

/// A table an author binds to a fixture by name: the tables under one section heading run the
/// named fixture, whatever their headers say (a header the fixture does not know is then an
/// error at the header). Written in a contract's front matter,
///
///     fixture: Rounding rules → Price rounding
///
/// (`->` works too; one line per heading), or in the settings (`fixtures.tables` in
/// `contract-report.json`).
public struct TableAssignment: Sendable, Hashable {
  /// The contract's slug, for an assignment in the settings; `nil` in a contract's own front
  /// matter.
  public var contract: String?
  /// The section heading (matched by slug).
  public var section: String
  /// The fixture's name (matched by slug, so case and punctuation do not matter).
  public var fixture: String
  /// Where it is written: the front-matter line (`file:line:col`) or the settings field.
  public var declaredAt: String
  /// Its front-matter line, when it is written there.
  public var location: SourceLocation?

  public init(
    contract: String?, section: String, fixture: String, declaredAt: String,
    location: SourceLocation? = nil
  ) {
    self.contract = contract
    self.section = section
    self.fixture = fixture
    self.declaredAt = declaredAt
    self.location = location
  }

  /// The front-matter key of an assignment.
  public static let frontMatterKey = "fixture"
  /// The rule of a front-matter or settings assignment that binds nothing.
  public static let rule = "decision-binding"

  /// The assignments a contract's front matter makes, and every `fixture:` line that cannot be
  /// read (rule `decision-binding`).
  public static func inFrontMatter(of contract: Contract) -> (
    assignments: [TableAssignment], problems: [Diagnostic]
  ) {
    var assignments: [TableAssignment] = []
    var problems: [Diagnostic] = []
    for field in contract.frontMatter.fields where field.key == frontMatterKey {
      let parts = split(field.value)
      guard let (section, fixture) = parts else {
        problems.append(
          Diagnostic(
            file: contract.file, location: field.location, severity: .error,
            message:
              "front matter 'fixture: \(field.value)' is not 'fixture: SECTION HEADING → FIXTURE NAME'",
            rule: rule))
        continue
      }
      assignments.append(
        TableAssignment(
          contract: nil, section: section, fixture: fixture,
          declaredAt:
            "\(contract.file):\(field.location.line):\(field.location.column) (front matter)",
          location: field.location))
    }
    return (assignments, problems)
  }

  /// `Heading → Fixture` (or `->`), both sides non-empty.
  private static func split(_ value: String) -> (String, String)? {
    for separator in ["→", "->"] {
      let sides = value.components(separatedBy: separator)
      guard sides.count == 2 else { continue }
      let section = sides[0].trimmingCharacters(in: .whitespaces)
      let fixture = sides[1].trimmingCharacters(in: .whitespaces)
      guard !section.isEmpty, !fixture.isEmpty else { return nil }
      return (section, fixture)
    }
    return nil
  }
}
