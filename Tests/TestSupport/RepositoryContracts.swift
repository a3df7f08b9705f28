import Foundation

/// The repository's `contracts/` folder, copied for a test that runs commands on it.
public enum RepositoryContracts {
  /// The mutants' last run, which `contracts/contract-report.json` names (`sourceMutation`) as a
  /// path beside the contracts; a copy without it would make every build an error.
  static let sourceMutation = "scripts/mutants/last-run.json"

  /// Copies `contracts/` to `folder/contracts`, and the mutants' last run to the same place
  /// relative to it, so the copy builds as the repository does.
  public static func copy(into folder: URL) throws {
    try FileManager.default.copyItem(
      at: ContractReportExecutable.packageRoot.appendingPathComponent("contracts"),
      to: folder.appendingPathComponent("contracts"))
    try copySourceMutation(into: folder)
  }

  /// Copies the mutants' last run to `folder/scripts/mutants/`, where settings in
  /// `folder/SUBFOLDER/contract-report.json` find it.
  public static func copySourceMutation(into folder: URL) throws {
    let manager = FileManager.default
    let mutants = ContractReportExecutable.packageRoot.appendingPathComponent(sourceMutation)
    guard manager.fileExists(atPath: mutants.path) else { return }
    let target = folder.appendingPathComponent(sourceMutation)
    try manager.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try manager.copyItem(at: mutants, to: target)
  }
}
