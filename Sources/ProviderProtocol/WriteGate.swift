import Synchronization

/// Where one provider session writes its protocol lines: open until the session ends, then
/// shut for good, so that work the session left waiting (an HTTP call, a parked task) can never
/// write into the next session on the same channel.
final class WriteGate: Sendable {
  private let write: @Sendable (String) -> Void
  /// Whether the gate is open (under the lock, so no line slips past a closing gate).
  private let open = Mutex(true)

  init(_ write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// Writes `line` while the gate is open; drops it after.
  func write(_ line: String) {
    open.withLock { open in
      if open { write(line) }
    }
  }

  /// Writes `lines`, the session's last, and shuts the gate.
  func close(after lines: [String]) {
    open.withLock { open in
      if open { lines.forEach(write) }
      open = false
    }
  }
}
