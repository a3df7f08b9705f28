import Support

/// Typed readers for option values: every command checks a number, a choice or a glob the same
/// way, with the same message, once, when its options are parsed.
extension ParsedArguments {
  /// Every value of a repeatable option, in command-line order.
  func all(_ name: String) -> [String] { values[name] ?? [] }

  /// Every value of a repeatable `--NAME GLOB` option, as globs.
  func globs(_ name: String) -> [Glob] { all(name).map(Glob.init) }

  /// `--NAME SECONDS`: a positive number (fractions allowed); nil when not given.
  func seconds(_ name: String) throws(UsageError) -> Double? {
    try positive(name, "a positive number of seconds") { Double($0) }
  }

  /// `--NAME N`: a positive whole number; nil when not given.
  func count(_ name: String) throws(UsageError) -> Int? {
    try positive(name, "a positive number") { Int($0) }
  }

  /// `--NAME BYTES`: a positive whole number of bytes; nil when not given.
  func byteSize(_ name: String) throws(UsageError) -> Int? {
    try positive(name, "a positive number of bytes (or of K, M or G: 1024-based)") {
      Self.bytes($0)
    }
  }

  /// `4096`, `64K`, `8M`, `1G` (also `KiB`, `MiB`, `GiB`): the multiples are 1024-based, as
  /// in `sort -S` and rsync; nil for anything else, or a size that overflows.
  static func bytes(_ text: String) -> Int? {
    let multiples = [
      ("KiB", 1 << 10), ("MiB", 1 << 20), ("GiB", 1 << 30), ("K", 1 << 10), ("M", 1 << 20),
      ("G", 1 << 30),
    ]
    for (suffix, multiple) in multiples where text.hasSuffix(suffix) {
      guard let number = Int(text.dropLast(suffix.count)) else { return nil }
      let (product, overflow) = number.multipliedReportingOverflow(by: multiple)
      return overflow ? nil : product
    }
    return Int(text)
  }

  /// `--NAME a|b|c`: one of the choice's raw values; nil when not given.
  func choice<Choice: RawRepresentable & CaseIterable>(_ name: String) throws(UsageError)
    -> Choice? where Choice.RawValue == String
  {
    guard let text = value(name) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let names = Choice.allCases.map { "'\($0.rawValue)'" }
      let listed = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
      throw UsageError("--\(name) must be \(listed), got '\(text)'")
    }
    return choice
  }

  /// The option's value read by `parse` when it is greater than zero, else a usage error that
  /// says what was needed and what was given.
  private func positive<Number: Comparable & ExpressibleByIntegerLiteral>(
    _ name: String, _ needed: String, _ parse: (String) -> Number?
  ) throws(UsageError) -> Number? {
    guard let text = value(name) else { return nil }
    guard let number = parse(text), number > 0 else {
      throw UsageError("--\(name) needs \(needed), got '\(text)'")
    }
    return number
  }
}
