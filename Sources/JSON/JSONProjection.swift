import Foundation

/// A JSON document cut down to the members a reader needs, for decoding a few counts out of a
/// large file: an earlier run's `--json` report (hundreds of megabytes for a large docs set)
/// read for its verdicts alone.
///
/// `JSONDecoder` maps the whole document before decoding any of it, which for such a report
/// takes seconds and a gigabyte of memory even when the type decoded names three keys. The
/// projection walks the document once with ``JSONReader`` (checking all of it, so a document
/// that is not JSON still fails, at its place), copies the members the shape names as they are
/// written, and skips the rest. What it returns is a small valid document that decodes, with
/// the same missing keys and mismatched types at the same coding paths, as the whole would.
package enum JSONProjection {
  /// Which parts of a value to keep.
  package indirect enum Shape: Sendable {
    /// The value as written.
    case whole
    /// Of an object, the members named, each cut to its own shape, and no other; of an
    /// array, every element cut to this shape; any other value as written (so that a
    /// decoder still finds it of the wrong type).
    case members([String: Shape])
  }

  /// The document `bytes` with only what `shape` keeps, as compact JSON; a document that is
  /// not valid JSON fails where ``JSONReader/parseDocument()`` would.
  package static func project(
    _ bytes: UnsafeBufferPointer<UInt8>, keeping shape: Shape
  ) throws(JSONReader.Failure) -> [UInt8] {
    var reader = JSONReader(bytes: bytes)
    var output: [UInt8] = []
    reader.skipWhitespace()
    try copy(&reader, shape, into: &output, depth: 0)
    try reader.expectEnd()
    return output
  }

  /// `type` decoded by `JSONDecoder` from what `shape` keeps of the document `data`. A
  /// document that is not JSON is `DecodingError.dataCorrupted`, described by the reader's
  /// reason and its line and column.
  package static func decode<T: Decodable>(
    _ type: T.Type, from data: Data, keeping shape: Shape
  ) throws -> T {
    let projected = try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws -> [UInt8] in
      let bytes = raw.bindMemory(to: UInt8.self)
      do {
        return try project(bytes, keeping: shape)
      } catch let failure as JSONReader.Failure {
        let (line, column) = JSONReader.lineAndColumn(of: failure.offset, in: bytes)
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: [],
            debugDescription: "\(failure.reason) at line \(line), column \(column)"))
      }
    }
    return try JSONDecoder().decode(type, from: Data(projected))
  }

  private static func copy(
    _ reader: inout JSONReader, _ shape: Shape, into output: inout [UInt8], depth: Int
  ) throws(JSONReader.Failure) {
    guard case .members(let members) = shape, let opening = reader.current,
      opening == UInt8(ascii: "{") || opening == UInt8(ascii: "[")
    else {
      let start = reader.index
      try reader.skipValue(depth: depth)
      output.append(contentsOf: reader.bytes(in: start..<reader.index))
      return
    }
    try reader.checkDepth(depth + 1)
    let isObject = opening == UInt8(ascii: "{")
    let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
    try reader.expect(opening, "a value")
    output.append(opening)
    reader.skipWhitespace()
    var wrote = false
    if reader.current == closing {
      try reader.expect(closing, "the end of the value")
      output.append(closing)
      return
    }
    while true {
      reader.skipWhitespace()
      if isObject {
        let keyStart = reader.index
        let key = try reader.skipKey()
        let keyEnd = reader.index
        let name =
          key.escaped
          ? try reader.string(at: keyStart)
          : String(decoding: reader.bytes(in: key.range), as: UTF8.self)
        reader.skipWhitespace()
        try reader.expect(UInt8(ascii: ":"), "':' after an object key")
        reader.skipWhitespace()
        if let member = members[name] {
          if wrote { output.append(UInt8(ascii: ",")) }
          output.append(contentsOf: reader.bytes(in: keyStart..<keyEnd))
          output.append(UInt8(ascii: ":"))
          try copy(&reader, member, into: &output, depth: depth + 1)
          wrote = true
        } else {
          try reader.skipValue(depth: depth + 1)
        }
      } else {
        if wrote { output.append(UInt8(ascii: ",")) }
        try copy(&reader, shape, into: &output, depth: depth + 1)
        wrote = true
      }
      let what =
        isObject ? "',' or '}' after an object member" : "',' or ']' after an array element"
      if try reader.endOfMember(closing: closing, what) {
        output.append(closing)
        return
      }
    }
  }
}
