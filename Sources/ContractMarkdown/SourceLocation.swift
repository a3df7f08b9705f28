/// A position in a source file: 1-based line and 1-based UTF-8 byte column, as libcmark counts
/// them (a byte-order mark is not counted in line 1's columns).
public struct SourceLocation: Codable, Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}
