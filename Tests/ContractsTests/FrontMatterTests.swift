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

  /// Quoting is decided on characters; ASCII values take a byte path that must agree.
  @Test(arguments: [
    (#"""#, #"""#), (#""""#, ""), (#""x'"#, #""x'"#), ("'a''b'", "a'b"), (#""a\tb""#, "a\tb"),
    ("'", "'"), (#""é""#, "é"), ("\"\u{301}x\"", "\"\u{301}x\""), ("\"x\"\u{301}", "\"x\"\u{301}"),
    ("plain text", "plain text"), (#""quoted" tail"#, #""quoted" tail"#),
  ])
  func quotedValues(raw: String, expected: String) throws {
    let text = "---\ntitle: \(raw)\n---\n"
    let contract = try Contract.parse(Array(text.utf8), file: "a.md")
    #expect(contract.frontMatter["title"] == expected)
  }

  /// A key given twice is an error at the second (the first value is the one read).
  @Test func aKeyGivenTwiceIsAnError() throws {
    let text = "---\ntitle: One\nid: x\ntitle: Two\n---\n# Body\n"
    let contract = try Contract.parse(Array(text.utf8), file: "a.md")
    #expect(contract.frontMatter["title"] == "One")
    let errors = ContractLinter.lint(contract) { _ in true }.filter {
      $0.rule == "front-matter-syntax"
    }
    #expect(
      errors.map { "\($0.location.line):\($0.location.column) \($0.message)" } == [
        "4:1 front matter key 'title' is given twice (first on line 2); give it once"
      ])
  }

  /// Keys are letters, digits, `-` and `_` of any script; anything else is a syntax error.
  @Test func keysOfAnyScriptButNothingElse() throws {
    let text = "---\nclé: 1\nключ-2: 2\nsnake_case: 3\na.b: 4\na b: 5\nx\u{301}: 6\n---\n"
    let contract = try Contract.parse(Array(text.utf8), file: "a.md")
    #expect(contract.frontMatter.fields.map(\.key) == ["clé", "ключ-2", "snake_case", "x\u{301}"])
    let errors = ContractLinter.lint(contract) { _ in true }.filter {
      $0.rule == "front-matter-syntax"
    }
    #expect(errors.map(\.location.line) == [5, 6])
  }
}

@Suite struct CanonicalURLTests {
  @Test(arguments: [
    "https://docs.example.com/guide/page/", "http://example.com", "  https://a.example/x?y=1#z  ",
  ])
  func anAbsoluteWebURLIsCanonical(canonical: String) throws {
    let text = "---\ncanonical: \(canonical)\n---\n# Title\n"
    let contract = try Contract.parse(Array(text.utf8), file: "a.md")
    #expect(contract.frontMatter.canonicalURL == canonical.trimmingCharacters(in: .whitespaces))
    #expect(
      ContractLinter.lint(contract) { _ in true }.allSatisfy { $0.rule != "front-matter-canonical" }
    )
  }

  @Test(arguments: [
    "nope", "/docs/page/", "javascript:alert(1)", "https://", "https:///path", "ftp://example.com/",
    "https://exa mple.com/", "https://example.com/<b>", "https://@example.com/",
  ])
  func anythingElseIsALintErrorAtItsLine(canonical: String) throws {
    let text = "---\ntitle: T\ncanonical: \(canonical)\n---\n# Title\n"
    let contract = try Contract.parse(Array(text.utf8), file: "a.md")
    #expect(contract.frontMatter.canonicalURL == nil)
    let errors = ContractLinter.lint(contract) { _ in true }.filter {
      $0.rule == "front-matter-canonical"
    }
    #expect(errors.map(\.location.line) == [3])
    #expect(errors.first?.severity == .error)
    #expect(errors.first?.message.contains("is not an absolute http or https URL") == true)
  }
}

@Suite struct WebURLTests {
  /// ASCII text is answered on bytes, other text on characters: both give what the rules say
  /// (an http(s) scheme in any case, a host, no whitespace or `"<>\`{}|^`).
  @Test(arguments: [
    ("https://x.test/a", "https://x.test/a"), ("HTTP://X.test", "HTTP://X.test"),
    ("hTtPs://x.test/?q#f", "hTtPs://x.test/?q#f"), ("  https://x.test/  ", "https://x.test/"),
    ("https://x.test/\u{E9}", "https://x.test/\u{E9}"),
    ("https://\u{E9}.test", "https://\u{E9}.test"),
    ("http://x:80/", "http://x:80/"),
  ])
  func webURLs(text: String, expected: String) {
    #expect(FrontMatter.webURL(text) == expected)
  }

  @Test(arguments: [
    "https:/x.test", "ftp://x.test", "https://", "http://", "https:///a", "https://?a",
    "https://#a",
    "https://@x", "https://:80", "https://x.test/a b", "https://x\t.test", "https://x\u{0B}.test",
    "https://x\"", "https://x<", "https://x>", "https://x\\", "https://x`", "https://x{",
    "https://x}", "https://x|", "https://x^", "https://x.test/\u{A0}", "https://x.test/\u{2003}",
    "https\u{301}://x.test", "javascript:alert(1)", "", "h",
  ])
  func notWebURLs(text: String) {
    #expect(FrontMatter.webURL(text) == nil)
  }
}
