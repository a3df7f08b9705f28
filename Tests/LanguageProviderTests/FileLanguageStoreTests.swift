import Foundation
import LanguageProvider
import Testing

@Suite("File language store")
struct FileLanguageStoreTests {
  @Test("persist then restore round-trips id, code, RTL flag and name")
  func roundTrip() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileLanguageStore(directory: directory.url.appendingPathComponent("nested"))
    #expect(await store.restore(Fixture.namespace) == StoreRestoreResult.none)
    #expect(await store.persist(Fixture.arabic, for: Fixture.namespace) == .success)
    #expect(await store.restore(Fixture.namespace) == .record(Fixture.arabic))
  }

  @Test("accounts and projects are isolated; file names are hashes, not ids")
  func isolation() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileLanguageStore(directory: directory.url)
    #expect(await store.persist(Fixture.arabic, for: Fixture.namespace) == .success)
    #expect(await store.persist(Fixture.spanish, for: Fixture.otherAccount) == .success)
    #expect(await store.restore(Fixture.namespace) == .record(Fixture.arabic))
    #expect(await store.restore(Fixture.otherAccount) == .record(Fixture.spanish))
    #expect(await store.restore(Fixture.otherProject) == StoreRestoreResult.none)
    let names = directory.fileNames
    #expect(names.count == 2)
    for name in names {
      #expect(!name.contains(Fixture.project) && !name.contains(Fixture.account))
    }
    #expect(names.contains(store.fileName(for: Fixture.namespace)))
    #expect(store.fileName(for: Fixture.namespace) == "\(Fixture.namespace.fingerprint).json")
  }

  @Test("a write replaces the file atomically: an open reader keeps the old whole file")
  func atomicReplace() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileLanguageStore(directory: directory.url)
    _ = await store.persist(Fixture.english, for: Fixture.namespace)
    let url = store.fileURL(for: Fixture.namespace)
    let oldContent = try Data(contentsOf: url)
    let reader = try FileHandle(forReadingFrom: url)
    defer { try? reader.close() }
    #expect(await store.persist(Fixture.arabic, for: Fixture.namespace) == .success)
    #expect(try reader.readToEnd() == oldContent)
    #expect(await store.restore(Fixture.namespace) == .record(Fixture.arabic))
    #expect(directory.fileNames == [store.fileName(for: Fixture.namespace)])
  }

  @Test("a corrupt file is reported as corrupt, without ids in the reason")
  func corruptFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileLanguageStore(directory: directory.url)
    try Data("{\"id\": 3, \"code\":".utf8).write(to: store.fileURL(for: Fixture.namespace))
    guard case .corrupt(let reason) = await store.restore(Fixture.namespace) else {
      Issue.record("expected corrupt")
      return
    }
    #expect(!reason.contains(Fixture.project) && !reason.contains(Fixture.account))
    #expect(await store.persist(Fixture.spanish, for: Fixture.namespace) == .success)
    #expect(await store.restore(Fixture.namespace) == .record(Fixture.spanish))
  }

  @Test("an entry that cannot be read is reported as unreadable")
  func unreadableEntry() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileLanguageStore(directory: directory.url)
    try FileManager.default.createDirectory(
      at: store.fileURL(for: Fixture.namespace), withIntermediateDirectories: true)
    guard case .unreadable = await store.restore(Fixture.namespace) else {
      Issue.record("expected unreadable")
      return
    }
  }

  @Test("an unwritable directory reports failure with a reason free of ids")
  func unwritableDirectory() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appendingPathComponent("regular-file")
    try Data("x".utf8).write(to: blocker)
    let store = FileLanguageStore(directory: blocker.appendingPathComponent("store"))
    let result = await store.persist(Fixture.arabic, for: Fixture.namespace)
    guard case .failure(let reason) = result else {
      Issue.record("expected failure, got \(result)")
      return
    }
    #expect(!reason.isEmpty)
    #expect(!reason.contains(Fixture.project) && !reason.contains(Fixture.account))
    #expect(await store.restore(Fixture.namespace) == StoreRestoreResult.none)
  }

  @Test("a rename onto a directory fails and leaves no temporary file")
  func failedRenameCleansUp() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let store = FileLanguageStore(directory: directory.url)
    let target = store.fileURL(for: Fixture.namespace)
    try FileManager.default.createDirectory(
      at: target.appendingPathComponent("child"), withIntermediateDirectories: true)
    guard case .failure = await store.persist(Fixture.arabic, for: Fixture.namespace) else {
      Issue.record("expected failure")
      return
    }
    #expect(directory.fileNames == [store.fileName(for: Fixture.namespace)])
  }

  @Test("the default store has no faults")
  func defaultHasNoFaults() {
    #expect(FileLanguageStore(directory: URL(fileURLWithPath: "/tmp")).faults.isEmpty)
  }
}
