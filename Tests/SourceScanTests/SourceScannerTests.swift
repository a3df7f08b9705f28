import Foundation
import Testing

@testable import SourceScan

@Suite("Source scanner")
struct SourceScannerTests {
  let scanner = SourceScanner()

  private func keys(_ source: String, file: String = "App.tsx") -> [String] {
    scanner.scan(source: source, file: file).keys.map(\.key)
  }

  @Test("single, double and back-quoted literals with fallbacks")
  func quoteStyles() {
    let result = scanner.scan(
      source: """
        t('ORDER_ACCEPT', 'Accept')
        t("ORDER_REJECT", "Reject")
        t(`ORDER_READY`, `Ready`)
        """, file: "a.js")
    #expect(result.keys.map(\.key) == ["ORDER_ACCEPT", "ORDER_READY", "ORDER_REJECT"])
    #expect(result["ORDER_ACCEPT"]?.fallback == "Accept")
    #expect(result["ORDER_REJECT"]?.fallback == "Reject")
    #expect(result["ORDER_READY"]?.fallback == "Ready")
    #expect(result.dynamicCalls.isEmpty)
  }

  @Test("a call without fallback has no fallback copy")
  func noFallback() {
    let result = scanner.scan(source: "t('LOGOUT')", file: "a.js")
    #expect(result["LOGOUT"]?.fallback == nil)
    #expect(result["LOGOUT"]?.fallbacks == [])
  }

  @Test("calls across line breaks, with comments between arguments")
  func multiLine() {
    let result = scanner.scan(
      source: """
        const x = t(
          'DELIVERY_ARRIVED', // key
          /* fallback */ 'Arrived at customer'
        )
        """, file: "a.ts")
    #expect(result["DELIVERY_ARRIVED"]?.fallback == "Arrived at customer")
    #expect(result["DELIVERY_ARRIVED"]?.locations.first?.description == "a.ts:1:11")
  }

