import Templates
import Testing

@Suite struct TemplateSectionTests {
  @Test func repeatsOverListsWithImplicitIterator() throws {
    #expect(try render("{{#xs}}[{{.}}]{{/xs}}", ["xs": ["a", "<b>", 3]]) == "[a][&lt;b&gt;][3]")
  }

  @Test func repeatsOverListsOfDictionaries() throws {
    let context: TemplateValue = [
      "title": "T", "rows": [["id": "r1", "ok": true], ["id": "r2", "ok": false]],
    ]
    let template = "{{#rows}}{{id}}:{{#ok}}pass{{/ok}}{{^ok}}fail{{/ok}}@{{title}};{{/rows}}"
    #expect(try render(template, context) == "r1:pass@T;r2:fail@T;")
  }

  @Test func nestedListsIterateIndependently() throws {
    let context: TemplateValue = ["rows": [["cells": [1, 2]], ["cells": [3]]]]
    #expect(try render("{{#rows}}<{{#cells}}{{.}}{{/cells}}>{{/rows}}", context) == "<12><3>")
  }

  @Test func dictionarySectionPushesContextOnce() throws {
    let context: TemplateValue = ["person": ["name": "Ada"], "greeting": "Hi"]
    #expect(try render("{{#person}}{{greeting}} {{name}}{{/person}}", context) == "Hi Ada")
  }

  @Test func emptyDictionaryIsTruthy() throws {
    #expect(try render("{{#d}}yes{{/d}}{{^d}}no{{/d}}", ["d": [:]]) == "yes")
  }

  @Test func falsyValuesSkipSectionsAndShowInvertedOnes() throws {
    let falsy: [TemplateValue] = [false, nil, [], ""]
    for value in falsy {
      #expect(try render("{{#v}}shown{{/v}}{{^v}}inverted{{/v}}", ["v": value]) == "inverted")
    }
  }

  @Test func truthyScalarsRenderOnceWithValueAsContext() throws {
    #expect(try render("{{#v}}<{{.}}>{{/v}}", ["v": "text"]) == "<text>")
    #expect(try render("{{#v}}<{{.}}>{{/v}}", ["v": 0]) == "<0>")
    #expect(try render("{{#v}}yes{{/v}}{{^v}}no{{/v}}", ["v": true]) == "yes")
  }

  @Test func invertedSectionOverEmptyList() throws {
    let template = "<ul>{{#items}}<li>{{.}}</li>{{/items}}{{^items}}<li>none</li>{{/items}}</ul>"
    #expect(try render(template, ["items": []]) == "<ul><li>none</li></ul>")
    #expect(try render(template, ["items": ["a"]]) == "<ul><li>a</li></ul>")
  }

  @Test func dottedSectionNames() throws {
    let context: TemplateValue = ["report": ["failures": ["x", "y"]]]
    #expect(try render("{{#report.failures}}{{.}}{{/report.failures}}", context) == "xy")
  }

  @Test func commentsProduceNothing() throws {
    #expect(try render("a{{! a comment with {braces} }}b", [:]) == "ab")
    #expect(try render("a{{!\n multi\n line\n}}b", [:]) == "ab")
  }
}
