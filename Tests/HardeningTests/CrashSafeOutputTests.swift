#if os(Linux)
  import Foundation
  import Glibc
  import TestSupport
  import Testing

  /// `build` (the built executable) publishes its site in one swap: killed at any moment it
  /// leaves the previous site complete, an unwritable output location is a clear error that
  /// changes nothing, and two builds of one output never mix their files.
  ///
  /// The contracts here are generated (many small documents, no bindings, so every clause is
  /// unbound and nothing is run): the subject is the site writer under a real process, and a
  /// fast build keeps the suite short while still writing some hundred files per site.
  @Suite(.serialized, .timeLimit(.minutes(10)))
  struct CrashSafeOutputTests {
    static let documents = 30

    /// A workspace with `documents` contracts whose text carries `generation`.
    static func writeContracts(_ folder: TemporaryFolder, into name: String, generation: String)
      throws
    {
      for index in 0..<documents {
        var text = "# Document \(index)\n\nGeneration \(generation).\n\n## Rules\n\n"
        text += "| Rule | Says |\n|---|---|\n"
        for row in 0..<20 { text += "| rule \(row) | \(generation) says \(row) |\n" }
        try folder.write("\(name)/doc-\(index).md", text)
      }
    }

    /// Every file of the site at `path`, by relative path.
    static func snapshot(_ path: String) throws -> [String: Data] {
      var files: [String: Data] = [:]
      for relative in try FileManager.default.subpathsOfDirectory(atPath: path) {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory)
        if !isDirectory.boolValue {
          files[relative] = FileManager.default.contents(atPath: path + "/" + relative)
        }
      }
      return files
    }

    /// One build, started at once rather than after a turn among the tests' children: the
    /// suite runs one at a time, and it times and kills builds.
    static func build(_ contracts: String, out: String, in folder: TemporaryFolder) async throws
      -> BuiltExecutable.Run
    {
      try await BuiltExecutable.start(["build", contracts, "--out", out], in: folder.path)
        .result()
    }

    /// The staging folders beside the site (`.site.staging-XXXXXX`).
    static func stagingFolders(in path: String) throws -> Set<String> {
      Set(
        try FileManager.default.contentsOfDirectory(atPath: path).filter {
          $0.hasPrefix(".site.staging-")
        })
    }

    @Test func sigkillAtRandomPointsLeavesThePreviousSiteComplete() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      // Reference sites: what a finished build of each input publishes (the inputs share a
      // path, as page paths follow it).
      try Self.writeContracts(folder, into: "contracts", generation: "new")
      // Timed without waiting for a turn among the tests' children: the build's own time.
      let clock = ContinuousClock()
      let started = clock.now
      let reference = try BuiltExecutable.start(
        ["build", "contracts", "--out", "reference-new"], in: folder.path)
      #expect(try await reference.result().status == 0)
      let duration = started.duration(to: clock.now)
      try Self.writeContracts(folder, into: "contracts", generation: "old")
      #expect(try await Self.build("contracts", out: "site", in: folder).status == 0)
      let old = try Self.snapshot(folder.path + "/site")
      let new = try Self.snapshot(folder.path + "/reference-new")
      #expect(old.count > 60)
      #expect(old.keys.sorted() == new.keys.sorted())
      #expect(old != new)
      try Self.writeContracts(folder, into: "contracts", generation: "new")

      var generator = SystemRandomNumberGenerator()
      var outcomes: [String] = []
      let window = max(
        0.05, Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
      for round in 0..<8 {
        let before = try Self.stagingFolders(in: folder.path)
        let build = try BuiltExecutable.start(
          ["build", "contracts", "--out", "site"], in: folder.path)
        if round % 2 == 0 {
          // Killed while it writes: as soon as its staging folder appears (however loaded the
          // machine), so at least these rounds land before the swap.
          var polls = 0
          while try Self.stagingFolders(in: folder.path).subtracting(before).isEmpty,
            polls < 30_000
          {
            polls += 1
            try await Task.sleep(nanoseconds: 2_000_000)
          }
        } else {
          // Killed at a random moment of a build's measured time, the swap included.
          let delay = Double.random(in: 0...(window * 1.1), using: &generator)
          try await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        }
        build.kill(SIGKILL)
        let ended = try await build.result()
        let site = try Self.snapshot(folder.path + "/site")
        if site == old {
          outcomes.append(ended.wasSignalled ? "killed, old" : "old?")
        } else if site == new {
          outcomes.append("finished, new")
          // Start the next round from the old site again.
          try Self.writeContracts(folder, into: "contracts", generation: "old")
          #expect(try await Self.build("contracts", out: "site", in: folder).status == 0)
          try Self.writeContracts(folder, into: "contracts", generation: "new")
        } else {
          Issue.record("mixed or partial site after SIGKILL: \(site.count) files")
          outcomes.append("mixed")
        }
      }
      #expect(!outcomes.contains("mixed"))
      #expect(outcomes.contains("killed, old"), "\(outcomes)")
      // The next build clears what killed ones left beside the site.
      #expect(try await Self.build("contracts", out: "site", in: folder).status == 0)
      #expect(try Self.snapshot(folder.path + "/site") == new)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix(".site.") && $0 != ".site.lock" }
      #expect(leftovers == [])
    }

    @Test func unwritableOutputLocationIsAClearErrorAndChangesNothing() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try Self.writeContracts(folder, into: "old", generation: "old")
      try Self.writeContracts(folder, into: "new", generation: "new")
      #expect(try await Self.build("old", out: "locked/site", in: folder).status == 0)
      let before = try Self.snapshot(folder.path + "/locked/site")

      // The output's folder cannot be written (root ignores permissions, so as root the build
      // runs as 'nobody').
      #expect(chmod(folder.path + "/locked", 0o555) == 0)
      defer { chmod(folder.path + "/locked", 0o755) }
      var arguments = ["build", "new", "--out", "locked/site"]
      var runner: [String] = []
      if getuid() == 0 {
        runner = [
          "--reuid=65534", "--regid=65534", "--clear-groups", try BuiltExecutable.url().path,
        ]
        arguments = runner + arguments
      }
      let run: BuiltExecutable.Run
      if runner.isEmpty {
        run = try await BuiltExecutable.run(arguments, in: folder.path)
      } else {
        run = try await Self.runAs(arguments, in: folder.path)
      }
      #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
      #expect(run.stderr.contains("locked"), "\(run.stderr)")
      #expect(run.stderr.lowercased().contains("permission denied"), "\(run.stderr)")
      #expect(try Self.snapshot(folder.path + "/locked/site") == before)

      // An output path that is a file, and one below a file.
      try folder.write("file", "not a folder\n")
      for out in ["file", "file/site"] {
        let result = try await Self.build("new", out: out, in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("file"), "\(result.stderr)")
        #expect(
          try String(contentsOfFile: folder.path + "/file", encoding: .utf8) == "not a folder\n")
      }
    }

    /// Permission errors in plain words with the path, never a Foundation dump: an output
    /// file in a folder that cannot be written, one whose folder cannot be created there, and
    /// an input that cannot be read (as root, the executable runs as 'nobody').
    @Test func permissionErrorsNameThePathAndTheReason() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try Self.writeContracts(folder, into: "contracts", generation: "one")
      try folder.write("secret.md", "# Secret\n")
      #expect(chmod(folder.path + "/secret.md", 0o000) == 0)
      try FileManager.default.createDirectory(
        atPath: folder.path + "/locked", withIntermediateDirectories: true)
      #expect(chmod(folder.path + "/locked", 0o555) == 0)
      defer { chmod(folder.path + "/locked", 0o755) }
      let cases: [([String], String)] = [
        (
          ["check", "contracts", "--json", "locked/r.json"],
          "error: cannot write locked/r.json: permission denied"
        ),
        (
          ["check", "contracts", "--junit", "locked/sub/r.xml"],
          "error: cannot write locked/sub/r.xml: cannot create its folder: permission denied"
        ),
        (["lint", "secret.md"], "secret.md: error: cannot be read: permission denied"),
      ]
      for (arguments, expected) in cases {
        let run: BuiltExecutable.Run
        if getuid() == 0 {
          run = try await Self.runAs(
            ["--reuid=65534", "--regid=65534", "--clear-groups", try BuiltExecutable.url().path]
              + arguments, in: folder.path)
        } else {
          run = try await BuiltExecutable.run(arguments, in: folder.path)
        }
        #expect(run.status == 2, "\(arguments)")
        #expect(run.stderr.hasPrefix(expected), "\(arguments): \(run.stderr)")
        #expect(!run.stderr.contains("Error Domain"), "\(run.stderr)")
      }
    }

    /// Runs `setpriv ARGUMENTS` (the executable as another user).
    static func runAs(_ arguments: [String], in directory: String) async throws
      -> BuiltExecutable.Run
    {
      try await Subprocess.run(
        URL(fileURLWithPath: "/usr/bin/setpriv"), arguments,
        in: URL(fileURLWithPath: directory),
        environment: BuiltExecutable.environment(["HOME": "/tmp"]))
    }

    @Test func twoBuildsAtOnceNeverMixTheirSites() async throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try Self.writeContracts(folder, into: "first", generation: "first")
      try Self.writeContracts(folder, into: "second", generation: "second")
      #expect(try await Self.build("first", out: "reference-first", in: folder).status == 0)
      #expect(try await Self.build("second", out: "reference-second", in: folder).status == 0)
      let first = try Self.snapshot(folder.path + "/reference-first")
      let second = try Self.snapshot(folder.path + "/reference-second")
      var seen: Set<String> = []
      for round in 0..<3 {
        let order = round % 2 == 0 ? ["first", "second"] : ["second", "first"]
        let runs = try order.map { input in
          try BuiltExecutable.start(["build", input, "--out", "site"], in: folder.path)
        }
        for build in runs {
          #expect(try await build.result().status == 0)
        }
        let site = try Self.snapshot(folder.path + "/site")
        if site == first {
          seen.insert("first")
        } else if site == second {
          seen.insert("second")
        } else {
          Issue.record("mixed site after concurrent builds (round \(round))")
        }
      }
      #expect(!seen.isEmpty)
    }
  }
#endif
