import ContractMarkdown
import Foundation
import Support

/// cmark's safe HTML for the prose of a contract, adjusted only where HTML5 validators object.
enum ProseHTML {
  /// The blocks as cmark renders them, with table cells' obsolete `align` attribute turned
  /// into a class (`<td align="right">` → `<td class="align-right">`). Cell contents are
  /// escaped text, so the literal tag can only be cmark's own markup.
  static func render(_ blocks: [MarkdownBlock]) -> String {
    modernize(HTMLRenderer.render(blocks))
  }

  /// The inner HTML of one list item, rendered the way its list renders it (tight lists
  /// without `<p>`).
  static func render(item: ListItem, tight: Bool) -> String {
    let list = MarkdownList(
      ordered: false, start: 1, tight: tight, items: [item], range: item.range)
    var html = render([.list(list)])
    let prefix = "<ul>\n<li>"
    let suffix = "</li>\n</ul>\n"
    if html.hasPrefix(prefix), html.hasSuffix(suffix) {
      html = String(html.dropFirst(prefix.count).dropLast(suffix.count))
    }
    return html
  }

  static func modernize(_ html: String) -> String {
    guard ByteSearch.contains(" align=\"", in: html) else { return html }
    var result = html
    for cell in ["td", "th"] {
      for alignment in ["left", "center", "right"] {
        result = result.replacingOccurrences(
          of: "<\(cell) align=\"\(alignment)\">", with: "<\(cell) class=\"align-\(alignment)\">")
      }
    }
    return result
  }
}
