/// One option a command accepts.
public struct OptionSpec: Sendable {
  /// The long name without dashes, e.g. `format`.
  public var name: String
  /// A value placeholder such as `FILE`; nil for a flag.
  public var value: String?
  public var help: String

  public init(_ name: String, value: String? = nil, help: String) {
    self.name = name
    self.value = value
    self.help = help
  }
}
