import Testing

@testable import Support

@Suite struct ForkJoinTests {
  @Test func runsBothAndReturnsBothResults() {
    for size in [0, 1, 1000] {
      let (here, there) = ForkJoin.run {
        (0..<size).reduce(0, +)
      } _: {
        (0..<size).map { $0 * 2 }
      }
      #expect(here == size * (size - 1) / 2)
      #expect(there == (0..<size).map { $0 * 2 })
    }
  }
}
