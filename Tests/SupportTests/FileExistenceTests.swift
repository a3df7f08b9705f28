import Foundation
import Testing

@testable import Support

/// `FileExistence` answers from directory listings what `FileManager.fileExists(atPath:)`
/// answers with a `stat` per path.
@Suite("File existence")
struct FileExistenceTests {
  /// Files, a folder, links (to a file, to a folder, dangling), a name in another Unicode
  /// normalisation, and the paths lint asks about them (with `..`, `.`, a trailing `/`).
  @Test("every answer is FileManager's, asked once or again, in any order")
  func answersAsFileManagerDoes() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("existence-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["docs/a/one.md", "docs/b/two.md", "docs/b/caf\u{E9}.md", "docs/b/sub/three.md"] {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("# T\n".utf8).write(to: url)
    }
    let manager = FileManager.default
    let base = root.path + "/docs"
    try manager.createSymbolicLink(atPath: base + "/a/link.md", withDestinationPath: "one.md")
    try manager.createSymbolicLink(atPath: base + "/a/dangling.md", withDestinationPath: "no.md")
    try manager.createSymbolicLink(atPath: base + "/linked", withDestinationPath: "b")

    let relative = [
      "a/one.md", "a/../b/two.md", "a/./one.md", "b/sub/three.md", "b/sub", "b/sub/", "b/.",
      "b/..", "a/link.md", "a/dangling.md", "linked/two.md", "linked/../a/one.md",
      "b/caf\u{E9}.md", "b/cafe\u{301}.md", "b/CAF\u{C9}.md", "a/One.md", "a/missing.md",
      "missing/one.md", "a/one.md/", "a/one.md/x", "a//one.md", "", "a", "b/two.md\u{0}x",
    ]
    let paths = relative.map { base + "/" + $0 } + [base, "/", root.path + "/docs/b/two.md"]
    let existence = FileExistence()
    let expected = paths.map { manager.fileExists(atPath: $0) }
    #expect(paths.map(existence.exists) == expected)
    // Again (from the listings kept), and backwards.
    #expect(paths.map(existence.exists) == expected)
    let fresh = FileExistence()
    #expect(paths.reversed().map(fresh.exists) == expected.reversed())
    // The test means something: both answers occur.
    #expect(expected.contains(true) && expected.contains(false))
  }

  @Test("paths relative to the working directory")
  func relativeToTheWorkingDirectory() throws {
    let existence = FileExistence()
    let manager = FileManager.default
    for path in ["Package.swift", "./Package.swift", "Sources", "no-such-file.md", "Sources/"] {
      #expect(existence.exists(path) == manager.fileExists(atPath: path), "\(path)")
    }
  }

  @Test("shared between threads, every answer stays FileManager's")
  func concurrentAnswers() async throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("existence-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for folder in 0..<4 {
      for file in 0..<20 {
        let url = root.appendingPathComponent("d\(folder)/f\(file).md")
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: url)
      }
    }
    let paths = (0..<4).flatMap { folder in
      (0..<25).map { root.path + "/d\((folder + 1) % 4)/../d\(folder)/f\($0).md" }
    }
    let existence = FileExistence()
    let answers = await withTaskGroup(of: [Bool].self) { group in
      for _ in 0..<4 { group.addTask { paths.map(existence.exists) } }
      var all: [[Bool]] = []
      for await answer in group { all.append(answer) }
      return all
    }
    let expected = paths.map { FileManager.default.fileExists(atPath: $0) }
    #expect(answers.allSatisfy { $0 == expected })
    #expect(expected.filter { $0 }.count == 80)
  }
}
