/// A name used by a variable or section tag, resolved against the context stack at render
/// time.
///
/// A class, so that walking the compiled nodes copies one reference per tag instead of
/// retaining its name, path and file one by one.
final class TemplateReference: Sendable {
  /// The name as written, e.g. `contract.title` or `.`.
  let name: String
  /// The dotted components; empty for the implicit iterator `.`.
  let path: [String]
  /// Where the tag starts.
  let location: TemplateLocation

  init(name: String, path: [String], location: TemplateLocation) {
    self.name = name
    self.path = path
    self.location = location
  }
}

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

/// One piece of a compiled template.
enum TemplateNode: Sendable {
  /// Literal output, as UTF-8 bytes.
  case text([UInt8])
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
  case variable(TemplateReference, escaped: Bool)
  /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
  case section(TemplateReference, inverted: Bool, body: [TemplateNode])
  /// `{{> name}}`.
  case partial(TemplatePartialReference)
}
