import ContractMarkdown
import Contracts

/// Which fixture each table of a contract meets. Tables named for a fixture (the contract's
/// `fixture:` front matter, the settings' `fixtures.tables`) come first, bound to their
/// heading; then the contract's own fixtures; then the shared ones, by header signature.
/// A named table that is not there, or names no fixture, is a lint error and an orphaned
/// check; so is an own fixture that binds nothing. A shared fixture that binds nothing is
/// simply not used by this contract.
struct FixtureResolution {
  /// Every fixture, in the order tables try them.
  var fixtures: [TableFixture]
  var decisionTables: [DecisionTable]
  /// Placeholder bindings reported as orphaned checks.
  var orphans: [Binding]
  /// Front-matter lines that cannot be read, and named tables that bind nothing.
  var problems: [Diagnostic]

  init(_ bindings: ContractBindings, contract: Contract) {
    let frontMatter = TableAssignment.inFrontMatter(of: contract)
    let assignments =
      bindings.assignments.filter { $0.contract.map(Slug.make) == contract.slug }
      + frontMatter.assignments
    var problems = frontMatter.problems
    var orphans: [Binding] = []
    let known = bindings.fixtures
    var named: [(assignment: TableAssignment, fixture: TableFixture)] = []
    for assignment in assignments {
      let wanted = Slug.make(assignment.fixture)
      guard let fixture = known.first(where: { Slug.make($0.name) == wanted }) else {
        let names = known.map { "'\($0.name)'" }.joined(separator: ", ")
        let message =
          "\(assignment.declaredAt) names fixture '\(assignment.fixture)', which does not exist (fixtures: \(names.isEmpty ? "none" : names))"
        problems.append(Self.error(contract, assignment, message))
        orphans.append(
          Self.placeholder(
            assignment, message: message,
            hints: [
              "docs writer: name a fixture that `contract-report fixtures` lists, or remove the line"
            ]))
        continue
      }
      named.append(
        (
          assignment,
          fixture.bound(toSection: assignment.section, declaredAt: assignment.declaredAt)
        ))
    }
    fixtures = named.map(\.fixture) + known
    decisionTables = DecisionTable.all(in: contract, fixtures: fixtures)
    let used = decisionTables.map(\.fixture)
    for (assignment, fixture) in named where !used.contains(where: { $0.isSame(as: fixture) }) {
      let section = contract.sections.first { $0.slug == Slug.make(assignment.section) }
      let message =
        section == nil
        ? "\(assignment.declaredAt) names section '\(assignment.section)' for fixture '\(fixture.name)', but the contract has no such heading"
        : "\(assignment.declaredAt) names section '\(assignment.section)' for fixture '\(fixture.name)', but no table is under that heading"
      problems.append(Self.error(contract, assignment, message, fallback: section?.location))
      orphans.append(
        Self.placeholder(
          assignment, message: message,
          hints: [
            "docs writer: put the '\(fixture.name)' table under '\(assignment.section)', or correct the heading in \(assignment.declaredAt)"
          ]))
    }
    for fixture in bindings.tables where !used.contains(where: { $0.isSame(as: fixture) }) {
      let section: String
      if case .section(let heading) = fixture.match {
        section = heading
      } else {
        section = "any section"
      }
      let headers = fixture.columns.map(\.header).joined(separator: ", ")
      orphans.append(
        Binding(
          section: section, key: "decision table for fixture '\(fixture.name)'",
          declaredAt: fixture.declaredAt,
          orphanNote: Binding.OrphanNote(
            message:
              "no table of this contract runs fixture '\(fixture.name)', which its checks declare (columns: \(headers))",
            hints: [
              "docs writer: if the contract should still have a '\(fixture.name)' table, restore it",
              "check author: otherwise remove the fixture declared at \(fixture.declaredAt) from the contract's bindings",
            ]), body: { _ in }))
    }
    self.problems = problems
    self.orphans = orphans
  }

  private static func error(
    _ contract: Contract, _ assignment: TableAssignment, _ message: String,
    fallback: SourceLocation? = nil
  ) -> Diagnostic {
    Diagnostic(
      file: contract.file,
      location: assignment.location ?? fallback ?? SourceLocation(line: 1, column: 1),
      severity: .error, message: message, rule: TableAssignment.rule)
  }

  private static func placeholder(
    _ assignment: TableAssignment, message: String, hints: [String]
  ) -> Binding {
    Binding(
      section: assignment.section, key: "fixture \(assignment.fixture)",
      declaredAt: assignment.declaredAt,
      orphanNote: Binding.OrphanNote(
        message: message, hints: hints, location: assignment.location), body: { _ in })
  }
}
