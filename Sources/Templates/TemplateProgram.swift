/// The compiled templates of an engine as one flat list of instructions: what
/// ``TemplateRenderer`` walks.
///
/// Built once from the linked node trees. Texts, path components and instructions each sit in
/// one array, so a render reads them through buffer pointers and touches no reference count of
/// the engine's (see ``TemplateInstruction``).
struct TemplateProgram: Sendable {
  /// Every literal text, end to end.
  private(set) var bytes: [UInt8] = []
  private(set) var instructions: [TemplateInstruction] = []
  /// Every variable's and section's path components, end to end.
  private(set) var components: [String] = []
  /// Variable and section tags, for error messages.
  private(set) var references: [TemplateReference] = []
  /// Partial tags, for error messages.
  private(set) var partials: [TemplatePartialReference] = []
  /// Each compiled template's instructions, by its index in the engine's table.
  private(set) var templates: [Range<Int>] = []

  /// Flattens `compiled`, linking each partial tag to the index in `compiled` that `target`
  /// gives for it.
  init(_ compiled: [CompiledTemplate], target: (TemplatePartialReference) -> Int) {
    for template in compiled {
      let start = instructions.count
      append(template.nodes, in: compiled, target: target)
      templates.append(start..<instructions.count)
    }
  }

  private mutating func append(
    _ nodes: [TemplateNode], in compiled: [CompiledTemplate],
    target: (TemplatePartialReference) -> Int
  ) {
    for node in nodes {
      switch node {
      case .text(let text):
        let start = bytes.count
        bytes.append(contentsOf: text)
        instructions.append(.text(start..<bytes.count))
      case .variable(let reference, let escaped):
        let (index, path) = add(reference)
        instructions.append(.variable(reference: index, path: path, escaped: escaped))
      case .section(let reference, let inverted, let body):
        let (index, path) = add(reference)
        let at = instructions.count
        instructions.append(.text(0..<0))
        append(body, in: compiled, target: target)
        instructions[at] = .section(
          reference: index, path: path, inverted: inverted, children: body.count,
          end: instructions.count)
      case .partial(let partial):
        let included = target(partial)
        partials.append(partial)
        instructions.append(
          .partial(
            partials.count - 1, target: included, children: compiled[included].nodes.count))
      }
    }
  }

  private mutating func add(_ reference: TemplateReference) -> (Int, Range<Int>) {
    references.append(reference)
    let start = components.count
    components.append(contentsOf: reference.path)
    return (references.count - 1, start..<components.count)
  }

  /// Calls `body` with the program's arrays lent as buffers, valid for the call.
  func withBuffers<Result>(
    _ body: (Buffers) throws -> Result
  ) rethrows -> Result {
    try bytes.withUnsafeBufferPointer { bytes in
      try instructions.withUnsafeBufferPointer { instructions in
        try components.withUnsafeBufferPointer { components in
          try body(Buffers(bytes: bytes, instructions: instructions, components: components))
        }
      }
    }
  }

  /// The arrays a render reads, lent by ``withBuffers(_:)``.
  struct Buffers {
    let bytes: UnsafeBufferPointer<UInt8>
    let instructions: UnsafeBufferPointer<TemplateInstruction>
    let components: UnsafeBufferPointer<String>
  }
}
