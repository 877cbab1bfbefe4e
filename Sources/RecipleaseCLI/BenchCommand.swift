import ArgumentParser
import Foundation
import RecipleaseBench
import RecipleaseCore

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure Reciplease at scale.",
        subcommands: [BenchSearchCommand.self, BenchParseCommand.self, BenchNutritionCommand.self, BenchPagesCommand.self]
    )
}

struct BenchSearchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Time the search index against SQLite on the same recipes and queries.",
        discussion: """
            Builds the index over generated recipes (--count) or a library file (--library), runs a fixed, seeded \
            set of queries, then loads the same recipes into SQLite in a temporary folder and runs the same queries \
            there. Prints build time, memory, latencies and whether every query's top results agree; exits non-zero \
            if any disagree. Build with -c release for figures worth reading.
            """
    )

    @Option(parsing: .unconditional, help: "Generate this many recipes, from 1 to 100,000,000.")
    var count: Int?

    @Option(parsing: .unconditional, help: "The seed for generated recipes and for the queries, a whole number from 0.")
    var seed: UInt64 = 1

    @Option(help: "A JSON-LD library (one schema.org Recipe per line) to use instead of generated recipes.")
    var library: String?

    @Option(parsing: .unconditional, help: "How many queries to run, from 1 to 100,000.")
    var queries = 1000

    @Flag(name: .customLong("index-only"), help: "Time the index alone, without the SQLite comparison.")
    var indexOnly = false

    @Flag(name: .customLong("without-nutrition"), help: "Index no nutrition and drop the queries' nutrition limits (the bench before them).")
    var withoutNutrition = false

    func validate() throws {
        guard (count == nil) != (library == nil) else { throw ValidationError("give either --count or --library") }
        try count.map { try NumberOption.check($0, "--count", in: 1...100_000_000) }
        try NumberOption.check(queries, "--queries", in: 1...100_000)
    }

    func run() async throws {
        #if DEBUG
        print("note: this is a debug build; build with -c release for figures worth reading")
        #endif
        let catalog = FoodCatalog.shared
        var recipes: [Recipe] = []
        let loading = try Stopwatch.measure {
            if let count {
                recipes = GeneratedLibrary.recipes(count: count, seed: seed, catalog: catalog)
            } else if let library {
                recipes = try Kitchen.recipes(library: library, parser: IngredientParser(catalog: catalog), catalog: catalog)
            }
        }
        let source = library.map { "read from \($0)" } ?? "generated (seed \(seed))"
        print("recipes       \(recipes.count.formatted()) \(source) in \(loading)")
        let querySet = BenchQueries.make(recipes: recipes, catalog: catalog, seed: seed, count: queries)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let report = try await SearchBench.run(recipes: recipes, catalog: catalog, queries: querySet, directory: directory, compareWithSQL: !indexOnly,
                                            estimatesNutrition: !withoutNutrition) { step in
            StandardError.write("… \(step)\n")
        }
        for line in report.lines { print(line) }
        if !report.allAgree { throw ExitCode(1) }
    }
}
