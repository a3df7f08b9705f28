/// One template before compilation: its name, where it came from, and its text.
///
/// Names are what `{{> name}}` and ``TemplateEngine/render(_:context:)`` use: a file's path
/// relative to the template directory, with a trailing `.html` dropped (`index.html` is
/// `index`, `partials/row.html` is `partials/row`) and any other extension kept
/// (`sitemap.xml`, `style.css`).
public struct TemplateSource: Sendable, Hashable {
  /// The name partials and callers refer to, e.g. `partials/row`.
  public var name: String
  /// The path shown in error messages, e.g. `templates/partials/row.html`.
  public var path: String
  /// The template text.
  public var text: String

  /// Creates a template from text; `path` defaults to `templates/` plus the file name the
  /// template would have on disk.
  public init(name: String, text: String, path: String? = nil) {
    self.name = name
    self.text = text
    self.path = path ?? "templates/" + TemplateSource.fileName(forName: name)
  }

  /// The template name for a file path relative to the template directory.
  public static func name(forRelativePath relativePath: String) -> String {
    relativePath.hasSuffix(".html") ? String(relativePath.dropLast(5)) : relativePath
  }

  /// The file name (relative path) a template of this name has on disk.
  public static func fileName(forName name: String) -> String {
    let lastComponent = name.split(separator: "/").last ?? Substring(name)
    return lastComponent.contains(".") ? name : name + ".html"
  }
}
