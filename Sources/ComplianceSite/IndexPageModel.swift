import ComplianceReport
import Foundation
import Templates
import TranslationCoverage
import Verification

/// The template context of the index page: every contract with its counts, release
/// readiness, coverage per locale, RTL status per RTL locale, the mutation score, the run, its
/// inputs and records.
struct IndexPageModel {
  let report: ComplianceReport
  /// Each contract's page path, in report order.
  let contractPaths: [String]
  /// Earlier runs, oldest first.
  var history: [RunSummary] = []
  /// Where each clause is on its contract's page (computed when not given).
  var links: ClauseLinks? = nil
  /// Each contract's badge path, in report order (computed when not given).
  var badgePaths: [String]? = nil

  /// The headline: the gates and, when sign-offs are judged, release readiness, so that it
  /// never says "every gate held" beside "Not ready".
  static func headline(_ report: ComplianceReport) -> StatusPresentation {
    let failedGates = report.gates.filter { !$0.passed }.count
    let blocking = report.signoff.map { $0.blocking.count } ?? 0
    let checks = report.signoff?.readiness.count ?? 0
    if !report.passed {
      let notReady = report.signoff == nil ? "" : "; not ready for release"
      return StatusPresentation(
        name: "failed", symbol: "✗",
        label: "Checks fail: \(failedGates) of \(report.gates.count) gates failed\(notReady)")
    }
    if let signoff = report.signoff {
      if !signoff.ready {
        return StatusPresentation(
          name: "failed", symbol: "✗",
          label: "Not ready: every gate held, but \(blocking) of \(checks) readiness checks fail")
      }
      let waived = signoff.waived.count
      return StatusPresentation(
        name: "passed", symbol: "✓",
        label: "Ready: every gate and readiness check holds"
          + (waived > 0 ? " (\(waived) waived)" : ""))
    }
    return StatusPresentation(name: "passed", symbol: "✓", label: "Checks pass: every gate held")
  }

  /// The time a contract's checks took (the sum of its clauses'), or nil when not recorded
  /// (`--timestamp` off: output is then reproducible).
  static func duration(_ result: ContractResult) -> String? {
    // By index, in order: `reduce` copied every result (a retain per field) to read a number.
    let results = result.verification.results
    var total = 0.0
    for index in results.indices { total += results[index].duration }
    return total > 0 ? seconds(total) : nil
  }

