import ComplianceReport
import Verification

/// JUnit XML as Jenkins, GitLab and Surefire read it: one `<testsuite>` per contract, one
/// `<testcase>` per clause named `Section › Row key` with the contract as classname.
public enum JUnitWriter {
  public static func render(_ report: ComplianceReport) -> String {
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let totals = report.totals
    let skippedTotal = report.contracts.reduce(0) { $0 + skippedCount($1, strict: report.strict) }
    let failuresTotal = report.contracts.reduce(0) { $0 + failureCount($1, strict: report.strict) }
    xml +=
      "<testsuites name=\"\(XMLEscaping.escape(report.title))\" tests=\"\(totals.total)\" failures=\"\(failuresTotal)\" errors=\"\(totals.error)\" skipped=\"\(skippedTotal)\" time=\"\(seconds(report.durationSeconds ?? 0))\">\n"
    for contract in report.contracts {
      let counts = contract.counts
      let name = contract.contract.title ?? contract.contract.slug
      let time = contract.verification.results.reduce(0) { $0 + $1.duration }
      xml +=
        "  <testsuite name=\"\(XMLEscaping.escape(name))\" tests=\"\(counts.total)\" failures=\"\(failureCount(contract, strict: report.strict))\" errors=\"\(counts.error)\" skipped=\"\(skippedCount(contract, strict: report.strict))\" time=\"\(seconds(time))\" file=\"\(XMLEscaping.escape(contract.contract.file))\">\n"
      for result in contract.verification.results {
        xml += testcase(result, classname: contract.contract.slug, strict: report.strict)
      }
      xml += "  </testsuite>\n"
    }
    xml += "</testsuites>\n"
    return xml
  }

  private static func testcase(_ result: ClauseResult, classname: String, strict: Bool) -> String {
    let open =
      "    <testcase name=\"\(XMLEscaping.escape(ClauseNaming.name(result)))\" classname=\"\(XMLEscaping.escape(classname))\" time=\"\(seconds(result.duration))\" file=\"\(XMLEscaping.escape(result.file))\" line=\"\(result.location.line)\""
    let message = XMLEscaping.escape(result.message ?? "")
    let place = ClauseNaming.place(result)
    switch result.verdict {
    case .passed:
      return open + "/>\n"
    case .failed:
      let body = XMLEscaping.escape(ClauseNaming.failureDetails(result) + "\nat \(place)")
      return open
        + ">\n      <failure message=\"\(message)\" type=\"ClauseFailed\">\(body)</failure>\n    </testcase>\n"
    case .error:
      let body = XMLEscaping.escape((result.message ?? "") + "\nat \(place)")
      return open
        + ">\n      <error message=\"\(message)\" type=\"CheckError\">\(body)</error>\n    </testcase>\n"
    case .unbound, .orphaned:
      let label = result.verdict == .unbound ? "unbound" : "orphaned"
      if strict {
        let body = XMLEscaping.escape("\(label) (--strict): \(result.message ?? "")\nat \(place)")
        return open
          + ">\n      <failure message=\"\(label): \(message)\" type=\"Strict\">\(body)</failure>\n    </testcase>\n"
      }
      return open + ">\n      <skipped message=\"\(label): \(message)\"/>\n    </testcase>\n"
    case .skipped:
      return open + ">\n      <skipped message=\"\(message)\"/>\n    </testcase>\n"
    }
  }

  private static func failureCount(_ contract: ContractResult, strict: Bool) -> Int {
    let counts = contract.counts
    return counts.failed + (strict ? counts.unbound + counts.orphaned : 0)
  }

  private static func skippedCount(_ contract: ContractResult, strict: Bool) -> Int {
    let counts = contract.counts
    return counts.skipped + (strict ? 0 : counts.unbound + counts.orphaned)
  }

  private static func seconds(_ value: Double) -> String {
    let milliseconds = Int((value * 1000).rounded())
    let whole = milliseconds / 1000
    let fraction = milliseconds % 1000
    let padded = String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
    return "\(whole).\(padded)"
  }
}
