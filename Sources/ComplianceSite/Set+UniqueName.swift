extension Set where Element == String {
  /// Inserts `base`, or when it is taken `base-2`, `base-3`, …, and returns what was inserted.
  mutating func insertUnique(_ base: String) -> String {
    var name = base
    var counter = 1
    while contains(name) {
      counter += 1
      name = "\(base)-\(counter)"
    }
    insert(name)
    return name
  }
}
