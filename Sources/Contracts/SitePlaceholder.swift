import Foundation

/// The `README.md` every site that `build` writes carries (the same as the committed
/// `site/README.md`), and how contract discovery recognizes it: built into a folder inside
/// the contracts folder (`cd contracts && build .` writes `contracts/site/`), the site would
/// otherwise be read back as a document by the next run.
public enum SitePlaceholder {
  /// The placeholder's name in the site.
  public static let name = "README.md"

  /// The placeholder's text.
  public static let text =
    "# site/\n\nBuild output of `contract-report build`. Only this placeholder is committed.\n"

  /// Whether the file at `path` is a site's placeholder: named `README.md`, with exactly the
  /// placeholder's bytes.
  public static func isPlaceholder(_ path: String) -> Bool {
    guard path == name || path.hasSuffix("/" + name) else { return false }
    let expected = Array(text.utf8)
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      (attributes[.size] as? NSNumber)?.intValue == expected.count,
      let bytes = FileManager.default.contents(atPath: path)
    else { return false }
    return Array(bytes) == expected
  }
}
