import CommandFixtures
import ComplianceReport
import Contracts
import Verification

extension BindingRegistry {
  /// `base` with what the settings of a run over `paths` add (`--settings FILE`, else the
  /// first directory of `paths` holding `contract-report.json`): their command fixtures,
  /// shared like the built-in ones, and their named tables. `checkTimeout` is the runner's
  /// time per check: a command fixture without `timeoutSeconds` gets half of it.
  static func catalog(
    _ base: BindingCatalog, paths: [String], settingsFile: String?, checkTimeout: Double = 10
  ) throws -> BindingCatalog {
    guard
      let location = try SettingsLocation.forRun(
        contractPaths: paths, settingsFile: settingsFile),
      let settings = try location.load(), let file = location.file
    else { return base }
    return try adding(
      settings.fixtures, file: file, directory: location.directory, checkTimeout: checkTimeout,
      to: base)
  }

  /// The catalog with the settings' command fixtures and named tables. A command fixture
  /// named like a built-in one, or a named table whose fixture does not exist, is an input
  /// error naming the settings field.
  static func adding(
    _ settings: FixtureSettings, file: String, directory: String, checkTimeout: Double,
    to base: BindingCatalog
  ) throws -> BindingCatalog {
    var catalog = base
    let builtIn = Set(base.allFixtures.map { Slug.make($0.name) })
    for (index, command) in settings.commands.enumerated() {
      guard !builtIn.contains(Slug.make(command.name)) else {
        throw InputFailure(
          InputError(
            path: file,
            message:
              "fixtures.commands[\(index)].name: '\(command.name)' is already the name of a built-in fixture"
          ))
      }
      catalog.fixtures.append(
        CommandFixture.make(
          name: command.name, command: command.command, columns: command.columns.map(column),
          summary: command.summary, directory: directory,
          timeout: command.timeoutSeconds ?? checkTimeout / 2,
          declaredAt: "\(file): fixtures.commands[\(index)]"))
    }
    let names = catalog.allFixtures.map(\.name)
    for (index, table) in settings.tables.enumerated() {
      guard names.contains(where: { Slug.make($0) == Slug.make(table.fixture) }) else {
        throw InputFailure(
          InputError(
            path: file,
            message:
              "fixtures.tables[\(index)].fixture: no fixture named '\(table.fixture)' (fixtures: \(names.map { "'\($0)'" }.joined(separator: ", ")))"
          ))
      }
      catalog.assignments.append(
        TableAssignment(
          contract: table.contract, section: table.section, fixture: table.fixture,
          declaredAt: "\(file): fixtures.tables[\(index)]"))
    }
    return catalog
  }

  /// A command fixture's column from its settings.
  static func column(_ settings: ColumnSettings) -> FixtureColumn {
    let type: CellType =
      switch settings.type {
      case .text: .text
      case .number: .number
      case .flag: .flag
      case .choice: .choice(settings.values)
      }
    return FixtureColumn(
      settings.name, role: settings.role == .input ? .input : .result, type: type,
      isRequired: settings.required, help: settings.help, defaultValue: settings.defaultValue,
      example: settings.example)
  }
}
