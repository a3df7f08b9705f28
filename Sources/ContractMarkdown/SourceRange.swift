/// The span a block or inline occupies in its source file, both ends inclusive.
public struct SourceRange: Codable, Hashable, Sendable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// The lines the range touches.
  public var lines: ClosedRange<Int> { start.line...max(start.line, end.line) }
}
