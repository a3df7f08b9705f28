import Contracts
import Testing

@testable import Verification

@Suite struct WordDiffTests {
  @Test func reconstructsBothTexts() {
    let diff = WordDiff(
      old: "Verify native layout direction separately.", new: "Verify the layout direction now.")
    #expect(diff.old == "Verify native layout direction separately.")
    #expect(diff.new == "Verify the layout direction now.")
    #expect(diff.annotated == "Verify [-native-]{+the+} layout direction [-separately.-]{+now.+}")
  }

  @Test func identicalTextHasNoChanges() {
    #expect(!WordDiff(old: "a b c", new: "a b c").hasChanges)
  }

  @Test func oneInsertedItemDoesNotMarkTheRestChanged() throws {
    let old = try Fixtures.parse("# T\n\n## L\n\n- alpha one\n- beta two\n- gamma three\n")
    let new = try Fixtures.parse(
      "# T\n\n## L\n\n- new first item\n- alpha one\n- beta two\n- gamma three!\n")
    let comparison = ReviewComparison(baseline: old, current: new)
    #expect(
      comparison.clauses.map { "\($0.status.rawValue) \($0.key)" } == [
        "added new first item", "unchanged alpha one", "unchanged beta two",
        "changed gamma three!",
      ])
  }

  @Test func removedRowAndRenamedKey() throws {
    let old = try Fixtures.parse(
      "# T\n\n## S\n\n| K | V |\n|---|---|\n| a | 1 |\n| b | 2 |\n| c | 3 |\n")
    let new = try Fixtures.parse("# T\n\n## S\n\n| K | V |\n|---|---|\n| a | 1 |\n| c | 4 |\n")
    let comparison = ReviewComparison(baseline: old, current: new)
    #expect(
      comparison.clauses.map { "\($0.status.rawValue) \($0.key)" } == [
        "unchanged a", "removed b", "changed c",
      ])
    #expect(comparison.clauses[1].clauseID == "t/s/b")
    #expect(comparison.change(for: "t/s/c")?.diff?.annotated == "c | [-3-]{+4+}")
  }
}
