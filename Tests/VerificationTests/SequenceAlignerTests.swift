import TestSupport
import Testing

@testable import Verification

/// The alignment under every word diff and review comparison: a longest common subsequence,
/// in order, that stays cheap for long sequences with few edits.
@Suite struct SequenceAlignerTests {
  /// Length of a longest common subsequence by the textbook table (small inputs only).
  static func referenceLength(_ old: [Int], _ new: [Int]) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
    for row in old.indices.reversed() {
      for column in new.indices.reversed() {
        table[row][column] =
          old[row] == new[column]
          ? table[row + 1][column + 1] + 1 : max(table[row + 1][column], table[row][column + 1])
      }
    }
    return table[0][0]
  }

  @Test func pairsAreACommonSubsequenceOfMaximalLength() {
    var generator = SeededGenerator(state: 7)
    for _ in 0..<300 {
      let old = (0..<Int(generator.next() % 14)).map { _ in Int(generator.next() % 4) }
      let new = (0..<Int(generator.next() % 14)).map { _ in Int(generator.next() % 4) }
      let pairs = SequenceAligner.longestCommonSubsequence(old, new)
      #expect(pairs.count == Self.referenceLength(old, new), "\(old) → \(new)")
      #expect(pairs.allSatisfy { old[$0.0] == new[$0.1] })
      #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
    }
  }

  /// Two 100,000-row tables a few rows apart: a table of every pair of positions would need
  /// 80 GB; the alignment needs memory for the edits only.
  @Test func longSequencesWithFewEditsAlignWithoutATableOfEveryPair() {
    let old = Array(0..<100_000)
    var new = old
    new.remove(at: 50_000)
    new.insert(-1, at: 10)
    new[99_000] = -2
    let pairs = SequenceAligner.longestCommonSubsequence(old, new)
    #expect(pairs.count == 100_000 - 2)
    #expect(pairs.first! == (0, 0))
    #expect(pairs.last! == (99_999, 99_999))
  }
}
