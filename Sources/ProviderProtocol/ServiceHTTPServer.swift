import Foundation
import Synchronization

/// A small HTTP/1.1 server over POSIX sockets on 127.0.0.1: the host's translation service
/// for providers that call the Ordering API over HTTP with their own client.
///
/// Each connection is read on its own thread (never a cooperative one); its request goes to
/// `handler` with a reply function the handler may call at once or much later (a held service
/// call is answered when a check answers it). Replying with `nil` closes the connection without
/// a response, as a dropped connection does.
public final class ServiceHTTPServer: Sendable {
  /// A request's line and headers (names in lower case).
  public struct Request: Sendable {
    public var method: String
    public var target: String
    public var headers: [String: String]
  }

  /// A response: status, JSON body, extra header lines (`Location: …`).
  public struct Response: Sendable {
    public var status: Int
    public var body: String
    public var headers: [String]

    public init(status: Int, body: String, headers: [String] = []) {
      self.status = status
      self.body = body
      self.headers = headers
    }

    /// A JSON body with a status (default 200).
    public static func json(_ body: String, status: Int = 200) -> Response {
      Response(status: status, body: body)
    }
  }

  /// Answers a request, now or later; `nil` drops the connection.
  public typealias Reply = @Sendable (Response?) -> Void

  /// The port the server listens on.
  public let port: UInt16
  private let listener: Int32
  private let handler: @Sendable (Request, @escaping Reply) -> Void
  /// Whether the server stopped, and the connections still waiting for their reply.
  private struct Connections {
    var stopped = false
    var open: Set<Int32> = []
  }

  private let connections = Mutex(Connections())

  /// Starts a server; `handler` gets every request with its reply function.
  public init(handler: @escaping @Sendable (Request, @escaping Reply) -> Void) throws {
    self.handler = handler
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
    guard bound == 0, listen(socketFD, 64) == 0 else {
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
    thread.name = "loopback HTTP accept"
    thread.start()
  }

  /// `http://127.0.0.1:PORT`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Stops listening and drops every connection still waiting for its reply.
  public func stop() {
    let waiting: Set<Int32>? = connections.withLock { connections in
      guard !connections.stopped else { return nil }
      connections.stopped = true
      defer { connections.open.removeAll() }
      return connections.open
    }
    guard let waiting else { return }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
    for connection in waiting { close(connection) }
  }

  private var isStopped: Bool { connections.withLock { $0.stopped } }

  private func acceptLoop() {
    while !isStopped {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if isStopped { return }
        continue
      }
      let tracked = connections.withLock { connections -> Bool in
        guard !connections.stopped else { return false }
        connections.open.insert(connection)
        return true
      }
      guard tracked else {
        close(connection)
        return
      }
      let thread = Thread { [self] in read(connection) }
      thread.name = "loopback HTTP connection"
      thread.start()
    }
  }

  private func read(_ connection: Int32) {
    var received: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while Self.headerEnd(in: received) == nil {
      let count = chunk.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
      guard count > 0, received.count < 65_536 else {
        finish(connection, with: nil)
        return
      }
      received.append(contentsOf: chunk[0..<count])
    }
    let lines = String(decoding: received, as: UTF8.self).components(separatedBy: "\r\n")
    let parts = lines[0].split(separator: " ")
    guard parts.count >= 2 else {
      finish(connection, with: Response(status: 400, body: "{}"))
      return
    }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] =
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let request = Request(method: String(parts[0]), target: String(parts[1]), headers: headers)
    handler(request) { [self] response in finish(connection, with: response) }
  }

  /// Writes the response (if any) and closes the connection, once.
  private func finish(_ connection: Int32, with response: Response?) {
    guard connections.withLock({ $0.open.remove(connection) != nil }) else { return }
    defer { close(connection) }
    guard let response else { return }
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

  private static func headerEnd(in bytes: [UInt8]) -> Int? {
    guard bytes.count >= 4 else { return nil }
    for start in 0...(bytes.count - 4)
    where bytes[start] == 0x0D && bytes[start + 1] == 0x0A && bytes[start + 2] == 0x0D
      && bytes[start + 3] == 0x0A
    {
      return start
    }
    return nil
  }
}
