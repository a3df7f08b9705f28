import Contracts
import Foundation

enum Fixtures {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func contract(_ relative: String) throws -> Contract {
    try ContractLoader().load(root.appendingPathComponent(relative).path)
  }

  static func parse(_ markdown: String, file: String = "c.md") throws -> Contract {
    try Contract.parse(Array(markdown.utf8), file: file)
  }
}
