// A measurement for issue 26, not part of the package: how much of coverage's time is the
// shape of the provider's dictionary. Every dictionary of a corpus is read and every catalogue
// key resolved as the provider does (the Driver-prefixed key, then the key; an empty text is
// missing), three ways:
//
//   strings        today's shape: a `[String: String]` per dictionary (a key and a text object
//                  per entry), lookups of `prefix + key`, the found text retained
//   bytes          the file's bytes kept whole, an open-addressing table of (hash, key range,
//                  text range) per entry, lookups that hash the prefix and the key as bytes
//                  without joining them, texts as byte ranges of the file
//   bytes-strings  the same table behind a `String` API: lookups of `prefix + key`, every
//                  found text made into a `String`
//
// All three read every found text's length and first byte, and print the same checksum.
// Prototype limits: strings with escapes are not decoded (the generated corpus has none), and
// keys compare as bytes (the provider's `String` keys compare by canonical equivalence).
//
//   swiftc -O scripts/benchmark/table-probe.swift -o /tmp/table-probe
//   python3 scripts/benchmark/generate.py /tmp/corpus --seed 9 --contract-mb 10
//   /tmp/table-probe /tmp/corpus/contracts/translations strings   # then bytes, bytes-strings
import Foundation

let folder = CommandLine.arguments[1]
let mode = CommandLine.arguments[2]
let catalogueData = try! Data(contentsOf: URL(fileURLWithPath: folder + "/catalogue.json"))
let catalogue = try! JSONSerialization.jsonObject(with: catalogueData) as! [String: Any]
let keys = (catalogue["keys"] as! [String: Any]).keys.sorted()
let keyBytes = keys.map { Array($0.utf8) }
let dictionaries = try! FileManager.default.contentsOfDirectory(atPath: folder + "/dictionaries")
  .filter { $0.hasSuffix(".json") }.sorted().map { folder + "/dictionaries/" + $0 }
let prefix = "DRIVER_"
let prefixBytes = Array(prefix.utf8)

/// Calls `entry` with the key and text ranges of every member of the envelope's `result`.
func forEachEntry(_ bytes: [UInt8], _ entry: (Range<Int>, Range<Int>) -> Void) {
  bytes.withUnsafeBufferPointer { b in
    let needle = Array("\"result\"".utf8)
    var i = 0
    while !(b[i] == needle[0] && b[i..<i + needle.count].elementsEqual(needle)) { i += 1 }
    while b[i] != UInt8(ascii: "{") { i += 1 }
    i += 1
    func skipSpace() {
      while b[i] == 0x20 || b[i] == 0x0a || b[i] == 0x0d || b[i] == 0x09 { i += 1 }
    }
    func string() -> Range<Int> {
      i += 1
      let start = i
      while b[i] != UInt8(ascii: "\"") { i += 1 }
      i += 1
      return start..<(i - 1)
    }
    while true {
      skipSpace()
      if b[i] == UInt8(ascii: "}") { return }
      let key = string()
      skipSpace()
      i += 1
      skipSpace()
      let text = string()
      entry(key, text)
      skipSpace()
      if b[i] == UInt8(ascii: ",") { i += 1 }
    }
  }
}

struct Slot {
  var hash = 0
  var key: UInt32 = 0
  var keyCount = UInt32.max  // empty
  var text: UInt32 = 0
  var textCount: UInt32 = 0
}

/// The file's bytes and a table of its entries, looked up by the bytes of one or two parts.
struct ByteTable {
  let bytes: [UInt8]
  var slots: [Slot]
  let mask: Int

