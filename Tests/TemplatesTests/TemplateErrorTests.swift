import Templates
import Testing

@Suite struct TemplateErrorTests {
  @Test func unknownVariableNamesFileLineAndColumnWithSuggestion() {
    let template = "<h1>\n    {{contract.titel}}</h1>"
    let error = templateError(template, ["contract": ["title": "x"]])
    #expect(
      error?.description
        == "templates/index.html:2:5: unknown variable 'contract.titel' (did you mean 'contract.title'?)"
    )
  }

  @Test func unknownVariableWithoutCloseMatch() {
    let error = templateError("{{nothing}}", ["title": "x"])
    #expect(error?.kind == .unknownVariable(name: "nothing", suggestion: nil))
    #expect(error?.location == TemplateLocation(file: "templates/index.html", line: 1, column: 1))
  }

  @Test func unknownSectionNameIsAnError() {
    let error = templateError("\n{{#failurs}}x{{/failurs}}", ["failures": []])
    #expect(
      error?.description
        == "templates/index.html:2:1: unknown variable 'failurs' (did you mean 'failures'?)")
  }

  @Test func unknownVariableInsideListItemsIsReportedAtRenderTime() {
    let error = templateError(
      "{{#rows}}\n  {{id}} {{nme}}\n{{/rows}}", ["rows": [["id": 1, "name": "a"]]])
    #expect(
      error?.description
        == "templates/index.html:2:10: unknown variable 'nme' (did you mean 'name'?)")
  }

  @Test func listsAndDictionariesCannotBeShownAsText() {
    let error = templateError("{{rows}}", ["rows": []])
    #expect(error?.kind == .notRenderable(name: "rows", kind: "list"))
  }

  @Test func unclosedSectionPointsAtItsOpeningTag() {
    let error = templateError("a\nb {{#rows}}\nc")
    #expect(
      error?.description
        == "templates/index.html:2:3: unclosed section 'rows': no matching '{{/rows}}'")
  }

  @Test func mismatchedCloseTag() {
    let error = templateError("{{#a}}\n{{#b}}\n{{/a}}\n{{/b}}")
    #expect(error?.kind == .mismatchedCloseTag(found: "a", expected: "b"))
    #expect(error?.location == TemplateLocation(file: "templates/index.html", line: 3, column: 1))
  }

  @Test func closeTagWithoutOpenSection() {
    let error = templateError("x {{/a}}")
    #expect(
      error?.description == "templates/index.html:1:3: close tag '{{/a}}' without an open section")
  }

  @Test func unknownPartial() {
    let error = templateError("\n\n\t{{> footer}}")
    #expect(error?.description == "templates/index.html:3:2: unknown partial 'footer'")
  }

  @Test(arguments: [
    ("a {{name", "'{{' without a closing '}}'"),
    ("a {{{name}}", "'{{{' without a closing '}}}'"),
    ("{{}}", "empty name"),
    ("{{#  }}{{/}}", "empty name"),
    ("{{a b}}", "invalid name 'a b'"),
    ("{{a..b}}", "invalid name 'a..b'"),
    ("{{.a}}", "invalid name '.a'"),
    ("{{> ../secret}}", "invalid partial name '../secret'"),
    ("{{> /etc/passwd}}", "invalid partial name '/etc/passwd'"),
  ])
  func malformedTags(template: String, reason: String) {
    let error = templateError(template)
    #expect(error?.kind == .malformedTag(reason: reason))
    #expect(error?.location?.file == "templates/index.html")
    #expect(error?.location?.line == 1)
  }

  @Test func unsupportedDelimiterChange() {
    let error = templateError("ok\n{{=<% %>=}}")
    #expect(error?.kind == .unsupportedTag(tag: "{{="))
    #expect(error?.location?.line == 2)
  }

  @Test func columnsCountCharactersNotBytes() {
    let error = templateError("ééé {{x}}")
    #expect(error?.location?.column == 5)
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 10_000
    let template =
      String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
    let error = templateError(template, ["a": true])
    #expect(error?.kind == .nestingTooDeep(limit: TemplateEngine.maximumNestingDepth))
  }

  @Test func deepNestingThroughPartialsIsAnErrorNotACrash() {
    var partials: [String: String] = [:]
    let chain = 60
    for level in 0..<chain {
      partials["p\(level)"] = level + 1 < chain ? "{{#a}}{{> p\(level + 1)}}{{/a}}" : "end"
    }
    let error = templateError("{{> p0}}", ["a": true], partials: partials)
    #expect(error?.kind == .nestingTooDeep(limit: TemplateEngine.maximumNestingDepth))
  }

  @Test func unknownTemplateName() throws {
    let engine = try TemplateEngine(templates: ["index": "x"])
    #expect(throws: TemplateError(.unknownTemplate(name: "indx"), at: nil)) {
      try engine.render("indx", context: [:])
    }
  }
}
