import ContractMarkdown

/// Structural checks on a parsed document: what makes a contract ambiguous to read or to bind.
public enum ContractLinter {
  /// Findings for one document, ordered by location. `fileExists` answers for paths relative
  /// to the working directory (links are resolved against the document's folder).
  public static func lint(_ contract: Contract, fileExists: (String) -> Bool) -> [Diagnostic] {
    var findings = contract.readProblems
    func report(
      _ location: SourceLocation, _ severity: Diagnostic.Severity, _ message: String, _ rule: String
    ) {
      findings.append(
        Diagnostic(
          file: contract.file, location: location, severity: severity, message: message,
          rule: rule))
    }

    for field in contract.frontMatter.fields where !FrontMatter.knownKeys.contains(field.key) {
      report(
        field.location, .warning, "unknown front-matter key '\(field.key)'", "front-matter-key")
    }
    if let kind = contract.frontMatter["kind"], DocumentKind(frontMatterValue: kind) == nil {
      let location =
        contract.frontMatter.fields.first { $0.key == "kind" }?.location
        ?? SourceLocation(line: 1, column: 1)
      report(location, .error, "unknown document kind '\(kind)'", "front-matter-kind")
    }
    if let canonical = contract.frontMatter.canonical, contract.frontMatter.canonicalURL == nil {
      let location =
        contract.frontMatter.fields.first { $0.key == "canonical" }?.location
        ?? SourceLocation(line: 1, column: 1)
      report(
        location, .error,
        "canonical '\(canonical)' is not an absolute http or https URL (e.g. https://docs.example.com/guide/page/)",
        "front-matter-canonical")
    }
    if contract.title == nil {
      report(
        SourceLocation(line: 1, column: 1), .error,
        "missing title: add front matter 'title:' or a level-1 heading", "missing-title")
    }

    // A docs site renders the title (front matter or H1) as the level-1 heading.
    var previousLevel = 1
    var extraTitles = 0
    for block in contract.preamble {
      if case .heading(let heading) = block, heading.level == 1,
        heading != contract.titleHeading
      {
        extraTitles += 1
        report(heading.range.start, .warning, "more than one level-1 heading", "multiple-titles")
      }
    }
    _ = extraTitles
    var seenSections: [String: SourceLocation] = [:]
    for section in contract.sections {
      if section.level > previousLevel + 1 {
        report(
          section.location, .warning,
          "heading level skipped: '\(section.heading)' is level \(section.level) after level \(previousLevel)",
          "heading-level")
      }
      previousLevel = section.level
      if let first = seenSections[section.slug] {
        report(
          section.location, .error,
          "duplicate section heading '\(section.heading)' (first at line \(first.line))",
          "duplicate-section")
      } else {
        seenSections[section.slug] = section.location
      }
    }

    if contract.kind == .contract {
      for block in contract.preamble {
        switch block {
        case .table(let table):
          report(
            table.range.start, .error,
            "table outside any section: its rows cannot be clauses", "outside-section")
        case .list(let list):
          report(
            list.range.start, .error, "list outside any section: its items cannot be clauses",
            "outside-section")
        default:
          continue
        }
      }
    }

    // Row keys name clauses only in contracts and their baselines; records (RTL review,
    // sign-off) repeat a locale or release per row and are linted by their own rules.
    let keyedRows = contract.kind == .contract || contract.kind == .baseline
    for section in contract.sections {
      for contractTable in section.tables {
        lintTable(contractTable, keyedRows: keyedRows, report: report)
      }
    }

    let folder = directory(of: contract.file)
    for link in contract.links {
      guard let path = relativePath(link.destination) else { continue }
      let resolved = Self.lexicallyNormalized(folder.isEmpty ? path : folder + "/" + path)
      if !fileExists(resolved) {
        report(
          link.location, .error, "relative link to a missing file: \(link.destination)",
          "missing-link-target")
      }
    }

    return findings.sorted { ($0.location, $0.rule) < ($1.location, $1.rule) }
  }

  private static func lintTable(
    _ contractTable: ContractTable, keyedRows: Bool,
    report: (SourceLocation, Diagnostic.Severity, String, String) -> Void
  ) {
    let table = contractTable.table
    for (index, column) in contractTable.columns.enumerated() where column.isEmpty {
      report(
        table.header.cells[index].location, .warning, "column \(index + 1) has no header",
        "empty-header")
    }
    var keys: [String: Int] = [:]
    if keyedRows { keys.reserveCapacity(table.rows.count) }
    for row in table.rows {
      if row.sourceCellCount != table.columnCount {
        let relation = row.sourceCellCount < table.columnCount ? "fewer" : "more"
        report(
          row.range.start, .error,
          "ragged row: \(row.sourceCellCount) cells, \(relation) than the header's \(table.columnCount)",
          "ragged-row")
      }
      guard keyedRows else { continue }
      let key = TextNormalization.foldWhitespace(row.cells.first?.content.text ?? "")
      if key.isEmpty {
        report(row.range.start, .error, "empty key cell: the first cell names the row", "empty-key")
        continue
      }
      let slug = Slug.make(key)
      if let first = keys[slug] {
        report(
          row.range.start, .error, "duplicate row key '\(key)' (first at line \(first))",
          "duplicate-key")
      } else {
        keys[slug] = row.range.start.line
      }
    }
  }

