/// Shell-style patterns for filters: `*` any run of characters, `?` one character.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
  public var pattern: String
  private let characters: [Character]

  public init(_ pattern: String) {
    self.pattern = pattern
    self.characters = Array(pattern)
  }

  public var description: String { pattern }

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
