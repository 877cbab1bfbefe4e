import Foundation
import Testing
@testable import RecipleaseCore

/// Which ingredient lines cook mode shows beside each step.
struct StepIngredientsTests {
    let catalog = FoodCatalog.shared

    func lines(_ lines: [String]) -> [ParsedIngredient] {
        let parser = IngredientParser(catalog: catalog)
        return lines.map { parser.parse($0) }
    }

    @Test func eachStepGetsTheLinesItsWordsName() {
        // given
        let ingredients = lines([
            "2 cups all-purpose flour",  // 0: named as "flour", a food it is a kind of
            "1 cup sugar",               // 1
            "3 large eggs",              // 2: plural in the line, singular in a step
            "2 tbsp olive oil",          // 3
            "1 tsp sesame oil",          // 4
            "1 tbsp Zorblat paste",      // 5: no catalog food: its written name counts
            "1 tsp vanilla extract",     // 6: named by no step
        ])
        let steps = [
            "Preheat the oven.",
            "Whisk the FLOUR and sugar together.",
            "Beat in the egg, then the zorblat paste.",
            "Heat the olive oil in a pan.",
            "Drizzle with sesame oil and serve.",
        ]
        // when
        let used = StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog)
        // then
        #expect(used == [[6], [0, 1], [2, 5], [3], [4]])
    }

    /// The words compared over a whole recipe are bounded: past the budget the remaining steps
    /// list no lines of their own, and every line no step named goes with the first, as always.
    @Test func theSearchStopsAtItsBudgetAndLeavesNoLineOut() {
        let ingredients = lines(["2 cups flour", "1 cup sugar", "3 eggs"])
        let steps = ["Whisk the flour.", "Add the sugar.", "Beat in the eggs."]
        #expect(StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog) == [[0], [1], [2]])
        // a budget spent on the first step's one word: the others name nothing of their own
        #expect(StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog, budget: 1) == [[0, 1, 2], [], []])
        #expect(StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog, budget: 0) == [[0, 1, 2], [], []])
        // names of many words over long steps full of them stay within it, each line listed once
        let numbers = lines(Array(repeating: String(repeating: "1 ", count: 100), count: 100))
        let long = Array(repeating: "add " + String(repeating: "1 ", count: 400), count: 60)
        let used = StepIngredients.lines(for: long, ingredients: numbers, catalog: catalog)
        #expect(Set(used.flatMap { $0 }) == Set(0..<100))
    }

    @Test func aFrenchRecipesStepsNameItsLinesInFrench() {
        // given French lines, read in French
        let parser = IngredientParser(catalog: catalog)
        let ingredients = [
            "2 gousses d'ail",                  // 0: "l'ail", an elision
            "250 g de champignons de Paris",    // 1: "les champignons", a French synonym of the food
            "2 c. à soupe d'huile d'olive",     // 2: "l'huile", the French name of the oil it is a kind of
            "20 cl de crème fraîche",           // 3: "la crème", of cream
            "3 pommes de terre",                // 4: a French name of three words
        ].map { parser.parse($0, language: .fr) }
        let steps = [
            "Faites chauffer l'huile dans une sauteuse.",
            "Ajoutez l'ail et les champignons émincés.",
            "Versez la crème, puis servez avec les pommes de terre.",
        ]
        // when
        let french = StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog, language: "fr")
        let unsaid = StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog)
        // then the French names find every line; without the language, the English names and the
        // lines' own words find fewer
        #expect(french == [[2], [0, 1], [3, 4]])
        #expect(unsaid != french)
    }

    @Test func aGeneralWordGoesToTheLineThatNamesIt() {
        // "flour" is a line of its own: bread flour is not taken for it
        let ingredients = lines(["1 cup flour", "1 cup bread flour"])
        let used = StepIngredients.lines(for: ["Add the flour.", "Add the bread flour."], ingredients: ingredients, catalog: catalog)
        #expect(used == [[0], [1]])
    }

    @Test func oilAloneServesEveryOilThatNoLineCallsOil() {
        let ingredients = lines(["2 tbsp olive oil", "1 tsp sesame oil"])
        let used = StepIngredients.lines(for: ["Heat the oil."], ingredients: ingredients, catalog: catalog)
        #expect(used == [[0, 1]])
    }

    @Test func aWordForAGroupTakesTheGroupsLines() {
        // given Coq au Vin's lines and steps: "the herbs" are its thyme and bay leaves
        let ingredients = lines(["6 chicken thighs", "4 sprigs fresh thyme", "2 bay leaves", "1 cup chicken stock",
                                 "Salt and pepper to taste"])
        let steps = ["Brown the chicken.", "Pour in the stock, add the herbs and return the chicken.", "Season to taste."]
        // when
        let used = StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog)
        // then the herbs come with the step that adds them, not with the first
        #expect(used[1] == [0, 1, 2, 3], "\(used)")
        #expect(!used[0].contains(1) && !used[0].contains(2), "\(used)")
        // and in French, "les herbes" takes them too
        let parser = IngredientParser(catalog: catalog)
        let french = ["4 brins de thym", "1 feuille de laurier", "50 cl de bouillon de volaille"].map { parser.parse($0, language: .fr) }
        let frenchUsed = StepIngredients.lines(for: ["Versez le bouillon.", "Ajoutez les herbes."], ingredients: french,
                                               catalog: catalog, language: "fr")
        #expect(frenchUsed == [[2], [0, 1]], "\(frenchUsed)")
        // while a line that names the group itself keeps the word ("fresh herbs" are a food)
        let named = lines(["1 cup fresh herbs", "1 sprig thyme"])
        #expect(StepIngredients.lines(for: ["Chop the thyme.", "Add the herbs."], ingredients: named, catalog: catalog) == [[1], [0]])
    }

    @Test func aNamesLeadingWordsAndFrenchSeasoningVerbsFindTheirLines() {
        // given a bourguignon's plain onion, its pearl onions and its salt and pepper
        let parser = IngredientParser(catalog: catalog)
        let ingredients = ["1 kg de bœuf à braiser", "1 oignon", "20 petits oignons grelots", "sel et poivre"]
            .map { parser.parse($0, language: .fr) }
        let steps = [
            "Coupez le bœuf en cubes et faites-le dorer.",
            "Ajoutez l'oignon émincé.",
            "Mouillez, salez, poivrez et laissez mijoter.",
            "Faites glacer les petits oignons et ajoutez-les.",
        ]
        // when
        let used = StepIngredients.lines(for: steps, ingredients: ingredients, catalog: catalog, language: "fr")
        // then "les petits oignons" are the pearl onions, not the plain onion, and "salez, poivrez"
        // takes the seasoning (the pearl onions and the seasoning went to the first step, and the
        // plain onion to the fourth; first-sight walk, 2026-12-07)
        #expect(used == [[0], [1], [3], [2]], "\(used)")
        // and English names of three words keep their own: "the red wine" is not the vinegar's
        let english = lines(["2 tbsp red wine vinegar", "1 cup red wine"])
        #expect(StepIngredients.lines(for: ["Pour in the red wine.", "Add the red wine vinegar."], ingredients: english,
                                      catalog: catalog) == [[1], [0]])
    }

    @Test func noStepsGiveNothingAndNoLinesGiveEmptySteps() {
        #expect(StepIngredients.lines(for: [], ingredients: lines(["1 egg"]), catalog: catalog).isEmpty)
        #expect(StepIngredients.lines(for: ["Boil.", "Eat."], ingredients: [], catalog: catalog) == [[], []])
    }
}
