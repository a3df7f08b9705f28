import Contracts
import Foundation
import Testing

/// The error a throwing call raised, or nil when it returned.
func inputError(_ body: () throws -> Void) -> InputError? {
  do {
    try body()
    return nil
  } catch let error as InputError {
    return error
  } catch {
    return nil
  }
}

@Suite struct ContractLoaderTests {
  func withFiles(_ files: [String: [UInt8]], _ body: (URL) throws -> Void) throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, bytes) in files {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    try body(folder)
  }

  @Test func missingFile() {
    let thrown918 = inputError { _ = try ContractLoader().load("nope.md") }
    #expect(thrown918 == InputError(path: "nope.md", message: "no such file or directory"))
  }

  @Test func directoryWithoutMarkdown() throws {
    try withFiles(["notes.txt": Array("x".utf8)]) { folder in
      let thrown644 = inputError { _ = try ContractLoader().discover([folder.path]) }
      #expect(
        thrown644
          == InputError(path: folder.path, message: "directory holds no Markdown (.md) file"))
    }
  }

  @Test func discoversRecursivelyInSortedOrderSkippingHiddenFolders() throws {
    try withFiles([
      "b.md": Array("# B".utf8), "a/z.md": Array("# Z".utf8), ".git/x.md": Array("# X".utf8),
      "a/notes.txt": Array("x".utf8),
    ]) { folder in
      let found = try ContractLoader().discover([folder.path])
      #expect(
        found.map { $0.replacingOccurrences(of: folder.path + "/", with: "") } == [
          "a/z.md", "b.md",
        ])
    }
  }

  /// Links are followed to files and into folders; a broken link named `*.md` is listed, and
  /// reading it says where it points (skipped, its contract would be silently missing).
  @Test func discoveryFollowsLinksIntoFoldersAndListsBrokenOnes() throws {
    try withFiles([
      "docs/a.md": Array("# A".utf8), "docs/.draft.md": Array("# D".utf8),
      "docs/Upper.MD": Array("# U".utf8), "docs/folder.md/inner.md": Array("# I".utf8),
      "elsewhere/linked.md": Array("# L".utf8), "elsewhere/sub/deep.md": Array("# S".utf8),
    ]) { folder in
      let manager = FileManager.default
      try manager.createSymbolicLink(
        atPath: folder.path + "/docs/link.md",
        withDestinationPath: folder.path + "/elsewhere/linked.md")
      try manager.createSymbolicLink(
        atPath: folder.path + "/docs/linkdir", withDestinationPath: folder.path + "/elsewhere/sub")
      try manager.createSymbolicLink(
        atPath: folder.path + "/docs/broken.md", withDestinationPath: "../nowhere.md")
      let found = try ContractLoader().discover([folder.path + "/docs"])
      #expect(
        found.map { $0.replacingOccurrences(of: folder.path + "/docs/", with: "") } == [
          "Upper.MD", "a.md", "broken.md", "folder.md/inner.md", "link.md", "linkdir/deep.md",
        ])
      let broken = folder.path + "/docs/broken.md"
      #expect(
        inputError { _ = try ContractLoader().load(broken) }
          == InputError(
            path: broken, message: "is a symbolic link to '../nowhere.md', which does not exist"))
    }
  }

  /// A link back into a folder the walk is in ends there, and a file reached by several paths
  /// is one contract: listed by its path without a link when it has one.
  @Test func discoveryListsEachFileOnceAndNeverGoesRoundALoop() throws {
    try withFiles([
      "docs/b/x.md": Array("# X".utf8), "docs/c.md": Array("# C".utf8),
    ]) { folder in
      let manager = FileManager.default
      let docs = folder.path + "/docs"
      try manager.createSymbolicLink(atPath: docs + "/b/loop", withDestinationPath: ".")
      try manager.createSymbolicLink(atPath: docs + "/b/up", withDestinationPath: "..")
      try manager.createSymbolicLink(atPath: docs + "/a-alias", withDestinationPath: "b")
      try manager.createSymbolicLink(atPath: docs + "/a.md", withDestinationPath: "c.md")
      try manager.createSymbolicLink(atPath: docs + "/d.md", withDestinationPath: "b/x.md")
      let found = try ContractLoader().discover([docs])
      #expect(
        found.map { $0.replacingOccurrences(of: docs + "/", with: "") } == ["b/x.md", "c.md"])
    }
  }

  /// A site built inside the contracts folder (`cd contracts && build .`) is output: its
  /// placeholder README is not a document. A README with any other text is one.
  @Test func aSitePlaceholderIsNotADocument() throws {
    try withFiles([
      "docs/a.md": Array("# A".utf8), "docs/site/README.md": Array(SitePlaceholder.text.utf8),
      "docs/site/index.html": Array("<p>x</p>".utf8),
      "docs/other/README.md": Array((SitePlaceholder.text + "More.\n").utf8),
      "only-site/README.md": Array(SitePlaceholder.text.utf8),
    ]) { folder in
      let found = try ContractLoader().discover([folder.path + "/docs"])
      #expect(
        found.map { $0.replacingOccurrences(of: folder.path + "/docs/", with: "") } == [
          "a.md", "other/README.md",
        ])
      let onlySite = folder.path + "/only-site"
      #expect(
        inputError { _ = try ContractLoader().discover([onlySite]) }
          == InputError(path: onlySite, message: ContractLoader.noMarkdownMessage))
    }
  }

  @Test func specialFilesAreRefusedWithoutBlocking() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("pipe.md").path
    #expect(mkfifo(fifo, 0o600) == 0)
    for path in [fifo, "/dev/null"] {
      #expect(
        inputError { _ = try ContractLoader().read(path) }
          == InputError(
            path: path, message: "is not a regular file (a pipe, device or socket); not read"))
    }
  }

  @Test func invalidUTF8NamesLineAndColumn() throws {
    try withFiles(["bad.md": Array("# T\n\nok\nab\u{0}".utf8).dropLast() + [0xC3, 0x28]]) {
      folder in
      let path = folder.appendingPathComponent("bad.md").path
      let error = inputError { _ = try ContractLoader().load(path) }
      #expect(error?.description == "\(path):4:3: error: invalid UTF-8 at line 4, column 3")
    }
  }

  @Test func emptyOversizedAndBinaryFiles() throws {
    try withFiles([
      "empty.md": [], "big.md": Array(repeating: UInt8(ascii: "a"), count: 2048),
      "binary.md": [0x23, 0x20, 0x54, 0x0A, 0x00, 0x01, 0x02],
    ]) { folder in
      let loader = ContractLoader(sizeLimit: 1024)
      let empty = folder.appendingPathComponent("empty.md").path
      let thrown963 = inputError { _ = try loader.load(empty) }
      #expect(thrown963 == InputError(path: empty, message: "file is empty"))
      let big = folder.appendingPathComponent("big.md").path
      let thrown139 = inputError { _ = try loader.load(big) }
      #expect(
        thrown139
          == InputError(
            path: big, message: "file is 2048 bytes, over the size limit of 1024 bytes (--max-size)"
          ))
      let binary = folder.appendingPathComponent("binary.md").path
      let thrown226 = inputError { _ = try loader.load(binary) }
      #expect(
        thrown226
          == InputError(
            path: "\(binary):2:1",
            message: "binary file (NUL byte at line 2), expected Markdown text"
          ))
    }
  }

  @Test func documentKindsByNameAndFrontMatter() throws {
    try withFiles([
      "c.reviewed.md": Array("# C".utf8), "rtl-review.md": Array("# R".utf8),
      "signoff.md": Array("# S".utf8), "x.md": Array("---\nkind: baseline\n---\n# X".utf8),
      "c.md": Array("# C".utf8),
    ]) { folder in
      let loader = ContractLoader()
      var kinds: [String: DocumentKind] = [:]
      for name in ["c.reviewed.md", "rtl-review.md", "signoff.md", "x.md", "c.md"] {
        kinds[name] = try loader.load(folder.appendingPathComponent(name).path).kind
      }
      #expect(
        kinds == [
          "c.reviewed.md": .baseline, "rtl-review.md": .rtlReview, "signoff.md": .signoff,
          "x.md": .baseline, "c.md": .contract,
        ])
    }
  }
}
