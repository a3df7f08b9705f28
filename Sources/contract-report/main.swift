import ContractReportCLI
import Foundation

let console = Console.standard(environment: ProcessInfo.processInfo.environment)
// The process exits right after the command: its results need not be freed first.
ProcessLifetime.endsAfterCommand()
let status = await ContractReportCommand.run(
  Array(CommandLine.arguments.dropFirst()), console: console)
exit(status)
