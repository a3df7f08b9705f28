import ContractMarkdown
import Contracts
import Foundation
import RTLReview
import Testing
import TranslationCoverage
import Verification

@testable import ComplianceReport

@Suite struct RTLStatusReportTests {
  static let languages = LanguageList(languages: [
    ConfiguredLanguage(
      id: 1, code: "en", name: "English", isRightToLeft: false, isDefault: true, isEnabled: true),
    ConfiguredLanguage(
      id: 2, code: "ar", name: "Arabic", isRightToLeft: true, isDefault: false, isEnabled: true),
    ConfiguredLanguage(
      id: 3, code: "fa", name: "Persian", isRightToLeft: false, isDefault: false, isEnabled: true),
    ConfiguredLanguage(
      id: 4, code: "de", name: "German", isRightToLeft: true, isDefault: false, isEnabled: true),
  ])

  static func record(status: (RTLArea) -> String, build: (RTLArea) -> String = { _ in "7" }) throws
    -> RTLReviewRecord
  {
    let rows = RTLArea.allCases.map {
      "| ar | \($0.rawValue) | \(status($0)) | \(build($0)) | 2026-11-10 | |"
    }.joined(separator: "\n")
    let text =
      "---\nbuild: \"7\"\n---\n# R\n\n## Review\n\n| Locale | Area | Status | Build | Date | Notes |\n|---|---|---|---|---|---|\n\(rows)\n"
    return RTLReviewRecord(
      document: try Contract.parse(Array(text.utf8), file: "rtl-review.md"),
      knownLocales: ["en", "ar", "fa", "de"])
  }

  static func status(
    _ record: RTLReviewRecord?, dictionary: [String: String] = [:], changed: String? = nil,
    evidence: ClauseVerdict = .passed
  ) -> RTLStatusReport {
    let result = ClauseResult(
      clauseID: "c/s/rtl-language", section: "S", key: "RTL language", kind: .row, file: "c.md",
      location: SourceLocation(line: 1, column: 1), verdict: evidence)
    return RTLStatusReport.make(
      record: record, languages: languages,
      dictionaries: ["ar": RTLDictionaryScan(TranslationDictionary(entries: dictionary))],
      results: [result],
      contractChanged: changed)
  }

  @Test func metadataMismatchInBothDirections() {
    let report = Self.status(nil)
    #expect(
      report.metadataFindings == [
        "fa: script is right-to-left but rtl is false in the language metadata",
        "de: rtl is true but de is not written in a right-to-left script",
      ])
    #expect(report.locales.map(\.locale) == ["ar", "fa", "de"])
  }

  @Test func everyAreaPassingOnTheBuildIsSupported() throws {
    let report = Self.status(try Self.record { _ in "pass" })
    #expect(report.locales.first?.overall == .supported)
  }

  @Test func metadataAloneIsNeverSupport() {
    #expect(Self.status(nil).locales.first?.overall == .notStarted)
  }

  @Test func anotherBuildOrAnExceptionIsPartial() throws {
    let otherBuild = Self.status(
      try Self.record(status: { _ in "pass" }, build: { $0 == .maps ? "6" : "7" }))
    #expect(otherBuild.locales.first?.overall == .partial)
    #expect(otherBuild.locales.first?.reasons == ["maps: reviewed on 6, not 7"])
    let exception = Self.status(
      try Self.record { $0 == .numerals ? "pass with exceptions" : "pass" })
    #expect(exception.locales.first?.overall == .partial)
  }

  @Test func aFailingAreaFailsTheLocale() throws {
    let report = Self.status(try Self.record { $0 == .maps ? "fail" : "pass" })
    #expect(report.locales.first?.overall == .failing)
  }

  @Test func aReviewOlderThanTheContractIsStale() throws {
    let report = Self.status(try Self.record { _ in "pass" }, changed: "2026-11-20")
    #expect(report.locales.first?.overall == .stale)
    #expect(
      report.locales.first?.reasons.first == "last reviewed 2026-11-10, contract changed 2026-11-20"
    )
  }

  @Test func dictionaryChecksAndEvidenceKeepItPartial() throws {
    let record = try Self.record { _ in "pass" }
    let edge = Self.status(record, dictionary: ["GREETING": "_name_ مرحبا", "OK": "حسنا"])
    #expect(edge.locales.first?.overall == .partial)
    #expect(edge.locales.first?.unisolatedPlaceholderKeys == ["GREETING"])
    let override = Self.status(record, dictionary: ["X": "\u{202E}abc"])
    #expect(override.locales.first?.bidiControlKeys == ["X"])
    // Keys come out in order whatever order the dictionary holds them in.
    let keys = (0..<50).map { "KEY_\($0)" }
    let many = Self.status(
      record,
      dictionary: Dictionary(
        uniqueKeysWithValues: keys.map { ($0, "_count_ \u{202B}\($0)") } + [("PLAIN", "حسنا")]))
    #expect(many.locales.first?.bidiControlKeys == keys.sorted())
    #expect(many.locales.first?.unisolatedPlaceholderKeys == keys.sorted())
    let broken = Self.status(record, evidence: .failed)
    #expect(broken.locales.first?.overall == .partial)
    #expect(broken.locales.first?.reasons == ["clause RTL language: failed"])
  }
}

/// A dictionary scan reads a decoded file's texts in place; it must list what reading the
/// same entries as `String`s lists.
@Suite struct RTLDictionaryScanTests {
  @Test("a decoded file and its entries as strings give the same sorted key lists")
  func decodedAndStringsAgree() throws {
    let texts = [
      "_name_ שלום", "שלום _name_.", "\u{2068}_name_\u{2069} שלום", "\u{202B}שלום\u{202C}",
      "\u{202E}_x_", "שלום", "", "a _b_ c", "é :amount:", "%1$s \u{061F}",
    ]
    var entries: [String: String] = [:]
    var json: [String] = []
    for index in 0..<40 {
      let key = "KEY_\(39 - index)"
      let text = texts[index % texts.count]
      entries[key] = text
      json.append("\"\(key)\": \"\(text)\"")
    }
    let data = Data("{\"error\": false, \"result\": {\(json.joined(separator: ", "))}}".utf8)
    let decoded = RTLDictionaryScan(try DictionaryFile.decode(data, file: "ar.json"))
    let strings = RTLDictionaryScan(TranslationDictionary(entries: entries))
    #expect(decoded == strings)
    let bidi = entries.filter { BidiControls.containsEmbeddingOrOverride($0.value) }.keys
    let edge = entries.filter { BidiControls.hasUnisolatedEdgePlaceholder($0.value) }.keys
    #expect(decoded.bidiControlKeys == bidi.sorted())
    #expect(decoded.unisolatedPlaceholderKeys == edge.sorted())
    #expect(!decoded.bidiControlKeys.isEmpty && !decoded.unisolatedPlaceholderKeys.isEmpty)
  }
}
