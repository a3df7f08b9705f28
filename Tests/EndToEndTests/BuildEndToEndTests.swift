import ContractReportCLI
import Foundation
import Testing

extension EndToEnd {
  /// `contract-report build` on the repository's real contracts and on hostile input: pages,
  /// exit codes, determinism, atomicity and template errors.
  @Suite struct BuildEndToEndTests {
    /// The package root (two folders above this file's folder).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    static let templates = root + "/templates"
    static let contracts = root + "/contracts"
    static let contractPage = "docs/developers/driver-app/language-contract/index.html"
    /// The examples contract has no canonical URL: its page follows its path.
    static let examplesPage = "driver-app/language-examples/index.html"
    /// Files of a build of the repository's contracts with a base URL (see
    /// `buildsTheRepositoryContracts`).
    static let builtFiles = 25

    /// Output of one in-process run of the command line.
    struct Run {
      var status: Int32
      var output: String
      var errors: String
    }

    final class Capture: @unchecked Sendable {
      // Unchecked: guarded by `lock`.
      private let lock = NSLock()
      private var out = ""
      private var err = ""
      func append(out text: String) { lock.withLock { out += text } }
      func append(err text: String) { lock.withLock { err += text } }
      var texts: (String, String) { lock.withLock { (out, err) } }
    }

    func run(_ arguments: [String]) async -> Run {
      let capture = Capture()
      let console = Console(
        environment: [:], isTerminal: false, writeOut: { capture.append(out: $0) },
        writeError: { capture.append(err: $0) })
      let status = await ContractReportCommand.run(arguments, console: console)
      let (out, err) = capture.texts
      return Run(status: status, output: out, errors: err)
    }

    /// Every file below `directory`, keyed by relative path.
    func files(_ directory: String) throws -> [String: Data] {
      var result: [String: Data] = [:]
      for path in try FileManager.default.subpathsOfDirectory(atPath: directory) {
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(
          atPath: directory + "/" + path, isDirectory: &isDirectory)
        if !isDirectory.boolValue {
          result[path] = FileManager.default.contents(atPath: directory + "/" + path)
        }
      }
      return result
    }

    func temporaryDirectory() throws -> String {
      let path = NSTemporaryDirectory() + "build-e2e-" + UUID().uuidString
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      return path
    }

    func text(_ data: Data?) -> String { data.map { String(decoding: $0, as: UTF8.self) } ?? "" }

