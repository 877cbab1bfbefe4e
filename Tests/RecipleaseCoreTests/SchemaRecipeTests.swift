import Foundation
import Testing
@testable import RecipleaseCore

struct SchemaRecipeTests {
    @Test(arguments: [
        ("PT15M", 15), ("PT1H", 60), ("PT1H30M", 90), ("P0DT2H5M", 125), ("PT90M", 90), ("PT0.5H", 30),
        ("P1D", 1440), ("PT45S", 1),
    ])
    func durations(_ text: String, _ minutes: Int) {
        #expect(SchemaRecipe.minutes(text) == minutes)
    }

    @Test(arguments: ["", "15 minutes", "PT", "P1H", "PTXM"])
    func badDurationsAreNil(_ text: String) {
        #expect(SchemaRecipe.minutes(text) == nil)
    }

    /// JSONSerialization gives a boolean as a number: `true` was a minute and a serving, and a
    /// yield of 1e308 one serving.
    @Test(arguments: [
        ("true", "false", nil, nil), ("15", "1e308", 15, nil), ("0", "4", 0, 4), ("2.5", "2.5", 3, 2), ("false", "[true, 6]", nil, 6),
    ] as [(String, String, Int?, Int?)])
    func aBooleanIsNoNumberAndAHugeYieldNoServings(_ time: String, _ yield: String, _ minutes: Int?, _ servings: Int?) throws {
        let document = #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Toast", "recipeIngredient": ["1 slice bread"], "prepTime": \#(time), "recipeYield": \#(yield)}"#
        let draft = try #require(try RecipeImport.drafts(from: Data(document.utf8), fileName: "toast.json").first)
        #expect(draft.prepMinutes == minutes)
        #expect(draft.servings == servings)
    }

    @Test func readsAGraphWithSectionsAndEntities() throws {
        let page = """
        {"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"x"},
         {"@type":["Recipe"],"name":"Mac &amp; Cheese ","recipeYield":["4 servings"],
          "image":{"@type":"ImageObject","url":"https://example.org/mac.jpg"},
          "prepTime":"PT10M","cookTime":"PT20M","recipeCategory":"Dinner, Comfort food",
          "recipeIngredient":["2 cups <b>macaroni</b>","1&frac12; cups milk"],
          "recipeInstructions":[{"@type":"HowToSection","name":"Pasta","itemListElement":[
            {"@type":"HowToStep","text":"Boil   the pasta."},{"@type":"HowToStep","text":"Drain."}]},
            {"@type":"HowToStep","text":"Stir in the cheese &amp; milk."}]}]}
        """
        let drafts = try SchemaRecipe.read(Data(page.utf8))
        let draft = try #require(drafts.first)
        #expect(drafts.count == 1)
        #expect(draft.title == "Mac & Cheese")
        #expect(draft.servings == 4)
        #expect(draft.image == "https://example.org/mac.jpg")
        #expect(draft.totalMinutes == 30)
        #expect(draft.mealTypes == [.dinner])
        #expect(draft.tags == ["Comfort food"])
        #expect(draft.ingredientLines == ["2 cups macaroni", "1½ cups milk"])
        #expect(draft.instructions == ["Boil the pasta.", "Drain.", "Stir in the cheese & milk."])
    }

    @Test func aDocumentWithoutARecipeSaysSo() {
        #expect(throws: SchemaRecipeError.noRecipe) {
            try SchemaRecipe.read(Data(#"{"@type":"WebPage","name":"Blog"}"#.utf8))
        }
    }

    @Test func writingAndReadingGivesTheSameRecipe() throws {
        let recipe = Fixtures.library[0]
        let line = try SchemaRecipe.line(recipe)
        let drafts = try RecipeLibrary.drafts(jsonLines: line)
        let again = Recipe(draft: try #require(drafts.first), parser: IngredientParser(catalog: Fixtures.catalog), catalog: Fixtures.catalog)
        #expect(again == recipe)
    }
}
