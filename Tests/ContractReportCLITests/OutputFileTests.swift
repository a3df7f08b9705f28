import Foundation
import Testing

@testable import ContractReportCLI

@Suite("Output files")
struct OutputFileTests {
  @Test("writing over an existing file replaces it, and no temporary file is left")
  func replaces() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.path + "/out/report.json"
    try OutputFile.write("first\n", to: path)
    try OutputFile.write("second\n", to: path)
    #expect(directory.read("out/report.json") == "second\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out") == [
        "report.json"
      ])
  }
}

@Suite("Output files that are devices or links")
struct SpecialOutputFileTests {
  static func type(of path: String, following: Bool = true) -> mode_t? {
    var info = stat()
    let found = following ? stat(path, &info) : lstat(path, &info)
    return found == 0 ? info.st_mode & S_IFMT : nil
  }

  @Test("a device is written in place, never replaced by a file renamed over it")
  func deviceWrittenInPlace() throws {
    try #require(Self.type(of: "/dev/full") == S_IFCHR, "this test needs /dev/full")
    #expect(throws: UsageError("cannot write /dev/full: no space left on device")) {
      try OutputFile.write("report\n", to: "/dev/full")
    }
    #expect(Self.type(of: "/dev/full") == S_IFCHR)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: "/dev").filter {
        $0.hasPrefix(".full.")
      } == [])
  }

  @Test("a symbolic link stays a link and its target gets the output")
  func linkFollowed() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("old\n", to: "reports/target.json")
    let link = directory.path + "/link.json"
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: directory.path + "/reports/target.json")
    try OutputFile.write("new\n", to: link)
    #expect(Self.type(of: link, following: false) == S_IFLNK)
    #expect(directory.read("reports/target.json") == "new\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path + "/reports") == [
        "target.json"
      ])
  }
}

/// Every I/O error names the path and the reason in plain words (never a Foundation error
/// dump); an output path's missing folders are created, a file standing in for one of them
/// is refused and left alone (docs/ci.md, "Output files").
@Suite struct PlainIOErrorTests {
  static let dumps = [
    "Error Domain", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "UserInfo=",
    "The operation could not be completed", "(null)",
  ]

  static func workspace() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      "# Small\n\n## Rows\n\n| Key | Value |\n|---|---|\n| a | b |\n", to: "contracts/small.md")
    try directory.write("not a folder\n", to: "file")
    return directory
  }

  static func expectPlain(_ outcome: CommandRunner.Outcome, _ context: String) {
    for dump in dumps {
      #expect(!outcome.error.contains(dump), "\(context): \(outcome.error)")
      #expect(!outcome.out.contains(dump), "\(context): \(outcome.out)")
    }
  }

  @Test(arguments: ["--json", "--junit", "--sarif", "--summary"])
  func anOutputBelowAFileIsRefusedAndTheFileKept(option: String) async throws {
    let directory = try Self.workspace()
    defer { directory.remove() }
    let target = directory.path + "/file/out/report"
    let run = await CommandRunner.run(["check", directory.path + "/contracts", option, target])
    #expect(run.code == 2)
    #expect(
      run.error.hasPrefix(
        "error: cannot write \(target): '\(directory.path)/file' is a file, not a folder"),
      "\(run.error)")
    #expect(directory.read("file") == "not a folder\n")
    Self.expectPlain(run, option)
  }

  @Test func missingFoldersOfAnOutputAreCreated() async throws {
    let directory = try Self.workspace()
    defer { directory.remove() }
    let run = await CommandRunner.run([
      "check", directory.path + "/contracts", "--json", directory.path + "/new/deeper/report.json",
      "--summary", directory.path + "/other/summary.md",
    ])
    #expect(run.code == 0, "\(run.error)")
    #expect(directory.read("new/deeper/report.json")?.hasPrefix("{") == true)
    #expect(directory.read("other/summary.md") != nil)
  }

  @Test func anOutputThatIsAFolderIsRefused() async throws {
    let directory = try Self.workspace()
    defer { directory.remove() }
    let run = await CommandRunner.run([
      "check", directory.path + "/contracts", "--json", directory.path + "/contracts",
    ])
    #expect(run.code == 2)
    #expect(run.error.hasPrefix("error: cannot write \(directory.path)/contracts: is a directory"))
    Self.expectPlain(run, "--json folder")
  }

  @Test func scanAndBuildOutputsBelowAFileAreRefused() async throws {
    let directory = try Self.workspace()
    defer { directory.remove() }
    try directory.write("t('KEY', 'Text')\n", to: "src/a.ts")
    let scan = await CommandRunner.run([
      "scan", directory.path + "/src", "--root", directory.path, "--out",
      directory.path + "/file/catalogue.json",
    ])
    #expect(scan.code == 2)
    #expect(
      scan.error.contains("'\(directory.path)/file' is a file, not a folder"), "\(scan.error)")
    Self.expectPlain(scan, "scan")
    let build = await CommandRunner.run([
      "build", directory.path + "/contracts", "--out", directory.path + "/file/site",
    ])
    #expect(build.code == 2)
    #expect(
      build.error.contains("'\(directory.path)/file': a file is in the way, not a folder"),
      "\(build.error)")
    #expect(directory.read("file") == "not a folder\n")
    Self.expectPlain(build, "build")
  }

  @Test func unreadableInputsNameThePathAndTheReason() async throws {
    let directory = try Self.workspace()
    defer { directory.remove() }
    let below = directory.path + "/file/x.md"
    for command in ["lint", "check", "parse"] {
      let run = await CommandRunner.run([command, below])
      #expect(run.code == 2)
      #expect(run.error == "\(below): error: '\(directory.path)/file' is a file, not a folder\n")
      Self.expectPlain(run, command)
    }
    let rerun = await CommandRunner.run([
      "check", directory.path + "/contracts", "--rerun-failed", directory.path + "/contracts",
    ])
    #expect(rerun.code == 2)
    #expect(rerun.error == "\(directory.path)/contracts: error: is a directory, not a file\n")
  }
}
