/// A check attached to a clause by section heading and row key (or list item text). Both are
/// matched by slug, so case and punctuation differences do not break a binding, but a changed
/// word does: the clause becomes unbound and the check orphaned, and the run says so.
public struct Binding: Sendable {
  public var section: String
  public var key: String
  /// Where the binding is declared, for orphan reports.
  public var declaredAt: String
  public var body: @Sendable (Evidence) async throws -> Void

  public init(
    section: String, key: String, declaredAt: String,
    body: @escaping @Sendable (Evidence) async throws -> Void
  ) {
    self.section = section
    self.key = key
    self.declaredAt = declaredAt
    self.body = body
  }
}
