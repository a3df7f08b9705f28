/// Options several commands take, declared once so their help reads the same everywhere.
extension OptionSpec {
  /// `--settings FILE` of `check`, `build`, `lint` and `fixtures`.
  static let settings = OptionSpec(
    "settings", value: "FILE",
    help: "Read these settings (title, coverage) instead of PATH/contract-report.json.")

  /// `--strict` of `check` and `build`.
  static let strict = OptionSpec(
    "strict",
    help: "Also fail on unbound and orphaned clauses and on contracts without a baseline.")

  /// `--timeout SECONDS` of `check` and `build`.
  static let timeout = OptionSpec(
    "timeout", value: "SECONDS", help: "Time a check may take (default 10).")

  /// `--jobs N` of `check` and `build`.
  static let jobs = OptionSpec(
    "jobs", value: "N", help: "Checks run at once (default: processor count).")

  /// `--max-size BYTES` of every command that reads contracts.
  static let maxSize = OptionSpec(
    "max-size", value: "BYTES",
    help: "Refuse files larger than this: bytes, or K, M or G (default 8M, 8388608 bytes).")

  /// `--release V` of `check`, `build` and `signoff`: the release readiness is judged for.
  static let release = OptionSpec(
    "release", value: "VERSION",
    help: "Judge readiness for this release (default: settings 'release').")
}
