import Foundation
import ProviderProtocol

/// A tiny HTTP/1.1 server on 127.0.0.1, started by a test: the host's own
/// ``ServiceHTTPServer`` with a handler that answers at once (it may block, for example on a
/// ``Gate``, to make a response slow). Shared by every test target that talks HTTP (provider,
/// CLI, hardening). Every request is published on ``requests`` as soon as it is read, so a
/// test can wait for it without sleeping.
public final class LoopbackHTTPServer: Sendable {
  public typealias Request = ServiceHTTPServer.Request
  public typealias Response = ServiceHTTPServer.Response

  /// A gate handlers wait on (each on its own connection thread) until the test opens it;
  /// opening releases every waiter, now and later. `@unchecked Sendable`: `isOpen` is only
  /// touched under `condition`.
  public final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false

    public init() {}

    public func wait() {
      condition.lock()
      while !isOpen { condition.wait() }
      condition.unlock()
    }

    public func open() {
      condition.lock()
      isOpen = true
      condition.broadcast()
      condition.unlock()
    }
  }

  public let requests: AsyncStream<Request>
  private let server: ServiceHTTPServer
  private let continuation: AsyncStream<Request>.Continuation

  public init(handler: @escaping @Sendable (Request) -> Response) throws {
    let (requests, continuation) = AsyncStream.makeStream(of: Request.self)
    self.requests = requests
    self.continuation = continuation
    server = try ServiceHTTPServer { request, reply in
      continuation.yield(request)
      reply(handler(request))
    }
  }

  public var port: UInt16 { server.port }

  public var baseURL: URL { server.baseURL }

  public func stop() {
    server.stop()
    continuation.finish()
  }
}
