import Foundation

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
    guard executable("node") else {
      throw CLI.Unavailable("node is not on PATH: install the Debian package nodejs")
    }
    for (module, package) in [
      ("react", "node-react"), ("react-test-renderer", "node-react-test-renderer"),
    ] {
      let found = moduleFolders.contains {
        FileManager.default.fileExists(atPath: "\($0)/\(module)/package.json")
      }
      guard found else {
        throw CLI.Unavailable(
          "'\(module)' is not in \(moduleFolders.joined(separator: ", ")): install the Debian package \(package)"
        )
      }
    }
    guard executable("esbuild") else {
      throw CLI.Unavailable("esbuild is not on PATH: install the Debian package esbuild")
    }
  }

  /// Whether `name` is an executable on the PATH the tests give the child process.
  static func executable(_ name: String) -> Bool {
    let path = CLI.baseEnvironment["PATH"] ?? ""
    return path.split(separator: ":").contains {
      FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
    }
  }

  /// The `--provider-command` that runs the adapter on a config.
  static func command(config: String) -> String {
    let harness = CLI.packageRoot.appendingPathComponent("adapters/react/harness.js").path
    return "node '\(harness)' '\(config)'"
  }
}
