import Foundation
import JSON
import LanguageProvider
import ProviderProtocol
import Testing

extension EndToEnd {
  /// The React adapter offers `restart`, so the host keeps its process between checks. Each
  /// check must still meet the provider as a new process would: a provider that keeps state at
  /// module scope (a counter in a module it imports, a dictionary in its own module, a global,
  /// a timer) shows none of an earlier check's, although the same process served both.
  @Suite struct ReactRestartIsolationTests {
    /// The provider's state after each mount of one check (unmounted in between), the check
    /// ended as checks end.
    static func check(_ launcher: ProviderLauncher, mounts: Int) async throws -> [JSONValue] {
      let session = try await ProviderSession.open(
        launcher,
        languages: [
          ServiceLanguage(record: LanguageRecord(id: "1", code: "en"), isDefault: true)
        ])
      var states: [JSONValue] = []
      for mount in 0..<mounts {
        if mount > 0 { try await session.unmount() }
        try await session.mount(LanguageNamespace(project: "p", account: "a"))
        states.append(try #require(await session.link.lastState))
      }
      try await session.end()
      return states
    }

    /// What the provider counted, by name (`pid` and the earlier timer left out).
    static func counts(_ state: JSONValue) -> [String: Int] {
      var counts: [String: Int] = [:]
      for name in ["mounts", "cached", "globalMounts"] { counts[name] = state[name]?.intValue }
      return counts
    }

    @Test func aKeptProcessGivesEachCheckFreshModulesGlobalsAndTimers() async throws {
      try ReactToolchain.require()
      let workspace = try Workspace()
      try workspace.write(
        """
        let count = 0
        export const bump = () => { count += 1; return count }
        """, to: "stateful/counter.js")
      try workspace.write(
        """
        import React, { createContext, useState } from 'react'
        import { bump } from './counter'
        export const LanguageContext = createContext()
        const cache = {}
        export const LanguageProvider = ({ children }) => {
          const [state] = useState(() => {
            const mounts = bump()
            cache[`mount ${mounts}`] = true
            globalThis.mountsSeen = (globalThis.mountsSeen ?? 0) + 1
            // The process object is the one channel every realm shares: the test's own probe.
            const earlier = process.contractReportTestTimer
            process.contractReportTestTimer = setTimeout(() => {}, 600000)
            return {
              loading: false, language: null, mounts, cached: Object.keys(cache).length,
              globalMounts: globalThis.mountsSeen, pid: process.pid,
              // Node marks a cleared timer destroyed.
              earlierTimer: earlier === undefined ? 'none' : earlier._destroyed ? 'cleared' : 'pending',
            }
          })
          return <LanguageContext.Provider value={[state, (key) => key, () => {}]}>{children}</LanguageContext.Provider>
        }
        """, to: "stateful/Provider.jsx")
      try workspace.write(
        """
        { "module": "Provider.jsx", "provider": "LanguageProvider", "context": "LanguageContext",
          "value": { "state": "0", "t": "1", "select": "2" },
          "view": { "language": "/language", "loading": "/loading" } }
        """, to: "stateful/adapter.json")
      let launcher = ProviderLauncher.process(
        command: ReactToolchain.command(config: workspace.url("stateful/adapter.json").path))

      let first = try await Self.check(launcher, mounts: 2)
      let second = try await Self.check(launcher, mounts: 1)

      // Within one check the state carries over, so a leak between checks would show.
      #expect(Self.counts(first[0]) == ["mounts": 1, "cached": 1, "globalMounts": 1])
      #expect(first[0]["earlierTimer"] == .string("none"))
      #expect(Self.counts(first[1]) == ["mounts": 2, "cached": 2, "globalMounts": 2])
      #expect(first[1]["earlierTimer"] == .string("pending"))
      // The next check: the same process, nothing of the last check's.
      #expect(second[0]["pid"] == first[0]["pid"], "the process was kept")
      #expect(Self.counts(second[0]) == ["mounts": 1, "cached": 1, "globalMounts": 1])
      #expect(second[0]["earlierTimer"] == .string("cleared"))
    }
  }
}
