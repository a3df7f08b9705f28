import JSON
import LanguageProvider
import ProviderProtocol
import Testing

/// The inferences the host draws without asking the provider.
@Suite struct InferenceTests {
  static let dictionary = [
    "DRIVER_APP_ORDERS": "Pedidos", "ORDERS": "Pedidos (genérico)", "EMPTY": "",
  ]

  static func tier(_ key: String, _ fallback: String?, _ text: String) -> InferredResolution {
    InferredResolution.infer(
      key: key, fallback: fallback, text: text, held: dictionary, prefix: "DRIVER_APP_",
      otherServed: [["LOGIN": "Anmelden"]])
  }

  @Test func eachTierIsTheFirstSourceThatGivesTheText() {
    #expect(Self.tier("ORDERS", "Orders", "Pedidos").tier == .prefixed)
    #expect(Self.tier("ORDERS", "Orders", "Pedidos (genérico)").tier == .original)
    #expect(Self.tier("EMPTY", "Empty", "Empty").tier == .fallback)
    #expect(Self.tier("EMPTY", nil, "EMPTY").tier == .keyText)
    #expect(Self.tier("+1 (555) 010-0199", "Call", "+1 (555) 010-0199").tier == .notAKey)
  }

  @Test func aTextFromNowhereSaysWhereItCameFrom() {
    let old = Self.tier("LOGIN", "Log in", "Anmelden")
    #expect(old.tier == nil)
    #expect(old.origin == "a dictionary the provider no longer holds")
    let unknown = Self.tier("LOGIN", "Log in", "???")
    #expect(unknown.tier == nil && unknown.origin == nil)
    #expect(unknown.description == "??? (unknown source)")
  }

  @Test func anEmptyEntryIsNeverATranslation() {
    #expect(Self.tier("EMPTY", nil, "").tier == nil)
  }

  @Test func pointersFollowRFC6901() throws {
    let value = try JSONValue(parsing: #"{"a":{"b/c":[10,{"~d":true}]}}"#)
    #expect(value.resolve(pointer: "") == value)
    #expect(value.resolve(pointer: "/a/b~1c/0") == .int(10))
    #expect(value.resolve(pointer: "/a/b~1c/1/~0d") == .bool(true))
    #expect(value.resolve(pointer: "/a/missing") == nil)
    #expect(value.resolve(pointer: "/a/b~1c/7") == nil)
    #expect(value.resolve(pointer: "a") == nil)
  }

  @Test func theViewReadsOnlyWhatThePointersName() throws {
    let handshake = Handshake(
      provider: "p", language: "/0/language", loading: "/0/loading", error: "/0/error",
      dictionary: "/0/dictionary")
    let state = try JSONValue(
      parsing:
        #"[{"language":{"id":3,"code":"ar","rtl":true},"loading":false,"error":"","dictionary":{"A":"x","N":1}}]"#
    )
    let view = try ProviderView(state: state, handshake: handshake)
    #expect(view.language == LanguageRecord(id: "3", code: "ar", rtl: true))
    #expect(!view.loading)
    #expect(view.error == nil)
    #expect(view.dictionary == ["A": "x"])
    let withError = try ProviderView(
      state: try JSONValue(parsing: #"[{"language":null,"loading":true,"error":"boom"}]"#),
      handshake: handshake)
    #expect(withError.error == .string("boom"))
    #expect(withError.language == nil)
  }

  @Test func redactedKeysNameNoIdentifier() {
    #expect(Redaction.key("language") == "'language'")
    let hidden = Redaction.key("language:synthetic-project-7f3a91c2")
    #expect(hidden.hasPrefix("key#"))
    #expect(!hidden.contains("7f3a91c2"))
  }
}
