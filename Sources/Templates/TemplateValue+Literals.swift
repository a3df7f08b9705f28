extension TemplateValue: ExpressibleByStringLiteral {
  /// Creates a ``string(_:)`` from a literal.
  @inlinable public init(stringLiteral value: String) {
    self = .string(value)
  }
}

extension TemplateValue: ExpressibleByStringInterpolation {}

extension TemplateValue: ExpressibleByBooleanLiteral {
  /// Creates a ``bool(_:)`` from a literal.
  @inlinable public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
  /// Creates an ``int(_:)`` from a literal.
  @inlinable public init(integerLiteral value: Int) {
    self = .int(value)
  }
}

extension TemplateValue: ExpressibleByFloatLiteral {
  /// Creates a ``double(_:)`` from a literal.
  @inlinable public init(floatLiteral value: Double) {
    self = .double(value)
  }
}

extension TemplateValue: ExpressibleByArrayLiteral {
  /// Creates a ``list(_:)`` from a literal.
  @inlinable public init(arrayLiteral elements: TemplateValue...) {
    self = .list(elements)
  }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
  /// Creates a ``dictionary(_:)`` from a literal; a repeated key keeps its last value.
  @inlinable public init(dictionaryLiteral elements: (String, TemplateValue)...) {
    self = .dictionary(TemplateDictionary(entries: elements))
  }
}

extension TemplateValue: ExpressibleByNilLiteral {
  /// Creates ``null``.
  @inlinable public init(nilLiteral: ()) {
    self = .null
  }
}
