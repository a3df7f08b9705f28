import Foundation
import JSON
import ProviderProtocol
import Testing
import Verification

@testable import LanguageProvider

/// A provider that breaks the protocol is an error with the reason and its stderr tail, at
/// once, never a hang.
@Suite struct ProtocolFailureTests {
  static let languages = [
    ServiceLanguage(record: LanguageRecord(id: "1", code: "en"), isDefault: true)
  ]
  static let namespace = LanguageNamespace(project: "p", account: "a")

  static func open(_ transport: MemoryTransport, settleTimeout: Double = 20) async throws
    -> ProviderSession
  {
    try await ProviderSession.open(
      transport.launcher, languages: languages, settleTimeout: settleTimeout)
  }

  @Test func aLineThatIsNotJSONFailsWithTheStderrTail() async throws {
    let transport = MemoryTransport(stderr: ["TypeError: x is undefined"]) { _, transport in
      transport.emit("hello there")
    }
    let error = await #expect(throws: ProviderFailure.self) { _ = try await Self.open(transport) }
    #expect(error?.kind == .protocolViolation)
    #expect(error?.message.contains("a line that is not JSON in 'hello there'") == true)
    #expect(error?.description.contains("«TypeError: x is undefined»") == true)
    #expect(transport.wasStopped)
  }

  @Test func anotherProtocolVersionIsRefused() async throws {
    let transport = ScriptedProvider.transport(
      handshake:
        #"{"protocol":"contract-report-provider/1","provider":"old","view":{"language":"/l","loading":"/x"}}"#
    )
    let error = await #expect(throws: ProviderFailure.self) { _ = try await Self.open(transport) }
    #expect(error?.message.contains("the provider speaks contract-report-provider/1") == true)
  }

  @Test func aHandshakeWithoutTheLoadingPointerNamesTheField() async throws {
    let transport = ScriptedProvider.transport(
      handshake:
        #"{"protocol":"contract-report-provider/2","provider":"p","view":{"language":"/language"}}"#
    )
    let error = await #expect(throws: ProviderFailure.self) { _ = try await Self.open(transport) }
    #expect(error?.message == "reply(hello).result.view.loading: missing")
  }

