import ComplianceSite
import ContractMarkdown
import Contracts
import Foundation
import JSON
import SourceScan
import Templates
import Testing
import TranslationCoverage

/// Inputs built to break parsers: each gives the right model or a one-line error naming the
/// file, within a generous time limit (only there to turn a hang into a failure) and a
/// bounded peak memory. Serialized so the large cases do not all hold memory at once.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct HostileInputTests {
  static let file = "contracts/hostile.md"

  /// Peak resident memory allowed for the whole test process (it also holds the others).
  static let memoryCeilingMiB = 3072

  static func expectBoundedMemory(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard let peak = HostileInput.peakResidentMiB() else { return }
    #expect(peak < memoryCeilingMiB, "peak RSS \(peak) MiB", sourceLocation: sourceLocation)
  }

  /// Loads `bytes` as a contract the way `check` does, returning the one-line error.
  static func loaderError(_ bytes: [UInt8]) -> String? {
    do {
      _ = try ContractLoader().parse(bytes, path: file)
      return nil
    } catch {
      return error.description
    }
  }

  // MARK: - Nesting

  @Test func tenThousandNestedListsAreAClearError() throws {
    let bytes = HostileInput.nestedLists(depth: 10_000)
    #expect(throws: MarkdownError.self) { try MarkdownDocument.parse(bytes) }
    let limit = MarkdownDocument.maximumNestingDepth
    #expect(
      Self.loaderError(bytes)
        == "\(Self.file):1:\(2 * limit + 1): error: lists and block quotes nested more than \(limit) deep"
    )
    Self.expectBoundedMemory()
  }

  @Test func tenThousandNestedBlockQuotesAreAClearError() throws {
    let bytes = HostileInput.nestedBlockQuotes(depth: 10_000)
    let limit = MarkdownDocument.maximumNestingDepth
    #expect(
      throws: MarkdownError.nestingTooDeep(.init(line: 1, column: 2 * limit + 1), limit: limit)
    ) {
      try MarkdownDocument.parse(bytes)
    }
    #expect(Self.loaderError(bytes)?.hasPrefix("\(Self.file):1:") == true)
    Self.expectBoundedMemory()
  }

  @Test func nestingUpToTheLimitParsesAndRendersCompletely() throws {
    let limit = MarkdownDocument.maximumNestingDepth
    for bytes in [
      HostileInput.nestedLists(depth: limit), HostileInput.nestedBlockQuotes(depth: limit),
    ] {
      let document = try MarkdownDocument.parse(bytes, options: .init(renderHTML: true))
      let deepest = HostileInput.deepest(document.blocks)
      #expect(deepest.depth == limit)
      #expect(deepest.text == "innermost")
      // The recursive consumers of the model: equality, hashing, JSON, HTML, text.
      #expect(document == document)
      let encoded = try JSONEncoder().encode(document)
      #expect(try JSONDecoder().decode(MarkdownDocument.self, from: encoded) == document)
      #expect(document.blocks.map(\.text).joined().hasSuffix("innermost"))
      let contract = try Contract.parse(Array("# T\n\n## S\n\n".utf8) + bytes, file: Self.file)
      #expect(contract.sections.count == 1)
    }
  }

  @Test func deepNestingInsideATableFragmentIsCaughtToo() throws {
    // Lines cmark keeps in a paragraph after table rows are re-parsed as blocks on their own:
    // the limit counts the containers around the table as well.
    let limit = MarkdownDocument.maximumNestingDepth
    let prefix = String(repeating: "> ", count: limit - 1)
    let text =
      prefix + "| a | b |\n" + prefix + "|---|---|\n" + prefix + "| k | v |\n" + prefix
      + "2. " + String(repeating: "- ", count: 50) + "x\n"
    #expect(throws: MarkdownError.self) { try MarkdownDocument.parse(text) }
  }

  // MARK: - Wide and long tables

  @Test func oneHundredThousandColumnRow() throws {
    let columns = 100_000
    let header = (0..<columns).map { "c\($0)" }
    let bytes = HostileInput.table(header: header, rows: 1) { _ in
      "| key |" + String(repeating: " v |", count: columns - 1) + "\n"
    }
    let contract = try ContractLoader().parse(bytes, path: Self.file)
    #expect(contract.clauses.count == 1)
    #expect(contract.clauses.first?.cells.count == columns)
    #expect(contract.clauses.first?.cells.last?.column == "c\(columns - 1)")
    #expect(contract.sections.first?.tables.first?.columns.count == columns)
    Self.expectBoundedMemory()
  }

  @Test func oneMillionRowTableIsOverTheLoaderSizeLimitButParsesDirectly() throws {
    let rows = 1_000_000
    let bytes = HostileInput.table(header: ["key", "value"], rows: rows) { "| k\($0) | v |\n" }
    // What `check` and `build` do: a clear error naming the file, before any parsing.
    #expect(bytes.count > ContractLoader.defaultSizeLimit)
    let directory = try TemporaryFolder()
    defer { directory.remove() }
    let path = try directory.write("huge.md", Data(bytes))
    #expect(throws: InputError.self) { try ContractLoader().load(path) }
    do {
      _ = try ContractLoader().load(path)
    } catch {
      #expect(error.description.hasPrefix(path + ": error: file is \(bytes.count) bytes, over"))
    }
    // The Markdown layer itself takes the whole table.
    let document = try MarkdownDocument.parse(bytes)
    guard case .table(let table) = document.blocks.last else {
      Issue.record("no table")
      return
    }
    #expect(table.rows.count == rows)
    #expect(table.rows.last?.cells.first?.content.text == "k\(rows - 1)")
    #expect(table.rows.last?.range.start.line == document.lineCount)
    Self.expectBoundedMemory()
  }

  @Test func fiveMegabyteCell() throws {
    let size = 5 * 1024 * 1024
    let big = String(repeating: "abcdefgh", count: size / 8)
    let bytes = HostileInput.table(header: ["key", "value"], rows: 1) { _ in "| k | \(big) |\n" }
    let contract = try ContractLoader().parse(bytes, path: Self.file)
    #expect(contract.clauses.count == 1)
    #expect(contract.clauses.first?.cells.last?.text.utf8.count == size)
    Self.expectBoundedMemory()
  }

  // MARK: - Bytes that are not text

  @Test func nulBytesAreBinaryContentAtTheirPlace() throws {
    let bytes = Array("# T\n\n| a | b |\n|---|---|\n| k | v\u{0}v |\n".utf8)
    #expect(
      Self.loaderError(bytes)
        == "\(Self.file):5:8: error: binary file (NUL byte at line 5), expected Markdown text")
    // JSON: a raw NUL inside a string is a control character, outside it is not JSON.
    let dictionary = Data(#"{"error":false,"result":{"K":"a"#.utf8) + Data([0]) + Data(#""}}"#.utf8)
    #expect(throws: JSONFileError.self) {
      try DictionaryFile.decode(dictionary, file: "dictionaries/es.json")
    }
    do {
      _ = try DictionaryFile.decode(dictionary, file: "dictionaries/es.json")
    } catch {
      #expect(error.description.hasPrefix("dictionaries/es.json:1:"))
    }
    // Templates and source files with NUL bytes: no crash, NUL passed through as text.
    let engine = try TemplateEngine(templates: ["page": "a\u{0}{{title}}\u{0}b"])
    #expect(try engine.render("page", context: ["title": "x"]) == "a\u{0}x\u{0}b")
    let scan = SourceScanner().scan(source: "t('A\u{0}B'); t('OK')\u{0}", file: "App.tsx")
    #expect(scan.keys.map(\.key).contains("OK"))
  }

  @Test func mixedAndLoneCarriageReturnLineEndings() throws {
    let text =
      "# Title\r\n\r## Section\n\r| Key | Value |\r|---|---|\r\n| one | 1 |\r| two | 2 |\n\r"
      + "- item\r- other\r"
    let contract = try ContractLoader().parse(Array(text.utf8), path: Self.file)
    #expect(contract.title == "Title")
    #expect(contract.sections.map(\.heading) == ["Section"])
    #expect(contract.clauses.map(\.key) == ["one", "two", "item", "other"])
    #expect(contract.clauses.map(\.location.line) == [7, 8, 10, 11])
    #expect(contract.clauses.allSatisfy { !$0.text.contains("\r") })
  }

  @Test func overlongAndTruncatedUTF8AreErrorsAtTheByte() throws {
    let cases: [(bytes: [UInt8], location: String)] = [
      (Array("# T\nab".utf8) + [0xC0, 0x80] + Array("\n".utf8), "2:3"),  // overlong NUL
      (Array("x".utf8) + [0xE0, 0x80, 0xAF], "1:2"),  // overlong '/'
      (Array("x".utf8) + [0xF0, 0x80, 0x80, 0xAF], "1:2"),  // overlong, 4 bytes
      (Array("# T\n\n| a |\n|---|\n| ".utf8) + [0xE2, 0x82], "5:3"),  // truncated at the end
      (Array("ab".utf8) + [0xE2, 0x82] + Array("c".utf8), "1:3"),  // truncated mid-line
      (Array("a".utf8) + [0xED, 0xA0, 0x80], "1:2"),  // surrogate
      (Array("a".utf8) + [0xF4, 0x90, 0x80, 0x80], "1:2"),  // above U+10FFFF
    ]
    for (bytes, location) in cases {
      #expect(
        Self.loaderError(bytes)?.hasPrefix("\(Self.file):\(location): error: invalid UTF-8")
          == true, "\(bytes)")
    }
    let dictionary = Data(#"{"K":""#.utf8) + Data([0xC0, 0xAF]) + Data(#""}"#.utf8)
    #expect(throws: JSONFileError.self) {
      try DictionaryFile.decode(dictionary, file: "dictionaries/es.json")
    }
    let directory = try TemporaryFolder()
    defer { directory.remove() }
    _ = try directory.write("templates/page.html", Data([0x61, 0xE2, 0x82]))
    #expect {
      try TemplateEngine(directory: directory.path + "/templates")
    } throws: { error in
      "\(error)".contains("templates/page.html") && "\(error)".contains("not valid UTF-8")
    }
  }

  @Test func bidiOverridesInKeysAndCellsAreKeptAndNeverReorderOutput() throws {
    let override = "\u{202E}"
    let text =
      "# T\n\n## S\n\n| Key | Value |\n|---|---|\n| \(override)evil\u{202C} | a\(override)b |\n"
    let contract = try ContractLoader().parse(Array(text.utf8), path: Self.file)
    let clause = try #require(contract.clauses.first)
    #expect(clause.key == "\(override)evil\u{202C}")
    #expect(clause.cells.last?.text == "a\(override)b")
    // Ids and slugs stay ASCII: nothing invisible in a URL, a JUnit name or a file path.
    #expect(clause.id.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(clause.id.hasSuffix("/evil"))
    // Dictionaries keep them (the copy rules report them); keys too.
    let json = #"{"error":false,"result":{"K\u202E":"a\u202Eb"}}"#
    let dictionary = try DictionaryFile.decode(Data(json.utf8), file: "dictionaries/ar.json")
    #expect(dictionary.entries["K\u{202E}"] == "a\u{202E}b")
  }

  // MARK: - JSON

  @Test func dictionaryWithOneMillionKeys() throws {
    let count = 1_000_000
    var bytes = Array(#"{"error":false,"result":{"#.utf8)
    bytes.reserveCapacity(count * 24)
    for index in 0..<count {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += Array(#""KEY_\#(index)":"value \#(index)""#.utf8)
    }
    bytes += Array("}}".utf8)
    let dictionary = try DictionaryFile.decode(Data(bytes), file: "dictionaries/es.json")
    #expect(dictionary.entries.count == count)
    #expect(dictionary.entries["KEY_999999"] == "value 999999")
    Self.expectBoundedMemory()
  }

  @Test func deeplyNestedJSONIsAClearErrorNamingTheFile() throws {
    for object in [false, true] {
      let data = HostileInput.nestedJSON(depth: 100_000, object: object)
      let decoders: [(String, (Data, String) throws -> Void)] = [
        ("dictionaries/es.json", { _ = try DictionaryFile.decode($0, file: $1) }),
        ("translations/catalogue.json", { _ = try KeyCatalogue.decode($0, file: $1) }),
        ("translations/languages.json", { _ = try LanguageList.decode($0, file: $1) }),
      ]
      for (file, decode) in decoders {
        #expect {
          try decode(data, file)
        } throws: { error in
          let text = "\(error)"
          return text.hasPrefix(file + ":1:") && text.contains("nesting deeper than")
        }
      }
      // Nested values inside a dictionary's result are a shape error, not a crash.
      let inside =
        Data(#"{"error":false,"result":{"K":"#.utf8)
        + HostileInput.nestedJSON(depth: 400, object: object) + Data("}}".utf8)
      #expect(throws: JSONFileError.self) {
        try DictionaryFile.decode(inside, file: "dictionaries/es.json")
      }
    }
  }

  // MARK: - Source files

  @Test(arguments: [
    ("t((", "app.min.js"), ("t('", "App.tsx"), ("t(\"", "App.swift"), ("`${t(", "app.min.js"),
    ("/*", "app.min.js"),
  ])
  func sourceFilesOfOneRepeatedPatternScanInLinearTime(pattern: String, file: String) throws {
    // One 120 KB line, the shape of minified code, where nearly every 't(' is a dynamic call.
    // Each used to read 2,000 bytes ahead and fold them as Characters: 't(' repeated over
    // 300 KB took 7 minutes in the fuzz build.
    let source = String(repeating: pattern, count: 120_000 / pattern.utf8.count)
    let scan = SourceScanner().scan(source: source, file: file)
    #expect(scan.filesScanned == 1)
    #expect(scan.dynamicCalls.allSatisfy { $0.expression.count <= 120 })
    if pattern.hasPrefix("t(") { #expect(scan.dynamicCalls.count + scan.keys.count > 1_000) }
  }

  // MARK: - Templates

  @Test func templatesWhoseWorkMultipliesStopWithAClearError() throws {
    // Forty sections over a two-item list inside each other (2^40 passes), and forty
    // partials each including the next twice: no cycle, no excessive depth, but no end.
    let depth = 40
    let sections =
      String(repeating: "{{#items}}", count: depth) + "x"
      + String(repeating: "{{/items}}", count: depth)
    var partials = ["page": "{{> a0}}", "a\(depth)": "x"]
    for level in 0..<depth { partials["a\(level)"] = "{{> a\(level + 1)}}{{> a\(level + 1)}}" }
    for templates in [["page": sections], partials] {
      var engine = try TemplateEngine(templates: templates)
      // The defaults (50 million steps) end the same way, only later; a debug build takes
      // tens of seconds to get there.
      engine.renderLimits = .init(steps: 200_000)
      #expect {
        try engine.render("page", context: TemplateFuzzEntry.context)
      } throws: { error in
        let text = "\(error)"
        return text.hasPrefix("templates/")
          && text.contains("rendering takes more than 200000 steps")
      }
    }
    // Output is bounded the same way.
    var engine = try TemplateEngine(templates: [
      "page": "{{#items}}{{#items}}{{title}}{{/items}}{{/items}}"
    ])
    engine.renderLimits = .init(outputBytes: 100)
    #expect(throws: TemplateError.self) {
      try engine.render("page", context: TemplateFuzzEntry.context)
    }
    // A page within the limits renders as before.
    engine.renderLimits = .init()
    let title = try TemplateEngine(templates: ["t": "{{title}}"])
      .render("t", context: TemplateFuzzEntry.context)
    #expect(try engine.render("page", context: TemplateFuzzEntry.context).count == 4 * title.count)
  }

  @Test func templateThatIncludesItselfIsRejectedNamingTheFile() throws {
    #expect {
      try TemplateEngine(templates: ["page": "<p>{{> page}}</p>\n"])
    } throws: { error in
      "\(error)" == "templates/page.html:1:4: partial includes itself: page -> page"
    }
    #expect {
      try TemplateEngine(templates: ["a": "{{> b}}", "b": "x\n{{#title}}{{> a}}{{/title}}"])
    } throws: { error in
      "\(error)".contains("partial includes itself: a -> b -> a")
    }
  }
}
