import Foundation
import TestSupport
import Testing

@testable import TranslationCoverage

@Suite("Copy rules")
struct CopyRulesTests {
  @Test(
    "fallback copy with implementation details is flagged",
    arguments: [
      ("See https://api.example.test/v1/orders", CopyRule.url),
      ("Visit www.example.test", .url),
      ("Failed to read /var/app/config.json", .filePath),
      ("Open ./src/screens/Home.tsx", .filePath),
      ("Log at C:\\Users\\driver\\app.log", .filePath),
      ("Error in src/screens/OrderDetails.tsx", .filePath),
      ("TypeError: Cannot read properties of undefined", .stackTrace),
      ("    at Object.onPress (App.js:42:13)", .stackTrace),
      ("Crash at OrderList.tsx:12:5", .stackTrace),
      ("Total: undefined", .undefinedValue),
      ("Distance NaN km", .undefinedValue),
      ("Customer: null", .nullValue),
      ("Hello Optional(\"Ana\")", .nullValue),
      ("Order [object Object] ready", .objectPlaceholder),
      ("SELECT * FROM orders WHERE id = 1", .sql),
      ("SQLSTATE[23000]: Integrity constraint violation", .sql),
      ("Write to support@example.test", .emailAddress),
      ("Could not reach localhost:8080", .internalHost),
      ("Could not reach LOCALHOST", .internalHost),
      ("Proxy (localhost) refused", .internalHost),
      ("Call http://localhost/orders", .internalHost),
      ("Log in as admin@localhost", .internalHost),
      ("Server orders.svc.internal is down", .internalHost),
      ("Host 10.0.0.12 refused", .internalHost),
      ("Accept\u{202E}", .bidiControlCharacter),
    ])
  func positive(text: String, rule: CopyRule) {
    #expect(CopyRules.implementationDetails(in: text).contains(rule))
  }

  @Test(
    "ordinary UI copy is not flagged",
    arguments: [
      "Accept", "Pickup/Delivery", "Select a language from the list", "50% off your next order",
      "Delete from history?", "Arrived at customer", "Order _order_id_ is ready",
      "Null and void", "Cancel order", "Time: 10:30", "Share your location with the customer.",
      "Use at most 3 photos", "N/A", "Call :name: now", "Per km / per hour",
      "Don't close the app while delivering", "Payment: cash on delivery",
      "Selecting the order from the map opens it", "Tap and hold to reorder stops.",
      "Localhosts and hostnames", "Confirmation of the neighbourhood deliveries",
    ])
  func negative(text: String) {
    #expect(CopyRules.implementationDetails(in: text) == [])
  }

  @Test("fallback findings name the key and the rule, never the copy")
  func findingsNameKeys() {
    let findings = CopyRules.checkFallback(
      "Call support@example.test or see https://x.test", key: "HELP_TEXT")
    #expect(findings.map(\.rule) == [.url, .emailAddress])
    #expect(findings.allSatisfy { $0.key == "HELP_TEXT" && $0.locale == nil })
    #expect(findings.allSatisfy { !$0.description.contains("example") })
  }

  @Test(
    "keys that look like operational values are flagged",
    arguments: [
      ("+1 (555) 010-0199", CopyRule.keyLooksLikePhoneNumber),
      ("5550100199", .keyLooksLikePhoneNumber),
      ("40.7128,-74.0060", .keyLooksLikeCoordinates),
      ("40.7128, -74.0060", .keyLooksLikeCoordinates),
      ("ORDER_104233", .keyLooksLikeOrderNumber),
      ("#4411", .keyLooksLikeOrderNumber),
      ("driver@example.test", .keyLooksLikeEmailOrURL),
      ("Please accept the order", .keyIsFreeText),
      ("221B Baker Street", .keyIsFreeText),
      ("", .keyIsFreeText),
    ])
  func operationalKeys(key: String, rule: CopyRule) {
    #expect(CopyRules.operationalValueRule(forKey: key) == rule)
    #expect(CopyRules.checkKey(key) == [CopyFinding(key: key, rule: rule)])
  }

  @Test(
    "product keys are not flagged",
    arguments: ["ORDER_ACCEPT", "ERROR_404", "DELIVERY_ARRIVED", "STEP_2_OF_3", "orders.title"])
  func productKeys(key: String) {
    #expect(CopyRules.operationalValueRule(forKey: key) == nil)
  }

  @Test("the catalogue check covers keys and every fallback variant")
  func catalogueCheck() {
    let catalogue = KeyCatalogue(entries: [
      CatalogueEntry(key: "ORDER_ACCEPT", fallback: "Accept"),
      CatalogueEntry(
        key: "HELP", fallback: "Help", fallbackVariants: ["Help", "Help: undefined"]),
      CatalogueEntry(key: "Order 104233", fallback: "x"),
    ])
    #expect(
      CopyRules.check(catalogue) == [
        CopyFinding(key: "HELP", rule: .undefinedValue),
        CopyFinding(key: "Order 104233", rule: .keyIsFreeText),
      ])
  }
}

