import ContractReportCLI
import Foundation
import Testing
import TranslationCoverage

/// Runs `contract-report` in-process with a capturing console.
struct CommandRunner {
  struct Outcome {
    var code: Int32
    var out: String
    var error: String
  }

  private final class Capture: @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var out = ""
    private var error = ""

    func append(out text: String) { lock.withLock { out += text } }
    func append(error text: String) { lock.withLock { error += text } }
    var texts: (String, String) { lock.withLock { (out, error) } }
  }

  /// Runs a command line; with `answer`, a person at a terminal types it when asked.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], answer: String? = nil
  ) async -> Outcome {
    let capture = Capture()
    var readAnswer: (@Sendable () -> String?)?
    if let answer { readAnswer = { @Sendable in answer } }
    let console = Console(
      environment: environment, isTerminal: false,
      writeOut: { capture.append(out: $0) }, writeError: { capture.append(error: $0) },
      readAnswer: readAnswer)
    let code = await ContractReportCommand.run(arguments, console: console)
    let (out, error) = capture.texts
    return Outcome(code: code, out: out, error: error)
  }
}

/// A fresh directory under the system temporary directory.
struct TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contract-report-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  var path: String { url.path }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }

  func write(_ text: String, to relativePath: String) throws {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ relativePath: String) -> String? {
    FileManager.default.contents(atPath: url.appendingPathComponent(relativePath).path).map {
      String(decoding: $0, as: UTF8.self)
    }
  }
}

enum Repository {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let contracts = root.appendingPathComponent("contracts")

  /// Fails when `output` holds any multi-word value of the shipped dictionaries (copy that is
  /// not also a key name).
  static func expectNoDictionaryValue(
    in output: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    for code in ["en", "es", "ar", "he"] {
      let dictionary = try DictionaryFile.load(
        contentsOf: contracts.appendingPathComponent("translations/dictionaries/\(code).json"))
      for text in dictionary.entries.values where text.contains(" ") {
        #expect(
          !output.contains(text), "a \(code) dictionary value was printed",
          sourceLocation: sourceLocation)
      }
    }
  }
}
