import Contracts
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

  @Test func rootClimbsOneLevelPerFolder() {
    #expect(SitePaths.root(of: "index.html") == "")
    #expect(SitePaths.root(of: "a/b/index.html") == "../../")
  }
}
