import Foundation
import Testing
@testable import RecipleaseCore

/// A recipe's yield kept in its own words when it is not servings, and durations in days, hours
/// and minutes, as pages and the command line print them.
struct RecipeFactsTextTests {
    @Test(arguments: [
        ("4", 4, nil),
        ("4 servings", 4, nil),
        ("Serves 4-6", 4, nil),
        ("4 to 6 people", 4, nil),
        ("Makes 6 portions", 6, nil),
        ("30 spring rolls", 30, "30 spring rolls"),
        ("1 loaf", 1, "1 loaf"),
        ("Makes 24 cookies", 24, "24 cookies"),
        ("Yield: 2 cups", 2, "2 cups"),
    ] as [(String, Int?, String?)])
    func aYieldKeepsItsWordsWhenItIsNotServings(_ recipeYield: String, _ servings: Int?, _ words: String?) throws {
        let json = #"{"@type":"Recipe","name":"R","recipeYield":"\#(recipeYield)"}"#
        let draft = try #require(try SchemaRecipe.read(Data(json.utf8)).first)
        #expect(draft.servings == servings)
        #expect(draft.yieldText == words)
    }

    @Test func aListOfYieldsGivesTheNumberAndTheWords() throws {
        let json = #"{"@type":"Recipe","name":"R","recipeYield":["24","24 cookies"]}"#
        let draft = try #require(try SchemaRecipe.read(Data(json.utf8)).first)
        #expect(draft.servings == 24)
        #expect(draft.yieldText == "24 cookies")
    }

    @Test func aYieldTooLongToBeOneIsNotShown() throws {
        let json = #"{"@type":"Recipe","name":"R","recipeYield":"4 \#(String(repeating: "word ", count: 40))"}"#
        let draft = try #require(try SchemaRecipe.read(Data(json.utf8)).first)
        #expect(draft.servings == 4)
        #expect(draft.yieldText == nil)
    }

    @Test(arguments: [
        (4, nil, "\"4\""),
        (30, "30 spring rolls", "\"30 spring rolls\""),
        (12, "One dozen", "[\"12\",\"One dozen\"]"),
    ] as [(Int, String?, String)])
    func theWriterKeepsTheYieldSoItReadsBackTheSame(_ servings: Int, _ words: String?, _ written: String) throws {
        // given
        let catalog = FoodCatalog.shared
        let draft = RecipeDraft(id: "r", title: "R", servings: servings, ingredientLines: ["1 egg"], yieldText: words)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: catalog), catalog: catalog)
        // when written and read back
        let line = try SchemaRecipe.line(recipe)
        let back = try #require(try SchemaRecipe.read(Data(line.utf8)).first)
        // then
        #expect(line.contains(#""recipeYield":"# + written))
        #expect(back.servings == servings)
        #expect(back.yieldText == words)
    }

    @Test(arguments: [
        (nil, nil), (-5, nil), (0, nil), (1, "1 min"), (45, "45 min"), (60, "1 h"), (61, "1 h 1 min"),
        (90, "1 h 30 min"), (1440, "1 day"), (1500, "1 day 1 h"), (4530, "3 days 3 h 30 min"),
    ] as [(Int?, String?)])
    func durationsReadInDaysHoursAndMinutes(_ minutes: Int?, _ shown: String?) {
        #expect(Strings.english.duration(minutes: minutes) == shown)
    }
}
