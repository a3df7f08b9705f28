/// Finds private values in text a check is about to trust as safe: the synthetic project,
/// account and token of the fixture, plus any extra values (dictionary text, user data).
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
    for (kind, value) in identifiers + extra
    where !value.isEmpty && text.contains(value) && !kinds.contains(kind) {
      kinds.append(kind)
    }
    return kinds
  }
}
