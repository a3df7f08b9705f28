import Foundation

extension JSONReader.Value {
  /// The first member, in file order, whose key an earlier member of the same object already
  /// has (anywhere in the value), with the offsets of both values; nil when every object
  /// names each key once. Settings-like files refuse such a member: a JSON parser keeps one of
  /// the two, and which one the writer meant cannot be told.
  package func firstRepeatedMember() -> (key: String, earlier: Int, later: Int)? {
    var found: (key: String, earlier: Int, later: Int)?
    func visit(_ value: JSONReader.Value) {
      switch value {
      case .object(let members):
        var seen: [String: Int] = [:]
        for member in members {
          if let earlier = seen[member.key] {
            keep((member.key, earlier, member.offset))
          } else {
            seen[member.key] = member.offset
          }
          visit(member.value)
        }
      case .array(let elements):
        for element in elements { visit(element.value) }
      default:
        break
      }
    }
    func keep(_ candidate: (key: String, earlier: Int, later: Int)) {
      if found == nil || candidate.later < found!.later { found = candidate }
    }
    visit(self)
    return found
  }
}

extension JSONReader {
  /// The reason a settings-like file gives for a repeated member: the key and where its
  /// earlier value starts.
  package static func repeatedMemberReason(key: String, earlier: Int, in data: Data) -> String {
    data.withUnsafeBytes { raw in
      JSONReader(bytes: raw.bindMemory(to: UInt8.self))
        .repeatedMemberReason(key: key, earlier: earlier)
    }
  }

  /// ``repeatedMemberReason(key:earlier:in:)`` for this reader's document.
  package func repeatedMemberReason(key: String, earlier: Int) -> String {
    let (line, column) = Self.lineAndColumn(of: earlier, in: bytes(in: 0..<byteCount))
    return "\"\(key)\" is given twice (first at line \(line), column \(column)); give it once"
  }
}
