import Foundation

/// An in-memory ``LanguageStore`` for tests: records per namespace, injectable failures and
/// corrupt/unreadable entries, and calls the test can hold open and release in any order.
///
/// Delays are not wall-clock sleeps: after ``holdOperations(_:)`` each call waits until the test
/// takes it with ``nextHeldOperation()`` and lets it go with ``release(_:)``. A released write
/// takes effect when it is released. Every persist call is logged in ``writes``.
public actor ScriptedLanguageStore: LanguageStore {
  private var records: [LanguageNamespace: LanguageRecord] = [:]
  private var injectedRestores: [LanguageNamespace: StoreRestoreResult] = [:]
  private var persistentFailure: String?
  private var nextFailures: [String] = []
  private var holding = false
  private var nextID = 0
  private var unclaimed: [ScriptedStoreOperation] = []
  private var claimWaiters: [CheckedContinuation<ScriptedStoreOperation, Never>] = []
  private var held: [Int: CheckedContinuation<Void, Never>] = [:]
  private let faults: Set<ProviderFault>

  /// Every persist call with the result the store reported, in order.
  public private(set) var writes: [ScriptedStoreWrite] = []
  /// How many restore calls reached the store.
  public private(set) var restoreCount = 0

  /// Creates a store holding the given records; `faults` enables store-level defects.
  public init(
    records: [LanguageNamespace: LanguageRecord] = [:], faults: Set<ProviderFault> = []
  ) {
    self.faults = faults
    for (namespace, record) in records {
      self.records[Self.key(namespace, faults)] = record
    }
  }

  /// The record currently stored for a namespace.
  public func record(for namespace: LanguageNamespace) -> LanguageRecord? {
    records[Self.key(namespace, faults)]
  }

  /// Sets the stored record for a namespace directly (no write is logged).
  public func setRecord(_ record: LanguageRecord?, for namespace: LanguageNamespace) {
    records[Self.key(namespace, faults)] = record
  }

  /// Makes restores of a namespace answer `result` (for example `.corrupt`) until cleared with
  /// `nil`.
  public func setRestoreResult(_ result: StoreRestoreResult?, for namespace: LanguageNamespace) {
    injectedRestores[Self.key(namespace, faults)] = result
  }

  /// Makes every later write fail with `reason`, or succeed again with `nil`.
  public func failWrites(reason: String?) {
    persistentFailure = reason
  }

  /// Makes only the next write fail with `reason`.
  public func failNextWrite(reason: String) {
    nextFailures.append(reason)
  }

  /// When `true`, each later call waits until the test releases it.
  public func holdOperations(_ hold: Bool) {
    holding = hold
  }

  /// The oldest held call not yet returned by this method, waiting for one if there is none.
  public func nextHeldOperation() async -> ScriptedStoreOperation {
    if !unclaimed.isEmpty {
      return unclaimed.removeFirst()
    }
    return await withCheckedContinuation { claimWaiters.append($0) }
  }

  /// Lets a held call proceed. Returns `false` if it is not (or no longer) held.
  @discardableResult
  public func release(_ operation: ScriptedStoreOperation) -> Bool {
    guard let continuation = held.removeValue(forKey: operation.id) else { return false }
    unclaimed.removeAll { $0.id == operation.id }
    continuation.resume()
    return true
  }

  /// Lets every held call proceed, oldest first.
  public func releaseAll() {
    for id in held.keys.sorted() {
      held.removeValue(forKey: id)?.resume()
    }
    unclaimed.removeAll()
  }

  /// The calls currently held, oldest first.
  public var heldOperations: [Int] {
    held.keys.sorted()
  }

  /// Restores the namespace's record, an injected result, or none.
  public func restore(_ namespace: LanguageNamespace) async -> StoreRestoreResult {
    restoreCount += 1
    await holdIfNeeded(.restore, namespace)
    let key = Self.key(namespace, faults)
    if let injected = injectedRestores[key] {
      return injected
    }
    guard var record = records[key] else { return .none }
    if faults.contains(.rtlDroppedOnRestore) {
      record.rtl = false
    }
    return .record(record)
  }

  /// Stores the record unless a failure was injected; logs the call.
  public func persist(_ record: LanguageRecord, for namespace: LanguageNamespace) async
    -> StoreWriteResult
  {
    let key = Self.key(namespace, faults)
    await holdIfNeeded(.persist(record), namespace)
    var result = StoreWriteResult.success
    if !nextFailures.isEmpty {
      result = .failure(reason: nextFailures.removeFirst())
    } else if let reason = persistentFailure {
      result = .failure(reason: reason)
    } else {
      var stored = record
      if faults.contains(.rtlDroppedOnStore) {
        stored.rtl = false
      }
      records[key] = stored
    }
    if faults.contains(.storeFailureReportedAsSuccess) {
      result = .success
    }
    writes.append(ScriptedStoreWrite(namespace: namespace, record: record, result: result))
    return result
  }

  private func holdIfNeeded(_ kind: ScriptedStoreOperation.Kind, _ namespace: LanguageNamespace)
    async
  {
    guard holding else { return }
    nextID += 1
    let operation = ScriptedStoreOperation(id: nextID, kind: kind, namespace: namespace)
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      held[operation.id] = continuation
      if claimWaiters.isEmpty {
        unclaimed.append(operation)
      } else {
        claimWaiters.removeFirst().resume(returning: operation)
      }
    }
  }

  private static func key(_ namespace: LanguageNamespace, _ faults: Set<ProviderFault>)
    -> LanguageNamespace
  {
    faults.contains(.accountsShareRecord)
      ? LanguageNamespace(project: namespace.project, account: "") : namespace
  }
}
