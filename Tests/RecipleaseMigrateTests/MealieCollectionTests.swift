import Foundation
import RecipleaseCore
@testable import RecipleaseMigrate
import Testing
import ZIPFoundation

/// Mealie's data export as its exporter writes it: `recipes/<slug>/<slug>.json` (the recipe model
/// with snake_case keys) and the recipe's folder with `images/original.webp` and smaller copies.
@Suite struct MealieCollectionTests {
    static let webp = Data(Array("RIFF".utf8) + [0x20, 0, 0, 0] + Array("WEBPVP8 ".utf8) + (0..<300).map { UInt8($0 % 251) })

    static var pancakes: [String: Any] { [
        "id": "6b8f3a1e-0000-4000-8000-000000000001", "group_id": "6b8f3a1e-0000-4000-8000-0000000000aa",
        "name": "Buttermilk Pancakes", "slug": "buttermilk-pancakes",
        "description": "Fluffy pancakes for a slow Sunday.",
        "recipe_yield": "12 pancakes", "recipe_servings": 4, "recipe_yield_quantity": 0,
        "prep_time": "10 minutes", "cook_time": NSNull(), "perform_time": "20 minutes", "total_time": "30 minutes",
        "org_url": "https://example.org/pancakes", "rating": 5,
        "recipe_category": [["name": "Breakfast", "slug": "breakfast"], ["name": "Weekend", "slug": "weekend"]],
        "tags": [["name": "Family", "slug": "family"], ["name": "weekend", "slug": "weekend"]],
        "settings": ["disable_amount": false],
        "recipe_ingredient": [
            ["title": "Batter", "quantity": 2, "unit": ["name": "cup", "plural_name": "cups", "abbreviation": "c"],
             "food": ["name": "flour"], "note": "sifted", "disable_amount": false, "reference_id": "a1"],
            ["title": "", "quantity": 1.5, "unit": ["name": "teaspoon", "abbreviation": "tsp", "use_abbreviation": true],
             "food": ["name": "baking powder"], "note": "", "reference_id": "a2"],
            ["title": "Topping", "quantity": 0, "unit": NSNull(), "food": ["name": "maple syrup"], "note": "to serve",
             "reference_id": "a3"],
        ],
        "recipe_instructions": [
            ["title": "", "text": "Whisk the **dry** ingredients.\n\nAdd the buttermilk."],
            ["title": "Cooking", "text": "Fry in a hot pan."],
        ],
        "notes": [["title": "Make ahead", "text": "The batter keeps overnight."], ["title": "", "text": "Double for guests."]],
        "nutrition": ["calories": "250"],
    ] }

    /// An older recipe: amounts off, every line in its note, times typed as words.
    static var soup: [String: Any] { [
        "name": "Tomato Soup", "slug": "tomato-soup", "group_id": "g",
        "recipe_yield": "Serves 6", "total_time": "1 hour 15 minutes", "prep_time": "PT15M",
        "settings": ["disable_amount": true],
        "recipe_ingredient": [["quantity": 1, "note": "1 kg ripe tomatoes", "food": NSNull(), "unit": NSNull()],
                              ["quantity": 1, "note": "2 cloves garlic, crushed"]],
        "recipe_instructions": [["text": "Roast the tomatoes."], ["text": "Blend and season."]],
        "tags": [], "recipe_category": [],
    ] }

    /// The API's camelCase, as Mealie's JSON editor shows it.
    static var salad: [String: Any] { [
        "name": "Green Salad", "slug": "green-salad", "groupId": "g",
        "recipeIngredient": ["1 head lettuce", "2 tbsp olive oil"],
        "recipeInstructions": [["text": "Toss everything."]],
        "recipeServings": 2, "recipeYieldQuantity": 1, "recipeYield": "large bowl",
        "prepTime": "5 min", "orgURL": "https://example.org/salad",
        "tags": [["name": "Quick"]], "recipeCategory": [["name": "Side"]],
    ] }

    static func export() throws -> Data {
        try ArchiveFixture.zip([
            ("recipes/buttermilk-pancakes/buttermilk-pancakes.json", ArchiveFixture.json(pancakes)),
            ("recipes/buttermilk-pancakes/images/tiny-original.webp", Data(webp.prefix(40))),
            ("recipes/buttermilk-pancakes/images/min-original.webp", Data(webp.prefix(120))),
            ("recipes/buttermilk-pancakes/images/original.webp", webp),
            ("recipes/tomato-soup/tomato-soup.json", ArchiveFixture.json(soup)),
            ("recipes/green-salad/green-salad.json", ArchiveFixture.json(salad)),
            ("recipes/broken/broken.json", Data("{\"name\": \"Half a recipe\", \"slug\": ".utf8)),
            ("__MACOSX/recipes/._green-salad", Data("junk".utf8)),
        ])
    }

    @Test func readsAnExportOfThreeRecipesAndListsTheBrokenOne() throws {
        // given
        let data = try Self.export()
        // when
        let collection = try #require(try MealieCollection.read(data, fileName: "mealie_2026.zip"))
        // then
        #expect(collection.format == .mealie)
        #expect(collection.recipes.map(\.draft.title) == ["Buttermilk Pancakes", "Tomato Soup", "Green Salad"])
        #expect(collection.failures == [ImportFailure(item: "recipes/broken/broken.json", code: "collection.recipe-json-invalid")])
    }

