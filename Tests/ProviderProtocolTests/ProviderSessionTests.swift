import Foundation
import JSON
import LanguageProvider
import ProviderProtocol
import Testing
import Verification

/// The host's session against the Swift provider in process (the same messages as over a
/// pipe): app steps settle, the host sees every storage and service call, and the contract's
/// concepts are inferred from what it served.
@Suite struct ProviderSessionTests {
  static let namespace = LanguageNamespace(
    project: "synthetic-project", account: "synthetic-account")
  static let languages = [
    ServiceLanguage(record: LanguageRecord(id: "2", code: "es", name: "Español"), isDefault: false),
    ServiceLanguage(record: LanguageRecord(id: "1", code: "en", name: "English"), isDefault: true),
    ServiceLanguage(record: LanguageRecord(id: "3", code: "ar", rtl: true, name: "العربية")),
  ]
  static let spanish = [
    "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos (genérico)", "LOGIN": "Entrar",
  ]

  static func open(_ faults: Set<ProviderFault> = []) async throws -> ProviderSession {
    try await ProviderSession.open(
      .inProcess(faults: faults), languages: languages,
      dictionaries: ["es": spanish, "en": ["LOGIN": "Sign in"]])
  }

  @Test func aMountWithNothingStoredAsksForTheDefaultAndSettles() async throws {
    let session = try await Self.open()
    try await session.mount(Self.namespace)
    let call = try await session.expect(.languages)
    #expect(call.code == "en")
    #expect(try await session.view().loading)
    try await session.answer(call, .languages(Self.languages))
    #expect(try await session.view().language?.code == "en")
    let dictionary = try await session.expect(.dictionary)
    #expect(dictionary.code == "en")
    #expect(await session.apiClientCode() == "en")
    try await session.answer(dictionary, .dictionary(["LOGIN": "Sign in"]))
    #expect(try await session.readiness() == .complete)
    #expect(await session.pendingCalls().isEmpty)
    await session.close()
  }

  @Test func theHeldDictionaryAndTiersAreInferredFromWhatWasServed() async throws {
    let session = try await Self.open()
    try await session.seed(Self.languages[0], for: Self.namespace)
    try await session.mount(Self.namespace)
    try await session.answerNext(.dictionary, .dictionary(Self.spanish))
    let held = try #require(try await session.heldDictionary())
    #expect(held.entries == Self.spanish)
    #expect(held.call.code == "es")
    #expect(try await session.heldVersion() == DictionaryVersion(dictionary: Self.spanish))
    let prefixed = try await session.resolve("ORDERS", fallback: "Orders")
    #expect(prefixed.text == "Pedidos" && prefixed.tier == .prefixed)
    let original = try await session.resolve("LOGIN", fallback: "Log in")
    #expect(original.tier == .original)
    let fallback = try await session.resolve("PROFILE", fallback: "Profile")
    #expect(fallback.tier == .fallback)
    let phone = try await session.resolve("+1 (555) 010-0199", fallback: "Call")
    #expect(phone.tier == .notAKey)
    await session.close()
  }

  @Test func seedingStoresThroughTheProvidersOwnKey() async throws {
    let session = try await Self.open()
    try await session.seed(Self.languages[2], for: Self.namespace)
    let entries = await session.world.storedEntries
    #expect(entries.count == 1)
    let (key, value) = try #require(entries.first)
    #expect(key.hasPrefix("language."))
    #expect(!key.contains("synthetic"))
    #expect(
      StoredValueProbe.record(value)
        == LanguageRecord(id: "3", code: "ar", rtl: true, name: "العربية"))
    try await session.mount(Self.namespace)
    #expect(try await session.view().language?.code == "ar")
    #expect(await session.restoreKey() == key)
    await session.close()
  }

  @Test func aStepTheProviderNeverTookIsAnUnmetExpectationNamingWhatItDid() async throws {
    let session = try await Self.open()
    try await session.mount(Self.namespace)
    let error = await #expect(throws: UnmetExpectation.self) {
      _ = try await session.expect(.dictionary, column: "Result")
    }
    #expect(error?.column == "Result")
    #expect(error?.expected == "a dictionary request")
    #expect(error?.observed.contains("languages request for en") == true)
    #expect(error?.observed.contains("state: language none, loading true") == true)
    await session.close()
  }

  @Test func aLateAnswerForAnUnmountedSessionChangesNothing() async throws {
    for faults: Set<ProviderFault> in [[], [.updateAfterClose]] {
      let session = try await Self.open(faults)
      try await session.seed(Self.languages[0], for: Self.namespace)
      try await session.mount(Self.namespace)
      let call = try await session.expect(.dictionary)
      try await session.unmount()
      let mark = await session.world.events.count
      try await session.answer(call, .dictionary(Self.spanish))
      let states = await session.events(since: mark).filter {
        if case .state = $0.kind { return true }
        return false
      }
      #expect(states.isEmpty == faults.isEmpty)
      #expect(try await session.readiness() == .closed)
      await session.close()
    }
  }

  @Test func refusedWritesAreLoggedAsRefused() async throws {
    let session = try await Self.open()
    try await session.mount(Self.namespace)
    try await session.answerEverything()
    await session.world.failNextWrite(reason: "disk full")
    let mark = await session.world.events.count
    try await session.select(Self.languages[2])
    let writes = await session.writes(since: mark)
    #expect(writes.count == 1)
    #expect(writes.first?.refusedWith == "disk full")
    #expect(writes.first?.record?.code == "ar")
    #expect(try await session.view().persistenceError != nil)
    await session.close()
  }

  @Test func heldWritesAreAnsweredOnRelease() async throws {
    let session = try await Self.open()
    try await session.mount(Self.namespace)
    try await session.answerEverything()
    await session.world.holdWrites()
    try await session.select(Self.languages[2])
    #expect(await session.world.heldWriteKeys.count == 1)
    #expect(await session.apiClientCode() == "en")
    try await session.world.releaseWrites()
    try await session.link.settle()
    #expect(await session.apiClientCode() == "ar")
    #expect(await session.world.storedEntries.count == 1)
    await session.close()
  }
}

/// Reads a stored value as the host does.
enum StoredValueProbe {
  static func record(_ text: String) -> LanguageRecord? {
    guard let json = try? JSONValue(parsing: text) else { return nil }
    return try? WireFormat.decodeRecord(json, path: "stored")
  }
}