  @Test("escaped quotes and escapes inside literals are decoded")
  func escapes() {
    let result = scanner.scan(
      source: #"""
        t('DONT_CANCEL', 'Don\'t cancel')
        t("QUOTED", "Say \"hi\"\tnow")
        t('UNICODE', 'Caf\u00e9 \u{1F697} \x41')
        t(`BACKTICK`, `It\`s here`)
        t('CONTINUED', 'one \
        two')
        """#, file: "a.js")
    #expect(result["DONT_CANCEL"]?.fallback == "Don't cancel")
    #expect(result["QUOTED"]?.fallback == "Say \"hi\"\tnow")
    #expect(result["UNICODE"]?.fallback == "Café 🚗 A")
    #expect(result["BACKTICK"]?.fallback == "It`s here")
    #expect(result["CONTINUED"]?.fallback == "one two")
  }

  @Test("comments and strings that merely contain t( are not calls")
  func commentsAndStrings() {
    let source = """
      // t('IN_LINE_COMMENT')
      /* t('IN_BLOCK_COMMENT')
         t('STILL_COMMENT') */
      const a = "call t('IN_DOUBLE') later"
      const b = 'see t("IN_SINGLE")'
      const c = `tpl t('IN_TEMPLATE')`
      const url = 'http://example.test/t(' // t('AFTER_URL')
      t('REAL')
      """
    #expect(keys(source, file: "a.js") == ["REAL"])
  }

  @Test("member calls match; identifiers that merely end in t do not")
  func memberCalls() {
    let source = """
      i18n.t('MEMBER')
      this.props.t("PROPS_MEMBER")
      api?.t('OPTIONAL_MEMBER')
      split('NOT_A')
      alert('NOT_B')
      const t2 = at('NOT_C')
      $t('NOT_D')
      """
    #expect(keys(source, file: "a.js") == ["MEMBER", "OPTIONAL_MEMBER", "PROPS_MEMBER"])
  }

  @Test("function names are a setting")
  func customFunctionNames() {
    let custom = SourceScanner(functionNames: ["translate", "i18n.tr"])
    let result = custom.scan(
      source: "translate('A'); tr('B'); t('C'); obj.tr('D')", file: "a.js")
    #expect(result.keys.map(\.key) == ["A", "B", "D"])
  }

  @Test("declarations of the function are not calls")
  func declarations() {
    let source = """
      function t(key, fallback) { return dict[key] ?? fallback }
      t('USED')
      """
    let result = scanner.scan(source: source, file: "a.js")
    #expect(result.keys.map(\.key) == ["USED"])
    #expect(result.dynamicCalls.isEmpty)
  }

  @Test("non-literal keys go to the dynamic bucket with locations")
  func dynamicBucket() {
    let source = """
      t(x)
      t(`ORDER_${state}`)
      t(a + b)
      t('STATUS_' + status, 'Status')
      t()
      t(keys[0])
      t(`PLAIN`)
      """
    let result = scanner.scan(source: source, file: "src/a.js")
    #expect(result.keys.map(\.key) == ["PLAIN"])
    #expect(
      result.dynamicCalls.map(\.expression) == [
        "x", "`ORDER_${state}`", "a + b", "'STATUS_' + status", "", "keys[0]",
      ])
    #expect(
      result.dynamicCalls.map(\.location.description) == [
        "src/a.js:1:1", "src/a.js:2:1", "src/a.js:3:1", "src/a.js:4:1", "src/a.js:5:1",
        "src/a.js:6:1",
      ])
  }

  @Test("calls inside template literal substitutions and JSX expressions are found")
  func nestedCode() {
    let source = """
      const s = `${t('IN_SUBSTITUTION')} and ${`${t('DEEP')}`}`
      const view = (
        <View title={t('IN_ATTRIBUTE', 'Title')}>
          <Text>{t('IN_CHILD')}</Text>
        </View>
      )
      """
    #expect(keys(source) == ["DEEP", "IN_ATTRIBUTE", "IN_CHILD", "IN_SUBSTITUTION"])
  }

  @Test("JSX text is text: apostrophes and t( in it are not code")
  func jsxText() {
    let source = """
      export const Screen = () => (
        <View>
          <Text>Don't worry, call t('NOT_A_CALL') later</Text>
          <Text>{t('AFTER_APOSTROPHE', "It's fine")}</Text>
          <Image source={logo} />
          {/* t('IN_JSX_COMMENT') */}
        </View>
      )
      const b = a < c ? t('COMPARISON') : null
      """
    let result = scanner.scan(source: source, file: "Screen.tsx")
    #expect(result.keys.map(\.key) == ["AFTER_APOSTROPHE", "COMPARISON"])
    #expect(result["AFTER_APOSTROPHE"]?.fallback == "It's fine")
  }

  @Test("regex literals with quotes and t( do not derail the lexer")
  func regexLiterals() {
    let source = """
      const r = /t\\('|"/g
      const half = width / 2; t('AFTER_DIVISION')
      if (/[/']t(/.test(s)) { t('AFTER_REGEX') }
      """
    #expect(keys(source, file: "a.js") == ["AFTER_DIVISION", "AFTER_REGEX"])
  }

  @Test("Swift files: strings, raw strings, interpolation and nested comments")
  func swiftFiles() {
    let source = #"""
      /* outer /* inner t("NESTED_COMMENT") */ t("STILL_COMMENT") */
      let a = t("SWIFT_KEY", "Swift fallback")
      let b = "text t(\"IN_STRING\")"
      let c = #"raw "t("IN_RAW")" string"#
      let d = "Hello \(t("IN_INTERPOLATION"))!"
      let e = """
        t("IN_MULTILINE")
        """
      let f = t("DYNAMIC_\(kind)")
      let g = t(#"RAW_KEY"#)
      func t(_ key: String, _ fallback: String = "") -> String { key }
      """#
    let result = scanner.scan(source: source, file: "View.swift")
    #expect(result.keys.map(\.key) == ["IN_INTERPOLATION", "RAW_KEY", "SWIFT_KEY"])
    #expect(result["SWIFT_KEY"]?.fallback == "Swift fallback")
    #expect(result.dynamicCalls.map(\.expression) == [#""DYNAMIC_\(kind)""#])
  }

  @Test("locations are exact: file, line and UTF-8 byte column of the function name")
  func exactLocations() {
    let source = "let a = 1\n  x = i18n.t('K')\r\nconst é = t('K', 'Fallback')\n"
    let result = scanner.scan(source: source, file: "dir/f.js")
    #expect(result["K"]?.locations.map(\.description) == ["dir/f.js:2:12", "dir/f.js:3:12"])
  }

  @Test("a byte order mark is not counted in line 1's columns")
  func byteOrderMark() {
    let result = scanner.scan(source: "\u{FEFF}t('BOM')", file: "a.js")
    #expect(result["BOM"]?.locations.first?.column == 1)
  }

  @Test("call sites that disagree on fallback copy are an inconsistency")
  func inconsistentFallbacks() {
    let source = """
      t('ORDER_ACCEPT', 'Accept')
      t('ORDER_ACCEPT')
      t('ORDER_ACCEPT', 'Accept order')
      t('ORDER_ACCEPT', 'Accept')
      """
    let result = scanner.scan(source: source, file: "a.js")
    let key = result["ORDER_ACCEPT"]
    #expect(key?.fallbacks == ["Accept", "Accept order"])
    #expect(key?.hasInconsistentFallbacks == true)
    #expect(key?.locations.count == 4)
    #expect(result.inconsistentKeys.map(\.key) == ["ORDER_ACCEPT"])
  }

  @Test("a second argument that is not a literal gives no fallback")
  func nonLiteralFallback() {
    let result = scanner.scan(
      source: "t('GREETING', { name }); t('OTHER', 'A' + b)", file: "a.js")
    #expect(result["GREETING"]?.fallback == nil)
    #expect(result["OTHER"]?.fallback == nil)
  }

  @Test("directory walk: deterministic order, configured extensions, skipped folders")
  func directoryWalk() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("scanner-walk-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "b/Screen.tsx": "t('B_SCREEN')",
      "a.js": "t('A_FILE')",
      "node_modules/lib/index.js": "t('FROM_NODE_MODULES')",
      ".git/hooks/x.js": "t('FROM_GIT')",
      ".build/x.swift": "t(\"FROM_BUILD\")",
      "c/readme.md": "t('FROM_MARKDOWN')",
      "c/Model.swift": "t(\"C_SWIFT\")",
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let result = try scanner.scan([root], relativeTo: root)
    #expect(result.filesScanned == 3)
    #expect(result.keys.map(\.key) == ["A_FILE", "B_SCREEN", "C_SWIFT"])
    #expect(result["B_SCREEN"]?.locations.first?.description == "b/Screen.tsx:1:1")
    let listed = try scanner.sourceFiles(in: [root]).map { $0.path.dropFirst(root.path.count) }
    #expect(listed == ["/a.js", "/b/Screen.tsx", "/c/Model.swift"])
  }

  @Test("a missing path is an error naming it")
  func missingPath() {
    #expect(
      throws: SourceScanError.unreadable(path: "/no/such/dir", reason: "no such file or directory")
    ) {
      try scanner.scan([URL(fileURLWithPath: "/no/such/dir")])
    }
  }
}
