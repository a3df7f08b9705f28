/// A `contract-report` subcommand: its spec (names, help), the typed options it parses from
/// the command line, and what it does with them.
protocol Command: Sendable {
  associatedtype Options: CommandOptions
  static var spec: CommandSpec { get }
  /// Runs with checked options; returns the process exit code.
  static func run(_ options: Options, console: Console) async throws -> Int32
}

extension Command {
  /// Parses the options (a `UsageError` when they do not hold), then runs.
  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    try await run(Options(arguments), console: console)
  }
}
