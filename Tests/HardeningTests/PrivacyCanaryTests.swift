import Foundation
import LanguageProvider
import TestSupport
import Testing

@testable import ContractReportCLI

/// Full runs with private values planted everywhere the tool can meet them: an API token and
/// key in the environment, the project and account ids the Driver App checks drive the
/// provider (and its store) with, and a canary in every dictionary value. Nothing the tool
/// writes (files, standard output and error, the GitHub step summary) may contain any of them.
///
/// There is no settings file and no `coverage --live` in this version, so the live-shaped path
/// is covered one level down: the provider over `HTTPTranslationService` against a loopback
/// server that answers with canary values (and fails with canaries in its bodies).
@Suite(.serialized, .timeLimit(.minutes(10)))
struct PrivacyCanaryTests {
  static let token = "canary-env-token-6c1f0e"
  static let apiKey = "canary-env-key-93ab27"
  static let dictionaryCanary = "canary-dictionary-value-5e8d"

  /// The synthetic ids and canaries compiled into the Driver App checks, read from their
  /// source so this list cannot drift from what the checks really use.
  static func fixtureCanaries() throws -> [String] {
    var found: [String] = []
    for file in ["DriverAppFixture.swift", "SecurityAndPrivacyChecks.swift"] {
      let source = try String(
        contentsOf: BuiltExecutable.packageRoot.appendingPathComponent(
          "Sources/DriverAppContract/" + file), encoding: .utf8)
      for literal in source.split(separator: "\"").enumerated().filter({ $0.offset % 2 == 1 })
      where literal.element.contains("synthetic-") || literal.element.contains("canary") {
        found.append(String(literal.element))
      }
    }
    return found
  }

  static func allCanaries() throws -> [String] {
    [token, apiKey, dictionaryCanary] + (try fixtureCanaries())
  }

