import Contracts
import Foundation
import Testing

@testable import ComplianceSite

@Suite struct SitePathsTests {
  func contract(canonical: String?, file: String, slug: String = "c") throws -> Contract {
    var front = canonical.map { "---\ncanonical: \($0)\n---\n" } ?? ""
    front += "# Title\n\n## Section\n\n- item\n"
    var contract = try SiteFixtures.parse(front, file: file)
    contract.slug = slug
    return contract
  }

  @Test func canonicalURLPathBecomesTheFolder() throws {
    let derived = SitePaths.contractDirectories([
      try contract(
        canonical: "https://docs.ordering.co/docs/developers/driver-app/language-contract/",
        file: "x.md"),
      try contract(canonical: "https://example.com/a/b.html", file: "y.md"),
      try contract(canonical: "https://example.com/a/c/index.html", file: "z.md"),
    ])
    #expect(derived == ["docs/developers/driver-app/language-contract", "a/b", "a/c"])
  }

  @Test func filePathIsTheFallback() throws {
    let derived = SitePaths.contractDirectories([
      try contract(canonical: nil, file: "contracts/driver-app/language-contract.md"),
      try contract(canonical: "javascript:alert(1)", file: "./other/../c d.md"),
      try contract(canonical: "https://example.com/", file: "/abs/e.md", slug: "e"),
    ])
    #expect(derived == ["contracts/driver-app/language-contract", "other/c-d", "abs/e"])
  }

  @Test func clashesAndReservedNamesGetASuffix() throws {
    let derived = SitePaths.contractDirectories([
      try contract(canonical: "https://example.com/a/", file: "1.md"),
      try contract(canonical: "https://example.com/a/", file: "2.md"),
      try contract(canonical: "https://example.com/badges/", file: "3.md"),
      try contract(canonical: "https://example.com/", file: "index.md", slug: "my slug"),
    ])
    #expect(derived == ["a", "a-2", "badges-2", "my-slug"])
  }

  /// A canonical URL under a folder the site writes itself would put the page among the
  /// badges or the coverage pages (or make a badge file a folder): its first component takes
  /// the suffix, and another such contract the next one.
  @Test func reservedFirstComponentsGetTheSuffix() throws {
    let derived = SitePaths.contractDirectories([
      try contract(canonical: "https://example.com/badges/contracts/c.svg", file: "1.md"),
      try contract(canonical: "https://example.com/badges/contracts/c.svg", file: "2.md"),
      try contract(canonical: "https://example.com/coverage/keys/", file: "3.md"),
      try contract(canonical: "https://example.com/index.html/x", file: "4.md"),
      try contract(canonical: "https://example.com/badges-2/contracts/c.svg", file: "5.md"),
      try contract(canonical: "https://example.com/docs/badges/", file: "6.md"),
    ])
    #expect(
      derived == [
        "badges-2/contracts/c.svg", "badges-3/contracts/c.svg", "coverage-2/keys",
        "index.html-2/x", "badges-2/contracts/c.svg-2", "docs/badges",
      ])
  }

  /// A contract in a folder linked into the contracts folder gets its page where the link
  /// names it, not under the path the link resolves to.
  @Test func aLinkedFolderIsPlacedWhereTheLinkNamesIt() throws {
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("site-paths-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: base) }
    try FileManager.default.createDirectory(
      atPath: base + "/contracts", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      atPath: base + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: base + "/contracts/shared", withDestinationPath: base + "/elsewhere")
    let derived = SitePaths.contractDirectories(
      [try contract(canonical: nil, file: base + "/contracts/shared/s.md")],
      root: base + "/contracts")
    #expect(derived == ["shared/s"])
  }

  /// A file system takes 255 bytes a name: names made from a title or a canonical URL are cut
  /// on a character boundary (a 300-character title once stopped the build with "file name
  /// too long"), and names cut to the same still get a suffix.
  @Test func longNamesAreCutOnACharacterBoundary() throws {
    let long = String(repeating: "é", count: 200)
    let cut = SitePaths.safeFileName(long)
    #expect(cut.utf8.count == SitePaths.maximumNameBytes)
    #expect(cut == String(repeating: "é", count: SitePaths.maximumNameBytes / 2))
    #expect(SitePaths.safeFileName("a" + long).utf8.count == SitePaths.maximumNameBytes - 1)
    let derived = SitePaths.contractDirectories([
      try contract(canonical: "https://example.com/\(long)/a/", file: "1.md"),
      try contract(canonical: "https://example.com/\(long)x/a/", file: "2.md"),
      try contract(canonical: nil, file: "", slug: long),
    ])
    #expect(derived == [cut + "/a", cut + "/a-2", cut])
    let names = SitePaths.uniqueFileNames([long, long + "y"], fallback: "contract")
    #expect(names == [cut, cut + "-2"])
  }

  @Test func rootClimbsOneLevelPerFolder() {
    #expect(SitePaths.root(of: "index.html") == "")
    #expect(SitePaths.root(of: "a/b/index.html") == "../../")
  }
}
