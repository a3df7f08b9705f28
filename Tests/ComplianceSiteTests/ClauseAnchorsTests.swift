import ComplianceReport
import ContractMarkdown
import Contracts
import Testing
import Verification

@testable import ComplianceSite

/// Where ``ClauseAnchors`` places each clause id: the anchor the page gives it, and the first
/// clause and first result with that id, which the contract page reads its rows from.
@Suite struct ClauseAnchorsTests {
  static let markdown = """
    # Places

    ## Behaviour

    | Input | Result |
    | --- | --- |
    | Stored language | Restores it |
    | Missing dictionary | Falls back |

    ## Rules

    - Stored language
    """

  /// A result for `id` with `verdict`, at line `line`.
  static func result(_ id: String, _ verdict: ClauseVerdict, line: Int = 1) -> ClauseResult {
    ClauseResult(
      clauseID: id, section: "Behaviour", key: String(id.split(separator: "/").last ?? ""),
      kind: .row, file: "contracts/places.md", location: SourceLocation(line: line, column: 1),
      verdict: verdict)
  }

  static func anchors(results: (Contract) -> [ClauseResult]) throws -> (Contract, ClauseAnchors) {
    let contract = try SiteFixtures.parse(markdown, file: "contracts/places.md")
    let verification = ContractVerification(
      contract: contract.slug, file: contract.file, title: contract.title,
      results: results(contract))
    return (
      contract,
      ClauseAnchors(ContractResult(contract: contract, verification: verification, review: nil))
    )
  }

  @Test func everyClauseFindsItsFirstClauseAndFirstResult() throws {
    let (contract, anchors) = try Self.anchors { contract in
      // Results out of the text's order, the first clause's twice: the first one counts.
      [
        Self.result(contract.clauses[1].id, .failed),
        Self.result(contract.clauses[0].id, .passed, line: 7),
        Self.result(contract.clauses[0].id, .error, line: 8),
      ]
    }
    for (index, clause) in contract.clauses.enumerated() {
      let place = try #require(anchors.place(clause.id))
      #expect(place.clause == index)
      #expect(place.anchor == anchors.anchor(clause.id))
      #expect(place.anchor == anchors.placed(clause.id))
    }
    #expect(anchors.place(contract.clauses[0].id)?.result == 1)
    #expect(anchors.place(contract.clauses[1].id)?.result == 0)
    #expect(anchors.place(contract.clauses[2].id)?.result == nil)
    // The same key in two sections: each anchor is unique on the page.
    let all = contract.clauses.compactMap { anchors.placed($0.id) }
    #expect(Set(all).count == contract.clauses.count)
    #expect(anchors.sections == ContractPageModel.sectionAnchors(contract))
  }

  @Test func anOrphanedResultHasAPlaceButNoAnchor() throws {
    let orphan = "places/behaviour/deleted-row"
    let late = "places/behaviour/late-row"
    let (_, anchors) = try Self.anchors { _ in
      [
        Self.result(orphan, .orphaned),
        // First seen orphaned, then on a result that is not: it is placed on the page, and its
        // first result is still the orphaned one.
        Self.result(late, .orphaned),
        Self.result(late, .passed),
      ]
    }
    let place = try #require(anchors.place(orphan))
    #expect(place.anchor == nil && place.clause == nil && place.result == 0)
    #expect(anchors.placed(orphan) == nil)
    #expect(anchors.anchor(orphan) == "behaviour--deleted-row")
    let placed = try #require(anchors.place(late))
    #expect(placed.result == 1 && placed.clause == nil)
    #expect(placed.anchor == "late-row")
    #expect(anchors.placed(late) == "late-row")
    #expect(anchors.place("places/behaviour/never-seen") == nil)
  }
}
