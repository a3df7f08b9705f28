import Foundation
import Support

/// The contract's rules on copy: what fallback copy, keys and translations must not contain.
///
/// - Fallback copy carries no implementation details: URLs, file paths, stack-trace text,
///   `undefined`, `null`, `[object Object]`, SQL, e-mail addresses, internal host names.
/// - Keys never look like operational values: phone numbers, coordinates, order numbers,
///   e-mail addresses or URLs, free text with spaces.
/// - Translations keep the fallback's placeholders; RTL translations isolate a placeholder at
///   either edge and use isolates rather than embeddings.
///
/// Findings name keys (and locales), never the copy itself. The checks are heuristics tuned
/// to avoid false alarms on ordinary UI copy ("Pickup/Delivery", "Select a language from the
/// list", "50% off").
public enum CopyRules {
  /// The implementation-detail rules `text` breaks, in ``CopyRule`` declaration order.
  public static func implementationDetails(in text: String) -> [CopyRule] {
    var broken = Set<CopyRule>()
    let lowered = text.lowercased()
    if has(lowered, "://") { broken.insert(.url) }
    if has(text, "[object ") { broken.insert(.objectPlaceholder) }
    if containsWord("undefined", in: text) || containsWord("NaN", in: text) {
      broken.insert(.undefinedValue)
    }
    if containsWord("null", in: text) || has(text, "Optional(") { broken.insert(.nullValue) }
    if stackTraceMarkers.contains(where: { has(text, $0) }) { broken.insert(.stackTrace) }
    if looksLikeSQL(text, lowered: lowered) { broken.insert(.sql) }
    // Every bidi control is beyond ASCII.
    if !UTF8Validation.isASCII(text), BidiControls.containsAny(in: text) {
      broken.insert(.bidiControlCharacter)
    }
    for token in tokens(of: text) {
      // Each token rule needs a byte the token may lack; ordinary words skip them all.
      let shape = TokenShape(token)
      if shape.mayBeHost {
        let lowerToken = token.lowercased()
        if lowerToken.hasPrefix("www.") { broken.insert(.url) }
        if isInternalHost(Substring(lowerToken)) { broken.insert(.internalHost) }
      }
      if shape.hasAt, isEmailAddress(token) { broken.insert(.emailAddress) }
      if shape.hasSlash, isFilePath(token) { broken.insert(.filePath) }
      if shape.hasColon, isSourcePosition(token) { broken.insert(.stackTrace) }
    }
    return CopyRule.allCases.filter { broken.contains($0) }
  }

  /// Findings for one key's fallback copy.
  public static func checkFallback(_ fallback: String, key: String) -> [CopyFinding] {
    implementationDetails(in: fallback).map { CopyFinding(key: key, rule: $0) }
  }

  /// The rule a key breaks by looking like an operational value, if any.
  public static func operationalValueRule(forKey key: String) -> CopyRule? {
    if let rule = identifierKeyRule(key) { return rule }
    let trimmed = key.trimmingCharacters(in: .whitespaces)
    if isPhoneNumber(trimmed) { return .keyLooksLikePhoneNumber }
    if isCoordinates(trimmed) { return .keyLooksLikeCoordinates }
    if key.contains("@") || has(key, "://") { return .keyLooksLikeEmailOrURL }
    if key.isEmpty || key.unicodeScalars.contains(where: { $0.properties.isWhitespace }) {
      return .keyIsFreeText
    }
    if isOrderNumber(key) { return .keyLooksLikeOrderNumber }
    return nil
  }

