import Foundation
import Testing
@testable import RecipleaseCore

/// The recipes of the bundled library written in French: tagged with their language, read by the
/// French reader, and found by the same foods as the English ones.
struct FrenchLibraryTests {
    static func library() throws -> [Recipe] { try LibraryContentTests.library() }

    static func french() throws -> [Recipe] {
        try library().filter { IngredientLanguage(languageTag: $0.language) == .fr }
    }

    /// The library as declared, before any line is read.
    static func drafts() throws -> [RecipeDraft] {
        let url = try #require(RecipeLibrary.bundledURL)
        return try RecipeLibrary.drafts(jsonLines: String(contentsOf: url, encoding: .utf8))
    }

    @Test func holdsFortyFrenchRecipesOfSeveralKinds() throws {
        let french = try Self.french()
        #expect(french.count >= 40, "only \(french.count) recipes in French")
        #expect(Set(french.flatMap(\.cuisines)).count >= 5)
        for meal in MealType.allCases {
            #expect(french.contains { $0.mealTypes.contains(meal) }, "no \(meal.rawValue) in French")
        }
        #expect(french.filter { $0.diets.contains(.vegetarian) }.count >= 10)
    }

    /// Every recipe says its language, and the tag and the words agree: a recipe whose lines read
    /// as French says `fr`, the others `en` (lines detected one by one, as `--lang auto` does;
    /// short lines such as "2 oignons" or "sel" carry no sign, so a third is enough, and no English
    /// recipe has a single line detected as French).
    @Test func everyRecipeSaysTheLanguageItIsWrittenIn() throws {
        for draft in try Self.drafts() {
            let frenchLines = draft.ingredientLines.filter { IngredientParser.detectLanguage($0) == .fr }.count
            let looksFrench = frenchLines * 3 >= draft.ingredientLines.count && frenchLines > 0
            #expect(draft.language == (looksFrench ? "fr" : "en"), "\(draft.id ?? draft.title): \(frenchLines) of \(draft.ingredientLines.count) lines read as French, inLanguage \(draft.language ?? "none")")
        }
    }

    @Test func everyFrenchLineResolvesThroughTheFrenchReader() throws {
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        for recipe in try Self.french() {
            for line in recipe.ingredients {
                // the recipe read its lines in French: the same reading the French reader gives
                let french = parser.parse(line.input, language: .fr)
                #expect(line == french, "\(recipe.id): \"\(line.input)\" was not read as French")
                #expect(french.food.flatMap { catalog[$0] } != nil, "\(recipe.id): \"\(line.input)\" names no catalog food (read as \(french.name ?? "nothing"))")
            }
        }
    }

    @Test func anEnglishSearchByFoodsFindsAFrenchDish() throws {
        // given the whole library
        let catalog = FoodCatalog.shared
        let index = SearchIndex(catalog: catalog, recipes: try Self.library())
        // when asked in English
        let foods = ["chicken", "mushrooms"].compactMap(catalog.resolve)
        #expect(foods == ["chicken", "mushroom"])
        let hits = index.search(SearchQuery(foods: foods, limit: 1000)).hits
        // then the French chicken with mushrooms uses both
        let hit = try #require(hits.first { $0.recipe.id.rawValue == "poulet-aux-champignons-a-la-creme" })
        #expect(hit.used.contains("chicken-thigh") && hit.used.contains("mushroom"), "used \(hit.used)")
        #expect(hit.recipe.language == "fr")
    }

    @Test func aFrenchRecipeNamesTheSameFoodsAsItsEnglishCousin() throws {
        // given the same dish written in each language, by different cooks
        let risotto = try LibraryContentTests.recipe("risotto-aux-champignons")
        let english = try LibraryContentTests.recipe("mushroom-risotto")
        // then their foods are catalog ids, shared where the dishes share them
        let shared: Set<Food.ID> = ["arborio-rice", "dried-porcini-mushroom", "shallot", "white-wine", "vegetable-stock",
                                    "butter", "parmesan", "olive-oil"]
        #expect(shared.isSubset(of: Set(risotto.foods)), "French: \(risotto.foods)")
        #expect(shared.isSubset(of: Set(english.foods)), "English: \(english.foods)")
        // and the same diets follow from them
        #expect(risotto.diets.contains(.vegetarian) && english.diets.contains(.vegetarian))
        #expect(!risotto.diets.contains(.vegan) && !english.diets.contains(.vegan))
    }

    @Test func aFrenchRecipeKeepsItsLanguageAndLinesWhenWrittenAndReadBack() throws {
        // given
        let catalog = FoodCatalog.shared
        let recipe = try LibraryContentTests.recipe("blanquette-de-veau")
        // when
        let line = try SchemaRecipe.line(recipe)
        let again = try #require(try RecipeLibrary.recipes(jsonLines: line, parser: IngredientParser(catalog: catalog), catalog: catalog).first)
        // then
        #expect(line.contains(#""inLanguage":"fr""#))
        #expect(again.language == "fr")
        #expect(again.ingredients.map(\.input) == recipe.ingredients.map(\.input))
        #expect(again.foods == recipe.foods)
        #expect(again.foods.contains("veal") && again.foods.contains("egg-yolk"))
    }
}
