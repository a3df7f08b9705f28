import Foundation

/// A value in a decision table: what an input cell gives a fixture, what a fixture observed for
/// a result column, or what an expected cell asks for.
public enum CellValue: Sendable, Hashable, CustomStringConvertible {
  /// Nothing (written `—`): no value, no record, no error.
  case nothing
  /// Text, compared exactly.
  case text(String)
  /// A number, compared numerically (so `2` equals `2.0`).
  case number(Double)
  /// Yes or no.
  case flag(Bool)
  /// The operation failed, with a message: what a cell written `error` expects.
  case failure(String)

  /// Text for an optional string: `nil` is ``nothing``.
  public static func optional(_ text: String?) -> CellValue {
    text.map(CellValue.text) ?? .nothing
  }

  /// How a report shows the value: `—`, the text, the number, `yes`/`no`, `error: message`.
  public var description: String {
    switch self {
    case .nothing: "—"
    case .text(let text): text
    case .number(let number): Self.format(number)
    case .flag(let flag): flag ? "yes" : "no"
    case .failure(let message): "error: \(message)"
    }
  }

  /// Whether this is a ``failure(_:)``.
  public var isFailure: Bool {
    if case .failure = self { return true }
    return false
  }

  /// The value as a number, when it is one or is text that reads as one.
  var numberValue: Double? {
    switch self {
    case .number(let number): number
    case .text(let text): Double(text.trimmingCharacters(in: .whitespaces))
    default: nil
    }
  }

  /// Whole numbers without a decimal point (`3`, not `3.0`).
  static func format(_ number: Double) -> String {
    if number.rounded() == number, abs(number) < 1e15 {
      return String(Int(number))
    }
    return String(number)
  }
}
