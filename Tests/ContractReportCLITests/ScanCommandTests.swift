import Foundation
import Testing
import TranslationCoverage

@Suite("scan command")
struct ScanCommandTests {
  private static let source = """
    import { t } from './i18n'
    export const Screen = () => (
      <View>
        <Text>{t('ORDERS_TITLE', 'Orders')}</Text>
        <Button title={t("CANCEL_BUTTON", "Cancel")} />
        <Text>{t(`HELP_LABEL`)}</Text>
        <Text>{t(props.key)}</Text>
        {/* t('COMMENTED_OUT', 'Nope') */}
      </View>
    )
    """

  @Test("writes contracts/translations/catalogue.json under --root by default, sorted")
  func writesDefault() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(Self.source, to: "app/Screen.tsx")
    try root.write("{}", to: "contracts/contract-report.json")
    let outcome = await CommandRunner.run(["scan", root.path + "/app", "--root", root.path])
    #expect(outcome.code == 0)
    #expect(outcome.error.isEmpty)
    let path = root.path + "/contracts/translations/catalogue.json"
    #expect(
      outcome.out
        == """
        scanned 1 file: 3 keys, 1 dynamic call (listed, never counted as missing)
        wrote \(path): 3 keys

        """)
    let catalogue = try KeyCatalogue.load(contentsOf: URL(fileURLWithPath: path))
    #expect(catalogue.keys == ["CANCEL_BUTTON", "HELP_LABEL", "ORDERS_TITLE"])
    #expect(catalogue["ORDERS_TITLE"]?.locations.map(\.description) == ["app/Screen.tsx:4:12"])
    #expect(catalogue["HELP_LABEL"]?.fallback == nil)
    #expect(catalogue.dynamicCalls.map(\.expression) == ["props.key"])
    let again = await CommandRunner.run([
      "scan", root.path + "/app", "--root", root.path, "--out", root.path + "/again.json",
    ])
    #expect(again.code == 0)
    #expect(root.read("again.json") == root.read("contracts/translations/catalogue.json"))
  }

  @Test("--merge keeps hand-set fields and prints added, removed and changed-fallback keys")
  func merge() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(Self.source, to: "app/Screen.tsx")
    let out = root.path + "/catalogue.json"
    let first = await CommandRunner.run([
      "scan", root.path + "/app", "--root", root.path, "--out", out,
    ])
    #expect(first.code == 0, "\(first.error)")
    var catalogue = try KeyCatalogue.load(contentsOf: URL(fileURLWithPath: out))
    var cancel = try #require(catalogue["CANCEL_BUTTON"])
    cancel.category = .control
    cancel.notes = "Shown on every order screen"
    catalogue.update(cancel)
    catalogue.update(CatalogueEntry(key: "BY_HAND_LABEL", fallback: "Kept", category: .label))
    try catalogue.write(to: URL(fileURLWithPath: out))
    try root.write(
      Self.source.replacingOccurrences(of: "'Orders'", with: "'Your orders'")
        .replacingOccurrences(of: "`HELP_LABEL`", with: "'NEW_WARNING', 'Careful'"),
      to: "app/Screen.tsx")

    let outcome = await CommandRunner.run([
      "scan", root.path + "/app", "--root", root.path, "--out", out, "--merge",
    ])
    #expect(outcome.code == 0)
    #expect(
      outcome.out
        == """
        scanned 1 file: 3 keys, 1 dynamic call (listed, never counted as missing)
        added: NEW_WARNING
        removed: HELP_LABEL
        changed fallback: ORDERS_TITLE
        merge: 1 added, 1 removed, 1 changed fallback
        wrote \(out): 4 keys

        """)
    let merged = try KeyCatalogue.load(contentsOf: URL(fileURLWithPath: out))
    #expect(merged.keys == ["BY_HAND_LABEL", "CANCEL_BUTTON", "NEW_WARNING", "ORDERS_TITLE"])
    #expect(merged["CANCEL_BUTTON"]?.category == .control)
    #expect(merged["CANCEL_BUTTON"]?.notes == "Shown on every order screen")
    #expect(merged["ORDERS_TITLE"]?.fallback == "Your orders")
  }

  @Test("rescanning the shipped app source with --merge changes nothing, byte for byte")
  func shippedIsStable() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let shipped = Repository.contracts.appendingPathComponent("translations/catalogue.json")
    let copy = directory.url.appendingPathComponent("catalogue.json")
    try FileManager.default.copyItem(at: shipped, to: copy)
    let outcome = await CommandRunner.run([
      "scan", Repository.contracts.path + "/translations/app-src", "--root", Repository.root.path,
      "--out", copy.path, "--merge",
    ])
    #expect(outcome.code == 0)
    #expect(outcome.out.contains("merge: 0 added, 0 removed, 0 changed fallback\n"))
    #expect(outcome.out.contains("inconsistent fallback copy: ORDER_ACCEPT\n"))
    #expect(try Data(contentsOf: copy) == (try Data(contentsOf: shipped)))
  }

  @Test("function names come from the settings")
  func functionNamesFromSettings() async throws {
    let root = try TemporaryDirectory()
    defer { root.remove() }
    try root.write(
      "{\"coverage\": {\"functionNames\": [\"tr\"]}}", to: "contracts/contract-report.json")
    try root.write("tr('ONLY_THIS', 'Yes'); t('NOT_THIS', 'No')", to: "src/a.js")
    let outcome = await CommandRunner.run(["scan", root.path + "/src", "--root", root.path])
    #expect(outcome.code == 0)
    let catalogue = try KeyCatalogue.load(
      contentsOf: root.url.appendingPathComponent("contracts/translations/catalogue.json"))
    #expect(catalogue.keys == ["ONLY_THIS"])
  }

  @Test("usage and input errors exit 2")
  func errors() async throws {
    let none = await CommandRunner.run(["scan"])
    #expect(none.code == 2)
    #expect(none.error.contains("scan needs at least one SRC"))
    let missing = await CommandRunner.run(["scan", "/nonexistent/src", "--out", "/tmp/x.json"])
    #expect(missing.code == 2)
    #expect(missing.error == "/nonexistent/src: error: cannot be read: no such file or directory\n")
    let help = await CommandRunner.run(["scan", "--help"])
    #expect(help.out.contains("--merge"))
  }
}
