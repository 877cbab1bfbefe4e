import Foundation
import Testing
@testable import RecipleaseBench
import RecipleaseCore
import RecipleaseTestSupport

struct SearchBenchTests {
    static let catalog = FoodCatalog.shared

    /// Runs through `SearchBench.run`, as `reciplease bench search` does.
    @Test func theSQLAnswerAndTheIndexAgreeOnAGeneratedLibrary() async throws {
        // given 5,000 generated recipes and the bench's seeded queries
        let (recipes, queries) = await OwnThread.run {
            let recipes = GeneratedLibrary.recipes(count: 5000, seed: 2024, catalog: Self.catalog)
            return (recipes, BenchQueries.make(recipes: recipes, catalog: Self.catalog, seed: 2024, count: 1000))
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // when the bench runs them through the index and through SQLite
        let report = try await SearchBench.run(recipes: recipes, catalog: Self.catalog, queries: queries, directory: directory)
        // then every query's top 10 is the same ids in the same order
        #expect(report.queries == 1000)
        #expect(report.agreed == report.queries, "\(report.firstDisagreement ?? "")")
        #expect(report.index.sorted.count == 1000 && report.sql.sorted.count == 1000)
    }

    @Test func queriesAreSeededAndShapedLikeAKitchen() async {
        let (recipes, queries, again, otherSeed) = await OwnThread.run {
            let recipes = GeneratedLibrary.recipes(count: 2000, seed: 3, catalog: Self.catalog)
            return (recipes, BenchQueries.make(recipes: recipes, catalog: Self.catalog, seed: 9, count: 300),
                    BenchQueries.make(recipes: recipes, catalog: Self.catalog, seed: 9, count: 300),
                    BenchQueries.make(recipes: recipes, catalog: Self.catalog, seed: 10, count: 300))
        }
        #expect(queries == again)
        #expect(queries != otherSeed)
        let pantry = SearchSemantics.pantry(Self.catalog)
        let used = Set(recipes.flatMap(\.foods))
        #expect(queries.allSatisfy { (3...10).contains($0.foods.count) && Set($0.foods).count == $0.foods.count })
        #expect(queries.allSatisfy { $0.foods.allSatisfy { used.contains($0) && !pantry.contains($0) } })
        #expect(queries.allSatisfy { $0.limit == 10 })
        let filtered = queries.filter { !$0.diets.isEmpty || !$0.intolerances.isEmpty || !$0.cuisines.isEmpty || !$0.mealTypes.isEmpty || $0.maxReadyTime != nil }
        #expect(filtered.count == 100)
        // and every fifth query, from the third, has a nutrition limit or two
        #expect(queries.indices.filter { !queries[$0].nutrition.isEmpty } == Array(stride(from: 2, to: 300, by: 5)))
        let maxUsed = queries.filter { $0.ranking == .maxUsed }.count
        #expect((100...200).contains(maxUsed))
    }

    struct PercentileCase: Sendable {
        let samples: [Int]
        let fraction: Double
        let expected: Int
    }

    @Test(arguments: [
        PercentileCase(samples: [5, 1, 3, 2, 4], fraction: 0.5, expected: 3),
        PercentileCase(samples: Array(1...100), fraction: 0.5, expected: 50),
        PercentileCase(samples: Array(1...100), fraction: 0.99, expected: 99),
        PercentileCase(samples: Array(1...1000), fraction: 0.99, expected: 990),
        PercentileCase(samples: [7], fraction: 0.99, expected: 7),
        PercentileCase(samples: Array(1...10), fraction: 1, expected: 10),
    ])
    func percentilesAreNearestRank(_ row: PercentileCase) {
        let latencies = Latencies(row.samples.map { Duration.milliseconds($0) })
        #expect(latencies.percentile(row.fraction) == .milliseconds(row.expected))
    }

    @Test func theLibraryIsWrittenInOrderWhateverTheChunks() async throws {
        let generator = RecipeGenerator(catalog: Self.catalog, seed: 77)
        let (expected, written) = try await OwnThread.run {
            // given the generator run one recipe at a time
            let parser = IngredientParser(catalog: Self.catalog)
            let expected = try (0..<60).map { try SchemaRecipe.line(Recipe(draft: generator.draft(number: $0), parser: parser, catalog: Self.catalog)) + "\n" }
            // when the library writer splits the work into small chunks over the cores
            var written = Data()
            try GeneratedLibrary.write(count: 60, seed: 77, catalog: Self.catalog, chunk: 7) { written.append($0) }
            return (expected, written)
        }
        // then the bytes are the same, and they read back as 60 recipes
        #expect(String(decoding: written, as: UTF8.self) == expected.joined())
        let drafts = try RecipeLibrary.drafts(jsonLines: String(decoding: written, as: UTF8.self))
        #expect(drafts.count == 60)
        #expect(drafts.map(\.id) == (0..<60).map { generator.draft(number: $0).id })
    }

    @Test func generatedRecipesInMemoryMatchTheWrittenOnes() async throws {
        let (recipes, read) = try await OwnThread.run {
            let recipes = GeneratedLibrary.recipes(count: 30, seed: 5, catalog: Self.catalog, chunk: 4)
            var written = Data()
            try GeneratedLibrary.write(count: 30, seed: 5, catalog: Self.catalog) { written.append($0) }
            let parser = IngredientParser(catalog: Self.catalog)
            return (recipes, try RecipeLibrary.recipes(jsonLines: String(decoding: written, as: UTF8.self), parser: parser, catalog: Self.catalog))
        }
        #expect(read.map(\.id) == recipes.map(\.id))
        #expect(read.map(\.foods) == recipes.map(\.foods))
        #expect(read.map(\.mealTypes) == recipes.map(\.mealTypes))
        #expect(read.map(\.totalMinutes) == recipes.map(\.totalMinutes))
    }
}
