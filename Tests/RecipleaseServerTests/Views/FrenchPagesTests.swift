import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing

/// Page models built with the French table: dates, times, numbers and words in French.
struct FrenchPagesTests {
    let monday = ViewFixtures.date("2026-11-23")

    @Test func thePlannerWeekReadsInFrench() {
        // given a dinner on Tuesday at 19:30
        let dinner = ViewFixtures.planEntry("omelette", title: "Omelette", date: "2026-11-24", time: "19:30")
        // when
        let page = PlannerWeekPage(range: PlanRange.week(of: monday), today: ViewFixtures.date("2026-11-24"),
                                   entries: [dinner], opening: { _ in .current }, reminders: [],
                                   settings: PlannerPreferences(), csrf: "", strings: .french)
        // then
        #expect(page.title == "Planning")
        #expect(page.weekLabel == "lun. 23 nov. – dim. 29 nov. 2026")
        #expect(page.days.map(\.label) == ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"])
        #expect(page.days[1].shortLabel == "24 nov.")
        #expect(page.days[1].meals.map(\.label) == ["Petit-déjeuner", "Déjeuner", "Dîner", "Goûter"])
        #expect(page.days[1].meals.first { $0.meal == "dinner" }?.entries.first?.amount == "2 portions")
        #expect(page.reminderMinutes == "1 heure")
    }

    @Test func theMealFormsUsualTimesReadInFrench() {
        // when the form to add a meal is built in French with the default times
        let page = PlanEntryFormPage(input: PlanEntryInput(), entry: nil, recipe: nil, settings: PlannerPreferences(),
                                     errors: [], csrf: "", strings: .french)
        // then the meals and their times are said as the rest of the page says them
        #expect(page.usualTimes == "Petit-déjeuner 08 h 00, Déjeuner 12 h 30, Dîner 19 h 00, Goûter 16 h 00", "\(page.usualTimes)")
    }

    @Test func theGroceryListReadsInFrench() {
        // given a two-day list with a recipe that is gone
        let range = PlanRange(from: ViewFixtures.date("2026-11-24"), to: ViewFixtures.date("2026-11-25"))
        let list = GroceryListResult(range: range, system: .metric, rows: [],
                                     unavailable: [ViewFixtures.planEntry("gone", title: "Vieille soupe", date: "2026-11-24")],
                                     hiddenCount: 0, plannedCount: 1)
        // when
        let page = GroceryPage(list: list, today: ViewFixtures.date("2026-11-26"), hideKitchen: false, error: nil, typed: "",
                               csrf: "", opening: { _ in .current }, strings: .french)
        // then
        #expect(page.title == "Liste de courses")
        #expect(page.rangeLabel == "du mardi 24 novembre 2026 au mercredi 25 novembre 2026")
        #expect(page.units == "métriques")
        #expect(page.unavailable == ["Vieille soupe (mar. 24 nov., dîner)"])
        #expect(list.plainText(in: .french).hasPrefix("Liste de courses : du mardi 24 novembre 2026 au mercredi 25 novembre 2026\n"))
        #expect(list.plainText(in: .french).contains("Rien à acheter : aucun repas n'est planifié ces jours-là."))
    }

    @Test func recipeFactsReadInFrench() {
        // given a recipe with 75 minutes in all, for 4
        let recipe = ViewFixtures.recipe()
        // when
        let page = RecipeShowPage(recipe: recipe, catalog: ViewFixtures.catalog, source: "library", isFavorite: false, strings: .french)
        let card = RecipeCard(hit: SearchHit(recipe: recipe, used: [], missed: []), catalog: ViewFixtures.catalog, showMatch: false,
                              source: "library", isFavorite: false, strings: .french)
        // then the same facts, in French words
        #expect(card.yield == Strings.french.yield(servings: recipe.servings, yieldText: recipe.yieldText))
        #expect(card.yield?.hasPrefix("Pour ") == true)
        #expect(page.readyIn == card.readyIn)
        #expect(Strings.french.duration(minutes: 90) == "1 h 30 min")
    }

