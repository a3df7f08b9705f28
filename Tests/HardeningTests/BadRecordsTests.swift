import Foundation
import TestSupport
import Testing

@testable import ContractReportCLI

/// Review records and translation files with wrong types, unknown keys and missing fields:
/// `lint` (and `check`, which runs the same rules) names the file, the line and column, and
/// the field. There is no settings file (`contract-report.json`) in this version to cover.
@Suite(.timeLimit(.minutes(10)))
struct BadRecordsTests {
  final class Capture: @unchecked Sendable {
    // Unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  /// A copy of the repository's contracts with some files replaced.
  static func workspace(replacing files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try RepositoryContracts.copy(into: folder.url)
    for (path, text) in files { try folder.write("contracts/" + path, text) }
    return folder
  }

  static func run(_ arguments: [String]) async -> (status: Int32, output: String) {
    let capture = Capture()
    let console = Console(
      environment: [:], isTerminal: false, writeOut: { capture.append($0) },
      writeError: { capture.append($0) })
    let status = await ContractReportCommand.run(arguments, console: console)
    return (status, capture.value)
  }

  /// Expects a line starting with `prefix` (file:line:col: severity:) that contains `fragment`.
  static func expectLine(
    _ output: String, _ prefix: String, _ fragment: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let lines = output.split(separator: "\n")
    #expect(
      lines.contains { $0.hasPrefix(prefix) && $0.contains(fragment) },
      "no line '\(prefix)…\(fragment)…' in:\n\(output)", sourceLocation: sourceLocation)
  }

  static let rtlReview = """
    ---
    title: "RTL review"
    kind: rtl-review
    bulid: "4.12.0"
    ---

    # RTL review

    ## Review

    | Locale | Area | Status | Build | Date | Notes |
    | --- | --- | --- | --- | --- | --- |
    | ar | maps | yes | 4.12.0 | 2026-13-45 | |
    | xx | maps | pass | 4.12.0 | 2026-11-18 | |
    | ar | mapz | pass | 4.12.0 | 2026-11-18 | |
    | ar | numerals | pass | 4.12.0 | yesterday | |

    ## Second table

    | Locale | Area | Stauts | Build | Date | Notes |
    | --- | --- | --- | --- | --- | --- |
    | ar | maps | pass | x | 2026-11-18 | |

    """

  @Test func rtlReviewWithWrongValuesUnknownKeysAndMissingColumns() async throws {
    let folder = try Self.workspace(replacing: ["driver-app/rtl-review.md": Self.rtlReview])
    defer { folder.remove() }
    let file = folder.path + "/contracts/driver-app/rtl-review.md"
    let (status, output) = await Self.run(["lint", folder.path + "/contracts"])
    #expect(status == 1)
    Self.expectLine(output, "\(file):4:1: warning:", "unknown front-matter key 'bulid'")
    Self.expectLine(output, "\(file):13:15: error:", "unknown status 'yes'")
    Self.expectLine(output, "\(file):13:30: error:", "date '2026-13-45' is not an ISO 8601 date")
    Self.expectLine(output, "\(file):14:3: error:", "unknown locale 'xx'")
    Self.expectLine(output, "\(file):15:8: error:", "unknown area 'mapz'")
    Self.expectLine(output, "\(file):16:35: error:", "date 'yesterday' is not an ISO 8601 date")
    Self.expectLine(output, "\(file):20:19: error:", "unknown column 'Stauts'")
    Self.expectLine(output, "\(file):20:1: error:", "lacks column(s) status")
  }

