import RecipleaseCore
@testable import RecipleaseServer
import Testing

struct HomePageTests {
    let catalog = ViewFixtures.catalog

    func state(ticked: [String] = [], unticked: [String] = [], page: Int = 1) -> HomeState {
        var state = HomeState()
        state.ticked = ticked
        state.unticked = unticked
        state.parameters.diets = [.vegetarian]
        state.page = page
        return state
    }

    @Test func theTitleNamesTheIngredientsSearched() {
        // given
        let empty = HomePage(state: state(), catalog: catalog, results: .empty, cards: [], notices: [])
        let searching = HomePage(state: state(ticked: ["egg", "rice"]), catalog: catalog, results: .empty, cards: [], notices: [])
        // then
        #expect(empty.title == "What's in your kitchen?")
        #expect(!empty.searching && !empty.hasIngredients)
        #expect(searching.title == "Recipes with egg, rice")
        #expect(searching.searching && searching.hasIngredients)
    }

    @Test func pagingLinksKeepTheStateAndStopAtTheEnds() {
        // given 30 results, 12 a page, on page 2
        let results = SearchResults(total: 30, hits: [])
        // when
        let page = HomePage(state: state(ticked: ["egg"], page: 2), catalog: catalog, results: results, cards: [], notices: [])
        let last = HomePage(state: state(ticked: ["egg"], page: 3), catalog: catalog, results: results, cards: [], notices: [])
        // then
        #expect(page.pageCount == 3)
        #expect(page.previousURL == "/?i=egg&diet=vegetarian")
        #expect(page.nextURL == "/?i=egg&diet=vegetarian&page=3")
        #expect(last.nextURL == nil)
        #expect(page.clearURL == "/?diet=vegetarian")
    }

    @Test func chipsToggleAndRemoveOneIngredient() {
        // when
        let chips = state(ticked: ["egg"], unticked: ["rice"], page: 2).chips(catalog: catalog)
        // then: toggling or removing changes the list, so it goes back to page 1
        #expect(chips.map(\.name) == ["egg", "rice"])
        #expect(chips[0].ticked && !chips[1].ticked)
        #expect(chips[0].food == "egg")
        #expect(chips[0].toggleURL == "/?u=rice&u=egg&diet=vegetarian")
        #expect(chips[1].toggleURL == "/?i=egg&i=rice&diet=vegetarian")
        #expect(chips[1].removeURL == "/?i=egg&diet=vegetarian")
    }

    @Test func aCardCarriesItsHeartAndItsMatch() {
        // given
        let recipe = ViewFixtures.recipe()
        let egg = Food.ID("egg")
        let hit = SearchHit(recipe: recipe, used: [egg], missed: [Food.ID("salt")])
        // when
        let kept = RecipeCard(hit: hit, catalog: catalog, showMatch: true, source: "library", isFavorite: true)
        let other = RecipeCard(hit: hit, catalog: catalog, showMatch: false, source: "spoonacular", isFavorite: false)
        // then
        #expect(kept.isFavorite && !other.isFavorite)
        #expect(kept.favoriteAction == "/favorites/omelette")
        #expect(kept.url == "/recipes/omelette")
        #expect(kept.image == "/images/recipes/omelette.svg")
        #expect(kept.used == ["egg"] && kept.missed == ["salt"])
        #expect(kept.origin == nil)
        #expect(other.origin == "Spoonacular")
    }

    @Test func theRandomPageAsksAgainWithinTheFilters() {
        let page = RandomPage(state: state(ticked: ["egg"]), cards: [], notices: ["TheMealDB did not answer"])
        #expect(page.againURL == "/random?i=egg&diet=vegetarian")
        #expect(page.filters.action == "/random")
        #expect(page.filters.resetURL == "/random?i=egg")
        #expect(page.notices == ["TheMealDB did not answer"])
    }

    @Test func theFilterPanelCountsAndChecksWhatTheStateSays() {
        var facets = SearchFacets()
        facets.diets[.vegetarian] = 4
        let panel = FilterPanel(state: state(), facets: facets)
        let vegetarian = panel.diets.first { $0.value == "vegetarian" }
        #expect(vegetarian?.count == 4 && vegetarian?.checked == true)
        #expect(panel.active)
        #expect(panel.readyTimes.first?.label == "Any time")
        #expect(panel.readyTimes.first?.checked == true)
    }
}
