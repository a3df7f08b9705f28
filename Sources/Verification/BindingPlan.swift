import Contracts

/// Which clause each check binds to: every clause with its check or none (unbound), and the
/// checks that match no clause (orphaned). Computed without running anything: it is the dry
/// run.
public struct BindingPlan: Sendable {
  public struct Entry: Sendable {
    public var clause: Clause
    public var binding: Binding?
  }

  public var entries: [Entry]
  public var orphaned: [Binding]
  /// Checks that bind to a clause another check already took.
  public var duplicates: [Binding]

  public init(contract: Contract, bindings: ContractBindings?) {
    var byKey: [String: Binding] = [:]
    var byID: [String: Binding] = [:]
    var duplicates: [Binding] = []
    var order: [String] = []
    for binding in bindings?.resolved(for: contract) ?? [] {
      let key =
        binding.clauseID.map { "#" + $0 }
        ?? Self.matchKey(section: binding.section, key: binding.key)
      if byKey[key] != nil || byID[key] != nil {
        duplicates.append(binding)
      } else if binding.clauseID != nil {
        byID[key] = binding
        order.append(key)
      } else {
        byKey[key] = binding
        order.append(key)
      }
    }
    var used: Set<String> = []
    // A clause's id and match key are built only when a check could match them; a section's
    // slug is made once for its clauses.
    var sectionSlug: (section: String, slug: String)?
    entries = contract.clauses.map { clause in
      if !byID.isEmpty {
        let id = "#" + clause.id
        if let binding = byID[id] {
          used.insert(id)
          return Entry(clause: clause, binding: binding)
        }
      }
      if !byKey.isEmpty {
        let section: String
        // Compared byte for byte: canonically equivalent spellings may slug differently.
        if let cached = sectionSlug, cached.section.utf8.elementsEqual(clause.sectionSlug.utf8) {
          section = cached.slug
        } else {
          section = Slug.make(clause.sectionSlug)
          sectionSlug = (clause.sectionSlug, section)
        }
        let key = Self.matchKey(sectionSlug: section, key: clause.key)
        if let binding = byKey[key], !used.contains(key) {
          used.insert(key)
          return Entry(clause: clause, binding: binding)
        }
      }
      return Entry(clause: clause, binding: nil)
    }
    orphaned = order.filter { !used.contains($0) }.compactMap { byKey[$0] ?? byID[$0] }
    self.duplicates = duplicates
  }

  /// Bindings and clauses meet on slugs of the section heading and the key.
  static func matchKey(section: String, key: String) -> String {
    matchKey(sectionSlug: Slug.make(section), key: key)
  }

  /// ``matchKey(section:key:)`` with the section already slugged.
  private static func matchKey(sectionSlug: String, key: String) -> String {
    sectionSlug + "/" + Slug.make(key)
  }

  public var unbound: [Clause] { entries.filter { $0.binding == nil }.map(\.clause) }
}
