import Foundation
import TestSupport
import Testing
import TranslationCoverage

/// `coverage --live` against a loopback translations service started by the test. Every value
/// the service sends is a canary that must never reach the output.
@Suite("coverage --live")
struct CoverageLiveTests {
  static let project = "proj-canary-77e1"
  static let apiKey = "key-canary-55aa"
  static let canary = "CANARY"

  private final class Seen: @unchecked Sendable {
    // Unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var requests: [LoopbackHTTPServer.Request] = []
    func add(_ request: LoopbackHTTPServer.Request) { lock.withLock { requests.append(request) } }
    var all: [LoopbackHTTPServer.Request] { lock.withLock { requests } }
  }

  private static func respond(to request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response
  {
    let parts = request.target.split(separator: "/")
    let code = parts.count > 1 ? String(parts[1]) : ""
    switch code {
    case "en":
      return .json(
        #"{"error": false, "result": {"ORDERS_TITLE": "CANARY en orders", "LOGIN_BUTTON": "CANARY en login", "CANCEL_BUTTON": "CANARY en cancel"}}"#
      )
    case "es":
      return .json(
        #"{"error": false, "result": {"ORDERS_TITLE": "CANARY es pedidos", "DRIVER_APP_LOGIN_BUTTON": "CANARY es entrar", "UNUSED_THING": "CANARY es unused", "CANCEL_BUTTON": ""}}"#
      )
    case "ar":
      return .json(#"{"error": true, "result": ["CANARY ar private message"]}"#)
    default:
      return .json(#"{"error": true, "result": ["CANARY server failure"]}"#, status: 500)
    }
  }

  private func contracts(_ server: LoopbackHTTPServer) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
      """
      {"coverage": {"locales": ["en", "es", "ar", "he"], "sourceLocale": "en",
        "gates": {"default": {"minimumCoveragePercent": 60}},
        "service": {"baseURL": "\(server.baseURL.absoluteString)", "project": "\(Self.project)",
                    "timeoutSeconds": 5}}}
      """, to: "contract-report.json")
    try directory.write(
      """
      {"version": 1, "dynamicCalls": [], "keys": {
        "CANCEL_BUTTON": {"fallback": "Cancel", "category": "control", "locations": []},
        "LOGIN_BUTTON": {"fallback": "Log in", "category": "control", "locations": []},
        "ORDERS_TITLE": {"fallback": "Orders", "category": "title", "locations": []}}}
      """, to: "translations/catalogue.json")
    return directory
  }

  @Test("figures through the provider fed by the HTTP service; no value, key or id printed")
  func live() async throws {
    let seen = Seen()
    let server = try LoopbackHTTPServer { request in
      seen.add(request)
      return Self.respond(to: request)
    }
    defer { server.stop() }
    let directory = try contracts(server)
    defer { directory.remove() }
    let environment = ["ORDERING_API_KEY": Self.apiKey]

    let text = await CommandRunner.run(
      ["coverage", directory.path, "--live"], environment: environment)
    let json = await CommandRunner.run(
      ["coverage", directory.path, "--live", "--format", "json"], environment: environment)
    let missing = await CommandRunner.run(
      ["coverage", directory.path, "--live", "--missing"], environment: environment)
    for outcome in [text, json, missing] {
      #expect(outcome.code == 1)
      for secret in [Self.canary, Self.apiKey, Self.project] {
        #expect(!outcome.out.contains(secret))
        #expect(!outcome.error.contains(secret))
      }
    }
    #expect(text.error.isEmpty)
    #expect(text.out.contains("dictionaries from the translations service"))
    #expect(text.out.contains("ar: dictionary failed: the service answered with an error envelope"))
    #expect(text.out.contains("he: dictionary failed: HTTP status 500"))
    #expect(text.out.contains("es: empty values (1): CANCEL_BUTTON"))
    #expect(text.out.contains("es: unused dictionary keys (1): UNUSED_THING"))
    #expect(missing.out.contains("es: 1 of 3 keys to do (1 untranslated, 0 to review)"))
    // An export of live values is refused before anything is fetched or written.
    let requestsBefore = seen.all.count
    let export = await CommandRunner.run(
      ["coverage", directory.path, "--live", "--export", "csv", "--out", directory.path + "/x"],
      environment: environment)
    #expect(export.code == 2)
    #expect(!FileManager.default.fileExists(atPath: directory.path + "/x"))
    #expect(seen.all.count == requestsBefore)

    let report = try JSONDecoder().decode(CoverageReport.self, from: Data(json.out.utf8))
    #expect(report.live)
    #expect(report[locale: "en"]?.tiers == TierCounts(original: 3))
    #expect(report[locale: "es"]?.tiers == TierCounts(prefixed: 1, original: 1, fallback: 1))
    #expect(report[locale: "es"]?.coveragePercent == 66.7)
    #expect(report[locale: "ar"]?.dictionary == .failed)
    #expect(report[locale: "he"]?.failure == "HTTP status 500")
    #expect(report.gates.map(\.passed) == [true, true, true, false, false])

    let requests = seen.all
    #expect(requests.count == 12, "one dictionary request per locale in each of three runs")
    #expect(requests.allSatisfy { $0.headers["x-api-key"] == Self.apiKey })
    #expect(
      Set(requests.map(\.target))
        == Set(
          ["en", "es", "ar", "he"].map {
            "/v400/\($0)/\(Self.project)/translations?mode=dictionary"
          }))
  }

  @Test("--live without coverage.service is a usage error; no credentials is a warning")
  func needsService() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("{\"coverage\": {\"locales\": [\"en\"]}}", to: "contract-report.json")
    try directory.write(
      "{\"version\": 1, \"keys\": {}}", to: "translations/catalogue.json")
    let outcome = await CommandRunner.run(["coverage", directory.path, "--live"])
    #expect(outcome.code == 2)
    #expect(
      outcome.error.contains(
        "warning: neither ORDERING_API_KEY nor ORDERING_API_TOKEN is set; requesting without credentials"
      ))
    #expect(
      outcome.error.contains(
        "error: --live needs a \"coverage.service\" object in \(directory.path)/contract-report.json"
      ))
  }
}
