import Foundation
import JSON
import SourceScan
import Testing

@testable import TranslationCoverage

@Suite("Key catalogue")
struct KeyCatalogueTests {
  let scanner = SourceScanner()

  private func scan(_ source: String) -> ScanResult {
    scanner.scan(source: source, file: "src/App.tsx")
  }

  @Test("encoding twice gives identical bytes, and decoding round-trips")
  func stableRoundTrip() throws {
    var catalogue = KeyCatalogue(
      scan: scan(
        """
        t('ORDER_ACCEPT', 'Accept')
        t('ORDER_ACCEPT', 'Accept order')
        t('NAV_HOME', 'Home / Start')
        t(`STATUS_${s}`)
        """))
    var entry = catalogue["NAV_HOME"]!
    entry.category = .title
    entry.notes = "Tab bar"
    catalogue.update(entry)
    let first = try catalogue.encodedJSON()
    let second = try catalogue.encodedJSON()
    #expect(first == second)
    #expect(first.last == UInt8(ascii: "\n"))
    let decoded = try KeyCatalogue.decode(first, file: "catalogue.json")
    #expect(decoded == catalogue)
    #expect(try decoded.encodedJSON() == first)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("\"Home / Start\""))
    #expect(text.contains("\"src/App.tsx:3:1\""))
    #expect(text.contains("\"fallbackVariants\""))
  }

  @Test("the file form: pretty, sorted, keyed by product key, one location per line")
  func fileForm() throws {
    let catalogue = KeyCatalogue(scan: scan("t('B_KEY', 'Bee')\nt('A_KEY')"))
    let text = String(decoding: try catalogue.encodedJSON(), as: UTF8.self)
    let expected = """
      {
        "dynamicCalls" : [

        ],
        "keys" : {
          "A_KEY" : {
            "locations" : [
              "src/App.tsx:2:1"
            ]
          },
          "B_KEY" : {
            "fallback" : "Bee",
            "locations" : [
              "src/App.tsx:1:1"
            ]
          }
        },
        "version" : 1
      }

      """
    #expect(text == expected)
  }

  @Test("merge keeps hand-set fields and reports added, removed and changed fallbacks")
  func merge() {
    var old = KeyCatalogue(
      scan: scan(
        """
        t('ORDER_ACCEPT', 'Accept')
        t('ORDER_REJECT', 'Reject')
        t('OLD_KEY', 'Old')
        """))
    var accept = old["ORDER_ACCEPT"]!
    accept.category = .control
    accept.critical = true
    accept.notes = "Primary action"
    old.update(accept)
    old.update(CatalogueEntry(key: "STATUS_PENDING", fallback: "Pending", category: .status))

    let fresh = scan(
      """
      t('ORDER_ACCEPT', 'Accept order')
      t('ORDER_REJECT', 'Reject')
      t('NEW_KEY', 'New')
      t('MIXED', 'One')
      t('MIXED', 'Two')
      """)
    let (merged, report) = old.merging(fresh)
    #expect(merged.keys == ["MIXED", "NEW_KEY", "ORDER_ACCEPT", "ORDER_REJECT", "STATUS_PENDING"])
    #expect(merged["ORDER_ACCEPT"]?.category == .control)
    #expect(merged["ORDER_ACCEPT"]?.critical == true)
    #expect(merged["ORDER_ACCEPT"]?.notes == "Primary action")
    #expect(merged["ORDER_ACCEPT"]?.fallback == "Accept order")
    #expect(merged["ORDER_ACCEPT"]?.locations.map(\.description) == ["src/App.tsx:1:1"])
    #expect(report.added == ["MIXED", "NEW_KEY"])
    #expect(report.removed == ["OLD_KEY"])
    #expect(
      report.changedFallbacks == [
        .init(key: "ORDER_ACCEPT", previous: "Accept", current: "Accept order")
      ])
    #expect(report.inconsistentFallbacks == ["MIXED"])
    #expect(!report.isUnchanged)
    #expect(merged["STATUS_PENDING"]?.category == .status, "hand-added entries are kept")

