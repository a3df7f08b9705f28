/// One input file of a run and the SHA-256 of its bytes, so a reader can tell which exact
/// inputs a report describes.
public struct InputFingerprint: Codable, Hashable, Sendable {
  public var path: String
  /// What the file is: `contract`, `baseline`, `rtl-review`, `signoff`, `documentation`,
  /// `settings`, `catalogue`, `dictionary`, `languages`.
  public var kind: String
  public var sha256: String
  public var bytes: Int

  public init(path: String, kind: String, sha256: String, bytes: Int) {
    self.path = path
    self.kind = kind
    self.sha256 = sha256
    self.bytes = bytes
  }
}
