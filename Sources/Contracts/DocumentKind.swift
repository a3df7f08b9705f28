/// What a Markdown file under `contracts/` is. Only `.contract` documents are run and counted.
public enum DocumentKind: String, Codable, Hashable, Sendable, CaseIterable {
  /// A contract whose clauses are checked.
  case contract
  /// A reviewed baseline of a contract (`NAME.reviewed.md`, or front matter `kind: baseline`).
  case baseline
  /// An RTL review record (`rtl-review.md`, or `kind: rtl-review`).
  case rtlReview = "rtl-review"
  /// Release sign-offs (`signoff.md`, or `kind: signoff`).
  case signoff
  /// Any other documentation (`README.md`, or `kind: documentation`): linted, never run.
  case documentation

  /// The kind a file name alone implies.
  public static func inferred(fromFileName name: String) -> DocumentKind {
    let lower = name.lowercased()
    if lower.hasSuffix(".reviewed.md") { return .baseline }
    if lower == "rtl-review.md" { return .rtlReview }
    if lower == "signoff.md" || lower == "sign-off.md" { return .signoff }
    if lower == "readme.md" { return .documentation }
    return .contract
  }

  /// The kind named by front matter `kind:` (`baseline`, `rtl-review`, …), if valid.
  public init?(frontMatterValue value: String) {
    if value == "documentation" || value == "docs" {
      self = .documentation
      return
    }
    self.init(rawValue: value)
  }
}
