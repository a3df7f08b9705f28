import Foundation
import TestSupport
import Testing

/// At 390 CSS pixels (a phone) no page of the built site is wider than the window and no table
/// is cut off inside its scroll box: headless Chromium lays each page out and a measuring
/// script, added to a copy of the page, reports every box that overflows.
@Suite struct SiteLayoutTests {
  /// Added before `</body>` of a copy of each page: the elements wider than their box.
  static let probe = """
    <script>
    const width = document.documentElement.clientWidth;
    const found = [];
    if (document.documentElement.scrollWidth > width) {
      found.push("page " + document.documentElement.scrollWidth + " > " + width);
      const wide = (element) => element.getBoundingClientRect().right > width + 1;
      const culprits = [...document.body.querySelectorAll("*")].filter(
        (element) => wide(element) && ![...element.children].some(wide));
      for (const element of culprits.slice(0, 3)) {
        found.push(element.tagName.toLowerCase() + "." + element.className + ": "
          + (element.textContent || "").trim().slice(0, 40));
      }
    }
    for (const box of document.querySelectorAll(".table-wrap, .panel, main")) {
      if (box.closest(".matrix-wrap")) continue;
      if (box.scrollWidth > box.clientWidth + 1) {
        const table = box.querySelector("table");
        const name = table ? table.className || "table" : box.className || box.tagName;
        found.push(name + " " + box.scrollWidth + " > " + box.clientWidth);
        const right = box.getBoundingClientRect().right;
        const wide = (element) => element.getBoundingClientRect().right > right + 1;
        const culprit = [...box.querySelectorAll("*")].find(
          (element) => wide(element) && ![...element.children].some(wide));
        if (culprit) {
          found.push(culprit.tagName.toLowerCase() + "." + culprit.className + ": "
            + (culprit.textContent || "").trim().slice(0, 40));
        }
      }
    }
    parent.postMessage("LAYOUT[" + width + "]" + JSON.stringify(found) + "END", "*");
    </script>
    """

  /// The page Chromium opens: the probed copy in a 390 px frame (headless windows are at
  /// least 500 px wide), its report written into this page's DOM.
  static func harness(_ page: String) -> String {
    """
    <!DOCTYPE html><html><head><meta charset="utf-8"><title>probe</title></head><body>
    <iframe src="\(page)" style="width:390px;height:844px;border:0"></iframe>
    <script>
    addEventListener("message", (event) => {
      const out = document.createElement("pre");
      out.id = "layout-probe";
      out.textContent = event.data;
      document.body.appendChild(out);
    });
    </script></body></html>
    """
  }

  @Test func noPageOverflowsAPhoneWideWindow() async throws {
    let chromium = try RequiredTool.chromium.locate()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try await BuiltSite.write(under: directory.path + "/sites")
    // The repository's contracts, and a report with every section (coverage, RTL, sign-off).
    let site = directory.path + "/sites"
    let pages = try FileManager.default.subpathsOfDirectory(atPath: site)
      .filter {
        $0.hasSuffix(".html") && ($0.hasPrefix("repository/") || $0.hasPrefix("sections/"))
      }
      .sorted()
    #expect(
      pages.contains("sections/coverage/index.html") && pages.contains("sections/rtl/index.html"))
    for page in pages {
      let original = try String(contentsOfFile: site + "/" + page, encoding: .utf8)
      let probed = site + "/" + page + ".probe.html"
      try original.replacingOccurrences(of: "</body>", with: Self.probe + "</body>")
        .write(toFile: probed, atomically: true, encoding: .utf8)
      let harness = site + "/" + page + ".harness.html"
      try Self.harness((probed as NSString).lastPathComponent)
        .write(toFile: harness, atomically: true, encoding: .utf8)
      let result = try await Subprocess.run(
        chromium,
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--force-device-scale-factor=1", "--user-data-dir=\(directory.path)/profile",
          "--window-size=800,900", "--virtual-time-budget=2000", "--dump-dom",
          "file://\(harness)",
        ], in: URL(fileURLWithPath: directory.path))
      let output = result.output
      let status = result.status
      let report = try #require(
        output.range(of: "<pre id=\"layout-probe\">").flatMap { start in
          output.range(of: "END", range: start.upperBound..<output.endIndex).map {
            String(output[start.upperBound..<$0.lowerBound])
          }
        }, "\(page): no layout report (\(status)):\n\(output.suffix(2000))")
      #expect(report == "LAYOUT[390][]", "\(page): \(report)")
    }
  }
}
