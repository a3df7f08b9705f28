import Foundation
import JSON
import LanguageProvider
import Synchronization

/// The Swift provider's own HTTP client (``HTTPTranslationService``) against the host's
/// service over HTTP. Each call is announced first (`notify service.http` with a call id the
/// request also carries in `X-Contract-Report-Call`), so the host waits for it to arrive before
/// it takes the provider as settled; the call counts as parked while it waits for the answer,
/// and the endpoint hears when the answer came back (`answered`), so a host's `await` command
/// settles only once the provider has taken the answer in.
struct AnnouncedHTTPService: TranslationService {
  /// The request header that carries the call id.
  static let header = "X-Contract-Report-Call"

  let settings: HTTPTranslationSettings
  let activity: ProviderActivity
  let write: @Sendable (String) -> Void
  let calls: HTTPCallLog

  func languages(for request: ServiceRequest) async throws -> ServiceResult<[ServiceLanguage]> {
    try await announced { try await $0.languages(for: request) }
  }

  func dictionary(for request: ServiceRequest) async throws -> ServiceResult<[String: String]> {
    try await announced { try await $0.dictionary(for: request) }
  }

  private func announced<Value>(_ call: (HTTPTranslationService) async throws -> Value)
    async throws -> Value
  {
    let id = calls.next()
    var tagged = settings
    tagged.extraHeaders[Self.header] = String(id)
    write(
      JSONValue.object([
        "type": .string("notify"), "op": .string("service.http"), "call": .int(id),
      ]).line)
    activity.park()
    defer {
      // Running again before the endpoint hears of the answer, so an `await` cannot settle
      // in between.
      activity.unpark()
      calls.answered(id)
    }
    return try await call(HTTPTranslationService(settings: tagged))
  }
}

/// Which announced HTTP calls have had their answer back, so the endpoint can wait for one.
/// Waiters resume outside the lock.
final class HTTPCallLog: Sendable {
  private struct Calls {
    var last = 0
    var done: Set<Int> = []
    var waiters: [Int: [CheckedContinuation<Void, Never>]] = [:]
  }

  private let calls = Mutex(Calls())

  func next() -> Int {
    calls.withLock {
      $0.last += 1
      return $0.last
    }
  }

  func answered(_ id: Int) {
    let ready = calls.withLock { calls -> [CheckedContinuation<Void, Never>] in
      calls.done.insert(id)
      return calls.waiters.removeValue(forKey: id) ?? []
    }
    for waiter in ready { waiter.resume() }
  }

  /// Returns once call `id`'s answer came back.
  func waitForAnswer(_ id: Int) async {
    await withCheckedContinuation { continuation in
      let now = calls.withLock { calls -> Bool in
        if calls.done.contains(id) { return true }
        calls.waiters[id, default: []].append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }
}
