import Foundation
import Testing

extension EndToEnd {
  /// `contract-report coverage --format json` from the built executable, against the report
  /// schema's `coverage` definition (each locale's to-do list, the dynamic calls).
  @Suite struct CoverageEndToEndTests {
    @Test func coverageJSONMatchesTheSchema() async throws {
      let workspace = try Workspace()
      let run = try await workspace.run(["coverage", "contracts", "--format", "json"])
      #expect(run.status == 0, "\(run.stderr)")
      try workspace.write(run.stdout, to: "out/coverage.json")
      let outcome = try await Validators.validateCoverageReports([
        workspace.url("out/coverage.json")
      ])
      #expect(outcome.status == 0, "\(outcome.output)")
      // The schema rejects a to-do entry without a reason, with an unknown reason or tier, or
      // with a location that is not file:line:column.
      let good = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
      let mutations: [(String, String, Any)] = [
        ("no-reason.json", "reasons", [String]()),
        ("bad-reason.json", "reasons", ["missing"]),
        ("bad-tier.json", "tier", "fallbackCopy"),
        ("bad-location.json", "locations", ["contracts/x.tsx"]),
        ("extra-field.json", "fallback", "copy never belongs here"),
      ]
      // One validator run for every mutation: each file must have at least one error line.
      for (file, field, value) in mutations {
        var report = good
        var locales = try #require(report["locales"] as? [[String: Any]])
        var todo = try #require(locales[1]["todo"] as? [[String: Any]])
        todo[0][field] = value
        locales[1]["todo"] = todo
        report["locales"] = locales
        try workspace.write(
          String(decoding: try JSONSerialization.data(withJSONObject: report), as: UTF8.self),
          to: file)
      }
      let rejected = try await Validators.validateCoverageReports(
        mutations.map { workspace.url($0.0) })
      #expect(rejected.status == 1)
      for (file, _, _) in mutations {
        #expect(rejected.output.contains(workspace.url(file).path + ": "), "\(file) was accepted")
      }
    }
  }
}
