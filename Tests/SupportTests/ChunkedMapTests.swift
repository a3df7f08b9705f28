import Testing

@testable import Support

@Suite struct ChunkedMapTests {
  @Test(arguments: [0, 1, 2, 15, 16, 17, 100, 1000, 4099])
  func resultsComeBackInIndexOrder(count: Int) {
    for parallelism in [1, 2, 3, 8] {
      for minimumChunk in [1, 16] {
        let squares = ChunkedMap.map(
          count: count, minimumChunk: minimumChunk, parallelism: parallelism
        ) { range in range.map { $0 * $0 } }
        #expect(squares == (0..<count).map { $0 * $0 })
      }
    }
  }

  @Test func chunksCoverTheRangeWithoutOverlap() {
    let ranges = ChunkedMap.map(count: 1000, parallelism: 4) { range in
      range.map { _ in range }
    }
    // Every index is in exactly one chunk, and the chunks are contiguous and increasing.
    var seen: [Range<Int>] = []
    for range in ranges where seen.last != range { seen.append(range) }
    #expect(seen.first?.lowerBound == 0)
    #expect(seen.last?.upperBound == 1000)
    for (previous, next) in zip(seen, seen.dropFirst()) {
      #expect(previous.upperBound == next.lowerBound)
    }
    #expect(seen.count == ChunkedMap.chunks(count: 1000, minimumChunk: 1, parallelism: 4))
  }

  @Test(arguments: [0, 1, 31, 32, 1000])
  func oneResultPerChunkInRangeOrder(count: Int) {
    for parallelism in [1, 2, 4] {
      let ranges = ChunkedMap.mapChunks(count: count, minimumChunk: 16, parallelism: parallelism) {
        $0
      }
      let expected =
        count == 0
        ? 0
        : ChunkedMap.chunks(
          count: count, minimumChunk: 16, parallelism: parallelism)
      #expect(ranges.count == expected)
      #expect(ranges.flatMap { Array($0) } == Array(0..<count))
      #expect(ranges.allSatisfy { !$0.isEmpty })
    }
  }

  @Test func chunkCount() {
    #expect(ChunkedMap.chunks(count: 1000, minimumChunk: 16, parallelism: 1) == 1)
    #expect(ChunkedMap.chunks(count: 31, minimumChunk: 16, parallelism: 2) == 1)
    #expect(ChunkedMap.chunks(count: 32, minimumChunk: 16, parallelism: 2) == 2)
    #expect(ChunkedMap.chunks(count: 10_000, minimumChunk: 16, parallelism: 2) == 16)
    #expect(ChunkedMap.chunks(count: 64, minimumChunk: 1, parallelism: 2) == 16)
  }
}
