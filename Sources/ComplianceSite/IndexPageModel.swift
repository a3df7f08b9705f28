import ComplianceReport
import Foundation
import Verification

/// The template context of the index page: every contract with its counts, release
/// readiness, the run, its inputs and records, and the slots later steps fill.
struct IndexPageModel {
  let report: ComplianceReport
  /// Each contract's page path, in report order.
  let contractPaths: [String]
  let options: SiteOptions

  func context() -> [String: TemplateValue] {
    let contracts = zip(report.contracts, contractPaths).map { result, path -> TemplateValue in
      [
        "title": .string(result.contract.title ?? result.contract.slug),
        "href": .string(path), "file": .string(result.contract.file),
        "counts": ContractPageModel.countsValue(result.counts),
        "changed": .int(result.changedSinceReview),
        "reviewed": .bool(result.review != nil),
        "status": StatusPresentation(counts: result.counts).value,
        "badge": .string(SiteBuilder.contractBadgePath(result.contract)),
      ]
    }
    let gates = report.gates.map { gate -> TemplateValue in
      [
        "name": .string(gate.name), "passed": .bool(gate.passed), "detail": .string(gate.detail),
        "status": StatusPresentation(gatePassed: gate.passed).value,
      ]
    }
    let failedGates = report.gates.filter { !$0.passed }.count
    let readiness =
      report.passed
      ? StatusPresentation(name: "passed", symbol: "✓", label: "Ready: every required gate held")
      : StatusPresentation(
        name: "failed", symbol: "✗",
        label: "Not ready: \(failedGates) of \(report.gates.count) gates failed")
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
        "schemaVersion": .int(report.schemaVersion),
      ],
      "totals": ContractPageModel.countsValue(report.totals),
      "totalsStatus": StatusPresentation(counts: report.totals).value,
      "changed": .int(changed),
      "contracts": .list(contracts), "gates": .list(gates), "inputs": .list(inputs),
      "records": .list(records), "lint": .list(lint),
      "hasContracts": .bool(!contracts.isEmpty), "hasRecords": .bool(!records.isEmpty),
      "hasLint": .bool(!lint.isEmpty), "hasInputs": .bool(!inputs.isEmpty),
      "coverage": coverageValue(), "rtl": rtlValue(), "signOffs": signOffValue(),
    ]
  }

  static func seconds(_ value: Double) -> String {
    String(format: "%.2f s", value)
  }

  private func coverageValue() -> TemplateValue {
    guard let coverage = options.slots.coverage else { return nil }
    return ["locales": locales(coverage)]
  }

  private func locales(_ coverage: [IndexSlots.LocaleCoverage]) -> TemplateValue {
    .list(
      coverage.map { locale in
        let percent = min(max(locale.percent, 0), 100)
        return [
          "locale": .string(locale.locale), "name": .string(locale.name),
          "percent": .string(String(format: "%.1f", percent)),
          "width": .string(String(format: "%.1f", percent)),
          "gate": TemplateValue(locale.gate.map { String(format: "%.1f", $0) }),
          "status": StatusPresentation(gatePassed: locale.passed).value,
        ]
      })
  }

  private func rtlValue() -> TemplateValue {
    guard let rtl = options.slots.rtl else { return nil }
    return ["locales": rtlLocales(rtl)]
  }

  private func rtlLocales(_ rtl: [IndexSlots.RTLStatus]) -> TemplateValue {
    .list(
      rtl.map { locale in
        [
          "locale": .string(locale.locale), "label": .string(locale.status),
          "detail": .string(locale.detail),
          "status": StatusPresentation(
            name: locale.passed ? "passed" : "unbound", symbol: locale.passed ? "✓" : "◐",
            label: locale.status
          ).value,
        ]
      })
  }

  private func signOffValue() -> TemplateValue {
    guard let signOffs = options.slots.signOffs else { return nil }
    return ["entries": entries(signOffs)]
  }

  private func entries(_ signOffs: [IndexSlots.SignOff]) -> TemplateValue {
    .list(
      signOffs.map { signOff in
        [
          "release": .string(signOff.release), "role": .string(signOff.role),
          "decision": .string(signOff.decision), "detail": .string(signOff.detail),
          "status": StatusPresentation(
            name: signOff.valid ? "passed" : "failed", symbol: signOff.valid ? "✓" : "✗",
            label: signOff.valid ? "Valid" : "Stale"
          ).value,
        ]
      })
  }
}
