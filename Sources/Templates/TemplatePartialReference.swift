/// A `{{> name}}` tag; `target` is filled in by ``TemplateEngine`` when it links the set.
struct TemplatePartialReference: Sendable {
  /// The partial's template name.
  let name: String
  /// Whitespace before a standalone partial tag, prepended to every line of the partial.
  let indentation: String
  /// Where the tag starts.
  let location: TemplateLocation
  /// The index of the compiled partial in the engine's table; -1 until linked.
  var target: Int = -1
}
