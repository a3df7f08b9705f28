/// A shell-style pattern over a whole string: `*` matches any run of characters (also none),
/// `?` exactly one; every other character matches itself, case-sensitively.
///
/// Used for check filters (`--contract`, `--section`, `--clause`), the contracts `--strict`
/// exempts, and the key-category rules of the coverage settings (`*_BUTTON` a suffix rule,
/// `ERROR_*` a prefix rule, `*_CANCEL_*` a substring rule).
///
/// Characters are Swift `Character`s: `?` takes one whole character (`é` written as `e` plus a
/// combining accent, a flag), and canonically equivalent spellings match each other, as they are
/// equal `String`s (product keys are told apart the same way).
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  private let characters: [Character]

  /// A glob for `pattern`.
  public init(_ pattern: String) {
    self.pattern = pattern
    self.characters = Array(pattern)
  }

  /// The pattern as written.
  public var description: String { pattern }

  /// True when the whole of `text` matches the pattern.
  ///
  /// Iterative, with single-star backtracking: a later `*` replaces the earlier one as the
  /// place to resume, so the work is linear in practice.
  public func matches(_ text: String) -> Bool {
    let subject = Array(text)
    var patternIndex = 0
    var subjectIndex = 0
    var starPattern = -1
    var starSubject = 0
    while subjectIndex < subject.count {
      if patternIndex < characters.count,
        characters[patternIndex] == "?" || characters[patternIndex] == subject[subjectIndex]
      {
        patternIndex += 1
        subjectIndex += 1
      } else if patternIndex < characters.count, characters[patternIndex] == "*" {
        starPattern = patternIndex
        starSubject = subjectIndex
        patternIndex += 1
      } else if starPattern >= 0 {
        patternIndex = starPattern + 1
        starSubject += 1
        subjectIndex = starSubject
      } else {
        return false
      }
    }
    while patternIndex < characters.count, characters[patternIndex] == "*" { patternIndex += 1 }
    return patternIndex == characters.count
  }
}
