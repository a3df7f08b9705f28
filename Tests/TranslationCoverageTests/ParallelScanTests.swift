import Foundation
import Testing

@testable import TranslationCoverage

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

  @Test("scanning on one thread or many gives the same hits per file, nil for unreadable ones")
  func parallelismDoesNotChangeHits() throws {
    let (root, paths) = try makeTree(count: 120)
    defer { try? FileManager.default.removeItem(at: root) }
    var files = paths.map { root.appendingPathComponent($0).path }
    files.insert(root.appendingPathComponent("d00").path, at: 60)
    files.append(root.appendingPathComponent("missing.tsx").path)
    let names = [Array("t".utf8)]
    func summary(_ scans: [FileScan?]) -> [String] {
      scans.map { scan in
        guard let scan else { return "unreadable" }
        return zip(scan.hits, scan.positions).map { "\($0.0) \($0.1.line):\($0.1.column)" }
          .joined(separator: "|")
      }
    }
    let one = summary(FileScan.scanAll(files, names: names, parallelism: 1))
    let many = summary(FileScan.scanAll(files, names: names, parallelism: 4))
    #expect(one == many)
    #expect(one.count == files.count)
    #expect(one[60] == "unreadable")
    #expect(one.last == "unreadable")
    #expect(one.filter { $0 == "unreadable" }.count == 2)
  }
}
