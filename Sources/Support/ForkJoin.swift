import Dispatch
import Foundation

/// Two independent pieces of work run at the same time, for a serial step that would otherwise
/// leave a core idle while the calling thread works through the other.
///
/// The second piece runs on a thread of its own, not a `DispatchQueue.global()` item: on Linux
/// the global queue is the cooperative pool, and the caller (itself often on the pool) blocks
/// until it is done, so work queued there could wait for the very threads that wait for it.
public enum ForkJoin {
  /// Runs `here` on the calling thread while `there` runs on a thread of its own, and returns
  /// both results. `there` has finished before this returns, so it need not escape.
  public static func run<Here, There: Sendable>(
    _ here: () -> Here, _ there: @Sendable () -> There
  ) -> (Here, There) {
    withoutActuallyEscaping(there) { there in
      let forked = Forked(there)
      Thread { forked.run() }.start()
      let mine = here()
      return (mine, forked.wait())
    }
  }

  /// The forked piece of work and its result.
  ///
  /// `@unchecked Sendable` is justified: `work` is set before the thread starts and cleared
  /// by it, and `result` is written by it, both before it signals `done`; the calling thread
  /// reads `result` only after `wait` has seen that signal. Clearing `work` first means the
  /// caller of `withoutActuallyEscaping` holds the only reference to the closure again once
  /// `wait` returns.
  private final class Forked<Value: Sendable>: @unchecked Sendable {
    private var work: (@Sendable () -> Value)?
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
      self.work = work
    }

    /// Runs the work on the forked thread; the closure is released before the signal.
    func run() {
      result = takeWork()()
      done.signal()
    }

    private func takeWork() -> @Sendable () -> Value {
      defer { work = nil }
      return work!
    }

    /// The result, once the forked thread has signalled.
    func wait() -> Value {
      done.wait()
      return result!
    }
  }
}
