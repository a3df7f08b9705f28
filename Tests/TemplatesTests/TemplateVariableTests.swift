import Templates
import Testing

@Suite struct TemplateVariableTests {
  @Test func escapesHTMLSignificantCharacters() throws {
    let output = try render("<p>{{v}}</p>", ["v": "<script>alert('x') & \"y\"</script>"])
    #expect(
      output == "<p>&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;</p>")
  }

  @Test func attributeBreakoutIsNeutralised() throws {
    let output = try render("<a title=\"{{v}}\">", ["v": "\"><img src=x onerror=alert(1)>"])
    #expect(output == "<a title=\"&quot;&gt;&lt;img src=x onerror=alert(1)&gt;\">")
    #expect(!output.contains("<img"))
  }

  @Test func singleQuotedAttributeIsSafe() throws {
    let output = try render("<a title='{{v}}'>", ["v": "' onmouseover='x"])
    #expect(output == "<a title='&#39; onmouseover=&#39;x'>")
  }

  @Test func rawTagsDoNotEscape() throws {
    let context: TemplateValue = ["html": "<b>bold</b> & more"]
    #expect(try render("{{{html}}}", context) == "<b>bold</b> & more")
    #expect(try render("{{&html}}", context) == "<b>bold</b> & more")
    #expect(try render("{{& html }}", context) == "<b>bold</b> & more")
  }

  @Test func keepsNonASCIITextIntact() throws {
    let text = "مرحبا — Grüße 🚀 \u{202E}rtl"
    #expect(try render("{{v}}", ["v": .string(text)]) == text)
  }

  @Test func showsNumbersBooleansAndNull() throws {
    let context: TemplateValue = [
      "i": 42, "d": 0.5, "whole": 12.0, "yes": true, "no": false, "none": nil,
    ]
    #expect(
      try render("{{i}} {{d}} {{whole}} {{yes}} {{no}} [{{none}}]", context)
        == "42 0.5 12.0 true false []")
  }

  @Test func allowsWhitespaceInsideTags() throws {
    #expect(try render("{{ name }}|{{{ name }}}", ["name": "x"]) == "x|x")
  }

  @Test func resolvesDottedNames() throws {
    let context: TemplateValue = ["contract": ["title": "Driver <App>", "meta": ["version": 3]]]
    #expect(
      try render("{{contract.title}} v{{contract.meta.version}}", context)
        == "Driver &lt;App&gt; v3")
  }

  @Test func dottedNamesDoNotFallBackToOuterContextsPartWay() throws {
    // `a` is found in the inner context, so `a.b` must resolve there or fail: no mixing.
    let context: TemplateValue = ["a": ["b": "outer"], "inner": ["a": ["c": 1]]]
    let error = templateError("{{#inner}}{{a.b}}{{/inner}}", context)
    #expect(error?.kind == .unknownVariable(name: "a.b", suggestion: "a.c"))
  }

  @Test func innerContextsShadowOuterOnes() throws {
    let context: TemplateValue = ["name": "outer", "child": ["name": "inner"], "other": [:]]
    #expect(
      try render("{{#child}}{{name}}{{/child}} {{#other}}{{name}}{{/other}}", context)
        == "inner outer")
  }

  @Test func textWithoutTagsPassesThroughUnchanged() throws {
    let css = "body { color: red; } a{b} { } }} {"
    #expect(try render(css) == css)
  }

  @Test func rendersToUTF8Bytes() throws {
    let engine = try TemplateEngine(templates: ["page": "é{{v}}"])
    #expect(try engine.renderUTF8("page", context: ["v": "<"]) == Array("é&lt;".utf8))
  }

  @Test func engineIsUsableFromManyTasksAtOnce() async throws {
    let engine = try TemplateEngine(templates: ["row": "{{#items}}<li>{{.}}</li>{{/items}}"])
    let outputs = try await withThrowingTaskGroup(of: String.self) { group in
      for index in 0..<8 {
        group.addTask {
          try engine.render("row", context: ["items": [.int(index), .int(index + 1)]])
        }
      }
      var collected: [String] = []
      for try await output in group { collected.append(output) }
      return collected
    }
    #expect(outputs.count == 8)
    #expect(outputs.contains("<li>3</li><li>4</li>"))
  }
}
