import Foundation
import TestSupport

/// What the React adapter (`adapters/react/`) needs, checked before a test runs it: a test that
/// needs them fails naming the Debian package to install, never skips.
enum ReactToolchain {
  /// Where the adapter looks for Debian's Node packages (NODE_PATH first, as it does).
  static var moduleFolders: [String] {
    let nodePath = ProcessInfo.processInfo.environment["NODE_PATH"] ?? ""
    return nodePath.split(separator: ":").map(String.init) + [
      "/usr/lib/nodejs", "/usr/share/nodejs",
    ]
  }

  /// Throws naming the Debian package of the first thing missing.
  static func require() throws {
    _ = try RequiredTool.node.locate()
    for (module, package) in [
      ("react", "node-react"), ("react-test-renderer", "node-react-test-renderer"),
    ] {
      let found = moduleFolders.contains {
        FileManager.default.fileExists(atPath: "\($0)/\(module)/package.json")
      }
      guard found else {
        throw RequiredTool(module, package: "Debian package \(package)").missing(
          "not in \(moduleFolders.joined(separator: ", "))")
      }
    }
    _ = try RequiredTool("esbuild", package: "Debian package esbuild").locate()
  }

  /// The `--provider-command` that runs the adapter on a config (`singleSession`: without
  /// `restart`, so the host starts a process per check).
  static func command(config: String, singleSession: Bool = false) -> String {
    let harness = CLI.packageRoot.appendingPathComponent("adapters/react/harness.js").path
    return "node '\(harness)' '\(config)'\(singleSession ? " --single-session" : "")"
  }
}
