import ComplianceSite
import Foundation
import TestSupport
import Testing

/// The filters are progressive enhancement: the HTML holds every row and no form; in Chromium
/// the site's script (`filter.js`, which every page loads) adds a search box and status
/// checkboxes that hide the other rows.
@Suite struct SiteFilterTests {
  /// Appended to a copy of the page: types into the search box as a reader would.
  static let typing = """
    <script>
    const box = document.querySelector(".filters input[type=search]");
    box.value = "MISSING dictionary";
    box.dispatchEvent(new Event("input"));
    </script>
    """

  func dump(_ file: String, in directory: String) async throws -> String {
    let result = try await RequiredTool.chromium.run(
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(directory)/profile",
        "--virtual-time-budget=2000", "--dump-dom", "file://\(file)",
      ], in: URL(fileURLWithPath: directory))
    #expect(result.status == 0, "\(result.output.suffix(1000))")
    return result.stdout
  }

  /// The `id`s of the clause rows not hidden in a dumped DOM.
  func shownRows(_ dom: String) throws -> [String] {
    let row = try NSRegularExpression(pattern: #"<tr id="([^"]+)" class="row[^"]*"( hidden="")?"#)
    return row.matches(in: dom, range: NSRange(dom.startIndex..., in: dom)).compactMap { match in
      guard match.range(at: 2).location == NSNotFound else { return nil }
      return Range(match.range(at: 1), in: dom).map { String(dom[$0]) }
    }
  }

  @Test func searchAndStatusFiltersHideTheOtherRows() async throws {
    let pages = try SiteFixtures.pages(SiteFixtures.report([try SiteFixtures.sampleResult()]))
    let html = try #require(pages["docs/sample/contract/index.html"])
    // Without JavaScript: every row, no form, nothing hidden.
    #expect(!html.contains("class=\"filters\""))
    #expect(!html.contains(" hidden"))
    #expect(html.contains("<script src=\"../../../filter.js\"></script>"))
    // The whole site, opened from file:// as a reader would, and a copy of the page beside it.
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    for (path, text) in pages {
      let url = URL(fileURLWithPath: directory.path + "/site/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let folder = directory.path + "/site/docs/sample/contract"
    let plain = folder + "/index.html"
    let typed = folder + "/typed.html"
    try html.replacingOccurrences(of: "</body>", with: Self.typing + "</body>")
      .write(toFile: typed, atomically: true, encoding: .utf8)

    let before = try await dump(plain, in: directory.path)
    let all = try shownRows(before)
    #expect(all.count >= 4, "\(all)")
    #expect(before.contains("<form class=\"filters\" role=\"search\""))
    let total = all.count + listItems(before)
    #expect(before.contains(">\(total) of \(total) rows shown<"))
    #expect(before.contains("Failed ("))

    let after = try await dump(typed, in: directory.path)
    #expect(try shownRows(after) == ["missing-dictionary"])
    #expect(after.contains(">1 of \(total) rows shown<"))
  }

  /// Clause list items (also filtered) in a dumped DOM.
  func listItems(_ dom: String) -> Int {
    dom.components(separatedBy: "<li id=\"").count - 1
  }
}
