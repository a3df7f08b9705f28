import Foundation

extension JSONReader {
  /// The value of the whole JSON document in `data`; malformed JSON is a ``JSONFileError``
  /// naming `file`, with the line and column of the first error.
  package static func document(in data: Data, file: String) throws(JSONFileError) -> Value {
    let document: Result<Value, Failure> = data.withUnsafeBytes { raw in
      var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
      do throws(Failure) {
        return .success(try reader.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    switch document {
    case .success(let value): return value
    case .failure(let failure): throw JSONProblem.syntax(failure).error(in: data, file: file)
    }
  }
}
