import Templates
import Testing

@Suite struct TemplatePartialTests {
  @Test func partialsShareTheContext() throws {
    let output = try render(
      "{{#rows}}{{> row}}{{/rows}}", ["rows": [["id": "a"], ["id": "b"]], "sep": ";"],
      partials: ["row": "<tr id=\"{{id}}\"></tr>{{sep}}"])
    #expect(output == "<tr id=\"a\"></tr>;<tr id=\"b\"></tr>;")
  }

  @Test func partialsInSubdirectoriesAndWithOtherExtensions() throws {
    let output = try render(
      "{{> partials/head}}|{{> style.css}}", ["c": "red"],
      partials: ["partials/head": "<head>", "style.css": "a{color:{{c}}}"])
    #expect(output == "<head>|a{color:red}")
  }

  @Test func standalonePartialIsIndentedLineByLine() throws {
    let output = try render(
      "<ul>\n  {{> items}}\n</ul>\n", ["xs": ["a", "b"]],
      partials: ["items": "{{#xs}}\n<li>{{.}}</li>\n{{/xs}}\n"])
    #expect(output == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
  }

  @Test func indentationDoesNotApplyToInterpolatedData() throws {
    let output = try render(
      "\\\n {{>partial}}\n/\n", ["content": "<\n->"],
      partials: ["partial": "|\n{{{content}}}\n|\n"])
    #expect(output == "\\\n |\n <\n->\n |\n/\n")
  }

  @Test func inlinePartialIsNotIndented() throws {
    #expect(try render("x {{> p}} y", partials: ["p": "1\n2"]) == "x 1\n2 y")
  }

  @Test func selfIncludingTemplateIsAnError() {
    let error = templateError("a\n  b {{> index}}")
    #expect(error?.kind == .recursivePartial(chain: ["index", "index"]))
    #expect(
      error?.description == "templates/index.html:2:5: partial includes itself: index -> index")
  }

  @Test func indirectRecursionIsAnError() {
    let error = templateError(
      "{{> a}}", partials: ["a": "{{#x}}{{> b}}{{/x}}", "b": "\n\n{{> a}}"])
    #expect(error?.kind == .recursivePartial(chain: ["a", "b", "a"]))
    #expect(error?.location == TemplateLocation(file: "templates/b.html", line: 3, column: 1))
  }

  @Test func sharedPartialsAreNotMistakenForCycles() throws {
    let output = try render(
      "{{> a}}{{> b}}", partials: ["a": "{{> leaf}}", "b": "{{> leaf}}{{> a}}", "leaf": "."])
    #expect(output == "...")
  }

  @Test func errorsInsidePartialsNameThePartialAndTheIncludeSite() {
    let error = templateError(
      "<main>\n  {{> row}}\n</main>", [:], partials: ["row": "<td>{{missing}}</td>"])
    #expect(error?.location == TemplateLocation(file: "templates/row.html", line: 1, column: 5))
    #expect(
      error?.includedFrom == [TemplateLocation(file: "templates/index.html", line: 2, column: 3)])
    #expect(
      error?.description
        == "templates/row.html:1:5: unknown variable 'missing'\n  included from templates/index.html:2:3"
    )
  }

  @Test func errorColumnsInsideIndentedPartialsMatchTheFile() {
    let error = templateError("    {{> row}}\n", [:], partials: ["row": "a\n  {{missing}}\n"])
    #expect(error?.location == TemplateLocation(file: "templates/row.html", line: 2, column: 3))
  }
}
