import Foundation

/// A batch of pages rendering on another thread, for ``SiteBuilder``'s pipeline: the pages
/// are read only after ``wait()``, whose semaphore orders the worker's write before the read.
///
/// The worker is a thread of its own, not a `DispatchQueue.global()` item: on Linux the global
/// queue is the cooperative pool, and the caller (itself often on the pool) blocks in `wait`,
/// so a batch queued there could wait for the very threads that wait for it.
///
/// `@unchecked Sendable` is justified: `work` is set before the worker starts and cleared by
/// it; `pages` is written once by the worker before it signals and read only after a `wait`
/// has seen that signal.
final class RenderedBatch: @unchecked Sendable {
  private var pages: [Result<(String, [UInt8]), any Error>] = []
  private let done = DispatchSemaphore(value: 0)
  private var finished = false
  /// The work, until the worker takes it: released before the worker signals, so a caller
  /// that passed a closure through `withoutActuallyEscaping` holds the only reference again
  /// once `wait` returns.
  private var work: (@Sendable () -> [Result<(String, [UInt8]), any Error>])?

  private init() {}

  /// Starts `work` on a thread of its own.
  static func start(_ work: @escaping @Sendable () -> [Result<(String, [UInt8]), any Error>])
    -> RenderedBatch
  {
    let batch = RenderedBatch()
    batch.work = work
    Thread {
      batch.pages = batch.takeWork()()
      batch.done.signal()
    }.start()
    return batch
  }

  private func takeWork() -> @Sendable () -> [Result<(String, [UInt8]), any Error>] {
    defer { work = nil }
    return work!
  }

  /// The pages, once the work has finished (blocks until then; later calls return at once).
  @discardableResult
  func wait() -> [Result<(String, [UInt8]), any Error>] {
    if !finished {
      done.wait()
      finished = true
    }
    return pages
  }
}
