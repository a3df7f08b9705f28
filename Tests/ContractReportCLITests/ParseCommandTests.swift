import ContractMarkdown
import Contracts
import Foundation
import Testing

@testable import ContractReportCLI

/// `parse` streams its JSON (ContractJSON) and must write exactly what `JSONEncoder` writes
/// for the model, byte for byte, with the same key order.
@Suite struct ParseCommandTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Every Markdown file shipped in the repository: contracts, the table corpus, the fuzz
  /// regressions (nesting limits: an error, the same either way).
  static let documents: [String] = {
    var paths: [String] = []
    for folder in [
      "contracts", "Tests/ContractMarkdownTests/Corpus/tables",
      "Tests/HardeningTests/Regressions/markdown",
    ] {
      let base = root.appendingPathComponent(folder).path
      for relative in FileManager.default.subpaths(atPath: base) ?? []
      where relative.hasSuffix(".md") {
        paths.append(base + "/" + relative)
      }
    }
    return paths.sorted()
  }()

  /// Captures what a command writes, and the size of every piece of output.
  final class Capture: @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private var sizes: [Int] = []
    private var errors = ""

    func out(_ text: String) { lock.withLock { bytes += Array(text.utf8) } }
    func out(_ piece: UnsafeRawBufferPointer) {
      lock.withLock {
        bytes += piece
        sizes.append(piece.count)
      }
    }
    func error(_ text: String) { lock.withLock { errors += text } }
    var result: (out: [UInt8], sizes: [Int], error: String) {
      lock.withLock { (bytes, sizes, errors) }
    }
  }

  static func parse(_ arguments: [String]) async -> (code: Int32, out: [UInt8], sizes: [Int]) {
    let capture = Capture()
    let console = Console(
      environment: [:], isTerminal: false, writeOut: { capture.out($0) },
      writeError: { capture.error($0) }, writeOutBytes: { capture.out($0) })
    let code = await ContractReportCommand.run(["parse"] + arguments, console: console)
    let result = capture.result
    return (code, result.out, result.sizes)
  }

  /// What `JSONEncoder` writes for the document, loaded with its clauses.
  static func encoded(_ path: String, html: Bool) throws -> [UInt8] {
    let loader = ContractLoader(options: MarkdownParseOptions(renderHTML: html))
    return Array(try JSONOutput.encode(loader.load(path)).utf8)
  }

  @Test func everyShippedDocumentIsWrittenAsJSONEncoderWritesIt() async throws {
    #expect(Self.documents.count > 90)
    for path in Self.documents {
      for html in [false, true] {
        let expected: [UInt8]
        do {
          expected = try Self.encoded(path, html: html)
        } catch {
          // A document the loader refuses is refused by parse too.
          #expect(await Self.parse([path]).code == 2, "\(path)")
          continue
        }
        let run = await Self.parse((html ? ["--html"] : []) + [path])
        #expect(run.code == 0, "\(path)")
        #expect(run.out == expected, "\(path)\(html ? " --html" : "")")
      }
    }
  }

  /// A table long enough to be written in parallel chunks, with keys that repeat (ids get
  /// suffixes), escapes of every kind, non-ASCII text, a list and unclosed nothing.
  static func largeDocument(rows: Int) -> String {
    var text = "---\ntitle: \"Large \\\"table\\\"\"\nupdated: 2026-01-02\n---\n\n# Large\n\n"
    text += "Intro with [a link](https://example.test/a/b) and `code`.\n\n## Rows\n\n"
    text += "| Key | Value | Note |\n|:--|--:|:-:|\n"
    for row in 0..<rows {
      let key = row % 10 == 0 ? "same key" : "key \(row)"
      text += "| \(key) | \"v\" \\\\ \(row) / é 🚗 | tab\tx *em* |\n"
    }
    text += "\n## Items\n\n- one\n- two \u{1}\n\n> quote\n\n```swift\nlet x = 1\n```\n"
    return text
  }

  @Test func aLargeTableStreamsInPiecesAndEqualsTheEncoderByteForByte() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // Past two chunks of ContractJSON.chunkElements, so the parallel path is taken.
    try directory.write(
      Self.largeDocument(rows: 2 * ContractJSON.chunkElements + 100), to: "large.md")
    let path = directory.path + "/large.md"
    let run = await Self.parse([path])
    #expect(run.code == 0)
    let expected = try Self.encoded(path, html: false)
    #expect(run.out.count == expected.count)
    #expect(run.out == expected)
    // Streamed: many pieces, none close to the whole (about 20 MB).
    #expect(expected.count > 15_000_000)
    #expect(run.sizes.count > 6)
    #expect((run.sizes.max() ?? 0) < 8_000_000, "largest piece \(run.sizes.max() ?? 0) bytes")
    // And it reads back as the model.
    let decoded = try JSONDecoder().decode(Contract.self, from: Data(run.out))
    #expect(decoded == (try ContractLoader().load(path)))
  }
}
