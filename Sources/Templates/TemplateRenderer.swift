import Support

/// Renders compiled nodes against a context stack into a UTF-8 buffer.
struct TemplateRenderer {
  let templates: [CompiledTemplate]
  let maximumDepth: Int
  let limits: TemplateEngine.RenderLimits
  var output: [UInt8] = []
  private var stack: [TemplateValue]
  private var includes: [TemplateLocation] = []
  private var depth = 0
  /// Nodes entered so far, counted per section pass and partial (see `nested`).
  private var steps = 0

  init(
    templates: [CompiledTemplate], context: TemplateValue, maximumDepth: Int,
    limits: TemplateEngine.RenderLimits
  ) {
    self.templates = templates
    self.maximumDepth = maximumDepth
    self.limits = limits
    self.stack = [context]
  }

  mutating func render(_ nodes: [TemplateNode]) throws {
    // By index, switching over the element in place: `for node in nodes` copies every node
    // (a retain and a release of its payload) before looking at it.
    for index in nodes.indices {
      switch nodes[index] {
      case .text(let bytes):
        output.append(contentsOf: bytes)
      case .variable(let reference, let escaped):
        try write(resolve(reference), for: reference, escaped: escaped)
      case .section(let reference, let inverted, let body):
        let value = try resolve(reference)
        if inverted {
          if !value.isTruthy { try nested(body) { reference.location } }
          continue
        }
        switch value {
        case .list(let items):
          for item in items.indices {
            stack.append(items[item])
            try nested(body) { reference.location }
            stack.removeLast()
          }
        case .bool(true):
          try nested(body) { reference.location }
        case .dictionary, .int, .double, .string:
          guard value.isTruthy else { continue }
          stack.append(value)
          try nested(body) { reference.location }
          stack.removeLast()
        case .bool(false), .null:
          continue
        }
      case .partial(let partial):
        includes.append(partial.location)
        try nested(templates[partial.target].nodes) { partial.location }
        includes.removeLast()
      }
    }
  }

  /// Every section pass and partial goes through here, so this is where work can multiply
  /// (sections over lists inside each other, a partial included twice by one included twice…):
  /// the budget is checked here, before the body runs.
  ///
  /// `location` is asked only for an error: copying a location (its file name) for every
  /// section pass was a retain and a release each.
  private mutating func nested(
    _ nodes: [TemplateNode], at location: () -> TemplateLocation
  ) throws {
    guard depth < maximumDepth else {
      throw TemplateError(
        .nestingTooDeep(limit: maximumDepth), at: location(), includedFrom: includes)
    }
    steps += nodes.count + 1
    guard steps <= limits.steps, output.count <= limits.outputBytes else {
      throw TemplateError(
        .renderTooLarge(steps: limits.steps, outputBytes: limits.outputBytes), at: location(),
        includedFrom: includes)
    }
    depth += 1
    try render(nodes)
    depth -= 1
  }

  private mutating func write(
    _ value: TemplateValue, for reference: TemplateReference, escaped: Bool
  ) throws {
    switch value {
    case .string(let text):
      HTMLEscaping.append(text, to: &output, escaped: escaped)
    case .int(let number):
      output.append(contentsOf: String(number).utf8)
    case .double(let number):
      output.append(contentsOf: String(number).utf8)
    case .bool(let flag):
      output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .null:
      break
    case .list, .dictionary:
      throw TemplateError(
        .notRenderable(name: reference.name, kind: value.kindName), at: reference.location,
        includedFrom: includes)
    }
  }

  private func resolve(_ reference: TemplateReference) throws -> TemplateValue {
    let path = reference.path
    guard !path.isEmpty else { return stack[stack.count - 1] }
    var found: TemplateValue?
    // Indices rather than `stack.reversed()`, which copies (retains) every frame it passes;
    // `stack[frame][name]` reads the frame in place instead of copying its entries out.
    let first = path[0]
    var frame = stack.count - 1
    while frame >= 0 {
      if let value = stack[frame][first] {
        found = value
        break
      }
      frame -= 1
    }
    guard var value = found else {
      throw unknown(reference, resolvedCount: 0, in: nil)
    }
    var index = 1
    while index < path.count {
      guard let next = value[path[index]] else {
        throw unknown(reference, resolvedCount: index, in: value)
      }
      value = next
      index += 1
    }
    return value
  }

  /// The error for a name that stopped resolving after `resolvedCount` components, with a
  /// suggestion drawn from the keys that were available at that point.
  private func unknown(
    _ reference: TemplateReference, resolvedCount: Int, in parent: TemplateValue?
  ) -> TemplateError {
    var candidates: Set<String> = []
    if let parent {
      if case .dictionary(let entries) = parent { candidates.formUnion(entries.keys) }
    } else {
      for case .dictionary(let entries) in stack { candidates.formUnion(entries.keys) }
    }
    let missing = reference.path[resolvedCount]
    let suggestion = NameSuggestion.closest(to: missing, among: candidates).map { match in
      (reference.path[..<resolvedCount] + [match]).joined(separator: ".")
    }
    return TemplateError(
      .unknownVariable(name: reference.name, suggestion: suggestion), at: reference.location,
      includedFrom: includes)
  }
}
