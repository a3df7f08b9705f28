import Foundation
import Templates
import TestSupport
import Testing

@Suite struct TemplateSetTests {
  @Test func loadsADirectoryOfTemplatesByName() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("tpl/index.html", "<h1>{{title}}</h1>\n{{> partials/row}}")
    try directory.write("tpl/partials/row.html", "<p>{{title}}</p>")
    try directory.write("tpl/style.css", "body{}")
    try directory.write("tpl/sitemap.xml", "<urlset/>")
    try directory.write("tpl/.hidden.html", "{{#broken}}")
    try directory.write("tpl/.git/x.html", "{{#broken}}")
    try directory.write("tpl/notes.md", "{{#ignored}}")

    let engine = try TemplateEngine(directory: directory.path + "/tpl")
    #expect(engine.templateNames == ["index", "partials/row", "sitemap.xml", "style.css"])
    #expect(
      try engine.render("index", context: ["title": "A&B"]) == "<h1>A&amp;B</h1>\n<p>A&amp;B</p>")
  }

  @Test func errorsNameTheFileAsTheUserGaveTheDirectory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("templates/index.html", "<title>\n  {{contract.titel}}</title>")
    let engine = try TemplateEngine(directory: directory.path + "/templates/")
    let error = #expect(throws: TemplateError.self) {
      try engine.render("index", context: ["contract": ["title": "x"]])
    }
    #expect(error?.location?.description == directory.path + "/templates/index.html:2:3")
  }

  @Test func syntaxErrorsSurfaceWhenTheSetIsCompiled() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("index.html", "ok")
    try directory.write("broken.html", "\n{{#open}}")
    let error = #expect(throws: TemplateError.self) {
      try TemplateEngine(directory: directory.path)
    }
    #expect(
      error?.location == TemplateLocation(file: directory.path + "/broken.html", line: 2, column: 1)
    )
  }

  @Test func missingDirectoryIsAClearError() {
    let error = #expect(throws: TemplateError.self) {
      try TemplateSet(directory: "/nonexistent/templates")
    }
    #expect(error?.description.contains("'/nonexistent/templates'") == true)
  }

  @Test func invalidUTF8IsAClearError() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("index.html", Data([0x3C, 0xFF, 0xFE]))
    let error = #expect(throws: TemplateError.self) {
      try TemplateSet(directory: directory.path)
    }
    #expect(error?.description == "template '\(directory.path)/index.html' is not valid UTF-8")
  }

  @Test func duplicateNamesInASourceListAreRejected() {
    #expect(throws: TemplateError.self) {
      try TemplateSet([
        TemplateSource(name: "a", text: "1"), TemplateSource(name: "a", text: "2"),
      ])
    }
  }

  @Test func inMemoryPathsFollowTheFileNamingRule() {
    let set = TemplateSet(templates: ["index": "", "style.css": "", "partials/row": ""])
    #expect(set["index"]?.path == "templates/index.html")
    #expect(set["style.css"]?.path == "templates/style.css")
    #expect(set["partials/row"]?.path == "templates/partials/row.html")
    #expect(TemplateSource.name(forRelativePath: "partials/row.html") == "partials/row")
  }

  /// One compiled engine renders 400 pages; a render that re-parsed or grew per page would
  /// run into the time limit (a hang guard, not a speed measurement).
  @Test(.timeLimit(.minutes(1))) func compilesOnceAndRendersManyPages() throws {
    let engine = try TemplateEngine(templates: [
      "page": """
      <!doctype html>
      <title>{{title}}</title>
      <table>
        {{#rows}}
        {{> row}}
        {{/rows}}
      </table>
      """,
      "row":
        "<tr class=\"{{status}}\"><td>{{id}}</td><td>{{text}}</td>{{#failed}}<td>!</td>{{/failed}}</tr>\n",
    ])
    let rows: [TemplateValue] = (0..<50).map { index in
      [
        "id": .string("clause-\(index)"), "status": "passed", "text": "a <b> & \"c\"",
        "failed": false,
      ]
    }
    var total = 0
    for page in 0..<400 {
      total += try engine.renderUTF8(
        "page", context: ["title": .string("p\(page)"), "rows": .list(rows)]
      ).count
    }
    #expect(total > 400 * 50 * 60)
  }
}
