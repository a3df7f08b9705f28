import Foundation
import JSON

/// A key a dictionary file names twice in one object. `JSON.parse`, which the app reads the
/// file with, keeps the later text and silently drops the earlier one, so a translator's
/// text can be lost without any error: lint warns, naming both places (never the texts).
///
/// Two keys that differ in their code points but are canonically equivalent (`é` written
/// precomposed and decomposed) are two keys to `JSON.parse` but one to this tool's
/// dictionaries, which compare keys as Swift `String`s: lint warns of those too, saying so.
public struct RepeatedKey: Sendable, Hashable {
  /// The key (as written the later time).
  public var key: String
  /// Whether both places write the key with the same code points (a repeat to `JSON.parse`
  /// too); false when they are only canonically equivalent.
  public var sameCodePoints: Bool
  /// Where the text that is kept starts (the later one).
  public var line: Int
  public var column: Int
  /// Where the text that is dropped starts (the earlier one).
  public var droppedLine: Int
  public var droppedColumn: Int

  /// The keys named twice in the dictionary file `data` (which decodes without error), in
  /// file order of the later place: in the top-level object (a flat map, or an API response's
  /// `error` and `result`), in the `result` object, and among the `key`s of a `result` list.
  /// Read only when the decoder saw that a key may repeat, so it builds the whole value tree.
  static func find(in data: Data) -> [RepeatedKey] {
    guard case .object(let top)? = try? JSONReader.document(in: data, file: "") else {
      return []
    }
    var found = repeats(top.map { ($0.key, $0.offset) })
    switch top.last(where: { $0.key == "result" })?.value {
    case .object(let members)?:
      found += repeats(members.map { ($0.key, $0.offset) })
    case .array(let elements)?:
      found += repeats(
        elements.compactMap { element in
          guard case .string(let key)? = element.value.member("key")?.value else { return nil }
          return (key, element.offset)
        })
    default:
      break
    }
    found.sort { $0.later < $1.later }
    return data.withUnsafeBytes { raw in
      let bytes = raw.bindMemory(to: UInt8.self)
      return found.map { twice in
        let (line, column) = JSONReader.lineAndColumn(of: twice.later, in: bytes)
        let (droppedLine, droppedColumn) = JSONReader.lineAndColumn(of: twice.earlier, in: bytes)
        return RepeatedKey(
          key: twice.key, sameCodePoints: twice.same, line: line, column: column,
          droppedLine: droppedLine,
          droppedColumn: droppedColumn)
      }
    }
  }

  /// Each key met again among `members` (key, offset), with the offset of the text it
  /// replaces, and whether it is the same code points (else a canonically equivalent key).
  private static func repeats(_ members: [(String, Int)]) -> [Repeat] {
    var exact: [[UInt8]: Int] = [:]
    var equivalent: [String: Int] = [:]
    var found: [Repeat] = []
    for (key, offset) in members {
      if let earlier = exact.updateValue(offset, forKey: Array(key.utf8)) {
        found.append(Repeat(key: key, same: true, earlier: earlier, later: offset))
      } else if let earlier = equivalent[key] {
        found.append(Repeat(key: key, same: false, earlier: earlier, later: offset))
      }
      equivalent[key] = offset
    }
    return found
  }

  private struct Repeat {
    var key: String
    var same: Bool
    var earlier: Int
    var later: Int
  }
}
