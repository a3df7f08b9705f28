import Foundation

/// The exact `contract-report review --accept` command lines a finding tells the docs writer
/// to run, with paths and ids quoted for a POSIX shell when they need it.
public enum AcceptCommand {
  /// Makes the whole current text of `file` its reviewed baseline.
  public static func file(_ file: String) -> String {
    "contract-report review --accept \(quote(file))"
  }

  /// Makes only one clause's current text reviewed (`clauseID`: its current id, or the id it
  /// had for a removed clause).
  public static func clause(_ clauseID: String, in file: String) -> String {
    "contract-report review --accept \(quote(file)) --clause \(quote(clauseID))"
  }

  /// `text` as one shell word: unchanged when it holds only characters no shell treats
  /// specially, otherwise in single quotes (a single quote written as `'\''`).
  public static func quote(_ text: String) -> String {
    let plain =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_./:@%+=,".unicodeScalars.contains(scalar))
      }
    if plain { return text }
    return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
