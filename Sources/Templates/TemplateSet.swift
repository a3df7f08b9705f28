import Foundation
import Support

/// A named collection of template sources: the built-in defaults, or a directory given with
/// `--templates DIR`, which replaces the defaults as a whole.
///
/// A set only holds text; ``TemplateEngine`` compiles it and checks it (syntax, partials,
/// recursion) in one go, so a broken replacement set fails before any page is written.
public struct TemplateSet: Sendable {
  /// The file extensions loaded from a directory by default.
  public static let defaultExtensions: Set<String> = [
    "html", "xml", "css", "js", "svg", "txt",
  ]

  /// The templates, keyed by name.
  public private(set) var sources: [String: TemplateSource]

  /// Creates a set from sources; two sources with the same name are an error.
  public init(_ sources: [TemplateSource]) throws {
    var byName: [String: TemplateSource] = [:]
    for source in sources {
      if byName[source.name] != nil {
        throw TemplateError(
          .duplicateTemplate(name: source.name),
          at: TemplateLocation(file: source.path, line: 1, column: 1))
      }
      byName[source.name] = source
    }
    self.sources = byName
  }

  /// Creates a set from in-memory texts keyed by template name (for defaults and tests).
  /// Error messages show each template as `directoryName/<file name>`.
  public init(templates: [String: String], directoryName: String = "templates") {
    var byName: [String: TemplateSource] = [:]
    for (name, text) in templates {
      let path = directoryName + "/" + TemplateSource.fileName(forName: name)
      byName[name] = TemplateSource(name: name, text: text, path: path)
    }
    self.sources = byName
  }

  /// Loads every file under `directory` (recursively, skipping hidden files and folders)
  /// whose extension is in `extensions`. Error messages show paths as `directory/relative`,
  /// so pass the directory the way the user typed it.
  public init(directory: String, extensions: Set<String> = TemplateSet.defaultExtensions) throws {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw TemplateError(
        .unreadable(reason: "template directory '\(directory)' does not exist or is not a folder"),
        at: nil)
    }
    let root =
      directory.hasSuffix("/") && directory.count > 1 ? String(directory.dropLast()) : directory
    let relativePaths: [String]
    do {
      relativePaths = try fileManager.subpathsOfDirectory(atPath: root).sorted()
    } catch {
      throw TemplateError(
        .unreadable(
          reason:
            "cannot list template directory '\(directory)': \(FileSystemReason.describe(error))"),
        at: nil)
    }
    var sources: [TemplateSource] = []
    for relativePath in relativePaths {
      let components = relativePath.split(separator: "/")
      guard !components.contains(where: { $0.hasPrefix(".") }) else { continue }
      guard let dot = relativePath.lastIndex(of: "."),
        extensions.contains(String(relativePath[relativePath.index(after: dot)...]))
      else { continue }
      let path = root + "/" + relativePath
      guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
      else { continue }
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
      } catch {
        throw TemplateError(
          .unreadable(
            reason: "cannot read template '\(path)': \(FileSystemReason.describe(error))"),
          at: nil)
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw TemplateError(
          .unreadable(reason: "template '\(path)' is not valid UTF-8"), at: nil)
      }
      let name = TemplateSource.name(forRelativePath: relativePath)
      sources.append(TemplateSource(name: name, text: text, path: path))
    }
    try self.init(sources)
  }

  /// The template names, sorted.
  public var names: [String] { sources.keys.sorted() }

  /// The source of the template called `name`, if the set holds one.
  public subscript(name: String) -> TemplateSource? { sources[name] }
}
