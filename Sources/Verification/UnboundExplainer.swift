import Contracts

/// Why a clause is unbound and what to do, in the words a docs writer needs:
///
/// - a row of a table whose headers nearly name a fixture's columns: "header matches fixture
///   'Translation resolution' except 'Shown?': did you mean 'Shown text?'";
/// - a row of a table with expected results (a header ending in `?`) that no fixture has:
///   "no fixture has the columns (…)", and where fixtures come from;
/// - a row of a prose table, or a list item: it needs a check written in Swift, or (a row)
///   to be written as a decision table.
///
/// Each table is explained once per run, however many rows it has.
struct UnboundExplainer {
  struct Explanation: Sendable {
    var message: String
    var hints: [String]
  }

  let contract: Contract
  let fixtures: [TableFixture]
  private var byTable: [TableKey: String] = [:]

  init(contract: Contract, fixtures: [TableFixture]) {
    self.contract = contract
    self.fixtures = fixtures
  }

  mutating func explain(_ clause: Clause) -> Explanation {
    let author: String
    if clause.kind == .item {
      author =
        "check author: bind a check to it: Item(\"\(clause.key)\") in Section(\"\(clause.section)\") of ContractBindings(\"\(contract.slug)\")"
      return Explanation(
        message:
          "prose item: it needs a check written in Swift (see README, Writing checks); only a table row can be a decision-table row (docs/decision-tables.md)",
        hints: [author])
    }
    author =
      "check author: or bind a check to it: Row(\"\(clause.key)\") in Section(\"\(clause.section)\") of ContractBindings(\"\(contract.slug)\")"
    let key = TableKey(section: clause.sectionSlug, index: clause.groupIndex)
    let message: String
    if let known = byTable[key] {
      message = known
    } else {
      message = explainTable(key)
      byTable[key] = message
    }
    return Explanation(message: message, hints: [Self.writerHint(message), author])
  }

  private func explainTable(_ key: TableKey) -> String {
    let table = contract.sections.first { $0.slug == key.section }?.tables.first {
      $0.index == key.index
    }
    guard let table else { return Self.prose }
    if let miss = NearMiss.best(for: table, among: fixtures) { return miss.message }
    if table.columns.contains(where: DecisionTable.isResultHeader) {
      let columns = table.columns.dropFirst().joined(separator: ", ")
      return
        "no fixture has the columns (\(columns)): `contract-report fixtures` lists the fixtures there are; bind the table to a command in contract-report.json (docs/settings.md, fixtures), or write a fixture in Swift (docs/decision-tables.md)"
    }
    return Self.prose
  }

  static let prose =
    "prose row: it needs a check written in Swift (see README, Writing checks), or write it as a decision table (docs/decision-tables.md)"

  /// What the docs writer can do, by the kind of explanation.
  private static func writerHint(_ message: String) -> String {
    if message.hasPrefix("header matches") {
      return
        "docs writer: rename the headers as suggested; `contract-report fixtures` lists every fixture's columns"
    }
    if message.hasPrefix("no fixture") {
      return
        "docs writer: match a fixture's headers (`contract-report fixtures`), or name the fixture for this heading in front matter: 'fixture: HEADING → FIXTURE'"
    }
    return
      "docs writer: a table whose headers are a fixture's columns runs with no Swift (`contract-report fixtures`)"
  }
}
