import TestSupport

#if os(Linux)
  import ComplianceSite
  import Foundation
  import Glibc
  import TestSupport
  import Testing

  /// Kills a process that is rewriting a site in a loop at random moments (once it is seen
  /// writing), and checks the site on disk is always one complete generation. The writing process is this test binary,
  /// re-run with only ``childRewritesTheSiteUntilKilled()`` enabled.
  @Suite struct SiteWriterKillTests {
    private static let outputVariable = "COMPLIANCE_SITE_KILL_TEST_OUTPUT"
    private static let filesPerGeneration = 150

    private static func generation(_ number: Int) -> [String: [UInt8]] {
      var files: [String: [UInt8]] = [:]
      for index in 0..<filesPerGeneration {
        files["pages/\(index % 10)/\(index).html"] = Array("generation \(number)".utf8)
      }
      return files
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment[outputVariable] != nil))
    func childRewritesTheSiteUntilKilled() throws {
      let output = ProcessInfo.processInfo.environment[Self.outputVariable]!
      let writer = SiteWriter(outputDirectory: output)
      let deadline = ContinuousClock.now + .seconds(20)
      var number = 0
      while ContinuousClock.now < deadline {
        number += 1
        try writer.write(files: Self.generation(number))
      }
    }

    @Test func siteSurvivesSIGKILLAtRandomPoints() async throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let output = directory.path + "/site"
      try SiteWriter(outputDirectory: output).write(files: Self.generation(0))
      var generator = SystemRandomNumberGenerator()
      var seen: Set<String> = []
      for _ in 0..<5 {
        let before = try directory.files(in: "site")
        var environment = ProcessInfo.processInfo.environment
        environment[Self.outputVariable] = output
        let child = try Subprocess(
          URL(fileURLWithPath: "/proc/self/exe"),
          [
            "--testing-library", "swift-testing", "--filter",
            "SiteWriterKillTests/childRewritesTheSiteUntilKilled",
          ], environment: environment)
        // Kill only once the child is rewriting the site, however long it takes to start on
        // a loaded machine: wait until the site on disk is a generation it wrote (a read that
        // meets a swap half-way is only a trigger, so it may fail or differ).
        var polls = 0
        while (try? directory.files(in: "site")) ?? before == before, polls < 1200 {
          polls += 1
          try await Task.sleep(nanoseconds: 50_000_000)
        }
        #expect(polls < 1200, "the child never rewrote the site within a minute")
        let delay = Double.random(in: 0...0.3, using: &generator)
        try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        child.kill(SIGKILL)
        _ = try await child.result()

        let site = try directory.files(in: "site")
        #expect(site.count == Self.filesPerGeneration)
        #expect(Set(site.values).count == 1, "mixed generations: \(Set(site.values).sorted())")
        seen.formUnion(site.values)
      }
      // The children did replace the site (so kills landed among real writes).
      #expect(seen.count > 1)
      // The next writer clears whatever the killed one left beside the site.
      try SiteWriter(outputDirectory: output).write(files: Self.generation(-1))
      #expect(try directory.entries() == [".site.lock", "site"])
      #expect(Set(try directory.files(in: "site").values) == ["generation -1"])
    }
  }
#endif
