import Foundation
import JSON
import ProviderProtocol
import Testing

@testable import LanguageProvider

/// A provider that offers `restart` serves the next check in the same process once it
/// acknowledged; one that does not gets a process per check. A provider that misbehaves at the
/// session boundary makes that check an error and never serves another one.
@Suite struct ProviderRestartTests {
  static let languages = [
    ServiceLanguage(record: LanguageRecord(id: "1", code: "en"), isDefault: true)
  ]
  static let namespace = LanguageNamespace(project: "p", account: "a")
  static let restartable =
    #"{"protocol":"contract-report-provider/2","provider":"scripted","view":{"language":"/language","loading":"/loading"},"concepts":["restart"]}"#

  /// Every transport a launcher started, in order.
  final class Started: @unchecked Sendable {
    // Unchecked: `transports` is guarded by `lock`.
    private let lock = NSLock()
    private var transports: [MemoryTransport] = []
    func append(_ transport: MemoryTransport) { lock.withLock { transports.append(transport) } }
    var all: [MemoryTransport] { lock.withLock { transports } }
    var count: Int { lock.withLock { transports.count } }
  }

  /// What a scripted provider does with `restart` (`number`: which transport it is).
  typealias OnRestart = @Sendable (_ seq: Int, _ transport: MemoryTransport, _ number: Int) -> Void

