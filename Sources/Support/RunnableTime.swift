import Dispatch

/// Time in which this process could run its concurrent work: the clock of hang guards. A
/// guard that counted wall time would take a machine too busy to give this process a thread
/// for a hang, and a verdict or a test would then depend on the load. Time is counted in
/// looks, about one a second (at least four per guard): a look that waited more than
/// ``patience`` seconds for a thread of the cooperative pool does not count.
public enum RunnableTime {
  /// How long a look may wait for a thread and still count.
  public static let patience = 0.5

  /// How many looks a guard of `seconds` takes: one a second, at least four.
  public static func looks(in seconds: Double) -> Int {
    max(4, Int(seconds.rounded(.up)))
  }

  /// Watches work that may make progress. At every look `progress` says how far the work has
  /// come (a count of what it did so far), or `nil` when nothing is awaited any more: the
  /// watch then ends. A count other than the last one starts the count of quiet looks again;
  /// once the quiet looks that count add up to `seconds`, `expire` runs once, with the count
  /// it last saw.
  public static func watch(
    _ seconds: Double, from start: Int, progress: @escaping @Sendable () async -> Int?,
    expire: @escaping @Sendable (_ seen: Int) async -> Void
  ) {
    let total = looks(in: seconds)
    watch(
      step: seconds / Double(total), total: total, seen: start, quiet: 0, progress: progress,
      expire: expire)
  }

  private static func watch(
    step: Double, total: Int, seen: Int, quiet: Int,
    progress: @escaping @Sendable () async -> Int?,
    expire: @escaping @Sendable (_ seen: Int) async -> Void
  ) {
    DispatchQueue.global().asyncAfter(deadline: .now() + step) {
      let due = DispatchTime.now().uptimeNanoseconds
      Task {
        let counts = Double(DispatchTime.now().uptimeNanoseconds - due) / 1e9 <= patience
        guard let now = await progress() else { return }
        let quiet = now != seen ? 0 : quiet + (counts ? 1 : 0)
        if quiet >= total {
          await expire(now)
        } else {
          watch(
            step: step, total: total, seen: now, quiet: quiet, progress: progress, expire: expire)
        }
      }
    }
  }
}
