import Foundation

/// A translation call whose key is not a string literal (`t(x)`, `` t(`A_${b}`) ``, `t(a + b)`).
///
/// Such keys cannot be known without running the app, so they are listed for review but never
/// counted as missing and never fail CI, as i18n-tasks and i18next-parser do.
public struct DynamicKeyCall: Sendable, Hashable, Codable {
  /// Where the call's function name starts.
  public var location: CallSite
  /// The first argument's source text, whitespace folded and shortened; empty for `t()`.
  public var expression: String

  /// Creates a dynamic call record.
  public init(location: CallSite, expression: String) {
    self.location = location
    self.expression = expression
  }
}
