import Foundation
import Testing

@testable import ContractReportCLI

/// Every number option is read by the same typed reader: a value that is not a positive number
/// of the right kind is a usage error with the same words in every command (exit 2, nothing run
/// or written), and a good one reaches the command's options as a number.
@Suite struct NumberOptionTests {
  /// A command line that runs for real if the option is not refused.
  static func commandLine(_ command: String, in folder: TemporaryDirectory) -> [String] {
    let contracts = Repository.contracts.path
    switch command {
    case "check": return ["check", contracts, "--json", folder.path + "/report.json"]
    case "build": return ["build", contracts, "--out", folder.path + "/site"]
    case "parse": return ["parse", contracts + "/driver-app/language-contract.md"]
    default: return [command, contracts]
    }
  }

  static let seconds = ["abc", "0", "-1", "nan", ""]
  static let wholeNumbers = ["abc", "0", "-2", "1.5", ""]
  static let sizes = wholeNumbers + ["64MB", "1.5M", "0K", "-1M", "M", "9999999999G"]

  /// (command, option, what it needs, a bad value): every number option of every command.
  static let cases: [(String, String, String, String)] =
    ["check", "build", "mutate"].flatMap { command in
      seconds.map { (command, "timeout", "a positive number of seconds", $0) }
    }
    + ["check", "build"].flatMap { command in
      wholeNumbers.map { (command, "jobs", "a positive number", $0) }
    }
    + ["check", "build", "lint", "parse"].flatMap { command in
      sizes.map {
        (command, "max-size", "a positive number of bytes (or of K, M or G: 1024-based)", $0)
      }
    }

  @Test(arguments: cases)
  func aBadNumberIsAUsageErrorWithTheSameWords(
    command: String, option: String, needed: String, value: String
  ) async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let outcome = await CommandRunner.run(
      Self.commandLine(command, in: folder) + ["--\(option)", value])
    #expect(outcome.code == 2)
    #expect(
      outcome.error
        == "error: --\(option) needs \(needed), got '\(value)'; see 'contract-report help \(command)'\n"
    )
    #expect(outcome.out.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// `mutate --timeout abc` used to measure silently with the default 3 seconds.
  @Test func mutateRefusesATimeoutThatIsNotANumber() async {
    let outcome = await CommandRunner.run(["mutate", "--timeout", "abc"])
    #expect(outcome.code == 2)
    #expect(
      outcome.error
        == "error: --timeout needs a positive number of seconds, got 'abc'; see 'contract-report help mutate'\n"
    )
    #expect(outcome.out.isEmpty)
  }

  @Test func goodNumbersReachTheRunOptionsCheckAndBuildShare() throws {
    for spec in [CheckCommand.spec, BuildCommand.spec] {
      let arguments = try ParsedArguments(
        ["--timeout", "2.5", "--jobs=3", "--max-size", "4096"], spec: spec)
      let run = try RunOptions(arguments)
      #expect(run.timeout == 2.5)
      #expect(run.jobs == 3)
      #expect(run.maxSize == 4096)
    }
    let defaults = try RunOptions(ParsedArguments([], spec: CheckCommand.spec))
    #expect(defaults.timeout == nil && defaults.jobs == nil)
    #expect(defaults.maxSize == 8_388_608)
  }

  @Test(arguments: [
    ("100", 100), ("64K", 65_536), ("8M", 8_388_608), ("1G", 1_073_741_824),
    ("3KiB", 3_072), ("2MiB", 2_097_152), ("1GiB", 1_073_741_824),
  ])
  func sizesTakeKMAndGAs1024BasedMultiples(text: String, bytes: Int) throws {
    let lint = try LintCommand.Options(
      ParsedArguments(["--max-size", text], spec: LintCommand.spec))
    #expect(lint.maxSize == bytes)
  }

  @Test func goodNumbersReachTheOtherCommandsOptions() throws {
    let mutate = try MutationCommand.Options(
      ParsedArguments(["--timeout", "0.5"], spec: MutationCommand.spec))
    #expect(mutate.timeout == 0.5)
    let mutateDefault = try MutationCommand.Options(
      ParsedArguments([], spec: MutationCommand.spec))
    #expect(mutateDefault.timeout == 3)
    let lint = try LintCommand.Options(
      ParsedArguments(["--max-size", "100"], spec: LintCommand.spec))
    #expect(lint.maxSize == 100)
    let parse = try ParseCommand.Options(
      ParsedArguments(["a.md", "--max-size=7"], spec: ParseCommand.spec))
    #expect(parse.maxSize == 7)
    #expect(parse.file == "a.md")
  }

  /// The last of a repeated option counts, as for every single-valued option.
  @Test func theLastValueOfARepeatedNumberCounts() throws {
    let arguments = try ParsedArguments(
      ["--timeout", "abc", "--timeout", "4"], spec: CheckCommand.spec)
    #expect(try arguments.seconds("timeout") == 4)
    #expect(try arguments.count("jobs") == nil)
  }
}
