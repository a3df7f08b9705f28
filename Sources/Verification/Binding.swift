/// A check attached to a clause by section heading and row key (or list item text). Both are
/// matched by slug, so case and punctuation differences do not break a binding, but a changed
/// word does: the clause becomes unbound and the check orphaned, and the run says so.
public struct Binding: Sendable {
  public var section: String
  public var key: String
  /// Where the binding is declared, for orphan reports.
  public var declaredAt: String
  /// The exact clause, when the binding was made for one (a decision-table row); otherwise it
  /// is matched by section and key.
  public var clauseID: String?
  public var body: @Sendable (Evidence) async throws -> Void

  public init(
    section: String, key: String, declaredAt: String, clauseID: String? = nil,
    body: @escaping @Sendable (Evidence) async throws -> Void
  ) {
    self.section = section
    self.key = key
    self.declaredAt = declaredAt
    self.clauseID = clauseID
    self.body = body
  }
}
