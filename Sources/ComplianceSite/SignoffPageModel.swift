import ComplianceReport
import Templates
import Verification

/// The template context of the sign-off page: readiness, gates, clauses changed since review,
/// the recorded sign-offs checked against the current fingerprints, and the mutation score.
/// Laid out to print on A4 as a short document.
struct SignoffPageModel {
  let report: ComplianceReport
  let links: ClauseLinks
  /// The commit the contracts were read at, if known.
  var commit: String? = nil
  /// Each contract's fingerprint, in report order, when already computed (a fingerprint
  /// hashes the whole text; the builder computes them once, on all cores).
  var fingerprints: [String]? = nil

  /// Blank signature rows printed when no sign-off of the current release names a role.
  static let blankSignatures = 3

  /// What the printed document is about: the date, the commit, each contract's fingerprint,
  /// and a signature block with a row per role that signed the current release.
  func documentValue() -> TemplateValue {
    let contracts = report.contracts.enumerated().map { index, result -> TemplateValue in
      [
        "title": .string(result.contract.title ?? result.contract.slug),
        "file": .string(result.contract.file),
        "fingerprint": .string(fingerprints?[index] ?? result.contract.fingerprint),
      ]
    }
    var signatures: [TemplateValue] = []
    var seen = Set<String>()
    for entry in report.signoff?.current ?? [] where seen.insert(entry.role).inserted {
      signatures.append([
        "role": .string(entry.role),
        "name": TemplateValue(entry.signedBy.isEmpty ? nil : entry.signedBy),
      ])
    }
    if signatures.isEmpty {
      signatures = Array(repeating: ["role": nil, "name": nil], count: Self.blankSignatures)
    }
    return [
      "date": TemplateValue(report.generatedAt),
      "commit": TemplateValue(commit),
      "commitShort": TemplateValue(commit.map { String($0.prefix(12)) }),
      "release": TemplateValue(report.signoff?.release),
      "contracts": .list(contracts), "signatures": .list(signatures),
    ]
  }

  /// Ready or not ready, with how many checks fail.
  /// A waived check failed: it counts as waived, never as passing.
  static func readiness(_ signoff: SignoffReport) -> StatusPresentation {
    let failing = signoff.blocking.count
    let waived = signoff.waived.count
    return StatusPresentation(
      holds: signoff.ready,
      yes: "Ready: every readiness check holds" + (waived > 0 ? " (\(waived) waived)" : ""),
      no: "Not ready: \(failing) of \(signoff.readiness.count) readiness checks fail"
        + (waived > 0 ? ", \(waived) waived" : ""))
  }

  /// Holds, fails, or failed and waived (by whom).
  static func checkStatus(_ check: GateResult) -> StatusPresentation {
    if check.waived {
      return StatusPresentation(
        name: "changed", symbol: "≈",
        label: "Waived by " + (check.waivedBy ?? []).joined(separator: ", "))
    }
    return StatusPresentation(holds: check.passed, yes: "Holds", no: "Fails")
  }

  /// Score against target, for the index and the sign-off page.
  static func mutationSummary(_ mutation: MutationReport) -> TemplateValue {
    [
      "contract": .string(mutation.contract), "summary": .string(mutation.summary),
      "caught": .int(mutation.caught), "total": .int(mutation.defects.count),
      "percent": .string(CoveragePageModel.oneDecimal(mutation.score * 100)),
      "target": .string(CoveragePageModel.oneDecimal(mutation.target * 100)),
      "status": StatusPresentation(
        holds: mutation.meetsTarget, yes: "Target met", no: "Below target"
      ).value,
      "href": .string(SiteBuilder.signoffPagePath + "#mutation"),
    ]
  }

  /// The last source-mutation run, for the index and the sign-off page.
  static func sourceMutationSummary(_ score: SourceMutationScore) -> TemplateValue {
    [
      "summary": .string(score.summary), "caught": .int(score.caught), "total": .int(score.total),
      "percent": .string(CoveragePageModel.oneDecimal(score.score * 100)),
      "date": .string(score.date), "commit": .string(score.commit),
      "href": .string(SiteBuilder.signoffPagePath + "#source-mutation"),
    ]
  }

