import ComplianceSite
import Foundation
import Templates
import Testing

@Suite struct DefaultTemplatesTests {
  @Test func embeddedCopyMatchesTemplatesDirectory() throws {
    let files = try DefaultTemplatesSource.templateFiles()
    let source = DefaultTemplatesSource.swiftSource(files)
    if ProcessInfo.processInfo.environment["UPDATE_DEFAULT_TEMPLATES"] == "1" {
      try source.write(
        toFile: DefaultTemplatesSource.generatedFile, atomically: true, encoding: .utf8)
    }
    let generated = try String(
      contentsOfFile: DefaultTemplatesSource.generatedFile, encoding: .utf8)
    #expect(
      generated == source,
      "Sources/ComplianceSite/DefaultTemplates.swift is out of date with templates/; run UPDATE_DEFAULT_TEMPLATES=1 swift test --filter ComplianceSiteTests.DefaultTemplatesTests"
    )
    #expect(DefaultTemplates.files.keys.sorted() == files.keys.sorted())
    let differing = files.keys.sorted().filter { DefaultTemplates.files[$0] != files[$0] }
    #expect(differing.isEmpty, "embedded templates differ from templates/: \(differing)")
  }

  @Test func embeddedTemplatesCompile() throws {
    let engine = try TemplateEngine(DefaultTemplates.templateSet)
    for name in ["index", "contract", "sitemap.xml", "style.css"] {
      #expect(engine.templateNames.contains(name))
    }
  }
}
