import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing

/// The favorites, kitchen, my recipes, account, import and preferences pages, each from plain values.
struct FormPagesTests {
    let catalog = ViewFixtures.catalog

    @Test func favoritesOpenAsTheyAreNowOrAsSaved() {
        // given one favorite the library still has and one it no longer has
        let user = UUID()
        let kept = Favorite(userID: user, recipeID: "omelette", title: "Omelette", snapshot: "{}", createdAt: Date())
        let gone = Favorite(userID: user, recipeID: "mealdb:1", title: "Old soup", snapshot: "{}", createdAt: Date())
        // when
        let page = FavoritesPage(favorites: [kept, gone], query: "soup", isAvailable: { $0 == "omelette" }, csrf: "token", strings: .english)
        // then
        #expect(page.total == 2 && page.shownCount == 1)
        #expect(page.favorites.map(\.shown) == [false, true])
        #expect(page.favorites.map(\.url) == ["/recipes/omelette", "/favorites/mealdb%3A1"])
        #expect(page.favorites.map(\.action) == ["/favorites/omelette", "/favorites/mealdb%3A1"])
        #expect(page.favorites[1].planURL == "/planner/add?recipe=mealdb%3A1")
    }

    @Test func theKitchenListSearchesWithItsTickedItems() {
        let user = UUID()
        let egg = KitchenItem(userID: user, name: "egg", nameKey: "egg", foodID: "egg", ticked: true, createdAt: Date())
        egg.id = UUID()
        let odd = KitchenItem(userID: user, name: "zorblax", nameKey: "zorblax", foodID: nil, ticked: false, createdAt: Date())
        odd.id = UUID()
        let page = KitchenPage(items: [egg, odd], catalog: catalog, typed: "", error: nil, csrf: "token", strings: .english)
        #expect(page.items.map(\.food) == ["egg", nil])
        #expect(page.items[0].action == "/kitchen/\(egg.id?.uuidString ?? "")")
        #expect(page.tickedCount == 1)
        #expect(page.searchURL == "/?i=egg")
    }

    @Test func myRecipesLinkToTheirPagesAndPictures() {
        let row = UserRecipes.Listed(id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID(), title: "Mine", servings: 4, photoTag: nil,
                                      yieldText: nil, prepMinutes: nil, cookMinutes: nil, updatedAt: Date(), sharedWithHousehold: false)
        let page = MyRecipesPage(rows: [row], current: { _ in nil }, done: "deleted", strings: .english)
        let id = "u-00000000-0000-0000-0000-00000000000a"
        #expect(page.notice == "The recipe was deleted.")
        #expect(page.recipes.first?.url == "/recipes/\(id)")
        #expect(page.recipes.first?.editURL == "/my-recipes/\(id)/edit")
        #expect(page.recipes.first?.planURL == "/planner/add?recipe=\(id)")
        #expect(page.recipes.first?.image == "/images/recipes/\(id).svg")
    }

    @Test func deletingARecipeAPlanUsesListsTheDays() {
        let page = MyRecipeDeletePage(recipeID: "u-1", recipeTitle: "Mine", blocked: "Mine is on your plan.",
                                      uses: [(ViewFixtures.date("2026-11-26"), "dinner")], csrf: "token", strings: .english)
        #expect(page.title == "Delete Mine?")
        #expect(page.action == "/my-recipes/u-1/delete")
        #expect(page.uses.map(\.text) == ["Thursday 26 November 2026, dinner"])
        #expect(page.uses.map(\.url) == ["/planner?week=2026-11-23#day-2026-11-26"])
    }

    @Test func theRecipeFormShowsWhatTheParserUnderstood() {
        var input = RecipeInput()
        input.title = "Eggs"
        input.ingredients = ["2 eggs", "  ", "a zorblax"]
        input.mealTypes = ["Breakfast"]
        let new = RecipeFormPage(input: input, editing: nil, parser: ViewFixtures.parser, catalog: catalog, errors: [], csrf: "token", strings: .english)
        #expect(new.title == "New recipe" && new.action == "/my-recipes" && new.deleteURL == nil)
        #expect(new.lines.map(\.text) == ["2 eggs", "a zorblax"])
        #expect(new.lines.first?.food == "egg")
        #expect(new.mealTypes.filter(\.checked).map(\.value) == ["breakfast"])
        let edit = RecipeFormPage(input: input, editing: ("u-1", "Old eggs"), parser: ViewFixtures.parser, catalog: catalog, errors: ["x"], csrf: "", strings: .english)
        #expect(edit.title == "Edit Old eggs" && edit.heading == "Edit recipe")
        #expect(edit.action == "/my-recipes/u-1" && edit.cancelURL == "/recipes/u-1" && edit.deleteURL == "/my-recipes/u-1/delete")
    }

    @Test func theAccountFormsLinkToEachOtherKeepingWhereToGo() {
        let signIn = AccountFormPage(kind: .signIn, username: String(repeating: "a", count: 100), next: "/planner?week=2026-11-23", error: nil, csrf: "t", strings: .english)
        #expect(signIn.title == "Sign in")
        #expect(signIn.otherURL == "/signup?next=%2Fplanner%3Fweek%3D2026-11-23")
        #expect(signIn.username.count == 64)
        #expect(AccountFormPage.template(.signIn) == "pages/account-signin")
        let signUp = AccountFormPage(kind: .signUp, username: "ann", next: nil, error: "Taken.", csrf: "t", strings: .english)
        #expect(signUp.title == "Create an account")
        #expect(signUp.otherURL == "/signin" && signUp.next == "")
        #expect(signUp.usernameRule.hasPrefix("3–32 characters"))
    }

    @Test func theImportFormComesBackWithWhatWasTyped() {
        let page = ImportPage(url: "https://example.com", text: "", problem: "Nothing to import.", csrf: "t", strings: .english)
        #expect(page.title == "Import recipes" && page.problem == "Nothing to import." && page.url == "https://example.com")
        #expect(ImportPage(csrf: "t", strings: .english).problem == nil)
    }

    @Test func preferencesTickWhatIsSaved() {
        var saved = SearchPreferences()
        saved.diets = ["vegetarian"]
        let page = PreferencesPage(saved: saved, cuisines: ["Italian", "Thai"], sources: [], signedIn: false, done: "reset", csrf: "t", language: nil, strings: .english)
        #expect(page.notice == "Reset. Searches no longer filter by your preferences.")
        #expect(page.groups.map(\.name) == ["diets", "intolerances", "cuisines"])
        #expect(page.groups[0].chosenCount == 1)
        #expect(page.groups[0].options.filter(\.checked).map(\.value) == ["vegetarian"])
        #expect(page.groups[2].options.map(\.id) == ["cuisines-0", "cuisines-1"])
    }
}