@Suite("Placeholders")
struct PlaceholderTests {
  @Test(
    "extraction of each placeholder style",
    arguments: [
      ("Hello _name_!", ["_name_"]),
      ("Order _order_id_ is ready", ["_order_id_"]),
      ("Pay :amount: now", [":amount:"]),
      ("Hi {{name}} and {{ other.value }}", ["{{name}}", "{{other.value}}"]),
      ("%s has %d orders", ["%1$s", "%2$d"]),
      ("%@ delivered", ["%1$@"]),
      ("%2$s before %1$s", ["%2$s", "%1$s"]),
      ("100%% sure, 50% off", []),
      ("snake_case_word and ORDER_ID", []),
      ("Time 10:30:45", []),
      ("_name__order_", ["_name__order_"]),
      ("%ld km", ["%1$ld"]),
    ])
  func extraction(text: String, tokens: [String]) {
    #expect(Placeholder.all(in: text).map(\.token) == tokens)
  }

  @Test("ranges are UTF-8 byte ranges")
  func ranges() {
    let placeholder = Placeholder.all(in: "é _x_")[0]
    #expect(placeholder.range == 3..<6)
    #expect(placeholder.style == .underscore)
  }

  @Test("a translation with the same placeholders matches, in any order")
  func matches() {
    #expect(
      Placeholder.mismatch(
        source: "Order _order_id_ for _name_", translation: "_name_: pedido _order_id_") == nil)
    #expect(Placeholder.mismatch(source: "%s of %s", translation: "%2$s de %1$s") == nil)
    #expect(Placeholder.mismatch(source: "Plain", translation: "Simple") == nil)
  }

  @Test("missing, renamed, duplicated and extra placeholders are mismatches")
  func mismatches() {
    #expect(
      Placeholder.mismatch(source: "Order _order_id_", translation: "Pedido")
        == PlaceholderMismatch(missing: ["_order_id_"], unexpected: []))
    #expect(
      Placeholder.mismatch(source: "Pay :amount:", translation: "Pagar :monto:")
        == PlaceholderMismatch(missing: [":amount:"], unexpected: [":monto:"]))
    #expect(
      Placeholder.mismatch(source: "Hi {{name}}", translation: "Hola {{name}} {{name}}")
        == PlaceholderMismatch(missing: [], unexpected: ["{{name}}"]))
    #expect(
      Placeholder.mismatch(source: "%@ arrived", translation: "%s llegó")
        == PlaceholderMismatch(missing: ["%1$@"], unexpected: ["%1$s"]))
  }

  @Test("the mismatch detail names only the fallback's tokens")
  func mismatchDetail() {
    let findings = CopyRules.checkTranslation(
      "Pagar :monto_secreto:", fallback: "Pay :amount:", key: "PAY", locale: "es",
      isRightToLeft: false)
    #expect(findings.map(\.rule) == [.placeholderMismatch])
    #expect(findings[0].detail == "missing :amount:; 1 unexpected placeholder")
    #expect(findings[0].locale == "es")
  }
}

@Suite("Bidi controls")
struct BidiControlsTests {
  @Test("each control character is found")
  func detection() {
    for scalar in [
      0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069,
    ] {
      let text = "a\(Character(Unicode.Scalar(scalar)!))b"
      #expect(BidiControls.find(in: text) == [Unicode.Scalar(scalar)!])
      #expect(CopyRules.implementationDetails(in: text) == [.bidiControlCharacter])
    }
    #expect(BidiControls.find(in: "שלום עולם") == [])
    #expect(!BidiControls.containsAny(in: "שלום עולם"))
    #expect(BidiControls.containsAny(in: "\u{200F}שלום"))
  }

