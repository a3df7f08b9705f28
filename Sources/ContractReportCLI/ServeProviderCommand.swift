import Foundation
import LanguageProvider
import ProviderProtocol

/// `contract-report serve-provider`: the Swift language provider on stdin/stdout, speaking
/// `contract-report-provider/2`. It is the reference implementation of the provider side, and
/// what the parity test runs `check --provider-command` against.
enum ServeProviderCommand: Command {
  static let spec = CommandSpec(
    name: "serve-provider",
    summary: "Serve the Swift language provider over the provider protocol on stdin/stdout.",
    arguments: "",
    discussion: """
      Reads contract-report-provider/2 messages (one JSON object per line) on stdin and writes
      replies, requests, notifications, states and "settled" acknowledgements on stdout; exits 0
      when stdin closes. Each mount is a new provider instance. Used as the reference provider:

        contract-report check --provider-command "contract-report serve-provider"

      It offers `restart`: after each check the host ends the session and the next check gets
      a new provider in the same process. --single-session leaves it out of the handshake, so
      the host starts a process per check.

      The protocol is described in docs/provider-protocol.md. Diagnostics go to stderr only.
      """,
    options: [
      OptionSpec(
        "fault", value: "NAME",
        help: "Switch a provider defect on (repeatable; for mutation testing over the protocol)."),
      OptionSpec(
        "single-session",
        help: "Do not offer 'restart': the host starts a new process for every check."),
    ])

  struct Options: CommandOptions {
    /// `--fault NAME` (repeatable): the provider defects switched on.
    var faults: Set<ProviderFault> = []
    var singleSession: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
      for name in arguments.all("fault") {
        guard let fault = ProviderFault(rawValue: name) else {
          throw UsageError("unknown fault '\(name)'")
        }
        faults.insert(fault)
      }
      singleSession = arguments.has("single-session")
    }
  }

  static func run(_ options: Options, console: Console) async throws -> Int32 {
    do {
      try await SwiftProviderEndpoint.serve(
        StandardInputLines.stream(), faults: options.faults,
        offersRestart: !options.singleSession
      ) { line in console.write(line + "\n") }
    } catch {
      console.error("serve-provider: protocol error: \(error)")
      return ExitCode.failure
    }
    return ExitCode.success
  }
}
