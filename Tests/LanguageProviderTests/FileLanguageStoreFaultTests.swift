import Foundation
import LanguageProvider
import Testing

@Suite("File store honours its store-level faults")
struct FileLanguageStoreFaultTests {
  private func store(_ faults: Set<ProviderFault>) throws -> (FileLanguageStore, TemporaryDirectory)
  {
    let directory = try TemporaryDirectory()
    return (FileLanguageStore(directory: directory.url, faults: faults), directory)
  }

  @Test("RTL dropped on store or on restore")
  func rtlDropped() async throws {
    for fault in [ProviderFault.rtlDroppedOnStore, .rtlDroppedOnRestore] {
      let (faulty, directory) = try store([fault])
      defer { directory.remove() }
      _ = await faulty.persist(Fixture.arabic, for: Fixture.namespace)
      #expect(
        await faulty.restore(Fixture.namespace)
          == .record(
            LanguageRecord(
              id: "3", code: "ar", rtl: false, name: "Arabic")))
      let honest = FileLanguageStore(directory: directory.url)
      let raw = await honest.restore(Fixture.namespace)
      #expect((raw == .record(Fixture.arabic)) == (fault == .rtlDroppedOnRestore))
    }
  }

  @Test("failure reported as success, and accounts sharing one record")
  func failureAndSharing() async throws {
    let (faulty, directory) = try store([.storeFailureReportedAsSuccess, .accountsShareRecord])
    defer { directory.remove() }
    _ = await faulty.persist(Fixture.arabic, for: Fixture.namespace)
    #expect(await faulty.restore(Fixture.otherAccount) == .record(Fixture.arabic))
    let blocked = FileLanguageStore(
      directory: directory.url.appendingPathComponent(faulty.fileName(for: Fixture.namespace))
        .appendingPathComponent("x"), faults: [.storeFailureReportedAsSuccess])
    #expect(await blocked.persist(Fixture.arabic, for: Fixture.namespace) == .success)
    #expect(await blocked.restore(Fixture.namespace) == StoreRestoreResult.none)
  }
}
