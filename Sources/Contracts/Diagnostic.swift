import ContractMarkdown

/// A lint finding or input problem at a place in a file.
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Codable, Hashable, Sendable {
    case error
    case warning
  }

  public var file: String
  public var location: SourceLocation
  public var severity: Severity
  public var message: String
  /// A short stable rule name, e.g. `ragged-row`.
  public var rule: String

  public init(
    file: String, location: SourceLocation, severity: Severity, message: String, rule: String
  ) {
    self.file = file
    self.location = location
    self.severity = severity
    self.message = message
    self.rule = rule
  }

  /// `file:line:col: error|warning: message [rule]`.
  public var description: String {
    "\(file):\(location.line):\(location.column): \(severity.rawValue): \(message) [\(rule)]"
  }
}