    @Test func buildsTheRepositoryContracts() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let result = await run([
        "build", Self.contracts, "--out", directory + "/site", "--templates", Self.templates,
        "--base-url", "https://docs.example.com/compliance", "--source-url",
        "https://github.com/org/repo/blob/main/{path}#L{line}",
      ])
      #expect(result.status == 1, "\(result.errors)")
      let site = try files(directory + "/site")
      for path in [
        "index.html", Self.contractPage, "style.css", "badges/contracts.svg", "sitemap.xml",
        "badges/contracts/driver-app-language-contract.svg", "coverage/index.html",
        "rtl/index.html", "signoff/index.html", "badges/coverage/ar.svg", "README.md",
        "coverage/todo/ar.html",
      ] {
        #expect(site[path] != nil, "\(path)")
      }
      let page = text(site[Self.contractPage])
      // One anchored row or item per clause of the Driver App contract; the anchor is the
      // clause's key when no other clause of the page has it.
      let rows = page.components(separatedBy: "\" class=\"row row-").count - 1
      let items = page.components(separatedBy: "\" class=\"item row-").count - 1
      #expect(rows + items == 34)
      #expect(page.contains("<tr id=\"rtl-metadata\" class=\"row row-"))
      #expect(page.contains("<h3>Table headers</h3>"))
      #expect(page.contains("Input/state | <del>Source transition </del><ins>Transition </ins>|"))
      // Absolute input paths under the working directory link relative to it.
      #expect(
        page.contains(
          "href=\"https://github.com/org/repo/blob/main/contracts/driver-app/language-contract.md#L"
        ))
      let index = text(site["index.html"])
      #expect(index.contains("<a href=\"\(Self.contractPage)\">Driver App language contract</a>"))
      #expect(
        text(site["sitemap.xml"]).contains(
          "<loc>https://docs.example.com/compliance/docs/developers/driver-app/language-contract/</loc>"
        ))
      // The coverage, RTL and sign-off pages from the report, linked from the index.
      #expect(index.contains("<a href=\"coverage/index.html#locale-ar\">"))
      #expect(index.contains("<a href=\"rtl/index.html#rtl-ar\">"))
      #expect(index.contains("<a href=\"signoff/index.html\">Sign-off page</a>"))
      #expect(!index.contains("Not configured"))
      for path in ["coverage/", "rtl/", "signoff/"] {
        #expect(
          text(site["sitemap.xml"]).contains(
            "<loc>https://docs.example.com/compliance/\(path)</loc>"))
      }
      // The README every site carries is the committed placeholder, so building into site/
      // leaves git clean.
      #expect(
        site["README.md"] == FileManager.default.contents(atPath: Self.root + "/site/README.md"))
      // Index, style, script, column labels, sitemap, README, the contracts badge; per contract
      // (the Driver App contract and the decision-table examples) a page and a badge; the coverage page and its one matrix
      // part, a to-do page per locale, the RTL and sign-off pages; a coverage badge per locale
      // (en, es, fr, ar, he).
      #expect(result.output.contains("wrote \(Self.builtFiles) files to \(directory)/site/"))
    }

    /// The shipped published text differs from its reviewed baseline in 5 clauses: `build`
    /// writes the whole site, shows every difference, and exits 1 as `check` does.
    @Test func differencesFromTheReviewFailTheBuildButTheSiteShowsThem() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let result = await run([
        "build", Self.contracts, "--out", directory + "/site", "--templates", Self.templates,
      ])
      #expect(result.status == 1)
      #expect(result.output.hasSuffix("\nFAILED: 5 changed since review; 116 passed, 0 failed\n"))
      let site = try files(directory + "/site")
      #expect(site.count == Self.builtFiles - 1)
      let page = text(site[Self.contractPage])
      #expect(
        page.contains(
          "In CI these differences fail <code>check</code> and <code>build</code> (exit 1)"))
      #expect(
        page.components(separatedBy: "<span class=\"severity severity-error\">fails CI</span>")
          .count == 6)
      #expect(
        page.contains(
          "<code>contract-report review --accept \(Self.contracts)/driver-app/language-contract.md --clause driver-app-language-contract/responsibility-boundaries/rtl-metadata</code>"
        ))
      // The examples contract has no baseline: its page says so instead of "0 clause(s)".
      let examples = text(site.first { $0.key.hasSuffix(Self.examplesPage) }?.value)
      #expect(
        examples.contains(
          "82 passed, 0 failed; <a href=\"#changed-since-review\">no reviewed baseline</a>"))
      #expect(!examples.contains("0 clause(s)"))
      #expect(examples.contains("record it with <code>contract-report review --accept "))
      let index = text(site["index.html"])
      #expect(index.contains("<code>FAILED: 5 changed since review; 116 passed, 0 failed</code>"))
      #expect(index.contains("<code>review</code>"))
    }

    @Test func strictFailsButStillWritesTheSite() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let result = await run([
        "build", Self.contracts, "--out", directory + "/site", "--templates", Self.templates,
        "--strict",
      ])
      #expect(result.status == 1)
      #expect(
        result.output.hasSuffix(
          "\nFAILED: 1 gate (strict:baseline), 5 changed since review; 116 passed, 0 failed\n"))
      let index = text(FileManager.default.contents(atPath: directory + "/site/index.html"))
      #expect(index.contains("<code>strict:baseline</code>"))
      #expect(index.contains("Not ready"))
      let examples = text(
        try files(directory + "/site").first { $0.key.hasSuffix(Self.examplesPage) }?.value)
      #expect(examples.contains("until then <code>--strict</code> fails on it"))
    }

    /// `build contracts/`, `build /abs/contracts` and `cd contracts && build .` publish the
    /// same pages at the same paths, each contract's inside the contracts folder.
    @Test func pagePathsDoNotDependOnHowTheContractsFolderIsSpelled() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let root = URL(fileURLWithPath: Self.root)
      let runs: [(String, [String], URL)] = [
        ("relative", ["contracts/"], root),
        ("absolute", [Self.contracts], root),
        ("dot", ["."], root.appendingPathComponent("contracts")),
      ]
      var layouts: [String: [String]] = [:]
      for (name, paths, folder) in runs {
        let result = try await CLI.run(
          ["build"] + paths + ["--out", directory + "/" + name, "--templates", Self.templates],
          in: folder)
        #expect(result.status == 1, "\(name): \(result.stderr)")
        layouts[name] = try files(directory + "/" + name).keys.sorted()
      }
      let relative = try #require(layouts["relative"])
      #expect(relative.contains(Self.examplesPage))
      #expect(relative.contains(Self.contractPage))
      #expect(!relative.contains { $0.hasPrefix("contracts/") }, "\(relative)")
      #expect(layouts["absolute"] == relative)
      #expect(layouts["dot"] == relative)
    }

    /// `--history DIR` draws the trend from earlier `--json` reports; a report that is not one
    /// fails the build naming the file, before anything is written.
    @Test func historyReadsEarlierJSONReports() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let history = directory + "/history"
      try FileManager.default.createDirectory(atPath: history, withIntermediateDirectories: true)
      let check = await run(["check", Self.contracts, "--json", history + "/2026-11-01.json"])
      #expect(check.status == 1, "\(check.errors)")
      let built = await run([
        "build", Self.contracts, "--out", directory + "/site", "--templates", Self.templates,
        "--history", history,
      ])
      #expect(built.status == 1, "\(built.errors)")
      let index = text(FileManager.default.contents(atPath: directory + "/site/index.html"))
      #expect(
        index.contains(
          "aria-label=\"share of clauses passed over 2 runs, from 100.0 % to 100.0 %\""))
      #expect(index.contains("<th scope=\"row\" data-label=\"Run\">2026-11-01</th>"))
      try Data("{\"gates\": [".utf8).write(to: URL(fileURLWithPath: history + "/2026-11-02.json"))
      let bad = await run([
        "build", Self.contracts, "--out", directory + "/bad", "--templates", Self.templates,
        "--history", history,
      ])
      #expect(bad.status == 2)
      #expect(
        bad.errors.contains(history + "/2026-11-02.json: error: not valid JSON"), "\(bad.errors)")
      #expect(!FileManager.default.fileExists(atPath: directory + "/bad"))
    }

    @Test func twoBuildsAreByteIdentical() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      for name in ["one", "two"] {
        let result = await run([
          "build", Self.contracts, "--out", directory + "/" + name, "--templates", Self.templates,
          "--base-url", "https://example.com/",
        ])
        #expect([0, 1].contains(result.status))
      }
      let one = try files(directory + "/one")
      #expect(one.count == Self.builtFiles)
      #expect(one == (try files(directory + "/two")))
      #expect(!text(one["index.html"]).contains("<time"))
    }

    @Test func timestampIsOptIn() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      _ = await run([
        "build", Self.contracts, "--out", directory + "/site", "--templates", Self.templates,
        "--timestamp",
      ])
      let index = text(FileManager.default.contents(atPath: directory + "/site/index.html"))
      #expect(index.contains("<time datetime=\""))
    }

    @Test func templateErrorExitsTwoNamesFileAndLineAndKeepsTheOldSite() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let out = directory + "/site"
      _ = await run(["build", Self.contracts, "--out", out, "--templates", Self.templates])
      let before = try files(out)
      #expect(!before.isEmpty)
      let broken = directory + "/templates"
      try FileManager.default.copyItem(atPath: Self.templates, toPath: broken)
      let contract = broken + "/contract.html"
      var template = try String(contentsOfFile: contract, encoding: .utf8)
      template = template.replacingOccurrences(
        of: "<div class=\"contract-body\">", with: "<div class=\"contract-body\">{{nope}}")
      try template.write(toFile: contract, atomically: true, encoding: .utf8)
      let line = template.components(separatedBy: "\n").firstIndex { $0.contains("{{nope}}") }! + 1
      let result = await run([
        "build", Self.contracts, "--out", out, "--templates", broken, "--title", "Changed",
      ])
      #expect(result.status == 2)
      #expect(result.errors.contains("\(broken)/contract.html:\(line):"), "\(result.errors)")
      #expect(result.errors.contains("unknown variable 'nope'"))
      #expect(try files(out) == before)
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
      #expect(leftovers.filter { $0.contains("staging") || $0.contains(".old-") }.isEmpty)
    }

    @Test func unreadableInputExitsTwoAndWritesNothing() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let missing = await run(["build", directory + "/nope", "--out", directory + "/site"])
      #expect(missing.status == 2)
      #expect(!FileManager.default.fileExists(atPath: directory + "/site"))
      let usage = await run(["build", "--no-such-option"])
      #expect(usage.status == 2)
      #expect(usage.errors.contains("unknown option '--no-such-option' for 'build'"))
    }

    @Test func hostileContractsAppearAsTextInEveryPage() async throws {
      let directory = try temporaryDirectory()
      defer { try? FileManager.default.removeItem(atPath: directory) }
      let input = directory + "/contracts/evil"
      try FileManager.default.createDirectory(atPath: input, withIntermediateDirectories: true)
      let contract = """
        ---
        title: "<script>alert(1)</script>"
        canonical: "javascript:alert(2)"
        ---
        # \\<script>alert(3)\\</script>

        See [x](javascript:alert(4)) and "><img src=x onerror=alert(5)>.

        ## Rules

        | Key | Value |
        | --- | ----- |
        | \\<script>alert(6)\\</script> | \\"><img src=x onerror=alert(7)> |

        - [link](javascript:alert(8)) \\<script>alert(9)\\</script>
        """
      try contract.write(toFile: input + "/contract.md", atomically: true, encoding: .utf8)
      let baseline = contract.replacingOccurrences(of: "alert(9)", with: "alert(10) <script>")
        .replacingOccurrences(of: "alert(7)", with: "alert(11)")
      try baseline.write(toFile: input + "/contract.reviewed.md", atomically: true, encoding: .utf8)
      let result = await run([
        "build", directory + "/contracts", "--out", directory + "/site", "--templates",
        Self.templates, "--title", "\"><img src=x onerror=alert(12)>",
      ])
      // The baseline differs in two cells and the canonical is no web URL (a lint error): the
      // build fails on them and still writes the site.
      #expect(result.status == 1, "\(result.errors)")
      #expect(result.output.contains("FAILED: 1 gate (lint), 2 changed since review; "))
      let site = try files(directory + "/site")
      let pages = site.filter { $0.key.hasSuffix(".html") }
      #expect(pages.count == 2)
      // The only script is the site's own filter script, loaded once per page.
      #expect(
        site["filter.js"] == FileManager.default.contents(atPath: Self.templates + "/filter.js"))
      for (path, data) in pages {
        let root = String(repeating: "../", count: path.split(separator: "/").count - 1)
        let siteScript = "<script src=\"\(root)filter.js\"></script>"
        #expect(text(data).components(separatedBy: siteScript).count == 2, "\(path)")
        let html = text(data).replacingOccurrences(of: siteScript, with: "")
        #expect(!html.lowercased().contains("<script"), "\(path)")
        #expect(!html.contains("<img src=x"), "\(path)")
        #expect(!html.lowercased().contains("href=\"javascript:"), "\(path)")
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(12)&gt;"), "\(path)")
      }
      let page = text(pages.first { $0.key != "index.html" }?.value)
      #expect(page.contains("&lt;script&gt;alert(6)&lt;/script&gt;"))
      // Raw HTML in a cell is omitted by cmark's safe mode; the review diff shows it as text.
      #expect(page.contains("&quot;&gt;<!-- raw HTML omitted -->"))
      #expect(page.contains("<del>onerror=alert(11)&gt;</del><ins>onerror=alert(7)&gt;</ins>"))
    }
  }
}
