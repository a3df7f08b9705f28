import Foundation
import Support

/// Tells product keys from operational values so values are never looked up as UI labels.
///
/// A key is ASCII: an uppercase letter, then uppercase letters, digits and underscores
/// (`ORDER_DETAILS`, `DRIVER_APP_LOGIN`). Anything else is a non-key, classified for
/// diagnostics.
public enum KeyClassifier {
  /// Whether text is key-shaped.
  public static func isKey(_ text: String) -> Bool {
    // Over the contiguous bytes rather than `String.UTF8View`: coverage classifies every
    // catalogue key of every locale (a million calls), and the view's iterator took 2.5x as
    // long for a 40-byte key.
    text.withBorrowedUTF8 { bytes in
      guard let first = bytes.first, isUpper(first), bytes.count <= 200 else { return false }
      return bytes.allSatisfy { isUpper($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
    }
  }

  /// `nil` for a key; otherwise what kind of non-key the text looks like.
  public static func nonKeyCategory(of text: String) -> NonKeyCategory? {
    if isKey(text) {
      return nil
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty {
      return .empty
    }
    if isCoordinates(trimmed) {
      return .coordinates
    }
    if isPhoneNumber(trimmed) {
      return .phoneNumber
    }
    if isOrderValue(trimmed) {
      return .orderValue
    }
    let hasDigit = trimmed.unicodeScalars.contains { CharacterSet.decimalDigits.contains($0) }
    let hasLetter = trimmed.unicodeScalars.contains { CharacterSet.letters.contains($0) }
    let hasSpace = trimmed.unicodeScalars.contains { CharacterSet.whitespaces.contains($0) }
    if hasDigit && hasLetter && hasSpace {
      return .address
    }
    if hasSpace {
      return .freeText
    }
    return .other
  }

  private static func isUpper(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isNumber(_ text: Substring) -> Bool {
    var body = text.trimmingCharacters(in: .whitespaces)[...]
    if body.hasPrefix("-") || body.hasPrefix("+") {
      body = body.dropFirst()
    }
    let parts = body.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count) else { return false }
    return parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }
  }

  private static func isCoordinates(_ text: String) -> Bool {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    return parts.count == 2 && parts.allSatisfy(isNumber) && text.contains(".")
  }

  private static func isPhoneNumber(_ text: String) -> Bool {
    let allowed = Set(" +-().".utf8)
    let bytes = Array(text.utf8)
    let digits = bytes.filter(isDigit).count
    return digits >= 7 && bytes.allSatisfy { isDigit($0) || allowed.contains($0) }
  }

  private static func isOrderValue(_ text: String) -> Bool {
    var body = Substring(text)
    if body.hasPrefix("#") {
      return body.dropFirst().utf8.allSatisfy(isDigit) && body.count > 1
    }
    for symbol in ["$", "€", "£", "¥", "USD", "EUR", "GBP", "MXN"] where body.hasPrefix(symbol) {
      body = body.dropFirst(symbol.count)
      break
    }
    for symbol in ["$", "€", "£", "¥", "USD", "EUR", "GBP", "MXN"] where body.hasSuffix(symbol) {
      body = body.dropLast(symbol.count)
      break
    }
    let normalized = body.trimmingCharacters(in: .whitespaces).replacingOccurrences(
      of: ",", with: ".")
    let pieces = normalized.split(separator: ".", omittingEmptySubsequences: false)
    guard !normalized.isEmpty, pieces.allSatisfy({ !$0.isEmpty }) else { return false }
    return pieces.allSatisfy { $0.utf8.allSatisfy(isDigit) }
  }
}
