/// A name used by a variable or section tag, resolved against the context stack at render
/// time. A render reads its path from the ``TemplateProgram``'s components; the tag itself is
/// read only for an error.
///
/// A class, so that copying a node copies one reference per tag instead of retaining its name,
/// path and file one by one.
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