  @Test func aCrashFailsTheWaitingStepAndEveryLaterOne() async throws {
    let transport = ScriptedProvider.transport(stderr: ["Segmentation fault"]) { _, _, transport in
      transport.close("provider exited with status 139")
    }
    let session = try await Self.open(transport)
    let first = await #expect(throws: ProviderFailure.self) {
      try await session.mount(Self.namespace)
    }
    #expect(first?.kind == .crashed)
    #expect(first?.message == "provider exited with status 139")
    #expect(first?.stderrTail == ["Segmentation fault"])
    let later = await #expect(throws: ProviderFailure.self) { try await session.refresh() }
    #expect(later == first)
  }

  @Test func aProviderThatNeverSettlesIsAnErrorNamingTheCommand() async throws {
    let transport = ScriptedProvider.transport(stderr: ["still thinking"])
    let session = try await Self.open(transport, settleTimeout: 0.2)
    let error = await #expect(throws: ProviderFailure.self) {
      try await session.mount(Self.namespace)
    }
    #expect(error?.kind == .timeout)
    #expect(error?.message.contains("did not settle within 0.2 s") == true)
    #expect(error?.message.contains("last command 'mount'") == true)
    #expect(error?.stderrTail == ["still thinking"])
    #expect(transport.wasStopped)
  }

  /// The hang guard counts silence, not time: a provider that pushes states while it works
  /// gets past its guard several times over; one that writes nothing is failed by it.
  @Test(.timeLimit(.minutes(2)))
  func aProviderThatKeepsWritingIsNotHungAndOneThatFallsSilentIs() async throws {
    let transport = ScriptedProvider.transport { command, line, transport in
      let seq = MemoryTransport.seq(line)
      guard command == "t" else {
        transport.emit(#"{"type":"settled","seq":\#(seq)}"#)
        return
      }
      guard (try? JSONValue(parsing: line))?["key"]?.stringValue == "LATE" else { return }
      Task {
        // Three guards' worth of work, a line every 20 ms.
        for step in 0..<150 {
          try? await Task.sleep(for: .milliseconds(20))
          transport.emit(
            #"{"type":"state","state":{"loading":true,"language":null,"step":\#(step)}}"#)
        }
        transport.emit(#"{"type":"reply","seq":\#(seq),"result":{"text":"Late"}}"#)
        transport.emit(#"{"type":"settled","seq":\#(seq)}"#)
      }
    }
    let session = try await Self.open(transport, settleTimeout: 1)
    #expect(try await session.link.translate("LATE", fallback: nil) == "Late")
    let error = await #expect(throws: ProviderFailure.self) {
      _ = try await session.link.translate("NEVER", fallback: nil)
    }
    #expect(error?.kind == .timeout)
    #expect(error?.message == "no reply to 't' within 1 s")
  }

  @Test func aSettledOutOfOrderIsAViolation() async throws {
    let transport = ScriptedProvider.transport { _, line, transport in
      let seq = MemoryTransport.seq(line)
      transport.emit(#"{"type":"settled","seq":\#(seq + 5)}"#)
    }
    let session = try await Self.open(transport)
    let error = await #expect(throws: ProviderFailure.self) {
      try await session.mount(Self.namespace)
    }
    #expect(error?.kind == .protocolViolation)
    #expect(error?.message.contains("settled.seq") == true)
  }

  @Test func aStateTheViewCannotReadIsAnUnmetExpectation() async throws {
    let transport = ScriptedProvider.transport { _, line, transport in
      let seq = MemoryTransport.seq(line)
      transport.emit(#"{"type":"settled","seq":\#(seq),"state":{"loading":"yes","language":null}}"#)
    }
    let session = try await Self.open(transport)
    try await session.mount(Self.namespace)
    do {
      _ = try await session.view()
      Issue.record("an unreadable loading flag was read")
    } catch let unmet as UnmetExpectation {
      #expect(unmet.observed.contains("loading flag at /loading is \"yes\", not a Boolean"))
    }
  }

  /// An announced HTTP call to a path the service does not have is answered 404 and counts as
  /// arrived: the provider settles on its own time, not after the settle guard.
  @Test(.timeLimit(.minutes(2)))
  func anAnnouncedCallToAnUnknownPathIsAnswered404AndSettles() async throws {
    let statuses = StatusLog()
    let transport = ScriptedProvider.transport { command, line, transport in
      let seq = MemoryTransport.seq(line)
      guard command == "mount",
        let apiURL = (try? JSONValue(parsing: line))?["settings"]?["apiURL"]?.stringValue
      else {
        transport.emit(#"{"type":"settled","seq":\#(seq)}"#)
        return
      }
      transport.emit(#"{"type":"notify","op":"service.http","call":1}"#)
      Task {
        let response = try? await HTTPClient.get(
          apiURL + "/v400/en/p/menus", headers: ["X-Contract-Report-Call: 1"], idleTimeout: 60,
          totalTimeout: 60)
        statuses.append(response?.status ?? -1)
        transport.emit(
          #"{"type":"settled","seq":\#(seq),"state":{"loading":false,"language":null}}"#)
      }
    }
    // A settle guard far longer than the test's limit: settling must come from the 404.
    let session = try await Self.open(transport, settleTimeout: 600)
    try await session.mount(Self.namespace)
    #expect(statuses.values == [404])
    #expect(await session.pendingCalls().isEmpty)
    await session.close()
  }

  final class StatusLog: @unchecked Sendable {
    // Unchecked: `statuses` is guarded by `lock`.
    private let lock = NSLock()
    private var statuses: [Int] = []
    func append(_ status: Int) { lock.withLock { statuses.append(status) } }
    var values: [Int] { lock.withLock { statuses } }
  }
}