  /// A copy of the repository's contracts with the canary appended to every dictionary value.
  static func workspace() throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try RepositoryContracts.copy(into: folder.url)
    let dictionaries = folder.url.appendingPathComponent("contracts/translations/dictionaries")
    for name in try FileManager.default.contentsOfDirectory(atPath: dictionaries.path) {
      let url = dictionaries.appendingPathComponent(name)
      var json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
      var result = try #require(json["result"] as? [String: String])
      for (key, value) in result { result[key] = value + " " + dictionaryCanary }
      json["result"] = result
      try JSONSerialization.data(withJSONObject: json).write(to: url)
    }
    return folder
  }

  /// Every file under `path` whose contents hold a canary, with the canaries found.
  static func leaks(under path: String, canaries: [String]) throws -> [String] {
    var found: [String] = []
    for relative in try FileManager.default.subpathsOfDirectory(atPath: path) {
      guard let data = FileManager.default.contents(atPath: path + "/" + relative) else {
        continue
      }
      let text = String(decoding: data, as: UTF8.self)
      for canary in canaries where text.contains(canary) || relative.contains(canary) {
        found.append("\(relative): \(canary)")
      }
    }
    return found
  }

  static func leaks(in text: String, canaries: [String]) -> [String] {
    canaries.filter { text.contains($0) }
  }

  @Test func theCanariesAreReallyInPlay() async throws {
    let canaries = try Self.fixtureCanaries()
    #expect(canaries.contains("synthetic-project-7f3a91c2"))
    #expect(canaries.contains("synthetic-account-5521"))
    #expect(canaries.count >= 6)
    let folder = try Self.workspace()
    defer { folder.remove() }
    let spanish = try String(
      contentsOfFile: folder.path + "/contracts/translations/dictionaries/es.json",
      encoding: .utf8)
    #expect(spanish.contains(Self.dictionaryCanary))
  }

  // MARK: - In process

  final class Capture: @unchecked Sendable {
    // Unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var text = ""
    func append(_ more: String) { lock.withLock { text += more } }
    var value: String { lock.withLock { text } }
  }

  @Test func checkAndBuildInProcessWriteNoCanary() async throws {
    let folder = try Self.workspace()
    defer { folder.remove() }
    let canaries = try Self.allCanaries()
    let out = folder.path + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let capture = Capture()
    let console = Console(
      environment: [
        "ORDERING_API_TOKEN": Self.token, "ORDERING_API_KEY": Self.apiKey,
        "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": out + "/step-summary.md",
      ], isTerminal: false, writeOut: { capture.append($0) }, writeError: { capture.append($0) })
    let contracts = folder.path + "/contracts"
    let check = await ContractReportCommand.run(
      [
        "check", contracts, "--json", out + "/report.json", "--junit", out + "/junit.xml",
        "--sarif", out + "/report.sarif", "--summary", out + "/summary.md",
      ], console: console)
    let build = await ContractReportCommand.run(
      [
        "build", contracts, "--out", folder.path + "/site", "--templates",
        BuiltExecutable.packageRoot.appendingPathComponent("templates").path,
        "--base-url", "https://docs.example.com/",
      ], console: console)
    // The runs did happen: outputs exist and the step summary was appended to.
    #expect([check, build].allSatisfy { $0 == 0 || $0 == 1 }, "\(capture.value)")
    #expect(FileManager.default.fileExists(atPath: out + "/report.json"))
    #expect(FileManager.default.fileExists(atPath: out + "/step-summary.md"))
    #expect(FileManager.default.fileExists(atPath: folder.path + "/site/index.html"))
    #expect(capture.value.contains("passed"))
    #expect(Self.leaks(in: capture.value, canaries: canaries) == [])
    #expect(try Self.leaks(under: out, canaries: canaries) == [])
    #expect(try Self.leaks(under: folder.path + "/site", canaries: canaries) == [])
  }

  // MARK: - The executable

  @Test func executableWithLeakingProviderStillWritesNoCanary() async throws {
    let folder = try Self.workspace()
    defer { folder.remove() }
    let canaries = try Self.allCanaries()
    // The provider defects that put ids and dictionary values into its diagnostics: the
    // checks must fail, and say so without repeating what leaked.
    let environment = [
      "ORDERING_API_TOKEN": Self.token, "ORDERING_API_KEY": Self.apiKey,
      "CONTRACT_REPORT_PROVIDER_FAULTS":
        "diagnosticsLeakIdentifiers,diagnosticsLeakDictionaryValues",
    ]
    try FileManager.default.createDirectory(
      atPath: folder.path + "/out", withIntermediateDirectories: true)
    let check = try await BuiltExecutable.run(
      [
        "check", "contracts", "--json", "out/report.json", "--junit", "out/junit.xml",
        "--sarif", "out/report.sarif", "--summary", "out/summary.md",
      ], in: folder.path, environment: environment)
    #expect(check.status == 1, "\(check.stderr)")
    #expect(check.stdout.contains("leaked: project id, account id"))
    let build = try await BuiltExecutable.run(
      ["build", "contracts", "--out", "site"], in: folder.path, environment: environment)
    #expect(build.status == 1, "\(build.stderr)")
    for text in [check.stdout, check.stderr, build.stdout, build.stderr] {
      #expect(Self.leaks(in: text, canaries: canaries) == [])
    }
    #expect(try Self.leaks(under: folder.path + "/out", canaries: canaries) == [])
    #expect(try Self.leaks(under: folder.path + "/site", canaries: canaries) == [])
  }

  // MARK: - Live-shaped HTTP service

  @Test func providerOverLoopbackHTTPKeepsCanariesOutOfDiagnosticsAndErrors() async throws {
    let project = "canary-project-41d7"
    let account = "canary-account-88e2"
    let value = "canary-live-value-0f3b"
    let serverMessage = "canary-server-message-7aa1"
    let canaries = [project, account, value, serverMessage, Self.token, Self.apiKey]
    let mode = Mode()
    let server = try LoopbackHTTPServer { request in
      if request.target.hasSuffix("/languages") {
        return .json(
          #"{"error":false,"result":[{"id":1,"code":"en","name":"English","default":true,"enabled":true,"rtl":false},{"id":2,"code":"es","name":"Español","default":false,"enabled":true,"rtl":false}]}"#
        )
      }
      switch mode.current {
      case .ok:
        return .json(#"{"error":false,"result":{"DRIVER_APP_ORDERS":"\#(value)"}}"#)
      case .serverError:
        return .json(#"{"detail":"\#(serverMessage) for \#(project)"}"#, status: 500)
      case .envelope:
        return .json(#"{"error":true,"result":["\#(serverMessage) \#(project) \#(account)"]}"#)
      case .malformed:
        return .json(#"{"error":false,"result":{"K":"\#(value)""#)
      }
    }
    defer { server.stop() }
    let settings = try #require(
      HTTPTranslationSettings.fromEnvironment([
        "ORDERING_API_URL": server.baseURL.absoluteString, "ORDERING_API_TOKEN": Self.token,
        "ORDERING_API_KEY": Self.apiKey, "ORDERING_API_TIMEOUT": "5",
      ]))
    let storeFolder = try TemporaryFolder()
    defer { storeFolder.remove() }
    let store = KeyValueLanguageStore(storage: FileKeyValueStorage(directory: storeFolder.url))
    let provider = LanguageProvider(
      namespace: LanguageNamespace(project: project, account: account), store: store,
      service: HTTPTranslationService(settings: settings))
    await provider.start()
    let spanish = LanguageRecord(id: "2", code: "es", rtl: false, name: "Español")
    _ = await provider.select(spanish)
    let ready = await provider.waitUntil { $0.state.dictionaryCode == "es" && !$0.state.loading }
    // The canaries really went through: the value is served, the credentials were sent.
    let shown = await provider.translate("DRIVER_APP_ORDERS", fallback: nil)
    #expect(shown == value)
    var requests = server.requests.makeAsyncIterator()
    let first = await requests.next()
    #expect(first?.headers["x-api-key"] == Self.apiKey)

    var outputs = [
      (await provider.diagnostics()).render(), String(describing: ready.state),
      String(describing: settings), String(reflecting: settings.credentials),
      String(describing: HTTPTranslationService(settings: settings)),
    ]
    for failure in [Mode.Kind.serverError, .envelope, .malformed] {
      mode.current = failure
      await provider.refresh()
      let settled = await provider.waitUntil { !$0.state.loading }
      #expect(settled.state.error != nil, "\(failure)")
      outputs += [
        (await provider.diagnostics()).render(), String(describing: settled.state),
        String(describing: settled.state.error),
      ]
      do {
        _ = try await HTTPTranslationService(settings: settings).dictionary(
          for: ServiceRequest(project: project, code: "es"))
      } catch {
        outputs += [String(describing: error), String(reflecting: error)]
      }
    }
    for output in outputs {
      #expect(Self.leaks(in: output, canaries: canaries) == [], "\(output)")
    }
    // The store keeps the record under a fingerprint: no id in a file name.
    let stored = try FileManager.default.contentsOfDirectory(atPath: storeFolder.path)
    #expect(!stored.isEmpty)
    #expect(stored.allSatisfy { name in canaries.allSatisfy { !name.contains($0) } })
  }

  /// What the loopback server answers for dictionaries, switched by the test.
  final class Mode: @unchecked Sendable {
    enum Kind: Sendable { case ok, serverError, envelope, malformed }
    // Unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var kind = Kind.ok
    var current: Kind {
      get { lock.withLock { kind } }
      set { lock.withLock { kind = newValue } }
    }
  }
}
