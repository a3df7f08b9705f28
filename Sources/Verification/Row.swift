/// Binds a check to a table row by its key (first cell). Used inside `Section { … }`.
public struct Row: Sendable {
  public var key: String
  public var declaredAt: String
  public var body: @Sendable (Evidence) async throws -> Void

  public init(
    _ key: String, fileID: String = #fileID, line: Int = #line,
    check: @escaping @Sendable (Evidence) async throws -> Void
  ) {
    self.key = key
    self.declaredAt = "\(fileID):\(line)"
    self.body = check
  }
}
