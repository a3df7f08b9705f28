/// Which tool produced a report.
public struct ToolInfo: Codable, Hashable, Sendable {
  public var name: String
  public var version: String

  public init(name: String = "contract-report", version: String) {
    self.name = name
    self.version = version
  }
}
