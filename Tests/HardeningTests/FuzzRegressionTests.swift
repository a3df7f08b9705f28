import Foundation
import Testing

/// Replays every input kept in `Regressions/<target>/` (crashes and hangs the fuzzers found,
/// and the seeds that reproduced them) through the same entry a libFuzzer target calls. A
/// regression brings the whole test process down, which fails the run.
@Suite struct FuzzRegressionTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Regressions", isDirectory: true)

  /// Runs `entry` on every non-hidden file of the target's folder; returns how many ran.
  @discardableResult
  static func replay(_ target: String, _ entry: ([UInt8]) -> Void) throws -> Int {
    let folder = root.appendingPathComponent(target, isDirectory: true)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasPrefix(".") }.sorted()
    for name in names {
      entry([UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }
    return names.count
  }

  @Test func markdown() throws {
    #expect(try Self.replay("markdown", MarkdownFuzzEntry.run) >= 2)
  }

  @Test func contract() throws {
    try Self.replay("contract", ContractFuzzEntry.run)
  }

  @Test func template() throws {
    #expect(try Self.replay("template", TemplateFuzzEntry.run) >= 2)
  }

  @Test func dictionary() throws {
    try Self.replay("dictionary", DictionaryFuzzEntry.run)
  }

  @Test func catalogue() throws {
    try Self.replay("catalogue", CatalogueFuzzEntry.run)
  }

  @Test func languages() throws {
    try Self.replay("languages", LanguagesFuzzEntry.run)
  }

  @Test func scanner() throws {
    try Self.replay("scanner", ScannerFuzzEntry.run)
  }
}
