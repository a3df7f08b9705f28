import Templates
import TestSupport
import Testing

@Suite struct TemplateRobustnessTests {
  private static let fragments = [
    "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{> p}}", "{{! c }}",
    "{{a.b}}", "{{.}}", "{{b}}", "{{&c}}", "{{{c}}}", "\n", "\r\n", "  ", "\t", "x", "é", "🚀",
    "{", "}", "{{=", "{{#", "{{/", "{{>", "{{> index}}", "{{#c}}", "{{/c}}", "<", "&", "\u{0}",
  ]

  private static func randomTemplate(using generator: inout SeededGenerator) -> String {
    let length = Int.random(in: 0..<24, using: &generator)
    return (0..<length).map { _ in fragments.randomElement(using: &generator)! }.joined()
  }

  @Test func randomTemplatesRenderOrFailWithATemplateError() throws {
    var generator = SeededGenerator(state: 2024)
    let context: TemplateValue = ["a": [["b": "1"], ["b": "<"]], "b": true, "c": "x"]
    var rendered = 0
    for _ in 0..<3000 {
      let templates = [
        "index": Self.randomTemplate(using: &generator),
        "p": Self.randomTemplate(using: &generator),
      ]
      do {
        _ = try TemplateEngine(templates: templates).render("index", context: context)
        rendered += 1
      } catch is TemplateError {
        continue
      }
    }
    #expect(rendered > 10)
  }

  @Test func textWithoutTagsRendersUnchanged() throws {
    var generator = SeededGenerator(state: 7)
    let pieces = ["a", "{", "}", "\n", "\r\n", " ", "é", "<b>", "&amp;", "}}", "{ {"]
    for _ in 0..<500 {
      var text = ""
      for _ in 0..<Int.random(in: 0..<30, using: &generator) {
        let piece = pieces.randomElement(using: &generator)!
        if piece == "{", text.hasSuffix("{") { continue }
        text += piece
      }
      guard !text.contains("{{") else { continue }
      #expect(try render(text) == text)
    }
  }

  /// The step budget counts, per section pass and per partial, the body's direct nodes plus
  /// one; nested bodies count when they run. Pinned exactly, so a renderer that counted a
  /// body's nested nodes too, or a partial's nodes as none, fails here.
  @Test func stepBudgetCountsEachPassDirectNodesPlusOne() throws {
    // Outer: 3 passes over a body of 3 direct nodes (text, inner section, variable) = 12.
    // Inner: 3 × 2 passes over a body of 1 node = 12. Partial: 1 + its 2 nodes = 3. Total 27.
    let templates = [
      "index": "{{#rows}}<{{#cells}}{{.}}{{/cells}}{{name}}{{/rows}}{{> p}}",
      "p": "[{{name}}",
    ]
    let context: TemplateValue = [
      "name": "n", "rows": [["cells": [1, 2]], ["cells": [3, 4]], ["cells": [5, 6]]],
    ]
    var engine = try TemplateEngine(templates: templates)
    engine.renderLimits = .init(steps: 27)
    #expect(try engine.render("index", context: context) == "<12n<34n<56n[n")
    engine.renderLimits = .init(steps: 26)
    #expect {
      try engine.render("index", context: context)
    } throws: { error in
      "\(error)".contains("rendering takes more than 26 steps")
    }
  }

  /// A quadratic scan of this 560 KB line would take minutes and run into the time limit,
  /// which is only a hang guard (generous enough for sanitizer builds on a loaded machine).
  @Test(.timeLimit(.minutes(1))) func longSingleLineTemplateCompiles() throws {
    let row = "<td>{{v}}</td>"
    let template = String(repeating: row, count: 40_000)
    let output = try render(template, ["v": "x"])
    #expect(output.utf8.count == 40_000 * 10)
  }
}
