import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing

struct SiteURLTests {
    static let monday = PlanDate(year: 2026, month: 11, day: 23)!
    static let thursday = PlanDate(year: 2026, month: 11, day: 26)!
    static let entryID = UUID(uuidString: "00000000-0000-0000-0000-0000000000AB")!

    @Test(arguments: [
        (SiteURL.home, "/"),
        (SiteURL.random, "/random"),
        (SiteURL.search(ingredients: ["chicken", "salt & pepper"]), "/?i=chicken&i=salt%20%26%20pepper"),
        (SiteURL.recipe("omelette"), "/recipes/omelette"),
        (SiteURL.recipe("a b/c?d"), "/recipes/a%20b%2Fc%3Fd"),
        (SiteURL.recipe(Recipe.ID("u-1"), done: "saved"), "/recipes/u-1?done=saved"),
        (SiteURL.recipeImage(Recipe.ID("spoonacular:42")), "/images/recipes/spoonacular%3A42.svg"),
        (SiteURL.favorites, "/favorites"),
        (SiteURL.favorite("mealdb:52772"), "/favorites/mealdb%3A52772"),
        (SiteURL.planner, "/planner"),
        (SiteURL.plannerWeek(thursday), "/planner?week=2026-11-26"),
        (SiteURL.plannerDay(thursday), "/planner?week=2026-11-23#day-2026-11-26"),
        (SiteURL.planAdd(recipe: "a&b"), "/planner/add?recipe=a%26b"),
        (SiteURL.planAdd(date: monday, meal: .lunch), "/planner/add?date=2026-11-23&meal=lunch"),
        (SiteURL.editPlannedMeal("X1"), "/planner/X1/edit"),
        (SiteURL.deletePlannedMeal("X1"), "/planner/X1/delete"),
        (SiteURL.plannerSettings(done: "calendar", fragment: "calendar"), "/planner/settings?done=calendar#calendar"),
        (SiteURL.calendar(token: "abc_-1"), "/calendar/abc_-1.ics"),
        (SiteURL.grocery(from: monday, to: thursday), "/grocery?from=2026-11-23&to=2026-11-26"),
        (SiteURL.grocery(from: monday, to: monday, hideKitchen: true), "/grocery?from=2026-11-23&to=2026-11-23&hideKitchen=1"),
        (SiteURL.groceryText(from: monday, to: thursday), "/grocery.txt?from=2026-11-23&to=2026-11-26"),
        (SiteURL.deleteGroceryItem(entryID), "/grocery/items/00000000-0000-0000-0000-0000000000AB/delete"),
        (SiteURL.myRecipes(done: "deleted"), "/my-recipes?done=deleted"),
        (SiteURL.editMyRecipe("u-1"), "/my-recipes/u-1/edit"),
        (SiteURL.kitchenItem("K"), "/kitchen/K"),
        (SiteURL.preferences(done: "reset"), "/preferences?done=reset"),
        (SiteURL.importPage, "/import"),
        (SiteURL.signIn(), "/signin"),
        (SiteURL.signIn(next: "/?i=egg"), "/signin?next=%2F%3Fi%3Degg"),
        (SiteURL.signUp(next: "/planner"), "/signup?next=%2Fplanner"),
        (SiteURL.apiPlanEntry(entryID), "/api/v1/plan/00000000-0000-0000-0000-0000000000AB"),
        (SiteURL.apiRecipe(Recipe.ID("u-1")), "/api/v1/recipes/u-1"),
    ])
    func buildsEachPath(_ built: String, _ expected: String) {
        #expect(built == expected)
    }

    @Test func routeSegmentsAreThePathsFirstSegments() {
        #expect(SiteURL.Root.myRecipes.path == SiteURL.myRecipes)
        #expect(SiteURL.Root.signIn.rawValue == "signin")
        #expect(SiteURL.Root.import.path == SiteURL.importPage)
    }
}
