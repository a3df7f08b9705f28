import Contracts

/// A table's place in its contract: its section's slug and its index there (a row clause's
/// `sectionSlug` and `groupIndex`).
struct TableKey: Hashable, Sendable {
  var section: String
  var index: Int

  init(section: String, index: Int) {
    self.section = section
    self.index = index
  }

  init(_ table: ContractTable) {
    self.init(section: table.sectionSlug, index: table.index)
  }
}
