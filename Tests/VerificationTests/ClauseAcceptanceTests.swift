import Contracts
import Foundation
import Testing

@testable import Verification

/// `review --accept FILE --clause ID`: one clause's lines move into the baseline, every other
/// difference stays.
@Suite struct ClauseAcceptanceTests {
  static let prefix = "driver-app-language-contract/"

  let baselineSource: String
  let currentSource: String

  init() throws {
    baselineSource = try String(
      contentsOf: Fixtures.root.appendingPathComponent(ReviewRenameTests.reviewed),
      encoding: .utf8)
    currentSource = try String(
      contentsOf: Fixtures.root.appendingPathComponent(ReviewRenameTests.published),
      encoding: .utf8)
  }

  func acceptance(current: String, baseline: String? = nil) throws -> ClauseAcceptance {
    ClauseAcceptance(
      baseline: try Fixtures.parse(baseline ?? baselineSource, file: "c.reviewed.md"),
      baselineSource: baseline ?? baselineSource,
      current: try Fixtures.parse(current, file: "c.md"), currentSource: current,
      acceptFileCommand: "contract-report review --accept c.md")
  }

  func differing(_ baseline: String, _ current: String) throws -> [String] {
    ReviewComparison(
      baseline: try Fixtures.parse(baseline, file: "c.reviewed.md"),
      current: try Fixtures.parse(current, file: "c.md")
    ).clauses.filter { $0.status != .unchanged }.map(\.clauseID)
  }

  @Test func aChangedClauseIsAcceptedAloneAndTheOthersStillDiffer() throws {
    let id = Self.prefix + "responsibility-boundaries/rtl-metadata"
    let before = try differing(baselineSource, currentSource)
    #expect(before.count == 5)
    let accepted = try acceptance(current: currentSource).accepting(id)
    let after = try differing(accepted, currentSource)
    #expect(after == before.filter { $0 != id })
    // Only that one line of the baseline changed.
    let old = baselineSource.split(separator: "\n", omittingEmptySubsequences: false)
    let new = accepted.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(old.count == new.count)
    let changedLines = zip(old, new).enumerated().filter { $0.element.0 != $0.element.1 }.map {
      $0.offset + 1
    }
    #expect(changedLines == [29])
    #expect(
      new[28].hasPrefix("| RTL metadata | Preserve returned/stored RTL flag. | The Driver App"))
  }

  @Test func addedRemovedAndRenamedClausesAreAcceptedInPlace() throws {
    var current = currentSource.replacingOccurrences(
      of:
        "| RTL flag present | Metadata says language is RTL. | Verify native layout direction separately. |\n",
      with: "")
    current = current.replacingOccurrences(
      of: "| App remains loading |", with: "| App keeps loading |")
    current = current.replacingOccurrences(
      of: "- Keep fallback strings free of private implementation details.\n",
      with: "- Keep fallback strings free of private implementation details.\n- A new rule.\n")
    var baseline = baselineSource
    for id in [
      "limits-and-failure-states/rtl-flag-present", "troubleshooting/app-keeps-loading",
      "security-and-privacy/a-new-rule",
    ] {
      baseline = try acceptance(current: current, baseline: baseline).accepting(Self.prefix + id)
    }
    #expect(try differing(baseline, current).count == 5)
    let lines = baseline.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!baseline.contains("| RTL flag present |"))
    #expect(lines.contains { $0.hasPrefix("| App keeps loading |") })
    let rule = try #require(lines.firstIndex(of: "- A new rule."))
    #expect(lines[rule - 1] == "- Keep fallback strings free of private implementation details.")
  }

  /// The refusal's message, or nil when the clause was accepted.
  func refusal(_ acceptance: ClauseAcceptance, _ clauseID: String) -> String? {
    do {
      _ = try acceptance.accepting(clauseID)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func refusalsSayWhatToRunInstead() throws {
    let renamed = currentSource.replacingOccurrences(
      of: "## Troubleshooting", with: "## Diagnostics")
    let inRenamed = try #require(
      refusal(try acceptance(current: renamed), Self.prefix + "diagnostics/app-remains-loading"))
    #expect(inRenamed.contains("renamed from 'Troubleshooting'"))
    #expect(inRenamed.hasSuffix("contract-report review --accept c.md"))
    let unchanged = Self.prefix + "inputs-and-result/select-current-language"
    #expect(
      refusal(try acceptance(current: currentSource), unchanged)
        == "clause \(unchanged) does not differ from the reviewed baseline")
    #expect(
      refusal(try acceptance(current: currentSource), "nope")
        == "no clause nope in c.md or its reviewed baseline")
  }
}
