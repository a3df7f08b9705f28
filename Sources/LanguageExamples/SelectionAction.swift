import Foundation
import Verification

/// One step of an `Actions` cell. Steps are separated by `;` or `→`:
/// `start; dictionary; select fr; late dictionary; close`.
enum SelectionAction: Sendable, Hashable {
  /// How the service answers a request.
  enum Answer: String, Sendable, Hashable {
    /// The language list, or the dictionary for the request's language.
    case success
    /// An empty dictionary.
    case empty
    /// The service's error envelope.
    case error
    /// The request throws (a transport failure).
    case throwing = "throws"
  }

  /// `start`: restore the stored record or choose the default.
  case start
  /// `select CODE`.
  case select(String)
  /// `refresh`: fetch the current language's dictionary again.
  case refresh
  /// `close`: the consumer unmounts.
  case close
  /// `languages [error|throws]`: answer the open language-list request.
  case languages(Answer)
  /// `dictionary [empty|error|throws]`: answer the current selection's open dictionary
  /// request; `late dictionary …` answers the oldest request of an earlier generation.
  case dictionary(Answer, late: Bool)
  /// `write fails`: the store refuses the next write.
  case writeFails
  /// `switch account` / `switch project`: unmount, then mount for another account or project.
  case switchAccount
  case switchProject

  static let vocabulary =
    "start, select CODE, refresh, close, languages [error|throws], "
    + "[late] dictionary [empty|error|throws], write fails, switch account, switch project"

  /// Reads an `Actions` cell.
  static func parseList(_ markdown: String) -> Result<[SelectionAction], ExampleError> {
    let steps = CellText(markdown: markdown).split(separator: ";")
      .flatMap { $0.split(separator: "→") }
      .map { $0.text }
      .filter { !$0.isEmpty }
    guard !steps.isEmpty else { return .failure(ExampleError("no actions")) }
    var actions: [SelectionAction] = []
    for step in steps {
      switch parse(step) {
      case .success(let action): actions.append(action)
      case .failure(let error): return .failure(error)
      }
    }
    return .success(actions)
  }

  static func parse(_ step: String) -> Result<SelectionAction, ExampleError> {
    let words = step.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
    func answer(_ rest: ArraySlice<String>, allowEmpty: Bool) -> Answer? {
      guard rest.count <= 1 else { return nil }
      guard let word = rest.first else { return .success }
      guard let answer = Answer(rawValue: word), answer != .success else { return nil }
      return answer == .empty && !allowEmpty ? nil : answer
    }
    switch words.first {
    case "start" where words.count == 1: return .success(.start)
    case "refresh" where words.count == 1: return .success(.refresh)
    case "close" where words.count == 1: return .success(.close)
    case "select" where words.count == 2:
      guard let name = ExampleLanguages.codes.first(where: { $0.lowercased() == words[1] }) else {
        return .failure(
          ExampleError(
            "'\(words[1])' in '\(step)' is not a language (\(ExampleLanguages.codes.joined(separator: ", ")))"
          ))
      }
      return .success(.select(name))
    case "languages":
      if let answer = answer(words.dropFirst(), allowEmpty: false) {
        return .success(.languages(answer))
      }
    case "dictionary":
      if let answer = answer(words.dropFirst(), allowEmpty: true) {
        return .success(.dictionary(answer, late: false))
      }
    case "late" where words.count >= 2 && words[1] == "dictionary":
      if let answer = answer(words.dropFirst(2), allowEmpty: true) {
        return .success(.dictionary(answer, late: true))
      }
    case "write" where words == ["write", "fails"]: return .success(.writeFails)
    case "switch" where words == ["switch", "account"]: return .success(.switchAccount)
    case "switch" where words == ["switch", "project"]: return .success(.switchProject)
    default: break
    }
    return .failure(ExampleError("unknown action '\(step)' (actions: \(vocabulary))"))
  }

  @Sendable static func problem(_ markdown: String) -> String? {
    if case .failure(let error) = parseList(markdown) { return error.description }
    return nil
  }
}
