import Foundation

/// What an expected-result cell of a decision table asks for, read from what the writer typed:
///
/// | written | means |
/// |---|---|
/// | (blank) | not checked: the observed value is shown |
/// | `—` | nothing: no value, no record, no error |
/// | `Pedidos`, `` `DRIVER_APP_ORDERS` `` | exactly this (inline code: literal, never a rule) |
/// | `one of: es, fr` | any of the values (each may be any rule but `one of`) |
/// | `/^Ped/`, `/pedidos/i` | a regular expression found in the observed text |
/// | `12 ± 0.5` (or `12 +/- 0.5`) | a number within the tolerance |
/// | `error`, `error: disk full` | the operation failed (its message containing the words) |
public indirect enum CellExpectation: Sendable, Hashable, CustomStringConvertible {
  /// A blank cell: nothing is checked; the report shows what was observed.
  case unchecked
  /// `—`: nothing was observed.
  case nothing
  /// Exactly this value, by the column's type.
  case equals(CellValue)
  /// Any of these.
  case oneOf([CellExpectation])
  /// A regular expression found in the observed text.
  case matches(pattern: String, caseInsensitive: Bool)
  /// A number within a tolerance.
  case approximately(Double, tolerance: Double)
  /// The operation failed; when words are given, its message contains them.
  case error(containing: String?)

  /// The em dash that stands for "nothing" in any cell.
  public static let nothingMarker = "—"

  /// Reads an expected cell's Markdown source as a rule for a column of `type`.
  public static func parse(_ markdown: String, as type: CellType) throws(CellSyntaxError)
    -> CellExpectation
  {
    let cell = CellText(markdown: markdown)
    if cell.isBlank { return .unchecked }
    let leading = cell.leadingPlainText.trimmingCharacters(in: .whitespaces).lowercased()
    if leading.hasPrefix("one of:") {
      let list = cell.source.trimmingCharacters(in: .whitespaces)
      let alternatives = CellText(markdown: String(list.dropFirst("one of:".count)))
        .split(separator: ",")
      guard alternatives.count >= 2 else {
        throw CellSyntaxError(
          "'one of:' needs two or more values separated by commas, got '\(cell.text)'")
      }
      var parsed: [CellExpectation] = []
      for alternative in alternatives {
        if alternative.isBlank {
          throw CellSyntaxError("'one of:' has an empty value in '\(cell.text)'")
        }
        if alternative.leadingPlainText.trimmingCharacters(in: .whitespaces).lowercased()
          .hasPrefix("one of:")
        {
          throw CellSyntaxError("'one of:' cannot hold another 'one of:'")
        }
        parsed.append(try parseSingle(alternative, as: type))
      }
      return .oneOf(parsed)
    }
    return try parseSingle(cell, as: type)
  }

  private static func parseSingle(_ cell: CellText, as type: CellType) throws(CellSyntaxError)
    -> CellExpectation
  {
    if let literal = cell.literal {
      return .equals(try type.value(of: literal, markdown: cell.source).get())
    }
    let text = cell.text
    if text == nothingMarker { return .nothing }
    let lowered = text.lowercased()
    if lowered == "error" { return .error(containing: nil) }
    if lowered.hasPrefix("error:") {
      let words = String(text.dropFirst("error:".count)).trimmingCharacters(in: .whitespaces)
      guard !words.isEmpty else {
        throw CellSyntaxError("'error:' needs words after the colon, or write just 'error'")
      }
      return .error(containing: words)
    }
    if let regex = try regularExpression(cell) { return regex }
    if let tolerance = try toleranceExpression(text, type: type) { return tolerance }
    return .equals(try type.value(of: text, markdown: cell.source).get())
  }

  /// `/pattern/` or `/pattern/i`, read from the source so Markdown syntax inside stays as typed.
  private static func regularExpression(_ cell: CellText) throws(CellSyntaxError)
    -> CellExpectation?
  {
    guard cell.parts.allSatisfy({ !$0.isLiteral }) else { return nil }
    let source = cell.source.trimmingCharacters(in: .whitespaces)
    guard source.hasPrefix("/"), source.count >= 2 else { return nil }
    var body = source.dropFirst()
    var caseInsensitive = false
    if body.hasSuffix("/i") {
      caseInsensitive = true
      body = body.dropLast(2)
    } else if body.hasSuffix("/") {
      body = body.dropLast()
    } else {
      return nil
    }
    let pattern = body.replacingOccurrences(of: "\\|", with: "|")
    guard !pattern.isEmpty else {
      throw CellSyntaxError("empty regular expression '//': write '—' for nothing")
    }
    do {
      _ = try NSRegularExpression(pattern: pattern)
    } catch {
      throw CellSyntaxError("invalid regular expression /\(pattern)/")
    }
    return .matches(pattern: pattern, caseInsensitive: caseInsensitive)
  }

  /// `12 ± 0.5` or `12 +/- 0.5`.
  private static func toleranceExpression(_ text: String, type: CellType) throws(CellSyntaxError)
    -> CellExpectation?
  {
    let separator: String
    if text.contains("±") {
      separator = "±"
    } else if text.contains("+/-") {
      separator = "+/-"
    } else {
      return nil
    }
    let sides = text.components(separatedBy: separator).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard sides.count == 2, let value = Double(sides[0]), let tolerance = Double(sides[1]),
      value.isFinite, tolerance.isFinite
    else {
      throw CellSyntaxError("'\(text)' is not 'number ± tolerance' (for example '12 ± 0.5')")
    }
    guard tolerance >= 0 else {
      throw CellSyntaxError("the tolerance in '\(text)' is negative")
    }
    guard type.acceptsNumbers else {
      throw CellSyntaxError(
        "'\(text)' is a number with tolerance, but the column holds \(type.name)")
    }
    return .approximately(value, tolerance: tolerance)
  }

  /// Whether an observed value meets the expectation in a column of `type`. ``unchecked`` is
  /// met by anything.
  public func isMet(by observed: CellValue, as type: CellType) -> Bool {
    switch self {
    case .unchecked:
      return true
    case .nothing:
      if case .nothing = observed { return true }
      if case .text(let text) = observed { return text.isEmpty }
      return false
    case .equals(let value):
      return type.equals(value, observed)
    case .oneOf(let alternatives):
      return alternatives.contains { $0.isMet(by: observed, as: type) }
    case .matches(let pattern, let caseInsensitive):
      if observed.isFailure { return false }
      guard
        let regex = try? NSRegularExpression(
          pattern: pattern, options: caseInsensitive ? [.caseInsensitive] : [])
      else { return false }
      let text = observed.description
      return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    case .approximately(let value, let tolerance):
      guard !observed.isFailure, let number = observed.numberValue else { return false }
      return abs(number - value) <= tolerance * (1 + 1e-12) + 1e-12
    case .error(let words):
      guard case .failure(let message) = observed else { return false }
      guard let words else { return true }
      return message.lowercased().contains(words.lowercased())
    }
  }

  /// The rule as a report shows it: `Pedidos`, `—`, `one of: es, fr`, `/^Ped/`, `12 ± 0.5`,
  /// `error`.
  public var description: String {
    switch self {
    case .unchecked: ""
    case .nothing: Self.nothingMarker
    case .equals(let value): value.description
    case .oneOf(let alternatives):
      "one of: " + alternatives.map(\.description).joined(separator: ", ")
    case .matches(let pattern, let caseInsensitive): "/\(pattern)/" + (caseInsensitive ? "i" : "")
    case .approximately(let value, let tolerance):
      "\(CellValue.format(value)) ± \(CellValue.format(tolerance))"
    case .error(let words): words.map { "error: \($0)" } ?? "error"
    }
  }
}
