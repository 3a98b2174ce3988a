// swift-tools-version: 6.1
// ManifestMatch: a batch toolchain that turns job feeds and resumes into ranked, explained shortlists.
import PackageDescription

let package = Package(
    name: "ManifestMatch",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mm-check", targets: ["mm-check"]),
        // MARK: Thompson scoring products.
        .executable(name: "mm-learn", targets: ["mm-learn"]),
        .executable(name: "mm-score", targets: ["mm-score"]),
        .executable(name: "mm-bench", targets: ["mm-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
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
                "mm-check", "mm-learn", "mm-score", "ThompsonScoring", "MatchCore",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
