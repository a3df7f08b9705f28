import Verification

/// A `Dictionary` input cell: what the service answers for the dictionary request.
///
/// - `KEY = text; KEY = text`: a map (a value `—` is the empty string; inline code keeps `;`,
///   `=` or leading spaces literal, and lets a key be any text, such as a phone number);
/// - `—`: an empty map;
/// - `error`: the service's error envelope;
/// - `throws`: the request throws (a transport failure).
enum DictionaryCell: Sendable, Hashable {
  case entries([String: String])
  case errorEnvelope
  case thrown

  static func parse(_ markdown: String) -> Result<DictionaryCell, ExampleError> {
    let cell = CellText(markdown: markdown)
    if !cell.isLiteral {
      switch cell.text.lowercased() {
      case "", CellExpectation.nothingMarker: return .success(.entries([:]))
      case "error": return .success(.errorEnvelope)
      case "throws": return .success(.thrown)
      default: break
      }
    }
    var entries: [String: String] = [:]
    for piece in cell.split(separator: ";") where !piece.isBlank {
      guard let (key, value) = piece.splitOnce(separator: "=") else {
        return .failure(
          ExampleError("'\(piece.text)' is not KEY = text (or write —, error or throws)"))
      }
      let name = key.literal ?? key.text
      guard !name.isEmpty else {
        return .failure(ExampleError("an entry has no key before '='"))
      }
      guard entries[name] == nil else {
        return .failure(ExampleError("key '\(name)' is given twice"))
      }
      entries[name] =
        !value.isLiteral && value.text == CellExpectation.nothingMarker
        ? "" : (value.literal ?? value.text)
    }
    return .success(.entries(entries))
  }

  /// The validator for the column type: nil when the cell reads.
  @Sendable static func problem(_ markdown: String) -> String? {
    if case .failure(let error) = parse(markdown) { return error.description }
    return nil
  }
}
