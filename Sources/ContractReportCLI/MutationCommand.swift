import ComplianceReport
import Contracts
import DriverAppContract
import LanguageProvider
import Verification

/// `contract-report mutate`: runs the Driver App contract once per deliberate provider defect
/// and reports which clauses catch each one.
enum MutationCommand: Command {
  static let spec = CommandSpec(
    name: "mutate",
    summary: "Measure how many deliberate provider defects the contract's checks catch.",
    arguments: "[CONTRACT]",
    discussion: """
      Switches on one ProviderFault at a time (\(ProviderFault.allCases.count) realistic
      defects: late results applied, persisting on 'select current language', the Driver prefix
      skipped, …), runs every clause of the Driver App contract against that broken provider,
      and lists, per defect, the clauses that failed. The score is caught / total; the target
      is 95%. Exits 1 below the target.
      """,
    options: [
      OptionSpec("format", value: "text|json", help: "Output format (default text)."),
      OptionSpec("timeout", value: "SECONDS", help: "Time a check may take (default 3)."),
    ])

  static let target = 0.95

  static func run(_ arguments: ParsedArguments, console: Console) async throws -> Int32 {
    let format = try OutputFormat(arguments.value("format"))
    let path = arguments.positionals.first ?? "contracts/driver-app/language-contract.md"
    let contract: Contract
    do {
      contract = try ContractLoader().load(path)
    } catch {
      throw InputFailure([error])
    }
    let timeout = Double(arguments.value("timeout") ?? "3") ?? 3
    let report = await measure(contract, timeout: timeout)
    switch format {
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

  /// Runs the contract once per defect.
  static func measure(_ contract: Contract, timeout: Double) async -> MutationReport {
    var defects: [MutationReport.Defect] = []
    let runner = VerificationRunner(timeout: timeout)
    for fault in ProviderFault.allCases {
      let verification = await runner.run(
        contract, bindings: DriverAppBindings.make(faults: [fault]))
      let caught = verification.results.filter { $0.verdict == .failed || $0.verdict == .error }
        .map(\.clauseID)
      defects.append(MutationReport.Defect(name: fault.rawValue, caughtBy: caught))
    }
    return MutationReport(contract: contract.slug, defects: defects, target: target)
  }
}
