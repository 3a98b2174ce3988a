// swift-tools-version: 6.1
// ManifestMatch: a batch toolchain that turns job feeds and resumes into ranked, explained shortlists.
import PackageDescription

let package = Package(
    name: "ManifestMatch",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mm-check", targets: ["mm-check"]),
        // MARK: Job ingestion products.
        .executable(name: "mm-fetch", targets: ["mm-fetch"]),
        .executable(name: "mm-normalize", targets: ["mm-normalize"]),
        .executable(name: "mm-bench", targets: ["mm-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // MARK: Job ingestion dependencies.
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
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

        // MARK: Job ingestion: sources, fetching, normalization (issue 3).
        .target(
            name: "JobIngest",
            dependencies: [
                "MatchCore",
                "MarkupParsing",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(name: "mm-fetch", dependencies: ["JobIngest", "MatchCore", "StageCLI"]),
        .executableTarget(name: "mm-normalize", dependencies: ["JobIngest", "MatchCore", "StageCLI"]),
        .executableTarget(
            name: "mm-bench",
            dependencies: ["JobIngest", "MatchCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(
            name: "IngestTestServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            path: "Tests/IngestTestServer"
        ),
        .testTarget(
            name: "JobIngestTests",
            dependencies: ["JobIngest", "MatchCore", "MarkupParsing", "TestSupport", "IngestTestServer",
                           .product(name: "Logging", package: "swift-log")]
        ),

        // MARK: Tests.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "MatchCoreTests", dependencies: ["MatchCore", "TestSupport"]),
        .testTarget(name: "StageCLITests", dependencies: ["StageCLI", "MatchCore"]),
        .testTarget(name: "MarkupParsingTests", dependencies: ["MarkupParsing"]),
        .testTarget(name: "PDFExtractionTests", dependencies: ["PDFExtraction"]),
        .testTarget(
            name: "StageTests",
            dependencies: [
                "mm-check", .product(name: "Crypto", package: "swift-crypto"),
                // Job ingestion stages and the local HTTP server their tests start.
                "mm-fetch", "mm-normalize", "mm-bench", "MatchCore", "TestSupport", "IngestTestServer",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
