// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Reciplease",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "RecipleaseCore", targets: ["RecipleaseCore"]),
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
        .package(url: "https://github.com/vapor/sqlite-nio.git", from: "1.13.2"),
    ],
    targets: [
        // Foundation only: model, parsing, catalog, search. An iOS app could link it unchanged.
        .target(
            name: "RecipleaseCore",
            resources: [.copy("Resources/recipes.jsonld"), .copy("Resources/Foods")]
        ),
        .target(
            name: "RecipleaseServer",
            dependencies: [
                "RecipleaseCore",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "Fluent", package: "fluent"),
                .product(name: "FluentSQLiteDriver", package: "fluent-sqlite-driver"),
                .product(name: "FluentPostgresDriver", package: "fluent-postgres-driver"),
                .product(name: "Leaf", package: "leaf"),
                .product(name: "LeafKit", package: "leaf-kit"),
            ],
            resources: [.copy("Resources/Views"), .copy("Resources/Public")]
        ),
        // Scale tools: the generated library and the search bench with its SQLite comparison.
        .target(
            name: "RecipleaseBench",
            dependencies: ["RecipleaseCore", .product(name: "SQLiteNIO", package: "sqlite-nio")]
        ),
        // The command definitions; no Vapor import here (ConsoleKit's Option clashes with ArgumentParser's).
        .target(
            name: "RecipleaseCLI",
            dependencies: [
                "RecipleaseCore",
                "RecipleaseServer",
                "RecipleaseBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "reciplease", dependencies: ["RecipleaseCLI"]),
        .testTarget(name: "RecipleaseCoreTests", dependencies: ["RecipleaseCore"]),
        .testTarget(
            name: "RecipleaseServerTests",
            dependencies: [
                "RecipleaseServer",
                .product(name: "VaporTesting", package: "vapor"),
            ]
        ),
        .testTarget(name: "RecipleaseCLITests", dependencies: ["RecipleaseCLI"]),
        .testTarget(name: "RecipleaseBenchTests", dependencies: ["RecipleaseBench"]),
    ],
    swiftLanguageModes: [.v6]
)
