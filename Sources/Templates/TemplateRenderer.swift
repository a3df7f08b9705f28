import Support

/// Runs a ``TemplateProgram`` against a context stack into a UTF-8 buffer.
struct TemplateRenderer {
  /// The program, for what only an error needs (tags' names and locations).
  let program: TemplateProgram
  /// The program's arrays, lent for the render: what the walk reads.
  let buffers: TemplateProgram.Buffers
  let maximumDepth: Int
  let limits: TemplateEngine.RenderLimits
  var output: [UInt8] = []
  private var stack: [TemplateValue]
  /// The partial tags being rendered, outermost first, by index in the program.
  private var includes: [Int] = []
  private var depth = 0
  /// Nodes entered so far, counted per section pass and partial (see `nested`).
  private var steps = 0

  /// The tag a nested render starts from, for its error's location.
  private enum Origin {
    case reference(Int)
    case partial(Int)
  }

  init(
    program: TemplateProgram, buffers: TemplateProgram.Buffers, context: TemplateValue,
    maximumDepth: Int, limits: TemplateEngine.RenderLimits
  ) {
    self.program = program
    self.buffers = buffers
    self.maximumDepth = maximumDepth
    self.limits = limits
    self.stack = [context]
  }

  /// Renders the instructions in `range` of the program.
  mutating func render(_ range: Range<Int>) throws {
    var index = range.lowerBound
    while index < range.upperBound {
      let instruction = buffers.instructions[index]
      index += 1
      switch instruction {
      case .text(let text):
        output.append(contentsOf: UnsafeBufferPointer(rebasing: buffers.bytes[text]))
      case .variable(let reference, let path, let escaped):
        try write(resolve(reference, path: path), for: reference, escaped: escaped)
      case .section(let reference, let path, let inverted, let children, let end):
        let body = index..<end
        index = end
        let value = try resolve(reference, path: path)
        let origin = Origin.reference(reference)
        if inverted {
          if !value.isTruthy { try nested(body, children: children, from: origin) }
          continue
        }
        switch value {
        case .list(let items):
          for item in items.indices {
            stack.append(items[item])
            try nested(body, children: children, from: origin)
            stack.removeLast()
          }
        case .bool(true):
          try nested(body, children: children, from: origin)
        case .dictionary, .int, .double, .string:
          guard value.isTruthy else { continue }
          stack.append(value)
          try nested(body, children: children, from: origin)
          stack.removeLast()
        case .bool(false), .null:
          continue
        }
      case .partial(let partial, let target, let children):
        includes.append(partial)
        try nested(program.templates[target], children: children, from: .partial(partial))
        includes.removeLast()
      }
    }
  }

  /// Every section pass and partial goes through here, so this is where work can multiply
  /// (sections over lists inside each other, a partial included twice by one included twice…):
  /// the budget is checked here, before the body runs. `children` is the body's count of
  /// direct nodes.
  private mutating func nested(
    _ body: Range<Int>, children: Int, from origin: Origin
  ) throws {
    guard depth < maximumDepth else {
      throw error(.nestingTooDeep(limit: maximumDepth), at: origin)
    }
    steps += children + 1
    guard steps <= limits.steps, output.count <= limits.outputBytes else {
      throw error(
        .renderTooLarge(steps: limits.steps, outputBytes: limits.outputBytes), at: origin)
    }
    depth += 1
    try render(body)
    depth -= 1
  }

  private func error(_ kind: TemplateError.Kind, at origin: Origin) -> TemplateError {
    let location =
      switch origin {
      case .reference(let reference): program.references[reference].location
      case .partial(let partial): program.partials[partial].location
      }
    return TemplateError(kind, at: location, includedFrom: includedFrom)
  }

  /// The locations of the partial tags being rendered, outermost first.
  private var includedFrom: [TemplateLocation] {
    includes.map { program.partials[$0].location }
  }

  private mutating func write(
    _ value: TemplateValue, for reference: Int, escaped: Bool
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
      let tag = program.references[reference]
      throw TemplateError(
        .notRenderable(name: tag.name, kind: value.kindName), at: tag.location,
        includedFrom: includedFrom)
    }
  }

  /// The value of the tag `reference`, whose components are `path` of the program's.
  private func resolve(_ reference: Int, path: Range<Int>) throws -> TemplateValue {
    guard !path.isEmpty else { return stack[stack.count - 1] }
    // Indices rather than `stack.reversed()`, which copies (retains) every frame it passes;
    // `stack[frame][name]` reads the frame in place instead of copying its entries out. The
    // value found is returned from where it is found: kept in a variable first, it was copied
    // twice (a retain and a release more per tag).
    let first = buffers.components[path.lowerBound]
    var frame = stack.count - 1
    while frame >= 0 {
      if let value = stack[frame][first] {
        return path.count == 1 ? value : try resolve(reference, path: path, in: value)
      }
      frame -= 1
    }
    throw unknown(reference, resolvedCount: 0, in: nil)
  }

  /// The rest of a dotted `path` (after its first component) in `value`.
  private func resolve(
    _ reference: Int, path: Range<Int>, in value: TemplateValue
  ) throws -> TemplateValue {
    var value = value
    var component = path.lowerBound + 1
    while component < path.upperBound {
      guard let next = value[buffers.components[component]] else {
        throw unknown(reference, resolvedCount: component - path.lowerBound, in: value)
      }
      value = next
      component += 1
    }
    return value
  }

  /// The error for a name that stopped resolving after `resolvedCount` components, with a
  /// suggestion drawn from the keys that were available at that point.
  private func unknown(
    _ reference: Int, resolvedCount: Int, in parent: TemplateValue?
  ) -> TemplateError {
    let tag = program.references[reference]
    var candidates: Set<String> = []
    if let parent {
      if case .dictionary(let entries) = parent { candidates.formUnion(entries.keys) }
    } else {
      for case .dictionary(let entries) in stack { candidates.formUnion(entries.keys) }
    }
    let missing = tag.path[resolvedCount]
    let suggestion = NameSuggestion.closest(to: missing, among: candidates).map { match in
      (tag.path[..<resolvedCount] + [match]).joined(separator: ".")
    }
    return TemplateError(
      .unknownVariable(name: tag.name, suggestion: suggestion), at: tag.location,
      includedFrom: includedFrom)
  }
}