  /// ``operationalValueRule(forKey:)`` for the usual key, ASCII letters, digits and `_`
  /// starting with a letter or `_`: no phone number (a letter or `_`), no coordinates (no
  /// comma), no e-mail or URL, no whitespace, and each byte is one character, so only a run of
  /// four digits (an order number) can matter. `.some(nil)` is "no rule"; `nil` means the key
  /// has another shape and needs the full check.
  private static func identifierKeyRule(_ key: String) -> CopyRule?? {
    func isLetter(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
    var run = 0
    var orderNumber = false
    for (index, byte) in key.utf8.enumerated() {
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), index > 0 {
        run += 1
        if run >= 4 { orderNumber = true }
      } else if isLetter(byte) || byte == UInt8(ascii: "_") {
        run = 0
      } else {
        return nil
      }
    }
    guard !key.utf8.isEmpty else { return nil }
    return .some(orderNumber ? .keyLooksLikeOrderNumber : nil)
  }

  /// Findings for one key's shape.
  public static func checkKey(_ key: String) -> [CopyFinding] {
    operationalValueRule(forKey: key).map { [CopyFinding(key: key, rule: $0)] } ?? []
  }

  /// Findings for one translation against its fallback: placeholder mismatch, and for RTL
  /// locales unisolated edge placeholders; embeddings and overrides in any locale.
  public static func checkTranslation(
    _ translation: String, fallback: String?, key: String, locale: String, isRightToLeft: Bool
  ) -> [CopyFinding] {
    var findings: [CopyFinding] = []
    if let fallback, let mismatch = Placeholder.mismatch(source: fallback, translation: translation)
    {
      findings.append(
        CopyFinding(key: key, locale: locale, rule: .placeholderMismatch, detail: mismatch.detail))
    }
    if isRightToLeft, BidiControls.hasUnisolatedEdgePlaceholder(translation) {
      findings.append(CopyFinding(key: key, locale: locale, rule: .unisolatedEdgePlaceholder))
    }
    if translation.unicodeScalars.contains(where: {
      BidiControls.embeddingsAndOverrides.contains($0)
    }) {
      findings.append(CopyFinding(key: key, locale: locale, rule: .bidiEmbeddingOrOverride))
    }
    return findings
  }

  /// Key-shape and fallback findings for every catalogue entry, sorted by key then rule.
  public static func check(_ catalogue: KeyCatalogue) -> [CopyFinding] {
    var findings: [CopyFinding] = []
    for entry in catalogue.entries {
      findings += checkKey(entry.key)
      let fallbacks =
        entry.hasInconsistentFallbacks ? entry.fallbackVariants : entry.fallback.map { [$0] } ?? []
      var rules = Set<CopyRule>()
      for fallback in fallbacks {
        rules.formUnion(implementationDetails(in: fallback))
      }
      findings += CopyRule.allCases.filter { rules.contains($0) }.map {
        CopyFinding(key: entry.key, rule: $0)
      }
    }
    return findings
  }

  // MARK: - Implementation details

  private static let stackTraceMarkers = [
    "Traceback (most recent call last)", "TypeError", "ReferenceError", "SyntaxError",
    "RangeError", "Exception:", "Exception in", "NullPointerException", "Fatal error:",
    "Unhandled promise rejection", "at Object.", "at new ", "at async ", "EXC_BAD_ACCESS",
    "Stack trace", "stack trace", "<anonymous>",
  ]

  private static let sourceExtensions: Set<String> = [
    "js", "jsx", "ts", "tsx", "mjs", "cjs", "swift", "m", "mm", "kt", "java", "py", "rb", "php",
    "json", "html", "log", "sql", "sh", "yml", "yaml", "plist", "xml",
  ]

  /// Which bytes a token holds that the token rules need:
  ///
  /// - `www.` and every internal host hold a `.`, except `localhost`, whose nine ASCII letters
  ///   need at least nine bytes before lowercasing (no other character lowercases to them);
  /// - an e-mail address holds `@`; a file path `/` or `\\`; a source position `:`.
  private struct TokenShape {
    var byteCount = 0
    var hasDot = false
    var hasAt = false
    var hasSlash = false
    var hasColon = false

