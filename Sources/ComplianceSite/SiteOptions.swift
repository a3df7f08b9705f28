import Foundation

/// What a site build needs besides the report: where it will be published and how rows link
/// to their source.
public struct SiteOptions: Sendable, Hashable {
  /// The absolute URL the site is published at (`https://docs.example.com/compliance/`). With
  /// it, pages get a canonical link and a `sitemap.xml` is written; without it, neither
  /// (a sitemap needs absolute URLs).
  public var baseURL: String?
  /// A URL template for a row's source line, with `{path}` and `{line}` placeholders, e.g.
  /// `https://github.com/org/repo/blob/main/{path}#L{line}`. Without it rows show `file:line`.
  public var sourceURL: String?
  /// The folder source paths are relative to in links: an absolute contract path inside it
  /// (`/repo/contracts/a.md` with root `/repo`) fills `{path}` as `contracts/a.md`.
  public var sourceRoot: String?
  /// The folder the contracts were read from (`contracts/`, `/abs/contracts`, `.`): a page
  /// without a canonical URL goes at its file's path inside it, so the layout does not depend
  /// on how the folder was named. Nil: the file path as given.
  public var contractsRoot: String?
  /// Earlier runs, oldest first (`build --history DIR`): the index draws the trend of these
  /// and this run.
  public var history: [RunSummary]
  /// The commit the contracts were read at (`git rev-parse HEAD`), printed on the sign-off
  /// page; nil outside a git checkout.
  public var commit: String?
  /// Creates options.
  public init(
    baseURL: String? = nil, sourceURL: String? = nil, sourceRoot: String? = nil,
    contractsRoot: String? = nil, history: [RunSummary] = [], commit: String? = nil
  ) {
    self.baseURL = baseURL
    self.sourceURL = sourceURL
    self.sourceRoot = sourceRoot
    self.contractsRoot = contractsRoot
    self.history = history
    self.commit = commit
  }

  /// The folder that holds every one of `paths` (the contract paths of a run, files or
  /// folders as typed), for ``contractsRoot``.
  public static func contractsRoot(of paths: [String]) -> String? {
    SitePaths.commonFolder(paths) { path in
      var isDirectory: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && isDirectory.boolValue
    }
  }

  /// `baseURL` with exactly one trailing slash, or nil.
  var normalizedBaseURL: String? {
    guard var base = baseURL?.trimmingCharacters(in: .whitespaces), !base.isEmpty else {
      return nil
    }
    while base.hasSuffix("/") { base.removeLast() }
    return base + "/"
  }

  /// The link to a source line: the template filled in (the path percent-encoded), or nil.
  func sourceLink(file: String, line: Int) -> String? {
    guard let template = sourceURL, !template.isEmpty else { return nil }
    var path = file
    if var root = sourceRoot, !root.isEmpty {
      if !root.hasSuffix("/") { root += "/" }
      if path.hasPrefix(root) { path.removeFirst(root.count) }
    }
    while path.hasPrefix("./") { path.removeFirst(2) }
    let encoded = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    return template.replacingOccurrences(of: "{path}", with: encoded)
      .replacingOccurrences(of: "{line}", with: String(line))
  }
}
