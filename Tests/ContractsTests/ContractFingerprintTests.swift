import ContractMarkdown
import Contracts
import Digest
import Foundation
import Testing

/// The contract fingerprint is streamed from the model; it must stay the SHA-256 of the
/// documented normal form: every block's Markdown, whitespace folded, joined by newlines.
@Suite("Contract fingerprint")
struct ContractFingerprintTests {
  static let everyBlock = """
    # Title

    Intro *with*   emphasis
    and a second line.

    ## Section `one`

    | Key | Value |
    |-----|-------|
    | a   |  `x`  |
    | b \\| c | [link](https://example.com) |

    - item one
    - item two

      continued paragraph

      > quoted
      > text
    - nested
      1. first
      2. second

    ```swift
    let  x = 1
    ```

    <div>html</div>

    ---

    # Late level one

    Setext heading
    --------------

    > quote with a table
    >
    > | A | B |
    > |---|---|
    > | 1 | 2 |

    \t
    """

  static let shippedContract: String = {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../contracts/driver-app/language-contract.md").standardized
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// Front matter removed the way the parser does: a leading `---` block.
  private static func body(_ text: String) -> String {
    guard text.hasPrefix("---\n"), let end = text.range(of: "\n---\n") else { return text }
    return String(text[end.upperBound...])
  }

  @Test(
    "equals the SHA-256 of the folded blocks joined by newlines",
    arguments: [everyBlock, shippedContract, "", "plain paragraph", "## Only a heading"])
  func matchesDocumentedForm(text: String) throws {
    let contract = try Contract.parse(Array(text.utf8), file: "x.md")
    let document = try MarkdownDocument.parse(Self.body(text))
    let expected = SHA256.hex(
      document.blocks.map { TextNormalization.foldWhitespace($0.markdown) }.joined(
        separator: "\n"))
    #expect(contract.fingerprint == expected)
  }

  @Test("the shipped contract is non-trivial and its reviewed text fingerprints differently")
  func shippedContractIsRead() throws {
    #expect(Self.shippedContract.contains("## "))
    let contract = try Contract.parse(Array(Self.shippedContract.utf8), file: "c.md")
    let changed = try Contract.parse(
      Array(Self.shippedContract.replacingOccurrences(of: "language", with: "lang").utf8),
      file: "c.md")
    #expect(contract.fingerprint != changed.fingerprint)
    let reflowed = try Contract.parse(
      Array(Self.shippedContract.replacingOccurrences(of: ". ", with: ".   ").utf8),
      file: "c.md")
    #expect(contract.fingerprint == reflowed.fingerprint)
  }
}
