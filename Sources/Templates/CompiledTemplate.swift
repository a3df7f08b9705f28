/// A parsed template: one entry of the table ``TemplateEngine`` builds and then flattens,
/// linking its partials, into its ``TemplateProgram``.
struct CompiledTemplate: Sendable {
  /// The template name.
  let name: String
  /// Leading whitespace added to every line (for partials included as indented standalone
  /// tags); empty for the template as written.
  let indentation: String
  /// The node tree.
  let nodes: [TemplateNode]
}
