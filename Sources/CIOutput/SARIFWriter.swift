import ComplianceReport
import Contracts
import Foundation
import Verification

/// SARIF 2.1.0 for code-scanning UIs: lint findings and clauses that failed, errored or (under
/// `--strict`) are unbound or orphaned, each at its file, line and column.
public enum SARIFWriter {
  public static func render(_ report: ComplianceReport) throws -> String {
    var rules: [String: Rule] = [:]
    var results: [Result] = []
    for diagnostic in report.lint {
      rules["lint/\(diagnostic.rule)"] = Rule(
        id: "lint/\(diagnostic.rule)", name: diagnostic.rule,
        shortDescription: .init(text: "Contract lint: \(diagnostic.rule)"))
      results.append(
        Result(
          ruleId: "lint/\(diagnostic.rule)",
          level: diagnostic.severity == .error ? "error" : "warning",
          message: .init(text: diagnostic.message),
          locations: [
            location(diagnostic.file, diagnostic.location.line, diagnostic.location.column)
          ],
          partialFingerprints: nil))
    }
    for (_, result) in report.allResults {
      let level: String
      switch result.verdict {
      case .failed, .error: level = "error"
      case .unbound, .orphaned: level = report.strict ? "error" : "note"
      case .passed, .skipped: continue
      }
      let id = "clause/\(result.verdict.rawValue)"
      rules[id] = Rule(
        id: id, name: "clause-\(result.verdict.rawValue)",
        shortDescription: .init(text: "A contract clause \(result.verdict.rawValue)"))
      let text = "\(ClauseNaming.name(result)): \(ClauseNaming.failureDetails(result))"
      results.append(
        Result(
          ruleId: id, level: level, message: .init(text: text),
          locations: [location(result.file, result.location.line, result.location.column)],
          partialFingerprints: ["clauseId": result.clauseID]))
    }
    let log = Log(
      version: "2.1.0",
      schema: "https://json.schemastore.org/sarif-2.1.0.json",
      runs: [
        Run(
          tool: .init(
            driver: .init(
              name: report.tool.name, version: report.tool.version,
              rules: rules.keys.sorted().compactMap { rules[$0] })),
          results: results)
      ])
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(log), as: UTF8.self) + "\n"
  }

  private static func location(_ file: String, _ line: Int, _ column: Int) -> Location {
    Location(
      physicalLocation: .init(
        artifactLocation: .init(uri: file),
        region: .init(startLine: max(1, line), startColumn: max(1, column))))
  }

  struct Log: Encodable {
    var version: String
    var schema: String
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
      case version
      case schema = "$schema"
      case runs
    }
  }

  struct Run: Encodable {
    var tool: Tool
    var results: [Result]
  }

  struct Tool: Encodable {
    var driver: Driver
  }

  struct Driver: Encodable {
    var name: String
    var version: String
    var rules: [Rule]
  }

  struct Rule: Encodable {
    var id: String
    var name: String
    var shortDescription: Message
  }

  struct Message: Encodable {
    var text: String
  }

  struct Result: Encodable {
    var ruleId: String
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
  }

  struct Region: Encodable {
    var startLine: Int
    var startColumn: Int
  }
}
