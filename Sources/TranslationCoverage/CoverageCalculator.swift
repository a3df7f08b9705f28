import Foundation
import JSON
import LanguageProvider

/// Measures translation coverage through the language provider's own translate function.
///
/// For each locale a real ``LanguageProvider`` restores that locale, fetches its dictionary
/// from a translation service (a scripted one answering with the file's dictionary, or the
/// live HTTP service) and resolves every catalogue key with its fallback copy through
/// ``LanguageProvider/resolveAll(_:)``, the same code path as `t(KEY, Fallback)` in the app. The
/// tiers are therefore exactly what a driver would see, including any defect of the provider.
/// The figures beside the tiers (empty values, unused keys, …) come from the very dictionary the
/// provider received.
///
/// Locales are measured concurrently, each with its own provider.
public struct CoverageCalculator: Sendable {
  /// Key prefix, source locale, category rules and gates.
  public var settings: CoverageSettings
  /// Provider defects to switch on (mutation testing); empty in normal use.
  public var faults: Set<ProviderFault>
  /// How many locales are measured at once.
  public var parallelism: Int
  /// Whether each locale's figures carry the provider's dictionary version
  /// (``LocaleCoverage/version``). Reading it makes the provider work out its digest (sort,
  /// serialize and hash the whole dictionary), so a caller that shows no version (a site
  /// build) turns it off and the version stays `nil`.
  public var recordsDictionaryVersions: Bool

  /// Creates a calculator.
  public init(
    settings: CoverageSettings = CoverageSettings(), faults: Set<ProviderFault> = [],
    parallelism: Int = ProcessInfo.processInfo.activeProcessorCount,
    recordsDictionaryVersions: Bool = true
  ) {
    self.settings = settings
    self.faults = faults
    self.parallelism = max(1, parallelism)
    self.recordsDictionaryVersions = recordsDictionaryVersions
  }

  /// Coverage of dictionaries already read (from files), keyed by locale code. Each locale's
  /// provider fetches its dictionary from a ``ScriptedTranslationService`` that answers with it
  /// (or with an error envelope when the dictionary failed or is missing).
  public func coverage(
    of catalogue: KeyCatalogue, locales: [CoverageLocale],
    dictionaries: [String: TranslationDictionary]
  ) async -> CoverageReport {
    let service = ScriptedTranslationService()
    await service.respondAutomatically { request in
      guard let dictionary = dictionaries[request.code], !dictionary.isFailed else {
        return .errorEnvelope([])
      }
      return .table(dictionary.table)
    }
    return await measure(
      catalogue, locales: locales, project: "coverage", live: false, service: { _ in service })
  }

  /// ``coverage(of:locales:dictionaries:)`` with each locale's dictionary read by `load` inside
  /// that locale's own measurement and released with it, so about ``parallelism`` dictionaries
  /// are held at once instead of all of them. The report is the one
  /// ``coverage(of:locales:dictionaries:)`` gives for the dictionaries `load` returns (a request
  /// for another measured locale's code is answered with that locale's dictionary, any other
  /// code with an error envelope). When `load` fails for any locale, the failure of the first
  /// such locale in `locales` order is thrown instead of a report.
  public func coverage(
    of catalogue: KeyCatalogue, locales: [CoverageLocale],
    loadingDictionaries load:
      @escaping @Sendable (String) -> Result<
        TranslationDictionary, JSONFileError
      >
  ) async throws(JSONFileError) -> CoverageReport {
    let codes = Set(locales.map(\.code))
    let measured = await measure(
      catalogue, locales: locales, project: "coverage", live: false, keepingTexts: false
    ) { locale in
      await Self.scriptedService(for: locale, codes: codes, load: load)
    }
    return try measured.get().0
  }

