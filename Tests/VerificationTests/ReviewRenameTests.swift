import Contracts
import Foundation
import Testing

@testable import Verification

/// Renames against the shipped reviewed baseline: a section renamed with its rows and a row
/// whose key changed are reported as renamed (old → new), not as unrelated removals and
/// additions.
@Suite struct ReviewRenameTests {
  static let published = "contracts/driver-app/language-contract.md"
  static let reviewed = "contracts/driver-app/language-contract.reviewed.md"
  static let prefix = "driver-app-language-contract/"

  func compare(editing edit: (String) -> String) throws -> ReviewComparison {
    let text = try String(
      contentsOf: Fixtures.root.appendingPathComponent(Self.published), encoding: .utf8)
    let edited = edit(text)
    #expect(edited != text, "the edit changed nothing")
    return ReviewComparison(
      baseline: try Fixtures.contract(Self.reviewed),
      current: try Fixtures.parse(edited, file: Self.published))
  }

  @Test func aSectionRenamedWithItsRowsIsOneRename() throws {
    let comparison = try compare {
      $0.replacingOccurrences(of: "## Troubleshooting", with: "## Diagnostics")
    }
    let rename = try #require(comparison.sections.first)
    #expect(comparison.sections.count == 1)
    #expect(rename.baselineHeading == "Troubleshooting")
    #expect(rename.currentHeading == "Diagnostics")
    #expect(rename.matchedClauses == 5)
    #expect(rename.baselineClauses == 5)
    #expect(rename.baselineLocation.line == 61)
    #expect(rename.currentLocation.line == 67)
    let moved = comparison.clauses.filter { $0.section == "Diagnostics" }
    #expect(moved.count == 5)
    #expect(comparison.count(.removed) == 0)
    #expect(comparison.count(.added) == 0)
    // Four rows read the same (renamed), the reworded one is changed; all keep their old id.
    #expect(moved.map(\.status) == [.renamed, .renamed, .renamed, .changed, .renamed])
    #expect(
      moved.map(\.baselineClauseID)
        == moved.map {
          $0.clauseID.replacingOccurrences(of: "/diagnostics/", with: "/troubleshooting/")
        })
    #expect(moved.allSatisfy { $0.baselineSection == "Troubleshooting" })
    #expect(moved[0].diff == nil)
    #expect(moved[3].diff?.hasChanges == true)
    #expect(!comparison.isUnchanged)
    #expect(comparison.changedClauseIDs.isSuperset(of: Set(moved.map(\.clauseID))))
  }

  @Test func aRowWhoseKeyAloneChangedIsRenamed() throws {
    let comparison = try compare {
      $0.replacingOccurrences(of: "| App remains loading |", with: "| App keeps loading |")
    }
    let change = try #require(comparison.clauses.first { $0.key == "App keeps loading" })
    #expect(change.status == .renamed)
    #expect(change.clauseID == Self.prefix + "troubleshooting/app-keeps-loading")
    #expect(change.baselineClauseID == Self.prefix + "troubleshooting/app-remains-loading")
    #expect(change.baselineKey == "App remains loading")
    #expect(change.baselineSection == nil)
    #expect(change.baselineLocation?.line == 67)
    #expect(change.currentLocation?.line == 73)
    #expect(change.diff?.annotated.hasPrefix("App [-remains-]{+keeps+} loading |") == true)
    #expect(!comparison.clauses.contains { $0.status == .removed || $0.status == .added })
  }

  @Test func aRowWithANewKeyAndOtherWordsIsChangedNotRenamed() throws {
    let comparison = try compare {
      $0.replacingOccurrences(
        of: "| App remains loading | Language/default/dictionary effect",
        with: "| App keeps loading | Language/default/dictionary effects")
    }
    let change = try #require(comparison.clauses.first { $0.key == "App keeps loading" })
    #expect(change.status == .changed)
    #expect(change.baselineClauseID == Self.prefix + "troubleshooting/app-remains-loading")
  }

  @Test func aRemovedRowKeepsItsBaselineLineAndText() throws {
    let comparison = try compare {
      $0.replacingOccurrences(
        of:
          "| RTL flag present | Metadata says language is RTL. | Verify native layout direction separately. |\n",
        with: "")
    }
    let removed = try #require(comparison.clauses.first { $0.status == .removed })
    #expect(removed.clauseID == Self.prefix + "limits-and-failure-states/rtl-flag-present")
    #expect(removed.idInBaseline == removed.clauseID)
    #expect(removed.baselineLocation?.line == 58)
    #expect(
      removed.baselineText
        == "RTL flag present | Metadata says language is RTL. | Verify native layout direction separately."
    )
    #expect(comparison.sections.isEmpty)
  }

  @Test func aNewSectionWithOtherRowsIsNotARename() throws {
    let comparison = try compare {
      $0.replacingOccurrences(
        of: "## Troubleshooting",
        with:
          "## Glossary\n\n| Term | Meaning |\n| --- | --- |\n| Key | A product key |\n\n## Troubleshooting"
      )
    }
    #expect(comparison.sections.isEmpty)
    #expect(comparison.clauses.filter { $0.status == .added }.map(\.key) == ["Key"])
  }
}
