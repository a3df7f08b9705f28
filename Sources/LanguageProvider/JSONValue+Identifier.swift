import JSON

extension JSONValue {
  /// An identifier as the Ordering API gives it: a string or an integer.
  var identifier: String? {
    switch self {
    case .string(let value): return value
    case .number(let value) where value == value.rounded() && abs(value) < 1e15:
      return String(Int64(value))
    default: return nil
    }
  }
}
