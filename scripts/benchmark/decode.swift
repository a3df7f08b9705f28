// The coverage benchmark's reference: decode every .json file under the given directories with
// Foundation's JSONSerialization and nothing else. Built with `swiftc -O` by
// scripts/benchmark.sh; not part of the package.
import Foundation

var values = 0
for directory in CommandLine.arguments.dropFirst() {
  let root = URL(fileURLWithPath: directory)
  guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
  else { continue }
  for case let url as URL in walker where url.pathExtension == "json" {
    let data = try Data(contentsOf: url)
    let object = try JSONSerialization.jsonObject(with: data)
    if let dictionary = object as? [String: Any] {
      values += dictionary.count
      if let result = dictionary["result"] as? [String: Any] { values += result.count }
      if let keys = dictionary["keys"] as? [String: Any] { values += keys.count }
    } else if let array = object as? [Any] {
      values += array.count
    }
  }
}
print("decoded \(values) top-level values")
