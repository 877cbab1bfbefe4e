import Foundation
import Testing
@testable import RecipleaseCore

/// `SchemaRecipe.line` is written by hand for speed; it must stay the bytes JSONSerialization writes.
struct SchemaRecipeLineTests {
    static func reference(_ recipe: Recipe) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: SchemaRecipe.object(recipe), options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    @Test func everyFieldAndAwkwardTextWriteAsJSONSerializationWould() throws {
        // given a recipe with every field set and text full of characters JSON treats specially
        let awkward = "Quote \" backslash \\ slash / tab \t newline \n return \r bell \u{7} nul \u{0} unit \u{1F} del \u{7F} "
            + "bom \u{FEFF} separators \u{2028}\u{2029} accents Crème brûlée emoji 🍋 CJK 日本"
        let draft = RecipeDraft(
            id: "awkward/one", title: awkward, summary: awkward, image: "https://example.org/a b.jpg",
            sourceURL: "https://example.org/r?x=1&y=2", videoURL: "https://example.org/v", servings: 3,
            prepMinutes: 75, cookMinutes: 0, totalMinutes: 75, cuisines: ["Thai", awkward], mealTypes: [.lunch, .dessert],
            ingredientLines: ["2 cups flour", awkward], instructions: [awkward, "Stir."], tags: ["quick", awkward]
        )
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: Fixtures.catalog), catalog: Fixtures.catalog)
        // then the hand-written line is the same bytes, and is valid JSON-LD
        let line = try SchemaRecipe.line(recipe)
        #expect(line == (try Self.reference(recipe)))
        #expect(try SchemaRecipe.read(Data(line.utf8)).count == 1)
    }
}
