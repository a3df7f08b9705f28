import Contracts
import Testing

@testable import ComplianceReport

@Suite struct BaselineIndexTests {
  static func document(_ file: String, frontMatter: String = "", title: String = "C")
    throws -> LoadedDocument
  {
    let text =
      frontMatter.isEmpty
      ? "# \(title)\n\n- one\n" : "---\n\(frontMatter)\n---\n# \(title)\n\n- one\n"
    return LoadedDocument(contract: try Contract.parse(Array(text.utf8), file: file), input: nil)
  }

  static func index(_ documents: [LoadedDocument]) -> BaselineIndex {
    BaselineIndex(DocumentSet(documents: documents))
  }

  @Test func reviewedFileBesideTheContract() throws {
    let contract = try Self.document("docs/a.md")
    let index = Self.index([
      contract, try Self.document("docs/a.reviewed.md", title: "A reviewed"),
      try Self.document("other/a.reviewed.md", title: "Elsewhere"),
    ])
    #expect(index.baseline(of: contract.contract)?.file == "docs/a.reviewed.md")
    #expect(index.baseline(of: try Self.document("docs/b.md").contract) == nil)
  }

  @Test func baselineOfByNameOrPath() throws {
    let byName = try Self.document("old/x.md", frontMatter: "kind: baseline\nbaseline-of: a.md")
    let byPath = try Self.document(
      "old/y.md", frontMatter: "kind: baseline\nbaseline-of: docs/b.md")
    let index = Self.index([byName, byPath])
    #expect(index.baseline(of: try Self.document("docs/a.md").contract)?.file == "old/x.md")
    #expect(index.baseline(of: try Self.document("docs/b.md").contract)?.file == "old/y.md")
    // The path must be the contract's whole path, not a suffix of it.
    #expect(index.baseline(of: try Self.document("more/docs/b.md").contract) == nil)
  }

  @Test func firstMatchingBaselineInPathOrderWins() throws {
    let declared = try Self.document("a/first.md", frontMatter: "kind: baseline\nbaseline-of: c.md")
    let beside = try Self.document("z/c.reviewed.md")
    let contract = try Self.document("z/c.md")
    #expect(Self.index([declared, beside]).baseline(of: contract.contract)?.file == "a/first.md")
    #expect(
      Self.index([beside, declared]).baseline(of: contract.contract)?.file == "z/c.reviewed.md")
  }

  @Test func onlyBaselinesCount() throws {
    // A contract that declares baseline-of is still a contract, not a baseline.
    let notBaseline = try Self.document("n/x.md", frontMatter: "baseline-of: c.md")
    #expect(notBaseline.contract.kind == .contract)
    let contract = try Self.document("c.md")
    #expect(Self.index([notBaseline, contract]).baseline(of: contract.contract) == nil)
  }
}
