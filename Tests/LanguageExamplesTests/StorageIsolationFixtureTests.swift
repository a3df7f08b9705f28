import LanguageProvider
import Testing

@testable import LanguageExamples

/// The storage-isolation fixture on small tables.
@Suite struct StorageIsolationFixtureTests {
  static let table = """
    ## Isolation

    | Case | Writes | Restore as | Restores? | Selection? | RTL? | Loading? | Store holds? |
    | --- | --- | --- | --- | --- | --- | --- | --- |
    | own | p1/a1 = ar | p1/a1 | ar (RTL) | ar (RTL) | yes | no | ar (RTL) |
    | other account | p1/a1 = ar | p1/a2 | — | en | no | no | — |
    | corrupt | p1/a1 = corrupt | p1/a1 | — | en | no | no | damaged |
    """

  @Test func eachPairRestoresItsOwnRecord() async throws {
    let results = try await Support.run(Self.table)
    #expect(results.count == 3)
    for result in results {
      #expect(result.verdict == .passed, "\(result.key): \(result.message ?? "")")
    }
  }

  @Test func sharedRecordsFailTheOtherAccountRow() async throws {
    let results = try await Support.run(Self.table, faults: [.accountsShareRecord])
    #expect(results.filter { $0.verdict != .passed }.map(\.key) == ["other account"])
    #expect(results[1].message?.hasPrefix("Restores?: expected —, observed ar (RTL)") == true)
  }

  @Test func writesAreRead() throws {
    let writes = try StorageIsolationFixture.parseWrites("p1/a1 = fr; p2/a9 = Corrupt").get()
    #expect(
      writes == [
        .init(namespace: ExampleNamespace(project: "p1", account: "a1"), value: "fr"),
        .init(namespace: ExampleNamespace(project: "p2", account: "a9"), value: "corrupt"),
      ])
    #expect(try StorageIsolationFixture.parseWrites("—").get() == [])
    #expect(throws: ExampleError.self) { try StorageIsolationFixture.parseWrites("p1 = fr").get() }
    #expect(throws: ExampleError.self) {
      try StorageIsolationFixture.parseWrites("p1/a1 = xx").get()
    }
    #expect(throws: ExampleError.self) { try StorageIsolationFixture.parseWrites("p1/a1").get() }
  }
}
