/// One piece of a parsed template. The engine links the trees and flattens them into a
/// ``TemplateProgram``, which is what renders.
enum TemplateNode: Sendable {
  /// Literal output, as UTF-8 bytes.
  case text([UInt8])
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{& name}}` (raw).
  case variable(TemplateReference, escaped: Bool)
  /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
  case section(TemplateReference, inverted: Bool, body: [TemplateNode])
  /// `{{> name}}`. Indirect: its reference (three strings) would otherwise make every node
  /// that size.
  indirect case partial(TemplatePartialReference)
}
