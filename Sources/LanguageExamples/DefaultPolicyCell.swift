import LanguageProvider
import Verification

/// A `Default policy` input cell: `server` (the project's default language from the service),
/// or a language code (a configured default), either followed by `, persisted` when the chosen
/// default is written to the store. `—` or no column is the shipped policy: `server`.
enum DefaultPolicyCell {
  static func parse(_ markdown: String?) -> Result<DefaultLanguagePolicy, ExampleError> {
    guard let markdown else { return .success(.serverDefault) }
    let cell = CellText(markdown: markdown)
    let parts = cell.split(separator: ",").map { $0.text.lowercased() }
    guard let source = parts.first, parts.count <= 2 else {
      return .failure(ExampleError("'\(cell.text)' is not 'server' or a code, then ', persisted'"))
    }
    var persists = false
    if parts.count == 2 {
      guard parts[1] == "persisted" else {
        return .failure(ExampleError("'\(parts[1])' is not 'persisted'"))
      }
      persists = true
    }
    if source == "server" || source == CellExpectation.nothingMarker || source.isEmpty {
      return .success(DefaultLanguagePolicy(source: .server, persistsDefault: persists))
    }
    guard let record = ExampleLanguages.record(source) else {
      return .failure(
        ExampleError(
          "'\(source)' is neither 'server' nor a language (\(ExampleLanguages.codes.joined(separator: ", ")))"
        ))
    }
    return .success(.configured(record, persists: persists))
  }

  @Sendable static func problem(_ markdown: String) -> String? {
    if case .failure(let error) = parse(markdown) { return error.description }
    return nil
  }
}
