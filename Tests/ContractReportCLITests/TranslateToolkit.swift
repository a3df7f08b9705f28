import Foundation
import TestSupport
import Testing

/// translate-toolkit (PyPI `translate-toolkit`) as the oracle of exports: its own readers
/// (`translate.storage.factory`) open every file and its own counter (`pocount`'s
/// `calcstats`) counts translated, fuzzy and untranslated units. A machine without it fails the
/// test, naming the package, never skips it.
enum TranslateToolkit {
  /// What translate-toolkit read from one file.
  struct File: Decodable {
    struct Stats: Decodable, Equatable {
      var translated: Int
      var fuzzy: Int
      var untranslated: Int
      var total: Int
    }

    struct Unit: Decodable {
      var id: String
      var source: String
      var target: String
      var translated: Bool
      var fuzzy: Bool
      var notes: String
      var locations: [String]
    }

    var stats: Stats
    var units: [Unit]

    /// Units by id.
    var byID: [String: Unit] {
      Dictionary(units.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }
  }

  static let script = #"""
    import json, os, sys
    try:
        from translate.storage import factory
        from translate.tools.pocount import calcstats
    except ImportError as error:
        print("MISSING: %s" % error)
        sys.exit(3)
    folder = sys.argv[1]
    result = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        store = factory.getobject(path)
        stats = calcstats(path)
        units = []
        for unit in store.units:
            if unit.isheader():
                continue
            units.append({
                # An XLIFF id is "<file original>\x04<trans-unit id>".
                "id": unit.getid().split("\x04")[-1],
                "source": unit.source or "", "target": unit.target or "",
                "translated": bool(unit.istranslated()), "fuzzy": bool(unit.isfuzzy()),
                "notes": unit.getnotes() or "", "locations": unit.getlocations(),
            })
        result[name] = {
            "stats": {k: stats[k] for k in ("translated", "fuzzy", "untranslated", "total")},
            "units": units,
        }
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        json.dump(result, out, ensure_ascii=False)
    """#

  /// Reads every file in `folder` with translate-toolkit, by file name. A missing python3 or
  /// translate-toolkit fails the test naming the package; a file it cannot read records an
  /// issue. The child is awaited, never waited for on a thread of the cooperative pool.
  static func read(_ folder: URL) async throws -> [String: File] {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "translate-toolkit-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = scratch.appendingPathComponent("result.json")
    let run = try await RequiredTool.python3.run(["-c", script, folder.path, result.path])
    switch run.status {
    case 0:
      return try JSONDecoder().decode([String: File].self, from: Data(contentsOf: result))
    case 3:
      throw RequiredTool("python3 module translate", package: "PyPI package translate-toolkit")
        .missing(run.output)
    default:
      Issue.record("translate-toolkit could not read the export: \(run.output)")
    }
    return [:]
  }
}
