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
        let empty = HomePage(state: state(), catalog: catalog, results: .empty, cards: [], notices: [], strings: .english)
        let searching = HomePage(state: state(ticked: ["egg", "rice"]), catalog: catalog, results: .empty, cards: [], notices: [], strings: .english)
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
        let page = HomePage(state: state(ticked: ["egg"], page: 2), catalog: catalog, results: results, cards: [], notices: [], strings: .english)
        let last = HomePage(state: state(ticked: ["egg"], page: 3), catalog: catalog, results: results, cards: [], notices: [], strings: .english)
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
        let kept = RecipeCard(hit: hit, catalog: catalog, showMatch: true, source: "library", isFavorite: true, strings: .english)
        let other = RecipeCard(hit: hit, catalog: catalog, showMatch: false, source: "spoonacular", isFavorite: false, strings: .english)
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
        let page = RandomPage(state: state(ticked: ["egg"]), cards: [], notices: ["TheMealDB did not answer"], strings: .english)
        #expect(page.againURL == "/random?i=egg&diet=vegetarian")
        #expect(page.filters.action == "/random")
        #expect(page.filters.resetURL == "/random?i=egg")
        #expect(page.notices == ["TheMealDB did not answer"])
    }

    @Test func savedPreferencesAreTickedSaidAndSetAsideByALink() throws {
        // given "vegetarian, Indian, no peanut" saved, and a search that asks for vegan itself
        let saved = SearchPreferences(diets: ["vegetarian"], cuisines: ["Indian"], intolerances: ["peanut"])
        var asked = state(ticked: ["rice"])
        asked.parameters.diets = [.vegan, .vegetarian]
        // when
        let page = HomePage(state: asked, catalog: catalog, results: .empty, cards: [], notices: [], preferences: saved, strings: .english)
        // then the panel ticks what the search runs with, and the note names the preferences
        #expect(page.filters.diets.filter(\.checked).map(\.value) == ["vegetarian", "vegan"])
        #expect(page.filters.cuisines.filter(\.checked).map(\.value) == ["Indian"])
        #expect(page.filters.intolerances.filter(\.checked).map(\.value) == ["peanut"])
        #expect(page.filters.active && page.filters.statesPreferences)
        let note = try #require(page.preferences)
        #expect(note.applied == "Filtered by your preferences: vegetarian, Indian, without peanuts.")
        // setting them aside keeps what the search asked for beyond them
        #expect(note.offURL == "/?i=rice&diet=vegan&prefs=off")
        #expect(note.onURL == nil)
    }

    @Test func aSavedCuisineGivesWayToTheSearchesOwn() {
        var asked = state(ticked: ["rice"])
        asked.parameters.diets = []
        asked.parameters.cuisines = ["Chinese"]
        let saved = SearchPreferences(cuisines: ["Indian"])
        let page = HomePage(state: asked, catalog: catalog, results: .empty, cards: [], notices: [], preferences: saved, strings: .english)
        #expect(page.filters.cuisines.filter(\.checked).map(\.value) == ["Chinese"])
        #expect(page.preferences == nil)
    }

    @Test func preferencesAloneLeaveThePanelClosedButOn() {
        var plain = state(ticked: ["rice"])
        plain.parameters.diets = []
        let page = HomePage(state: plain, catalog: catalog, results: .empty, cards: [], notices: [], preferences: SearchPreferences(diets: ["vegan"]), strings: .english)
        #expect(page.filters.active && !page.filters.open)
        #expect(page.preferences?.applied == "Filtered by your preferences: vegan.")
    }

    @Test func setAsidePreferencesOfferTheWayBack() throws {
        var off = state(ticked: ["rice"], page: 2)
        off.parameters.diets = []
        off.preferencesOff = true
        let page = HomePage(state: off, catalog: catalog, results: .empty, cards: [], notices: [], preferences: SearchPreferences(diets: ["vegan"]), strings: .english)
        #expect(page.filters.diets.filter(\.checked).isEmpty)
        #expect(!page.filters.active && !page.filters.open)
        let note = try #require(page.preferences)
        #expect(note.applied == nil && note.onURL == "/?i=rice")
        #expect(page.nextURL == nil && page.filters.resetURL == "/?i=rice")
    }

    @Test func theRankingLinksKeepTheSearchAndMarkTheCurrentOne() {
        var searching = state(ticked: ["egg"], page: 2)
        searching.parameters.ranking = .minMissing
        let page = HomePage(state: searching, catalog: catalog, results: .empty, cards: [], notices: [], strings: .english)
        #expect(page.rankings.map(\.url) == ["/?i=egg&diet=vegetarian", "/?i=egg&diet=vegetarian&ranking=min-missing"])
        #expect(page.rankings.map(\.current) == [false, true])
        #expect(page.filters.ranking == "min-missing")
        #expect(HomePage(state: state(), catalog: catalog, results: .empty, cards: [], notices: [], strings: .english).rankings.isEmpty)
    }

    @Test func theFilterPanelCountsAndChecksWhatTheStateSays() {
        var facets = SearchFacets()
        facets.diets[.vegetarian] = 4
        let panel = FilterPanel(state: state(), facets: facets, strings: .english)
        let vegetarian = panel.diets.first { $0.value == "vegetarian" }
        #expect(vegetarian?.count == 4 && vegetarian?.checked == true)
        #expect(panel.active)
        #expect(panel.readyTimes.first?.label == "Any time")
        #expect(panel.readyTimes.first?.checked == true)
    }
}
