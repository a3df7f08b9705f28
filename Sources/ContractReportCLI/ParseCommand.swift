import ContractMarkdown
import Contracts

/// `contract-report parse FILE`: the parsed model as JSON.
enum ParseCommand: Command {
  static let spec = CommandSpec(
    name: "parse",
    summary: "Print the parsed model of a Markdown document as JSON.",
    arguments: "FILE",
    discussion: """
      Shows exactly what a document became: front matter, title, sections with their blocks
      (tables with header cells, alignments and rows of cells as plain text and Markdown
      source; lists; paragraphs), links, and every clause with its id, fingerprint, normalized
      text and location. A clause's fingerprint is the SHA-256 of its normalizedText:
        printf '%s' "<normalizedText>" | sha256sum
      """,
    options: [
      OptionSpec("html", help: "Also render safe HTML for every block and cell."),
      .maxSize,
    ])

  struct Options: CommandOptions {
    var file: String
    var html: Bool
    var maxSize: Int

    init(_ arguments: ParsedArguments) throws(UsageError) {
      guard arguments.positionals.count == 1, let file = arguments.positionals.first else {
        throw UsageError("parse needs exactly one FILE")
      }
      self.file = file
      html = arguments.has("html")
      maxSize = try arguments.byteSize("max-size") ?? ContractLoader.defaultSizeLimit
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let file = options.file
    var loader = ContractLoader(
      sizeLimit: options.maxSize, options: MarkdownParseOptions(renderHTML: options.html))
    // The clauses are built while they are written (ContractJSON), never all held at once.
    loader.buildsClauses = false
    let contract: Contract
    do {
      contract = try loader.load(file)
    } catch {
      throw InputFailure(error)
    }
    // Streamed: a large table's JSON is far larger than the document (see ContractJSON).
    ContractJSON.write(contract) { console.write(bytes: $0) }
    ProcessLifetime.keep(contract)
    return ExitCode.success
  }
}
