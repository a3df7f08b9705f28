import Foundation
import Verification

/// A row as a fixture command sees it: the input cells as one JSON object on stdin, keyed by
/// column name (text a string, a number a number, yes/no a boolean, `—` null; a blank cell is
/// left out so the command applies its default), and the observed results as one JSON object
/// on stdout, keyed by result column name (the same value kinds, and `{"error": "message"}`
/// for an operation that failed).
enum RowJSON {
  /// One observed value as the command printed it.
  enum Observed: Decodable {
    case value(CellValue)

    private struct Failure: Decodable {
      var error: String
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .value(.nothing)
      } else if let flag = try? container.decode(Bool.self) {
        self = .value(.flag(flag))
      } else if let number = try? container.decode(Double.self) {
        self = .value(.number(number))
      } else if let text = try? container.decode(String.self) {
        self = .value(.text(text))
      } else if let failure = try? container.decode(Failure.self) {
        self = .value(.failure(failure.error))
      } else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription:
            "a value must be a string, a number, true or false, null, or {\"error\": \"message\"}")
      }
    }

    var cell: CellValue {
      switch self {
      case .value(let value): value
      }
    }
  }

  /// The row's inputs as one line of JSON, keys sorted (so the bytes are the same every run).
  static func input(_ row: FixtureRow, columns: [FixtureColumn]) -> Data {
    var object: [String: Any] = [:]
    for column in columns where column.role == .input {
      guard let value = row.value(column.name) else { continue }
      switch value {
      case .nothing: object[column.name] = NSNull()
      case .text(let text): object[column.name] = text
      case .number(let number):
        if number.rounded() == number, abs(number) < 1e15 {
          object[column.name] = Int(number)
        } else {
          object[column.name] = number
        }
      case .flag(let flag): object[column.name] = flag
      case .failure(let message): object[column.name] = ["error": message]
      }
    }
    var data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    data.append(UInt8(ascii: "\n"))
    return data
  }

  /// The observed results, by result column, or why the output is not one JSON object of
  /// them.
  static func results(_ output: Data, fixture: TableFixture) -> Result<FixtureResult, Malformed> {
    let decoded: [String: Observed]
    do {
      decoded = try JSONDecoder().decode([String: Observed].self, from: output)
    } catch {
      return .failure(Malformed(reason: reason(error, output: output)))
    }
    let results = fixture.columns.filter { $0.role == .result }
    var result = FixtureResult()
    for key in decoded.keys.sorted() {
      guard let column = fixture.column(named: key), column.role == .result else {
        let names = results.map { "'\($0.name)'" }.joined(separator: ", ")
        return .failure(
          Malformed(reason: "it printed '\(key)', which is not a result column (results: \(names))")
        )
      }
      result[column.name] = decoded[key]?.cell
    }
    return .success(result)
  }

  /// Why the output could not be read.
  struct Malformed: Error {
    var reason: String
  }

  private static func reason(_ error: any Error, output: Data) -> String {
    let text = String(decoding: output.prefix(200), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    if text.isEmpty { return "it printed nothing on stdout (one JSON object of results expected)" }
    let shown = text.replacingOccurrences(of: "\n", with: " ⏎ ")
    if case DecodingError.dataCorrupted(let context) = error, !context.codingPath.isEmpty {
      let field = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "its value for '\(field)' cannot be read: \(context.debugDescription)"
    }
    return "its stdout is not one JSON object of results: «\(shown)»"
  }
}
