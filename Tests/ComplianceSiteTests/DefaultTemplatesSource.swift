import Foundation

/// Generates `Sources/ComplianceSite/DefaultTemplates.swift` from the files in `templates/`, so
/// the binary carries a copy of the templates; `DefaultTemplatesTests` checks the two agree.
enum DefaultTemplatesSource {
  /// The package root (two folders above this test file's folder).
  static var packageRoot: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
  }

  static var templatesDirectory: String { packageRoot + "/templates" }
  static var generatedFile: String {
    packageRoot + "/Sources/ComplianceSite/DefaultTemplates.swift"
  }

  /// Every template file, keyed by path relative to `templates/`, hidden files skipped.
  static func templateFiles() throws -> [String: String] {
    var files: [String: String] = [:]
    let root = templatesDirectory
    for relative in try FileManager.default.subpathsOfDirectory(atPath: root) {
      if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
      var isDirectory: ObjCBool = false
      guard
        FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory),
        !isDirectory.boolValue
      else { continue }
      files[relative] = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }
    return files
  }

  /// The Swift source holding `files`.
  static func swiftSource(_ files: [String: String]) -> String {
    var text = """
      // Generated from templates/ by Tests/ComplianceSiteTests/DefaultTemplatesSource.swift; do
      // not edit. Regenerate with:
      //   UPDATE_DEFAULT_TEMPLATES=1 swift test --filter ComplianceSiteTests.DefaultTemplatesTests

      /// The built-in copy of the repository's `templates/` directory, used when neither
      /// `--templates DIR` nor a `templates/` folder in the current directory exists, so the
      /// binary can build a site anywhere.
      public enum DefaultTemplates {
        /// Template texts keyed by file path relative to `templates/`.
        public static let files: [String: String] = [

      """
    for path in files.keys.sorted() {
      let content = files[path]!
      let hashes = String(repeating: "#", count: delimiterLength(content))
      text += "    \"\(path)\": \(hashes)\"\"\"\n"
      for line in content.split(separator: "\n", omittingEmptySubsequences: false) {
        text += line.isEmpty ? "\n" : "    \(line)\n"
      }
      text += "    \"\"\"\(hashes),\n"
    }
    text += """
        ]
      }

      """
    return text
  }

  /// One more `#` than the longest run following a quote or backslash in `content`.
  private static func delimiterLength(_ content: String) -> Int {
    var longest = 0
    let characters = Array(content)
    for index in characters.indices where characters[index] == "\"" || characters[index] == "\\" {
      var run = 0
      var next = index + 1
      while next < characters.count, characters[next] == "#" {
        run += 1
        next += 1
      }
      longest = max(longest, run)
    }
    return longest + 1
  }
}
