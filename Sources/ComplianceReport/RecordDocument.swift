/// A Markdown document under `contracts/` that is not a contract (baseline, review record,
/// sign-offs, documentation): listed so nothing is silently skipped, never run or counted.
public struct RecordDocument: Codable, Hashable, Sendable {
  public var file: String
  public var kind: String
  public var title: String?
  public var fingerprint: String

  public init(file: String, kind: String, title: String?, fingerprint: String) {
    self.file = file
    self.kind = kind
    self.title = title
    self.fingerprint = fingerprint
  }
}
