/// Why a template could not be loaded, compiled or rendered, and where.
///
/// The description reads like a compiler diagnostic,
/// `templates/index.html:12:5: unknown variable 'contract.titel'`, so that a person editing a
/// replacement template set (`--templates DIR`) can go straight to the mistake.
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// A `{{name}}` or section name was found in no context on the stack, or a dotted name
    /// stopped resolving part way. `suggestion` is a close existing key, when there is one.
    case unknownVariable(name: String, suggestion: String?)
    /// `{{{name}}}` or `{{name}}` resolved to a list or dictionary, which has no text form.
    case notRenderable(name: String, kind: String)
    /// A `{{#name}}` or `{{^name}}` with no matching `{{/name}}` before the end of the file.
    case unclosedSection(name: String)
    /// A `{{/name}}` that does not close the innermost open section (`expected` is `nil` when
    /// no section is open).
    case mismatchedCloseTag(found: String, expected: String?)
    /// A `{{> name}}` naming no template in the set.
    case unknownPartial(name: String)
    /// A partial that includes itself, directly or through others; `chain` lists the
    /// template names from the first to the repeated one.
    case recursivePartial(chain: [String])
    /// A tag whose syntax is wrong (no closing braces, empty or invalid name, ...).
    case malformedTag(reason: String)
    /// A Mustache feature this engine deliberately leaves out (delimiter changes, blocks).
    case unsupportedTag(tag: String)
    /// Sections and partials nested deeper than ``TemplateEngine/maximumNestingDepth``.
    case nestingTooDeep(limit: Int)
    /// Rendering went past ``TemplateEngine/RenderLimits``: sections over lists or partials
    /// nested so that the work multiplies at each level.
    case renderTooLarge(steps: Int, outputBytes: Int)
    /// ``TemplateEngine/render(_:context:)`` was asked for a template the set does not hold.
    case unknownTemplate(name: String)
    /// A template file could not be read or is not UTF-8.
    case unreadable(reason: String)
    /// Two files in a template directory map to the same template name.
    case duplicateTemplate(name: String)
  }

  /// What went wrong.
  public var kind: Kind
  /// Where it went wrong; `nil` for errors that belong to no template line (an unknown
  /// template name, an unreadable directory).
  public var location: TemplateLocation?
  /// For errors inside partials: the `{{> name}}` tags that led there, outermost first.
  public var includedFrom: [TemplateLocation]

  /// Creates an error.
  public init(_ kind: Kind, at location: TemplateLocation?, includedFrom: [TemplateLocation] = []) {
    self.kind = kind
    self.location = location
    self.includedFrom = includedFrom
  }

  /// The message without the location prefix.
  public var message: String {
    switch kind {
    case .unknownVariable(let name, let suggestion):
      let hint = suggestion.map { " (did you mean '\($0)'?)" } ?? ""
      return "unknown variable '\(name)'\(hint)"
    case .notRenderable(let name, let kind):
      return "variable '\(name)' is a \(kind), which cannot be shown as text; use a section"
    case .unclosedSection(let name):
      return "unclosed section '\(name)': no matching '{{/\(name)}}'"
    case .mismatchedCloseTag(let found, let expected?):
      return "mismatched close tag '{{/\(found)}}': expected '{{/\(expected)}}'"
    case .mismatchedCloseTag(let found, nil):
      return "close tag '{{/\(found)}}' without an open section"
    case .unknownPartial(let name):
      return "unknown partial '\(name)'"
    case .recursivePartial(let chain):
      return "partial includes itself: \(chain.joined(separator: " -> "))"
    case .malformedTag(let reason):
      return "malformed tag: \(reason)"
    case .unsupportedTag(let tag):
      return "unsupported tag '\(tag)'"
    case .nestingTooDeep(let limit):
      return "sections and partials nested more than \(limit) deep"
    case .renderTooLarge(let steps, let outputBytes):
      return
        "rendering takes more than \(steps) steps or \(outputBytes) bytes of output; sections over lists or partials are nested so that they multiply"
    case .unknownTemplate(let name):
      return "unknown template '\(name)'"
    case .unreadable(let reason):
      return reason
    case .duplicateTemplate(let name):
      return "two files define template '\(name)'"
    }
  }

  /// `file:line:column: message`, followed by the include chain for errors inside partials.
  public var description: String {
    var text = location.map { "\($0): \(message)" } ?? message
    for site in includedFrom.reversed() {
      text += "\n  included from \(site)"
    }
    return text
  }
}
