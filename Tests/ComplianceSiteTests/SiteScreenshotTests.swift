import Foundation
import TestSupport
import Testing

/// The index and a contract page render in headless Chromium (Debian's `chromium`) to a
/// screenshot that is not blank, on a desktop and on a phone-sized window.
@Suite struct SiteScreenshotTests {
  @Test func pagesRenderInHeadlessChromium() async throws {
    let chromium = try RequiredTool.chromium.locate()
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try await BuiltSite.write(under: directory.path + "/sites")
    let site = directory.path + "/sites/repository"
    let shots = [
      ("index", site + "/index.html", "1200,900"),
      ("contract", site + "/docs/developers/driver-app/language-contract/index.html", "1200,1600"),
      ("phone", site + "/docs/developers/driver-app/language-contract/index.html", "390,844"),
    ]
    for (name, page, size) in shots {
      let png = directory.path + "/\(name).png"
      let result = try await Subprocess.run(
        chromium,
        [
          "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
          "--force-device-scale-factor=1", "--user-data-dir=\(directory.path)/profile-\(name)",
          "--window-size=\(size)", "--screenshot=\(png)", "file://\(page)",
        ], in: URL(fileURLWithPath: directory.path))
      let data = try #require(
        FileManager.default.contents(atPath: png),
        "\(name): no screenshot (\(result.status)):\n\(result.output)")
      let image = try PNGImage([UInt8](data))
      let expected = size.split(separator: ",").compactMap { Int($0) }
      #expect([image.width, image.height] == expected, "\(name)")
      #expect(image.lumaDeviation > 20, "\(name): the screenshot looks blank")
      #expect(image.nonBackgroundShare > 0.05, "\(name): the screenshot looks blank")
    }
  }
}
