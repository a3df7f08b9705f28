/// Finds private values in text a check is about to trust as safe: the synthetic project,
/// account and token of the fixture, plus any extra values (dictionary text, user data).
enum PrivacyProbe {
  static let identifiers = [
    DriverAppFixture.project, DriverAppFixture.account, DriverAppFixture.otherAccount,
    DriverAppFixture.otherProject, DriverAppFixture.token,
  ]

  /// The private values that appear in `text`.
  static func leaks(in text: String, extra: [String] = []) -> [String] {
    (identifiers + extra).filter { !$0.isEmpty && text.contains($0) }
  }
}
