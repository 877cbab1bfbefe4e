import Foundation
import Testing
@testable import RecipleaseCore

/// How a serving's nutrients are stated: a label's rounding and daily values, and schema.org's
/// `NutritionInformation`.
struct NutritionLabelTests {
    typealias Nutrient = NutritionLabel.Nutrient

    static let serving = Nutrients(energy: 297.4, protein: 5.64, fat: 12.26, saturatedFat: 3.18,
                                   carbohydrate: 41.5, sugars: 7.71, fiber: 0.8, sodium: 482.6)
    static let estimate = NutritionEstimate(perServing: serving, servings: 4, counted: 9, total: 11)

    @Test(arguments: [
        // calories: 0 under 5, to 5 up to 50, to 10 above
        (Nutrient.energy, 4.9, "0 kcal"), (.energy, 22.4, "20 kcal"), (.energy, 47.6, "50 kcal"),
        (.energy, 50.0, "50 kcal"), (.energy, 297.4, "300 kcal"), (.energy, 1234.0, "1230 kcal"),
        // fats: 0 under half a gram, to half grams under 5, whole grams from 5
        (.fat, 0.49, "0 g"), (.fat, 0.5, "0.5 g"), (.fat, 2.3, "2.5 g"), (.fat, 4.9, "5 g"), (.fat, 12.26, "12 g"),
        (.saturatedFat, 3.18, "3 g"), (.saturatedFat, 3.3, "3.5 g"),
        // sodium: 0 under 5 mg, to 5 up to 140, to 10 above
        (.sodium, 4.0, "0 mg"), (.sodium, 137.0, "135 mg"), (.sodium, 140.0, "140 mg"), (.sodium, 482.6, "480 mg"),
        // the other grams: 0 under half a gram, "<1 g" under one, whole grams from one
        (.carbohydrate, 0.3, "0 g"), (.fiber, 0.7, "<1 g"), (.sugars, 1.0, "1 g"), (.protein, 5.64, "6 g"), (.protein, 5.5, "6 g"),
    ])
    func amountsAreRoundedAsALabelRoundsThem(_ nutrient: Nutrient, _ value: Double, _ shown: String) {
        #expect(NutritionLabel.labelAmount(value, of: nutrient) == shown)
    }

    @Test func theLabelListsEveryNutrientInItsOrderWithItsDailyValue() throws {
        // when
        let label = try #require(NutritionLabel(Self.estimate))
        // then the US label's order, parts marked, %DV of the FDA's reference amounts, none for sugars
        #expect(label.rows.map(\.name) == ["Calories", "Total fat", "Saturated fat", "Sodium", "Total carbohydrate",
                                           "Dietary fiber", "Total sugars", "Protein"])
        #expect(label.rows.map(\.nutrient.isPart) == [false, false, true, false, false, true, true, false])
        #expect(label.rows.map(\.percentDailyValue) == [15, 16, 16, 21, 15, 3, nil, 11])
        #expect(label.rows.map(\.amount) == ["300 kcal", "12 g", "3 g", "480 mg", "42 g", "<1 g", "8 g", "6 g"])
        #expect(label.basis == "Estimated from 9 of 11 ingredients; the others could not be weighed.")
        let all = NutritionEstimate(perServing: Self.serving, servings: 4, counted: 3, total: 3)
        #expect(NutritionLabel(all)?.basis == "Estimated from all 3 ingredients.")
        // one left out is "the other", not "the others" (a browser probe, 2026-12-07)
        let one = NutritionEstimate(perServing: Self.serving, servings: 4, counted: 6, total: 7)
        #expect(NutritionLabel(one)?.basis == "Estimated from 6 of 7 ingredients; the other could not be weighed.")
        #expect(NutritionLabel(one, strings: Strings.for(.french))?.basis == "Estimation sur 6 des 7 ingrédients ; l'autre n'a pas pu être pesé.")
    }

    @Test(arguments: [
        NutritionEstimate(perServing: serving, servings: 4, counted: 0, total: 3),
        NutritionEstimate(perServing: serving, servings: 0, counted: 2, total: 3),
        NutritionEstimate(perServing: Nutrients(energy: .nan), servings: 2, counted: 2, total: 3),
        NutritionEstimate(perServing: Nutrients(sodium: .infinity), servings: 2, counted: 2, total: 3),
        NutritionEstimate(perServing: Nutrients(fat: -1), servings: 2, counted: 2, total: 3),
    ])
    func anEstimateWithNothingSoundToShowShowsNothing(_ estimate: NutritionEstimate) {
        #expect(!estimate.isShown)
        #expect(NutritionLabel(estimate) == nil)
        #expect(SchemaRecipe.nutritionInformation(estimate) == nil)
    }

    @Test func theSchemaOrgRecipeCarriesNutritionInformationPerServing() throws {
        // given
        let recipe = Recipe(draft: RecipeDraft(title: "Cake", servings: 4, ingredientLines: ["2 eggs"], instructions: ["Bake."]),
                            parser: IngredientParser(catalog: Fixtures.catalog), catalog: Fixtures.catalog)
        // when
        let line = try SchemaRecipe.line(recipe, nutrition: Self.estimate)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        // then amounts carry their units: kcal and mg whole, grams to a tenth
        let nutrition = try #require(object["nutrition"] as? [String: String])
        #expect(nutrition == [
            "@type": "NutritionInformation", "calories": "297 kcal", "proteinContent": "5.6 g", "fatContent": "12.3 g",
            "saturatedFatContent": "3.2 g", "carbohydrateContent": "41.5 g", "sugarContent": "7.7 g",
            "fiberContent": "0.8 g", "sodiumContent": "483 mg",
        ])
        // and the same bytes JSONSerialization writes, as every line does
        let expected = try JSONSerialization.data(withJSONObject: SchemaRecipe.object(recipe, nutrition: Self.estimate),
                                                  options: [.sortedKeys, .withoutEscapingSlashes])
        #expect(line == String(decoding: expected, as: UTF8.self))
        // without an estimate, as the library and favorites' snapshots are written, there is none
        #expect(SchemaRecipe.object(recipe)["nutrition"] == nil)
    }

    @Test func aRecipeThatStatesItsOwnNutritionIsReadAsAnyOther() throws {
        // given JSON-LD with a page's own NutritionInformation, as our export writes it and in shapes pages use
        let documents = [
            #"{"@type":"Recipe","name":"Cake","recipeIngredient":["2 eggs"],"nutrition":{"@type":"NutritionInformation","calories":"297 kcal","sodiumContent":"483 mg"}}"#,
            #"{"@type":"Recipe","name":"Cake","recipeIngredient":["2 eggs"],"nutrition":[{"calories":297}]}"#,
            #"{"@type":"Recipe","name":"Cake","recipeIngredient":["2 eggs"],"nutrition":"297 calories"}"#,
        ]
        for document in documents {
            // when
            let drafts = try SchemaRecipe.read(Data(document.utf8))
            // then the recipe is its lines; the stated figures are not taken
            #expect(drafts.map(\.title) == ["Cake"])
            #expect(drafts.first?.ingredientLines == ["2 eggs"])
        }
    }
}
