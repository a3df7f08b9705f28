import Foundation
import LanguageProvider
import Testing

/// The device storage checks run against: real files, atomic replacement, real failures.
@Suite("File key-value storage")
struct FileKeyValueStorageTests {
  @Test("a value round-trips; a missing key is none")
  func roundTrip() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = FileKeyValueStorage(directory: directory.url.appendingPathComponent("nested"))
    #expect(await storage.value(forKey: "language") == StorageRead.none)
    #expect(await storage.setValue(#"{"code":"ar"}"#, forKey: "language") == .success)
    #expect(await storage.value(forKey: "language") == .value(#"{"code":"ar"}"#))
  }

  @Test("file names are hashes of the keys: no key, and no id in a key, reaches the disk")
  func namesAreHashes() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = FileKeyValueStorage(directory: directory.url)
    _ = await storage.setValue("a", forKey: "language:\(Fixture.project)")
    _ = await storage.setValue("b", forKey: "language:\(Fixture.account)")
    #expect(directory.fileNames.count == 2)
    for name in directory.fileNames {
      #expect(!name.contains(Fixture.project) && !name.contains(Fixture.account))
      #expect(!name.contains("language"))
    }
    #expect(await storage.value(forKey: "language:\(Fixture.project)") == .value("a"))
  }

  @Test("a write replaces the file atomically: an open reader keeps the old whole file")
  func atomicReplace() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = FileKeyValueStorage(directory: directory.url)
    _ = await storage.setValue("old value", forKey: "k")
    let url = storage.fileURL(forKey: "k")
    let reader = try FileHandle(forReadingFrom: url)
    defer { try? reader.close() }
    #expect(await storage.setValue("new value", forKey: "k") == .success)
    #expect(try reader.readToEnd() == Data("old value".utf8))
    #expect(await storage.value(forKey: "k") == .value("new value"))
    #expect(directory.fileNames == [url.lastPathComponent])
  }

  @Test(
    "a directory where the file should be is a failed read, and a failed write that leaves no temporary file"
  )
  func directoryInTheWay() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let storage = FileKeyValueStorage(directory: directory.url)
    let target = storage.fileURL(forKey: "k")
    try FileManager.default.createDirectory(
      at: target.appendingPathComponent("child"), withIntermediateDirectories: true)
    guard case .failed = await storage.value(forKey: "k") else {
      Issue.record("expected a failed read")
      return
    }
    guard case .failure(let reason) = await storage.setValue("v", forKey: "k") else {
      Issue.record("expected a failed write")
      return
    }
    #expect(reason.contains("could not be replaced"))
    #expect(directory.fileNames == [target.lastPathComponent])
  }

  @Test("a folder that cannot be created is a failed write")
  func unwritableFolder() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let blocker = directory.url.appendingPathComponent("regular-file")
    try Data("x".utf8).write(to: blocker)
    let storage = FileKeyValueStorage(directory: blocker.appendingPathComponent("store"))
    guard case .failure(let reason) = await storage.setValue("v", forKey: "k") else {
      Issue.record("expected a failed write")
      return
    }
    #expect(reason == "the storage folder could not be created")
    #expect(await storage.value(forKey: "k") == StorageRead.none)
  }
}
