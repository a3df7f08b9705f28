import Foundation

/// Items `0..<count` produced on worker threads and consumed on the calling thread strictly in
/// index order, for output that must come out in one fixed order (the files of a site) while
/// its items cost very different amounts to produce.
///
/// Each worker takes the next index from a shared counter as soon as it is free, so a slow
/// item holds up only its own worker and there is no barrier between groups of items, as
/// there is with fixed batches. At most `window` items are produced but not yet consumed:
/// memory holds a window of results, never all of them.
///
/// Workers are threads of their own, not `DispatchQueue.global()` items: on Linux the global
/// queue is the cooperative pool, and the caller (itself often on the pool) blocks waiting
/// for results, so work queued there could wait for the very threads that wait for it.
public enum OrderedPipeline {
  /// Produces every item of `0..<count` with `produce` on `workers` threads and hands each to
  /// `consume` on the calling thread, in index order. The first item in order whose `produce`
  /// or `consume` throws ends the run with that error, and no later item is consumed. Every
  /// worker started has finished before this returns or throws, so `produce` need not escape.
  /// Runs on the calling thread alone when `workers` is 1 or less or `count` is below 2.
  public static func run<Output: Sendable>(
    count: Int, window: Int = 128,
    workers: Int = ProcessInfo.processInfo.activeProcessorCount,
    produce: @Sendable (Int) throws -> Output,
    consume: (Output) throws -> Void
  ) throws {
    let workers = min(workers, count)
    guard workers > 1 else {
      for index in 0..<max(count, 0) { try consume(try produce(index)) }
      return
    }
    try withoutActuallyEscaping(produce) { produce in
      let exchange = Exchange<Output>(
        count: count, window: max(window, 1), workers: workers, produce: produce)
      for _ in 0..<workers {
        Thread { exchange.work() }.start()
      }
      // Every worker has finished, and dropped `produce`, before the closure's scope ends.
      defer { exchange.stopAndJoin() }
      for index in 0..<count {
        try consume(try exchange.take(index).get())
      }
    }
  }

  /// The state the workers and the consuming thread share, under one lock.
  ///
  /// `@unchecked Sendable` is justified: every stored property but the constants is read and
  /// written only while `condition` is locked; `produce` is copied out under the lock by each
  /// worker and set to `nil` by ``stopAndJoin()`` once no worker runs, so the caller of
  /// `withoutActuallyEscaping` holds the only reference to it again when `run` ends.
  private final class Exchange<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    /// Results produced and not yet taken, at `index % window`.
    private var slots: [Result<Output, any Error>?]
    /// The next index a worker will produce.
    private var next = 0
    /// How many results the consuming thread has taken.
    private var taken = 0
    /// Set when the consuming thread stops early (an error) or has taken every result.
    private var stopped = false
    /// Workers that have not yet finished.
    private var running: Int
    private var produce: (@Sendable (Int) throws -> Output)?

    init(count: Int, window: Int, workers: Int, produce: @escaping @Sendable (Int) throws -> Output)
    {
      self.count = count
      self.window = window
      self.slots = Array(repeating: nil, count: window)
      self.running = workers
      self.produce = produce
    }

    /// A worker's whole life: produce items until none is left or the run stops, then report
    /// that it has finished. `produce` is released before that report.
    func work() {
      produceItems()
      condition.lock()
      running -= 1
      condition.broadcast()
      condition.unlock()
    }

    private func produceItems() {
      condition.lock()
      guard let produce else {
        condition.unlock()
        return
      }
      while true {
        // Wait for room: the index to produce must be inside the window of untaken results.
        while !stopped, next < count, next >= taken + window { condition.wait() }
        guard !stopped, next < count else { break }
        let index = next
        next += 1
        condition.unlock()
        let result = Result { try produce(index) }
        condition.lock()
        slots[index % window] = result
        // Only the consuming thread waits for a result, and only for the next one in order.
        if index == taken { condition.broadcast() }
      }
      condition.unlock()
    }

    /// The result at `index`, once produced; `index` is the one after the last taken.
    func take(_ index: Int) -> Result<Output, any Error> {
      condition.lock()
      defer { condition.unlock() }
      while slots[index % window] == nil { condition.wait() }
      let result = slots[index % window]!
      slots[index % window] = nil
      // A full window may have left workers waiting for this room.
      if next >= taken + window { condition.broadcast() }
      taken = index + 1
      return result
    }

    /// Stops the workers taking new items and waits until every one has finished.
    func stopAndJoin() {
      condition.lock()
      stopped = true
      condition.broadcast()
      while running > 0 { condition.wait() }
      produce = nil
      slots = []
      condition.unlock()
    }
  }
}
