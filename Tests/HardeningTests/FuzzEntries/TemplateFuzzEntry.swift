import Templates

/// Fuzz entry for the template engine: the input is split at NUL bytes into templates named
/// `t0`, `t1`, … (so partials can include each other), compiled, and each rendered with a
/// fixed context. Shared by `Fuzz/template/main.swift` (libFuzzer) and the regression replay
/// in `swift test`.
enum TemplateFuzzEntry {
  static let context: TemplateValue = [
    "title": "Driver <App> & \"co\"", "count": 3, "ratio": 0.5, "flag": true, "none": nil,
    "empty": "", "items": [["name": "a", "ok": true], ["name": "b", "ok": false]],
    "nested": ["inner": ["deep": "x"]], "list": ["one", "two"],
  ]

  static func run(_ bytes: [UInt8]) {
    var templates: [String: String] = [:]
    for (index, part) in bytes.split(separator: 0, omittingEmptySubsequences: false).enumerated() {
      templates["t\(index)"] = String(decoding: part, as: UTF8.self)
    }
    var engine: TemplateEngine
    do {
      engine = try TemplateEngine(templates: templates)
    } catch {
      _ = "\(error)"
      return
    }
    // Lower than the defaults so that a template whose work multiplies fails in milliseconds
    // here, where the defaults would be a libFuzzer timeout (and seconds in a debug replay).
    engine.renderLimits = .init(steps: 50_000, outputBytes: 1024 * 1024)
    for name in engine.templateNames {
      do {
        _ = try engine.renderUTF8(name, context: context)
      } catch {
        _ = "\(error)"
      }
    }
  }
}
