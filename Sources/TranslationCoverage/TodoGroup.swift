import Support

/// The to-do entries of one locale that share a reason and a category, as terminals and pages
/// list them.
public struct TodoGroup: Sendable, Hashable {
  /// The reason the entries are grouped under (each entry's first).
  public var reason: TodoReason
  /// The category.
  public var category: String
  /// The entries, in key order.
  public var entries: [TodoEntry]

  /// Creates a group.
  public init(reason: TodoReason, category: String, entries: [TodoEntry]) {
    self.reason = reason
    self.category = category
    self.entries = entries
  }

  /// `entries` grouped by reason (in ``TodoReason`` order), then category (UTF-8 order); each
  /// group keeps the entries' own order.
  public static func groups(_ entries: [TodoEntry]) -> [TodoGroup] {
    var byGroup: [TodoReason: [String: [TodoEntry]]] = [:]
    for entry in entries {
      byGroup[entry.reason, default: [:]][entry.category, default: []].append(entry)
    }
    return TodoReason.allCases.flatMap { reason -> [TodoGroup] in
      let categories = byGroup[reason] ?? [:]
      return categories.keys.sorted(by: UTF8Order.precedes).map { category in
        TodoGroup(reason: reason, category: category, entries: categories[category]!)
      }
    }
  }
}
