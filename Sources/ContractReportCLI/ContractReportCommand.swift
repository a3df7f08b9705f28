import Contracts
import Support

/// The `contract-report` command line as a library: `main.swift` only forwards to `run`.
public enum ContractReportCommand {
  public static let version = "0.1.0"

  static let commands: [any Command.Type] = [
    BuildCommand.self, CheckCommand.self, CoverageCommand.self, FixturesCommand.self,
    LintCommand.self, MutationCommand.self, ParseCommand.self, ReviewCommand.self, ScanCommand.self,
    ServeProviderCommand.self, SignoffCommand.self,
  ]

  /// Runs a command line (without the program name) and returns the exit code.
  public static func run(_ arguments: [String], console: Console) async -> Int32 {
    guard let first = arguments.first else {
      console.error(overview)
      return ExitCode.usage
    }
    switch first {
    case "--help", "-h", "help":
      if first == "help", arguments.count > 1 {
        guard let command = command(named: arguments[1]) else {
          console.error("error: unknown command '\(arguments[1])'; see 'contract-report --help'")
          return ExitCode.usage
        }
        console.write(command.spec.help)
        return ExitCode.success
      }
      console.write(overview)
      return ExitCode.success
    case "--version":
      console.print("contract-report \(version)")
      return ExitCode.success
    default:
      break
    }
    guard let command = command(named: first) else {
      let kind = first.hasPrefix("-") ? "option" : "command"
      console.error("error: unknown \(kind) '\(first)'; see 'contract-report --help'")
      return ExitCode.usage
    }
    do {
      let parsed = try ParsedArguments(Array(arguments.dropFirst()), spec: command.spec)
      if parsed.has("help") {
        console.write(command.spec.help)
        return ExitCode.success
      }
      return try await command.run(parsed, console: console)
    } catch let error as UsageError {
      console.error("error: \(error.message); see 'contract-report help \(first)'")
      return ExitCode.usage
    } catch let error as InputFailure {
      for line in error.lines { console.error(line) }
      return ExitCode.usage
    } catch {
      // Plain words whatever was thrown: never a Foundation error dump.
      console.error("error: \(FileSystemReason.describe(error))")
      return ExitCode.usage
    }
  }

  static func command(named name: String) -> (any Command.Type)? {
    commands.first { $0.spec.name == name }
  }

  /// `contract-report --help`.
  static var overview: String {
    var text = """
      contract-report \(version): Markdown contracts as executable checks, and a compliance report.

      Usage: contract-report <command> [options] [arguments]

      Commands:

      """
    let width = (commands.map { $0.spec.name.count }.max() ?? 0) + 4
    for command in commands {
      let name = command.spec.name
      text += "  \(name)" + String(repeating: " ", count: width - name.count) + command.spec.summary
      text += "\n"
    }
    text += """

      Run 'contract-report help <command>' for a command's options.

      Exit codes:
        0  everything required held
        1  a clause failed or errored, differs from its reviewed baseline, a lint
           error, or a gate failed
        2  usage error or unreadable input

      """
    return text
  }
}
