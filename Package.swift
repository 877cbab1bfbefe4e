// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Reciplease",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RecipleaseCore", targets: ["RecipleaseCore"]),
        .library(name: "RecipleasePictures", targets: ["RecipleasePictures"]),
        .library(name: "RecipleaseProviders", targets: ["RecipleaseProviders"]),
        .library(name: "RecipleaseServer", targets: ["RecipleaseServer"]),
        .executable(name: "reciplease", targets: ["reciplease"]),
    ],
    dependencies: [
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/vapor/fluent.git", from: "4.13.0"),
        .package(url: "https://github.com/vapor/fluent-sqlite-driver.git", from: "4.9.0"),
        .package(url: "https://github.com/vapor/fluent-postgres-driver.git", from: "2.14.0"),
        .package(url: "https://github.com/vapor/leaf.git", from: "4.5.2"),
        .package(url: "https://github.com/vapor/leaf-kit.git", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
    ],
    targets: [
        // Foundation only: model, parsing, catalog, search. An iOS app could link it unchanged.
        .target(
            name: "RecipleaseCore",
            resources: [.copy("Resources/recipes.jsonld"), .copy("Resources/Foods"), .copy("Resources/Nutrition"), .copy("Resources/Strings")],
            // Optimized in debug builds too: half of the test suite's processor time is spent in
            // the core's readers and parser, which run several times faster optimized, while the
            // core builds in under three minutes either way (docs/testing.md has the figures).
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]
        ),
        // The drawn SVG picture of a recipe that has no photograph; pure Swift over the core.
        .target(name: "RecipleasePictures", dependencies: ["RecipleaseCore"]),
        // Whole collections from other apps (Mealie, Tandoor, Paprika, Nextcloud Cookbook): their
        // archives (zip, gzip) opened and their recipes read into drafts with notes and photos.
        .target(
            name: "RecipleaseMigrate",
            dependencies: ["RecipleaseCore", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        // Remote recipe sources behind one protocol; HTTP through AsyncHTTPClient, no Vapor.
        .target(
            name: "RecipleaseProviders",
            dependencies: [
                "RecipleaseCore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ]
        ),
        // Long synchronous test work on threads of its own, off Swift's shared pool (docs/testing.md).
        .target(name: "RecipleaseTestSupport"),
        // Stub provider servers on 127.0.0.1 with recorded answers, for the tests of providers and server.
        .target(
            name: "RecipleaseProviderStubs",
            dependencies: ["RecipleaseProviders", .product(name: "Vapor", package: "vapor")],
            resources: [.copy("Recordings")]
        ),
        .target(
            name: "RecipleaseServer",
            dependencies: [
                "RecipleaseCore",
                "RecipleaseMigrate",
                "RecipleasePictures",
                "RecipleaseProviders",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Leaf", package: "leaf"),
                .product(name: "LeafKit", package: "leaf-kit"),
                // The guarded HTTP/1.1 front (App/GuardedHTTPServer.swift) builds its own pipeline.
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOExtras", package: "swift-nio-extras"),
            ],
            resources: [.copy("Resources/Views"), .copy("Resources/Public"), .copy("Resources/OpenAPI")]
        ),
        // Scale tools: the recipe generator and the parser's corpus, the search bench with its SQLite comparison.
        .target(
            name: "RecipleaseBench",
            dependencies: ["RecipleaseCore", .product(name: "SQLiteNIO", package: "sqlite-nio")]
        ),
        // Standard input, output and error reopened before `main` when the shell closed them (`>&-`).
        .target(name: "CStandardStreams"),
        // The command definitions; no Vapor import here (ConsoleKit's Option clashes with ArgumentParser's).
        .target(
            name: "RecipleaseCLI",
            dependencies: [
                "CStandardStreams",
                "RecipleaseCore",
                "RecipleaseServer",
                "RecipleaseProviders",
                "RecipleaseMigrate",
                "RecipleaseBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "reciplease", dependencies: ["RecipleaseCLI"]),
        .testTarget(name: "RecipleaseCoreTests", dependencies: ["RecipleaseCore", "RecipleaseTestSupport"], resources: [.copy("Pages")]),
        .testTarget(name: "RecipleasePicturesTests", dependencies: ["RecipleasePictures"]),
        .testTarget(name: "RecipleaseMigrateTests", dependencies: ["RecipleaseMigrate"]),
        .testTarget(
            name: "RecipleaseProvidersTests",
            dependencies: [
                "RecipleaseProviders",
                "RecipleaseProviderStubs",
            ]
        ),
        .testTarget(
            name: "RecipleaseServerTests",
            dependencies: [
                "RecipleaseServer",
                "RecipleaseProviderStubs",
                // The parser's fixed corpus feeds the streaming test of the ingredient API.
                "RecipleaseBench",
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(name: "RecipleaseCLITests", dependencies: ["RecipleaseCLI"]),
        .testTarget(name: "RecipleaseBenchTests", dependencies: ["RecipleaseBench", "RecipleaseTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
