/// Languages written in a right-to-left script, by ISO 639 code: Arabic, Hebrew, Persian,
/// Urdu, Pashto, Sindhi, Uyghur, Kurdish Sorani, Dhivehi, Yiddish. Used to cross-check the
/// `rtl` flag in language metadata.
public enum RightToLeftScripts {
  public static let languageCodes: Set<String> = [
    "ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "ckb", "dv", "yi", "ji",
  ]

  /// Whether a locale (`ar`, `ar-EG`, `ckb_IQ`, `ku-Arab`) is written right to left.
  public static func isRightToLeft(_ locale: String) -> Bool {
    let parts = locale.lowercased().split { $0 == "-" || $0 == "_" }.map(String.init)
    guard let language = parts.first else { return false }
    if parts.contains("arab") || parts.contains("hebr") || parts.contains("thaa") {
      return true
    }
    if parts.contains("latn") || parts.contains("cyrl") { return false }
    return languageCodes.contains(language)
  }
}