    @Test func mapsEveryFieldOfARecipe() throws {
        let collection = try #require(try MealieCollection.read(try Self.export(), fileName: "export.zip"))
        let pancakes = try #require(collection.recipes.first)
        let draft = pancakes.draft
        #expect(draft.summary == "Fluffy pancakes for a slow Sunday.")
        #expect(draft.ingredientLines == ["Batter:", "2 cups flour, sifted", "1 ½ tsp baking powder", "Topping:", "maple syrup, to serve"])
        #expect(draft.instructions == ["Whisk the dry ingredients. Add the buttermilk.", "Cooking: Fry in a hot pan."])
        #expect(draft.servings == 4)
        #expect(draft.yieldText == "12 pancakes")
        #expect(draft.prepMinutes == 10)
        #expect(draft.cookMinutes == 20)
        #expect(draft.totalMinutes == 30)
        #expect(draft.mealTypes == [.breakfast])
        #expect(draft.tags == ["Weekend", "Family"])
        #expect(draft.notes == "Make ahead\nThe batter keeps overnight.\n\nDouble for guests.")
        #expect(draft.sourceURL == "https://example.org/pancakes")
        #expect(pancakes.photo == ImportedPhoto(data: Self.webp, fileName: "original.webp"))
        #expect(pancakes.origin == "recipes/buttermilk-pancakes/buttermilk-pancakes.json")
    }

    @Test func readsNotesOnlyLinesWordedTimesAndCamelCaseKeys() throws {
        let collection = try #require(try MealieCollection.read(try Self.export(), fileName: "export.zip"))
        let soup = collection.recipes[1].draft
        #expect(soup.ingredientLines == ["1 kg ripe tomatoes", "2 cloves garlic, crushed"])
        #expect(soup.servings == 6)
        #expect(soup.yieldText == nil)
        #expect(soup.totalMinutes == 75)
        #expect(soup.prepMinutes == 15)
        #expect(collection.recipes[1].photo == nil)

        let salad = collection.recipes[2].draft
        #expect(salad.ingredientLines == ["1 head lettuce", "2 tbsp olive oil"])
        #expect(salad.servings == 2)
        #expect(salad.yieldText == "1 large bowl")
        #expect(salad.prepMinutes == 5)
        #expect(salad.sourceURL == "https://example.org/salad")
        #expect(salad.tags == ["Side", "Quick"])
    }

    /// One recipe's zip from the recipe page: `<slug>.json` and `original.webp` at the root.
    @Test func readsOneRecipesZip() throws {
        let data = try ArchiveFixture.zip([
            ("green-salad.json", ArchiveFixture.json(Self.salad)),
            ("original.webp", Self.webp),
        ])
        let collection = try #require(try MealieCollection.read(data, fileName: "green-salad.zip"))
        #expect(collection.recipes.map(\.draft.title) == ["Green Salad"])
        #expect(collection.recipes.first?.photo?.data == Self.webp)
    }

    @Test(arguments: [
        ("{\"slug\": \"x\", \"recipe_ingredient\": []}", "collection.recipe-no-name"),
        ("[1, 2]", "collection.recipe-not-object"),
        ("", "collection.recipe-file-empty"),
    ])
    func aRecipeThatCannotBeReadIsAFailure(_ text: String, _ code: String) throws {
        let json = Data(text.utf8)
        let data = try ArchiveFixture.zip([
            ("recipes/x/x.json", json),
            ("recipes/green-salad/green-salad.json", ArchiveFixture.json(Self.salad)),
        ])
        let collection = try #require(try MealieCollection.read(data, fileName: "export.zip"))
        #expect(collection.recipes.count == 1)
        #expect(collection.failures.map(\.item) == ["recipes/x/x.json"])
        #expect(collection.failures.first?.reason.code == code)
    }

    @Test func numbersOutOfRangeAreLeftOutNotTrusted() throws {
        var wild = Self.salad
        wild["recipeServings"] = 1e300
        wild["recipeYieldQuantity"] = Double.greatestFiniteMagnitude
        wild["prepTime"] = "99999999999 hours"
        wild["totalTime"] = 1e12
        wild["recipeIngredient"] = [["quantity": 1e308, "food": ["name": "salt"], "isFood": true], ["quantity": "lots", "note": "pepper"]]
        let data = try ArchiveFixture.zip([("recipes/wild/wild.json", ArchiveFixture.json(wild))])
        let draft = try #require(try MealieCollection.read(data, fileName: "export.zip")?.recipes.first).draft
        #expect(draft.servings == nil)
        #expect(draft.prepMinutes == nil)
        #expect(draft.totalMinutes == nil)
        #expect(draft.yieldText == "large bowl")
        #expect(draft.ingredientLines == ["salt", "pepper"])
    }

    /// Other apps' zips are left to their readers, without unpacking them.
    @Test func leavesOtherZipsAlone() throws {
        let nextcloud = try ArchiveFixture.zip([("Recipes/Pancakes/recipe.json", ArchiveFixture.json(["name": "Pancakes"]))])
        let loose = try ArchiveFixture.zip([("notes.json", ArchiveFixture.json(["name": "Shopping", "items": []]))])
        #expect(try MealieCollection.read(nextcloud, fileName: "cookbook.zip")?.format == nil)
        #expect(try MealieCollection.read(loose, fileName: "notes.zip")?.format == nil)
        #expect(try MealieCollection.read(Data("not a zip".utf8), fileName: "x.zip")?.format == nil)
    }
}
