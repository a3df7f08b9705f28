/// A `{{> name}}` tag. ``TemplateEngine`` links it to the template it includes when it flattens
/// the set into its ``TemplateProgram``.
struct TemplatePartialReference: Sendable {
  /// The partial's template name.
  let name: String
  /// Whitespace before a standalone partial tag, prepended to every line of the partial.
  let indentation: String
  /// Where the tag starts.
  let location: TemplateLocation
}
