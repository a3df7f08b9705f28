import Templates
import Testing

@Suite struct TemplateStandaloneTests {
  @Test func standaloneSectionLinesAreRemoved() throws {
    let template = "<ul>\n  {{#items}}\n  <li>{{.}}</li>\n  {{/items}}\n</ul>\n"
    #expect(
      try render(template, ["items": ["a", "b"]]) == "<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>\n")
  }

  @Test func standaloneInvertedAndCommentLinesAreRemoved() throws {
    let template = "a\n{{! note }}\n{{^none}}\nb\n{{/none}}\nc\n"
    #expect(try render(template, ["none": false]) == "a\nb\nc\n")
  }

  @Test func multilineStandaloneCommentIsRemoved() throws {
    #expect(try render("Begin.\n{{!\nSomething\n}}\nEnd.\n") == "Begin.\nEnd.\n")
  }

  @Test func crlfLineEndingsAreHandled() throws {
    #expect(try render("a\r\n{{#t}}\r\nb\r\n{{/t}}\r\nc", ["t": true]) == "a\r\nb\r\nc")
  }

  @Test func standaloneAtStartAndEndWithoutNewline() throws {
    #expect(try render("{{#t}}\nx\n  {{/t}}", ["t": true]) == "x\n")
  }

  @Test func inlineTagsAreNotStandalone() throws {
    #expect(try render(" {{#t}}yes{{/t}} \n", ["t": true]) == " yes \n")
    #expect(try render("{{#t}}{{/t}}\n", ["t": true]) == "\n")
  }

  @Test func variableTagsAreNeverStandalone() throws {
    #expect(try render("a\n  {{v}}\nb", ["v": ""]) == "a\n  \nb")
  }
}
