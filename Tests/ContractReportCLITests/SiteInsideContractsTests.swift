import Foundation
import Testing

/// `cd contracts && build .` writes `contracts/site/`: the next run must not read that site
/// back as a document, so two builds in a row write the same site.
@Suite struct SiteInsideContractsTests {
  @Test func aSiteBuiltInsideTheContractsFolderIsNotReadBack() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write(
      "# Overview\n\n## States\n\n| State | Shows |\n|---|---|\n| idle | nothing |\n",
      to: "contracts/overview.md")
    let contracts = directory.path + "/contracts"
    let site = contracts + "/site"
    let first = await CommandRunner.run(["build", contracts, "--out", site])
    let firstFiles = try Self.files(site)
    let second = await CommandRunner.run(["build", contracts, "--out", site])
    #expect(first.code == second.code)
    #expect(try Self.files(site) == firstFiles)
    #expect(firstFiles.keys.contains("README.md"))
    let lint = await CommandRunner.run(["lint", contracts])
    #expect(lint.out.hasSuffix("1 file linted: 0 errors, 0 warnings\n"))
  }

  /// Every file under `folder`, by relative path, with its bytes.
  static func files(_ folder: String) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let base = URL(fileURLWithPath: folder)
    let walk = FileManager.default.enumerator(atPath: folder)
    while let path = walk?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = base.appendingPathComponent(path).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        files[path] = try Data(contentsOf: URL(fileURLWithPath: full))
      }
    }
    return files
  }
}

/// `build --out` naming a folder of the user's (the contracts folder itself) is refused: the
/// swap would have deleted it.
@Suite struct BuildOutputFolderTests {
  @Test func theContractsFolderIsNeverReplacedByTheSite() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let contract = "# Overview\n\n## States\n\n| State | Shows |\n|---|---|\n| idle | nothing |\n"
    try directory.write(contract, to: "contracts/overview.md")
    let contracts = directory.path + "/contracts"
    let run = await CommandRunner.run(["build", contracts, "--out", contracts])
    #expect(run.code == 2)
    #expect(
      run.error.contains(
        "output folder '\(contracts)' holds files and is not a site this tool wrote"))
    #expect(
      try String(contentsOfFile: contracts + "/overview.md", encoding: .utf8) == contract)
    #expect(try FileManager.default.contentsOfDirectory(atPath: contracts) == ["overview.md"])
  }
}
