import Foundation
import TestSupport
import Testing

/// Fixtures bind by header signature in any contract; a row no fixture runs says why and what
/// to do; `--strict` fails on unbound rows.
@Suite struct FixtureBindingTests {
  /// The case: a new contract (any title, any heading) whose table has the headers of
  /// the shipped 'Translation resolution' fixture, five rows, one wrong on purpose, and next
  /// to it a near miss, a table no fixture has and a prose table.
  static let contract = """
    # Release notes

    ## Resolution

    | Example | Dictionary | Key | Fallback | Shown text? | Tier? |
    | --- | --- | --- | --- | --- | --- |
    | Prefixed key wins | DRIVER_APP_ORDERS = Pedidos; ORDERS = Genérico | ORDERS | Orders | Pedidos | prefixed |
    | Original key | LOGIN = Iniciar sesión | LOGIN | Log in | Iniciar sesión | original |
    | Fallback copy | DRIVER_APP_ORDERS = Pedidos | PROFILE | Profile | Profile | fallback |
    | Key text | DRIVER_APP_ORDERS = Pedidos | PROFILE | — | `PROFILE` | keyText |
    | Wrong on purpose | LOGIN = Entrar | LOGIN | Log in | Log in | original |

    ## Near miss

    | Example | Dictionary | Key | Fallback | Shown? | Tier? |
    | --- | --- | --- | --- | --- | --- |
    | Almost | LOGIN = Entrar | LOGIN | Log in | Entrar | original |

    ## Unknown columns

    | Example | Amount | Total? |
    | --- | --- | --- |
    | Sum | 1 | 2 |

    ## Prose

    | Rule | Why |
    | --- | --- |
    | Be kind | it helps |
    """

  static func results(_ report: String) throws -> [String: [String: Any]] {
    let json = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
    let contracts = try #require(json?["contracts"] as? [[String: Any]])
    var byKey: [String: [String: Any]] = [:]
    for contract in contracts {
      let verification = try #require(contract["verification"] as? [String: Any])
      for result in try #require(verification["results"] as? [[String: Any]]) {
        byKey[try #require(result["key"] as? String)] = result
      }
    }
    return byKey
  }

  /// Runs use a generous hang guard (`--timeout 120`): the in-process provider's rows wait
  /// their turn on a loaded machine, and no verdict may depend on that.
  @Test func aNewContractRunsTheSharedFixtureAndExplainsEveryUnboundRow() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(Self.contract, to: "notes.md")
    let run = await CommandRunner.run(
      ["check", "--timeout", "120", "--json", folder.path + "/report.json", folder.path])
    #expect(run.code == 1, "one row is wrong on purpose: \(run.out)")
    #expect(run.out.hasSuffix("4 passed, 1 failed, 3 unbound\n"), "\(run.out)")
    let results = try Self.results(try #require(folder.read("report.json")))
    #expect(results.count == 8, "nothing is orphaned: \(results.keys.sorted())")
    #expect(!results.values.contains { $0["verdict"] as? String == "orphaned" })
    for key in ["Prefixed key wins", "Original key", "Fallback copy", "Key text"] {
      #expect(results[key]?["verdict"] as? String == "passed", "\(key)")
    }
    #expect(results["Wrong on purpose"]?["verdict"] as? String == "failed")
    #expect(
      results["Almost"]?["message"] as? String
        == "header matches fixture 'Translation resolution' except 'Shown?': did you mean 'Shown text?'"
    )
    #expect(
      (results["Sum"]?["message"] as? String)?.hasPrefix(
        "no fixture has the columns (Amount, Total?): `contract-report fixtures` lists the fixtures there are"
      ) == true)
    #expect(
      results["Be kind"]?["message"] as? String
        == "prose row: it needs a check written in Swift (see README, Writing checks), or write it as a decision table (docs/decision-tables.md)"
    )
    for key in ["Almost", "Sum", "Be kind"] {
      #expect(results[key]?["verdict"] as? String == "unbound", "\(key)")
    }
  }

  /// The shared fixtures run over any provider: the same new contract against the Swift
  /// provider served by the built executable over the provider protocol.
  @Test func theSharedFixtureRunsThroughAProviderCommand() async throws {
    let binary = try ContractReportExecutable.url().path
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(Self.contract, to: "notes.md")
    let run = await CommandRunner.run([
      "check", "--timeout", "120", "--provider-command", "'\(binary)' serve-provider",
      "--json", folder.path + "/report.json", folder.path,
    ])
    #expect(run.code == 1, "one row is wrong on purpose: \(run.out)\(run.error)")
    #expect(run.out.hasSuffix("4 passed, 1 failed, 3 unbound\n"), "\(run.out)")
    let results = try Self.results(try #require(folder.read("report.json")))
    #expect(results["Wrong on purpose"]?["verdict"] as? String == "failed")
    #expect(results["Key text"]?["verdict"] as? String == "passed")
    // The rows observe that provider: served with a defect, the row it breaks fails.
    let faulty = await CommandRunner.run([
      "check", "--timeout", "120", "--provider-command",
      "'\(binary)' serve-provider --fault prefixSkipped", folder.path,
    ])
    #expect(faulty.out.contains("FAILED Resolution › Prefixed key wins"), "\(faulty.out)")
    #expect(faulty.out.hasSuffix("3 passed, 2 failed, 3 unbound\n"), "\(faulty.out)")
  }

  @Test func lintWarnsOnANearMissAtItsHeader() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(Self.contract, to: "notes.md")
    let run = await CommandRunner.run(["lint", folder.path])
    #expect(run.code == 0, "a near miss is a warning: \(run.out)\(run.error)")
    #expect(
      run.out.contains(
        "notes.md:15:43: warning: header matches fixture 'Translation resolution' except 'Shown?': did you mean 'Shown text?' [decision-near-miss]"
      ), "\(run.out)")
  }

  @Test func aContractOfProseOnlyIsCountedAndFailsStrict() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    try folder.write(
      "# Prose\n\n## Rules\n\n| Rule | Why |\n| --- | --- |\n| Be kind | it helps |\n\n- Be brief\n",
      to: "prose.md")
    let plain = await CommandRunner.run(["check", folder.path])
    #expect(plain.code == 0, "\(plain.out)")
    #expect(plain.out.hasSuffix("0 passed, 0 failed, 2 unbound\n"), "\(plain.out)")
    #expect(plain.out.contains("UNBOUND Rules › Be kind"), "\(plain.out)")
    #expect(plain.out.contains("UNBOUND Rules › Be brief"), "\(plain.out)")
    #expect(plain.out.contains("prose item: it needs a check written in Swift"), "\(plain.out)")
    let strict = await CommandRunner.run(["check", "--strict", folder.path])
    #expect(strict.code == 1, "\(strict.out)")
    #expect(strict.out.contains("GATE FAILED strict:unbound: 2 unbound clause(s)"), "\(strict.out)")
  }
}
