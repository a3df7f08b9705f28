import Foundation
import Testing

extension Workspace {
  /// A JSON object the run wrote (a `--json` report or `--sarif` log).
  func json(_ path: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: data(path))
    return try #require(value as? [String: Any])
  }
}

/// Reading a SARIF log back.
enum SARIFLog {
  /// The results of its first run.
  static func results(_ sarif: [String: Any]) -> [[String: Any]] {
    let runs = sarif["runs"] as? [[String: Any]] ?? []
    return runs.first?["results"] as? [[String: Any]] ?? []
  }

  /// Each result's first `startLine`.
  static func startLines(_ results: [[String: Any]]) -> [Int] {
    results.compactMap { result in
      let locations = result["locations"] as? [[String: Any]]
      let physical = locations?.first?["physicalLocation"] as? [String: Any]
      return (physical?["region"] as? [String: Any])?["startLine"] as? Int
    }
  }
}