  /// `path` with `.` and `name/..` taken out by their text, as a docs site resolves a
  /// relative link against the page's own path: the same as the file system but where a
  /// folder on the way is a symbolic link (a linked folder of contracts, whose `..` is the
  /// contracts folder here, not the link target's parent). Leading `..` stay. Bytes, not
  /// `Character`s: it runs for every relative link of every document.
  static func lexicallyNormalized(_ path: String) -> String {
    let utf8 = path.utf8
    guard mayHaveDotComponents(utf8[...]) else { return path }
    let slash = UInt8(ascii: "/")
    let absolute = utf8.first == slash
    var kept: [Substring.UTF8View] = []
    for component in utf8.split(separator: slash) {
      if component.elementsEqual(".".utf8) { continue }
      if component.elementsEqual("..".utf8) {
        if let last = kept.last, !last.elementsEqual("..".utf8) {
          kept.removeLast()
          continue
        }
        if absolute { continue }
      }
      kept.append(component)
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    if absolute { bytes.append(slash) }
    for (index, component) in kept.enumerated() {
      if index > 0 { bytes.append(slash) }
      bytes += component
    }
    return bytes.isEmpty ? "." : String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a path may have a `.` or `..` component: it has `./` (so `../` too), starts with
  /// `.` or ends with `.` (a name like `file.` answers yes as well; only a no is certain).
  private static func mayHaveDotComponents(_ path: Substring.UTF8View) -> Bool {
    let dot = UInt8(ascii: ".")
    let slash = UInt8(ascii: "/")
    guard path.first != dot, path.last != dot else { return !path.isEmpty }
    var previous: UInt8 = 0
    for byte in path {
      if byte == slash, previous == dot { return true }
      previous = byte
    }
    return false
  }

  private static func directory(of file: String) -> String {
    guard let slash = file.lastIndex(of: "/") else { return "" }
    return String(file[..<slash])
  }

  /// The file path a link points at, when it is relative; nil for URLs, anchors and absolute
  /// paths.
  private static func relativePath(_ destination: String) -> String? {
    guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasPrefix("/") else {
      return nil
    }
    if Self.hasASCIIScheme(destination) { return nil }
    if let path = asciiRelativePath(destination) { return path }
    if let colon = destination.firstIndex(of: ":") {
      let scheme = destination[..<colon]
      if !scheme.isEmpty,
        scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
      {
        return nil
      }
    }
    var path = Substring(destination)
    if let cut = path.firstIndex(where: { $0 == "#" || $0 == "?" }) { path = path[..<cut] }
    guard !path.isEmpty else { return nil }
    return String(path).removingPercentEncodingOfSpaces()
  }

  /// What the character test below gives an ASCII destination without a scheme, in one pass
  /// over its bytes: the part before the first `#` or `?` (nil when there is none), percent
  /// escapes decoded by the slower code only when there is a `%`. Nil (the outer optional) for
  /// any other destination. Relative links are most links in some docs; answering them on
  /// bytes took this rule from 6 % of lint's CPU to below 1 % on the benchmark corpus.
  private static func asciiRelativePath(_ destination: String) -> String?? {
    let utf8 = destination.utf8
    var end = utf8.endIndex
    var percent = false
    for index in utf8.indices {
      let byte = utf8[index]
      if byte >= 0x80 { return nil }
      if end == utf8.endIndex {
        if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "?") {
          end = index
        } else if byte == UInt8(ascii: "%") {
          percent = true
        }
      }
    }
    // For ASCII, `hasASCIIScheme` has already answered every destination with a scheme.
    guard end != utf8.startIndex else { return .some(nil) }
    let path = String(destination[..<end])
    return percent ? path.removingPercentEncodingOfSpaces() : path
  }

  /// An ASCII destination that starts with a URL scheme (`https:`, `mailto:`): most links,
  /// answered on bytes. For ASCII a byte is a character, so this agrees with the character
  /// test that follows it, which still decides every other destination.
  private static func hasASCIIScheme(_ destination: String) -> Bool {
    var length = 0
    for byte in destination.utf8 {
      switch byte {
      case UInt8(ascii: ":"):
        return length > 0 && destination.utf8.allSatisfy { $0 < 0x80 }
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "."):
        length += 1
      default:
        return false
      }
    }
    return false
  }
}

extension String {
  fileprivate func removingPercentEncodingOfSpaces() -> String {
    var result = ""
    var index = startIndex
    while index < endIndex {
      if self[index] == "%", let end = self.index(index, offsetBy: 3, limitedBy: endIndex),
        let value = UInt8(self[self.index(after: index)..<end], radix: 16), value < 0x80
      {
        result.append(Character(Unicode.Scalar(value)))
        index = end
      } else {
        result.append(self[index])
        index = self.index(after: index)
      }
    }
    return result
  }
}
