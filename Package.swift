// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "contract-report",
  platforms: [.macOS(.v15)],
  products: [
    .executable(name: "contract-report", targets: ["contract-report"]),
    .library(name: "ContractReportCLI", targets: ["ContractReportCLI"]),
  ],
  targets: [
    .systemLibrary(
      name: "Ccmark",
      pkgConfig: "libcmark",
      providers: [.apt(["libcmark-dev"])]
    ),
    .target(name: "Support"),
    .target(name: "ContractMarkdown", dependencies: ["Ccmark", "Support"]),
    .target(name: "JSON", dependencies: ["Support"]),
    .target(name: "SourceScan", dependencies: ["Support"]),
    .target(name: "Templates", dependencies: ["Support"]),
    .systemLibrary(
      name: "Cnettle",
      pkgConfig: "nettle",
      providers: [.apt(["nettle-dev"])]
    ),
    .target(name: "Digest", dependencies: ["Cnettle"]),
    .target(name: "Contracts", dependencies: ["ContractMarkdown", "Digest", "Support"]),
    .target(name: "CHTTPClient"),
    .target(
      name: "LanguageProvider", dependencies: ["Digest", "CHTTPClient", "Support", "JSON"]),
    .target(name: "Verification", dependencies: ["Contracts", "Support"]),
    .target(name: "CommandFixtures", dependencies: ["Verification"]),
    .target(
      name: "ProviderProtocol",
      dependencies: ["LanguageProvider", "Verification", "Digest", "JSON", "Support"]),
    .target(
      name: "DriverAppContract",
      dependencies: [
        "Verification", "LanguageProvider", "ProviderProtocol", "TranslationCoverage", "RTLReview",
        "JSON",
      ]),
    .target(
      name: "LanguageExamples",
      dependencies: ["Verification", "LanguageProvider", "ProviderProtocol", "JSON"]),
    .target(
      name: "TranslationCoverage",
      dependencies: ["LanguageProvider", "SourceScan", "JSON", "Support"]),
    .target(name: "RTLReview", dependencies: ["Contracts"]),
    .target(
      name: "ComplianceReport",
      dependencies: [
        "Contracts", "Verification", "TranslationCoverage", "JSON", "RTLReview", "Support",
      ]
    ),
    .target(name: "CIOutput", dependencies: ["ComplianceReport"]),
    .target(
      name: "TranslationExport",
      dependencies: ["TranslationCoverage", "SourceScan", "LanguageProvider", "CIOutput"]),
    .target(
      name: "ComplianceSite",
      dependencies: [
        "ComplianceReport", "ContractMarkdown", "Contracts", "TranslationCoverage", "SourceScan",
        "RTLReview", "LanguageProvider", "Support", "Templates", "JSON",
      ]),
    .target(
      name: "ContractReportCLI",
      dependencies: [
        "ContractMarkdown", "Contracts", "LanguageProvider", "Verification", "DriverAppContract",
        "TranslationCoverage", "SourceScan", "TranslationExport", "RTLReview", "ComplianceReport",
        "CIOutput", "ComplianceSite", "ProviderProtocol", "LanguageExamples", "Support", "JSON",
        "CommandFixtures", "Templates",
      ]
    ),
    // The executable allocates through tcmalloc (Debian's libgoogle-perftools-dev) instead of
    // glibc's malloc: `build` of the benchmark corpus makes millions of small Swift
    // allocations from two threads, and glibc spent about a tenth of its CPU in malloc, free
    // and heap growth (scripts/benchmark/notes.md, round 9).
    .executableTarget(
      name: "contract-report", dependencies: ["ContractReportCLI"],
      linkerSettings: [.linkedLibrary("tcmalloc_minimal", .when(platforms: [.linux]))]),

    .testTarget(
      name: "ContractMarkdownTests", dependencies: ["ContractMarkdown", "TestSupport"],
      exclude: ["Corpus"]),
    .testTarget(name: "DigestTests", dependencies: ["Digest"]),
    .testTarget(name: "SupportTests", dependencies: ["Support"]),
    .testTarget(name: "JSONTests", dependencies: ["JSON"]),
    .testTarget(name: "SourceScanTests", dependencies: ["SourceScan"]),
    .testTarget(name: "TemplatesTests", dependencies: ["Templates", "TestSupport"]),
    .testTarget(name: "ContractsTests", dependencies: ["Contracts", "TestSupport"]),
    .target(name: "TestSupport", dependencies: ["ProviderProtocol"], path: "Tests/TestSupport"),
    .testTarget(name: "LanguageProviderTests", dependencies: ["LanguageProvider", "TestSupport"]),
    .testTarget(
      name: "ProviderProtocolTests",
      dependencies: ["ProviderProtocol", "LanguageProvider", "Verification", "JSON"]),
    .testTarget(
      name: "VerificationTests", dependencies: ["Verification", "Support", "TestSupport"]),
    .testTarget(
      name: "CommandFixturesTests",
      dependencies: ["CommandFixtures", "Verification", "Contracts", "TestSupport"]),
    .testTarget(name: "DriverAppContractTests", dependencies: ["DriverAppContract", "Contracts"]),
    .testTarget(name: "LanguageExamplesTests", dependencies: ["LanguageExamples", "Contracts"]),
    .testTarget(
      name: "TranslationCoverageTests",
      dependencies: [
        "TranslationCoverage", "SourceScan", "JSON", "LanguageProvider", "Support", "TestSupport",
      ]),
    .testTarget(
      name: "TranslationExportTests",
      dependencies: ["TranslationExport", "TranslationCoverage", "SourceScan", "LanguageProvider"]),
    .testTarget(name: "RTLReviewTests", dependencies: ["RTLReview"]),
    .testTarget(name: "ComplianceReportTests", dependencies: ["ComplianceReport", "Support"]),
    .testTarget(name: "CIOutputTests", dependencies: ["CIOutput", "TestSupport"]),
    .testTarget(
      name: "ComplianceSiteTests",
      dependencies: [
        "ComplianceSite", "ComplianceReport", "TranslationCoverage", "SourceScan", "RTLReview",
        "LanguageProvider", "TestSupport", "Templates",
      ]),
    .testTarget(
      name: "ContractReportCLITests",
      dependencies: ["ContractReportCLI", "SourceScan", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["ContractReportCLI", "ProviderProtocol", "JSON", "TestSupport"]),
    .testTarget(
      name: "HardeningTests",
      dependencies: [
        "ContractMarkdown", "Contracts", "ComplianceSite", "TranslationCoverage", "SourceScan",
        "JSON", "RTLReview", "ComplianceReport", "LanguageProvider", "ContractReportCLI",
        "TestSupport", "Templates",
      ],
      exclude: ["Regressions"]),
  ],
  swiftLanguageModes: [.v6]
)
