/// A `contract-report` subcommand.
protocol Command: Sendable {
  static var spec: CommandSpec { get }
  /// Runs with parsed arguments; returns the process exit code.
  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32
}
