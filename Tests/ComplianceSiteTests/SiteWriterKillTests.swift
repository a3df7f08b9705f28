#if os(Linux)
  import ComplianceSite
  import Foundation
  import Glibc
  import Testing

  /// Kills a process that is rewriting a site in a loop at random moments, and checks the site
  /// on disk is always one complete generation. The writing process is this test binary,
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

    @Test func siteSurvivesSIGKILLAtRandomPoints() throws {
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let output = directory.path + "/site"
      try SiteWriter(outputDirectory: output).write(files: Self.generation(0))
      var generator = SystemRandomNumberGenerator()
      var seen: Set<String> = []
      for _ in 0..<5 {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = [
          "--testing-library", "swift-testing", "--filter",
          "SiteWriterKillTests/childRewritesTheSiteUntilKilled",
        ]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.outputVariable] = output
        child.environment = environment
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        // Long enough for the child test process to start and rewrite the site on a loaded machine.
        Thread.sleep(forTimeInterval: Double.random(in: 1.5...3.0, using: &generator))
        kill(child.processIdentifier, SIGKILL)
        child.waitUntilExit()

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
