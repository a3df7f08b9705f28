import ComplianceReport
import Contracts
import Foundation
import Support
import Synchronization
import Templates

/// Where links between the documents of a run point once they are pages: a link in a
/// contract to another `.md` file of the run (`[contract](language-contract.md#limits)`)
/// becomes a relative link to that file's page and heading, so the published site has no link
/// to Markdown source. Links to records go to their pages (sign-off, RTL review), a link to a
/// reviewed baseline to its contract's review panel; a link to a Markdown file that is no page
/// goes to its source when rows link to their source (`--source-url`); any other link is kept
/// as written.
struct PageLinks: Sendable {
  /// A page of the site, and the anchors of its headings by slug.
  struct Target: Sendable {
    var path: String
    var fragment: String?
    var anchors: [String: String]
  }

  private var targets: [String: Target] = [:]
  private var options = SiteOptions()
  /// Folders already resolved (`SitePaths.absolute`), shared by every page: a run's links
  /// point into a few folders, and resolving symbolic links costs a `stat` per component.
  private let folders = ResolvedFolders()

  /// No document to link to: every link is kept as written.
  init() {}

  init(report: ComplianceReport, pagePaths: [String], options: SiteOptions = .init()) {
    self.options = options
    var byPath: [String: Target] = [:]
    for (result, path) in zip(report.contracts, pagePaths) {
      let contract = result.contract
      var anchors: [String: String] = [:]
      for (section, anchor) in zip(contract.sections, ContractPageModel.sectionAnchors(contract))
      where anchors[section.slug] == nil {
        anchors[section.slug] = anchor
      }
      byPath[SitePaths.absolute(contract.file)] = Target(
        path: path, fragment: nil, anchors: anchors)
      let baseline =
        (contract.file.hasSuffix(".md") ? String(contract.file.dropLast(3)) : contract.file)
        + ".reviewed.md"
      byPath[SitePaths.absolute(baseline)] = Target(
        path: path, fragment: "changed-since-review", anchors: [:])
    }
    for record in report.records {
      let path: String?
      switch record.kind {
      case DocumentKind.signoff.rawValue where report.signoff != nil || report.mutation != nil:
        path = SiteBuilder.signoffPagePath
      case DocumentKind.rtlReview.rawValue where report.rtl != nil:
        path = SiteBuilder.rtlPagePath
      default:
        path = nil
      }
      if let path, byPath[SitePaths.absolute(record.file)] == nil {
        byPath[SitePaths.absolute(record.file)] = Target(path: path, fragment: nil, anchors: [:])
      }
    }
    targets = byPath
  }

  /// A page whose links are rewritten, with what every link on it needs worked out once: the
  /// document's folder and the page's way back to the site root.
  struct Page: Sendable {
    /// The document shown, as given.
    var document: String
    /// The page's site path.
    var path: String
    /// The document's folder (`NSString.deletingLastPathComponent`).
    var folder: String
    /// ``SitePaths/root(of:)`` of the page.
    var root: String

    init(document: String, path: String) {
      self.document = document
      self.path = path
      folder = (document as NSString).deletingLastPathComponent
      root = SitePaths.root(of: path)
    }
  }

  /// `html` (cmark's safe output for the document `file`, shown on the page at site path
  /// `page`) with every `<a href="…">` to a document of the run pointing at its page.
  func rewrite(_ html: String, document file: String, page: String) -> String {
    rewrite(html, on: Page(document: file, path: page))
  }

