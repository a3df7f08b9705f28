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
