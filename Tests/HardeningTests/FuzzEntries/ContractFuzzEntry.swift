import Contracts

/// Fuzz entry for the contract parser: front matter, sections, clauses and ids, through the
/// loader's error mapping, then lint. Shared by `Fuzz/contract/main.swift` (libFuzzer) and
/// the regression replay in `swift test`.
enum ContractFuzzEntry {
  static func run(_ bytes: [UInt8]) {
    let contract: Contract
    do {
      contract = try ContractLoader().parse(bytes, path: "contracts/fuzz.md")
    } catch {
      _ = error.description
      return
    }
    _ = ContractLinter.lint(contract) { _ in true }
  }
}
