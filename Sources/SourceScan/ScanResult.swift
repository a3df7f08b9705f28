import Foundation
import Support

/// Everything one scan of app source found: literal keys and dynamic calls.
public struct ScanResult: Sendable, Hashable {
  /// Literal keys, sorted by key (UTF-8 byte order).
  public var keys: [ScannedKey] {
    didSet { keysAreDistinct = false }
  }
  /// Calls with a non-literal key, sorted by location.
  public var dynamicCalls: [DynamicKeyCall]
  /// How many source files were read.
  public var filesScanned: Int
  /// True when no two keys are equal strings, as the scanner guarantees; `init` only sorts,
  /// and changing `keys` clears it. Not part of the value (`==` ignores it).
  package private(set) var keysAreDistinct = false

  /// Creates a result from its parts; keys and dynamic calls are sorted here.
  public init(keys: [ScannedKey], dynamicCalls: [DynamicKeyCall], filesScanned: Int) {
    self.keys = keys.sorted { UTF8Order.precedes($0.key, $1.key) }
    self.dynamicCalls = dynamicCalls.sorted { $0.location < $1.location }
    self.filesScanned = filesScanned
  }

  /// A result whose keys are already sorted by key (UTF-8 byte order) and distinct, as the
  /// scanner's collector hands them over: the same value as `init`, without copying the keys
  /// into a sorted array.
  init(sortedKeys: [ScannedKey], dynamicCalls: [DynamicKeyCall], filesScanned: Int) {
    self.keys = sortedKeys
    self.dynamicCalls = dynamicCalls.sorted { $0.location < $1.location }
    self.filesScanned = filesScanned
    keysAreDistinct = true
  }

  public static func == (lhs: ScanResult, rhs: ScanResult) -> Bool {
    lhs.keys == rhs.keys && lhs.dynamicCalls == rhs.dynamicCalls
      && lhs.filesScanned == rhs.filesScanned
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(dynamicCalls)
    hasher.combine(filesScanned)
  }

  /// The scanned key with this name, if any call site uses it.
  public subscript(key: String) -> ScannedKey? {
    keys.first { $0.key == key }
  }

  /// Keys whose call sites disagree on the fallback copy.
  public var inconsistentKeys: [ScannedKey] { keys.filter(\.hasInconsistentFallbacks) }
}
