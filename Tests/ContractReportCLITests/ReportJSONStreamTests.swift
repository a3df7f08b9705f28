import ComplianceReport
import Foundation
import Testing

@testable import ContractReportCLI

@Suite("The --json report written contract by contract")
struct ReportJSONStreamTests {
  private static func report(of paths: [String]) async throws -> ComplianceReport {
    var options = RunOptions()
    options.paths = paths
    let console = Console(
      environment: [:], isTerminal: false, writeOut: { _ in }, writeError: { _ in },
      readAnswer: nil)
    return try await CheckCommand.makeReport(options, console: console)
  }

  private static func streamed(_ report: ComplianceReport) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try JSONOutput.stream(report) { bytes.append(contentsOf: $0) }
    return bytes
  }

  @Test("the shipped contracts' report is the whole report's encoding, byte for byte")
  func shippedContracts() async throws {
    let report = try await Self.report(of: [Repository.contracts.path])
    try #require(report.contracts.count > 1)
    #expect(report.coverage != nil && report.rtl != nil)
    let whole = Array(try JSONOutput.encode(report).utf8)
    let pieces = try Self.streamed(report)
    // Empty containers inside a contract are the case indenting must leave alone: their empty
    // line stays empty. The contracts are everything before the next top-level member.
    let text = String(decoding: pieces, as: UTF8.self)
    let contracts = try #require(text.components(separatedBy: "\n  ],\n  \"").first)
    #expect(contracts.contains("[\n\n") || contracts.contains("{\n\n"))
    #expect(pieces == whole)
  }

  @Test("a contract's clauses are written as the report holds them, not built again")
  func storedClauses() async throws {
    var report = try await Self.report(of: [Repository.contracts.path])
    let index = try #require(report.contracts.firstIndex { !$0.contract.clauses.isEmpty })
    report.contracts[index].contract.clauses[0].key = "a key the text does not have"
    report.contracts[index].contract.sections[0].clauseIDs.append("an id of no clause")
    let pieces = try Self.streamed(report)
    #expect(pieces == Array(try JSONOutput.encode(report).utf8))
    #expect(String(decoding: pieces, as: UTF8.self).contains("a key the text does not have"))
  }

  @Test("a report without contracts keeps its empty array")
  func noContracts() async throws {
    var report = try await Self.report(of: [Repository.contracts.path])
    report.contracts = []
    let pieces = try Self.streamed(report)
    #expect(pieces == Array(try JSONOutput.encode(report).utf8))
    #expect(String(decoding: pieces, as: UTF8.self).contains("\"contracts\" : [\n\n  ]"))
  }

  @Test("indenting puts two spaces a level before every line but an empty one")
  func indenting() {
    let json = Data("{\n  \"a\" : [\n\n  ],\n  \"b\" : 1\n}".utf8)
    let indented = JSONOutput.indented(json, levels: 2)
    #expect(
      String(decoding: indented, as: UTF8.self)
        == "    {\n      \"a\" : [\n\n      ],\n      \"b\" : 1\n    }")
  }

  @Test("check --json writes the file the encoder would, and a failed write keeps the old one")
  func writtenFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/report.json"
    let outcome = await CommandRunner.run(["check", Repository.contracts.path, "--json", path])
    #expect(!outcome.error.contains("error:"), "\(outcome.error)")
    let written = try #require(FileManager.default.contents(atPath: path))
    let report = try JSONDecoder().decode(ComplianceReport.self, from: written)
    #expect(report.contracts.count > 1)

    struct Interrupted: Error {}
    #expect(throws: Interrupted.self) {
      try OutputFile.write(to: path) { write in
        try Array("{\"partial\"".utf8).withUnsafeBytes(write)
        throw Interrupted()
      }
    }
    #expect(FileManager.default.contents(atPath: path) == written)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["report.json"])
  }
}
