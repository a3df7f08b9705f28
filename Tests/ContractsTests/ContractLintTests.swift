import ContractMarkdown
import Contracts
import Testing

@Suite struct ContractLintTests {
  func findings(_ markdown: String, file: String = "docs/c.md", existing: Set<String> = [])
    throws -> [String]
  {
    let contract = try Contract.parse(Array(markdown.utf8), file: file)
    return ContractLinter.lint(contract) { existing.contains($0) }.map {
      "\($0.location.line):\($0.location.column) \($0.severity.rawValue) \($0.rule)"
    }
  }

  @Test func cleanContractHasNoFindings() throws {
    let text = """
      # Title

      ## Rows

      | Key | Value |
      | --- | ----- |
      | a   | 1     |
      """
    #expect(try findings(text).isEmpty)
  }

  @Test func raggedRowEmptyKeyAndDuplicateKey() throws {
    let text = """
      # T

      ## S

      | Key | Value |
      |---|---|
      | a | 1 |
      | b |
      | | 2 |
      | A | 3 | extra |
      """
    #expect(
      try findings(text) == [
        "8:1 error ragged-row", "9:1 error empty-key", "10:1 error duplicate-key",
        "10:1 error ragged-row",
      ])
  }

  @Test func duplicateSectionAndSkippedLevel() throws {
    let text = """
      # T

      ## Limits

      #### Deep

      ## Limits
      """
    #expect(
      try findings(text) == ["5:1 warning heading-level", "7:1 error duplicate-section"])
  }

  @Test func listOrTableOutsideAnySection() throws {
    let text = """
      # T

      - loose item

      | a |
      |---|
      | b |
      """
    #expect(try findings(text) == ["3:1 error outside-section", "5:1 error outside-section"])
  }

  @Test func missingTitle() throws {
    #expect(try findings("## Only a section\n\n- item\n") == ["1:1 error missing-title"])
    #expect(try findings("---\ntitle: From front matter\n---\n\n## S\n").isEmpty)
  }

  @Test func unknownFrontMatterKeyIsAWarning() throws {
    let text = "---\ntitle: T\nauthor: someone\n---\n# T\n"
    #expect(try findings(text) == ["3:1 warning front-matter-key"])
  }

  @Test func unclosedFrontMatterIsAnError() throws {
    #expect(try findings("---\ntitle: T\n\n# T\n").contains("1:1 error front-matter-syntax"))
  }

  /// Without a closing line, the lines after `---` are not front matter: one error at the
  /// opening line, none for the prose below it that is not `key: value`.
  @Test(arguments: [
    "---\ntitle: T\n\n# T\n\nSome prose, not a field.\n\n## S\n\n- item\n",
    "\u{FEFF}---\r\ntitle: T\r\nnot a field\r\n", "  ---\nnot a field\n",
  ])
  func unclosedFrontMatterIsOneErrorAtTheOpeningLine(text: String) throws {
    let contract = try Contract.parse(Array(text.utf8), file: "a.md")
    let syntax = ContractLinter.lint(contract) { _ in true }.filter {
      $0.rule == "front-matter-syntax"
    }
    let column = text.hasPrefix("  ") ? 3 : 1
    #expect(syntax.map(\.location) == [SourceLocation(line: 1, column: column)])
    #expect(
      syntax.map(\.message) == [
        "front matter starts with '---' but is never closed (no '---' or '...' line)"
      ])
  }

  @Test func relativeLinkToMissingFile() throws {
    let text = """
      # T

      See [guide](guide.md#part), [here](other.md), [web](https://x.test/a.md), [top](#t).
      """
    #expect(
      try findings(text, existing: ["docs/guide.md"]) == ["3:29 error missing-link-target"])
  }

  /// The path a relative link is checked at: the document's folder joined to the destination
  /// without its query or fragment, `%XX` escapes of ASCII decoded, `.` and `name/..` taken
  /// out by their text (as the site resolves it); in a table cell as in text.
  @Test func relativeLinksAreCheckedAtTheirPathInTheDocumentsFolder() throws {
    let destinations = [
      "a.md", "./a.md", "../up/b.md#part", "c.md?raw#x", "d%20e.md", "%41%2f%zz.md", "f.md%",
      "sub/../g.md", "h.md#", "?q", "#only", "é/i.md", "j%C3%A9.md", "k.md?a#b?c",
    ]
    var text = "# T\n\n## S\n\n| Key | Link |\n|---|---|\n"
    for (index, destination) in destinations.enumerated() {
      text += "| k\(index) | see [it](<\(destination)>) |\n"
    }
    let contract = try Contract.parse(Array(text.utf8), file: "docs/x/c.md")
    var asked: [String] = []
    let findings = ContractLinter.lint(contract) {
      asked.append($0)
      return false
    }
    #expect(
      asked == [
        "docs/x/a.md", "docs/x/a.md", "docs/up/b.md", "docs/x/c.md", "docs/x/d e.md",
        "docs/x/A/%zz.md", "docs/x/f.md%", "docs/x/g.md", "docs/x/h.md", "docs/x/é/i.md",
        "docs/x/j%C3%A9.md", "docs/x/k.md",
      ])
    #expect(findings.filter { $0.rule == "missing-link-target" }.count == asked.count)
    #expect(findings.first?.location == SourceLocation(line: 7, column: 12))
  }

  /// A destination with a URL scheme is not a file: letters, digits, `+`, `-` and `.` before
  /// the first colon, of any script. Anything else before it makes it a relative path.
  @Test(arguments: [
    ("mailto:a@b.test", false), ("HTTPS://x.test", false), ("c++.x-y:z", false),
    ("é:x", false), ("a_b:c", true), ("./x:y", true), (":x", true), ("a b:c", true),
    ("dir/é.md", true), ("/abs/x.md", false), ("#top", false), ("x.md?raw", true),
  ])
  func schemesAreNotFiles(destination: String, checked: Bool) throws {
    let text = "# T\n\nSee [it](<\(destination)>).\n"
    let found = try findings(text).contains { $0.hasSuffix("missing-link-target") }
    #expect(found == checked)
  }
}
