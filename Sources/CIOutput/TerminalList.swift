/// A long list on the terminal cut short: the first few items of each group (a section's
/// unbound clauses, a file's findings of one rule), then one line saying how many more there
/// are and how to see them. Machine-read outputs (JSON, JUnit, SARIF) always keep every item;
/// `--verbose` keeps every line here too.
public enum TerminalList {
  /// Items shown per group unless verbose.
  public static let itemsPerGroup = 5

  /// One line of a cut list: an item, or the count of a group's items left out (in place of
  /// its first item past the limit).
  public enum Line<Item> {
    case item(Item)
    case more(Int)
  }

  /// `items` in order, keeping at most `limit` per group (`nil` keeps everything); items whose
  /// `group` is nil are never cut.
  public static func lines<Item, Group: Hashable>(
    _ items: [Item], limit: Int?, group: (Item) -> Group?
  ) -> [Line<Item>] {
    guard let limit else { return items.map { .item($0) } }
    var totals: [Group: Int] = [:]
    for item in items {
      if let key = group(item) { totals[key, default: 0] += 1 }
    }
    var shown: [Group: Int] = [:]
    var lines: [Line<Item>] = []
    for item in items {
      guard let key = group(item) else {
        lines.append(.item(item))
        continue
      }
      let seen = shown[key, default: 0]
      shown[key] = seen + 1
      if seen < limit {
        lines.append(.item(item))
      } else if seen == limit {
        lines.append(.more(totals[key, default: 0] - limit))
      }
    }
    return lines
  }

  /// `… and N more (--verbose for all)`.
  public static func moreLine(_ count: Int) -> String {
    "… and \(count) more (--verbose for all)"
  }
}
