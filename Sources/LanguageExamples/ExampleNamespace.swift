import Foundation
import LanguageProvider

/// A project/account pair as a table writes it (`p1/a2`), mapped to synthetic ids so a table
/// never holds a real project or account.
struct ExampleNamespace: Hashable, Sendable, CustomStringConvertible {
  var project: String
  var account: String

  /// The namespace sessions start in unless a table says otherwise.
  static let primary = ExampleNamespace(project: "p1", account: "a1")

  /// Reads `project/account` (letters and digits on each side).
  static func parse(_ text: String) -> Result<ExampleNamespace, ExampleError> {
    let sides = text.trimmingCharacters(in: .whitespaces).split(
      separator: "/", omittingEmptySubsequences: false)
    guard sides.count == 2,
      sides.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } })
    else {
      return .failure(ExampleError("'\(text)' is not project/account, for example p1/a2"))
    }
    return .success(ExampleNamespace(project: String(sides[0]), account: String(sides[1])))
  }

  /// The provider's namespace: synthetic ids derived from the names.
  var languageNamespace: LanguageNamespace {
    LanguageNamespace(
      project: "synthetic-project-\(project)", account: "synthetic-account-\(account)")
  }

  /// Another account of the same project.
  var otherAccount: ExampleNamespace {
    ExampleNamespace(project: project, account: account + "-other")
  }

  /// The same account name in another project.
  var otherProject: ExampleNamespace {
    ExampleNamespace(project: project + "-other", account: account)
  }

  var description: String { "\(project)/\(account)" }
}
