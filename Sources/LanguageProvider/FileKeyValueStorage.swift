import Digest
import Foundation

/// Device storage in a folder: one file per key, named by the SHA-256 of the key (so no key,
/// and no id a provider puts in a key, appears in a file name), written to a temporary file in
/// the same folder and renamed over the old one, so a reader sees the old value or the new one,
/// never part of one. A file that cannot be read, or a directory where the file should be, is
/// a failed read; a write the file system refuses is a failed write with the reason.
///
/// The host owns it: checks run every provider against it, so its failures are real file
/// system failures, not scripted answers.
public struct FileKeyValueStorage: KeyValueStorage {
  /// The folder holding one file per key (created on the first write).
  public let directory: URL

  /// Creates a storage over a folder.
  public init(directory: URL) {
    self.directory = directory
  }

  /// The file a key's value lives in.
  public func fileURL(forKey key: String) -> URL {
    directory.appendingPathComponent(SHA256.hash(key).hex + ".value", isDirectory: false)
  }

  public func value(forKey key: String) async -> StorageRead {
    read(key)
  }

  public func setValue(_ value: String, forKey key: String) async -> StoreWriteResult {
    write(value, forKey: key)
  }

  /// Reads a key's value at once (no suspension).
  public func read(_ key: String) -> StorageRead {
    let path = fileURL(forKey: key).path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .none
    }
    if isDirectory.boolValue {
      return .failed(reason: "the stored entry is a directory, not a file")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failed(reason: "the stored entry could not be read")
    }
    return .value(String(decoding: data, as: UTF8.self))
  }

  /// Writes a key's value at once: a temporary file, then a rename over the old one.
  public func write(_ value: String, forKey key: String) -> StoreWriteResult {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(reason: "the storage folder could not be created")
    }
    let target = fileURL(forKey: key)
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp", isDirectory: false)
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(value.utf8)) else {
      return .failure(reason: "the temporary file could not be written")
    }
    guard rename(temporary.path, target.path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      return .failure(
        reason: "the stored entry could not be replaced (\(String(cString: strerror(code))))")
    }
    return .success
  }

  /// Removes a key's value (nothing when there is none).
  public func remove(_ key: String) {
    try? FileManager.default.removeItem(at: fileURL(forKey: key))
  }
}
