/// Compiles a ``TemplateSet`` once and renders its templates many times.
///
/// The language is a strict subset of Mustache, chosen so templates stay logic-less and
/// mistakes surface as errors instead of silently empty pages:
///
/// - `{{name}}`, `{{a.b.c}}`: the value, HTML-escaped (`& < > " '`). `{{.}}` is the current
///   item. Numbers and booleans print as text; ``TemplateValue/null`` prints nothing; lists
///   and dictionaries are an error.
/// - `{{{name}}}`, `{{& name}}`: the value unescaped, for HTML the program generated itself.
/// - `{{#name}}…{{/name}}`: skipped for `false`, `null`, `""` and `[]`; repeated per element
///   of a list (each pushed as context); rendered once for anything else (dictionaries,
///   strings and numbers pushed as context).
/// - `{{^name}}…{{/name}}`: rendered only when the value is falsy.
/// - `{{! comment }}`, `{{> partial}}` (another template of the set, by name).
/// - A line holding only whitespace and one section, close, comment or partial tag is removed
///   from the output; a standalone partial's indentation is applied to each of its lines.
///
/// Strictness: a name found in no context on the stack, or a dotted name that stops
/// resolving, is an error at render time (pass ``TemplateValue/null`` for absent optionals).
/// Unclosed sections, mismatched close tags, malformed tags, unknown partials and partials
/// that include themselves (directly or not) are errors when the engine is created. Every error
/// names the template file, line and column. Delimiter changes (`{{= =}}`), lambdas and
/// template inheritance are not supported.
public struct TemplateEngine: Sendable {
  /// The deepest nesting of sections and partials accepted, which bounds the renderer's
  /// recursion so hostile templates fail cleanly instead of overflowing the stack.
  public static let maximumNestingDepth = 100

  /// How much one ``render(_:context:)`` may do before it fails with
  /// ``TemplateError/Kind/renderTooLarge(steps:outputBytes:)``. Nesting depth alone does not
  /// bound the work: ten sections over a two-item list inside each other render their body
  /// 1,024 times, forty of them a trillion. The defaults are far above what a page of the
  /// largest contract the loader accepts needs, and are reached in seconds.
  public struct RenderLimits: Sendable, Hashable {
    /// Template nodes entered, counted each time a section body or partial is rendered.
    public var steps: Int
    /// Bytes of output.
    public var outputBytes: Int

    public init(steps: Int = 50_000_000, outputBytes: Int = 512 * 1024 * 1024) {
      self.steps = steps
      self.outputBytes = outputBytes
    }
  }

  /// The limits every render of this engine runs under.
  public var renderLimits = RenderLimits()

  /// The set this engine was compiled from.
  public let templateSet: TemplateSet

  private let program: TemplateProgram
  private let indexByName: [String: Int]

  /// Compiles and checks every template of `templateSet`.
  public init(_ templateSet: TemplateSet) throws {
    self.templateSet = templateSet
    let names = templateSet.names
    var parsed: [String: [TemplateNode]] = [:]
    for name in names {
      parsed[name] = try TemplateEngine.parse(templateSet.sources[name]!, indentation: "")
    }
    try TemplateEngine.checkPartials(parsed, names: names)

    // Every (template, indentation) pair reachable through partials becomes one entry.
    struct Key: Hashable {
      let name: String
      let indentation: String
    }
    var table: [CompiledTemplate] = []
    var indexByKey: [Key: Int] = [:]
    var pending: [Key] = names.map { Key(name: $0, indentation: "") }
    for key in pending { indexByKey[key] = indexByKey.count }
    var cursor = 0
    while cursor < pending.count {
      let key = pending[cursor]
      cursor += 1
      let nodes =
        key.indentation.isEmpty
        ? parsed[key.name]!
        : try TemplateEngine.parse(templateSet.sources[key.name]!, indentation: key.indentation)
      TemplateEngine.forEachPartial(in: nodes) { partial in
        let target = Key(name: partial.name, indentation: partial.indentation)
        if indexByKey[target] == nil {
          indexByKey[target] = indexByKey.count
          pending.append(target)
        }
      }
      table.append(CompiledTemplate(name: key.name, indentation: key.indentation, nodes: nodes))
    }
    self.program = TemplateProgram(table) { partial in
      indexByKey[Key(name: partial.name, indentation: partial.indentation)]!
    }
    var indexByName: [String: Int] = [:]
    for name in names { indexByName[name] = indexByKey[Key(name: name, indentation: "")] }
    self.indexByName = indexByName
  }

