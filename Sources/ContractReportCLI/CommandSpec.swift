/// What a command is called, what it takes, and the help text generated from that.
public struct CommandSpec: Sendable {
  public var name: String
  public var summary: String
  /// Positional arguments as shown in the usage line, e.g. `[PATH…]`.
  public var arguments: String
  public var discussion: String
  public var options: [OptionSpec]

  public init(
    name: String, summary: String, arguments: String, discussion: String, options: [OptionSpec]
  ) {
    self.name = name
    self.summary = summary
    self.arguments = arguments
    self.discussion = discussion
    self.options = options
  }

  /// `contract-report help NAME`.
  public var help: String {
    var text = "contract-report \(name): \(summary)\n\n"
    text += "Usage: contract-report \(name)"
    if !options.isEmpty { text += " [options]" }
    if !arguments.isEmpty { text += " \(arguments)" }
    text += "\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    let all = options + [OptionSpec("help", help: "Show this help.")]
    text += "\nOptions:\n"
    let labels = all.map { option in
      "  --\(option.name)"
        + (option.value.map { option.valueIsOptional ? " [\($0)]" : " \($0)" } ?? "")
    }
    let width = (labels.map(\.count).max() ?? 0) + 2
    for (label, option) in zip(labels, all) {
      text += label + String(repeating: " ", count: width - label.count) + option.help + "\n"
    }
    return text
  }
}
