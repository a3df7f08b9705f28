import LanguageProvider

/// Names the fields in which two provider states differ, for observations that must read the
/// same on every run (counts of asynchronous side effects would depend on timing).
enum StateDifference {
  static func fields(_ before: LanguageState, _ after: LanguageState) -> [String] {
    let old = Mirror(reflecting: before).children
    let new = Mirror(reflecting: after).children
    return zip(old, new).compactMap { first, second in
      String(describing: first.value) == String(describing: second.value) ? nil : first.label
    }
  }
}
