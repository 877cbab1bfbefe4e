import ArgumentParser
import Foundation
@testable import RecipleaseCLI
import RecipleaseCore
import Testing

/// `import --print` and `show` state a recipe's nutrition per serving.
struct NutritionCommandTests {
    @Test func importPrintWritesTheNutritionPerServingAsNutritionInformation() throws {
        // given a page of a recipe for two, whose own figure the importer does not take
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Scrambled Eggs","recipeYield":"2","recipeIngredient":["4 eggs","2 tbsp butter","Salt to taste"],"recipeInstructions":["Scramble."],"nutrition":{"@type":"NutritionInformation","calories":"9999 kcal"}}</script>"#

        // when
        let lines = try ImportCommand.jsonLines(Data(page.utf8), fileName: "eggs.html")

        // then the line carries the estimate per serving: two eggs and a tablespoon of butter, about 245 kcal
        let line = try #require(lines.first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let nutrition = try #require(object["nutrition"] as? [String: String])
        #expect(nutrition["@type"] == "NutritionInformation")
        let calories = try #require(nutrition["calories"].flatMap { Double($0.replacingOccurrences(of: " kcal", with: "")) })
        #expect(calories > 180 && calories < 320, "\(calories)")
        #expect(nutrition["proteinContent"]?.hasSuffix(" g") == true && nutrition["sodiumContent"]?.hasSuffix(" mg") == true)
    }

    @Test func importPrintOfARecipeWithNothingWeighableHasNoNutrition() throws {
        let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Blorp","recipeIngredient":["zzz blorp"],"recipeInstructions":["Mix."]}</script>"#
        let line = try #require(try ImportCommand.jsonLines(Data(page.utf8), fileName: "b.html").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["nutrition"] == nil)
    }

    @Test func showPrintsALabelWithDailyValuesAndWhatItRestsOn() {
        // given
        let estimate = NutritionEstimate(
            perServing: Nutrients(energy: 297.4, protein: 5.64, fat: 12.26, saturatedFat: 3.18, carbohydrate: 41.5, sugars: 7.71, fiber: 0.8, sodium: 482.6),
            servings: 4, counted: 9, total: 11
        )
        // when
        let lines = ShowCommand.nutritionLines(estimate)
        // then
        #expect(lines == [
            "Nutrition per serving",
            "  Calories            300 kcal  15%",
            "  Total fat           12 g      16%",
            "    Saturated fat     3 g       16%",
            "  Sodium              480 mg    21%",
            "  Total carbohydrate  42 g      15%",
            "    Dietary fiber     <1 g      3%",
            "    Total sugars      8 g",
            "  Protein             6 g       11%",
            "  Estimated from 9 of 11 ingredients; the others could not be weighed.",
        ])
        #expect(ShowCommand.nutritionLines(nil) == ["Nutrition per serving", "  No estimate: none of the ingredients could be weighed."])
    }
}
