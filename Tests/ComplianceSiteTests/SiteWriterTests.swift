import Foundation
import TestSupport
import Testing

@testable import ComplianceSite

private struct BuildFailed: Error, Equatable {}

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

private func permissions(_ path: String) throws -> Int {
  let attributes = try FileManager.default.attributesOfItem(atPath: path)
  return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

@Suite struct SiteWriterTests {
  @Test func writesNestedFilesWithFixedPermissions() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = SiteWriter(outputDirectory: directory.path + "/out/site")
    try writer.write(files: [
      "index.html": bytes("<h1>x</h1>"), "contracts/driver-app/index.html": bytes("page"),
      "badges/passing.svg": bytes("<svg/>"),
    ])
    #expect(
      try directory.files(in: "out/site") == [
        "index.html": "<h1>x</h1>", "contracts/driver-app/index.html": "page",
        "badges/passing.svg": "<svg/>",
      ])
    #expect(try permissions(directory.path + "/out/site/index.html") == 0o644)
    #expect(try permissions(directory.path + "/out/site/contracts/driver-app") == 0o755)
    #expect(try permissions(directory.path + "/out/site") == 0o755)
    // Only the site and its lock file remain beside it: no temporary directories.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path + "/out").sorted()
        == [".site.lock", "site"])
  }

  /// Writing a site (`build`), a folder that holds files but is not an earlier site is
  /// refused and left as it was; an empty folder, or one with the site's placeholder README,
  /// is replaced.
  @Test func aSiteReplacesOnlyAnEmptyFolderOrAnEarlierSite() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let manager = FileManager.default
    var writer = SiteWriter(outputDirectory: directory.path + "/docs")
    writer.replacesOnlySites = true
    try manager.createDirectory(
      atPath: directory.path + "/docs/guide", withIntermediateDirectories: true)
    try Data("# Guide".utf8).write(to: URL(fileURLWithPath: directory.path + "/docs/guide/a.md"))
    #expect(throws: SiteWriterError.outputIsNotASite(directory.path + "/docs")) {
      try writer.write(files: ["index.html": bytes("x"), "README.md": bytes(SiteBuilder.readme)])
    }
    #expect(try directory.files(in: "docs") == ["guide/a.md": "# Guide"])
    // A README that is not the placeholder does not make a folder a site.
    try Data("# Docs".utf8).write(to: URL(fileURLWithPath: directory.path + "/docs/README.md"))
    #expect(throws: SiteWriterError.outputIsNotASite(directory.path + "/docs")) {
      try writer.write(files: ["index.html": bytes("x"), "README.md": bytes(SiteBuilder.readme)])
    }

    writer = SiteWriter(outputDirectory: directory.path + "/empty")
    writer.replacesOnlySites = true
    try manager.createDirectory(
      atPath: directory.path + "/empty", withIntermediateDirectories: true)
    let site = ["index.html": bytes("one"), "README.md": bytes(SiteBuilder.readme)]
    try writer.write(files: site)
    try writer.write(files: ["index.html": bytes("two"), "README.md": bytes(SiteBuilder.readme)])
    #expect(
      try directory.files(in: "empty") == ["index.html": "two", "README.md": SiteBuilder.readme])
  }

  @Test func replacesThePreviousSiteAsAWhole() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = SiteWriter(outputDirectory: directory.path + "/site/")
    // Many top-level folders and files: the previous site is removed entry by entry on all
    // cores, and none may be left.
    var previous = ["old.html": bytes("old"), "a/b.html": bytes("1")]
    for folder in 0..<20 {
      for file in 0..<5 { previous["f\(folder)/d/\(file).html"] = bytes("\(folder)-\(file)") }
      previous["top\(folder).svg"] = bytes("<svg/>")
    }
    try writer.write(files: previous)
    try writer.write(files: ["new.html": bytes("new")])
    #expect(try directory.files(in: "site") == ["new.html": "new"])
    #expect(try directory.entries() == [".site.lock", "site"])
  }

  @Test func failingBuildLeavesThePreviousSiteUntouched() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = SiteWriter(outputDirectory: directory.path + "/site")
    try writer.write(files: ["index.html": bytes("v1"), "css/site.css": bytes("a{}")])
    #expect(throws: BuildFailed()) {
      try writer.write { stage in
        try stage.write("index.html", text: "v2")
        try stage.write("extra.html", text: "half")
        throw BuildFailed()
      }
    }
    #expect(try directory.files(in: "site") == ["index.html": "v1", "css/site.css": "a{}"])
    #expect(try directory.entries() == [".site.lock", "site"])
  }

  @Test(arguments: ["../escape.html", "/etc/passwd", "a/../../x", "a//b", "./a", "a/", "", "a/./b"])
  func refusesPathsThatEscapeOrAreAmbiguous(path: String) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = SiteWriter(outputDirectory: directory.path + "/site")
    try writer.write(files: ["index.html": bytes("v1")])
    let error = #expect(throws: SiteWriterError.self) {
      try writer.write(files: ["ok.html": bytes("x"), path: bytes("evil")])
    }
    guard case .invalidPath(let refused, _)? = error else {
      Issue.record("expected invalidPath, got \(String(describing: error))")
      return
    }
    #expect(refused == path)
    #expect(try directory.files(in: "site") == ["index.html": "v1"])
    #expect(try directory.entries() == [".site.lock", "site"])
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/escape.html"))
  }

  @Test func refusesDuplicateAndConflictingPaths() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = SiteWriter(outputDirectory: directory.path + "/site")
    #expect(throws: SiteWriterError.duplicatePath("a.html")) {
      try writer.write { stage in
        try stage.write("a.html", text: "1")
        try stage.write("a.html", text: "2")
      }
    }
    #expect(throws: SiteWriterError.conflictingPath("a/b.html", existing: "a")) {
      try writer.write { stage in
        try stage.write("a", text: "file")
        try stage.write("a/b.html", text: "2")
      }
    }
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/site"))
  }

  @Test func refusesOutputsThatNameNoDirectoryOfTheirOwn() {
    for output in [".", "..", "/", "site/..", ""] {
      #expect(throws: SiteWriterError.self) {
        try SiteWriter(outputDirectory: output).write(files: [:])
      }
    }
  }

  @Test func unwritableLocationIsAClearErrorAndLeavesItIntact() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Running as root, permissions do not stop writes, so block the path with a regular file.
    try directory.write("blocker", "keep me")
    let writer = SiteWriter(outputDirectory: directory.path + "/blocker/site")
    let error = #expect(throws: SiteWriterError.self) {
      try writer.write(files: ["index.html": bytes("x")])
    }
    #expect(
      error?.description
        == "cannot create directory '\(directory.path)/blocker': a file is in the way, not a folder"
    )
    #expect(error?.description.contains(directory.path + "/blocker") == true)
    #expect(try String(contentsOfFile: directory.path + "/blocker", encoding: .utf8) == "keep me")
    #expect(try directory.entries() == ["blocker"])
  }

  @Test func outputThatIsAFileIsNotReplaced() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("site", "important notes")
    let writer = SiteWriter(outputDirectory: directory.path + "/site")
    #expect(throws: SiteWriterError.outputIsNotADirectory(directory.path + "/site")) {
      try writer.write(files: ["index.html": bytes("x")])
    }
    #expect(
      try String(contentsOfFile: directory.path + "/site", encoding: .utf8) == "important notes")
    #expect(try directory.entries() == [".site.lock", "site"])
  }

  @Test func concurrentWritersNeverProduceAMixedSite() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let output = directory.path + "/site"
    func site(_ tag: String) -> [String: String] {
      var files: [String: String] = [:]
      for index in 0..<40 { files["pages/\(index).html"] = "\(tag) \(index)" }
      files["index.html"] = tag
      return files
    }
    let sites = ["A": site("A"), "B": site("B")]
    for _ in 0..<5 {
      try await withThrowingTaskGroup(of: Void.self) { group in
        for (tag, files) in sites {
          group.addTask {
            try SiteWriter(outputDirectory: output).write { stage in
              for (offset, path) in files.keys.sorted().enumerated() {
                try stage.write(path, text: files[path]!)
                if offset == 20 { Thread.sleep(forTimeInterval: 0.005) }
              }
              _ = tag
            }
          }
        }
        try await group.waitForAll()
      }
      let result = try directory.files(in: "site")
      #expect(result == sites["A"] || result == sites["B"])
      #expect(try directory.entries() == [".site.lock", "site"])
    }
  }

  @Test func restoresASiteLeftAsideByAWriterKilledBetweenRenames() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // What the two-rename fallback leaves if killed after moving the old site away.
    try directory.write(".site.old-Ab12Cd/index.html", "previous")
    try directory.write(".site.staging-Zz99Yy/index.html", "half-built")
    let writer = SiteWriter(outputDirectory: directory.path + "/site")
    #expect(throws: BuildFailed()) {
      try writer.write { _ in throw BuildFailed() }
    }
    #expect(try directory.files(in: "site") == ["index.html": "previous"])
    #expect(try directory.entries() == [".site.lock", "site"])
  }

  @Test func parentThatIsASymbolicLinkToADirectoryIsAccepted() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try FileManager.default.createDirectory(
      atPath: directory.path + "/real", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: directory.path + "/link", withDestinationPath: directory.path + "/real")
    try SiteWriter(outputDirectory: directory.path + "/link/site").write(files: ["a": bytes("1")])
    #expect(try directory.files(in: "real/site") == ["a": "1"])
  }

  @Test func twoRenameFallbackSwapsAndCleansUp() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let writer = SiteWriter(outputDirectory: directory.path + "/site", allowsExchange: false)
    try writer.write(files: ["v.html": bytes("1")])
    try writer.write(files: ["v.html": bytes("2"), "w.html": bytes("3")])
    #expect(try directory.files(in: "site") == ["v.html": "2", "w.html": "3"])
    #expect(try directory.entries() == [".site.lock", "site"])
  }

  @Test func identicalInputGivesIdenticalOutput() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let files = ["index.html": bytes("same"), "a/b.css": bytes("x")]
    try SiteWriter(outputDirectory: directory.path + "/one").write(files: files)
    try SiteWriter(outputDirectory: directory.path + "/two").write(files: files)
    #expect(try directory.files(in: "one") == directory.files(in: "two"))
    #expect(
      try permissions(directory.path + "/one/a/b.css")
        == permissions(directory.path + "/two/a/b.css"))
  }
}
