import Foundation

/// What a decision-table column holds, so a cell that cannot be read as its column's type is
/// an error at its file:line:col instead of a silent mismatch: text, a number, yes/no, one
/// word of a fixed set, or a fixture's own notation (checked by the fixture's reader).
public struct CellType: Sendable {
  enum Kind: Sendable {
    case text
    case number
    case flag
    case choice([String])
    case custom(@Sendable (String) -> String?)
  }

  /// How messages name the type: `text`, `a number`, `yes or no`, `one of a, b`.
  public let name: String
  let kind: Kind

  /// Any text.
  public static let text = CellType(name: "text", kind: .text)
  /// A decimal number such as `3` or `-0.25`.
  public static let number = CellType(name: "a number", kind: .number)
  /// `yes`/`no` (or `true`/`false`), in any case.
  public static let flag = CellType(name: "yes or no", kind: .flag)

  /// One of a fixed set of words, matched case-insensitively and reported in the spelling given
  /// here.
  public static func choice(_ values: [String]) -> CellType {
    CellType(name: "one of " + values.joined(separator: ", "), kind: .choice(values))
  }

  /// A fixture's own notation. `validate` reads a cell's Markdown source and returns why it
  /// cannot be read, or `nil` when it can; the fixture reads it with the same code.
  public static func custom(
    _ name: String, validate: @escaping @Sendable (_ markdown: String) -> String?
  ) -> CellType {
    CellType(name: name, kind: .custom(validate))
  }

  /// The type's kind as `contract-report fixtures` lists it: `text`, `number`, `yes/no`,
  /// `choice`, or a fixture's own notation by its name.
  public var kindName: String {
    switch kind {
    case .text: "text"
    case .number: "number"
    case .flag: "yes/no"
    case .choice: "choice"
    case .custom: name
    }
  }

  /// The words a cell may hold: a choice's values, `yes`/`no` for a flag; `nil` for free
  /// text, numbers and a fixture's own notation (its help says how to write it).
  public var vocabulary: [String]? {
    switch kind {
    case .flag: ["yes", "no"]
    case .choice(let values): values
    case .text, .number, .custom: nil
    }
  }

  /// Whether a tolerance (`12 ± 0.5`) makes sense in the column.
  var acceptsNumbers: Bool {
    switch kind {
    case .text, .number: true
    case .flag, .choice, .custom: false
    }
  }

  /// The value `text` stands for in this column, or why it stands for none. `markdown` is the
  /// cell's source, for a fixture's own notation.
  func value(of text: String, markdown: String) -> Result<CellValue, CellSyntaxError> {
    switch kind {
    case .text:
      return .success(.text(text))
    case .number:
      guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
        return .failure(CellSyntaxError("'\(text)' is not a number"))
      }
      return .success(.number(number))
    case .flag:
      switch text.lowercased() {
      case "yes", "true": return .success(.flag(true))
      case "no", "false": return .success(.flag(false))
      default: return .failure(CellSyntaxError("'\(text)' is not yes or no"))
      }
    case .choice(let values):
      guard let match = values.first(where: { $0.lowercased() == text.lowercased() }) else {
        return .failure(CellSyntaxError("'\(text)' is not \(name)"))
      }
      return .success(.text(match))
    case .custom(let validate):
      if let problem = validate(markdown) {
        return .failure(CellSyntaxError("cannot be read as \(name): \(problem)"))
      }
      return .success(.text(text))
    }
  }

  /// Whether an observed value equals an expected one, by this column's rules: numbers
  /// numerically, flags as booleans, choices case-insensitively, text exactly.
  func equals(_ expected: CellValue, _ observed: CellValue) -> Bool {
    if observed.isFailure || expected.isFailure { return expected == observed }
    switch (expected, observed) {
    case (.nothing, .nothing): return true
    case (.nothing, _), (_, .nothing): return false
    case (.number(let number), _):
      return observed.numberValue == number
    case (.flag(let flag), .flag(let seen)):
      return flag == seen
    case (.flag(let flag), .text(let seen)):
      return value(of: seen, markdown: seen) == .success(.flag(flag))
    default:
      if case .choice = kind {
        return expected.description.lowercased() == observed.description.lowercased()
      }
      return expected.description == observed.description
    }
  }
}
