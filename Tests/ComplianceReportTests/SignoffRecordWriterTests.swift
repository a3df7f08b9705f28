import Contracts
import Testing

@testable import ComplianceReport

@Suite struct SignoffRecordWriterTests {
  static let fingerprint = String(repeating: "ab", count: 32)

  static func row(notes: String = "ok", signedBy: String = "Ana Ruiz") -> SignoffRecordWriter.Row {
    SignoffRecordWriter.Row(
      release: "2.0", contract: "c", fingerprint: fingerprint, role: "QA lead",
      decision: .approvedWithConditions, date: "2026-12-01", signedBy: signedBy,
      waives: ["RTL ar", "gate coverage:he"], notes: notes)
  }

  static func parse(_ text: String) throws -> Contract {
    try Contract.parse(Array(text.utf8), file: "signoff.md", kind: .signoff)
  }

  @Test func appendsAfterTheLastRowAndAddsTheOptionalColumns() throws {
    let source = """
      # Sign-off

      ## Sign-offs

      | Release | Contract | Fingerprint | Role | Decision | Date | Notes |
      |---|---|---|---|---|---|---|
      | 1.0 | c | \(Self.fingerprint) | QA | approved | 2026-01-02 | first |

      Text after the table stays.

      """
    let text = try SignoffRecordWriter.appending(
      [Self.row()], to: source, record: Self.parse(source))
    #expect(
      text == """
        # Sign-off

        ## Sign-offs

        | Release | Contract | Fingerprint | Role | Decision | Date | Notes | Signed by | Waives |
        |---|---|---|---|---|---|---| --- | --- |
        | 1.0 | c | \(Self.fingerprint) | QA | approved | 2026-01-02 | first | | |
        | 2.0 | c | \(Self.fingerprint) | QA lead | approved with conditions | 2026-12-01 | ok | Ana Ruiz | RTL ar, gate coverage:he |

        Text after the table stays.

        """)
    // Deterministic: the same rows on the same record give the same bytes.
    #expect(
      text
        == (try SignoffRecordWriter.appending([Self.row()], to: source, record: Self.parse(source)))
    )
  }

  @Test func cellTextReadsBackAsWritten() throws {
    let notes = "maps | later *not* bold_ [x](y) <b> & \\ done"
    let source = SignoffRecordWriter.newRecord
    let text = try SignoffRecordWriter.appending(
      [Self.row(notes: notes, signedBy: "O'Brien `x`")], to: source, record: Self.parse(source))
    let record = try Self.parse(text)
    let report = SignoffReport.make(record: record, contracts: [], gates: [], rtl: nil)
    #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
    let entry = try #require(report.entries.first)
    #expect(entry.notes == notes)
    #expect(entry.signedBy == "O'Brien `x`")
    #expect(entry.waives == ["RTL ar", "gate coverage:he"])
    #expect(entry.decision == .approvedWithConditions)
    #expect(entry.fingerprint == Self.fingerprint)
  }

  @Test func aRecordWithoutASignoffTableIsRefused() throws {
    let source = "# Sign-off\n\nNo table yet.\n"
    #expect(throws: InputError.self) {
      try SignoffRecordWriter.appending([Self.row()], to: source, record: Self.parse(source))
    }
  }
}
