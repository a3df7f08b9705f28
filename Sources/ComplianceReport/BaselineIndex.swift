import Contracts

/// Finds each contract's reviewed baseline among a run's documents in constant time: the
/// first baseline (in path order) that is `NAME.reviewed.md` beside the contract, or whose
/// front matter `baseline-of:` names the contract's file name or path.
///
/// Built once per run; looking the baseline up by scanning every document for every
/// contract made a run quadratic in the number of documents.
public struct BaselineIndex: Sendable {
  private var baselines: [Contract] = []
  /// Baseline position by its own file path.
  private var byFile: [String: Int] = [:]
  /// Baseline position by the `baseline-of:` value it declares (the first one wins).
  private var byTarget: [String: Int] = [:]

  public init(_ documents: DocumentSet) {
    for document in documents.documents where document.contract.kind == .baseline {
      let position = baselines.count
      let contract = document.contract
      baselines.append(contract)
      if byFile[contract.file] == nil { byFile[contract.file] = position }
      if let target = contract.frontMatter["baseline-of"], byTarget[target] == nil {
        byTarget[target] = position
      }
    }
  }

  /// The reviewed baseline of `contract`, if the run has one.
  public func baseline(of contract: Contract) -> Contract? {
    let file = contract.file
    let stem = file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    let name = file.split(separator: "/").last.map(String.init) ?? file
    let candidates = [byFile[stem + ".reviewed.md"], byTarget[name], byTarget[file]]
    return candidates.compactMap { $0 }.min().map { baselines[$0] }
  }
}
