import ComplianceReport
import Contracts
import Foundation
import Support
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
      byPath[folders.absoluteFile(contract.file)] = Target(
        path: path, fragment: nil, anchors: anchors)
      let baseline =
        (contract.file.hasSuffix(".md") ? String(contract.file.dropLast(3)) : contract.file)
        + ".reviewed.md"
      byPath[folders.absoluteFile(baseline)] = Target(
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
    /// The target of the document itself, when ``PageLinks/page(document:path:)`` looked it
    /// up; `nil` when not looked up yet.
    var own: Target??

    init(document: String, path: String) {
      self.document = document
      self.path = path
      folder = (document as NSString).deletingLastPathComponent
      root = SitePaths.root(of: path)
    }
  }

  /// The page at site path `path` showing `document`, with the document's own target looked
  /// up once rather than once per piece of HTML rewritten.
  func page(document: String, path: String) -> Page {
    var page = Page(document: document, path: path)
    page.own = .some(targets.isEmpty ? nil : targets[absolute(document)])
    return page
  }

  /// `html` (cmark's safe output for the document `file`, shown on the page at site path
  /// `page`) with every `<a href="…">` to a document of the run pointing at its page.
  func rewrite(_ html: String, document file: String, page: String) -> String {
    rewrite(html, on: Page(document: file, path: page))
  }

  /// `html` (cmark's safe output for `page`'s document) with every `<a href="…">` to a document
  /// of the run pointing at its page.
  func rewrite(_ html: String, on page: Page) -> String {
    // Most HTML (a table cell, a list item) has no link: it is searched in place, and the
    // page's own target is copied only for HTML that has one.
    let rewritten = html.withBorrowedUTF8 { bytes -> [UInt8]? in
      Self.marker.withUTF8Buffer { marker -> [UInt8]? in
        guard var found = ByteSearch.first(marker, in: bytes, from: 0) else { return nil }
        let file = page.document
        var own = page.own
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
    // Without `&` there is no `&amp;` to decode (no other character is canonically
    // equivalent to `&`): the same string without a Foundation search.
    let written =
      ByteSearch.contains("&", in: href)
      ? href.replacingOccurrences(of: "&amp;", with: "&") : href
    // In ASCII text each byte is a `Character` (`\r\n` aside, which no search here looks
    // for), so byte searches find what `Character` searches find, without grapheme breaking.
    let ascii = UTF8Validation.isASCII(written)
    guard !written.isEmpty, !Self.hasScheme(written, ascii: ascii), !written.hasPrefix("/")
    else { return nil }
    var path = written
    var fragment: String?
    if let hash = Self.firstIndex(of: UInt8(ascii: "#"), in: path, ascii: ascii) {
      fragment = String(path[path.index(after: hash)...])
      path = String(path[..<hash])
    }
    if let query = Self.firstIndex(of: UInt8(ascii: "?"), in: path, ascii: ascii) {
      path = String(path[..<query])
    }
    let target: Target
    if path.isEmpty {
      guard let own, let fragment, let anchor = own.anchors[fragment.lowercased()] else {
        return nil
      }
      return "#" + HTMLEscaping.escape(anchor)
    }
    guard ascii ? Self.hasMarkdownSuffix(path) : path.lowercased().hasSuffix(".md") else {
      return nil
    }
    // Without `%` there is nothing to decode: the same string.
    let decoded =
      ByteSearch.contains("%", in: path)
      ? path.removingPercentEncoding ?? path : path
    let folder = page.folder
    guard let found = self.target(folder.isEmpty ? decoded : folder + "/" + decoded) else {
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

  /// The first `byte` (ASCII) of `text`, found by bytes when `ascii`, else as a `Character`.
  private static func firstIndex(of byte: UInt8, in text: String, ascii: Bool) -> String.Index? {
    ascii
      ? text.utf8.firstIndex(of: byte) : text.firstIndex(of: Character(Unicode.Scalar(byte)))
  }

  /// `path.lowercased().hasSuffix(".md")` for ASCII `path`.
  private static func hasMarkdownSuffix(_ path: String) -> Bool {
    let bytes = path.utf8
    guard bytes.count >= 3 else { return false }
    var index = bytes.index(bytes.endIndex, offsetBy: -3)
    guard bytes[index] == UInt8(ascii: ".") else { return false }
    index = bytes.index(after: index)
    guard bytes[index] | 0x20 == UInt8(ascii: "m") else { return false }
    index = bytes.index(after: index)
    return bytes[index] | 0x20 == UInt8(ascii: "d")
  }

  /// `SitePaths.absolute(path)` for a document's path or a link's: its folder resolved once
  /// per run, then its name, when that is a document of the run. A document's key is a path
  /// without symbolic links, so a hit is exactly what resolving the whole path gives; anything
  /// else (a name that is itself a link, a path to no document) is resolved in full.
  private func absolute(_ path: String) -> String {
    if let (key, _) = lookUp(path) { return key }
    return SitePaths.absolute(path)
  }

  /// `targets[absolute(path)]`, with one look-up in `targets` on a hit.
  private func target(_ path: String) -> Target? {
    if let (_, target) = lookUp(path) { return target }
    return targets[folders.absoluteFile(path)]
  }

  /// The key and target of `path` when its resolved folder and name are a document of the run.
  private func lookUp(_ path: String) -> (String, Target)? {
    let slash =
      UTF8Validation.isASCII(path)
      ? path.utf8.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
    guard let slash else { return lookUp(folder: ".", name: path) }
    let name = String(path[path.index(after: slash)...])
    let folder = slash == path.startIndex ? "/" : String(path[..<slash])
    return lookUp(folder: folder, name: name)
  }

  private func lookUp(folder: String, name: String) -> (String, Target)? {
    guard !name.isEmpty, name != ".", name != ".." else { return nil }
    let resolved = folders.absolute(folder)
    let candidate = resolved.hasSuffix("/") ? resolved + name : resolved + "/" + name
    return targets[candidate].map { (candidate, $0) }
  }

  /// `hasScheme(href)`, by bytes when `href` is ASCII.
  private static func hasScheme(_ href: String, ascii: Bool) -> Bool {
    guard ascii else { return hasScheme(href) }
    for byte in href.utf8 {
      switch byte {
      case UInt8(ascii: ":"): return true
      case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return false
      default: continue
      }
    }
    return false
  }

  /// Whether `href` is ASCII without `&` and is empty, absolute (`/…`) or has a scheme: then
  /// it is exactly the `written` form `resolve` checks (no `&amp;` to decode, and each byte is
  /// one `Character`), and `resolve` keeps it. Byte scans instead of Foundation's search and
  /// `Character` iteration, for the external links that most contracts' links are. Anything
  /// else returns false and takes the full path.
  static func keptAsWritten(_ href: String) -> Bool {
    guard UTF8Validation.isASCII(href), !ByteSearch.contains("&", in: href) else { return false }
    return href.isEmpty || href.utf8.first == UInt8(ascii: "/") || hasScheme(href, ascii: true)
  }

  /// `mailto:`, `https:`, …: a scheme before any `/`, `?` or `#`.
  static func hasScheme(_ href: String) -> Bool {
    guard let colon = href.firstIndex(of: ":") else { return false }
    return !href[..<colon].contains { $0 == "/" || $0 == "?" || $0 == "#" }
  }
}
