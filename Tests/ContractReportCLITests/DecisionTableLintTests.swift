import Foundation
import Testing

@testable import ContractReportCLI

/// `contract-report lint` reports decision-table cells that cannot be read, at file:line:col.
@Suite struct DecisionTableLintTests {
  final class Output: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  @Test func anUnreadableExampleCellFailsLint() async throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let shipped = try String(
      contentsOf: root.appendingPathComponent("contracts/driver-app/language-examples.md"),
      encoding: .utf8)
    let edited = shipped.replacingOccurrences(
      of:
        "| Select a different language | es | start; dictionary; select fr | yes | fr | fr | es | fr | yes | 1 | 2 |",
      with:
        "| Select a different language | es | start; dictionary; select fr | yes | fr | fr | es | fr | yes | one | 2 |"
    )
    #expect(edited != shipped)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("decision-lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try edited.write(
      to: folder.appendingPathComponent("language-examples.md"), atomically: true, encoding: .utf8)
    try "# Stub\n".write(
      to: folder.appendingPathComponent("language-contract.md"), atomically: true,
      encoding: .utf8)

    let output = Output()
    let console = Console(
      environment: [:], isTerminal: false, writeOut: { output.append($0) },
      writeError: { output.append($0) })
    let path = folder.appendingPathComponent("language-examples.md").path
    let status = await ContractReportCommand.run(["lint", path], console: console)
    #expect(status == 1)
    let line = shipped.components(separatedBy: "\n").firstIndex {
      $0.hasPrefix("| Select a different language |")
    }.map { $0 + 1 }
    #expect(
      output.value.contains(
        "\(path):\(line ?? 0):101: error: column 'Writes?': 'one' is not a number [decision-cell]"
      ), "\(output.value)")
  }
}
