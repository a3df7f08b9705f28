import Foundation
import Testing

@testable import SourceScan

/// Files are read and lexed on several threads; what comes out must not depend on that.
@Suite("Parallel scan")
struct ParallelScanTests {
  /// Writes `count` files in several folders (created in a scrambled order); every 50th file is
  /// larger than the reader's first buffer. Returns the root and the relative paths in byte order.
  private func makeTree(count: Int) throws -> (root: URL, paths: [String]) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("parallel-scan-\(UUID().uuidString)")
    var paths: [String] = []
    for index in (0..<count).map({ ($0 * 37) % count }) {
      let path = String(format: "d%02d/f%03d.tsx", index % 9, index)
      paths.append(path)
      var text = "// file \(index)\nt('SHARED', 'Variant \(index % 7)')\n  t('KEY_\(index)')\n"
      text += "t(props.key\(index))\n"
      if index % 50 == 0 { text += String(repeating: "const x = 'padding t(no)'\n", count: 4_000) }
      text += "t('LAST_\(index % 3)')\n"
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return (root, paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  /// Writes `count` files straight under a new folder, file `index` named by `nameFormat`
  /// (a `String(format:)` pattern) and holding `text(index)`. Returns the folder and the
  /// files' paths in index order.
  private func writeFiles(count: Int, nameFormat: String, text: (Int) -> String) throws
    -> (root: URL, paths: [String])
  {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("parallel-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var paths: [String] = []
    for index in 0..<count {
      let path = root.appendingPathComponent(String(format: nameFormat, index)).path
      try Data(text(index).utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    return (root, paths)
  }

  @Test("hundreds of files merge in path order, the same on every run")
  func deterministicOrder() throws {
    let (root, paths) = try makeTree(count: 400)
    defer { try? FileManager.default.removeItem(at: root) }
    let scanner = SourceScanner()
    let result = try scanner.scan([root], relativeTo: root)
    #expect(result.filesScanned == 400)
    #expect(result.keys.count == 400 + 1 + 3)
    #expect(result["SHARED"]?.locations.map(\.description) == paths.map { "\($0):2:1" })
    var variants: [String] = []
    for path in paths {
      let index = Int(path.dropFirst(5).prefix(3))!
      let variant = "Variant \(index % 7)"
      if !variants.contains(variant) { variants.append(variant) }
    }
    #expect(result["SHARED"]?.fallbacks == variants)
    #expect(result["KEY_7"]?.locations.map(\.description) == ["d07/f007.tsx:3:3"])
    #expect(result.dynamicCalls.map(\.location.file) == paths)
    #expect(
      result.dynamicCalls.first?.expression == "props.key\(Int(paths[0].dropFirst(5).prefix(3))!)")
    let lastLine = 4 + 4_000 + 1
    #expect(result["LAST_0"]?.locations.first?.description == "d00/f000.tsx:\(lastLine):1")
    for _ in 0..<5 {
      #expect(try scanner.scan([root], relativeTo: root) == result)
    }
  }

  @Test("one thread or many give the same result; the first unreadable file in path order fails")
  func parallelismDoesNotChangeResult() throws {
    let (root, paths) = try makeTree(count: 120)
    defer { try? FileManager.default.removeItem(at: root) }
    let files = paths.map { root.appendingPathComponent($0).path }
    let scanner = SourceScanner()
    let one = try scanner.scan(files: files, relativeTo: root.path, parallelism: 1)
    for parallelism in [2, 4, 8] {
      #expect(
        try scanner.scan(files: files, relativeTo: root.path, parallelism: parallelism) == one)
    }
    #expect(one.keys.count == 120 + 1 + 3)
    #expect(one.dynamicCalls.count == 120)

    var broken = files
    let directory = root.appendingPathComponent("d00").path
    let missing = root.appendingPathComponent("missing.tsx").path
    broken.insert(directory, at: 60)
    broken.append(missing)
    for parallelism in [1, 4] {
      #expect(
        throws: SourceScanError.unreadable(path: directory, reason: "is a directory, not a file")
      ) {
        try scanner.scan(files: broken, relativeTo: root.path, parallelism: parallelism)
      }
    }
    #expect(
      throws: SourceScanError.unreadable(path: missing, reason: "no such file or directory")
    ) {
      try scanner.scan(files: files + [missing], relativeTo: root.path, parallelism: 4)
    }
  }

  @Test("keys outside ASCII merge as strings: equivalent spellings in far-apart files are one key")
  func equivalentSpellingsAcrossRuns() throws {
    // 200 files: the decomposed spelling comes first (file 010), the precomposed one later
    // (file 150), so they land in different runs and far apart in byte order.
    let (root, files) = try writeFiles(count: 200, nameFormat: "f%03d.ts") {
      index in
      var text = "t('KEY_\(index)')\n"
      if index == 10 { text += "t('CAFE\u{301}', 'First')\n" }
      if index == 150 { text += "t('CAF\u{C9}', 'Second')\n" }
      if index == 190 { text += "t('CAFE\u{301}', 'First')\n" }
      return text
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let scanner = SourceScanner()
    let one = try scanner.scan(files: files, relativeTo: root.path, parallelism: 1)
    let many = try scanner.scan(files: files, relativeTo: root.path, parallelism: 4)
    #expect(many == one)
    let cafe = try #require(one.keys.first { $0.key == "CAF\u{C9}" })
    #expect(Array(cafe.key.utf8) == Array("CAFE\u{301}".utf8))
    #expect(cafe.locations.map(\.description) == ["f010.ts:2:1", "f150.ts:2:1", "f190.ts:2:1"])
    #expect(cafe.fallbacks == ["First", "Second"])
    #expect(one.keys.count == 201)
    #expect(
      one.keys.map(\.key)
        == one.keys.map(\.key).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test("thousands of keys shared across many runs merge the same on any thread count")
  func manyRunsMerge() throws {
    // 1,000 files × 8 keys: each file has keys of its own, keys shared with a few neighbours
    // (so equal keys sit in several runs, on both sides of run boundaries) and one key that
    // every file uses.
    let (root, files) = try writeFiles(count: 1_000, nameFormat: "f%04d.ts") {
      index in
      var text = "t('EVERY', 'Variant \(index % 5)')\n"
      for own in 0..<5 { text += "t('OWN_\(index)_\(own)')\n" }
      text += "t('NEAR_\(index / 3)')\nt('FAR_\(index % 97)', 'F\(index % 2)')\n"
      return text
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let scanner = SourceScanner()
    let one = try scanner.scan(files: files, relativeTo: root.path, parallelism: 1)
    #expect(one.keys.count == 1 + 1_000 * 5 + 334 + 97)
    #expect(
      one.keys.map(\.key)
        == one.keys.map(\.key).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(
      one["EVERY"]?.locations.map(\.file) == files.map { String($0.dropFirst(root.path.count + 1)) }
    )
    #expect(one["EVERY"]?.fallbacks == (0..<5).map { "Variant \($0)" })
    #expect(
      one["FAR_3"]?.locations.map(\.file)
        == stride(from: 3, to: 1_000, by: 97).map { String(format: "f%04d.ts", $0) })
    #expect(one["FAR_3"]?.fallbacks == ["F1", "F0"])
    for parallelism in [2, 3, 4, 8] {
      #expect(
        try scanner.scan(files: files, relativeTo: root.path, parallelism: parallelism) == one)
    }
  }
}
