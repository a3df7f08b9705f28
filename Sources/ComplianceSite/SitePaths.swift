import Contracts
import Foundation

/// Where pages go in the site, and how pages link to each other with relative links (so a site
/// works from `file://` and from any sub-path of a web server).
enum SitePaths {
  /// Top-level files the site writes itself; a contract page never takes these names.
  static let reserved: Set<String> = [
    "index.html", "style.css", "filter.js", "columns.css", "sitemap.xml", "badges", "README.md",
    "coverage",
    "rtl", "signoff",
  ]

  /// The folder of each contract's page, in the order given: from the canonical URL's path
  /// (`https://host/docs/a/b/` → `docs/a/b`), else from the file's path inside the contracts
  /// folder `root` without `.md` (`contracts/a/b.md` under `contracts` → `a/b`), so the layout
  /// is the same however the folder was named (`contracts/`, an absolute path, `.`).
  /// Components are reduced to safe file-name characters; clashes with another contract get
  /// `-2`, `-3`, …, and so does a first component that is a reserved name (`badges/x` becomes
  /// `badges-2/x`).
  static func contractDirectories(_ contracts: [Contract], root: String? = nil) -> [String] {
    let rootPath = root.map(absolute)
    var used = Set<String>()
    return contracts.map { contract in
      var base = derivedDirectory(contract, root: rootPath)
      if base.isEmpty { base = safeFileName(contract.slug) }
      if base.isEmpty { base = "contract" }
      // A folder under a name the site writes itself (`badges/contracts/x.svg`, from a
      // canonical URL) would put the page inside that part of the site, or make one of its
      // files a folder: the first component takes the suffix then, not the whole path.
      let slash = base.firstIndex(of: "/") ?? base.endIndex
      let (first, rest) = (String(base[..<slash]), String(base[slash...]))
      let suffixesFirst = reserved.contains(first)
      var candidate = suffixesFirst ? first + "-2" + rest : base
      var counter = suffixesFirst ? 2 : 1
      while used.contains(candidate) {
        counter += 1
        candidate = suffixesFirst ? "\(first)-\(counter)\(rest)" : "\(base)-\(counter)"
      }
      used.insert(candidate)
      return candidate
    }
  }

  static func derivedDirectory(_ contract: Contract, root: String? = nil) -> String {
    if let canonical = contract.frontMatter.canonicalURL, let url = URL(string: canonical) {
      let path = safePath(url.path)
      if !path.isEmpty { return path }
    }
    return safePath(relative(contract.file, to: root))
  }

  /// A file's path with symbolic links and `.`/`..` resolved, from the working directory.
  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }

  /// `file` relative to the absolute folder `root` when it lies inside it, else as given. A
  /// file reached through a link inside `root` (a linked folder of contracts) lies elsewhere
  /// once links are resolved: it is placed where its path names it, under the nearest folder
  /// of that path that is `root`.
  static func relative(_ file: String, to root: String?) -> String {
    guard let root else { return file }
    let path = absolute(file)
    let prefix = root.hasSuffix("/") ? root : root + "/"
    if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
    let named = URL(fileURLWithPath: file).standardizedFileURL.path.split(separator: "/")
    for cut in stride(from: named.count - 1, to: 0, by: -1)
    where absolute("/" + named[..<cut].joined(separator: "/")) + "/" == prefix {
      return named[cut...].joined(separator: "/")
    }
    return file
  }

  /// The folder every one of `paths` (files or folders, as typed) lies in: a folder itself,
  /// or a file's folder; their longest common folder when there are several.
  static func commonFolder(_ paths: [String], isDirectory: (String) -> Bool) -> String? {
    let folders = paths.map { path -> [String] in
      let absolute = absolute(path)
      var components = absolute.split(separator: "/").map(String.init)
      if !isDirectory(path), !components.isEmpty { components.removeLast() }
      return components
    }
    guard var common = folders.first else { return nil }
    for folder in folders.dropFirst() {
      common = Array(zip(common, folder).prefix { $0 == $1 }.map(\.0))
    }
    return "/" + common.joined(separator: "/")
  }

  /// `path` with `.` and `folder/..` removed without touching the file system
  /// (`contracts/links/../notes.md` → `contracts/notes.md`); a `..` above the start is kept.
  static func lexical(_ path: String) -> String {
    var components: [Substring] = []
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      if component == "." { continue }
      if component == "..", let last = components.last, last != ".." {
        components.removeLast()
      } else {
        components.append(component)
      }
    }
    return (path.hasPrefix("/") ? "/" : "") + components.joined(separator: "/")
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
    return components.map(safeFileName).filter { !$0.isEmpty && $0 != "." && $0 != ".." }
      .joined(separator: "/")
  }

  /// One file name per entry of `names`, in order: each reduced to safe characters and a
  /// bounded length (``safeFileName(_:)``), `fallback` when nothing is left, and made unique ignoring case
  /// with `-2`, `-3`, … (two names that differ only in case are one file on a case-insensitive
  /// file system).
  static func uniqueFileNames(_ names: [String], fallback: String) -> [String] {
    var used = Set<String>()
    return names.map { name in
      let safe = safeFileName(name)
      let base = safe.isEmpty ? fallback : safe
      var unique = base
      var counter = 1
      while used.contains(unique.lowercased()) {
        counter += 1
        unique = "\(base)-\(counter)"
      }
      used.insert(unique.lowercased())
      return unique
    }
  }

  /// The most UTF-8 bytes ``safeFileName(_:)`` keeps of a name: file systems take 255 bytes a
  /// name, and a suffix (`-2`, `.html`, `.svg`) is added to some.
  static let maximumNameBytes = 96

  /// ``safeComponent(_:)`` cut to at most ``maximumNameBytes`` bytes on a character boundary:
  /// a file or folder name made from a title, a canonical URL or a key prefix (a 300-character
  /// title stopped the build with "file name too long"). Names cut to the same are made unique
  /// by their callers like any other clash.
  static func safeFileName(_ component: String) -> String {
    let safe = safeComponent(component)
    guard safe.utf8.count > maximumNameBytes else { return safe }
    var cut = ""
    var bytes = 0
    for character in safe {
      let size = character.utf8.count
      if bytes + size > maximumNameBytes { break }
      cut.append(character)
      bytes += size
    }
    return cut
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
