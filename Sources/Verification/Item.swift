/// Binds a check to a list item by its text. Used inside `Section { … }`.
public struct Item: Sendable {
  public var text: String
  public var declaredAt: String
  public var body: @Sendable (Evidence) async throws -> Void

  public init(
    _ text: String, fileID: String = #fileID, line: Int = #line,
    check: @escaping @Sendable (Evidence) async throws -> Void
  ) {
    self.text = text
    self.declaredAt = "\(fileID):\(line)"
    self.body = check
  }
}
