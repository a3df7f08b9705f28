/// A value a template can show: the data side of ``TemplateEngine``.
///
/// Templates are logic-less, so the page code converts whatever it renders into this small,
/// `Sendable` tree once, and the engine only looks names up in it. Literal conformances (see
/// `TemplateValue+Literals.swift`) keep contexts readable in code and tests:
///
/// ```swift
/// let context: TemplateValue = ["title": "Driver App", "passed": 12, "rows": [["id": "a"]]]
/// ```
///
/// Truthiness, used by sections and inverted sections: `false`, ``null``, an empty list and an
/// empty string are falsy; everything else (numbers, including `0`, and dictionaries, including
/// empty ones) is truthy.
public enum TemplateValue: Sendable, Hashable {
  /// Text; shown HTML-escaped by `{{name}}`, verbatim by `{{{name}}}`.
  case string(String)
  /// A flag; a section over `true` renders its body once in the same context.
  case bool(Bool)
  /// An integer, shown in decimal.
  case int(Int)
  /// A floating-point number, shown with Swift's shortest round-tripping form (`0.5`, `12.0`).
  case double(Double)
  /// A sequence; a section over a list renders its body once per element.
  case list([TemplateValue])
  /// Named values; a section over a dictionary renders its body once with it pushed as context.
  case dictionary(TemplateDictionary)
  /// An absent optional value: shown as empty text and falsy in sections. Strict templates
  /// need a key to exist, so optional data is passed as `null`, not left out.
  case null

  /// Whether a section over this value renders (and an inverted section does not).
  public var isTruthy: Bool {
    switch self {
    case .bool(let flag): return flag
    case .null: return false
    case .list(let items): return !items.isEmpty
    case .string(let text): return !text.isEmpty
    case .int, .double, .dictionary: return true
    }
  }

  /// The value stored under `key` when this is a dictionary; `nil` otherwise.
  public subscript(key: String) -> TemplateValue? {
    switch self {
    case .dictionary(let entries): return entries[key]
    case .string, .bool, .int, .double, .list, .null: return nil
    }
  }

  /// A short name of the value's kind, used in error messages.
  var kindName: String {
    switch self {
    case .string: return "string"
    case .bool: return "bool"
    case .int: return "int"
    case .double: return "double"
    case .list: return "list"
    case .dictionary: return "dictionary"
    case .null: return "null"
    }
  }
}

extension TemplateValue {
  /// Wraps an optional value, turning `nil` into ``null`` so the key still exists for strict
  /// lookups.
  @inlinable public init(_ optional: TemplateValue?) {
    self = optional ?? .null
  }

  /// Wraps an optional string, turning `nil` into ``null``.
  @inlinable public init(_ optional: String?) {
    self = optional.map(TemplateValue.string) ?? .null
  }
}
