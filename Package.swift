// swift-tools-version: 6.1
// ManifestMatch: a batch toolchain that turns job feeds and resumes into ranked, explained shortlists.
import PackageDescription

/// The stages, one thin executable each, and the benchmark command.
let stageExecutables = [
    "mm-check", "mm-fetch", "mm-normalize", "mm-resumes", "mm-onet", "mm-enrich", "mm-learn", "mm-score",
    "mm-export", "mm-report", "mm-run", "mm-eval", "mm-bench",
]

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
let crypto = Target.Dependency.product(name: "Crypto", package: "swift-crypto")
let grdb = Target.Dependency.product(name: "GRDB", package: "GRDB.swift")
let yams = Target.Dependency.product(name: "Yams", package: "Yams")
let zipFoundation = Target.Dependency.product(name: "ZIPFoundation", package: "ZIPFoundation")
let nio = ["NIOCore", "NIOPosix", "NIOHTTP1", "NIOConcurrencyHelpers"].map {
    Target.Dependency.product(name: $0, package: "swift-nio")
}

let package = Package(
    name: "ManifestMatch",
    platforms: [.macOS(.v14)],
    products: stageExecutables.map { .executable(name: $0, targets: [$0]) },
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        // TLS settings of mm-fetch (extra trusted roots) and the HTTPS test server; both
        // already come with async-http-client.
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.0"),
        .package(url: "https://github.com/apple/swift-certificates", from: "1.21.0"),
    ],
    targets: [
        // MARK: Foundation: the records and the stage contract (issue 2).
        .target(name: "MatchCore", dependencies: ["CFileCalls", crypto, logging]),
        .target(name: "StageCLI", dependencies: ["MatchCore", argumentParser, logging]),

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
        // fallocate(2) hole punching and sync_file_range(2), which glibc hides from Swift: the spill file
        // gives its space back as it is read; a large output starts going to disk while it is written.
        .systemLibrary(name: "CFileCalls"),
        .target(name: "MarkupParsing", dependencies: ["CLibXML2"]),
        .target(name: "PDFExtraction", dependencies: ["CPoppler"]),

        // MARK: Libraries, one per layer of the pipeline.
        .target(
            name: "JobIngest",
            dependencies: [
                "MatchCore", "MarkupParsing", "CFileCalls", crypto, logging, yams,
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .target(name: "ResumeParsing", dependencies: ["MatchCore", "MarkupParsing", "PDFExtraction", zipFoundation]),
        .target(name: "OnetMapping", dependencies: ["MatchCore", crypto, zipFoundation, yams]),
        .target(name: "ThompsonScoring", dependencies: ["MatchCore", yams]),
        .target(name: "ShortlistStore", dependencies: ["MatchCore", grdb]),
        .target(name: "PipelineRunner", dependencies: ["MatchCore", yams, logging]),
        .target(name: "OfflineEvaluation", dependencies: ["MatchCore", "ThompsonScoring", yams]),

        // MARK: Executables: one thin command per stage.
        .executableTarget(name: "mm-check", dependencies: ["MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-fetch", dependencies: ["JobIngest", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-normalize", dependencies: ["JobIngest", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-resumes", dependencies: ["ResumeParsing", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-onet", dependencies: ["OnetMapping", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-enrich", dependencies: ["OnetMapping", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-learn", dependencies: ["ThompsonScoring", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-score", dependencies: ["ThompsonScoring", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-export", dependencies: ["MatchCore", "StageCLI", "ShortlistStore"]),
        .executableTarget(name: "mm-report", dependencies: ["MatchCore", "StageCLI", "ShortlistStore"]),
        .executableTarget(name: "mm-run", dependencies: ["MatchCore", "StageCLI", "PipelineRunner", logging]),
        .executableTarget(name: "mm-eval", dependencies: ["OfflineEvaluation", "ThompsonScoring", "MatchCore", "StageCLI"]),
        .executableTarget(
            name: "mm-bench",
            dependencies: [
                "MatchCore", "JobIngest", "ResumeParsing", "PDFExtraction", "OnetMapping", "ThompsonScoring",
                "ShortlistStore", "OfflineEvaluation", argumentParser,
            ]
        ),

        // MARK: Tests: one target per library, and StageTests running the built executables.
        .target(name: "TestSupport", path: "Tests/Support"),
        .target(
            name: "IngestTestServer",
            dependencies: nio + [.product(name: "NIOSSL", package: "swift-nio-ssl"), .product(name: "X509", package: "swift-certificates"), crypto],
            path: "Tests/IngestTestServer"
        ),
        .testTarget(
            name: "JobIngestTests",
            dependencies: ["JobIngest", "MatchCore", "MarkupParsing", "TestSupport", "IngestTestServer", logging]
        ),
        .testTarget(name: "MatchCoreTests", dependencies: ["MatchCore", "TestSupport"]),
        .testTarget(name: "StageCLITests", dependencies: ["StageCLI", "MatchCore"]),
        .testTarget(name: "MarkupParsingTests", dependencies: ["MarkupParsing", "TestSupport"]),
        .testTarget(name: "PDFExtractionTests", dependencies: ["PDFExtraction"]),
        .testTarget(name: "ResumeParsingTests", dependencies: ["ResumeParsing", "MatchCore", "PDFExtraction", zipFoundation]),
        .testTarget(name: "OnetMappingTests", dependencies: ["OnetMapping", "MatchCore", "TestSupport"]),
        .testTarget(name: "ThompsonScoringTests", dependencies: ["ThompsonScoring", "MatchCore"]),
        .testTarget(name: "ShortlistStoreTests", dependencies: ["ShortlistStore", "MatchCore", grdb]),
        .testTarget(name: "PipelineRunnerTests", dependencies: ["PipelineRunner", "MatchCore", logging]),
        .testTarget(name: "OfflineEvaluationTests", dependencies: ["OfflineEvaluation", "ThompsonScoring", "MatchCore"]),
        .testTarget(
            name: "StageTests",
            dependencies: stageExecutables.map { Target.Dependency(stringLiteral: $0) }
                + ["MatchCore", "TestSupport", "IngestTestServer", "ShortlistStore", "ThompsonScoring", crypto, grdb]
        ),
    ],
    swiftLanguageModes: [.v6]
)
