import LanguageProvider
import ProviderProtocol
import RTLReview
import Verification

/// "Limits and failure states": each row's state is produced, its meaning observed, and the
/// maintainer response shown to be what the provider actually does.
enum LimitsAndFailureStatesChecks {
  static func section(_ context: DriverAppContext) -> Section {
    Section("Limits and failure states") {
      Row("Language loading") { evidence in
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          try await session.mount(DriverAppFixture.namespace)
          let request = try await session.expect(.dictionary, column: "Meaning")
          let open = try await session.view()
          evidence.cell(
            "Meaning", expected: "loading while the dictionary request is open",
            observed: "loading \(open.loading) with a \(request.summary) open",
            holds: open.loading)
          let during = try await session.readiness()
          try await session.answer(request, .dictionary(DriverAppFixture.spanishDictionary))
          let settled = try await session.readiness()
          let states = try await session.history()
          let droppedEarly = states.dropLast().contains { !$0.loading }
          evidence.cell(
            "Maintainer response",
            expected:
              "readiness loading in every state until the dictionary settles, then complete",
            observed:
              "\(during.rawValue) → \(settled.rawValue)\(droppedEarly ? "; loading dropped before the dictionary settled" : "")",
            holds: during == .loading && settled == .complete && !droppedEarly)
        }
      }

      Row("Empty dictionary with rendered text") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          try await session.refresh()
          try await session.answerNext(.dictionary, .dictionary([:]), column: "Meaning")
          let withFallback = try await session.resolve("ORDERS", fallback: "Orders")
          let bare = try await session.resolve("ORDERS")
          evidence.cell(
            "Meaning",
            expected:
              "after a refresh answered with an empty dictionary: Orders (fallback), ORDERS (keyText)",
            observed: "\(withFallback), \(bare)",
            holds: withFallback.text == "Orders" && withFallback.tier == .fallback
              && bare.text == "ORDERS" && bare.tier == .keyText)
          let readiness = try await session.readiness()
          let held = try await session.heldDictionary()
          evidence.cell(
            "Maintainer response",
            expected: "readiness fallbackOnly, not complete: the earlier dictionary is not held",
            observed:
              "readiness \(readiness.rawValue), dictionary held \(held == nil ? "none" : "the earlier one")",
            holds: readiness == .fallbackOnly && held == nil)
        }
      }

      Row("Stored selection but old text") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let firstHeld = try await session.heldDictionary()
          try await session.refresh()
          let stale = try await session.expect(.dictionary, column: "Meaning")
          try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
          let fresh = try await session.expect(.dictionary, column: "Meaning")
          let stored = await session.storedUnderRestoreKey()
          let diverged = try await session.view()
          let heldNow = try await session.heldDictionary()
          evidence.cell(
            "Meaning", expected: "fr stored while the held dictionary is still es",
            observed:
              "stored \(stored?.code ?? "nothing"), dictionary held \(heldNow?.call.code ?? "none")",
            holds: stored?.code == "fr" && heldNow?.call.code == "es")
          try await session.answer(stale, .dictionary(DriverAppFixture.spanishDictionaryRevised))
          let afterStale = try await session.view()
          let heldAfterStale = try await session.heldDictionary()
          try await session.answer(fresh, .dictionary(DriverAppFixture.frenchDictionary))
          let final = try await session.heldDictionary()
          let readiness = try await session.readiness()
          evidence.cell(
            "Maintainer response",
            expected:
              "the late es refresh is dropped (state and held dictionary unchanged), then fr applied",
            observed:
              "state \(afterStale == diverged ? "unchanged" : "changed"), held \(heldAfterStale?.number == firstHeld?.number ? "unchanged" : "replaced by the late es result"), then \(final?.call.code ?? "none") (\(readiness.rawValue))",
            holds: afterStale == diverged && heldAfterStale?.number == firstHeld?.number
              && final?.call.code == "fr" && readiness == .complete)
        }
      }

      Row("Unmount before response") { evidence in
        try await context.run { session in
          try await session.seed(
            DriverAppFixture.listed(DriverAppFixture.spanish), for: DriverAppFixture.namespace)
          try await session.mount(DriverAppFixture.namespace)
          let request = try await session.expect(.dictionary, column: "Meaning")
          try await session.unmount()
          let mark = await session.world.events.count
          try await session.answer(request, .dictionary(DriverAppFixture.spanishDictionary))
          let after = await session.events(since: mark)
          let delivered = after.contains {
            if case .serviceAnswer = $0.kind { return true }
            return false
          }
          evidence.cell(
            "Meaning", expected: "the response is delivered after the unmount",
            observed: delivered ? "delivered after the unmount" : "not delivered",
            holds: delivered)
          let states = after.filter {
            if case .state = $0.kind { return true }
            return false
          }
          let effects = await session.sideEffects(since: mark)
          let (lateStates, lateEffects) = try await writeAnsweredAfterUnmount(session)
          evidence.cell(
            "Maintainer response",
            expected:
              "no state update and no storage, service or client call after it, nor after a write answered after the unmount",
            observed:
              "\(states.count) state update(s), \(effects.count) call(s); after the late write: \(lateStates) state update(s), \(lateEffects) call(s)",
            holds: states.isEmpty && effects.isEmpty && lateStates == 0 && lateEffects == 0)
        }
      }

      Row("RTL flag present") { evidence in
        try await context.run { session in
          try await session.startStored(
            DriverAppFixture.listed(DriverAppFixture.hebrew),
            dictionary: DriverAppFixture.hebrewDictionary)
          let view = try await session.view()
          evidence.cell(
            "Meaning", expected: "rtl true for the restored he",
            observed:
              "selection \(view.language?.code ?? "none"), rtl \(view.language.map { String($0.rtl) } ?? "absent")",
            holds: view.language?.code == "he" && view.language?.rtl == true)
          let layout = await session.layoutCalls()
          let review = try ContractFiles.rtlReviewCoverage(for: evidence.clause.file)
          evidence.cell(
            "Maintainer response",
            expected:
              "the provider forces no native direction, so it is verified separately: the RTL review records he",
            observed:
              "native layout calls \(layout.count); review locales \(review.locales.joined(separator: ", "))",
            holds: layout.isEmpty && review.locales.contains("he")
              && !review.missing.contains { $0.hasPrefix("he:") })
        }
      }

      Row("Mixed-language screen") { evidence in
        try await context.run { session in
          try await session.startInSpanish()
          let keys = [("ORDERS", "Orders"), ("LOGIN", "Log in"), ("PROFILE", "Profile")]
          let labels = try await ScreenModel(session: session, keys: keys).render()
          evidence.cell(
            "Meaning", expected: "Pedidos, Iniciar sesión, Profile (one fell back)",
            observed: labels.joined(separator: ", "),
            holds: labels == ["Pedidos", "Iniciar sesión", "Profile"])
          var tiers: [String] = []
          for (key, fallback) in keys {
            tiers.append(
              try await session.resolve(key, fallback: fallback).tier?.rawValue ?? "unknown")
          }
          let held = try await session.heldDictionary()
          evidence.cell(
            "Maintainer response",
            expected:
              "separate evidence: tiers prefixed, original, fallback; PROFILE missing from the held es dictionary",
            observed:
              "tiers \(tiers.joined(separator: ", ")); dictionary held \(held?.call.code ?? "none"), PROFILE \(held?.entries["PROFILE"] == nil ? "missing" : "present")",
            holds: tiers == ["prefixed", "original", "fallback"] && held?.call.code == "es"
              && held?.entries["PROFILE"] == nil)
        }
      }
    }
  }

  /// Selects fr with the write held, unmounts, then lets the write through: how many states
  /// and storage, service or client calls came after it.
  static func writeAnsweredAfterUnmount(_ session: ProviderSession) async throws -> (Int, Int) {
    try await session.mount(DriverAppFixture.namespace)
    try await session.answerEverything()
    await session.world.holdWrites()
    try await session.select(DriverAppFixture.listed(DriverAppFixture.french))
    try await session.unmount()
    let mark = await session.world.events.count
    try await session.world.releaseWrites()
    try await session.link.settle()
    let states = await session.events(since: mark).filter {
      if case .state = $0.kind { return true }
      return false
    }
    return (states.count, await session.sideEffects(since: mark).count)
  }
}
