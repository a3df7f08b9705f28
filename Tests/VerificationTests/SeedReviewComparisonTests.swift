import Contracts
import Testing

@testable import Verification

/// The published Driver App contract against its reviewed baseline: the comparison finds what
/// really changed between the two seeds and nothing else.
@Suite struct SeedReviewComparisonTests {
  let comparison: ReviewComparison

  init() throws {
    comparison = ReviewComparison(
      baseline: try Fixtures.contract("contracts/driver-app/language-contract.reviewed.md"),
      current: try Fixtures.contract("contracts/driver-app/language-contract.md"))
  }

  @Test func exactlyTheRewordedClausesChanged() {
    let changed = comparison.clauses.filter { $0.status != .unchanged }.map {
      "\($0.status.rawValue) \($0.clauseID)"
    }
    let prefix = "driver-app-language-contract/"
    #expect(
      changed == [
        "changed \(prefix)prerequisites/a-dictionary-version-for-driver-app-product-keys",
        "changed \(prefix)prerequisites/check-text-direction-layout-mirroring-icons-numbers-dates-maps-and-native-provider-ui",
        "changed \(prefix)responsibility-boundaries/rtl-metadata",
        "changed \(prefix)limits-and-failure-states/mixed-language-screen",
        "changed \(prefix)troubleshooting/rtl-text-appears-without-mirrored-layout",
      ])
    #expect(comparison.count(.unchanged) == 29)
    #expect(comparison.clauses.count == 34)
  }

  @Test func wordDiffsShowTheRewording() throws {
    let item = try #require(
      comparison.clauses.first { $0.key == "A dictionary version for Driver App product keys." })
    #expect(
      item.diff?.annotated == "A [-reviewed-] dictionary version for Driver App product keys.")
    let rtl = try #require(
      comparison.change(for: "driver-app-language-contract/responsibility-boundaries/rtl-metadata"))
    #expect(rtl.diff?.old == rtl.baselineText)
    #expect(rtl.diff?.new == rtl.currentText)
    #expect(
      rtl.currentText
        == "RTL metadata | Preserve returned/stored RTL flag. | The Driver App provider does not apply native layout direction from this flag."
    )
  }

  @Test func theRenamedColumnMarksItsTable() {
    #expect(comparison.tables.count == 1)
    #expect(comparison.tables.first?.section == "Inputs and result")
    #expect(comparison.tables.first?.baselineColumns[1] == "Source transition")
    #expect(comparison.tables.first?.currentColumns[1] == "Transition")
    #expect(
      comparison.tables.first?.diff.annotated
        == "Input/state | [-Source transition-]{+Transition+} | Result | Partial/failure boundary")
  }

  @Test func proseChanges() {
    let summary = comparison.prose.map {
      "\($0.status.rawValue) [\($0.section)] \(($0.currentText ?? $0.baselineText ?? "").prefix(30))"
    }
    #expect(
      summary == [
        "changed [] Driver App language contract",
        "removed [] This public contract is source",
        "added [] The visible language, loaded t",
        "changed [Troubleshooting] Revisit this contract whenever",
        "changed [Troubleshooting] Related guides: Change languag",
      ])
  }
}
