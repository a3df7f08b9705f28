import Foundation
import Testing

@testable import ComplianceReport

/// `RTLStatusReport.isEvidence(key:)` searches ASCII keys byte by byte; it must answer as
/// `key.contains("RTL")` does for every key, ASCII or not.
@Suite struct RTLEvidenceKeyTests {
  @Test(arguments: [
    "", "R", "RT", "RTL", "rtl", "RtL", "xRTLy", "RRTL", "RTRTL", "R TL", "RT-L", "ends RTL",
    "RTL\u{301}", "R\u{301}TL", "\u{301}RTL", "ÉRTL", "RTLé", "Ｒ Ｔ Ｌ", "ＲＴＬ", "R\u{200D}TL",
    "\u{600}RTL", "RT\u{1F1EB}L", "LTR", "key.with.RTL.inside", "🇫🇷RTL",
  ])
  func agreesWithContains(_ key: String) {
    #expect(RTLStatusReport.isEvidence(key: key) == key.contains("RTL"))
  }
}
