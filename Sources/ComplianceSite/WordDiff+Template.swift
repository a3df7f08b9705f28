import Templates
import Verification

extension WordDiff {
  /// The diff for a template: `{segments: [{text, equal, deleted, inserted}]}`, rendered as
  /// plain text, `<del>` and `<ins>`.
  var templateValue: TemplateValue {
    [
      "segments": .list(
        segments.map { segment in
          [
            "text": .string(segment.text),
            "equal": .bool(segment.kind == .equal),
            "deleted": .bool(segment.kind == .deleted),
            "inserted": .bool(segment.kind == .inserted),
          ]
        })
    ]
  }
}
