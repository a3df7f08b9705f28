import ContractMarkdown
import Contracts
import Foundation
import RTLReview
import Testing

@Suite struct RTLReviewRecordTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  func record(_ markdown: String, locales: Set<String> = ["ar", "he", "en"]) throws
    -> RTLReviewRecord
  {
    let document = try Contract.parse(Array(markdown.utf8), file: "rtl-review.md")
    return RTLReviewRecord(document: document, knownLocales: locales)
  }

  @Test func shippedRecordReadsCleanly() throws {
    let document = try ContractLoader().load(
      Self.root.appendingPathComponent("contracts/driver-app/rtl-review.md").path)
    #expect(document.kind == .rtlReview)
    let record = RTLReviewRecord(document: document, knownLocales: ["en", "es", "fr", "ar", "he"])
    #expect(record.diagnostics.isEmpty)
    #expect(record.buildUnderReview == "4.12.0 (1207)")
    #expect(record.entries.count == 16)
    #expect(record.entries(for: "ar").map(\.area) == RTLArea.allCases)
    #expect(record.entries(for: "ar").first { $0.area == .maps }?.status == .fail)
    #expect(record.entries(for: "he").allSatisfy { $0.status == .notStarted && $0.date.isEmpty })
  }

  @Test func everyProblemIsNamedAtItsCell() throws {
    let text = """
      # RTL review

      ## Review

      | Locale | Area | Status | Build | Date | Notes |
      | --- | --- | --- | --- | --- | --- |
      | fa | maps | pass | 1 | 2026-01-02 | |
      | ar | gestures | pass | 1 | 2026-01-02 | |
      | ar | maps | done | 1 | 2026-01-02 | |
      | ar | icons | pass | 1 | 02/01/2026 | |
      | ar | numbers | pass | 1 | 2026-02-30 | |
      | ar | layout mirroring | pass | 1 | 2026-01-02 | |
      | ar | Layout Mirroring | fail | 1 | 2026-01-03 | |
      """
    let found = try record(text).diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.rule)"
    }
    #expect(
      found == [
        "7:3 rtl-review-locale", "8:8 rtl-review-area", "9:15 rtl-review-status",
        "10:27 rtl-review-date", "11:29 rtl-review-date", "13:1 rtl-review-duplicate",
      ])
    #expect(try record(text).entries.map(\.area) == [.layoutMirroring])
  }

  @Test func missingColumnsAreReported() throws {
    let text =
      "# R\n\n## Review\n\n| Locale | Area | Status |\n|---|---|---|\n| ar | maps | pass |\n"
    let diagnostics = try record(text).diagnostics
    #expect(diagnostics.map(\.rule) == ["rtl-review-columns"])
    #expect(diagnostics.first?.message.contains("build, date, notes") == true)
  }

  @Test(arguments: [
    ("Text direction and alignment", RTLArea.textDirection), ("icons", .directionalIcons),
    ("native/provider UI", .nativeAndProviderUI), ("Dates and times", .datesAndTimes),
    ("bidi isolation of user content", .bidiIsolation), ("numbers", .numerals),
  ])
  func areasAsReviewersWriteThem(text: String, area: RTLArea) {
    #expect(RTLArea(written: text) == area)
  }

  @Test func statusesAndDates() {
    #expect(RTLReviewStatus(written: "Pass with exceptions") == .passWithExceptions)
    #expect(RTLReviewStatus(written: "not-started") == .notStarted)
    #expect(RTLReviewStatus(written: "ok") == nil)
    #expect(ISODate.isValid("2024-02-29"))
    #expect(!ISODate.isValid("2023-02-29"))
    #expect(!ISODate.isValid("2026-1-02"))
  }

  @Test func rightToLeftScripts() {
    #expect(
      ["ar", "he", "fa", "ur", "ps", "sd", "ug", "ckb", "dv", "yi", "ar-EG", "ku-Arab"].allSatisfy(
        RightToLeftScripts.isRightToLeft))
    #expect(
      !["en", "es", "fr", "ku", "az-Latn", "tr"].contains(where: RightToLeftScripts.isRightToLeft))
  }
}
