/// One file of a site, as ``SiteBuilder`` renders it: the site is the list of these in site
/// order, so every file, page or badge, is one job of the same pipeline and the order of the
/// files written is decided in one place (``sequence(contracts:coverage:)``).
enum SiteFile: Equatable, Sendable {
  case index
  /// The page of the contract at this report index.
  case contract(Int)
  case coverage
  /// The coverage matrix part at this index of the coverage page's parts.
  case coveragePart(Int)
  /// The to-do page of the locale at this index of the coverage report.
  case coverageTodo(Int)
  case rtl
  case signoff
  case stylesheet
  case script
  case columns
  case contractsBadge
  /// The badge of the contract at this report index.
  case contractBadge(Int)
  /// The coverage badge of the locale at this index of the coverage report.
  case coverageBadge(Int)
  case readme
  case sitemap

  /// Every file of a site, in site order: index, contract pages, coverage page with its matrix
  /// parts and to-do pages, RTL and sign-off pages, stylesheet, script, column labels, badges,
  /// README and sitemap. `coverage` is the number of matrix parts and of locales when the
  /// report holds coverage.
  static func sequence(
    contracts: Int, coverage: (parts: Int, locales: Int)?, rtl: Bool, signoff: Bool,
    sitemap: Bool
  ) -> [SiteFile] {
    var files: [SiteFile] = [.index]
    files += (0..<contracts).map(SiteFile.contract)
    if let coverage {
      files.append(.coverage)
      files += (0..<coverage.parts).map(SiteFile.coveragePart)
      files += (0..<coverage.locales).map(SiteFile.coverageTodo)
    }
    if rtl { files.append(.rtl) }
    if signoff { files.append(.signoff) }
    files += [.stylesheet, .script]
    if contracts > 0 { files.append(.columns) }
    files.append(.contractsBadge)
    files += (0..<contracts).map(SiteFile.contractBadge)
    files += (0..<(coverage?.locales ?? 0)).map(SiteFile.coverageBadge)
    files.append(.readme)
    if sitemap { files.append(.sitemap) }
    return files
  }
}
