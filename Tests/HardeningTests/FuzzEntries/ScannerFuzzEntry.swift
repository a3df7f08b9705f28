@testable import SourceScan

/// Fuzz entry for the source scanner: the call lexer over raw bytes in every dialect, then
/// the public scan of the same text as Swift, TypeScript and JSX. Shared by
/// `Fuzz/scanner/main.swift` (libFuzzer) and the regression replay in `swift test`.
enum ScannerFuzzEntry {
  static let scanner = SourceScanner(functionNames: ["t", "i18n.t"])

  static func run(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      for dialect in [CallLexer.Dialect.swift, .javaScript(jsx: false), .javaScript(jsx: true)] {
        var lexer = CallLexer(bytes: buffer, dialect: dialect, functionNames: [Array("t".utf8)])
        _ = lexer.run()
      }
    }
    let text = String(decoding: bytes, as: UTF8.self)
    for file in ["Fuzz.swift", "Fuzz.ts", "Fuzz.jsx"] {
      _ = scanner.scan(source: text, file: file)
    }
  }
}
