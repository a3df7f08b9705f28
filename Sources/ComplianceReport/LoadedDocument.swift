import Contracts

/// A document read for a run: its model and the fingerprint of its bytes.
public struct LoadedDocument: Sendable {
  public var contract: Contract
  /// Nil when read without input fingerprints (`DocumentSet.map`; lint has no use for them).
  public var input: InputFingerprint?

  public init(contract: Contract, input: InputFingerprint?) {
    self.contract = contract
    self.input = input
  }
}
