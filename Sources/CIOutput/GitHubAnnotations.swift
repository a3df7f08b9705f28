import ComplianceReport

/// GitHub Actions workflow commands (`::error file=…,line=…::message`) for every finding, so
/// failed clauses, differences from the reviewed baseline and lint errors appear on the pull
/// request's diff at the contract's row, as errors, warnings or notices as the report weighs
/// them.
/// Escaping follows `@actions/core`: `%`, CR and LF in messages; also `:` and `,` in
/// properties.
public enum GitHubAnnotations {
  public static func render(_ report: ComplianceReport) -> [String] {
    Finding.all(in: report).map(line)
  }

  static func line(_ finding: Finding) -> String {
    let command: String
    switch finding.severity {
    case .error: command = "error"
    case .warning: command = "warning"
    case .note: command = "notice"
    }
    let title: String
    if finding.kind == .lint {
      title = finding.title
    } else if finding.kind.isReview {
      title = "\(finding.label.lowercased()): \(finding.title)"
    } else {
      title = "clause \(finding.kind.rawValue): \(finding.title)"
    }
    let properties = [
      "file=\(property(finding.file))", "line=\(finding.line)", "col=\(finding.column)",
      "title=\(property(title))",
    ]
    return
      "::\(command) \(properties.joined(separator: ","))::\(data(finding.details.joined(separator: "\n")))"
  }

  /// Escaping of a command's message.
  static func data(_ text: String) -> String {
    var result = ""
    for character in text.unicodeScalars {
      switch character {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }

  /// Escaping of a property value: the message escapes, and `:` and `,`, which end a value.
  static func property(_ text: String) -> String {
    var result = ""
    for character in data(text).unicodeScalars {
      switch character {
      case ":": result += "%3A"
      case ",": result += "%2C"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