    let (again, secondReport) = merged.merging(fresh)
    #expect(again == merged)
    #expect(secondReport.isUnchanged)
  }

  @Test("categories come from the catalogue first, then from key-pattern rules")
  func categories() {
    let rules = CategoryRules([
      CategoryRule(pattern: "*_BUTTON", category: .control),
      CategoryRule(pattern: "ERROR_*", category: .error),
      CategoryRule(pattern: "*_TITLE", category: .title),
    ])
    let catalogue = KeyCatalogue(entries: [
      CatalogueEntry(key: "SAVE_BUTTON"),
      CatalogueEntry(key: "ERROR_NETWORK"),
      CatalogueEntry(key: "ORDERS_TITLE"),
      CatalogueEntry(key: "ORDERS_TITLE_BUTTON", category: .label),
      CatalogueEntry(key: "PROFILE_TITLE", critical: true),
      CatalogueEntry(key: "HELLO"),
    ])
    #expect(catalogue["SAVE_BUTTON"]?.category(using: rules) == .control)
    #expect(catalogue["ERROR_NETWORK"]?.category(using: rules) == .error)
    #expect(catalogue["ORDERS_TITLE_BUTTON"]?.category(using: rules) == .label)
    #expect(catalogue["HELLO"]?.category(using: rules) == nil)
    #expect(
      catalogue.criticalEntries(using: rules).map(\.key) == [
        "ERROR_NETWORK", "PROFILE_TITLE", "SAVE_BUTTON",
      ])
    let categorized = catalogue.categorized(by: rules)
    #expect(categorized["ORDERS_TITLE"]?.category == .title)
    #expect(categorized["ORDERS_TITLE_BUTTON"]?.category == .label)
    #expect(KeyCategory.control.isCritical && KeyCategory.warning.isCritical)
    #expect(KeyCategory.error.isCritical && !KeyCategory.label.isCritical)
  }

  @Test("category rules decode from an ordered JSON list")
  func rulesCodable() throws {
    let json =
      #"[{"pattern": "*_BUTTON", "category": "control"}, {"pattern": "*", "category": "label"}]"#
    let rules = try JSONDecoder().decode(CategoryRules.self, from: Data(json.utf8))
    #expect(rules.category(for: "OK_BUTTON") == .control)
    #expect(rules.category(for: "OTHER") == .label)
  }

  @Test("malformed catalogue JSON and unknown fields are errors with positions")
  func decodeErrors() {
    let malformed = "{\n  \"version\": 1,\n  \"keys\": {\n    \"A\": {\"fallback\": \"x\",}\n  }\n}"
    #expect(throws: JSONFileError.self) {
      try KeyCatalogue.decode(Data(malformed.utf8), file: "catalogue.json")
    }
    do {
      _ = try KeyCatalogue.decode(Data(malformed.utf8), file: "catalogue.json")
    } catch {
      #expect(error.description.hasPrefix("catalogue.json:4:"))
    }
    let unknownField =
      "{\n  \"version\": 1,\n  \"keys\": {\n    \"A\": {\"categry\": \"control\"}\n  }\n}"
    do {
      _ = try KeyCatalogue.decode(Data(unknownField.utf8), file: "catalogue.json")
      Issue.record("an unknown field must be an error")
    } catch {
      guard case .unexpectedShape(_, let line, _, let reason) = error else {
        Issue.record("expected a shape error, got \(error)")
        return
      }
      #expect(line == 4)
      #expect(reason.contains("categry"))
    }
    let wrongType = "{\"version\": 1, \"keys\": {\"A\": {\"critical\": \"yes\"}}}"
    #expect(throws: JSONFileError.self) {
      try KeyCatalogue.decode(Data(wrongType.utf8), file: "catalogue.json")
    }
  }

  @Test(
    "the tree decoder and JSONDecoder read every catalogue the same, or fail the same way (but a repeated member is refused)",
    arguments: [
      #"{"version": 1, "keys": {}}"#,
      #"{"version": 1, "keys": {"A": {"fallback": "x", "locations": ["a/b.tsx:1:2"]}}, "dynamicCalls": []}"#,
      #"{"keys": {"A": {"category": "control", "critical": false, "notes": "n"}}, "version": 1}"#,
      #"{"version": 1, "keys": {"A": {"fallbackVariants": ["x", "y"], "fallback": "x"}}}"#,
      #"{"version": 1, "keys": {"A": {}}, "dynamicCalls": [{"location": "a.ts:3:4", "expression": "x"}]}"#,
      #"{"version": 1.0, "keys": {}}"#,
      #"{"version": 2, "keys": {}}"#,
      #"{"version": 1}"#,
      #"{"keys": {}}"#,
      #"{"version": 1, "keys": {"A": {"fallback": null}}}"#,
      #"{"version": 1, "keys": {"A": {"fallback": "x"}, "A": {"fallback": "y"}}}"#,
      #"{"version": 1, "version": 1, "keys": {}}"#,
      #"{"version": 1, "keys": {"A": {"locations": ["nowhere"]}}}"#,
      #"{"version": 1, "keys": {"A": {"critical": "yes"}}}"#,
      #"{"version": 1, "keys": {"A": {"extra": 1}}}"#,
      #"{"version": 1, "keys": {}, "more": true}"#,
      #"{"version": 1, "keys": {}, "dynamicCalls": [{"location": "a.ts:3:4"}]}"#,
      #"{"version": 1, "keys": {}, "dynamicCalls": [{"location": "a.ts:3:4", "expression": "x", "y": 1}]}"#,
      #"{"version": 1, "keys": {}, "dynamicCalls": null}"#,
      #"{"version": 1, "keys": []}"#,
      #"[]"#,
    ])
  func treeDecoderAgreesWithDecodable(json: String) {
    let data = Data(json.utf8)
    let fast: Result<KeyCatalogue, JSONFileError>
    do {
      fast = .success(try KeyCatalogue.decode(data, file: "c.json"))
    } catch {
      fast = .failure(error)
    }
    // A member given twice is refused (JSONDecoder keeps one of the two without a word).
    if json.contains(#""A": {"fallback": "x"}, "A""#) || json.contains(#""version": 1, "version""#)
    {
      guard case .failure(let error) = fast else {
        Issue.record("a repeated member was accepted: \(json)")
        return
      }
      #expect(error.description.contains("is given twice"))
      return
    }
    let slow = Result { try JSONDecoder().decode(KeyCatalogue.self, from: data) }
    switch (fast, slow) {
    case (.success(let a), .success(let b)): #expect(a == b)
    case (.failure, .failure): break
    default: Issue.record("the decoders disagree on \(json): \(fast) vs \(slow)")
    }
  }

  @Test("the shipped catalogue decodes to the same value on both paths")
  func shippedCatalogueBothPaths() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../contracts/translations/catalogue.json").standardized
    let data = try Data(contentsOf: url)
    let fast = try KeyCatalogue.decode(data, file: "catalogue.json")
    #expect(fast == (try JSONDecoder().decode(KeyCatalogue.self, from: data)))
    #expect(fast.count > 100)
    // And the fast path really reads it (JSONDecoder is only the fallback).
    let tree = try data.withUnsafeBytes { raw in
      var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
      return try reader.parseDocument()
    }
    #expect(data.withUnsafeBytes { CatalogueTreeDecoder.decode(tree, bytes: $0) } == fast)
  }
}

