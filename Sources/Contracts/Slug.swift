/// URL-safe identifiers made from headings and keys: lowercase letters and digits (any
/// script) joined by single hyphens, as docs sites make heading anchors.
public enum Slug {
  /// `"Inputs and result"` → `"inputs-and-result"`; `"App/task UI"` → `"app-task-ui"`.
  public static func make(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var pendingHyphen = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingHyphen, !result.isEmpty { result.append("-") }
        pendingHyphen = false
        result.append(character)
      } else if character == "'" || character == "\u{2019}" {
        continue
      } else {
        pendingHyphen = true
      }
    }
    return result
  }
}
