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

  /// One look: after `step` seconds of wall time, runs `body` in a new task with whether the
  /// task got a thread within ``patience`` seconds.
  public static func look(
    after step: Double, _ body: @escaping @Sendable (_ counts: Bool) async -> Void
  ) {
    DispatchQueue.global().asyncAfter(deadline: .now() + step) {
      let due = DispatchTime.now().uptimeNanoseconds
      Task {
        let waited = Double(DispatchTime.now().uptimeNanoseconds - due) / 1e9
        await body(waited <= patience)
      }
    }
  }

  /// Runs `action` once `seconds` of runnable time have passed, unless `isPending` returns
  /// false at a look first (then it stops looking).
  public static func after(
    _ seconds: Double, while isPending: @escaping @Sendable () -> Bool,
    _ action: @escaping @Sendable () -> Void
  ) {
    let total = looks(in: seconds)
    count(step: seconds / Double(total), remaining: total, isPending, action)
  }

  private static func count(
    step: Double, remaining: Int, _ isPending: @escaping @Sendable () -> Bool,
    _ action: @escaping @Sendable () -> Void
  ) {
    look(after: step) { counts in
      guard isPending() else { return }
      let left = remaining - (counts ? 1 : 0)
      if left > 0 {
        count(step: step, remaining: left, isPending, action)
      } else {
        action()
      }
    }
  }
}
