import ContractMarkdown
import Contracts
import Testing

@Suite struct FrontMatterTests {
  @Test func quotedAndBareValuesKeepLineNumbersOfTheBody() throws {
    let text = """
      ---
      title: "A \\"quoted\\" title"
      description: 'It''s plain'
      canonical: https://example.test/a/
      ---

      # Heading
      """
    let contract = try Contract.parse(Array(text.utf8), file: "a.md")
    #expect(contract.frontMatter.title == "A \"quoted\" title")
    #expect(contract.frontMatter.description == "It's plain")
    #expect(contract.frontMatter.canonical == "https://example.test/a/")
    #expect(contract.titleHeading?.range.start == SourceLocation(line: 7, column: 1))
    #expect(contract.title == "A \"quoted\" title")
  }

  @Test func noFrontMatterMeansTitleFromHeading() throws {
    let contract = try Contract.parse(Array("# Plain *title*\n".utf8), file: "a.md")
    #expect(contract.frontMatter.fields.isEmpty)
    #expect(contract.title == "Plain title")
    #expect(contract.slug == "plain-title")
  }

  @Test func idOverridesTheSlug() throws {
    let contract = try Contract.parse(Array("---\nid: Lang\ntitle: T\n---\n".utf8), file: "a.md")
    #expect(contract.slug == "lang")
  }
}
