import ComplianceReport
import Contracts
import LanguageProvider
import Verification

/// `contract-report mutate`: runs every contract whose checks are fault-aware (the Driver App
/// contract and its decision-table examples) once per deliberate provider defect and reports
/// which clauses catch each one.
enum MutationCommand: Command {
  static let spec = CommandSpec(
    name: "mutate",
    summary: "Measure how many deliberate provider defects the contracts' checks catch.",
    arguments: "[PATH…]",
    discussion: """
      Switches on one ProviderFault at a time (\(ProviderFault.allCases.count) realistic
      defects: late results applied, persisting on 'select current language', the Driver prefix
      skipped, …), runs every clause of every contract in PATH (files or directories; default
      contracts/) whose checks can run against a broken provider, and lists, per defect, the
      clauses that failed. The score is caught / total; the target is 95%. Exits 1 below the
      target.
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec("timeout", value: "SECONDS", help: "Time a check may take (default 3)."),
    ])

  static let target = 0.95
  /// The time a check may take while measuring, unless `--timeout` says otherwise.
  static let defaultTimeout = 3.0

  struct Options: CommandOptions {
    var format: OutputFormat
    /// PATH…, default `contracts`.
    var paths: [String]
    var timeout: Double

    init(_ arguments: ParsedArguments) throws(UsageError) {
      format = try OutputFormat(arguments)
      paths = arguments.positionals.isEmpty ? ["contracts"] : arguments.positionals
      timeout = try arguments.seconds("timeout") ?? MutationCommand.defaultTimeout
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    let paths = options.paths
    let loader = ContractLoader()
    var contracts: [Contract] = []
    do {
      for file in try loader.discover(paths) {
        let contract = try loader.load(file)
        if contract.kind == .contract, isFaultAware(contract) {
          contracts.append(contract)
        }
      }
    } catch {
      throw InputFailure(error)
    }
    guard !contracts.isEmpty else {
      throw UsageError("no contract in \(paths.joined(separator: " ")) has fault-aware checks")
    }
    let report = await measure(contracts, timeout: options.timeout)
    switch options.format {
    case .json:
      console.write(try JSONOutput.encode(report))
    case .text:
      for defect in report.defects {
        let verdict = defect.caught ? "caught by \(defect.caughtBy.count)" : "SURVIVED"
        console.print("\(defect.name): \(verdict)")
        for id in defect.caughtBy.prefix(3) { console.print("    \(id)") }
        if defect.caughtBy.count > 3 { console.print("    … \(defect.caughtBy.count - 3) more") }
      }
      console.print(report.summary)
    }
    return report.meetsTarget ? ExitCode.success : ExitCode.failure
  }

  /// Whether any clause of a contract is bound to a check that drives the provider (its own
  /// checks, or a table of a provider fixture), so a defect in the provider can show in it.
  static func isFaultAware(_ contract: Contract) -> Bool {
    let bindings = BindingRegistry.all.bindings(for: contract)
    return BindingPlan(contract: contract, bindings: bindings).entries.contains {
      $0.binding != nil
    }
  }

  /// Runs one contract once per defect.
  static func measure(_ contract: Contract, timeout: Double) async -> MutationReport {
    await measure([contract], timeout: timeout)
  }

  /// Runs the contracts once per defect; a defect is caught when any clause of any of them
  /// fails or errors.
  static func measure(_ contracts: [Contract], timeout: Double) async -> MutationReport {
    var defects: [MutationReport.Defect] = []
    let runner = VerificationRunner(timeout: timeout)
    for fault in ProviderFault.allCases {
      var caught: [String] = []
      let catalog = BindingRegistry.catalog(faults: [fault])
      for contract in contracts {
        let verification = await runner.run(contract, bindings: catalog.bindings(for: contract))
        caught += verification.results.filter { $0.verdict == .failed || $0.verdict == .error }
          .map(\.clauseID)
      }
      defects.append(MutationReport.Defect(name: fault.rawValue, caughtBy: caught))
    }
    return MutationReport(
      contract: contracts.map(\.slug).joined(separator: ", "), defects: defects, target: target)
  }
}
