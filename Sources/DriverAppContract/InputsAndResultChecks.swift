import LanguageProvider
import ProviderProtocol
import Verification

/// "Inputs and result": each row drives a fresh provider into the row's input state and
/// observes the transition, the result and the partial/failure boundary.
enum InputsAndResultChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Inputs and result") {
      Row("Stored language present") { evidence in
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          try await session.mount(DriverAppFixture.namespace)
          let restored = try await session.view()
          let client = await session.apiClientCode()
          evidence.cell(
            "Transition", expected: "selection es restored, API client set to es",
            observed:
              "selection \(restored.language?.code ?? "none"), API client \(client ?? "never set")",
            holds: restored.language?.id == DriverAppFixture.spanish.id && client == "es")
          let request = try await session.expect(.dictionary, column: "Result")
          evidence.cell(
            "Result", expected: "a dictionary request for es while loading",
            observed: "\(request.summary), loading \(restored.loading)",
            holds: request.code == "es" && restored.loading)
          try await session.answer(request, .dictionary(DriverAppFixture.spanishDictionary))
          let first = try await session.heldVersion()
          try await session.refresh()
          try await session.answerNext(
            .dictionary, .dictionary(DriverAppFixture.spanishDictionaryRevised),
            column: "Partial/failure boundary")
          let after = try await session.heldVersion()
          let stored = await session.storedUnderRestoreKey()
          let expected = DictionaryVersion(dictionary: DriverAppFixture.spanishDictionaryRevised)
          evidence.cell(
            "Partial/failure boundary",
            expected:
              "the stored record stays es while the held dictionary's version moves to \(expected.digest.hex.prefix(12))",
            observed:
              "stored \(stored?.code ?? "none"), version \(first.map { String($0.digest.hex.prefix(12)) } ?? "none") → \(after.map { String($0.digest.hex.prefix(12)) } ?? "none")",
            holds: stored?.id == DriverAppFixture.spanish.id && first != nil && after == expected
              && first != after)
        }
      }

      Row("No stored language") { evidence in
        try await context.run { session in
          try await session.mount(DriverAppFixture.namespace)
          let request = try await session.expect(.languages, column: "Transition")
          evidence.cell(
            "Transition", expected: "a languages request (the default language)",
            observed: request.summary, holds: request.operation == .languages)
          try await session.answer(request, .languages(DriverAppFixture.languages))
          let chosen = try await session.view()
          evidence.cell(
            "Result",
            expected: "selection en: the language the service marks default (listed second)",
            observed: "selection \(chosen.language?.code ?? "none")",
            holds: chosen.language?.id == DriverAppFixture.english.id)
          let dictionary = try await session.expect(.dictionary, column: "Partial/failure boundary")
          let mark = await session.world.events.count
          try await session.answer(dictionary, .dictionary(DriverAppFixture.englishDictionary))
          let settled = try await session.view()
          let history = try await session.history()
          let held = await loadingHeld(session, until: mark, states: history)
          let cleared = history.firstIndex { !$0.loading }
          evidence.cell(
            "Partial/failure boundary",
            expected: "loading from the start until the en dictionary is answered, then cleared",
            observed:
              "\(dictionary.summary); loading through \(cleared.map { "state \($0 + 1) of \(history.count)" } ?? "every state"), then \(settled.loading)",
            holds: dictionary.code == "en" && !settled.loading && held)
        }
      }

      Row("Dictionary success") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let view = try await session.view()
          let held = try await session.heldDictionary()
          evidence.cell(
            "Transition", expected: "the served map of 4 keys held, loading cleared, no error",
            observed:
              "held \(held.map { "\($0.entries.count) keys" } ?? "nothing"), loading \(view.loading), error \(view.error == nil ? "none" : "set")",
            holds: held?.entries == DriverAppFixture.spanishDictionary && !view.loading
              && view.error == nil)
          let orders = try await session.resolve("ORDERS", fallback: "Orders")
          let login = try await session.resolve("LOGIN", fallback: "Log in")
          let readiness = try await session.readiness()
          evidence.cell(
            "Result", expected: "Pedidos (prefixed), Iniciar sesión (original), readiness complete",
            observed: "\(orders), \(login), readiness \(readiness.rawValue)",
            holds: orders.text == "Pedidos" && orders.tier == .prefixed
              && login.text == "Iniciar sesión" && login.tier == .original && readiness == .complete
          )
          let withFallback = try await session.resolve("PROFILE", fallback: "Profile")
          let bare = try await session.resolve("PROFILE")
          evidence.cell(
            "Partial/failure boundary", expected: "Profile (fallback), PROFILE (keyText)",
            observed: "\(withFallback), \(bare)",
            holds: withFallback.text == "Profile" && withFallback.tier == .fallback
              && bare.text == "PROFILE" && bare.tier == .keyText)
        }
      }

      Row("Dictionary error/throw") { evidence in
        var outcomes: [String] = []
        var transitions = true
        var fallbacks = true
        var readinesses: [Readiness] = []
        for answer in [
          ServiceAnswer.errorEnvelope(["language not found"]), .thrown(.timeout),
          .thrown(.unavailable),
        ] {
          try await context.run { session in
            try await session.startInSpanish()
            try await session.refresh()
            try await session.answerNext(.dictionary, answer, column: "Transition")
            let view = try await session.view()
            let held = try await session.heldDictionary()
            outcomes.append(
              "\(answer.summary): \(held == nil ? "no dictionary" : "the old dictionary kept")\(view.error == nil ? "" : ", error exposed"), loading \(view.loading)"
            )
            transitions = transitions && held == nil && !view.loading
            let text = try await session.resolve("ORDERS", fallback: "Orders")
            fallbacks = fallbacks && text.text == "Orders" && text.tier == .fallback
            readinesses.append(try await session.readiness())
          }
        }
        evidence.cell(
          "Transition",
          expected:
            "after a loaded dictionary, a refresh that fails (envelope, timeout, HTTP 503): an empty dictionary, loading cleared",
          observed: outcomes.joined(separator: "; "), holds: transitions)
        evidence.cell(
          "Result",
          expected: "ORDERS → Orders (fallback) each time: the earlier dictionary is not kept",
          observed: fallbacks ? "Orders (fallback) each time" : "not the fallback every time",
          holds: fallbacks)
        evidence.cell(
          "Partial/failure boundary",
          expected: "text stays readable, yet readiness is fallbackOnly (never complete)",
          observed: "readiness \(readinesses.map(\.rawValue).joined(separator: ", "))",
          holds: readinesses.count == 3 && readinesses.allSatisfy { $0 == .fallbackOnly })
      }

      Row("Select different language") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let before = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          let write = await session.writes(since: before).first
          let clientAtWrite = await session.apiClientCode(before: write?.order)
          let client = await session.apiClientCode()
          let view = try await session.view()
          evidence.cell(
            "Transition",
            expected:
              "fr stored first (the API client still es at the write), then the API client fr, loading",
            observed:
              "stored \(write?.record?.code ?? "nothing"), API client at the write \(clientAtWrite ?? "never set"), then \(client ?? "never set"), loading \(view.loading)",
            holds: write?.record?.code == "fr" && clientAtWrite == "es" && client == "fr"
              && view.loading)
          let request = try await session.expect(.dictionary, column: "Result")
          evidence.cell(
            "Result", expected: "a dictionary request for fr", observed: request.summary,
            holds: request.code == "fr")
          try await session.answer(request, .dictionary(DriverAppFixture.frenchDictionary))
        }
        try await context.run { session in
          try await session.startInSpanish()
          await session.world.failNextWrite(reason: "disk full (scripted)")
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          let client = await session.apiClientCode()
          let request = await session.pending(.dictionary)
          if let request {
            try await session.answer(request, .dictionary(DriverAppFixture.frenchDictionary))
          }
          let held = try await session.heldDictionary()
          let stored = await session.storedUnderRestoreKey()
          evidence.cell(
            "Partial/failure boundary",
            expected:
              "the write refused (es still stored), yet the API client fr and the fr dictionary held: each settled on its own",
            observed:
              "stored \(stored?.code ?? "nothing"), API client \(client ?? "never set"), dictionary \(request == nil ? "never requested" : "held \(held?.call.code ?? "none")")",
            holds: stored?.code == "es" && client == "fr" && held?.call.code == "fr")
        }
      }

      Row("Select current language") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let before = try await session.view()
          let mark = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.spanish))
          let after = try await session.view()
          let effects = await session.sideEffects(since: mark)
          evidence.cell(
            "Transition", expected: "no selection change: es, no write, no request",
            observed:
              "selection \(after.language?.code ?? "none"), \(effects.count) storage/service/client call(s)",
            holds: after.language?.id == DriverAppFixture.spanish.id && effects.isEmpty)
          evidence.cell(
            "Result", expected: "the same state as before",
            observed: after == before
              ? "same state"
              : "state changed: \(after.changes(from: before).joined(separator: ", "))",
            holds: after == before)
        }
        try await context.run { session in
          try await session.startStored(
            DriverAppFixture.listed(DriverAppFixture.spanish), dictionary: nil)
          try await session.answerNext(
            .dictionary, .errorEnvelope(["unavailable"]), column: "Partial/failure boundary")
          let mark = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.spanish))
          let effects = await session.sideEffects(since: mark)
          let readiness = try await session.readiness()
          evidence.cell(
            "Partial/failure boundary",
            expected:
              "reselecting es over a failed dictionary changes nothing: no request, still fallbackOnly",
            observed:
              "\(effects.count) storage/service/client call(s), readiness \(readiness.rawValue)",
            holds: effects.isEmpty && readiness == .fallbackOnly)
        }
      }

      Row("RTL language") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let before = await session.world.events.count
          try await session.select(DriverAppFixture.listed(DriverAppFixture.arabic))
          try await session.answerEverything()
          let stored = await session.writes(since: before).last?.record
          try await session.unmount()
          try await session.relaunch()
          try await session.mount(DriverAppFixture.namespace)
          try await session.answerEverything()
          let restored = try await session.view().language
          evidence.cell(
            "Transition", expected: "rtl true when stored and when restored",
            observed:
              "stored rtl \(stored.map { String($0.rtl) } ?? "nothing stored"), restored rtl \(restored.map { String($0.rtl) } ?? "nothing restored")",
            holds: stored?.rtl == true && restored?.code == "ar" && restored?.rtl == true)
          evidence.cell(
            "Result", expected: "the provider's state carries rtl true for consumers",
            observed:
              "state language \(restored?.code ?? "none"), rtl \(restored.map { String($0.rtl) } ?? "absent")",
            holds: restored?.rtl == true)
          let layout = await session.layoutCalls()
          evidence.limit(
            "Partial/failure boundary",
            expected: "no native layout direction forced by the provider",
            observed:
              "native layout calls: \(layout.isEmpty ? "none" : layout.map { $0 ? "RTL" : "LTR" }.joined(separator: ", "))",
            holds: layout.isEmpty)
        }
      }
    }
  }

  /// Whether every state of the current mount up to `mark` (the answer of the dictionary
  /// request) had loading set.
  static func loadingHeld(_ session: ProviderSession, until mark: Int, states: [ProviderView]) async
    -> Bool
  {
    let events = await session.events()
    var index = 0
    for event in events where event.order < mark {
      guard case .state = event.kind else { continue }
      if index < states.count, !states[index].loading { return false }
      index += 1
    }
    return index > 0
  }
}