  /// `html` (cmark's safe output for `page`'s document) with every `<a href="…">` to a document
  /// of the run pointing at its page.
  func rewrite(_ html: String, on page: Page) -> String {
    let file = page.document
    var own: Target??
    var text = html
    let rewritten = text.withUTF8 { bytes -> [UInt8]? in
      Self.marker.withUTF8Buffer { marker -> [UInt8]? in
        guard var found = ByteSearch.first(marker, in: bytes, from: 0) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var copied = 0
        while true {
          let hrefStart = found + marker.count
          guard let length = bytes[hrefStart...].firstIndex(of: UInt8(ascii: "\"")) else { break }
          let href = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[hrefStart..<length]), as: UTF8.self)
          output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<hrefStart]))
          if own == nil { own = targets[absolute(file)] }
          if let resolved = resolve(href, on: page, own: own ?? nil) {
            output.append(contentsOf: resolved.utf8)
          } else {
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[hrefStart..<length]))
          }
          copied = length
          guard let next = ByteSearch.first(marker, in: bytes, from: length) else { break }
          found = next
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return output
      }
    }
    return rewritten.map { String(decoding: $0, as: UTF8.self) } ?? html
  }

  /// How cmark starts a link.
  private static let marker: StaticString = "<a href=\""

  /// The new `href` (HTML-escaped) for a link written as `href` (HTML-escaped, as cmark
  /// writes it), or nil to keep it.
  func resolve(_ href: String, document file: String, page: String, own: Target?) -> String? {
    resolve(href, on: Page(document: file, path: page), own: own)
  }

  /// `resolve(_:document:page:own:)` for a link on `page`.
  func resolve(_ href: String, on page: Page, own: Target?) -> String? {
    if Self.keptAsWritten(href) { return nil }
    let file = page.document
    // Without `&` there is no `&amp;` to decode (no other character is canonically
    // equivalent to `&`): the same string without a Foundation search.
    let written =
      ByteSearch.contains("&", in: href)
      ? href.replacingOccurrences(of: "&amp;", with: "&") : href
    guard !written.isEmpty, !Self.hasScheme(written), !written.hasPrefix("/") else { return nil }
    var path = written
    var fragment: String?
    if let hash = path.firstIndex(of: "#") {
      fragment = String(path[path.index(after: hash)...])
      path = String(path[..<hash])
    }
    if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
    let target: Target
    if path.isEmpty {
      guard let own, let fragment, let anchor = own.anchors[fragment.lowercased()] else {
        return nil
      }
      return "#" + HTMLEscaping.escape(anchor)
    }
    guard path.lowercased().hasSuffix(".md") else { return nil }
    // Without `%` there is nothing to decode: the same string.
    let decoded =
      ByteSearch.contains("%", in: path)
      ? path.removingPercentEncoding ?? path : path
    let folder = page.folder
    let resolved = absolute(folder.isEmpty ? decoded : folder + "/" + decoded)
    guard let found = targets[resolved] else {
      let source = SitePaths.lexical(folder.isEmpty ? decoded : folder + "/" + decoded)
      return options.sourceLink(file: source, line: 1).map(HTMLEscaping.escape)
    }
    target = found
    var anchor = target.fragment
    if let fragment, let heading = target.anchors[fragment.lowercased()] { anchor = heading }
    let relative = target.path == page.path ? "" : page.root + target.path
    let link = relative + (anchor.map { "#" + $0 } ?? "")
    return HTMLEscaping.escape(link.isEmpty ? "#" : link)
  }

  /// `SitePaths.absolute(path)` for a document's path or a link's: its folder resolved once
  /// per run, then its name, when that is a document of the run. A document's key is a path
  /// without symbolic links, so a hit is exactly what resolving the whole path gives; anything
  /// else (a name that is itself a link, a path to no document) is resolved in full.
  private func absolute(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else {
      return lookUp(folder: ".", name: path) ?? SitePaths.absolute(path)
    }
    let name = String(path[path.index(after: slash)...])
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return lookUp(folder: folder, name: name) ?? SitePaths.absolute(path)
  }

  private func lookUp(folder: String, name: String) -> String? {
    guard !name.isEmpty, name != ".", name != ".." else { return nil }
    let resolved = folders.absolute(folder)
    let candidate = resolved.hasSuffix("/") ? resolved + name : resolved + "/" + name
    return targets[candidate] != nil ? candidate : nil
  }

  /// Whether `href` is ASCII without `&` and is empty, absolute (`/…`) or has a scheme: then
  /// it is exactly the `written` form `resolve` checks (no `&amp;` to decode, and each byte is
  /// one `Character`), and `resolve` keeps it. A byte scan instead of Foundation's search and
  /// `Character` iteration, for the external links that most contracts' links are. Anything
  /// else returns false and takes the full path.
  static func keptAsWritten(_ href: String) -> Bool {
    var href = href
    return href.withUTF8 { bytes in
      guard let first = bytes.first else { return true }
      if first == UInt8(ascii: "/") {
        return !bytes.contains { $0 >= 0x80 || $0 == UInt8(ascii: "&") }
      }
      var sawColon = false
      for byte in bytes {
        if byte >= 0x80 || byte == UInt8(ascii: "&") { return false }
        if sawColon { continue }
        switch byte {
        case UInt8(ascii: ":"): sawColon = true
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return false
        default: continue
        }
      }
      return sawColon
    }
  }

  /// `mailto:`, `https:`, …: a scheme before any `/`, `?` or `#`.
  static func hasScheme(_ href: String) -> Bool {
    guard let colon = href.firstIndex(of: ":") else { return false }
    return !href[..<colon].contains { $0 == "/" || $0 == "?" || $0 == "#" }
  }
}

/// `SitePaths.absolute` of folders, each asked once.
private final class ResolvedFolders: Sendable {
  private let resolved = Mutex<[String: String]>([:])

  func absolute(_ folder: String) -> String {
    if let known = resolved.withLock({ $0[folder] }) { return known }
    let path = SitePaths.absolute(folder)
    resolved.withLock { $0[folder] = path }
    return path
  }
}
