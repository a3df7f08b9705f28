/// One step of a ``TemplateProgram``: a node of the compiled tree, flattened.
///
/// Every payload is an offset or an index, so the enum is plain data: the renderer reads and
/// switches over an instruction without retaining anything. A ``TemplateNode`` holds its
/// text, reference and body by reference instead, and each one the renderer looked at cost a
/// retain and a release, on counts that every rendering thread shares.
enum TemplateInstruction: Sendable {
  /// Literal output: a range of the program's ``TemplateProgram/bytes``.
  case text(Range<Int>)
  /// `{{name}}` or `{{{name}}}`: `reference` indexes the program's references, `path` its
  /// path components.
  case variable(reference: Int, path: Range<Int>, escaped: Bool)
  /// `{{#name}}` or `{{^name}}`. The body is the instructions after this one up to `end`;
  /// `children` counts its direct nodes (what a pass costs in ``TemplateEngine/RenderLimits``).
  case section(reference: Int, path: Range<Int>, inverted: Bool, children: Int, end: Int)
  /// `{{> name}}`: `partial` indexes the program's partials; `target` is the compiled
  /// template it includes, which has `children` top-level nodes.
  case partial(Int, target: Int, children: Int)
}
