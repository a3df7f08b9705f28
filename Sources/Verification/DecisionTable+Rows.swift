import ContractMarkdown
import Contracts

extension DecisionTable {
  /// A row read against the fixture's columns: the fixture's view of its inputs, and every
  /// expected cell as a rule.
  struct PreparedRow: Sendable {
    struct Given: Sendable {
      var header: String
      /// What the fixture was given, as the report shows it.
      var value: String
    }

    struct Expected: Sendable {
      var header: String
      var column: FixtureColumn
      var expectation: CellExpectation
    }

    var row: FixtureRow
    var given: [Given]
    var expected: [Expected]
  }

  /// Reads a row's cells by their columns' types and rules; every cell that cannot be read is
  /// a diagnostic at its file:line:col.
  func prepare(_ clause: Clause) -> Result<PreparedRow, DecisionTableProblem> {
    var diagnostics: [Diagnostic] = []
    var inputs: [String: CellValue] = [:]
    var sources: [String: String] = [:]
    var locations: [String: SourceLocation] = [:]
    var requested: Set<String> = []
    var given: [PreparedRow.Given] = []
    var expected: [PreparedRow.Expected] = []
    for column in columns where column.index < clause.cells.count {
      let cell = clause.cells[column.index]
      func report(_ message: String) {
        diagnostics.append(
          Diagnostic(
            file: clause.file, location: cell.location, severity: .error,
            message: "column '\(column.header)': \(message)", rule: Self.cellRule))
      }
      switch column.use {
      case .rowName, .unknown:
        continue
      case .input(let fixtureColumn):
        let text = CellText(markdown: cell.markdown)
        if text.isBlank {
          given.append(
            PreparedRow.Given(header: column.header, value: "blank: the fixture's default"))
          continue
        }
        let value: CellValue
        if let literal = text.literal {
          switch fixtureColumn.type.value(of: literal, markdown: cell.markdown) {
          case .success(let read): value = read
          case .failure(let problem):
            report(problem.message)
            continue
          }
        } else if text.text == CellExpectation.nothingMarker {
          value = .nothing
        } else {
          switch fixtureColumn.type.value(of: text.text, markdown: cell.markdown) {
          case .success(let read): value = read
          case .failure(let problem):
            report(problem.message)
            continue
          }
        }
        inputs[fixtureColumn.slug] = value
        sources[fixtureColumn.slug] = cell.markdown
        locations[fixtureColumn.slug] = cell.location
        given.append(PreparedRow.Given(header: column.header, value: value.description))
      case .result(let fixtureColumn):
        do {
          let expectation = try CellExpectation.parse(cell.markdown, as: fixtureColumn.type)
          if expectation != .unchecked { requested.insert(fixtureColumn.slug) }
          expected.append(
            PreparedRow.Expected(
              header: column.header, column: fixtureColumn, expectation: expectation))
        } catch {
          report(error.message)
        }
      }
    }
    if !diagnostics.isEmpty {
      return .failure(DecisionTableProblem(diagnostics: diagnostics))
    }
    let row = FixtureRow(
      clause: clause, inputs: inputs, sources: sources, locations: locations,
      requested: requested)
    return .success(PreparedRow(row: row, given: given, expected: expected))
  }

  /// Runs the fixture for one row and records every cell: inputs as given, each expected cell
  /// verified or failed with expected and observed, blank expected cells as shown.
  func check(_ evidence: Evidence) async throws {
    if !problems.isEmpty { throw DecisionTableProblem(diagnostics: problems) }
    let prepared = try prepare(evidence.clause).get()
    for input in prepared.given {
      evidence.given(input.header, value: input.value)
    }
    var observed = FixtureResult()
    var thrown: String?
    do {
      observed = try await fixture.run(prepared.row)
    } catch let error as any ClauseError {
      throw error
    } catch let unmet as UnmetExpectation {
      stopped(evidence, prepared, because: unmet.description)
      return
    } catch let error as FixtureInputError {
      stopped(evidence, prepared, because: error.description)
      return
    } catch {
      // The component threw: that is what every expected cell observed.
      thrown = String(describing: error)
    }
    for cell in prepared.expected {
      guard let value = thrown.map(CellValue.failure) ?? observed[cell.column.name] else {
        if cell.expectation == .unchecked {
          // A blank cell asks for nothing, and a fixture may skip what nobody asked for
          // (`FixtureRow.expects`): nothing to show, and nothing failed.
          evidence.notCheckable(
            cell.header,
            reason: "blank expected cell: fixture '\(fixture.name)' observes it only when asked")
          continue
        }
        evidence.cell(
          cell.header, expected: cell.expectation.description,
          observed: "nothing: fixture '\(fixture.name)' did not observe this column",
          holds: false)
        continue
      }
      // An empty text would read as nothing observed at all; say it was the empty string.
      let shown = value == .text("") ? "\"\" (the empty string)" : value.description
      if cell.expectation == .unchecked {
        evidence.shown(cell.header, observed: shown)
      } else {
        evidence.cell(
          cell.header, expected: cell.expectation.description, observed: shown,
          holds: cell.expectation.isMet(by: value, as: cell.column.type))
      }
    }
  }

  /// A row that could not go on (a step it needs did not happen, or an input the fixture
  /// cannot apply): the first expected cell fails with why, the others were not reached.
  private func stopped(_ evidence: Evidence, _ prepared: PreparedRow, because reason: String) {
    for (position, cell) in prepared.expected.enumerated() {
      if position == 0 {
        evidence.cell(
          cell.header, expected: cell.expectation.description, observed: reason, holds: false,
          note: "the row could not go on: the remaining cells were not reached")
      } else {
        evidence.notCheckable(
          cell.header, reason: "not reached: the row stopped at an earlier step")
      }
    }
  }

  /// The binding of one row: the table's fixture, bound to the row's clause by id.
  func binding(for clause: Clause) -> Binding {
    let table = self
    return Binding(
      section: clause.section, key: clause.key, declaredAt: fixture.declaredAt,
      clauseID: clause.id
    ) { evidence in
      try await table.check(evidence)
    }
  }
}
