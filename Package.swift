// swift-tools-version: 6.1
// ManifestMatch: a batch toolchain that turns job feeds and resumes into ranked, explained shortlists.
import PackageDescription

let package = Package(
    name: "ManifestMatch",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mm-check", targets: ["mm-check"]),
        // MARK: Export, reports and the pipeline runner (issue 7).
        .executable(name: "mm-export", targets: ["mm-export"]),
        .executable(name: "mm-report", targets: ["mm-report"]),
        .executable(name: "mm-run", targets: ["mm-run"]),
        .executable(name: "mm-bench", targets: ["mm-bench"]),
        // MARK: Offline evaluation (issue 8).
        .executable(name: "mm-eval", targets: ["mm-eval"]),
        // MARK: Resume parsing (issue 4): products.
        .executable(name: "mm-resumes", targets: ["mm-resumes"]),
        // MARK: O*NET enrichment (issue 5): products.
        .executable(name: "mm-onet", targets: ["mm-onet"]),
        .executable(name: "mm-enrich", targets: ["mm-enrich"]),
        // MARK: Thompson scoring products.
        .executable(name: "mm-learn", targets: ["mm-learn"]),
        .executable(name: "mm-score", targets: ["mm-score"]),
        .executable(name: "mm-bench", targets: ["mm-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // MARK: Export, reports and the pipeline runner (issue 7).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        // MARK: Resume parsing (issue 4): DOCX is a ZIP archive.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // MARK: O*NET enrichment (issue 5): dependencies.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        // MARK: Thompson scoring dependencies.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    ],
    targets: [
        // MARK: Foundation: the records and the stage contract.
        .target(
            name: "MatchCore",
            dependencies: [
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "StageCLI",
            dependencies: [
                "MatchCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // MARK: System libraries and their Swift wrappers.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CPoppler",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),
        .target(name: "MarkupParsing", dependencies: ["CLibXML2"]),
        .target(name: "PDFExtraction", dependencies: ["CPoppler"]),

        // MARK: Executables: one thin command per stage.
        .executableTarget(name: "mm-check", dependencies: ["MatchCore", "StageCLI"]),

        // MARK: Export, reports and the pipeline runner (issue 7).
        .target(
            name: "ShortlistStore",
            dependencies: ["MatchCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .target(
            name: "PipelineRunner",
            dependencies: [
                "MatchCore",
                .product(name: "Yams", package: "Yams"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "mm-export", dependencies: ["MatchCore", "StageCLI", "ShortlistStore"]),
        .executableTarget(name: "mm-report", dependencies: ["MatchCore", "StageCLI", "ShortlistStore"]),
        .executableTarget(
            name: "mm-run",
            dependencies: ["MatchCore", "StageCLI", "PipelineRunner", .product(name: "Logging", package: "swift-log")]
        ),
        .executableTarget(
            name: "mm-bench",
            dependencies: ["MatchCore", "ShortlistStore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(
            name: "ShortlistStoreTests",
            dependencies: ["ShortlistStore", "MatchCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(
            name: "PipelineRunnerTests",
            dependencies: ["PipelineRunner", "MatchCore", .product(name: "Logging", package: "swift-log")]
        ),
        // MARK: Offline evaluation (issue 8): ranking metrics, off-policy estimates, mm-eval.
        .target(name: "OfflineEvaluation", dependencies: ["MatchCore"]),
        .executableTarget(name: "mm-eval", dependencies: ["OfflineEvaluation", "MatchCore", "StageCLI"]),
        .testTarget(name: "OfflineEvaluationTests", dependencies: ["OfflineEvaluation", "MatchCore"]),
        // MARK: Resume parsing (issue 4): library, stage, benchmark.
        .target(
            name: "ResumeParsing",
            dependencies: [
                "MatchCore", "MarkupParsing", "PDFExtraction",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .executableTarget(name: "mm-resumes", dependencies: ["ResumeParsing", "MatchCore", "StageCLI"]),
        .executableTarget(
            name: "mm-bench",
            dependencies: [
                "ResumeParsing", "MatchCore", "PDFExtraction",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ResumeParsingTests",
            dependencies: ["ResumeParsing", "MatchCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        // MARK: O*NET enrichment (issue 5): library, executables, tests.
        .target(
            name: "OnetMapping",
            dependencies: [
                "MatchCore",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "mm-onet", dependencies: ["OnetMapping", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-enrich", dependencies: ["OnetMapping", "MatchCore", "StageCLI"]),
        .executableTarget(
            name: "mm-bench",
            dependencies: ["OnetMapping", "MatchCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "OnetMappingTests", dependencies: ["OnetMapping", "MatchCore", "TestSupport"]),
        // MARK: Thompson scoring: posteriors, learning, features, bulk scoring, benchmark.
        .target(
            name: "ThompsonScoring",
            dependencies: ["MatchCore", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(name: "mm-learn", dependencies: ["ThompsonScoring", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-score", dependencies: ["ThompsonScoring", "MatchCore", "StageCLI"]),
        .executableTarget(
            name: "mm-bench",
            dependencies: [
                "ThompsonScoring", "MatchCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ThompsonScoringTests", dependencies: ["ThompsonScoring", "MatchCore"]),

        // MARK: Tests.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "MatchCoreTests", dependencies: ["MatchCore", "TestSupport"]),
        .testTarget(name: "StageCLITests", dependencies: ["StageCLI", "MatchCore"]),
        .testTarget(name: "MarkupParsingTests", dependencies: ["MarkupParsing"]),
        .testTarget(name: "PDFExtractionTests", dependencies: ["PDFExtraction"]),
        .testTarget(
            name: "StageTests",
            dependencies: [
                "mm-check", "MatchCore", "TestSupport",
                "mm-export", "mm-report", "mm-run", "ShortlistStore",
                "mm-eval",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
            dependencies: ["mm-check", "mm-resumes", .product(name: "Crypto", package: "swift-crypto")]
                "mm-check", "mm-onet", "mm-enrich", "TestSupport",
                "mm-check", "mm-learn", "mm-score", "ThompsonScoring", "MatchCore",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
