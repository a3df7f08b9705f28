import Synchronization

/// Keeps a command's large results until the process exits instead of freeing them object by
/// object when the command returns.
///
/// The executable exits right after its command, and the kernel takes back all of its memory
/// at once; freeing the models first, piece by piece, took 9–12 ms of a 120 ms `scan` (a
/// 20,000-key catalogue) and 60–80 ms of a `build` of 1,279 contracts. Compilers skip freeing
/// at exit for the same reason. The executable opts in with `endsAfterCommand()`; tests that
/// run commands in-process do not, so there `keep` does nothing and values are freed as usual.
public enum ProcessLifetime {
  private static let store = Store()

  /// Declares that the process exits when the command returns: from now on `keep` holds the
  /// values it is given.
  public static func endsAfterCommand() {
    store.enable()
  }

  /// Holds `value` until the process exits, if the process ends after the command.
  static func keep(_ value: some Sendable) {
    store.keep(value)
  }

  /// Whether the process ends after the command, and what is kept until it does.
  final class Store: Sendable {
    private struct Kept {
      var enabled = false
      var values: [any Sendable] = []
    }

    private let kept = Mutex(Kept())

    func enable() {
      kept.withLock { $0.enabled = true }
    }

    func keep(_ value: any Sendable) {
      kept.withLock { kept in
        if kept.enabled { kept.values.append(value) }
      }
    }
  }
}
