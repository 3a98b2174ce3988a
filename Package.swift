// swift-tools-version: 6.1
// ManifestMatch: a batch toolchain that turns job feeds and resumes into ranked, explained shortlists.
import PackageDescription

let package = Package(
    name: "ManifestMatch",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "mm-check", targets: ["mm-check"]),
        // MARK: O*NET enrichment (issue 5): products.
        .executable(name: "mm-onet", targets: ["mm-onet"]),
        .executable(name: "mm-enrich", targets: ["mm-enrich"]),
        .executable(name: "mm-bench", targets: ["mm-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.3"..<"5.0.0"),
        // MARK: O*NET enrichment (issue 5): dependencies.
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
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

        // MARK: Tests.
        .target(name: "TestSupport", path: "Tests/Support"),
        .testTarget(name: "MatchCoreTests", dependencies: ["MatchCore", "TestSupport"]),
        .testTarget(name: "StageCLITests", dependencies: ["StageCLI", "MatchCore"]),
        .testTarget(name: "MarkupParsingTests", dependencies: ["MarkupParsing"]),
        .testTarget(name: "PDFExtractionTests", dependencies: ["PDFExtraction"]),
        .testTarget(
            name: "StageTests",
            dependencies: [
                "mm-check", "mm-onet", "mm-enrich", "TestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
