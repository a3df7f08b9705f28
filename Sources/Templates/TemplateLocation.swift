/// A position in a template file, for error messages that an editor can jump to.
///
/// Not one of the project's other locations: ContractMarkdown's `SourceLocation` has no file
/// and, like SourceScan's `CallSite`, counts columns in UTF-8 bytes (as cmark does), where a
/// template column counts Unicode scalars. Sharing a type would change the column of every
/// template error after a non-ASCII character on its line, and the engine would depend on a
/// module about contracts or source scanning.
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