    @Test func theNutritionBasisNamesFiveLinesLeftOutThenCountsTheRest() throws {
        // given one weighed line and seven that cannot be weighed
        let unweighed = (1...7).map { "zorblax \($0) to taste" }
        let draft = RecipeDraft(title: "Eggs", servings: 2, ingredientLines: ["2 eggs"] + unweighed)
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: ViewFixtures.catalog), catalog: ViewFixtures.catalog)
        // when
        let basis = try #require(RecipeShowPage(recipe: recipe, catalog: ViewFixtures.catalog, source: "library", isFavorite: false,
                                                strings: .english).nutrition).basis
        // then the first five are named and the other two counted
        #expect(basis.hasPrefix("Estimated from 1 of 8 ingredients; the others could not be weighed. Not counted: “zorblax 1 to taste”, "), "\(basis)")
        #expect(basis.hasSuffix("“zorblax 5 to taste” and 2 more."), "\(basis)")
    }

    @Test func theNutritionTableReadsInFrench() throws {
        // given one egg for two: about 2.4 g of fat a serving, which the label writes 2.5 g
        let draft = RecipeDraft(title: "Œuf", servings: 2, ingredientLines: ["1 egg", "salt to taste"])
        let recipe = Recipe(draft: draft, parser: IngredientParser(catalog: ViewFixtures.catalog), catalog: ViewFixtures.catalog)
        // when
        let french = try #require(RecipeShowPage(recipe: recipe, catalog: ViewFixtures.catalog, source: "library", isFavorite: false,
                                                 strings: .french).nutrition)
        let english = try #require(RecipeShowPage(recipe: recipe, catalog: ViewFixtures.catalog, source: "library", isFavorite: false,
                                                  strings: .english).nutrition)
        // then the nutrients' names, the decimal comma, the percent and the basis are French
        let fat = try #require(french.rows.first { $0.name == "Lipides" })
        #expect(fat.amount == "2,5 g")
        #expect(fat.dailyValue?.hasSuffix(" %") == true)
        #expect(french.rows.map(\.name).contains("Protéines"))
        // and it names the line left out (it named none; first-sight walk, 2026-12-07)
        #expect(french.basis == "Estimation sur 1 des 2 ingrédients ; l'autre n'a pas pu être pesé. Hors estimation : « salt to taste ».")
        #expect(english.basis == "Estimated from 1 of 2 ingredients; the other could not be weighed. Not counted: “salt to taste”.")
        // and the same table in English keeps its own
        #expect(english.rows.first { $0.name == "Total fat" }?.amount == "2.5 g")
        #expect(english.rows.first { $0.name == "Total fat" }?.dailyValue?.hasSuffix("%") == true)
    }

    @Test func errorsOfFormsReadInFrenchWithTheirValues() {
        // given refusals whose values are words: a lock-out's duration, a recipe on the plan
        let locked = AccountError.wrongCredentials(lockedFor: 180)
        let inUse = RecipeInUseError(title: "Soupe", uses: [.init(date: ViewFixtures.date("2026-11-24"), meal: "dinner")])
        // then the values are French too
        #expect(locked.message(in: .french) == "Nom d'utilisateur ou mot de passe incorrect. Après trop d'essais manqués, ce compte est bloqué pendant 3 minutes.")
        #expect(AccountError.throttled(retryAfter: 1).message(in: .french).hasSuffix("Réessayez dans 1 seconde."))
        #expect(inUse.message(in: .french) == "« Soupe » est dans votre planning : le mardi 24 novembre 2026 (dîner). Retirez-la d'abord du planning, puis supprimez-la.")
        #expect(inUse.message(in: .english).contains("Tuesday 24 November 2026 (dinner)"))
    }
}
