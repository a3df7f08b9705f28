import Digest

/// How the host names a provider's storage keys in evidence: the provider may put project and
/// account ids into its keys, and evidence is published (report, JSON, JUnit, CI logs), so a
/// key is shown as `key#` plus 8 hex digits of its SHA-256 unless it is a plain word.
public enum Redaction {
  /// The key as evidence may show it.
  public static func key(_ key: String) -> String {
    let plain =
      key.utf8.count <= 24
      && key.utf8.allSatisfy {
        ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || $0 == 0x2E || $0 == 0x5F
          || $0 == 0x2D || $0 == 0x3A
      }
    return plain ? "'\(key)'" : "key#\(SHA256.hash(key).hex.prefix(8))"
  }
}
