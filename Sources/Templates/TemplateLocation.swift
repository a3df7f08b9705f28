/// A position in a template file, for error messages that an editor can jump to.
public struct TemplateLocation: Sendable, Hashable, CustomStringConvertible {
  /// The template's path as shown to people, e.g. `templates/index.html`.
  public var file: String
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, the form compilers and editors understand.
  public var description: String { "\(file):\(line):\(column)" }
}
