import Foundation
import Testing
import RecipleaseBench
@testable import RecipleaseCore
import RecipleaseTestSupport

/// The bench's corpora as the core reads and writes them.
struct CorpusTests {
    static let parser = IngredientParser(catalog: .shared)

    /// `SchemaRecipe.line` is written by hand for speed; it must stay the bytes JSONSerialization writes.
    static func reference(_ recipe: Recipe) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: SchemaRecipe.object(recipe), options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func theBundledAndGeneratedLibrariesWriteAsJSONSerializationWould() async throws {
        // seconds of work, on a thread of its own (OwnThread, docs/testing.md)
        let (count, differ) = try await OwnThread.run {
            let catalog = FoodCatalog.shared
            let parser = IngredientParser(catalog: catalog)
            let generator = RecipeGenerator(catalog: catalog, seed: 3)
            let recipes = try RecipeLibrary.bundled(parser: parser, catalog: catalog)
                + (0..<300).map { Recipe(draft: generator.draft(number: $0), parser: parser, catalog: catalog) }
            return (recipes.count, try recipes.filter { try SchemaRecipe.line($0) != Self.reference($0) }.map(\.id.rawValue))
        }
        #expect(count > 300)
        #expect(differ.isEmpty, "\(differ)")
    }

    @Test("the benchmark parses its fixed corpus for the time asked and counts what it resolved")
    func benchmark() async {
        // given
        let (corpus, again) = await OwnThread.run { (IngredientParser.benchmarkLines(), IngredientParser.benchmarkLines()) }
        #expect(corpus == again)
        #expect(corpus.count == 10_000)
        // when it runs on a thread of its own, as the command's does not share one with tests
        let result = await OwnThread.run { ParserBenchmark.run(seconds: 0.05, parser: Self.parser) }
        // then
        #expect(result.lines >= corpus.count && result.lines % corpus.count == 0)
        #expect(result.seconds >= 0.05)
        #expect(result.resolved > 0 && result.resolved <= result.lines)
        #expect(result.linesPerSecond == Double(result.lines) / result.seconds)
        #expect(result.cpuSeconds > 0 && result.cpuSeconds <= result.seconds * 1.05)
    }
}
