import Foundation
import Testing

/// The external validators the output tests use: python3's `jsonschema` (draft 2020-12) for
/// `--json`, libxml2's `xmllint --schema` for `--junit`. A missing validator fails the test
/// with what installs it (`.ci/run` does).
enum Validators {
  static let reportSchema = CLI.packageRoot.appendingPathComponent(
    "schemas/compliance-report.schema.json")
  static let junitSchema = CLI.packageRoot.appendingPathComponent("schemas/junit.xsd")

  struct Outcome {
    var status: Int32
    var output: String
  }

  /// Validates JSON files against the report schema; returns the validator's output (one line
  /// per error, empty when every file is valid).
  static func validateReports(_ files: [URL]) throws -> Outcome {
    try validate(files, definition: nil)
  }

  /// Validates `coverage --format json` files against the report schema's `coverage`
  /// definition (the CoverageReport, which `check --json` carries under `coverage`).
  static func validateCoverageReports(_ files: [URL]) throws -> Outcome {
    try validate(files, definition: "coverage")
  }

  private static func validate(_ files: [URL], definition: String?) throws -> Outcome {
    let script = """
      import json, sys
      try:
          import jsonschema
      except ImportError:
          print("MISSING: python3 module jsonschema (pip install jsonschema; .ci/run installs it)")
          sys.exit(3)
      schema = json.load(open(sys.argv[1]))
      if sys.argv[2]:
          schema = {"$schema": schema["$schema"], "$defs": schema["$defs"],
                    "$ref": "#/$defs/" + sys.argv[2]}
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(
          schema, format_checker=jsonschema.Draft202012Validator.FORMAT_CHECKER)
      bad = 0
      for path in sys.argv[3:]:
          for error in validator.iter_errors(json.load(open(path))):
              bad += 1
              print(f"{path}: {error.json_path}: {error.message[:300]}")
      sys.exit(1 if bad else 0)
      """
    let outcome = try tool(
      "python3", ["-c", script, reportSchema.path, definition ?? ""] + files.map(\.path))
    if outcome.status == 3 || outcome.status == 127 {
      Issue.record(
        "JSON Schema validation needs python3 with the jsonschema module (pip install jsonschema; .ci/run installs it): \(outcome.output)"
      )
    }
    return outcome
  }

  /// Validates an XML file against `schemas/junit.xsd` with xmllint.
  static func validateJUnit(_ file: URL) throws -> Outcome {
    let outcome = try tool("xmllint", ["--noout", "--schema", junitSchema.path, file.path])
    if outcome.status == 127 {
      Issue.record(
        "JUnit validation needs xmllint (Debian package libxml2-utils; .ci/run installs it)")
    }
    return outcome
  }

  /// Runs a tool found on PATH; status 127 when it is not installed.
  static func tool(_ name: String, _ arguments: [String]) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [name] + arguments
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "validator-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    return Outcome(
      status: process.terminationStatus,
      output: try String(contentsOf: output, encoding: .utf8))
  }
}
