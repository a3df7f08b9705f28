import Foundation
import Support

/// Extracts product keys from app source the way i18next-parser and xgettext do.
///
/// It finds calls of the configured function names (`t('KEY')`, `t('KEY', 'Fallback')`,
/// member calls such as `i18n.t(…)`) in JavaScript, TypeScript, JSX and Swift files, with
/// single-, double- and back-quoted literals, escaped quotes and calls across line breaks.
/// Calls whose key is not a literal go to a separate dynamic bucket. Comments, strings, regex
/// literals and JSX text are not code, so `t(` inside them is not a call.
///
/// The scanner works on UTF-8 bytes and builds strings only for the keys and fallbacks it
/// finds, so it keeps pace with `grep` over large trees.
public struct SourceScanner: Sendable {
  /// The translation function names used when none are configured: `["t"]`.
  public static let defaultFunctionNames = ["t"]
  /// The file extensions scanned when none are configured.
  public static let defaultFileExtensions: Set<String> = ["js", "jsx", "ts", "tsx", "swift"]
  /// Directory names never entered: dependency, VCS and build folders.
  public static let defaultSkippedDirectories: Set<String> = ["node_modules", ".git", ".build"]

  /// Function names whose calls carry a key. A dotted name (`i18n.t`) counts by its last part;
  /// member calls of any receiver match, identifiers that merely end in a name do not.
  public var functionNames: [String]
  /// File extensions (without the dot) that are read; others are ignored.
  public var fileExtensions: Set<String>
  /// Directory names that are skipped wherever they appear.
  public var skippedDirectories: Set<String>

  /// Creates a scanner; the defaults match a React Native app using `t(…)`.
  public init(
    functionNames: [String] = SourceScanner.defaultFunctionNames,
    fileExtensions: Set<String> = SourceScanner.defaultFileExtensions,
    skippedDirectories: Set<String> = SourceScanner.defaultSkippedDirectories
  ) {
    self.functionNames = functionNames
    self.fileExtensions = fileExtensions
    self.skippedDirectories = skippedDirectories
  }

  /// Scans files and directories (recursively, in a deterministic order).
  ///
  /// - Parameters:
  ///   - paths: source files or directories.
  ///   - base: when given, locations show paths relative to it (usually the repository root),
  ///     so the catalogue is the same on every machine.
  public func scan(_ paths: [URL], relativeTo base: URL? = nil) throws(SourceScanError)
    -> ScanResult
  {
    try scan(
      files: try sourceFilePaths(in: paths), relativeTo: base.map { $0.standardizedFileURL.path },
      parallelism: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Scans the files at `files` (in this order) on up to `parallelism` threads; the first
  /// file in that order that cannot be read is the error.
  func scan(files: [String], relativeTo basePath: String?, parallelism: Int)
    throws(SourceScanError) -> ScanResult
  {
    let names = nameBytes
    // Runs of consecutive files are read, lexed and tallied on all cores; the runs then merge
    // in path order, so the result does not depend on which thread read what.
    let runs = ChunkedMap.mapChunks(
      count: files.count, minimumChunk: 16, parallelism: parallelism
    ) { range -> ScanRun in
      let reader = SourceFileReader()
      // Room for four keys a file before the key table has to grow.
      var collector = HitCollector(expectedKeys: range.count * 4)
      for path in files[range] {
        let dialect = Self.dialect(forExtension: Self.pathExtension(of: path))
        let scan = reader.withContents(ofFile: path) {
          FileScan(bytes: $0, dialect: dialect, names: names)
        }
        guard let scan else { return ScanRun(unreadable: path) }
        guard !scan.hits.isEmpty else { continue }
        collector.add(scan, file: Self.displayPath(path, base: basePath))
      }
      return collector.finish()
    }
    if let path = runs.lazy.compactMap(\.unreadablePath).first {
      throw .unreadable(path: path, reason: FileSystemReason.whyUnreadable(path))
    }
    // The runs are handed over, not copied, so the merge moves their keys.
    let merged = ScanRun.merged(consume runs)
    return ScanResult(
      sortedKeys: merged.keys, dynamicCalls: merged.dynamicCalls, filesScanned: files.count)
  }

  /// Scans one in-memory source text as if it were the file named `file` (the extension
  /// picks the language; anything unknown is read as JavaScript with JSX).
  public func scan(source: String, file: String) -> ScanResult {
    let bytes = Array(source.utf8)
    let dialect = Self.dialect(forExtension: Self.pathExtension(of: file))
    let scan = bytes.withUnsafeBufferPointer {
      FileScan(bytes: $0, dialect: dialect, names: nameBytes)
    }
    var collector = HitCollector()
    collector.add(scan, file: file)
    let merged = ScanRun.merged([collector.finish()])
    return ScanResult(sortedKeys: merged.keys, dynamicCalls: merged.dynamicCalls, filesScanned: 1)
  }

  /// The source files under `paths`, directories walked depth-first in byte order of names;
  /// explicit file arguments are kept even when their extension is not configured.
  public func sourceFiles(in paths: [URL]) throws(SourceScanError) -> [URL] {
    try sourceFilePaths(in: paths).map { URL(fileURLWithPath: $0) }
  }

  private func sourceFilePaths(in paths: [URL]) throws(SourceScanError) -> [String] {
    let walker = DirectoryWalker(
      fileExtensions: fileExtensions, skippedDirectories: skippedDirectories)
    var files: [String] = []
    for root in paths {
      var path = root.standardizedFileURL.path
      while path.count > 1, path.hasSuffix("/") { path.removeLast() }
      switch DirectoryWalker.kind(atPath: path, followLinks: true) {
      case .file:
        files.append(path)
      case .directory:
        guard let found = walker.files(under: path) else {
          throw .unreadable(path: path, reason: FileSystemReason.whyUnlistable(path))
        }
        files += found
      case .special, .other:
        throw .unreadable(path: path, reason: FileSystemReason.whyUnreadable(path))
      }
    }
    return files
  }

  private var nameBytes: [[UInt8]] {
    functionNames.map { name in
      Array((name.split(separator: ".").last.map(String.init) ?? name).utf8)
    }
  }

  static func dialect(forExtension fileExtension: String) -> CallLexer.Dialect {
    switch fileExtension.lowercased() {
    case "swift": .swift
    case "ts", "mts", "cts": .javaScript(jsx: false)
    default: .javaScript(jsx: true)
    }
  }

  static func pathExtension(of path: String) -> String {
    guard let dot = path.utf8.lastIndex(of: UInt8(ascii: ".")),
      !path.utf8[dot...].contains(UInt8(ascii: "/"))
    else { return "" }
    return String(path[path.index(after: dot)...])
  }

  static func displayPath(_ path: String, base: String?) -> String {
    guard let base, !base.isEmpty else { return path }
    let prefix = base.hasSuffix("/") ? base : base + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
