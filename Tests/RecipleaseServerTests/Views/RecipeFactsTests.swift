import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Times, yields and allergens as cards and the recipe page print them: never "4530 min", never
/// "Serves 30" for thirty spring rolls, and the allergens the foods carry.
struct RecipeFactsTests {
    let catalog = ViewFixtures.catalog

    func recipe(total: Int? = nil, prep: Int? = nil, cook: Int? = nil, servings: Int? = 4, yield: String? = nil,
                lines: [String] = ["3 eggs", "1 pinch salt"]) -> Recipe {
        let draft = RecipeDraft(id: "r", title: "R", servings: servings, prepMinutes: prep, cookMinutes: cook,
                                totalMinutes: total, ingredientLines: lines, yieldText: yield)
        return Recipe(draft: draft, parser: ViewFixtures.parser, catalog: catalog)
    }

    @Test(arguments: [
        (nil, nil),
        (0, nil),
        (1, "1 min"),
        (45, "45 min"),
        (60, "1 h"),
        (90, "1 h 30 min"),
        (1440, "1 day"),
        (1501, "1 day 1 h 1 min"),
        (2880, "2 days"),
        (4530, "3 days 3 h 30 min"),
    ] as [(Int?, String?)])
    func durationsReadInDaysHoursAndMinutes(_ minutes: Int?, _ shown: String?) {
        // given a recipe ready in that many minutes
        let recipe = recipe(total: minutes)
        // when its page and a card are built
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: "library", isFavorite: false, strings: .english)
        let card = RecipeCard(hit: SearchHit(recipe: recipe, used: [], missed: []), catalog: catalog, showMatch: false,
                              source: "library", isFavorite: false, strings: .english)
        // then both print it the same way, and nothing for no time at all
        #expect(page.readyIn == shown)
        #expect(card.readyIn == shown)
        #expect(page.readyInISO == (shown == nil ? nil : minutes.map(SchemaRecipe.duration)))
    }

    @Test func prepAndCookTimesReadTheSameWay() {
        let page = RecipeShowPage(recipe: recipe(prep: 4500, cook: 0), catalog: catalog, source: nil, isFavorite: false, strings: .english)
        #expect(page.prepTime == "3 days 3 h")
        #expect(page.cookTime == nil)
        #expect(page.readyIn == "3 days 3 h")
    }

    @Test(arguments: [
        (4, nil, "Serves 4"),
        (1, nil, "Serves 1"),
        (30, "30 spring rolls", "Makes 30 spring rolls"),
        (1, "1 loaf", "Makes 1 loaf"),
        (nil, nil, nil),
        (0, nil, nil),
    ] as [(Int?, String?, String?)])
    func aYieldThatIsNotServingsSaysWhatItMakes(_ servings: Int?, _ yield: String?, _ shown: String?) {
        let recipe = recipe(servings: servings, yield: yield)
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: nil, isFavorite: false, strings: .english)
        let card = RecipeCard(hit: SearchHit(recipe: recipe, used: [], missed: []), catalog: catalog, showMatch: false,
                              source: "library", isFavorite: false, strings: .english)
        #expect(page.yield == shown)
        #expect(card.yield == shown)
        // Servings keep the number, which the planner and the grocery list scale by.
        #expect(page.servings == servings)
    }

    @Test(arguments: [
        ("4 servings", "Serves 4"),
        ("Serves 4-6", "Serves 4"),
        ("30 spring rolls", "Makes 30 spring rolls"),
        ("Makes 24 cookies", "Makes 24 cookies"),
        ("2 cups", "Makes 2 cups"),
    ])
    func aSchemaYieldReachesThePageAsWritten(_ recipeYield: String, _ shown: String) throws {
        // given a JSON-LD recipe with that yield
        let json = #"{"@type":"Recipe","name":"R","recipeYield":"\#(recipeYield)","recipeIngredient":["1 egg"]}"#
        let draft = try #require(try SchemaRecipe.read(Data(json.utf8)).first)
        // when it becomes a page
        let recipe = Recipe(draft: draft, parser: ViewFixtures.parser, catalog: catalog)
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: nil, isFavorite: false, strings: .english)
        // then
        #expect(page.yield == shown)
    }

    @Test func theAllergensOfItsFoodsAreListedByName() {
        // given eggs, milk and flour
        let recipe = recipe(lines: ["3 eggs", "1 cup milk", "200 g flour", "1 pinch salt"])
        // when
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: nil, isFavorite: false, strings: .english)
        // then each allergen is named from the strings table, in the order of the names
        #expect(page.allergens == recipe.allergens.map(Strings.english.name(of:)).sorted())
        #expect(page.allergens.contains("dairy") && page.allergens.contains("egg") && page.allergens.contains("wheat"))
        #expect(page.allergenList.hasPrefix("cereal grains, dairy, egg"))
        #expect(!page.allergensMayBeIncomplete)
    }

    @Test func aLineNotUnderstoodSaysTheListMayBeShort() {
        let recipe = recipe(lines: ["3 eggs", "2 zorbleberries"])
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: nil, isFavorite: false, strings: .english)
        #expect(page.allergens == ["egg"])
        #expect(page.allergensMayBeIncomplete)
    }

    @Test func everyAllergenHasAName() {
        for allergen in Allergen.allCases {
            let name = Strings.english.name(of: allergen)
            #expect(!name.hasPrefix("allergen."), "\(allergen)")
        }
    }

    static let library = """
    {"@context":"https://schema.org","@type":"Recipe","identifier":"lumpia","name":"Lumpia","recipeYield":"30 spring rolls","prepTime":"PT75H","cookTime":"PT30M","recipeIngredient":["30 spring roll wrappers","2 eggs","1 cup milk"],"recipeInstructions":["Roll and fry."]}
    """

    @Test func theRecipePageShowsTimeYieldAndAllergens() async throws {
        let store = try RecipeStore(
            catalog: catalog,
            recipes: RecipeLibrary.recipes(jsonLines: Self.library, parser: ViewFixtures.parser, catalog: catalog))
        try await withConfiguredApp(store: store) { app in
            // when
            try await app.testing().test(.GET, "/recipes/lumpia") { res in
                // then
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains(#"<time datetime="PT75H30M">3 days 3 h 30 min</time>"#))
                #expect(html.contains("Prep 3 days 3 h"))
                #expect(html.contains("Makes 30 spring rolls"))
                #expect(!html.contains("Serves 30") && !html.contains("4530"))
                let allergens = html.components(separatedBy: #"<p class="allergens"><strong>Contains:</strong> "#).dropFirst().first?
                    .prefix { $0 != "<" } ?? ""
                #expect(allergens.contains("dairy") && allergens.contains("egg"))
            }
            try await app.testing().test(.GET, "/random") { res in
                #expect(res.body.string.contains("Makes 30 spring rolls"))
            }
        }
    }
}
