/// The exit codes every command uses, documented in `--help` and README.
public enum ExitCode {
  /// Everything required held.
  public static let success: Int32 = 0
  /// A clause failed or errored, a lint error or a gate failed.
  public static let failure: Int32 = 1
  /// A usage error or unreadable input.
  public static let usage: Int32 = 2
}
