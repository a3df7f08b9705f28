import Foundation
import TestSupport

/// The external validators the output tests use: python3's `jsonschema` (draft 2020-12) for
/// `--json`, libxml2's `xmllint --schema` for `--junit`. A missing validator fails the test
/// naming the package that installs it (scripts/test.sh does).
enum Validators {
  static let reportSchema = CLI.packageRoot.appendingPathComponent(
    "schemas/compliance-report.schema.json")
  static let junitSchema = CLI.packageRoot.appendingPathComponent("schemas/junit.xsd")

  /// The validator's exit status and everything it printed.
  typealias Outcome = Subprocess.Result

  /// Validates JSON files against the report schema; returns the validator's output (one line
  /// per error, empty when every file is valid).
  static func validateReports(_ files: [URL]) async throws -> Outcome {
    try await validate(files, definition: nil)
  }

  /// Validates `coverage --format json` files against the report schema's `coverage`
  /// definition (the CoverageReport, which `check --json` carries under `coverage`).
  static func validateCoverageReports(_ files: [URL]) async throws -> Outcome {
    try await validate(files, definition: "coverage")
  }

  private static func validate(_ files: [URL], definition: String?) async throws -> Outcome {
    let script = """
      import json, sys
      try:
          import jsonschema
      except ImportError:
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
    let outcome = try await RequiredTool.python3.run(
      ["-c", script, reportSchema.path, definition ?? ""] + files.map(\.path))
    if outcome.status == 3 {
      throw RequiredTool("python3 module jsonschema", package: "PyPI package jsonschema")
        .missing()
    }
    return outcome
  }

  /// Validates an XML file against `schemas/junit.xsd` with xmllint.
  static func validateJUnit(_ file: URL) async throws -> Outcome {
    try await RequiredTool.xmllint.run(["--noout", "--schema", junitSchema.path, file.path])
  }
}
