import Testing

@testable import Contracts

@Suite struct LexicalLinkPathTests {
  /// `.` and `name/..` go by their text; leading `..` and the root stay.
  @Test(arguments: [
    ("a/b/../c.md", "a/c.md"), ("a/./b.md", "a/b.md"), ("../a/../b.md", "../b.md"),
    ("../../x.md", "../../x.md"), ("a/..", "."), ("/a/../../b", "/b"), ("a/b.md", "a/b.md"),
    ("contracts/shared/../b/other.md", "contracts/b/other.md"), ("a/../../b", "../b"),
  ])
  func normalized(path: String, expected: String) {
    #expect(ContractLinter.lexicallyNormalized(path) == expected)
  }

  /// Lint checks every relative link at the document's folder joined to the link and
  /// normalized by its text, for plain, absolute, shallow and odd folders alike.
  @Test func lintChecksEachLinkAtItsNormalizedPath() throws {
    let folders = ["docs/x", "docs", "/abs", "/abs/x", "a/b/c", "../docs", "docs/./x", "d//e", "x"]
    let paths = [
      "a.md", "../up/b.md", "../../b.md", "../../../../b.md", "./a.md", "../x/./y.md", "..",
      "../..", "sub/../g.md", "../a/../b.md", "é/i.md",
    ]
    for folder in folders {
      for path in paths {
        let text = "# T\n\nSee [it](<\(path)>).\n"
        let contract = try Contract.parse(Array(text.utf8), file: folder + "/c.md")
        var asked: [String] = []
        _ = ContractLinter.lint(contract) {
          asked.append($0)
          return true
        }
        #expect(
          asked == [ContractLinter.lexicallyNormalized(folder + "/" + path)],
          "\(folder) + \(path)")
      }
    }
  }
}
