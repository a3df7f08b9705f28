import ContractMarkdown

/// A check attached to a clause by section heading and row key (or list item text). Both are
/// matched by slug, so case and punctuation differences do not break a binding, but a changed
/// word does: the clause becomes unbound and the check orphaned, and the run says so.
public struct Binding: Sendable {
  /// What an orphaned binding says instead of "a check is bound to 'key' under 'section', but
  /// the contract has no such row or item": a
  /// fixture named for a table that is not there says which table it looked for and who
  /// named it.
  public struct OrphanNote: Sendable {
    /// Why the binding binds nothing, in one sentence.
    public var message: String
    /// What to do, docs writer first.
    public var hints: [String]
    /// Where the contract names the binding (a front-matter line), if it does.
    public var location: SourceLocation?

    public init(message: String, hints: [String], location: SourceLocation? = nil) {
      self.message = message
      self.hints = hints
      self.location = location
    }
  }

  public var section: String
  public var key: String
  /// Where the binding is declared, for orphan reports.
  public var declaredAt: String
  /// The exact clause, when the binding was made for one (a decision-table row); otherwise it
  /// is matched by section and key.
  public var clauseID: String?
  /// How an orphan report describes the binding; `nil` for the usual wording.
  public var orphanNote: OrphanNote?
  public var body: @Sendable (Evidence) async throws -> Void

  public init(
    section: String, key: String, declaredAt: String, clauseID: String? = nil,
    orphanNote: OrphanNote? = nil, body: @escaping @Sendable (Evidence) async throws -> Void
  ) {
    self.section = section
    self.key = key
    self.declaredAt = declaredAt
    self.clauseID = clauseID
    self.orphanNote = orphanNote
    self.body = body
  }
}