    /// Whether the token may be `www.…` or an internal host. Both need a `.` but for
    /// `localhost`, which is then the whole host: the token itself (nine bytes), or the token
    /// with a scheme, path, user or port taken off, each of which adds a `/`, `@` or `:`. A
    /// long plain word is neither.
    var mayBeHost: Bool {
      hasDot || byteCount == 9 || (byteCount > 9 && (hasSlash || hasAt || hasColon))
    }

    init(_ token: Substring) {
      for byte in token.utf8 {
        byteCount += 1
        switch byte {
        case UInt8(ascii: "."): hasDot = true
        case UInt8(ascii: "@"): hasAt = true
        case UInt8(ascii: "/"), UInt8(ascii: "\\"): hasSlash = true
        case UInt8(ascii: ":"): hasColon = true
        default: break
        }
      }
    }
  }

  private static let tokenEdges = CharacterSet(charactersIn: "\"'`“”‘’()[]<>{},;!?")

  /// Whitespace-separated tokens without surrounding quotes and sentence punctuation.
  static func tokens(of text: String) -> [Substring] {
    let strip = tokenEdges
    return whitespaceSeparated(text).compactMap { raw in
      var token = Substring(raw)
      while let first = token.unicodeScalars.first, strip.contains(first) {
        token = token.dropFirst()
      }
      while let last = token.unicodeScalars.last, strip.contains(last) || last == "." || last == ":"
      {
        token = token.dropLast()
      }
      return token.isEmpty ? nil : token
    }
  }

