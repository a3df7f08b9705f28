import ContractMarkdown
import Contracts
import Digest
import Foundation

/// The Markdown documents of a run, read in parallel and kept in path order, each with the
/// SHA-256 of its bytes. Unreadable input is collected, never skipped.
public struct DocumentSet: Sendable {
  public var documents: [LoadedDocument]

  public init(documents: [LoadedDocument]) {
    self.documents = documents
  }

  /// Reads every Markdown file named by `paths` (files or directories), each with the
  /// fingerprint of its bytes.
  public static func load(
    _ paths: [String], loader: ContractLoader,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) async throws(InputFailure) -> DocumentSet {
    let documents = try await map(paths, loader: loader, parallelism: parallelism) { $0 }
    return DocumentSet(documents: documents)
  }

  /// Reads every Markdown file named by `paths` and hands each document to `transform` on the
  /// worker that parsed it, returning the results in path order. A command that needs only
  /// something of each document (lint: its findings) never holds every model at once. With
  /// `fingerprintingInputs` false the documents' bytes are not hashed and `input` is nil.
  public static func map<Result: Sendable>(
    _ paths: [String], loader: ContractLoader,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    fingerprintingInputs: Bool = true,
    transform: @escaping @Sendable (LoadedDocument) -> Result
  ) async throws(InputFailure) -> [Result] {
    let files: [String]
    do {
      files = try loader.discover(paths)
    } catch {
      throw InputFailure(error)
    }
    var loaded = [Swift.Result<Result, InputError>?](repeating: nil, count: files.count)
    await withTaskGroup(of: (Int, Swift.Result<Result, InputError>).self) { group in
      var next = 0
      func launch() {
        let index = next
        let path = files[index]
        next += 1
        group.addTask {
          (
            index,
            Self.read(path, loader: loader, fingerprinting: fingerprintingInputs).map(transform)
          )
        }
      }
      while next < files.count, next < max(1, parallelism) { launch() }
      for await (index, result) in group {
        loaded[index] = result
        if next < files.count { launch() }
      }
    }
    var results: [Result] = []
    var errors: [InputError] = []
    for result in loaded {
      switch result {
      case .success(let value): results.append(value)
      case .failure(let error): errors.append(error)
      case nil: continue
      }
    }
    if !errors.isEmpty { throw InputFailure(errors) }
    return results
  }

  private static func read(_ path: String, loader: ContractLoader, fingerprinting: Bool)
    -> Result<LoadedDocument, InputError>
  {
    do {
      let bytes = try loader.read(path)
      let contract = try loader.parse(bytes, path: path)
      let input =
        fingerprinting
        ? InputFingerprint(
          path: path, kind: contract.kind.rawValue, sha256: SHA256.hex(bytes: bytes),
          bytes: bytes.count) : nil
      return .success(LoadedDocument(contract: contract, input: input))
    } catch {
      return .failure(error)
    }
  }

  /// Documents that are contracts (run and counted).
  public var contracts: [LoadedDocument] {
    documents.filter { $0.contract.kind == .contract }
  }
}
