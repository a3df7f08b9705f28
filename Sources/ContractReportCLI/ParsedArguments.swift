/// A command line split into options and positional arguments against a `CommandSpec`.
public struct ParsedArguments: Sendable {
  public private(set) var values: [String: [String]] = [:]
  public private(set) var flags: Set<String> = []
  public private(set) var positionals: [String] = []

  /// Parses `--name value`, `--name=value`, flags, and `--` ending options. Throws a one-line
  /// `UsageError` for an unknown option or a missing value.
  public init(_ arguments: [String], spec: CommandSpec) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      guard argument.hasPrefix("--") else {
        throw UsageError("unknown option '\(argument)' for '\(spec.name)'")
      }
      var name = String(argument.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if name == "help" {
        flags.insert("help")
        continue
      }
      guard let option = spec.options.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '--\(name)' for '\(spec.name)'")
      }
      if option.valueIsOptional {
        flags.insert(name)
        if let inlineValue {
          values[name, default: []].append(inlineValue)
        } else if index < arguments.count, !arguments[index].hasPrefix("-") {
          values[name, default: []].append(arguments[index])
          index += 1
        }
      } else if option.value != nil {
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError("option '--\(name)' needs a value \(option.value ?? "")")
        }
        values[name, default: []].append(value)
      } else {
        guard inlineValue == nil else {
          throw UsageError("option '--\(name)' takes no value")
        }
        flags.insert(name)
      }
    }
  }

  /// The last value given for an option.
  public func value(_ name: String) -> String? { values[name]?.last }

  public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
