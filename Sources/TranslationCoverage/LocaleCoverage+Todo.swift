extension LocaleCoverage {
  /// Keys on the to-do list that have no usable translation (empty value, key text or
  /// fallback copy shown); the rest of the list needs review.
  public var untranslatedCount: Int { todo.count { $0.isUntranslated } }

  /// The to-do list grouped by reason, then category (see ``TodoGroup/groups(_:)``).
  public var todoGroups: [TodoGroup] { TodoGroup.groups(todo) }

  /// How many entries each reason groups, in reason order; reasons without entries left out.
  public var todoCounts: [(reason: TodoReason, count: Int)] {
    var counts: [TodoReason: Int] = [:]
    for entry in todo { counts[entry.reason, default: 0] += 1 }
    return TodoReason.allCases.compactMap { reason in counts[reason].map { (reason, $0) } }
  }
}
