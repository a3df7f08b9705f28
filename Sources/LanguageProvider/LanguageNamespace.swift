import Digest
import Foundation

/// The project and account a stored language and every fetched result belong to.
///
/// Two namespaces never share a stored record, and a result fetched for one namespace is never
/// applied to another. Identifiers are private: `description` shows only a short hash so a
/// namespace can be logged without exposing project or account ids.
public struct LanguageNamespace: Hashable, Sendable, CustomStringConvertible,
  CustomDebugStringConvertible, CustomReflectable
{
  /// The project identifier (private: never logged).
  public var project: String
  /// The account identifier (private: never logged).
  public var account: String

  /// Creates a namespace for a project and account.
  public init(project: String, account: String) {
    self.project = project
    self.account = account
  }

  /// A SHA-256 over both identifiers (length-prefixed, so `("ab","c")` and `("a","bc")` differ).
  /// Used for file names and anywhere a namespace must be told apart without being revealed.
  public var fingerprint: String {
    SHA256.hash("\(project.utf8.count):\(project)\(account)").hex
  }

  /// A redacted form: `namespace#` and the first 8 hex digits of ``fingerprint``.
  public var description: String {
    "namespace#\(fingerprint.prefix(8))"
  }

  /// Same as ``description``: redacted.
  public var debugDescription: String { description }

  /// A mirror showing only the redacted form, so `dump` cannot reveal the ids.
  public var customMirror: Mirror {
    Mirror(self, children: ["redacted": description], displayStyle: .struct)
  }
}
