import TranslationCoverage

extension ComplianceReport {
  /// Adds the translation-coverage section and its gates (`coverage:catalogue`,
  /// `coverage:<locale>`) after the report's own gates.
  public mutating func addCoverage(_ coverage: CoverageReport) {
    self.coverage = coverage
    gates.removeAll { $0.name.hasPrefix("coverage:") }
    gates += coverage.gates.map {
      GateResult(name: $0.name, passed: $0.passed, detail: $0.detail)
    }
  }
}
