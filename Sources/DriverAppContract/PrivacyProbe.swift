/// Finds private values in text a provider emitted (its stderr, its diagnostics, its errors):
/// the synthetic project, account and token of the fixture, plus any extra values (dictionary
/// text, server messages, user data). A value counts as leaked when the text holds it whole or
/// holds one of its distinctive parts (a dash- or underscore-separated piece of at least four
/// characters with a digit, such as `7f3a91c2`), so a truncated or reformatted id is found too.
///
/// It answers with the *kinds* of value found ("project id", "dictionary value"), never the
/// values: evidence is published in the report, its JSON, JUnit and SARIF and in CI logs, so a
/// leak a check finds must not be repeated there.
enum PrivacyProbe {
  static let identifiers: [(kind: String, value: String)] = [
    ("project id", DriverAppFixture.project), ("account id", DriverAppFixture.account),
    ("other account id", DriverAppFixture.otherAccount),
    ("other project id", DriverAppFixture.otherProject), ("token", DriverAppFixture.token),
  ]

  /// The kinds of private value that appear in `text`, each once, in the order given.
  static func leaks(in text: String, extra: [(kind: String, value: String)] = []) -> [String] {
    var kinds: [String] = []
    for (kind, value) in identifiers + extra where !kinds.contains(kind) {
      if fragments(of: value).contains(where: text.contains) { kinds.append(kind) }
    }
    return kinds
  }

  /// The value and its distinctive pieces.
  static func fragments(of value: String) -> [String] {
    guard !value.isEmpty else { return [] }
    let pieces = value.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
      .filter { $0.count >= 4 && $0.contains(where: \.isNumber) }
    return [value] + pieces
  }
}