  func context() -> TemplateDictionary {
    let root = "../"
    var context: TemplateDictionary = ["document": documentValue()]
    if let signoff = report.signoff {
      let checks = signoff.readiness.map { check -> TemplateValue in
        [
          "name": .string(check.name), "detail": .string(check.detail),
          "status": Self.checkStatus(check).value,
        ]
      }
      let entries = signoff.entries.map { entry -> TemplateValue in
        [
          "release": .string(entry.release), "contract": .string(entry.contract),
          "role": .string(entry.role), "decision": .string(entry.decision.rawValue),
          "date": TemplateValue(entry.date.isEmpty ? nil : entry.date),
          "notes": TemplateValue(entry.notes.isEmpty ? nil : entry.notes),
          "fingerprint": .string(entry.fingerprint),
          "fingerprintShort": .string(ContractPageModel.short(entry.fingerprint)),
          "status": StatusPresentation(entry.validity).value,
          "explanation": .string(entry.explanation),
          "line": .int(entry.location.line),
        ]
      }
      let diagnostics = signoff.diagnostics.map { diagnostic -> TemplateValue in
        [
          "file": .string(diagnostic.file), "line": .int(diagnostic.location.line),
          "column": .int(diagnostic.location.column), "message": .string(diagnostic.message),
          "rule": .string(diagnostic.rule),
        ]
      }
      context["signoff"] = [
        "status": Self.readiness(signoff).value, "checks": .list(checks),
        "recordFile": TemplateValue(signoff.recordFile),
        "entries": .list(entries), "hasEntries": .bool(!entries.isEmpty),
        "diagnostics": .list(diagnostics), "hasDiagnostics": .bool(!diagnostics.isEmpty),
      ]
    } else {
      context["signoff"] = .null
    }
    context["gates"] = .list(
      report.gates.map { gate -> TemplateValue in
        [
          "name": .string(gate.name), "detail": .string(gate.detail),
          "status": StatusPresentation(gatePassed: gate.passed).value,
        ]
      })
    var changes: [TemplateValue] = []
    var reviewed = 0
    for result in report.contracts {
      guard let review = result.review else { continue }
      reviewed += 1
      for change in review.clauses where change.status != .unchanged {
        let href = change.status == .removed ? nil : links.href(change.clauseID, root: root)
        changes.append([
          "contract": .string(result.contract.title ?? result.contract.slug),
          "section": .string(change.section), "key": .string(change.key),
          "clauseID": .string(change.clauseID), "href": TemplateValue(href),
          "status": StatusPresentation(change.status).value,
          "diff": change.status == .changed ? change.diff?.templateValue ?? nil : nil,
          "text": TemplateValue(
            change.status == .removed ? change.baselineText : change.currentText),
        ])
      }
    }
    let unreviewed = report.contracts.filter { $0.review == nil }.map { result -> TemplateValue in
      .string(result.contract.title ?? result.contract.slug)
    }
    context["changes"] = .list(changes)
    context["hasChanges"] = .bool(!changes.isEmpty)
    context["reviewedCount"] = .int(reviewed)
    context["unreviewed"] = .list(unreviewed)
    context["hasUnreviewed"] = .bool(!unreviewed.isEmpty)
    if let mutation = report.mutation {
      guard case .dictionary(var value) = Self.mutationSummary(mutation) else { return context }
      value["defects"] = .list(
        mutation.defects.map { defect -> TemplateValue in
          [
            "name": .string(defect.name),
            "status": StatusPresentation(
              holds: defect.caught, yes: "Caught",
              no: defect.equivalentBecause == nil ? "Survived" : "Survived (equivalent)"
            ).value,
            "clauses": .list(defect.caughtBy.map { links.value($0, root: root) }),
            "caughtCount": .int(defect.caughtBy.count),
            "equivalentBecause": TemplateValue(defect.equivalentBecause),
          ]
        })
      value["hasDefects"] = .bool(!mutation.defects.isEmpty)
      context["mutation"] = .dictionary(value)
    } else {
      context["mutation"] = .null
    }
    if let score = report.sourceMutation,
      case .dictionary(var value) = Self.sourceMutationSummary(score)
    {
      value["mutants"] = .list(
        score.mutants.map { mutant -> TemplateValue in
          [
            "name": .string(mutant.name), "description": .string(mutant.description),
            "outcome": .string(mutant.outcome),
            "status": StatusPresentation(
              holds: mutant.outcome == "caught" || mutant.outcome == "equivalent",
              yes: mutant.outcome == "caught" ? "Caught" : "Equivalent",
              no: mutant.outcome == "survived" ? "Survived" : "Not judged"
            ).value,
            "clauses": .list(mutant.caughtBy.map { links.value($0, root: root) }),
            "caughtCount": .int(mutant.caughtBy.count),
          ]
        })
      context["sourceMutation"] = .dictionary(value)
    } else {
      context["sourceMutation"] = .null
    }
    return context
  }
}
