import Foundation
import Testing

@testable import Support

@Suite("Directory walker")
struct DirectoryWalkerTests {
  /// A tree whose top level has one directory (so sharing out starts a level down), files
  /// between directories in name order, a skipped folder, other extensions and a link.
  private func makeTree() throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("walker-\(UUID().uuidString)")
    var paths = ["src/a.ts", "src/m.ts", "src/z.ts", "src/node_modules/x.ts", "src/notes.md"]
    for folder in 0..<12 {
      for file in 0..<(folder % 4) {
        paths.append("src/d\(folder)/f\(file).ts")
        paths.append("src/d\(folder)/inner/g\(file).tsx")
      }
    }
    paths.append("src/d3/\u{E9}.ts")
    for path in paths {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("t('K')".utf8).write(to: url)
    }
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("src/link.ts").path, withDestinationPath: "a.ts")
    return root
  }

  @Test("one thread or many list the same files, depth-first in byte order of names")
  func parallelWalkKeepsTheOrder() throws {
    let root = try makeTree()
    defer { try? FileManager.default.removeItem(at: root) }
    let walker = DirectoryWalker(
      fileExtensions: ["ts", "tsx"], skippedDirectories: ["node_modules"])
    let one = try #require(walker.files(under: root.path, parallelism: 1))
    let relative = one.map { String($0.dropFirst(root.path.count + 1)) }
    #expect(relative.first == "src/a.ts")
    #expect(relative.contains("src/link.ts"))
    #expect(!relative.contains { $0.contains("node_modules") || $0.hasSuffix(".md") })
    #expect(relative.count == 3 + 1 + 2 * (0 + 1 + 2 + 3) * 3 + 1)
    // Depth-first in byte order: "d1/…" before "d10/…", a folder's files before "inner/".
    let expectedOrder = relative.sorted { left, right in
      let l = left.split(separator: "/").map { Array($0.utf8) }
      let r = right.split(separator: "/").map { Array($0.utf8) }
      return l.lexicographicallyPrecedes(r) { $0.lexicographicallyPrecedes($1) }
    }
    #expect(relative == expectedOrder)
    for parallelism in [2, 4, 16] {
      #expect(walker.files(under: root.path, parallelism: parallelism) == one)
    }
    #expect(walker.files(under: root.appendingPathComponent("missing").path) == nil)
  }
}

@Suite("Directory walker links")
struct DirectoryWalkerLinkTests {
  /// Followed into folders, links give the same list on one thread or many: every file once,
  /// by its path through the fewest links, then the shortest (`b/deep/back` leads to the root
  /// and so to `outside/` too, but `c/ext` is shorter), and no walk round a loop.
  @Test("links into folders: each file once, the same list on any number of threads")
  func linksIntoFolders() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("walker-links-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let manager = FileManager.default
    for path in ["a/one.md", "b/two.md", "b/deep/three.md", "c/four.md", "outside/five.md"] {
      let url = root.appendingPathComponent(path)
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("# T".utf8).write(to: url)
    }
    let tree = root.path + "/tree"
    try manager.createDirectory(atPath: tree, withIntermediateDirectories: true)
    for (link, target) in [
      ("tree/a", "../a"), ("tree/b", "../b"), ("tree/c", "../c"), ("tree/a/to-b", "../b"),
      ("tree/b/deep/back", "../.."), ("tree/c/ext", "../outside"),
    ] {
      try manager.createSymbolicLink(
        atPath: root.path + "/" + link, withDestinationPath: target)
    }
    let walker = DirectoryWalker(
      enter: { _ in true }, include: { name, _ in name.hasSuffix(".md") },
      followsDirectoryLinks: true)
    let one = try #require(walker.files(under: tree, parallelism: 1))
    #expect(
      one.map { String($0.dropFirst(tree.count + 1)) } == [
        "a/one.md", "b/deep/three.md", "b/two.md", "c/ext/five.md", "c/four.md",
      ])
    for parallelism in [2, 4] {
      #expect(walker.files(under: tree, parallelism: parallelism) == one)
    }
    let plain = DirectoryWalker(enter: { _ in true }, include: { name, _ in name.hasSuffix(".md") })
    #expect(plain.files(under: tree, parallelism: 1) == [])
  }
}

@Suite("Directory walker order")
struct DirectoryWalkerOrderTests {
  @Test("names sort by their UTF-8 bytes: prefixes, 16-byte boundaries, long and non-ASCII names")
  func byteOrder() {
    var names = [
      "", "a", "a.ts", "a.tsx", "ab", "B", "Screen03651.tsx", "Screen03651.tsx~",
      "Screen0365.tsx", "0123456789abcdef", "0123456789abcdeg", "0123456789abcdef0",
      "0123456789abcdef01", "0123456789abcdef0z", "0123456789abcdef", "\u{E9}.ts", "e\u{301}.ts",
      "z", "\u{7F}", "\u{80}", String(repeating: "x", count: 40),
      String(repeating: "x", count: 39) + "w", String(repeating: "x", count: 16),
    ]
    names += names.map { $0 + "_" }
    let entries = names.map { (name: $0, kind: DirectoryWalker.EntryKind.file) }
    let sorted = DirectoryWalker.sortedByName(entries).map(\.name)
    #expect(sorted == names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
  }
}
