import Contracts
import Support

/// What `check` and `build` (and `signoff`, through them) run: the contracts, the settings,
/// which clauses, how, and what the report records. A command's spec declares the options it
/// offers; one it does not offer keeps its default here.
struct RunOptions: CommandOptions {
  /// PATH…: contract files and folders; empty means the settings' folder, else `contracts`.
  var paths: [String] = []
  /// `--settings FILE`.
  var settingsFile: String?
  /// `--title TEXT` (`build`): replaces the settings' title.
  var title: String?
  var strict = false
  var failFast = false
  var dryRun = false
  var timestamp = false
  /// `--mutation`: also measure the checks' strength against every provider defect.
  var mutation = false
  /// `--rerun-failed FILE`: a previous `--json` report whose failed clauses are run again.
  var rerunFailed: String?
  var contracts: [Glob] = []
  var sections: [Glob] = []
  var clauses: [Glob] = []
  /// Seconds a check may take; nil keeps the runner's default.
  var timeout: Double?
  /// Checks run at once; nil keeps the runner's default (processor count).
  var jobs: Int?
  var maxSize = ContractLoader.defaultSizeLimit
  /// `--provider-command CMD`: run the checks against a provider process.
  var providerCommand: String?
  /// `--release VERSION`: replaces the settings' release.
  var release: String?

  init() {}

  init(_ arguments: ParsedArguments) throws(UsageError) {
    paths = arguments.positionals
    settingsFile = arguments.value("settings")
    title = arguments.value("title")
    strict = arguments.has("strict")
    failFast = arguments.has("fail-fast")
    dryRun = arguments.has("dry-run")
    timestamp = arguments.has("timestamp")
    mutation = arguments.has("mutation")
    rerunFailed = arguments.value("rerun-failed")
    contracts = arguments.globs("contract")
    sections = arguments.globs("section")
    clauses = arguments.globs("clause")
    maxSize = try arguments.byteSize("max-size") ?? ContractLoader.defaultSizeLimit
    timeout = try arguments.seconds("timeout")
    jobs = try arguments.count("jobs")
    providerCommand = arguments.value("provider-command")
    release = arguments.value("release")
  }
}
