import ComplianceReport
import Foundation

/// SARIF 2.1.0 for code-scanning UIs (GitHub code scanning, VS Code's SARIF viewer): every
/// finding (lint findings, clauses that failed or errored, unbound clauses, orphaned checks,
/// differences from the reviewed baselines and missing baselines) as a result at its file,
/// line and column, at the level the report gives it. Paths are relative to the checkout (`%SRCROOT%`); columns are libcmark's 1-based
/// byte columns, which equal character columns for ASCII text.
public enum SARIFWriter {
  public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

  public static func render(_ report: ComplianceReport) throws -> String {
    let findings = Finding.all(in: report)
    var ruleIDs: [String] = []
    for finding in findings where !ruleIDs.contains(finding.ruleID) {
      ruleIDs.append(finding.ruleID)
    }
    ruleIDs.sort()
    let rules = ruleIDs.map { id in
      let finding = findings.first { $0.ruleID == id }!
      return Rule(
        id: id, name: id.replacingOccurrences(of: "/", with: "-"),
        shortDescription: Message(text: description(of: finding)),
        defaultConfiguration: Configuration(level: finding.severity.rawValue))
    }
    let results = findings.map { finding in
      Result(
        ruleId: finding.ruleID, ruleIndex: ruleIDs.firstIndex(of: finding.ruleID)!,
        level: finding.severity.rawValue,
        message: Message(
          text: ([finding.title] + finding.details).joined(separator: "\n")),
        locations: [
          Location(
            physicalLocation: PhysicalLocation(
              artifactLocation: artifact(finding.file),
              region: Region(startLine: finding.line, startColumn: finding.column)))
        ],
        partialFingerprints: finding.clauseID.map {
          ["clauseId/v1": "\($0)#\(finding.kind.rawValue)"]
        })
    }
    var properties: [String: [String]]?
    if let faults = report.injectedFaults, !faults.isEmpty {
      properties = ["injectedFaults": faults]
    }
    let log = Log(
      schema: schemaURI, version: "2.1.0",
      runs: [
        Run(
          tool: Tool(
            driver: Driver(
              name: report.tool.name, version: report.tool.version,
              informationUri: "https://github.com/contract-report/contract-report",
              rules: rules)),
          results: results, properties: properties)
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
  }

  private static func description(of finding: Finding) -> String {
    switch finding.kind {
    case .failed: "A contract clause's check observed something other than the clause says."
    case .error: "A contract clause's check threw, timed out or verified nothing."
    case .unbound: "A contract clause has no check: its text is not verified."
    case .orphaned: "A check whose contract clause is gone."
    case .review(.changed): "A contract clause's text differs from its reviewed baseline."
    case .review(.added): "A contract clause is new since its reviewed baseline."
    case .review(.removed): "A clause of the reviewed baseline is gone from the contract."
    case .review(.renamed): "A contract row's key was renamed since its reviewed baseline."
    case .review(.sectionRenamed):
      "A contract section's heading was renamed since its reviewed baseline."
    case .review(.noBaseline): "A contract has no reviewed baseline."
    case .lint: "Contract lint: \(finding.ruleID.dropFirst("lint/".count))."
    }
  }

  /// A relative path as a URI reference against the checkout; an absolute path as a file URI.
  private static func artifact(_ path: String) -> ArtifactLocation {
    if path.hasPrefix("/") {
      return ArtifactLocation(uri: URL(fileURLWithPath: path).absoluteString, uriBaseId: nil)
    }
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: ":")
    let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return ArtifactLocation(uri: encoded, uriBaseId: "%SRCROOT%")
  }

  struct Log: Encodable {
    var schema: String
    var version: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case schema = "$schema"
      case version
      case runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
    var properties: [String: [String]]?
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var informationUri: String
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
    var defaultConfiguration: Configuration
  }

  struct Configuration: Encodable {
    var level: String
  }

  struct Message: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
    var ruleIndex: Int
    var level: String
    var message: Message
    var locations: [Location]
    var partialFingerprints: [String: String]?
  }

  struct Location: Encodable {
    var physicalLocation: PhysicalLocation
  }

  struct PhysicalLocation: Encodable {
    var artifactLocation: ArtifactLocation
    var region: Region
  }

  struct ArtifactLocation: Encodable {
    var uri: String
    var uriBaseId: String?
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
