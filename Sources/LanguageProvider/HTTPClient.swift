import CHTTPClient
import Foundation

/// HTTP GET for ``HTTPTranslationService``: the one place that calls the C client in
/// `Sources/CHTTPClient`, which loads libcurl on first use instead of at every start-up.
///
/// A request blocks a thread of its own, never a thread of Swift's cooperative pool (on Linux
/// that pool *is* Dispatch's global queue, so `DispatchQueue.global()` would not do: requests
/// that wait on a slow server would hold the threads every task needs, timers included).
/// Cancelling the calling task aborts the transfer.
enum HTTPClient {
  struct Response: Sendable {
    var status: Int
    var body: Data
  }

  enum Failure: Error, Sendable, Equatable {
    case timeout
    case cancelled
    /// libcurl's CURLcode.
    case transport(code: Int)
    /// libcurl could not be loaded.
    case unavailable
  }

  /// GET `url` with `headers` ("Name: value"), failing with ``Failure/timeout`` after
  /// `idleTimeout` seconds without data (counted in whole seconds, libcurl's unit; connecting
  /// in milliseconds) or `totalTimeout` seconds in all.
  static func get(
    _ url: String, headers: [String], idleTimeout: TimeInterval, totalTimeout: TimeInterval
  ) async throws(Failure) -> Response {
    if Task.isCancelled { throw .cancelled }
    let cancellation = Cancellation()
    let result: Result<Response, Failure> = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let transfer = Thread {
          continuation.resume(
            returning: perform(
              url, headers: headers, idleMilliseconds: milliseconds(idleTimeout),
              totalMilliseconds: milliseconds(totalTimeout), cancellation: cancellation))
        }
        transfer.name = "HTTP GET"
        transfer.start()
      }
    } onCancel: {
      cancellation.cancel()
    }
    return try result.get()
  }

  private static func milliseconds(_ seconds: TimeInterval) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 1 }
    return Int(min(seconds * 1000, Double(Int32.max)).rounded(.up))
  }

  private static func perform(
    _ url: String, headers: [String], idleMilliseconds: Int, totalMilliseconds: Int,
    cancellation: Cancellation
  ) -> Result<Response, Failure> {
    let lines = headers.map { strdup($0) }
    defer { for line in lines { free(line) } }
    var response = lines.map { UnsafePointer($0) }.withUnsafeBufferPointer { pointers in
      http_client_get(
        url, pointers.baseAddress, pointers.count, idleMilliseconds, totalMilliseconds,
        cancellation.pointer)
    }
    defer { http_client_response_free(&response) }
    switch response.outcome {
    case HTTP_CLIENT_OK:
      let body = response.body.map { Data(bytes: $0, count: response.length) } ?? Data()
      return .success(Response(status: response.status, body: body))
    case HTTP_CLIENT_TIMEOUT: return .failure(.timeout)
    case HTTP_CLIENT_CANCELLED: return .failure(.cancelled)
    case HTTP_CLIENT_UNAVAILABLE: return .failure(.unavailable)
    default: return .failure(.transport(code: Int(response.code)))
    }
  }

  /// The C client's cancellation flag, freed with the last reference.
  ///
  /// `@unchecked Sendable` is justified: the flag is an atomic in C, set from any thread
  /// through `http_client_cancel` and read by the transfer.
  private final class Cancellation: @unchecked Sendable {
    let pointer = http_client_cancellation_create()

    func cancel() { http_client_cancel(pointer) }

    deinit { http_client_cancellation_free(pointer) }
  }
}
