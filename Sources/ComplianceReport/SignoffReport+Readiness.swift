import Contracts
import RTLReview

extension SignoffReport {
  /// The checks the run itself decides: clauses, unbound clauses, gates, RTL locales and
  /// changes since review.
  static func runReadiness(
    contracts: [ContractResult], gates: [GateResult], rtl: RTLStatusReport?
  ) -> [GateResult] {
    var readiness: [GateResult] = []
    // One pass over every clause's result, reading only the fields used (a run may have tens
    // of thousands of results; copying each whole result cost more than the rest).
    var broken: [(section: String, key: String, clauseID: String)] = []
    var passed = 0
    var unbound: [String] = []
    for contract in contracts {
      let results = contract.verification.results
      for index in results.indices {
        switch results[index].verdict {
        case .failed, .error:
          broken.append((results[index].section, results[index].key, results[index].clauseID))
        case .passed: passed += 1
        case .unbound: unbound.append(results[index].clauseID)
        default: continue
        }
      }
    }
    readiness.append(
      GateResult(
        name: "clauses", passed: broken.isEmpty,
        detail: broken.isEmpty
          ? "all \(passed) checked clauses passed"
          : "failing: " + broken.map { "\($0.section) › \($0.key)" }.joined(separator: "; "),
        kind: .clauses, clauseIDs: broken.isEmpty ? nil : broken.map(\.clauseID)))
    if !unbound.isEmpty {
      readiness.append(
        GateResult(
          name: "unbound clauses", passed: false,
          detail: "\(unbound.count) clause(s) have no check", kind: .unbound,
          clauseIDs: unbound))
    }
    for gate in gates where gate.name != "clauses" {
      readiness.append(
        GateResult(
          name: "gate \(gate.name)", passed: gate.passed, detail: gate.detail, kind: .gate,
          subject: gate.name))
    }
    if let rtl {
      for locale in rtl.locales {
        readiness.append(
          GateResult(
            name: "RTL \(locale.locale)", passed: locale.overall == .supported,
            detail: ([locale.overall.rawValue] + locale.reasons).joined(separator: "; "),
            kind: .rtl, subject: locale.locale))
      }
    }
    for contract in contracts {
      let changed = contract.review.map { review in
        review.clauses.filter { $0.status != .unchanged }.count + review.tables.count
      }
      readiness.append(
        GateResult(
          name: "reviewed \(contract.contract.slug)", passed: changed == 0,
          detail: changed == nil
            ? "no reviewed baseline"
            : changed == 0
              ? "unchanged since review"
              : "\(changed!) clause(s) or table(s) changed since review",
          kind: .review, subject: contract.contract.slug))
    }
    return readiness
  }

  /// `sign-offs`: the record is well formed, names a current release, and every contract of
  /// the run has a sign-off for it; every one still matches its contract and approves.
  static func signoffCheck(
    record: Contract?, release: String?, entries: [SignoffEntry], diagnostics: [Diagnostic],
    contracts: [ContractResult]
  ) -> GateResult {
    func check(_ passed: Bool, _ detail: String) -> GateResult {
      GateResult(name: "sign-offs", passed: passed, detail: detail, kind: .signoffs)
    }
    guard record != nil else { return check(false, "no sign-off record") }
    guard let release else {
      return check(
        false,
        "no current release: set \"release\" in contract-report.json or pass --release")
    }
    let current = entries.filter(\.counts)
    var problems: [String] = []
    if !diagnostics.isEmpty {
      problems.append("the record has \(diagnostics.count) error(s) (see lint)")
    }
    let malformed = current.filter { $0.validity == .malformed }
    if !malformed.isEmpty {
      problems.append(
        "\(malformed.count) malformed (line \(malformed.map { String($0.location.line) }.joined(separator: ", ")))"
      )
    }
    let stale = current.filter { $0.validity == .stale }
    if !stale.isEmpty {
      problems.append("\(stale.count) stale (\(stale.map(\.role).joined(separator: ", ")))")
    }
    let declined = current.filter { $0.validity == .valid && !$0.decision.isApproval }
    if !declined.isEmpty {
      problems.append(
        declined.map { "\($0.role): \($0.decision.rawValue)" }.joined(separator: ", "))
    }
    let signed = Set(current.map(\.contract))
    let unsigned = contracts.map(\.contract.slug).filter { !signed.contains($0) }
    if current.isEmpty {
      problems.append("no sign-off for release \(release)")
    } else if !unsigned.isEmpty {
      problems.append("not signed for \(release): \(unsigned.joined(separator: ", "))")
    }
    guard problems.isEmpty else { return check(false, problems.joined(separator: "; ")) }
    return check(true, "\(current.count) valid approval(s) for release \(release)")
  }

  /// Each valid approval with conditions of the current release waives the failing checks it
  /// names; a name that is no readiness check, or a check that holds, is noted on the row.
  static func applyWaivers(from entries: inout [SignoffEntry], to readiness: inout [GateResult]) {
    for index in entries.indices where !entries[index].waives.isEmpty {
      let entry = entries[index]
      guard entry.counts, entry.validity == .valid, entry.decision == .approvedWithConditions
      else { continue }
      for name in entry.waives {
        guard
          let target = readiness.firstIndex(where: { $0.name.lowercased() == name.lowercased() })
        else {
          entries[index].explanation += "; waiver '\(name)' names no readiness check"
          continue
        }
        guard !readiness[target].passed, readiness[target].kind != .signoffs else { continue }
        let signer = entry.signedBy.isEmpty ? entry.role : "\(entry.role) (\(entry.signedBy))"
        var waivedBy = readiness[target].waivedBy ?? []
        if !waivedBy.contains(signer) { waivedBy.append(signer) }
        readiness[target].waivedBy = waivedBy
      }
    }
  }
}
