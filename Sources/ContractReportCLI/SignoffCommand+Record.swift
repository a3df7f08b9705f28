import ComplianceReport
import Contracts
import Foundation
import RTLReview

extension SignoffCommand {
  /// What `--record` was asked to write.
  struct RecordRequest: Sendable {
    var role: String
    var decision: SignoffDecision
    var signedBy: String
    var waives: [String]
    var note: String
    var contracts: [String]
    var date: String

    init(_ arguments: ParsedArguments) throws(UsageError) {
      func required(_ name: String) throws(UsageError) -> String {
        guard let value = arguments.value(name)?.trimmingCharacters(in: .whitespaces),
          !value.isEmpty
        else { throw UsageError("--record needs --\(name)") }
        return value
      }
      role = try required("role")
      let written = try required("decision")
      guard let decision = SignoffDecision(written: written), decision != .pending else {
        throw UsageError(
          "--decision must be approved, approved-with-conditions or rejected, got '\(written)'")
      }
      self.decision = decision
      signedBy = try required("by")
      waives = arguments.all("waive").flatMap(SignoffReport.waiverNames)
      if !waives.isEmpty, decision != .approvedWithConditions {
        throw UsageError("--waive needs --decision approved-with-conditions")
      }
      note = arguments.value("note") ?? ""
      contracts = arguments.all("contract")
      if let date = arguments.value("date") {
        guard ISODate.isValid(date) else {
          throw UsageError("--date must be an ISO 8601 date (YYYY-MM-DD), got '\(date)'")
        }
        self.date = date
      } else {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        formatter.timeZone = TimeZone(identifier: "UTC")
        self.date = formatter.string(from: Date())
      }
    }
  }

  /// Appends the request's rows to the run's sign-off record (or a new
  /// `contractsDirectory/signoff.md`), then returns the sign-off as the record now reads.
  static func record(
    _ request: RecordRequest, report: ComplianceReport, contractsDirectory: String,
    console: Console
  ) throws -> SignoffReport {
    guard let release = report.signoff?.release ?? nil else {
      throw UsageError("--record needs --release VERSION (or \"release\" in contract-report.json)")
    }
    let readiness = report.signoff?.readiness ?? []
    for name in request.waives {
      guard let check = readiness.first(where: { $0.name.lowercased() == name.lowercased() }),
        check.kind != .signoffs
      else {
        let names = readiness.filter { !$0.passed && $0.kind != .signoffs }.map { "'\($0.name)'" }
        throw UsageError(
          "--waive '\(name)' names no readiness check that can be waived (failing now: \(names.isEmpty ? "none" : names.joined(separator: ", ")))"
        )
      }
      guard !check.passed else {
        throw UsageError("--waive '\(name)': that check holds; there is nothing to waive")
      }
    }
    var targets = report.contracts
    if !request.contracts.isEmpty {
      targets = try request.contracts.map { name in
        guard let target = report.contracts.first(where: { $0.contract.slug == name }) else {
          throw UsageError(
            "--contract '\(name)' is not in this run (contracts: \(report.contracts.map(\.contract.slug).joined(separator: ", ")))"
          )
        }
        return target
      }
    }
    guard !targets.isEmpty else { throw UsageError("no contract in this run to sign") }
    let rows = targets.map { target in
      SignoffRecordWriter.Row(
        release: release, contract: target.contract.slug,
        fingerprint: target.contract.fingerprint, role: request.role,
        decision: request.decision, date: request.date, signedBy: request.signedBy,
        waives: request.waives, notes: request.note)
    }
    let loader = ContractLoader()
    let file =
      report.signoff?.recordFile ?? CoverageRun.displayPath(contractsDirectory, "signoff.md")
    let source: String
    if report.signoff?.recordFile != nil {
      do {
        source = String(decoding: try loader.read(file), as: UTF8.self)
      } catch {
        throw InputFailure(error)
      }
    } else {
      source = SignoffRecordWriter.newRecord
    }
    let text: String
    let written: Contract
    do {
      let record = try loader.parse(Array(source.utf8), path: file, kind: .signoff)
      text = try SignoffRecordWriter.appending(rows, to: source, record: record)
      written = try loader.parse(Array(text.utf8), path: file, kind: .signoff)
    } catch {
      throw InputFailure(error)
    }
    try OutputFile.write(text, to: file)
    let signoff = SignoffReport.make(
      record: written, contracts: report.contracts, gates: report.gates, rtl: report.rtl,
      release: release)
    let added = signoff.entries.suffix(rows.count)
    for entry in added {
      console.print(
        "recorded: \(file):\(entry.location.line): \(entry.release) \(entry.role) (\(entry.signedBy)) \(entry.decision.rawValue) \(entry.contract) at \(String(entry.fingerprint.prefix(12)))"
      )
    }
    console.print("")
    return signoff
  }
}
