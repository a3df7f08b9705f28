import Foundation

/// Why a JSON document cannot be used, before it is placed in a file: what is wrong and the
/// byte offset where. ``error(in:file:)`` turns it into a ``JSONFileError`` with the file's
/// name and the offset's line and column.
package enum JSONProblem: Error {
  /// The document is not valid JSON.
  case syntax(JSONReader.Failure)
  /// A value that must be a string is `found` (`an object`, `a number`, …); names the key.
  case valueNotString(key: String, found: String, offset: Int)
  /// Valid JSON, but not in the shape the reader accepts.
  case shape(reason: String, offset: Int)

  /// The error this problem is in `data`, read from `file`.
  package func error(in data: Data, file: String) -> JSONFileError {
    let offset: Int
    switch self {
    case .syntax(let failure): offset = failure.offset
    case .valueNotString(_, _, let at), .shape(_, let at): offset = at
    }
    let (line, column) = data.withUnsafeBytes { raw in
      JSONReader.lineAndColumn(of: offset, in: raw.bindMemory(to: UInt8.self))
    }
    switch self {
    case .syntax(let failure):
      return .malformedJSON(file: file, line: line, column: column, reason: failure.reason)
    case .valueNotString(let key, let found, _):
      return .valueNotString(file: file, line: line, column: column, key: key, found: found)
    case .shape(let reason, _):
      return .unexpectedShape(file: file, line: line, column: column, reason: reason)
    }
  }
}
