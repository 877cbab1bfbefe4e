import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing

/// The page models behind issue 21's honest pages, without a server.
struct HonestPageModelTests {
    let catalog = ViewFixtures.catalog

    @Test(arguments: [
        (["3 eggs", "1 pinch salt"], "Saved."),
        (["3 eggs", "zzz blorp"], "Saved. 1 line was not recognised: “zzz blorp”. It is kept as written"),
        (["zzz a", "zzz b", "zzz c", "zzz d", "zzz e", "zzz f", "zzz g"], "Saved. 7 lines were not recognised: “zzz a”, “zzz b”, “zzz c”, “zzz d”, “zzz e” and 2 more."),
    ])
    func theNoticeAfterSavingNamesTheLinesNotRecognised(_ lines: [String], _ start: String) {
        let recipe = ViewFixtures.recipe("u-1", owner: "someone", lines: lines)
        #expect(recipe.savedNotice(in: .english).hasPrefix(start), "\(recipe.savedNotice(in: .english))")
    }

    @Test func theRecipePageMarksEachLineNotRecognised() {
        let page = RecipeShowPage(recipe: ViewFixtures.recipe(lines: ["3 eggs", "zzz blorp"]), catalog: catalog, source: nil, isFavorite: false, strings: .english)
        #expect(page.ingredients.map(\.unrecognised) == [false, true])
    }

    @Test func theEditorCountsTheLinesNotRecognised() {
        var input = RecipeInput()
        input.ingredients = ["3 eggs", "zzz blorp", "qqq frob"]
        let page = RecipeFormPage(input: input, editing: nil, parser: ViewFixtures.parser, catalog: catalog, errors: [], csrf: "", strings: .english)
        #expect(page.unrecognised.hasPrefix("2 lines are not recognised"))
        input.ingredients = ["3 eggs"]
        #expect(RecipeFormPage(input: input, editing: nil, parser: ViewFixtures.parser, catalog: catalog, errors: [], csrf: "", strings: .english).unrecognised == "")
    }

    @Test(arguments: [
        ("https://example.com/eggs.jpg", "/images/recipes/omelette.svg"),
        (nil, nil),
        ("javascript:alert(1)", nil),
    ] as [(String?, String?)])
    func onlyAWebPhotographNamesTheDrawnPictureToFallBackOn(_ image: String?, _ fallback: String?) {
        let recipe = ViewFixtures.recipe(image: image)
        #expect(RecipeShowPage(recipe: recipe, catalog: catalog, source: nil, isFavorite: false, strings: .english).imageFallback == fallback)
        let card = RecipeCard(hit: SearchHit(recipe: recipe, used: [], missed: []), catalog: catalog, showMatch: false,
                              source: "library", isFavorite: false, strings: .english)
        #expect(card.imageFallback == fallback)
    }

    @Test func theKitchenUndoCarriesEveryNameAndTick() throws {
        // given
        let user = UUID()
        let cleared = [
            KitchenItem(userID: user, name: "rice", nameKey: "rice", foodID: nil, ticked: false, createdAt: Date()),
            KitchenItem(userID: user, name: "1 2 tomatoes", nameKey: "1 2 tomatoes", foodID: nil, ticked: true, createdAt: Date()),
        ]
        // when
        let undo = try #require(KitchenPage.Undo(cleared, strings: .english))
        // then
        #expect(undo.text == "Cleared 2 foods." && undo.action == "/kitchen/restore")
        #expect(undo.items == ["0 rice", "1 1 2 tomatoes"])
        #expect(undo.items.compactMap(KitchenPage.Undo.item).map { $0.name } == ["rice", "1 2 tomatoes"])
        #expect(undo.items.compactMap(KitchenPage.Undo.item).map { $0.ticked } == [false, true])
        #expect(KitchenPage.Undo([], strings: .english) == nil)
        #expect(KitchenPage.Undo(Array(cleared.prefix(1)), strings: .english)?.text == "Cleared 1 food.")
    }

    @Test(arguments: ["", "x", "2 rice", "1rice", "0"])
    func anOddUndoValueIsSkipped(_ value: String) {
        #expect(KitchenPage.Undo.item(value) == nil)
    }

    @Test func aSavedCopyAloneAsksBeforeItIsRemoved() {
        let user = UUID()
        let kept = Favorite(userID: user, recipeID: "omelette", title: "Omelette", snapshot: "{}", createdAt: Date())
        let gone = Favorite(userID: user, recipeID: "mealdb:1", title: "Old soup", snapshot: "{}", createdAt: Date())
        let available: (String) -> Bool = { $0 == "omelette" }
        let page = FavoritesPage(favorites: [kept, gone], query: "", isAvailable: available, confirming: "mealdb:1", csrf: "t", strings: .english)
        #expect(page.favorites.map(\.confirmURL) == [nil, "/favorites?remove=mealdb%3A1"])
        #expect(page.confirm?.text.hasPrefix("Remove “Old soup”? It is no longer in the library") == true)
        #expect(page.confirm?.action == "/favorites/mealdb%3A1")
        // a recipe that still opens is removed at once, with an undo after; it is never "confirmed"
        #expect(FavoritesPage(favorites: [kept], query: "", isAvailable: available, confirming: "omelette", csrf: "t", strings: .english).confirm == nil)
        let removed = FavoritesPage(favorites: [], query: "", isAvailable: available, removed: .init(recipeID: "omelette", title: "Omelette", strings: .english), csrf: "t", strings: .english)
        #expect(removed.removed?.text == "Removed “Omelette” from your favorites." && removed.removed?.action == "/favorites/omelette")
    }

    @Test func signUpProblemsAreFoundForEveryFieldAtOnce() {
        let all = AccountRules.problems(username: "a", password: "short", confirmation: "")
        #expect(all[.username] == .broken(rule: "username-short", arguments: ["min": "3"]))
        #expect(all[.password] == .broken(rule: "password-short", arguments: ["min": "10"]))
        #expect(all[.confirm] == .passwordsDiffer)
        #expect(AccountRules.problems(username: "alice", password: "correct horse battery", confirmation: "correct horse battery").isEmpty)
        // the password rule about the username uses the name as typed, even when the name breaks a rule
        #expect(AccountRules.problems(username: "Al ice", password: "my al ice pass", confirmation: "my al ice pass")[.password]
            == .broken(rule: "password-username"))
        let page = AccountFormPage(kind: .signUp, username: "a", next: nil, error: "x",
                                   fieldErrors: [.username: "Too short.", .confirm: "Differ."], csrf: "t", strings: .english)
        #expect(page.error == "Nothing was saved: please fix the 2 problems marked below.")
        #expect(page.usernameError == "Too short." && page.passwordError == nil && page.confirmError == "Differ.")
    }

    @Test func preferencesShowLabelsAndSendValues() {
        let page = PreferencesPage(saved: SearchPreferences(), cuisines: ["Thai"], sources: [], signedIn: false, done: nil, csrf: "t", language: nil, strings: .english)
        let intolerances = page.groups[1].options
        #expect(intolerances.first { $0.value == "tree nut" }?.label == "Tree nuts")
        #expect(page.groups[0].options.first { $0.value == "gluten-free" }?.label == "Gluten-free")
        #expect(page.groups[2].options.map(\.label) == ["Thai"])
    }
}
