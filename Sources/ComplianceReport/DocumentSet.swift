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

  /// Reads every Markdown file named by `paths` (files or directories).
  public static func load(
    _ paths: [String], loader: ContractLoader,
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount
  ) async throws(InputFailures) -> DocumentSet {
    let files: [String]
    do {
      files = try loader.discover(paths)
    } catch {
      throw InputFailures(errors: [error])
    }
    var loaded = [Result<LoadedDocument, InputError>?](repeating: nil, count: files.count)
    await withTaskGroup(of: (Int, Result<LoadedDocument, InputError>).self) { group in
      var next = 0
      func launch() {
        let index = next
        let path = files[index]
        next += 1
        group.addTask { (index, Self.read(path, loader: loader)) }
      }
      while next < files.count, next < max(1, parallelism) { launch() }
      for await (index, result) in group {
        loaded[index] = result
        if next < files.count { launch() }
      }
    }
    var documents: [LoadedDocument] = []
    var errors: [InputError] = []
    for result in loaded {
      switch result {
      case .success(let document): documents.append(document)
      case .failure(let error): errors.append(error)
      case nil: continue
      }
    }
    if !errors.isEmpty { throw InputFailures(errors: errors) }
    return DocumentSet(documents: documents)
  }

  private static func read(_ path: String, loader: ContractLoader) -> Result<
    LoadedDocument, InputError
  > {
    do {
      let bytes = try loader.read(path)
      let contract = try loader.parse(bytes, path: path)
      let input = InputFingerprint(
        path: path, kind: contract.kind.rawValue, sha256: SHA256.hex(bytes: bytes),
        bytes: bytes.count)
      return .success(LoadedDocument(contract: contract, input: input))
    } catch {
      return .failure(error)
    }
  }

  /// Documents that are contracts (run and counted).
  public var contracts: [LoadedDocument] {
    documents.filter { $0.contract.kind == .contract }
  }

  /// The reviewed baseline of a contract: `NAME.reviewed.md` beside it, or a baseline whose
  /// front matter `baseline-of:` names the contract's file.
  public func baseline(of contract: Contract) -> Contract? {
    let file = contract.file
    let stem = file.hasSuffix(".md") ? String(file.dropLast(3)) : file
    let name = file.split(separator: "/").last.map(String.init) ?? file
    return documents.first { document in
      let candidate = document.contract
      guard candidate.kind == .baseline else { return false }
      if candidate.file == stem + ".reviewed.md" { return true }
      if let target = candidate.frontMatter["baseline-of"] {
        return target == name || target == file
      }
      return false
    }?.contract
  }
}
