/// One option a command accepts.
public struct OptionSpec: Sendable {
  /// The long name without dashes, e.g. `format`.
  public var name: String
  /// A value placeholder such as `FILE`; nil for a flag.
  public var value: String?
  /// Whether the value may be left out (`--missing`, `--missing fr`, `--missing=fr`): the next
  /// argument is its value unless it starts with `-`.
  public var valueIsOptional: Bool
  public var help: String

  public init(_ name: String, value: String? = nil, optional: Bool = false, help: String) {
    self.name = name
    self.value = value
    self.valueIsOptional = optional && value != nil
    self.help = help
  }
}