  @Test("embeddings and overrides are found on bytes exactly where the scalars are")
  func embeddingsOnBytes() {
    var texts = [
      "", "ab", "\u{202A}", "x\u{202E}", "\u{2029}\u{202F}\u{2066}\u{200F}",
      "שלום \u{202B}עולם\u{202C}",
      "\u{E280}\u{AA}", "é\u{202D}", "\u{1F600}\u{202A}",
    ]
    for scalar in [0x2020, 0x2029, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x202F, 0x2080, 0xE2AA] {
      texts.append("a" + String(Unicode.Scalar(scalar)!) + "b")
    }
    for text in texts {
      let scalars = text.unicodeScalars.contains {
        BidiControls.embeddingsAndOverrides.contains($0)
      }
      #expect(
        BidiControls.containsEmbeddingOrOverride(text) == scalars,
        "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test("an RTL string with a placeholder at an edge needs an isolate")
  func edgePlaceholders() {
    #expect(BidiControls.hasUnisolatedEdgePlaceholder("_order_id_ הזמנה מוכנה"))
    #expect(BidiControls.hasUnisolatedEdgePlaceholder("הזמנה מוכנה _order_id_."))
    #expect(BidiControls.hasUnisolatedEdgePlaceholder("الطلب :amount:"))
    #expect(!BidiControls.hasUnisolatedEdgePlaceholder("\u{2068}_order_id_\u{2069} הזמנה מוכנה"))
    #expect(!BidiControls.hasUnisolatedEdgePlaceholder("הזמנה \u{2066}_order_id_\u{2069}."))
    #expect(!BidiControls.hasUnisolatedEdgePlaceholder("הזמנה _order_id_ מוכנה"))
    #expect(!BidiControls.hasUnisolatedEdgePlaceholder("הזמנה מוכנה"))
  }

  @Test("edge placeholders are found on bytes exactly where a scalar-by-scalar reading finds them")
  func edgePlaceholdersOnBytes() {
    // Pieces that make placeholders, isolates, spaces (ASCII and not), final punctuation
    // (ASCII and Arabic), right-to-left words and scalars of every UTF-8 length.
    let pieces = [
      "_order_id_", ":amount:", "{{ name }}", "%1$s", "%@", " ", "\u{00A0}", "\u{2003}", "\n",
      "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", ".", "!", "\u{061F}", "\u{06D4}", "הזמנה",
      "الطلب", "a", "é", "\u{1F600}", "_", ":", "{", "%", "\u{202B}",
    ]
    var generator = SeededGenerator(state: 0xED6E)
    for _ in 0..<3000 {
      let text = (0..<Int.random(in: 0...7, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      #expect(
        BidiControls.hasUnisolatedEdgePlaceholder(text) == Self.edgeOracle(text),
        "\(text.unicodeScalars.map(\.value))")
    }
  }

  /// The rule read on `String`s, scalar by scalar: the first placeholder with only spaces and
  /// isolate initiators before it, or the last with only spaces, pops and final punctuation
  /// after it, is unisolated unless an initiator is right before it and a pop right after.
  private static func edgeOracle(_ text: String) -> Bool {
    let placeholders = Placeholder.all(in: text)
    guard let first = placeholders.first, let last = placeholders.last else { return false }
    let bytes = Array(text.utf8)
    func scalars(_ range: Range<Int>) -> String.UnicodeScalarView {
      String(decoding: bytes[range], as: UTF8.self).unicodeScalars
    }
    let initiators: Set<Unicode.Scalar> = ["\u{2066}", "\u{2067}", "\u{2068}"]
    let punctuation: Set<Unicode.Scalar> = [
      ".", ",", "!", "?", ":", ";", "\u{061F}", "\u{060C}", "\u{061B}", "\u{06D4}",
    ]
    func isolated(_ placeholder: Placeholder) -> Bool {
      guard let opener = scalars(0..<placeholder.range.lowerBound).last,
        initiators.contains(opener)
      else { return false }
      return scalars(placeholder.range.upperBound..<bytes.count).first == "\u{2069}"
    }
    let starts = scalars(0..<first.range.lowerBound).allSatisfy {
      $0.properties.isWhitespace || initiators.contains($0)
    }
    let ends = scalars(last.range.upperBound..<bytes.count).allSatisfy {
      $0.properties.isWhitespace || $0 == "\u{2069}" || punctuation.contains($0)
    }
    return (starts && !isolated(first)) || (ends && !isolated(last))
  }

  @Test("translation checks: edge placeholders only for RTL, embeddings everywhere")
  func translationChecks() {
    let rtl = CopyRules.checkTranslation(
      "_name_ שלום", fallback: "Hello _name_", key: "GREETING", locale: "he", isRightToLeft: true)
    #expect(rtl.map(\.rule) == [.unisolatedEdgePlaceholder])
    let ltr = CopyRules.checkTranslation(
      "_name_, hola", fallback: "Hello _name_", key: "GREETING", locale: "es", isRightToLeft: false)
    #expect(ltr.isEmpty)
    let embedding = CopyRules.checkTranslation(
      "\u{202B}שלום\u{202C}", fallback: "Hello", key: "HELLO", locale: "he", isRightToLeft: true)
    #expect(embedding.map(\.rule) == [.bidiEmbeddingOrOverride])
  }
}

@Suite("Copy rules: whitespace tokens")
struct CopyRulesTokenTests {
  @Test("ASCII text splits over bytes exactly as split(whereSeparator: isWhitespace) does")
  func sameSplit() {
    let pieces = [
      "", " ", "a", "\r\n", "\r", "\n", "\t", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}", "\u{85}",
      "\u{A0}", "x.y", "é", "\u{2028}", "  ", "[object Object]",
    ]
    var texts: [String] = []
    for first in pieces {
      for second in pieces {
        texts.append(first + second)
        texts.append("ab" + first + "cd" + second + "ef")
      }
    }
    for text in texts {
      #expect(
        CopyRules.whitespaceSeparated(text) == text.split(whereSeparator: \.isWhitespace),
        "\(text.debugDescription)")
    }
  }
}
