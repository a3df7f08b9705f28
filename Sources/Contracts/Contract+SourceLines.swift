import ContractMarkdown

extension Contract {
  /// The source lines a clause occupies: a row's line, or every line of a list item (its
  /// continuation lines and nested blocks included). Nil when the clause is not one of this
  /// contract's.
  public func sourceLines(of clause: Clause) -> ClosedRange<Int>? {
    guard let section = sections.first(where: { $0.clauseIDs.contains(clause.id) }) else {
      return nil
    }
    var tables = 0
    var lists = 0
    for block in section.blocks {
      switch block {
      case .table(let table):
        defer { tables += 1 }
        guard clause.kind == .row, tables == clause.groupIndex,
          table.rows.indices.contains(clause.position)
        else { continue }
        return table.rows[clause.position].range.lines
      case .list(let list):
        defer { lists += 1 }
        guard clause.kind == .item, lists == clause.groupIndex,
          list.items.indices.contains(clause.position)
        else { continue }
        return list.items[clause.position].range.lines
      default:
        continue
      }
    }
    return nil
  }
}
