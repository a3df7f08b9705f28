/// All checks for one contract, identified by the contract's slug (its front matter `id` or
/// title slug):
///
///     ContractBindings("driver-app-language-contract") {
///       Section("Prerequisites") { Item("…") { evidence in … } }
///     }
public struct ContractBindings: Sendable {
  public var contract: String
  public var bindings: [Binding]

  public init(_ contract: String, @ContractBindingsBuilder _ sections: () -> [Section]) {
    self.contract = contract
    self.bindings = sections().flatMap(\.bindings)
  }

  public init(contract: String, bindings: [Binding]) {
    self.contract = contract
    self.bindings = bindings
  }
}

/// Collects `Section` values, including sections defined in other files.
@resultBuilder
public enum ContractBindingsBuilder {
  public static func buildExpression(_ expression: Section) -> [Section] { [expression] }
  public static func buildExpression(_ expression: [Section]) -> [Section] { expression }
  public static func buildBlock(_ components: [Section]...) -> [Section] {
    components.flatMap { $0 }
  }
}
