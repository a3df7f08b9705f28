import Foundation

/// A tiny HTTP/1.1 server over POSIX sockets on 127.0.0.1, started by a test. Shared by every
/// test target that talks HTTP (provider, CLI, hardening).
///
/// Each connection is served on its own thread by `handler`, which may block (for example on a
/// ``Gate``) to make a response slow. Every request is published on ``requests`` as soon as it
/// is read, so a test can wait for it without sleeping. `@unchecked Sendable`: the listening
/// socket is set once in `init`; `stopped` is guarded by `lock`.
public final class LoopbackHTTPServer: @unchecked Sendable {
  public struct Request: Sendable {
    public var method: String
    public var target: String
    public var headers: [String: String]
  }

  public struct Response: Sendable {
    public var status: Int
    public var body: String
    /// Extra header lines, such as `Location: …`.
    public var headers: [String]

    public init(status: Int, body: String, headers: [String] = []) {
      self.status = status
      self.body = body
      self.headers = headers
    }

    public static func json(_ body: String, status: Int = 200) -> Response {
      Response(status: status, body: body)
    }
  }

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

  public let port: UInt16
  public let requests: AsyncStream<Request>
  private let listener: Int32
  private let handler: @Sendable (Request) -> Response
  private let continuation: AsyncStream<Request>.Continuation
  private let lock = NSLock()
  private var stopped = false

  public init(handler: @escaping @Sendable (Request) -> Response) throws {
    self.handler = handler
    (requests, continuation) = AsyncStream.makeStream(of: Request.self)
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketFD >= 0 else { throw POSIXError(.EIO) }
    var reuse: Int32 = 1
    setsockopt(socketFD, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(socketFD, 16) == 0 else {
      close(socketFD)
      throw POSIXError(.EADDRINUSE)
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socketFD, $0, &length)
      }
    }
    port = UInt16(bigEndian: address.sin_port)
    listener = socketFD
    let thread = Thread { [self] in acceptLoop() }
    thread.start()
  }

  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  public func stop() {
    lock.lock()
    let wasStopped = stopped
    stopped = true
    lock.unlock()
    guard !wasStopped else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    continuation.finish()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func acceptLoop() {
    while !isStopped {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if isStopped { return }
        continue
      }
      let thread = Thread { [self] in serve(connection) }
      thread.start()
    }
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    let terminator: [UInt8] = Array("\r\n\r\n".utf8)
    while !received.contains(subsequence: terminator) {
      let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      if count <= 0 { return }
      received.append(contentsOf: chunk[0..<count])
    }
    let text = String(decoding: received, as: UTF8.self)
    let lines = text.components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2 else { return }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let request = Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
    continuation.yield(request)
    let response = handler(request)
    let body = Array(response.body.utf8)
    let head =
      "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")\r\n"
      + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n"
      + response.headers.map { $0 + "\r\n" }.joined() + "Connection: close\r\n\r\n"
    let bytes = Array(head.utf8) + body
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      if written <= 0 { return }
      offset += written
    }
  }
}

extension [UInt8] {
  fileprivate func contains(subsequence: [UInt8]) -> Bool {
    guard count >= subsequence.count else { return false }
    for start in 0...(count - subsequence.count)
    where Array(self[start..<(start + subsequence.count)]) == subsequence {
      return true
    }
    return false
  }
}