  func context() -> TemplateDictionary {
    let links = self.links ?? ClauseLinks(report: report, pagePaths: contractPaths)
    let failures = IndexFailures(report: report, contractPaths: contractPaths, links: links)
    let badgePaths = self.badgePaths ?? SiteBuilder.contractBadgePaths(report.contracts)
    let contracts = zip(zip(report.contracts, contractPaths), badgePaths).map {
      pair, badge -> TemplateValue in
      let (result, path) = pair
      // By index, reading the verdict in place: `firstIndex(where:)` copied every result it
      // passed (a retain per field), for every contract of the run.
      let results = result.verification.results
      var firstFailure: String?
      for index in results.indices
      where results[index].verdict == .failed || results[index].verdict == .error {
        firstFailure = results[index].clauseID
        break
      }
      return [
        "title": .string(result.contract.title ?? result.contract.slug),
        "href": .string(path), "file": .string(result.contract.file),
        "counts": ContractPageModel.countsValue(result.counts),
        "changed": .int(result.changedSinceReview),
        "reviewed": .bool(result.review != nil),
        "status": StatusPresentation(contract: result).value,
        "badge": .string(badge),
        "failureHref": TemplateValue(firstFailure.flatMap { links.href($0, root: "") }),
        "reviewHref": .string(path + "#changed-since-review"),
        "duration": TemplateValue(Self.duration(result)),
        "sparkline": TemplateValue(sparkline(result)),
      ]
    }
    let gates = report.gates.map { gate -> TemplateValue in
      [
        "name": .string(gate.name), "passed": .bool(gate.passed), "detail": .string(gate.detail),
        "status": StatusPresentation(gatePassed: gate.passed).value,
        "anchor": .string(IndexFailures.gateAnchor(gate.name)),
        "href": gate.passed ? nil : TemplateValue(failures.href(gate: gate.name)),
      ]
    }
    let failedGates = report.gates.filter { !$0.passed }.map { gate -> TemplateValue in
      [
        "name": .string(gate.name), "detail": .string(gate.detail),
        "href": .string("#" + IndexFailures.gateAnchor(gate.name)),
      ]
    }
    let clauseFailures = failures.clauseRows()
    let readiness = Self.headline(report)
    let inputs = report.inputs.map { input -> TemplateValue in
      [
        "path": .string(input.path), "kind": .string(input.kind), "bytes": .int(input.bytes),
        "sha256": .string(input.sha256),
        "short": .string(ContractPageModel.short(input.sha256)),
      ]
    }
    let records = report.records.map { record -> TemplateValue in
      [
        "file": .string(record.file), "kind": .string(record.kind),
        "title": TemplateValue(record.title), "fingerprint": .string(record.fingerprint),
        "short": .string(ContractPageModel.short(record.fingerprint)),
      ]
    }
    let lint = report.lint.map { diagnostic -> TemplateValue in
      [
        "file": .string(diagnostic.file), "line": .int(diagnostic.location.line),
        "column": .int(diagnostic.location.column),
        "severity": .string(diagnostic.severity.rawValue),
        "isError": .bool(diagnostic.severity == .error), "message": .string(diagnostic.message),
        "rule": .string(diagnostic.rule),
      ]
    }
    let changed = report.contracts.reduce(0) { $0 + $1.changedSinceReview }
    return [
      "report": [
        "title": .string(report.title), "toolName": .string(report.tool.name),
        "toolVersion": .string(report.tool.version),
        "generatedAt": TemplateValue(report.generatedAt),
        "duration": TemplateValue(report.durationSeconds.map(Self.seconds)),
        "strict": .bool(report.strict), "readiness": readiness.value,
        "strictExempt": .list(report.policy.strictExempt.map { .string($0) }),
        "hasExempt": .bool(!report.policy.strictExempt.isEmpty),
        "reviewFails": .bool(report.policy.changedSinceReview == .fail),
        "finalLine": .string(report.finalLine),
        "schemaVersion": .int(report.schemaVersion),
      ],
      "totals": ContractPageModel.countsValue(report.totals),
      "totalsStatus": StatusPresentation(counts: report.totals).value,
      "changed": .int(changed),
      "failures": .list(Array(clauseFailures.prefix(IndexFailures.limit))),
      "moreFailures": clauseFailures.count > IndexFailures.limit
        ? .int(clauseFailures.count - IndexFailures.limit) : nil,
      "failedGates": .list(failedGates),
      "hasFailures": .bool(!clauseFailures.isEmpty || !failedGates.isEmpty),
      "contracts": .list(contracts), "gates": .list(gates), "inputs": .list(inputs),
      "records": .list(records), "lint": .list(lint),
      "hasContracts": .bool(!contracts.isEmpty), "hasRecords": .bool(!records.isEmpty),
      "hasLint": .bool(!lint.isEmpty), "hasInputs": .bool(!inputs.isEmpty),
      "coverage": coverageValue(), "rtl": rtlValue(), "signoff": signOffValue(failures),
      "mutation": mutationValue(), "trend": trendValue(),
      "sourceMutation": report.sourceMutation.map(SignoffPageModel.sourceMutationSummary) ?? nil,
    ]
  }

  static func seconds(_ value: Double) -> String {
    String(format: "%.2f s", value)
  }

  /// This run after the earlier ones.
  private var runs: [RunSummary] { history + [RunSummary(report: report, label: "this run")] }

  /// The passed share of one contract over the runs that had it, as a sparkline.
  private func sparkline(_ result: ContractResult) -> String? {
    guard !history.isEmpty else { return nil }
    let shares = runs.compactMap { $0.contracts[result.contract.slug] }
    let percents = shares.map { CoveragePageModel.oneDecimal($0.ratio * 100) + " %" }
    return TrendChart.svg(
      shares.map(\.ratio), width: 80, height: 20,
      label: "clauses passed over \(shares.count) runs: " + percents.joined(separator: ", "))
  }

