import Foundation
import JSON
import SourceScan
import Support

/// Writes a catalogue's file form straight into bytes.
///
/// The output is byte for byte what `JSONEncoder` gives for `KeyCatalogue` with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]` (the formatting is
/// `JSONByteWriter`'s), with the fields in UTF-8 byte order. `JSONEncoder` builds a tree of
/// boxed values, dictionaries and sorted copies for every entry and location first, which made
/// it the largest cost of `scan` on 20,000 keys; this writer appends to one buffer and formats
/// each location without building its string. It borrows entries and locations instead of
/// copying them (no retain and release per value).
struct CatalogueJSONWriter: ~Copyable {
  private var json: JSONByteWriter

  private init(capacity: Int) {
    json = JSONByteWriter(capacity: capacity)
  }

  /// The file form of `catalogue`, with a trailing newline.
  ///
  /// The entries are formatted in chunks on up to `parallelism` threads (each chunk into its
  /// own buffer, at the indent of the `keys` object) and copied into the file in order.
  static func encode(
    _ catalogue: KeyCatalogue,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) -> Data {
    let entries = ChunkedMap.mapChunks(
      count: catalogue.entries.count, minimumChunk: 1_024, parallelism: parallelism
    ) { range in
      var writer = CatalogueJSONWriter(capacity: range.count * 256)
      writer.json.indent = 2
      writer.writeEntries(of: catalogue, range)
      return writer.data()
    }
    var writer = CatalogueJSONWriter(
      capacity: 256 + catalogue.dynamicCalls.count * 128 + entries.reduce(0) { $0 + $1.count })
    writer.write(catalogue, formattedEntries: entries)
    writer.json.put(0x0A)
    return writer.data()
  }

  /// The bytes written, handed to `Data` without a copy.
  private consuming func data() -> Data {
    json.data()
  }

  private mutating func write(_ catalogue: KeyCatalogue, formattedEntries: [Data]) {
    json.openObject(isEmpty: false)
    json.key("dynamicCalls", first: true)
    json.openArray()
    catalogue.dynamicCalls.withUnsafeBufferPointer { calls in
      for index in calls.indices {
        json.element(first: index == 0)
        json.openObject(isEmpty: false)
        json.key("expression", first: true)
        json.string(calls[index].expression)
        json.key("location", first: false)
        writeLocation(calls[index].location)
        json.closeObject()
      }
    }
    json.closeArray()
    json.key("keys", first: false)
    json.openObject(isEmpty: catalogue.entries.isEmpty)
    for part in formattedEntries {
      part.withUnsafeBytes { raw in
        json.put(raw)
      }
    }
    json.closeObject()
    json.key("version", first: false)
    json.integer(KeyCatalogue.currentVersion)
    json.closeObject()
  }

  /// The entries in `range`, each after a separator but the catalogue's first.
  private mutating func writeEntries(of catalogue: KeyCatalogue, _ range: Range<Int>) {
    catalogue.entries.withUnsafeBufferPointer { entries in
      for index in range {
        if index > 0 { json.separator() }
        write(entries.baseAddress! + index)
      }
    }
  }

  /// `"KEY" : {…}` with the fields in byte order of their names; absent ones are left out.
  /// The entry is read in place, field by field, so it is never copied (a copy would retain
  /// its key, copy and arrays).
  private mutating func write(_ entry: UnsafePointer<CatalogueEntry>) {
    json.string(entry.pointee.key)
    json.append(" : ")
    json.openObject(isEmpty: false)
    var first = true
    if let category = entry.pointee.category {
      json.key("category", first: first)
      first = false
      json.string(category.rawValue)
    }
    if let critical = entry.pointee.critical {
      json.key("critical", first: first)
      first = false
      json.bool(critical)
    }
    if entry.pointee.fallback != nil {
      json.key("fallback", first: first)
      first = false
      json.string(entry.pointee.fallback!)
    }
    if entry.pointee.hasInconsistentFallbacks {
      json.key("fallbackVariants", first: first)
      first = false
      json.openArray()
      entry.pointee.fallbackVariants.withUnsafeBufferPointer { variants in
        for index in variants.indices {
          json.element(first: index == 0)
          json.string(variants[index])
        }
      }
      json.closeArray()
    }
    json.key("locations", first: first)
    json.openArray()
    entry.pointee.locations.withUnsafeBufferPointer { locations in
      for index in locations.indices {
        json.element(first: index == 0)
        writeLocation(locations[index])
      }
    }
    json.closeArray()
    if entry.pointee.notes != nil {
      json.key("notes", first: false)
      json.string(entry.pointee.notes!)
    }
    json.closeObject()
  }

  // MARK: - Values

  /// `file:line:column` as one string, without building it.
  private mutating func writeLocation(_ location: borrowing CallSite) {
    json.put(0x22)
    json.escaped(location.file)
    json.put(0x3A)
    json.integer(location.line)
    json.put(0x3A)
    json.integer(location.column)
    json.put(0x22)
  }
}