  /// A service answering `locale`'s provider with the dictionary `load` reads for it (read
  /// once, here), any other measured locale's with its own, and any other code with an error
  /// envelope; the failure to read `locale`'s own dictionary instead of a service.
  private static func scriptedService(
    for locale: CoverageLocale, codes: Set<String>,
    load: @escaping @Sendable (String) -> Result<TranslationDictionary, JSONFileError>
  ) async -> Result<any TranslationService, JSONFileError> {
    let own: TranslationDictionary
    switch load(locale.code) {
    case .success(let dictionary): own = dictionary
    case .failure(let error): return .failure(error)
    }
    let service = ScriptedTranslationService()
    await service.respondAutomatically { request in
      let dictionary: TranslationDictionary?
      if request.code == locale.code {
        dictionary = own
      } else if codes.contains(request.code) {
        dictionary = try? load(request.code).get()
      } else {
        dictionary = nil
      }
      guard let dictionary, !dictionary.isFailed else { return .errorEnvelope([]) }
      return .table(dictionary.table)
    }
    return .success(service)
  }

  /// ``coverage(of:locales:loadingDictionaries:)`` together with the copy behind it, for a
  /// translator export: the same report, and the text the provider resolved for every key each
  /// locale translated. Holds every locale's translations until it returns; only for an export.
  public func coverageWithTexts(
    of catalogue: KeyCatalogue, locales: [CoverageLocale],
    loadingDictionaries load:
      @escaping @Sendable (String) -> Result<
        TranslationDictionary, JSONFileError
      >
  ) async throws(JSONFileError) -> (CoverageReport, CoverageTexts) {
    let codes = Set(locales.map(\.code))
    let measured = await measure(
      catalogue, locales: locales, project: "coverage", live: false, keepingTexts: true
    ) { locale in
      await Self.scriptedService(for: locale, codes: codes, load: load)
    }
    let (report, texts) = try measured.get()
    return (report, texts!)
  }

  /// Coverage with each locale's dictionary fetched by its provider from `service` (the live
  /// translations service) for `project`.
  public func coverage(
    of catalogue: KeyCatalogue, locales: [CoverageLocale], service: any TranslationService,
    project: String
  ) async -> CoverageReport {
    await measure(catalogue, locales: locales, project: project, live: true) { _ in service }
  }

  private func measure(
    _ catalogue: KeyCatalogue, locales: [CoverageLocale], project: String, live: Bool,
    service: @escaping @Sendable (CoverageLocale) async -> any TranslationService
  ) async -> CoverageReport {
    let measured = await measure(
      catalogue, locales: locales, project: project, live: live, keepingTexts: false
    ) { locale -> Result<any TranslationService, Never> in
      .success(await service(locale))
    }
    return measured.get().0
  }

