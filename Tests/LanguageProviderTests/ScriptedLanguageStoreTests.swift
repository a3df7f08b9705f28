import LanguageProvider
import Testing

@Suite("Scripted language store")
struct ScriptedLanguageStoreTests {
  @Test("held operations wait for the test and can be released out of order")
  func heldOperations() async {
    let store = ScriptedLanguageStore()
    await store.holdOperations(true)
    async let first = store.persist(Fixture.english, for: Fixture.namespace)
    async let second = store.persist(Fixture.arabic, for: Fixture.otherAccount)
    let a = await store.nextHeldOperation()
    let b = await store.nextHeldOperation()
    let released = [a, b].first { $0.namespace == Fixture.otherAccount }!
    #expect(await store.release(released))
    #expect(await store.release(released) == false)
    #expect(await store.record(for: Fixture.namespace) == nil)
    await store.releaseAll()
    #expect(await first == .success)
    #expect(await second == .success)
    #expect(await store.record(for: Fixture.otherAccount) == Fixture.arabic)
    #expect(await store.writes.count == 2)
  }

  @Test("injected failures and restore results")
  func injected() async {
    let store = ScriptedLanguageStore(records: [Fixture.namespace: Fixture.english])
    await store.failNextWrite(reason: "disk full")
    #expect(
      await store.persist(Fixture.arabic, for: Fixture.namespace) == .failure(reason: "disk full"))
    #expect(await store.record(for: Fixture.namespace) == Fixture.english)
    await store.failWrites(reason: "read-only")
    #expect(
      await store.persist(Fixture.arabic, for: Fixture.namespace) == .failure(reason: "read-only"))
    await store.failWrites(reason: nil)
    #expect(await store.persist(Fixture.arabic, for: Fixture.namespace) == .success)
    await store.setRestoreResult(.corrupt(reason: "bad"), for: Fixture.namespace)
    #expect(await store.restore(Fixture.namespace) == .corrupt(reason: "bad"))
    await store.setRestoreResult(nil, for: Fixture.namespace)
    #expect(await store.restore(Fixture.namespace) == .record(Fixture.arabic))
    #expect(await store.restore(Fixture.otherAccount) == StoreRestoreResult.none)
  }
}
