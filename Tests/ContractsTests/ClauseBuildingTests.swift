import ContractMarkdown
import Contracts
import Foundation
import Testing

/// A loader that skips clauses (lint) must give the same document otherwise, and building the
/// clauses afterwards must give exactly what a full parse gives.
@Suite struct ClauseBuildingTests {
  static let mixed = """
    ---
    id: mixed
    ---
    # Mixed

    ## Rows and items

    | Key | Value |
    |---|---|
    | Same | one |
    | Same | two |
    |  | empty key |

    - Same
    - Other
      continued

    | Key | Value |
    |---|---|
    | Same | three |

    ## Second

    - Same
    """

  static func documents() throws -> [(String, [UInt8])] {
    let shipped = ["language-contract.md", "language-contract.reviewed.md", "signoff.md"].map {
      "contracts/driver-app/" + $0
    }
    return try shipped.map {
      ($0, Array(try Data(contentsOf: URL(fileURLWithPath: Fixtures.path($0)))))
    } + [("docs/mixed.md", Array(mixed.utf8))]
  }

  @Test func skippingThenBuildingEqualsAFullParse() throws {
    var structural = ContractLoader()
    structural.buildsClauses = false
    for (path, bytes) in try Self.documents() {
      let full = try ContractLoader().parse(bytes, path: path)
      let bare = try structural.parse(bytes, path: path)
      #expect(!full.clauses.isEmpty, "\(path)")
      #expect(bare.clauses.isEmpty && bare.sections.allSatisfy(\.clauseIDs.isEmpty), "\(path)")
      var stripped = full
      stripped.clauses = []
      for index in stripped.sections.indices { stripped.sections[index].clauseIDs = [] }
      #expect(bare == stripped, "\(path): only the clauses differ")
      #expect(bare.withClauses() == full, "\(path)")
      #expect(full.withClauses() == full, "\(path): building again changes nothing")
    }
  }

  @Test func idsStayUniqueAcrossTablesAndLists() throws {
    let contract = try Contract.parse(Array(Self.mixed.utf8), file: "docs/mixed.md")
    #expect(
      contract.clauses.map(\.id) == [
        "mixed/rows-and-items/same", "mixed/rows-and-items/same-2",
        "mixed/rows-and-items/row-3", "mixed/rows-and-items/same-3",
        "mixed/rows-and-items/other-continued", "mixed/rows-and-items/same-4",
        "mixed/second/same",
      ])
  }
}
