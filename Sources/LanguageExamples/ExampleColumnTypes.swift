import LanguageProvider
import Verification

/// Column types the example fixtures share.
enum ExampleColumnTypes {
  static let language = CellType.choice(ExampleLanguages.codes)
  static let tier = CellType.choice(ResolutionTier.allCases.map(\.rawValue))
  static let readiness = CellType.choice(["loading", "complete", "fallbackOnly", "closed"])
  static let policy = CellType.custom(
    "a default policy (server or a code, then ', persisted')", validate: DefaultPolicyCell.problem)
  static let namespace = CellType.custom("project/account") { markdown in
    if case .failure(let error) = ExampleNamespace.parse(CellText(markdown: markdown).text) {
      return error.description
    }
    return nil
  }
}
