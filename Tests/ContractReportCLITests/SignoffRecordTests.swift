import ComplianceReport
import Foundation
import Testing

/// `signoff --record`: the row it appends, what it refuses, and how readiness reads the record
/// afterwards (current release only, later rows replacing earlier ones, waivers).
@Suite struct SignoffRecordTests {
  static let contract =
    "# Tiny contract\n\n## Rules\n\n| Rule | Meaning |\n| --- | --- |\n| One | Only one. |\n"

  /// A contracts folder with one unbound contract, its reviewed baseline and settings naming
  /// `release`.
  static func folder(release: String? = "1.0") throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      release.map { "{\"release\": \"\($0)\"}" } ?? "{}", to: "contract-report.json")
    try directory.write(contract, to: "tiny.md")
    try directory.write(contract, to: "tiny.reviewed.md")
    return directory
  }

  static func fingerprint(_ directory: TemporaryDirectory) async throws -> String {
    let parsed = await CommandRunner.run(["parse", directory.path + "/tiny.md"])
    let object = try JSONSerialization.jsonObject(with: Data(parsed.out.utf8)) as? [String: Any]
    return try #require(object?["fingerprint"] as? String)
  }

  static func signoff(_ directory: TemporaryDirectory) async throws -> SignoffReport {
    let outcome = await CommandRunner.run(["signoff", directory.path, "--format", "json"])
    return try JSONDecoder().decode(SignoffReport.self, from: Data(outcome.out.utf8))
  }

  static let record = ["--record", "--role", "QA lead", "--by", "Ana Ruiz", "--date", "2026-12-01"]

  @Test func recordsARowWithTheCurrentFingerprintAndTheDate() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    let outcome = await CommandRunner.run(
      ["signoff", directory.path] + Self.record + ["--decision", "approved", "--note", "a | b"])
    #expect(outcome.code == 0, "\(outcome.out)\(outcome.error)")
    let fingerprint = try await Self.fingerprint(directory)
    let text = try #require(directory.read("signoff.md"))
    #expect(
      text.hasSuffix(
        "| 1.0 | tiny-contract | \(fingerprint) | QA lead | approved | 2026-12-01 | Ana Ruiz |  | a \\| b |\n"
      ), "\(text)")
    #expect(outcome.out.contains("recorded: \(directory.path)/signoff.md:"))
    // Written whole through a temporary file that is gone afterwards.
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(
      names.sorted() == ["contract-report.json", "signoff.md", "tiny.md", "tiny.reviewed.md"])
    let lint = await CommandRunner.run(["lint", directory.path])
    #expect(lint.code == 0, "\(lint.out)")

    let signoff = try await Self.signoff(directory)
    #expect(signoff.release == "1.0")
    #expect(signoff.current.map(\.validity) == [.valid])
    #expect(signoff.readiness.first { $0.name == "sign-offs" }?.passed == true)
  }

  @Test func twoRecordingsOfTheSameSignoffAreByteIdentical() async throws {
    var texts: [String] = []
    for _ in 0..<2 {
      let directory = try Self.folder()
      defer { directory.remove() }
      let outcome = await CommandRunner.run(
        ["signoff", directory.path] + Self.record + ["--decision", "rejected"])
      #expect(outcome.code == 0, "\(outcome.error)")
      texts.append(try #require(directory.read("signoff.md")))
    }
    #expect(texts[0] == texts[1])
  }

  @Test func aLaterRowReplacesAnEarlierOneAndOtherReleasesAreHistory() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    for (release, decision) in [("0.9", "approved"), ("1.0", "rejected"), ("1.0", "approved")] {
      let outcome = await CommandRunner.run(
        ["signoff", directory.path, "--release", release] + Self.record
          + ["--decision", decision])
      #expect(outcome.code == 0, "\(outcome.error)")
    }
    let signoff = try await Self.signoff(directory)
    #expect(signoff.current.map(\.decision) == [.approved])
    #expect(signoff.history.map(\.standing) == [.otherRelease, .superseded])
    #expect(signoff.ready == false)  // the contract's one clause is unbound
    let text = await CommandRunner.run(["signoff", directory.path])
    #expect(text.code == 1)
    #expect(text.out.contains("Release readiness for 1.0: NOT READY (1 of 6 checks fail)"))
    #expect(text.out.contains("History (not counted):"))
    #expect(text.out.contains("[replaced by line"))
    #expect(text.out.contains("[release 0.9]"))
  }

  @Test func aWaiverIsShownAsWaivedAndLetsTheReleaseGo() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    let outcome = await CommandRunner.run(
      ["signoff", directory.path] + Self.record
        + ["--decision", "approved-with-conditions", "--waive", "unbound clauses"])
    #expect(outcome.code == 0, "\(outcome.error)")
    #expect(outcome.out.contains("[waived] unbound clauses: 1 clause(s) have no check"))
    #expect(outcome.out.contains("(waived by QA lead (Ana Ruiz))"))
    let signoff = try await Self.signoff(directory)
    let unbound = try #require(signoff.readiness.first { $0.name == "unbound clauses" })
    #expect(!unbound.passed)
    #expect(unbound.waived)
    #expect(signoff.ready)
    let text = await CommandRunner.run(["signoff", directory.path])
    #expect(text.code == 0)
    #expect(text.out.hasPrefix("Release readiness for 1.0: READY with 1 waived\n"))
  }

  @Test(arguments: [
    (["--decision", "approved"], "--record needs --by"),
    (["--by", "Ana", "--decision", "pending"], "--decision must be approved"),
    (
      ["--by", "Ana", "--decision", "approved", "--waive", "unbound clauses"],
      "--waive needs --decision approved-with-conditions"
    ),
    (
      ["--by", "Ana", "--decision", "approved-with-conditions", "--waive", "nope"],
      "--waive 'nope' names no readiness check that can be waived (failing now: 'unbound clauses')"
    ),
    (
      ["--by", "Ana", "--decision", "approved-with-conditions", "--waive", "clauses"],
      "--waive 'clauses': that check holds"
    ),
    (["--by", "Ana", "--decision", "approved", "--date", "01.12.2026"], "--date must be"),
    (
      ["--by", "Ana", "--decision", "approved", "--contract", "other"],
      "--contract 'other' is not in this run"
    ),
  ])
  func refusedRecordingsWriteNothing(extra: [String], message: String) async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    let outcome = await CommandRunner.run(
      ["signoff", directory.path, "--record", "--role", "QA lead"] + extra)
    #expect(outcome.code == 2)
    #expect(outcome.error.contains(message), "\(outcome.error)")
    #expect(directory.read("signoff.md") == nil)
  }

  @Test func recordingNeedsACurrentRelease() async throws {
    let directory = try Self.folder(release: nil)
    defer { directory.remove() }
    let outcome = await CommandRunner.run(
      ["signoff", directory.path] + Self.record + ["--decision", "approved"])
    #expect(outcome.code == 2)
    #expect(outcome.error.contains("--record needs --release VERSION"))
    #expect(directory.read("signoff.md") == nil)
    let stray = await CommandRunner.run(["signoff", directory.path, "--by", "Ana"])
    #expect(stray.code == 2)
    #expect(stray.error.contains("--by describes a sign-off to record; add --record"))
  }

  @Test func aMalformedFingerprintIsALintErrorAndNeverStale() async throws {
    let directory = try Self.folder()
    defer { directory.remove() }
    try directory.write(
      "# Sign-off\n\n## Sign-offs\n\n| Release | Contract | Fingerprint | Role | Decision | Date | Notes |\n| --- | --- | --- | --- | --- | --- | --- |\n| 1.0 | tiny-contract | abc | Release manager | pending | — | |\n",
      to: "signoff.md")
    let lint = await CommandRunner.run(["lint", directory.path])
    #expect(lint.code == 1)
    #expect(
      lint.out.contains(
        "signoff.md:7:25: error: fingerprint must be 64 hexadecimal digits (SHA-256) [signoff-fingerprint]"
      ), "\(lint.out)")
    let text = await CommandRunner.run(["signoff", directory.path])
    #expect(
      text.out.contains(
        "1.0 Release manager, pending, undated, tiny-contract: malformed: fingerprint must be 64 hexadecimal digits (SHA-256) (line 7)"
      ), "\(text.out)")
    #expect(!text.out.contains("stale"))
    #expect(!text.out.contains("— —"))
    #expect(!text.out.contains(" on —"))
  }
}
