import RecipleaseCore
@testable import RecipleaseServer
import Testing

struct RecipeShowPageTests {
    let catalog = ViewFixtures.catalog

    @Test func aLibraryRecipeShowsNoOwnerLinksAndItsHeart() {
        // given
        let recipe = ViewFixtures.recipe()
        // when
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: "library", isFavorite: true, strings: .english)
        // then
        #expect(page.title == "Omelette")
        #expect(page.editURL == nil && page.deleteURL == nil)
        #expect(page.isFavorite)
        #expect(page.favoriteAction == "/favorites/omelette")
        #expect(page.planURL == "/planner/add?recipe=omelette")
        #expect(page.ingredients.map(\.text) == ["3 eggs", "1 pinch salt"])
        #expect(page.ingredients.first?.food == "egg")
        #expect(page.notice == nil && page.origin == nil)
    }

    @Test func theOwnerSeesEditAndDeleteLinks() {
        let recipe = ViewFixtures.recipe("u-1", title: "Mine", owner: "someone")
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: "mine", isFavorite: false, notice: "Saved.", strings: .english)
        #expect(page.editURL == "/my-recipes/u-1/edit")
        #expect(page.deleteURL == "/my-recipes/u-1/delete")
        #expect(!page.isFavorite)
        #expect(page.notice == "Saved.")
    }

    @Test(arguments: [
        ("https://example.com/omelette", "https://example.com/omelette"),
        ("HTTP://example.com/a", "HTTP://example.com/a"),
        ("javascript:alert(1)", nil),
        ("data:text/html,hi", nil),
    ] as [(String, String?)])
    func onlyWebLinksBecomeLinks(_ link: String, _ shown: String?) {
        let recipe = ViewFixtures.recipe(image: link, sourceURL: link)
        let page = RecipeShowPage(recipe: recipe, catalog: catalog, source: nil, isFavorite: false, strings: .english)
        #expect(page.sourceURL == shown)
        // Without a web image the generated picture shows, with an empty alt text.
        #expect(page.image == (shown ?? "/images/recipes/omelette.svg"))
        #expect(page.imageAlt == (shown == nil ? "" : "Omelette"))
    }

    @Test func aProvidersRecipeNamesItsProvider() {
        let page = RecipeShowPage(recipe: ViewFixtures.recipe(), catalog: catalog, source: "spoonacular", isFavorite: false, strings: .english)
        #expect(page.origin == "Spoonacular")
    }
}
