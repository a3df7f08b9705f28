/// Index sections whose data the `ComplianceReport` does not hold yet: translation coverage
/// per locale (issue 4), RTL review status per locale and release sign-off (issue 7). Each is
/// nil until its producer exists, and the index then says "not configured"; nothing here is
/// ever filled with made-up values.
public struct IndexSlots: Sendable, Hashable {
  /// One locale's translation coverage against its gate, drawn as a bar.
  public struct LocaleCoverage: Sendable, Hashable {
    /// The locale code, e.g. `ar`.
    public var locale: String
    /// The language's name, e.g. `Arabic`.
    public var name: String
    /// Share of keys translated, 0…100.
    public var percent: Double
    /// The gate the locale must reach (percent), if one is set.
    public var gate: Double?
    /// Whether the gate held (true when there is no gate).
    public var passed: Bool

    /// Creates a row.
    public init(locale: String, name: String, percent: Double, gate: Double?, passed: Bool) {
      self.locale = locale
      self.name = name
      self.percent = percent
      self.gate = gate
      self.passed = passed
    }
  }

  /// One RTL locale's review status.
  public struct RTLStatus: Sendable, Hashable {
    /// The locale code.
    public var locale: String
    /// The overall status in words, e.g. `partial support`.
    public var status: String
    /// Whether the locale is fully reviewed and passing.
    public var passed: Bool
    /// One line of detail (areas reviewed, stale review, …).
    public var detail: String

    /// Creates a row.
    public init(locale: String, status: String, passed: Bool, detail: String) {
      self.locale = locale
      self.status = status
      self.passed = passed
      self.detail = detail
    }
  }

  /// One recorded release sign-off.
  public struct SignOff: Sendable, Hashable {
    /// The release signed.
    public var release: String
    /// The signer's role.
    public var role: String
    /// The decision as recorded.
    public var decision: String
    /// Whether the signed fingerprint still matches the contract.
    public var valid: Bool
    /// `valid`, or why it is stale.
    public var detail: String

    /// Creates a row.
    public init(release: String, role: String, decision: String, valid: Bool, detail: String) {
      self.release = release
      self.role = role
      self.decision = decision
      self.valid = valid
      self.detail = detail
    }
  }

  /// Coverage per locale, or nil when not configured.
  public var coverage: [LocaleCoverage]?
  /// RTL status per RTL locale, or nil when not configured.
  public var rtl: [RTLStatus]?
  /// Sign-offs, or nil when not configured.
  public var signOffs: [SignOff]?

  /// Creates slots; all nil by default.
  public init(
    coverage: [LocaleCoverage]? = nil, rtl: [RTLStatus]? = nil, signOffs: [SignOff]? = nil
  ) {
    self.coverage = coverage
    self.rtl = rtl
    self.signOffs = signOffs
  }
}