  static let acknowledge: OnRestart = { seq, transport, _ in
    transport.emit(#"{"type":"reply","seq":\#(seq),"result":{}}"#)
    transport.emit(#"{"type":"settled","seq":\#(seq)}"#)
  }

  /// A launcher that keeps providers: scripted ones that settle every message, log the
  /// commands they get, and answer `restart` with `onRestart`.
  static func launcher(
    _ started: Started, handshake: String = restartable,
    onRestart: @escaping OnRestart = acknowledge
  ) -> ProviderLauncher {
    .keeping(name: "scripted") {
      let number = started.count
      let transport = ScriptedProvider.transport(handshake: handshake) { command, line, transport in
        let seq = MemoryTransport.seq(line)
        if command == "restart" {
          onRestart(seq, transport, number)
          return
        }
        transport.log("provider \(number) ran \(command)")
        transport.emit(
          #"{"type":"settled","seq":\#(seq),"state":{"loading":false,"language":null}}"#)
      }
      started.append(transport)
      return transport
    }
  }

  /// One check: a mount, ended as checks end. Returns what the provider wrote outside its state.
  @discardableResult
  static func check(_ launcher: ProviderLauncher, settleTimeout: Double = 20) async throws
    -> [String]
  {
    let session = try await ProviderSession.open(
      launcher, languages: languages, settleTimeout: settleTimeout)
    try await session.mount(namespace)
    let emitted = await session.emittedOutside()
    try await session.end()
    return emitted
  }

  @Test func aProviderThatOffersRestartServesTheNextCheckInTheSameProcess() async throws {
    let started = Started()
    let launcher = Self.launcher(started)
    let first = try await Self.check(launcher)
    let second = try await Self.check(launcher)
    #expect(started.count == 1)
    let provider = try #require(started.all.first)
    #expect(provider.commands == ["hello", "mount", "restart", "hello", "mount", "restart"])
    let hellos = provider.sent.filter { $0.contains(#""hello""#) }.map(MemoryTransport.seq)
    #expect(hellos == [1, 1], "each session numbers its messages from 1")
    #expect(!provider.wasStopped, "kept for the next check")
    #expect(first == ["provider 0 ran mount"])
    #expect(second == ["provider 0 ran mount"], "each check sees only its own log")
  }

  @Test func aProviderWithoutRestartGetsAProcessPerCheck() async throws {
    let started = Started()
    let launcher = Self.launcher(started, handshake: ScriptedProvider.handshake)
    try await Self.check(launcher)
    try await Self.check(launcher)
    #expect(started.count == 2)
    for provider in started.all {
      #expect(provider.commands == ["hello", "mount"])
      #expect(provider.wasStopped)
    }
  }

  @Test func aRestartNeverAcknowledgedIsAnErrorAndTheNextCheckGetsANewProcess() async throws {
    let started = Started()
    let launcher = Self.launcher(started) { seq, transport, number in
      if number > 0 { Self.acknowledge(seq, transport, number) }
    }
    let error = await #expect(throws: ProviderFailure.self) {
      try await Self.check(launcher, settleTimeout: 0.2)
    }
    #expect(error?.kind == .timeout)
    #expect(error?.message == "ending the check with 'restart': no reply to 'restart' within 0.2 s")
    #expect(started.all.first?.wasStopped == true)
    try await Self.check(launcher, settleTimeout: 0.2)
    #expect(started.count == 2)
    #expect(started.all.last?.commands == ["hello", "mount", "restart"])
  }

  @Test func aProviderThatExitsAtRestartIsAnErrorAndTheNextCheckGetsANewProcess() async throws {
    let started = Started()
    let launcher = Self.launcher(started) { seq, transport, number in
      if number == 0 {
        transport.log("Segmentation fault")
        transport.close("provider exited with status 139")
      } else {
        Self.acknowledge(seq, transport, number)
      }
    }
    let error = await #expect(throws: ProviderFailure.self) { try await Self.check(launcher) }
    #expect(error?.kind == .crashed)
    #expect(error?.message == "ending the check with 'restart': provider exited with status 139")
    #expect(error?.stderrTail.last == "Segmentation fault")
    let next = try await Self.check(launcher)
    #expect(started.count == 2)
    #expect(next == ["provider 1 ran mount"])
  }

  @Test func aProviderThatAnswersRestartWithAnErrorIsAnError() async throws {
    let started = Started()
    let launcher = Self.launcher(started) { seq, transport, _ in
      transport.emit(#"{"type":"reply","seq":\#(seq),"error":"cannot start over"}"#)
    }
    let error = await #expect(throws: ProviderFailure.self) { try await Self.check(launcher) }
    #expect(error?.kind == .commandFailed)
    #expect(
      error?.message
        == "ending the check with 'restart': 'restart' answered with error: cannot start over")
    #expect(started.all.first?.wasStopped == true)
  }

  @Test func aProviderThatWritesAfterAcknowledgingRestartIsNotUsedAgain() async throws {
    let started = Started()
    let launcher = Self.launcher(started) { seq, transport, number in
      Self.acknowledge(seq, transport, number)
      if number == 0 { transport.emit(#"{"type":"state","state":{"loading":true}}"#) }
    }
    try await Self.check(launcher)
    try await Self.check(launcher)
    #expect(started.count == 2)
    #expect(started.all.first?.wasStopped == true)
    #expect(started.all.first?.commands == ["hello", "mount", "restart"])
  }

  /// A kept process that dies before it answers the next `hello` is replaced by a new one,
  /// and the check's log holds nothing of the attempt.
  @Test func aKeptProviderThatFailsBeforeItsHandshakeIsReplacedWithoutATrace() async throws {
    let started = Started()
    let hellos = Started()
    let launcher = ProviderLauncher.keeping(name: "scripted") {
      let number = started.count
      let transport = MemoryTransport { line, transport in
        let seq = MemoryTransport.seq(line)
        let command = (try? JSONValue(parsing: line))?["command"]?.stringValue ?? ""
        if command == "hello" {
          hellos.append(transport)
          if number == 0, hellos.all.filter({ $0 === transport }).count > 1 {
            transport.close("provider exited with status 1")
            return
          }
          transport.emit(#"{"type":"reply","seq":\#(seq),"result":\#(Self.restartable)}"#)
        } else if command == "restart" {
          transport.emit(#"{"type":"reply","seq":\#(seq),"result":{}}"#)
        }
        transport.emit(
          #"{"type":"settled","seq":\#(seq),"state":{"loading":false,"language":null}}"#)
      }
      started.append(transport)
      return transport
    }
    try await Self.check(launcher)
    let session = try await ProviderSession.open(launcher, languages: Self.languages)
    try await session.mount(Self.namespace)
    #expect(started.count == 2)
    #expect(await session.link.index == 0)
    let events = await session.world.events
    #expect(events.map(\.order) == Array(0..<events.count))
    #expect(events.allSatisfy { $0.provider == 0 })
    #expect(events.first?.kind == .command("hello"))
    #expect(events.filter { $0.kind == .command("hello") }.count == 1)
    try await session.end()
  }
}