  init(bytes: [UInt8]) {
    self.bytes = bytes
    var entries: [(hash: Int, key: Range<Int>, text: Range<Int>)] = []
    entries.reserveCapacity(bytes.count / 64)
    bytes.withUnsafeBytes { raw in
      forEachEntry(bytes) { key, text in
        var hasher = Hasher()
        hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: raw[key]))
        entries.append((hasher.finalize(), key, text))
      }
    }
    var capacity = 16
    while capacity < entries.count * 2 { capacity *= 2 }
    mask = capacity - 1
    slots = Array(repeating: Slot(), count: capacity)
    for entry in entries {
      var slot = entry.hash & mask
      while slots[slot].keyCount != UInt32.max {
        let old = slots[slot]
        let oldKey = Int(old.key)..<(Int(old.key) + Int(old.keyCount))
        if old.hash == entry.hash, bytes[oldKey].elementsEqual(bytes[entry.key]) { break }  // last wins
        slot = (slot + 1) & mask
      }
      slots[slot] = Slot(
        hash: entry.hash, key: UInt32(entry.key.lowerBound), keyCount: UInt32(entry.key.count),
        text: UInt32(entry.text.lowerBound), textCount: UInt32(entry.text.count))
    }
  }

  func find(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Range<Int>? {
    var hasher = Hasher()
    hasher.combine(bytes: first)
    hasher.combine(bytes: second)
    let hash = hasher.finalize()
    let count = first.count + second.count
    return bytes.withUnsafeBytes { raw -> Range<Int>? in
      var slot = hash & mask
      while slots[slot].keyCount != UInt32.max {
        let found = slots[slot]
        if found.hash == hash, Int(found.keyCount) == count {
          let at = raw.baseAddress! + Int(found.key)
          if first.isEmpty || memcmp(at, first.baseAddress!, first.count) == 0,
            memcmp(at + first.count, second.baseAddress!, second.count) == 0
          {
            return Int(found.text)..<(Int(found.text) + Int(found.textCount))
          }
        }
        slot = (slot + 1) & mask
      }
      return nil
    }
  }
}

var checksum = 0
var decoding = 0.0
let started = Date()
let empty = UnsafeRawBufferPointer(start: nil, count: 0)
for path in dictionaries {
  let bytes = [UInt8](FileManager.default.contents(atPath: path)!)
  let decodeStart = Date()
  switch mode {
  case "strings":
    var map: [String: String] = [:]
    map.reserveCapacity(bytes.count / 64)
    bytes.withUnsafeBufferPointer { b in
      forEachEntry(bytes) { key, text in
        map[String(decoding: UnsafeBufferPointer(rebasing: b[key]), as: UTF8.self)] = String(
          decoding: UnsafeBufferPointer(rebasing: b[text]), as: UTF8.self)
      }
    }
    decoding += Date().timeIntervalSince(decodeStart)
    var texts: [String?] = []
    texts.reserveCapacity(keys.count)
    for key in keys {
      if let text = map[prefix + key], !text.isEmpty {
        texts.append(text)
      } else if let text = map[key], !text.isEmpty {
        texts.append(text)
      } else {
        texts.append(nil)
      }
    }
    for case let text? in texts { checksum &+= text.utf8.count &+ Int(text.utf8.first!) }
  case "bytes":
    let table = ByteTable(bytes: bytes)
    decoding += Date().timeIntervalSince(decodeStart)
    var texts: [Range<Int>?] = []
    texts.reserveCapacity(keys.count)
    prefixBytes.withUnsafeBytes { prefix in
      for key in keyBytes {
        key.withUnsafeBytes { key in
          if let text = table.find(prefix, key), !text.isEmpty {
            texts.append(text)
          } else if let text = table.find(empty, key), !text.isEmpty {
            texts.append(text)
          } else {
            texts.append(nil)
          }
        }
      }
    }
    for case let text? in texts { checksum &+= text.count &+ Int(table.bytes[text.lowerBound]) }
  case "bytes-strings":
    let table = ByteTable(bytes: bytes)
    decoding += Date().timeIntervalSince(decodeStart)
    func look(_ key: String) -> String? {
      var key = key
      return key.withUTF8 { key in
        guard let text = table.find(empty, UnsafeRawBufferPointer(key)) else { return nil }
        return table.bytes.withUnsafeBufferPointer {
          String(decoding: UnsafeBufferPointer(rebasing: $0[text]), as: UTF8.self)
        }
      }
    }
    var texts: [String?] = []
    texts.reserveCapacity(keys.count)
    for key in keys {
      if let text = look(prefix + key), !text.isEmpty {
        texts.append(text)
      } else if let text = look(key), !text.isEmpty {
        texts.append(text)
      } else {
        texts.append(nil)
      }
    }
    for case let text? in texts { checksum &+= text.utf8.count &+ Int(text.utf8.first!) }
  default:
    fatalError("mode: strings, bytes or bytes-strings")
  }
}
let total = Date().timeIntervalSince(started)
print(
  mode, "total", String(format: "%.3f s", total), "decode", String(format: "%.3f s", decoding),
  "checksum", checksum)