@Suite("Catalogue from a scan")
struct CatalogueFromScanTests {
  private func entry(_ key: String, _ file: String) -> ScannedKey {
    ScannedKey(
      key: key, fallbacks: [], locations: [CallSite(file: file, line: 1, column: 1)])
  }

  @Test("a scan built by hand may repeat a key: the catalogue keeps one entry, the last")
  func handBuiltScanWithRepeatedKeys() {
    let scan = ScanResult(
      keys: [entry("B", "b.ts"), entry("A", "a1.ts"), entry("A", "a2.ts")], dynamicCalls: [],
      filesScanned: 3)
    let catalogue = KeyCatalogue(scan: scan)
    #expect(catalogue.keys == ["A", "B"])
    #expect(catalogue["A"]?.locations.map(\.file) == ["a2.ts"])
  }

  @Test("a scanner's result whose keys were changed afterwards is checked again")
  func changedScannerResult() {
    var scan = SourceScanner().scan(source: "t('A')\nt('C')", file: "x.ts")
    // Equality is about the keys, calls and count, whoever built the result.
    #expect(scan == ScanResult(keys: scan.keys, dynamicCalls: [], filesScanned: 1))
    let untouched = KeyCatalogue(scan: scan)
    #expect(untouched.keys == ["A", "C"])
    scan.keys.append(entry("B", "b.ts"))
    scan.keys.append(entry("A", "late.ts"))
    let changed = KeyCatalogue(scan: scan)
    #expect(changed.keys == ["A", "B", "C"])
    #expect(changed["A"]?.locations.map(\.file) == ["late.ts"])
  }
}
