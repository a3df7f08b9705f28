import Contracts
import Foundation

/// Where pages go in the site, and how pages link to each other with relative links (so a site
/// works from `file://` and from any sub-path of a web server).
enum SitePaths {
  /// Top-level files the site writes itself; a contract page never takes these names.
  static let reserved: Set<String> = [
    "index.html", "style.css", "sitemap.xml", "badges", "README.md", "coverage", "rtl", "signoff",
  ]

  /// The folder of each contract's page, in the order given: from the canonical URL's path
  /// (`https://host/docs/a/b/` → `docs/a/b`), else from the file path without `.md`
  /// (`contracts/a/b.md` → `contracts/a/b`). Components are reduced to safe file-name
  /// characters; clashes with another contract or a reserved name get `-2`, `-3`, ….
  static func contractDirectories(_ contracts: [Contract]) -> [String] {
    var used = Set<String>()
    return contracts.map { contract in
      var base = derivedDirectory(contract)
      if base.isEmpty { base = safeComponent(contract.slug) }
      if base.isEmpty { base = "contract" }
      var candidate = base
      var counter = 1
      while used.contains(candidate) || reserved.contains(candidate) {
        counter += 1
        candidate = "\(base)-\(counter)"
      }
      used.insert(candidate)
      return candidate
    }
  }

  static func derivedDirectory(_ contract: Contract) -> String {
    if let canonical = contract.frontMatter.canonical,
      let url = URL(string: canonical.trimmingCharacters(in: .whitespaces)),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https"
    {
      let path = safePath(url.path)
      if !path.isEmpty { return path }
    }
    return safePath(contract.file)
  }

  /// A relative folder path made of safe components: `.`/`..`/empty components dropped,
  /// a trailing `.md`, `.html` or `.htm` extension dropped, `index` as last component dropped.
  static func safePath(_ path: String) -> String {
    var components = path.split(separator: "/").map(String.init).filter {
      $0 != "." && $0 != ".." && !$0.isEmpty
    }
    if var last = components.last {
      for suffix in [".md", ".html", ".htm"] where last.lowercased().hasSuffix(suffix) {
        last.removeLast(suffix.count)
      }
      components[components.count - 1] = last
      if last.lowercased() == "index" || last.isEmpty { components.removeLast() }
    }
    return components.map(safeComponent).filter { !$0.isEmpty && $0 != "." && $0 != ".." }
      .joined(separator: "/")
  }

  /// Letters and digits (any script), `-`, `_` and `.` kept; anything else becomes `-`.
  static func safeComponent(_ component: String) -> String {
    var result = ""
    for character in component {
      if character.isLetter || character.isNumber || character == "-" || character == "_"
        || character == "."
      {
        result.append(character)
      } else {
        result.append("-")
      }
    }
    while result.hasPrefix(".") { result.removeFirst() }
    return result
  }

  /// `../` once per folder of `page` (a path relative to the site root), so that
  /// `root + "style.css"` reaches the site root from that page.
  static func root(of page: String) -> String {
    String(repeating: "../", count: page.split(separator: "/").count - 1)
  }
}