  @Test func signoffWithWrongValuesUnknownKeysAndMissingColumns() async throws {
    let signoff = """
      ---
      title: "Sign-off"
      kind: signoff
      ---

      # Sign-off

      ## Sign-offs

      | Release | Contract | Fingerprint | Role | Decision | Date | Notes |
      | --- | --- | --- | --- | --- | --- | --- |
      | 4.12.0 | driver-app-language-contract | abc | QA | maybe | 21/11/2026 | |

      ## Other

      | Release | Contract | Fingerprint | Approver | Decision | Date | Notes |
      | --- | --- | --- | --- | --- | --- | --- |
      | 4.12.0 | x | y | z | approved | 2026-11-21 | |

      """
    let folder = try Self.workspace(replacing: ["driver-app/signoff.md": signoff])
    defer { folder.remove() }
    let file = folder.path + "/contracts/driver-app/signoff.md"
    let (status, output) = await Self.run(["lint", folder.path + "/contracts"])
    #expect(status == 1)
    Self.expectLine(output, "\(file):12:", "unknown decision 'maybe'")
    Self.expectLine(output, "\(file):16:", "unknown column 'Approver'")
    Self.expectLine(output, "\(file):16:1: error:", "lacks column(s) role")
    // The decision is checked first; a valid one lets the date and fingerprint be read.
    let fixed = signoff.replacingOccurrences(of: "| maybe |", with: "| approved |")
    try folder.write("contracts/driver-app/signoff.md", fixed)
    let (_, second) = await Self.run(["lint", folder.path + "/contracts"])
    Self.expectLine(second, "\(file):12:", "date '21/11/2026' is not an ISO 8601 date")
    Self.expectLine(second, "\(file):12:", "fingerprint must be 64 hexadecimal digits")
  }

  @Test(arguments: [
    (
      "translations/languages.json",
      #"[{"id": 1, "code": "en", "name": "English", "rlt": false, "default": true}]"#,
      #"1:52: error: language 1 has unknown field "rlt""#
    ),
    (
      "translations/languages.json",
      "[\n{\"id\": 1, \"code\": \"en\", \"name\": \"English\", \"rtl\": \"no\", \"default\": true}]",
      #"2:51: error: "rtl" of language 1 is a string, expected a boolean"#
    ),
    (
      "translations/languages.json",
      #"[{"id": 1, "name": "English", "default": true}]"#,
      #"1:2: error: language 1 has no "code""#
    ),
    (
      "translations/languages.json",
      #"[{"id": 1, "code": "en", "name": "English", "default": true, "code": "es"}]"#,
      #"1:70: error: "code" is given twice (first at line 1, column 20); give it once"#
    ),
    (
      "translations/catalogue.json", #"{"version": 1, "keys": {}, "dynamicCals": []}"#,
      #"error: dynamicCals: unknown field "dynamicCals""#
    ),
    (
      "translations/catalogue.json", #"{"keys": {}}"#,
      #"1:1: error: missing "version""#
    ),
    (
      "translations/catalogue.json",
      #"{"version": 1, "keys": {"A": {"fallback": "x"}, "A": {"fallback": "y"}}}"#,
      #"1:54: error: "A" is given twice (first at line 1, column 30); give it once"#
    ),
    (
      "translations/dictionaries/es.json", #"{"error": false, "result": {"LOGIN": 42}}"#,
      "1:38: error: the value of LOGIN is a number, expected a string"
    ),
    (
      "translations/dictionaries/es.json", #"{"error": false, "result": {"LOGIN": "Entrar""#,
      "1:46: error: malformed JSON"
    ),
  ])
  func translationFileErrorsNameFileLineAndField(path: String, json: String, expected: String)
    async throws
  {
    let folder = try Self.workspace(replacing: [path: json])
    defer { folder.remove() }
    let file = folder.path + "/contracts/" + path
    let lint = await Self.run(["lint", folder.path + "/contracts"])
    #expect(lint.status == 1)
    Self.expectLine(lint.output, file + ":", expected)
    #expect(lint.output.contains("[translation-file]"))
    // `check` fails too instead of silently leaving RTL status or coverage out of the report:
    // with coverage configured in contract-report.json the broken file is unreadable input
    // (exit 2), otherwise a lint error (exit 1).
    let check = await Self.run(["check", folder.path + "/contracts", "--dry-run"])
    #expect(check.status == 1 || check.status == 2)
    #expect(check.output.contains(path))
  }
}
