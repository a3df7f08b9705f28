/// Renders parsed blocks to HTML the way cmark (with cmark-gfm's table extension) does, from
/// the safe HTML kept for each leaf. Used for a whole document and by the site for the prose
/// between annotated tables.
public enum HTMLRenderer {
  /// HTML for a sequence of blocks. The document must have been parsed with `renderHTML`.
  public static func render(_ blocks: [MarkdownBlock]) -> String {
    var output = Output()
    for block in blocks { render(block, tight: false, into: &output) }
    return output.text
  }

  /// HTML for one table, as cmark-gfm renders it.
  public static func render(_ table: Table) -> String {
    var output = Output()
    render(.table(table), tight: false, into: &output)
    return output.text
  }

  private struct Output {
    var text = ""

    /// cmark's `cr()`: a newline unless the output is empty or already ends with one.
    mutating func lineBreak() {
      if let last = text.utf8.last, last != 0x0A { text += "\n" }
    }
  }

  private static func render(_ block: MarkdownBlock, tight: Bool, into output: inout Output) {
    switch block {
    case .heading(let heading):
      output.lineBreak()
      output.text += "<h\(heading.level)>\(heading.content.html)</h\(heading.level)>\n"
    case .paragraph(let paragraph):
      if tight {
        output.text += paragraph.content.html
      } else {
        output.lineBreak()
        output.text += "<p>\(paragraph.content.html)</p>\n"
      }
    case .list(let list):
      output.lineBreak()
      if list.ordered {
        output.text += list.start == 1 ? "<ol>\n" : "<ol start=\"\(list.start)\">\n"
      } else {
        output.text += "<ul>\n"
      }
      for item in list.items {
        output.lineBreak()
        output.text += "<li>"
        for child in item.blocks { render(child, tight: list.tight, into: &output) }
        output.text += "</li>\n"
      }
      output.lineBreak()
      output.text += list.ordered ? "</ol>\n" : "</ul>\n"
    case .table(let table):
      output.lineBreak()
      output.text += "<table>\n<thead>\n"
      renderRow(table.header, cell: "th", alignments: table.alignments, into: &output)
      output.text += "</thead>\n"
      if !table.rows.isEmpty {
        output.text += "<tbody>\n"
        for row in table.rows {
          renderRow(row, cell: "td", alignments: table.alignments, into: &output)
        }
        output.text += "</tbody>\n"
      }
      output.text += "</table>\n"
    case .blockQuote(let quote):
      output.lineBreak()
      output.text += "<blockquote>\n"
      for child in quote.blocks { render(child, tight: false, into: &output) }
      output.lineBreak()
      output.text += "</blockquote>\n"
    case .codeBlock(let code):
      output.lineBreak()
      output.text += code.html
    case .htmlBlock:
      output.lineBreak()
      output.text += "<!-- raw HTML omitted -->"
      output.lineBreak()
    case .thematicBreak:
      output.lineBreak()
      output.text += "<hr />\n"
    }
  }

  private static func renderRow(
    _ row: TableRow, cell: String, alignments: [TableAlignment], into output: inout Output
  ) {
    output.text += "<tr>\n"
    for (index, content) in row.cells.enumerated() {
      let alignment = index < alignments.count ? alignments[index] : .none
      let attribute = alignment == .none ? "" : " align=\"\(alignment.rawValue)\""
      output.text += "<\(cell)\(attribute)>\(content.content.html)</\(cell)>\n"
    }
    output.text += "</tr>\n"
  }
}
