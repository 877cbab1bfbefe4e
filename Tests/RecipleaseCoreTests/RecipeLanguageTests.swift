import Foundation
import Testing
@testable import RecipleaseCore

/// A recipe's lines are read in the recipe's language: the one it declares, else the one its
/// lines show, so its foods, grocery list and nutrition come from the right catalog foods.
struct RecipeLanguageTests {
    static let catalog = FoodCatalog.shared
    static let parser = IngredientParser(catalog: catalog)

    static func recipe(_ lines: [String], language: String? = nil) -> Recipe {
        let draft = RecipeDraft(title: "Test", servings: 4, ingredientLines: lines, language: language)
        return Recipe(draft: draft, parser: parser, catalog: catalog)
    }

    @Test(arguments: [([String], [Food.ID])](arrayLiteral:
        // A French recipe without a declared language: found from its lines together.
        (["200 g farine", "100 g beurre", "2 oeufs", "1 pincée sel", "50 cl lait"],
         ["flour", "butter", "egg", "salt", "milk"]),
        // Lines laid out name first, as some French sites give them: "Sel" and "Oeuf" alone say
        // nothing of their language; their recipe does.
        (["Farine - 185 grammes", "Oeuf - 2", "Sucre en poudre - 80 grammes", "Sel - 1 pincée"],
         ["flour", "egg", "sugar", "salt"]),
        // An English recipe with a line the catalog does not know stays English.
        (["2 cups flour", "1 cup marinade", "2 eggs"], ["flour", "egg"])
    ))
    func linesAreReadInTheRecipesLanguage(lines: [String], foods: [Food.ID]) {
        #expect(Self.recipe(lines).foods == foods)
    }

    @Test func aDeclaredLanguageIsUsed() {
        // "2 oranges" reads the same in both; "1 citron" is a lemon in French, a citron in English.
        let french = Self.recipe(["1 citron", "100 g sucre"], language: "fr-FR")
        #expect(french.foods.first == "lemon")
    }

    @Test func aFrenchRecipeIsEstimatedFromItsFoods() throws {
        // 200 g flour, 100 g butter, 2 eggs, 50 cl milk: every line weighed but the pinch of salt.
        let recipe = Self.recipe(["200 g farine", "100 g beurre", "2 oeufs", "1 pincée sel", "50 cl lait"])
        let estimate = try #require(RecipeNutrition.estimate(recipe, catalog: Self.catalog))
        #expect(estimate.total == 5)
        #expect(estimate.counted == 4)
        // Flour 364 × 2 + butter 717 + eggs 143 + milk 43 × 5.15 (500 ml at 1.03 g/ml), within the
        // catalog's own values for those foods; plain "lait" in a French recipe is France's
        // semi-skimmed milk (Sizes/fr.tsv).
        let flour = try #require(Self.catalog["flour"].flatMap { RecipeNutrition.nutrients(of: $0, catalog: Self.catalog) })
        let butter = try #require(Self.catalog["butter"]?.nutrients)
        let egg = try #require(Self.catalog["egg"])
        let milk = try #require(Self.catalog["low-fat-milk"])
        let expected = flour.energy * 2 + butter.energy + (egg.nutrients?.energy ?? 0) * 2 * (egg.pieceWeight ?? 0) / 100
            + (milk.nutrients?.energy ?? 0) * 500 * (milk.density ?? 0) / 100
        #expect(abs(estimate.perServing.energy * 4 - expected) < 0.5)
    }

    @Test func recipeLanguageFromItsLines() {
        #expect(IngredientParser.recipeLanguage(["200 g de farine", "Sel", "2 oranges"]) == .fr)
        #expect(IngredientParser.recipeLanguage(["2 cups flour", "Sel"]) == .en)
        #expect(IngredientParser.recipeLanguage([]) == .en)
    }
}
