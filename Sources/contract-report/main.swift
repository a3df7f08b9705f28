import ContractReportCLI
import Foundation

let console = Console.standard(environment: ProcessInfo.processInfo.environment)
let status = await ContractReport.run(Array(CommandLine.arguments.dropFirst()), console: console)
exit(status)
