/// A word-level diff between two texts: runs of equal, deleted and inserted words, whitespace
/// attached to the word before it so the pieces concatenate back into each text.
public struct WordDiff: Codable, Hashable, Sendable {
  public enum Kind: String, Codable, Hashable, Sendable {
    case equal
    case deleted
    case inserted
  }

  public struct Segment: Codable, Hashable, Sendable {
    public var kind: Kind
    public var text: String

    public init(kind: Kind, text: String) {
      self.kind = kind
      self.text = text
    }
  }

  public var segments: [Segment]

  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// Diffs `old` against `new` by words (longest common subsequence).
  public init(old: String, new: String) {
    let before = Self.words(old)
    let after = Self.words(new)
    let pairs = SequenceAligner.longestCommonSubsequence(
      before.map(Self.comparable), after.map(Self.comparable))
    var segments: [Segment] = []
    func append(_ kind: Kind, _ text: String) {
      if let last = segments.last, last.kind == kind {
        segments[segments.count - 1].text += text
      } else {
        segments.append(Segment(kind: kind, text: text))
      }
    }
    var oldIndex = 0
    var newIndex = 0
    for (matchOld, matchNew) in pairs + [(before.count, after.count)] {
      while oldIndex < matchOld {
        append(.deleted, before[oldIndex])
        oldIndex += 1
      }
      while newIndex < matchNew {
        append(.inserted, after[newIndex])
        newIndex += 1
      }
      if matchOld < before.count {
        append(.equal, after[matchNew])
        oldIndex += 1
        newIndex += 1
      }
    }
    self.segments = segments
  }

  /// The old text.
  public var old: String {
    segments.filter { $0.kind != .inserted }.map(\.text).joined()
  }

  /// The new text.
  public var new: String {
    segments.filter { $0.kind != .deleted }.map(\.text).joined()
  }

  public var hasChanges: Bool { segments.contains { $0.kind != .equal } }

  /// `[-old-]{+new+}` notation, as `git diff --word-diff` prints it.
  public var annotated: String {
    segments.indices.map { index in
      let segment = segments[index]
      let replaced = index + 1 < segments.count && segments[index + 1].kind == .inserted
      switch segment.kind {
      case .equal:
        return segment.text
      case .deleted:
        let space = replaced ? "" : segment.text.trailingSpace()
        return "[-\(segment.text.trimmingTrailingSpace())-]" + space
      case .inserted:
        return "{+\(segment.text.trimmingTrailingSpace())+}" + segment.text.trailingSpace()
      }
    }.joined()
  }

  /// Words with their trailing whitespace.
  static func words(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    var inSpace = false
    for character in text {
      if character.isWhitespace {
        current.append(character)
        inSpace = true
      } else {
        if inSpace, !current.isEmpty {
          result.append(current)
          current = ""
        }
        inSpace = false
        current.append(character)
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  private static func comparable(_ word: String) -> Substring {
    var end = word.endIndex
    while end > word.startIndex, word[word.index(before: end)].isWhitespace {
      end = word.index(before: end)
    }
    return word[..<end]
  }
}

extension String {
  fileprivate func trimmingTrailingSpace() -> String {
    var result = self
    while let last = result.last, last.isWhitespace { result.removeLast() }
    return result
  }

  fileprivate func trailingSpace() -> String {
    String(self[trimmingTrailingSpace().endIndex...])
  }
}