  /// Measures every locale, each with the service `service` gives for it; the first locale in
  /// order whose service cannot be had fails the whole report. With `keepingTexts` (never for
  /// a live service) the translations each provider resolved come back beside the report.
  private func measure<Failure: Error>(
    _ catalogue: KeyCatalogue, locales: [CoverageLocale], project: String, live: Bool,
    keepingTexts: Bool,
    service: @escaping @Sendable (CoverageLocale) async -> Result<any TranslationService, Failure>
  ) async -> Result<(CoverageReport, CoverageTexts?), Failure> {
    precondition(!(live && keepingTexts), "texts from a live service never leave a measurement")
    // The catalogue's copy rules do not depend on any locale or the plan: check them beside
    // the plan and the locales instead of after them (started after the plan, they left a
    // core idle while the plan was made).
    async let catalogueFindings = CopyRules.check(catalogue)
    let plan = CataloguePlan(
      catalogue: catalogue, rules: settings.categoryRules, keyPrefix: settings.keyPrefix)
    typealias Measured = Result<(LocaleCoverage, [UInt8], [String?]?), Failure>
    var results = [Measured?](repeating: nil, count: locales.count)
    await withTaskGroup(of: (Int, Measured).self) { group in
      var next = 0
      func launch() {
        let index = next
        let locale = locales[index]
        next += 1
        group.addTask {
          switch await service(locale) {
          case .success(let service):
            let measured = await measure(
              locale, plan: plan, service: service, project: project, keepingTexts: keepingTexts)
            return (index, .success(measured))
          case .failure(let error):
            return (index, .failure(error))
          }
        }
      }
      while next < locales.count, next < parallelism { launch() }
      for await (index, measured) in group {
        results[index] = measured
        if next < locales.count { launch() }
      }
    }
    var matrix = TierMatrix(keys: plan.keys)
    var figures: [LocaleCoverage] = []
    var texts = keepingTexts ? CoverageTexts(plan: plan, catalogue: catalogue) : nil
    for result in results {
      switch result {
      case .success(let (coverage, column, translations))?:
        matrix.append(locale: coverage.code, column: column)
        figures.append(coverage)
        if let translations { texts?.add(locale: coverage.code, translations: translations) }
      case .failure(let error)?:
        return .failure(error)
      case nil:
        continue
      }
    }
    let criticalWithoutFallback = catalogue.entries.filter { entry in
      entry.isCritical(using: settings.categoryRules) && (entry.fallback ?? "").isEmpty
    }.map(\.key)
    let copyFindings = await catalogueFindings
    let gate = settings.gates.catalogue
    var problems: [String] = []
    if criticalWithoutFallback.count > gate.maximumCriticalWithoutFallback {
      problems.append(
        "\(criticalWithoutFallback.count) critical key(s) without fallback copy "
          + "(at most \(gate.maximumCriticalWithoutFallback)): "
          + Self.list(criticalWithoutFallback))
    }
    if copyFindings.count > gate.maximumCopyFindings {
      problems.append(
        "\(copyFindings.count) copy-rule finding(s) (at most \(gate.maximumCopyFindings)): "
          + Self.list(copyFindings.map(\.description)))
    }
    let catalogueResult = CoverageGateResult(
      name: "coverage:catalogue", passed: problems.isEmpty,
      detail: problems.isEmpty
        ? "\(plan.keys.count) keys; every critical key has fallback copy; no copy-rule finding"
        : problems.joined(separator: "; "))
    let report = CoverageReport(
      keyPrefix: settings.keyPrefix, sourceLocale: settings.sourceLocale, live: live,
      keyCount: plan.keys.count, criticalWithoutFallback: criticalWithoutFallback,
      copyFindings: copyFindings,
      inconsistentFallbacks: catalogue.entries.filter(\.hasInconsistentFallbacks).map(\.key),
      dynamicCalls: catalogue.dynamicCalls, locales: figures, matrix: matrix,
      catalogueGate: gate, gates: [catalogueResult] + figures.map(\.gateResult))
    return .success((report, texts))
  }

  /// One locale: a provider of its own restores the locale, fetches the dictionary and
  /// resolves every key.
  private func measure(
    _ locale: CoverageLocale, plan: CataloguePlan, service: any TranslationService,
    project: String, keepingTexts: Bool
  ) async -> (LocaleCoverage, [UInt8], [String?]?) {
    let recorder = RecordingTranslationService(service)
    let namespace = LanguageNamespace(project: project, account: "coverage")
    let record = locale.record
    let provider = LanguageProvider(
      namespace: namespace, store: ScriptedLanguageStore(records: [namespace: record]),
      service: recorder,
      settings: ProviderSettings(
        keyPrefix: settings.keyPrefix, defaultLanguage: .configured(record),
        bootstrapCode: locale.code, keyCategories: plan.keyCategories),
      faults: faults)
    await provider.start()
    let settled = await provider.waitUntil { snapshot in
      let state = snapshot.state
      return state.awaiting.isEmpty
        && (state.dictionaryStatus == .loaded || state.dictionaryStatus == .failed)
    }
    let resolutions = await provider.resolveAll(plan.requests)
    await provider.close()
    let fetch = await recorder.fetched[locale.code]
    let (coverage, column) = LocaleAnalysis(
      locale: locale, plan: plan, isSource: locale.code == settings.sourceLocale,
      gate: settings.gates.gate(for: locale.code),
      recordsVersion: recordsDictionaryVersions
    ).analyse(resolutions: resolutions, state: settled.state, fetch: fetch)
    let texts = keepingTexts ? resolutions.map { $0.tier.isTranslated ? $0.text : nil } : nil
    return (coverage, column, texts)
  }

  /// Up to five names, then "and N more".
  static func list(_ names: [String]) -> String {
    let shown = names.prefix(5).joined(separator: ", ")
    return names.count > 5 ? shown + " and \(names.count - 5) more" : shown
  }
}