  /// `text.split(whereSeparator: \.isWhitespace)`, over bytes when the text is ASCII: there
  /// every byte is a character but CR LF (whitespace, as CR and LF are, so splitting at both
  /// gives the same pieces once empty ones are dropped), and the ASCII whitespace characters
  /// are TAB, LF, VT, FF, CR and space, without a Unicode property lookup per character.
  static func whitespaceSeparated(_ text: String) -> [Substring] {
    guard UTF8Validation.isASCII(text) else {
      return text.split(whereSeparator: \.isWhitespace)
    }
    let utf8 = text.utf8
    var pieces: [Substring] = []
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
        if start != index { pieces.append(text[start..<index]) }
        start = utf8.index(after: index)
      }
      index = utf8.index(after: index)
    }
    if start != index { pieces.append(text[start..<index]) }
    return pieces
  }

  /// Foundation's `contains`, asked only when the needle's bytes occur in the text at all. An
  /// ASCII needle can only match where its bytes appear literally, so the answer is the same,
  /// and a byte scan spares most of the (slow) Foundation searches.
  private static func has(_ text: String, _ needle: String) -> Bool {
    ByteSearch.contains(needle, in: text) && text.contains(needle)
  }

  private static func containsWord(_ word: String, in text: String) -> Bool {
    guard ByteSearch.contains(word, in: text) else { return false }
    var searchRange = text.startIndex..<text.endIndex
    while let found = text.range(of: word, range: searchRange) {
      let beforeOK =
        found.lowerBound == text.startIndex
        || !isWordCharacter(text[text.index(before: found.lowerBound)])
      let afterOK = found.upperBound == text.endIndex || !isWordCharacter(text[found.upperBound])
      if beforeOK, afterOK { return true }
      searchRange = found.upperBound..<text.endIndex
    }
    return false
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_"
  }

  private static func looksLikeSQL(_ text: String, lowered: String) -> Bool {
    if has(text, "SELECT "), has(text, " FROM ") { return true }
    if has(text, "UPDATE "), has(text, " SET ") { return true }
    for statement in ["INSERT INTO", "DELETE FROM", "DROP TABLE", "CREATE TABLE", "ALTER TABLE"]
    where has(text, statement) {
      return true
    }
    for marker in [
      "select * from", "sqlstate", "syntax error at or near", "sqlite_", "sqlexception",
      "duplicate entry", "violates foreign key", "violates unique constraint", "ora-0",
    ] where has(lowered, marker) {
      return true
    }
    return false
  }

  private static func isEmailAddress(_ token: Substring) -> Bool {
    let parts = token.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[0].contains("/") else { return false }
    let domain = parts[1]
    guard let dot = domain.lastIndex(of: "."), dot != domain.startIndex else { return false }
    let tld = domain[domain.index(after: dot)...]
    return tld.count >= 2 && tld.allSatisfy(\.isLetter)
  }

  private static let internalSuffixes = [
    ".internal", ".local", ".localdomain", ".lan", ".corp", ".intranet", ".svc", ".home.arpa",
  ]

  private static func isInternalHost(_ lowerToken: Substring) -> Bool {
    var host = lowerToken
    if let scheme = host.range(of: "://") { host = host[scheme.upperBound...] }
    if let slash = host.firstIndex(of: "/") { host = host[..<slash] }
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    if let colon = host.lastIndex(of: ":"), host[host.index(after: colon)...].allSatisfy(\.isNumber)
    {
      host = host[..<colon]
    }
    if host == "localhost" { return true }
    if internalSuffixes.contains(where: { host.hasSuffix($0) && host.count > $0.count }) {
      return true
    }
    let octets = host.split(separator: ".", omittingEmptySubsequences: false)
    return octets.count == 4
      && octets.allSatisfy {
        $0.count <= 3 && !$0.isEmpty && $0.allSatisfy(\.isASCII)
          && Int($0).map { $0 <= 255 } == true
      }
  }

  private static func isFilePath(_ token: Substring) -> Bool {
    if token.contains("://") { return false }
    for prefix in ["./", "../", "~/"] where token.hasPrefix(prefix) && token.count > prefix.count {
      return true
    }
    let scalars = Array(token.unicodeScalars)
    if scalars.count > 3, scalars[0].properties.isAlphabetic, scalars[1] == ":",
      scalars[2] == "\\"
    {
      return true
    }
    if token.contains("\\"), token.split(separator: "\\").count >= 2 { return true }
    let components = token.split(separator: "/", omittingEmptySubsequences: false)
    if token.hasPrefix("/"), components.count >= 3,
      components.dropFirst().allSatisfy({ !$0.isEmpty })
    {
      return true
    }
    if components.count >= 2, let last = components.last, let dot = last.lastIndex(of: "."),
      sourceExtensions.contains(String(last[last.index(after: dot)...]).lowercased()),
      components.dropLast().allSatisfy({ !$0.isEmpty || $0 == components.first })
    {
      return true
    }
    return false
  }

  /// `App.js:12` or `App.tsx:12:5`, the position form of stack frames.
  private static func isSourcePosition(_ token: Substring) -> Bool {
    let parts = token.split(separator: ":")
    guard parts.count >= 2, let file = parts.first, let dot = file.lastIndex(of: ".") else {
      return false
    }
    let fileExtension = String(file[file.index(after: dot)...]).lowercased()
    return sourceExtensions.contains(fileExtension)
      && parts.dropFirst().allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
  }

  // MARK: - Key shapes

  private static func isPhoneNumber(_ key: String) -> Bool {
    let allowed = Set("+-(). ")
    guard key.allSatisfy({ $0.isASCII && ($0.isNumber || allowed.contains($0)) }) else {
      return false
    }
    let digits = key.filter(\.isNumber).count
    return digits >= 7 && digits <= 15
  }

  private static func isCoordinates(_ key: String) -> Bool {
    let parts = key.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    return parts.allSatisfy { part in
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard let value = Double(trimmed), trimmed.contains(".") else { return false }
      return abs(value) <= 180
    }
  }

  private static func isOrderNumber(_ key: String) -> Bool {
    if key.hasPrefix("#"), key.dropFirst().first?.isNumber == true { return true }
    var run = 0
    for character in key {
      if character.isASCII, character.isNumber {
        run += 1
        if run >= 4 { return true }
      } else {
        run = 0
      }
    }
    return false
  }
}