  /// Loads and compiles the templates in `directory` (see ``TemplateSet/init(directory:extensions:)``).
  public init(directory: String) throws {
    try self.init(TemplateSet(directory: directory))
  }

  /// Compiles in-memory templates keyed by name (see ``TemplateSet/init(templates:directoryName:)``).
  public init(templates: [String: String]) throws {
    try self.init(TemplateSet(templates: templates))
  }

  /// The names of the templates that can be rendered, sorted.
  public var templateNames: [String] { templateSet.names }

  /// Renders the template called `name` with `context` as the bottom of the context stack.
  public func render(_ name: String, context: TemplateValue) throws -> String {
    String(decoding: try renderUTF8(name, context: context), as: UTF8.self)
  }

  /// Renders the template called `name` to UTF-8 bytes, ready to be written as a file.
  public func renderUTF8(_ name: String, context: TemplateValue) throws -> [UInt8] {
    guard let index = indexByName[name] else {
      throw TemplateError(.unknownTemplate(name: name), at: nil)
    }
    return try program.withBuffers { buffers in
      var renderer = TemplateRenderer(
        program: program, buffers: buffers, context: context,
        maximumDepth: TemplateEngine.maximumNestingDepth, limits: renderLimits)
      try renderer.render(program.templates[index])
      return renderer.output
    }
  }

  // MARK: - Compilation

  private static func parse(_ source: TemplateSource, indentation: String) throws -> [TemplateNode]
  {
    var text = source.text
    if !indentation.isEmpty {
      var indented = indentation
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      let endsWithNewline = lines.last == ""
      if endsWithNewline { lines.removeLast() }
      indented += lines.joined(separator: "\n" + indentation)
      if endsWithNewline { indented += "\n" }
      text = indented
    }
    var parser = TemplateParser(
      text: text, file: source.path, columnOffset: indentation.unicodeScalars.count,
      maximumDepth: maximumNestingDepth)
    return try parser.parse()
  }

  private static func forEachPartial(
    in nodes: [TemplateNode], _ body: (TemplatePartialReference) throws -> Void
  ) rethrows {
    for node in nodes {
      switch node {
      case .partial(let partial): try body(partial)
      case .section(_, _, let children): try forEachPartial(in: children, body)
      case .text, .variable: break
      }
    }
  }

  /// Rejects unknown partials and include cycles, using a depth-first search with an explicit
  /// stack so that long include chains cannot overflow the call stack.
  private static func checkPartials(_ parsed: [String: [TemplateNode]], names: [String]) throws {
    var edges: [String: [TemplatePartialReference]] = [:]
    for name in names {
      var references: [TemplatePartialReference] = []
      try forEachPartial(in: parsed[name]!) { partial in
        guard parsed[partial.name] != nil else {
          throw TemplateError(.unknownPartial(name: partial.name), at: partial.location)
        }
        references.append(partial)
      }
      edges[name] = references
    }
    enum Mark {
      case visiting
      case done
    }
    var marks: [String: Mark] = [:]
    for root in names where marks[root] == nil {
      var path: [(name: String, next: Int)] = [(root, 0)]
      marks[root] = .visiting
      while let top = path.last {
        let references = edges[top.name]!
        guard top.next < references.count else {
          marks[top.name] = .done
          path.removeLast()
          continue
        }
        path[path.count - 1].next += 1
        let reference = references[top.next]
        switch marks[reference.name] {
        case .visiting?:
          let start = path.firstIndex { $0.name == reference.name }!
          let chain = path[start...].map(\.name) + [reference.name]
          throw TemplateError(.recursivePartial(chain: chain), at: reference.location)
        case .done?:
          continue
        case nil:
          marks[reference.name] = .visiting
          path.append((reference.name, 0))
        }
      }
    }
  }
}