  /// The trend of every run: the chart and, for readers and screen readers, a table.
  private func trendValue() -> TemplateValue {
    guard !history.isEmpty else { return nil }
    let all = runs
    let rows = all.map { run -> TemplateValue in
      [
        "label": .string(run.label), "passed": .int(run.overall.passed),
        "total": .int(run.overall.total),
        "percent": .string(CoveragePageModel.oneDecimal(run.overall.ratio * 100)),
        "failedGates": .int(run.failedGates),
      ]
    }
    let first = all[0]
    let last = all[all.count - 1]
    let label =
      "share of clauses passed over \(all.count) runs, from "
      + CoveragePageModel.oneDecimal(first.overall.ratio * 100) + " % to "
      + CoveragePageModel.oneDecimal(last.overall.ratio * 100) + " %"
    return [
      "svg": TemplateValue(
        TrendChart.svg(all.map(\.overall.ratio), width: 320, height: 80, label: label, axis: true)),
      "runs": .list(rows), "count": .int(all.count),
    ]
  }

  private func coverageValue() -> TemplateValue {
    guard let coverage = report.coverage else { return nil }
    let badges = SiteBuilder.coverageBadgePaths(coverage)
    let locales = zip(coverage.locales, badges).map { locale, badge -> TemplateValue in
      var value = CoveragePageModel.localeSummary(locale)
      value["href"] = .string(SiteBuilder.coveragePagePath + "#" + CoveragePageModel.anchor(locale))
      value["badge"] = .string(badge)
      return .dictionary(value)
    }
    return [
      "href": .string(SiteBuilder.coveragePagePath), "keyCount": .int(coverage.keyCount),
      "locales": .list(locales), "hasLocales": .bool(!locales.isEmpty),
    ]
  }

  private func rtlValue() -> TemplateValue {
    guard let rtl = report.rtl else { return nil }
    let locales = rtl.locales.map { locale -> TemplateValue in
      [
        "locale": .string(locale.locale), "name": .string(locale.name),
        "status": StatusPresentation(locale.overall).value,
        "detail": .string(RTLPageModel.reasonLine(locale)),
        "href": .string(SiteBuilder.rtlPagePath + "#" + RTLPageModel.anchor(locale.locale)),
      ]
    }
    return [
      "href": .string(SiteBuilder.rtlPagePath), "locales": .list(locales),
      "hasLocales": .bool(!locales.isEmpty),
    ]
  }

  private func signOffValue(_ failures: IndexFailures) -> TemplateValue {
    guard let signoff = report.signoff else { return nil }
    let failing = signoff.readiness.filter { !$0.passed }.map { check -> TemplateValue in
      [
        "name": .string(check.name), "detail": .string(check.detail),
        "href": TemplateValue(failures.href(check: check)),
        "waivedBy": check.waived ? .string((check.waivedBy ?? []).joined(separator: ", ")) : nil,
      ]
    }
    let valid = signoff.entries.filter { $0.validity == .valid }.count
    let stale = signoff.entries.filter { $0.validity == .stale }.count
    return [
      "href": .string(SiteBuilder.signoffPagePath),
      "status": SignoffPageModel.readiness(signoff).value,
      "failing": .list(Array(failing.prefix(IndexFailures.limit))),
      "hasFailing": .bool(!failing.isEmpty),
      "moreFailing": failing.count > IndexFailures.limit
        ? .int(failing.count - IndexFailures.limit) : nil,
      "entryCount": .int(signoff.entries.count), "valid": .int(valid), "stale": .int(stale),
      "other": signoff.entries.count > valid + stale
        ? .int(signoff.entries.count - valid - stale) : nil,
    ]
  }

  private func mutationValue() -> TemplateValue {
    guard let mutation = report.mutation else { return nil }
    return SignoffPageModel.mutationSummary(mutation)
  }
}
