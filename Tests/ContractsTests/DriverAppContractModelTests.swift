import ContractMarkdown
import Contracts
import Foundation
import TestSupport
import Testing

/// Pins what the shipped Driver App contract becomes.
@Suite struct DriverAppContractModelTests {
  let contract: Contract

  init() throws {
    contract = try ContractLoader().load(Fixtures.path("contracts/driver-app/language-contract.md"))
  }

  @Test func frontMatterAndTitle() {
    #expect(contract.kind == .contract)
    #expect(contract.title == "Driver App language contract")
    #expect(contract.slug == "driver-app-language-contract")
    #expect(contract.frontMatter.fields.map(\.key) == ["title", "description", "canonical"])
    #expect(
      contract.frontMatter.canonical
        == "https://docs.ordering.co/docs/developers/driver-app/language-contract/")
    #expect(contract.frontMatter.lines == 1...5)
    #expect(contract.titleHeading?.range.start.line == 7)
  }

  @Test func sectionsAndClauseCounts() {
    let counts = contract.sections.map { "\($0.heading)=\($0.clauseIDs.count)" }
    #expect(
      counts == [
        "Availability=0", "Prerequisites=5", "Responsibility boundaries=7", "Inputs and result=7",
        "Security and privacy=4", "Limits and failure states=6", "Troubleshooting=5",
      ])
    #expect(contract.clauses.count == 34)
    #expect(Set(contract.clauses.map(\.id)).count == 34)
    #expect(contract.clauses.filter { $0.kind == .row }.count == 25)
    #expect(contract.clauses.filter { $0.kind == .item }.count == 9)
  }

  @Test func rowClausesCarryCellsByColumn() throws {
    let clause = try #require(
      contract.clause("driver-app-language-contract/inputs-and-result/select-current-language"))
    #expect(clause.key == "Select current language")
    #expect(
      clause.cells.map(\.column) == [
        "Input/state", "Transition", "Result", "Partial/failure boundary",
      ])
    #expect(clause.cell("result")?.text == "Existing state retained.")
    #expect(clause.location == SourceLocation(line: 46, column: 1))
    #expect(clause.cells[1].location == SourceLocation(line: 46, column: 29))
    #expect(
      clause.normalizedText
        == "| Select current language | No selection change. | Existing state retained. | Does not prove existing dictionary/currentness. |"
    )
  }

  @Test func fingerprintIsConfirmableWithSha256sum() async throws {
    let clause = try #require(contract.clauses.first { $0.sectionSlug == "troubleshooting" })
    let result = try await RequiredTool.sha256sum.run([], input: Data(clause.normalizedText.utf8))
    #expect(result.stdout.hasPrefix(clause.fingerprint + " "))
  }

  @Test func relatedGuideLinks() {
    #expect(
      contract.links.map(\.text) == [
        "Change language", "Startup and loading", "Driver App architecture",
        "Authenticated bootstrap", "Configuration reference",
      ])
    #expect(
      contract.links.allSatisfy { $0.destination.hasPrefix("https://docs.ordering.co/docs/") })
    #expect(contract.links.allSatisfy { $0.location.line == 79 })
  }

  @Test func shippedDocumentsLintClean() throws {
    let loader = ContractLoader()
    for file in try loader.discover([Fixtures.path("contracts")]) {
      let document = try loader.load(file)
      let findings = ContractLinter.lint(document) { FileManager.default.fileExists(atPath: $0) }
      #expect(findings.isEmpty, "\(findings)")
    }
  }

  @Test func reviewedBaselineIsRecognisedAndHasTheSameClauseShape() throws {
    let baseline = try ContractLoader().load(
      Fixtures.path("contracts/driver-app/language-contract.reviewed.md"))
    #expect(baseline.kind == .baseline)
    #expect(baseline.clauses.count == 34)
    // Rows are keyed by their first cell, so every row keeps its id; list items are keyed by
    // their text, so the two reworded Prerequisites items have other ids (the review
    // comparison aligns them by content).
    let rows = { (document: Contract) in
      document.clauses.filter { $0.kind == .row }.map(\.localID)
    }
    #expect(rows(baseline) == rows(contract))
    let items = { (document: Contract) in
      Set(document.clauses.filter { $0.kind == .item }.map(\.localID))
    }
    #expect(items(baseline).subtracting(items(contract)).count == 2)
  }
}
