/// What a command was asked to do, typed: parsed once from the command line, every value
/// checked (numbers, choices, which options go together), before the command touches a file.
protocol CommandOptions: Sendable {
  init(_ arguments: ParsedArguments) throws(UsageError)
}
