import Foundation
import LanguageProvider
import Testing

/// The Swift provider's persistence over device storage: one key per project and account.
@Suite("Key-value language store")
struct KeyValueLanguageStoreTests {
  @Test("records round-trip per namespace, and namespaces never share a key")
  func isolation() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = KeyValueLanguageStore(storage: FileKeyValueStorage(directory: directory.url))
    #expect(await store.persist(Fixture.arabic, for: Fixture.namespace) == .success)
    #expect(await store.persist(Fixture.spanish, for: Fixture.otherAccount) == .success)
    #expect(await store.restore(Fixture.namespace) == .record(Fixture.arabic))
    #expect(await store.restore(Fixture.otherAccount) == .record(Fixture.spanish))
    #expect(await store.restore(Fixture.otherProject) == StoreRestoreResult.none)
    let keys = [Fixture.namespace, Fixture.otherAccount, Fixture.otherProject].map(store.key)
    #expect(Set(keys).count == 3)
    for key in keys {
      #expect(key.hasPrefix("language."))
      #expect(!key.contains(Fixture.project) && !key.contains(Fixture.account))
    }
  }

  @Test("a value that is not a record is corrupt; a failed read is unreadable")
  func damaged() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = FileKeyValueStorage(directory: directory.url)
    let store = KeyValueLanguageStore(storage: storage)
    _ = await storage.setValue(#"{"id":"3","co"#, forKey: store.key(for: Fixture.namespace))
    guard case .corrupt(let reason) = await store.restore(Fixture.namespace) else {
      Issue.record("expected corrupt")
      return
    }
    #expect(!reason.contains(Fixture.project))
    try FileManager.default.removeItem(
      at: storage.fileURL(forKey: store.key(for: Fixture.namespace)))
    try FileManager.default.createDirectory(
      at: storage.fileURL(forKey: store.key(for: Fixture.namespace)),
      withIntermediateDirectories: true)
    guard case .unreadable = await store.restore(Fixture.namespace) else {
      Issue.record("expected unreadable")
      return
    }
  }
}
