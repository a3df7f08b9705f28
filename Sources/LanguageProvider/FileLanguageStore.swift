import Foundation

/// A ``LanguageStore`` that keeps one JSON file per namespace under a directory.
///
/// File names are the namespace's SHA-256 ``LanguageNamespace/fingerprint``, so no project or
/// account id appears on disk names, in errors or in logs. Writes go to a temporary file in the
/// same directory and are then renamed over the old file, so a reader sees the old record or the
/// new one, never a partial one. A file that cannot be decoded is reported as corrupt, one that
/// cannot be read as unreadable.
public struct FileLanguageStore: LanguageStore {
  /// The directory holding one file per namespace (created on first write).
  public let directory: URL
  /// Store-level defects for mutation testing; empty by default.
  public let faults: Set<ProviderFault>

  /// Creates a store over a directory.
  public init(directory: URL, faults: Set<ProviderFault> = []) {
    self.directory = directory
    self.faults = faults
  }

  /// The file name used for a namespace: its fingerprint plus `.json`.
  public func fileName(for namespace: LanguageNamespace) -> String {
    "\(storageNamespace(namespace).fingerprint).json"
  }

  /// The file URL used for a namespace.
  public func fileURL(for namespace: LanguageNamespace) -> URL {
    directory.appendingPathComponent(fileName(for: namespace), isDirectory: false)
  }

  /// Reads the namespace's file: missing → none, undecodable → corrupt, unreadable → unreadable.
  public func restore(_ namespace: LanguageNamespace) async -> StoreRestoreResult {
    let path = fileURL(for: namespace).path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .none
    }
    if isDirectory.boolValue {
      return .unreadable(reason: "the stored language entry is a directory, not a file")
    }
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      return .unreadable(reason: "the stored language file could not be read")
    }
    guard var record = try? JSONDecoder().decode(LanguageRecord.self, from: data) else {
      return .corrupt(reason: "the stored language file is not a valid language record")
    }
    if faults.contains(.rtlDroppedOnRestore) {
      record.rtl = false
    }
    return .record(record)
  }

  /// Writes the record to a temporary file and renames it over the namespace's file.
  public func persist(_ record: LanguageRecord, for namespace: LanguageNamespace) async
    -> StoreWriteResult
  {
    let result = write(record, for: namespace)
    if faults.contains(.storeFailureReportedAsSuccess) {
      return .success
    }
    return result
  }

  private func write(_ record: LanguageRecord, for namespace: LanguageNamespace)
    -> StoreWriteResult
  {
    var stored = record
    if faults.contains(.rtlDroppedOnStore) {
      stored.rtl = false
    }
    let data: Data
    do {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      data = try encoder.encode(stored)
    } catch {
      return .failure(reason: "the language record could not be encoded")
    }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      return .failure(reason: "the store directory could not be created")
    }
    let target = fileURL(for: namespace)
    let temporary = directory.appendingPathComponent(
      ".\(fileName(for: namespace)).\(UUID().uuidString).tmp", isDirectory: false)
    guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
      return .failure(reason: "the temporary language file could not be written")
    }
    guard rename(temporary.path, target.path) == 0 else {
      let code = errno
      try? FileManager.default.removeItem(at: temporary)
      return .failure(reason: "the language file could not be replaced (errno \(code))")
    }
    return .success
  }

  private func storageNamespace(_ namespace: LanguageNamespace) -> LanguageNamespace {
    faults.contains(.accountsShareRecord)
      ? LanguageNamespace(project: namespace.project, account: "") : namespace
  }
}
