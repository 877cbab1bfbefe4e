import Foundation
import RecipleaseCore
import RecipleaseProviderStubs
@testable import RecipleaseProviders
import Testing

/// Each provider's documented answers, served by a stub on 127.0.0.1, read into drafts.
struct ProviderMappingTests {
    @Test func spoonacularFindsByIngredientsWithItsRankingAndKeepsEachLineAsWritten() async throws {
        try await StubProviderServer.with(["/recipes/findByIngredients": .recording("spoonacular/find-by-ingredients.json")]) { stub in
            // given
            let provider = Spoonacular(account: .stub(stub.baseURL), http: .fresh())

            // when
            let drafts = try await provider.search(ProviderQuery(ingredients: ["chicken thigh", "rice"], ranking: .minMissing), deadline: inSeconds(600))

            // then
            #expect(drafts.map(\.draft.id) == ["spoonacular-633547", "spoonacular-716311"])
            #expect(drafts[0].draft.title == "Baked Chicken & Rice")
            #expect(drafts[0].draft.ingredientLines == ["4 chicken thighs", "1 cup long grain rice", "1 can cream of mushroom soup", "1 tsp paprika"])
            #expect(drafts[0].draft.image == "https://img.spoonacular.com/recipes/633547-312x231.jpg")
            #expect(drafts.allSatisfy { !$0.isComplete }, "a search result has no steps; opening it asks for them")
            let asked = try #require(stub.requests.first)
            #expect(asked.contains("ingredients=chicken%20thigh,rice") || asked.contains("ingredients=chicken%20thigh%2Crice"))
            #expect(asked.contains("ranking=2") && asked.contains("ignorePantry=true") && asked.contains("apiKey=test-key"))
        }
    }

    @Test func spoonacularUsesComplexSearchWhenFiltersAreSet() async throws {
        try await StubProviderServer.with(["/recipes/complexSearch": .recording("spoonacular/complex-search.json")]) { stub in
            let provider = Spoonacular(account: .stub(stub.baseURL), http: .fresh())
            let query = ProviderQuery(ingredients: ["rice"], diets: [.vegetarian, .dairyFree], intolerances: [.treeNut], cuisines: ["Middle Eastern"], mealTypes: [.dinner], maxReadyTime: 40)

            let drafts = try await provider.search(query, deadline: inSeconds(600))

            #expect(drafts.map(\.draft.title) == ["Vegetable Rice Pilaf"])
            #expect(drafts[0].draft.ingredientLines == ["1 cup basmati rice", "1 onion, chopped", "2 cups vegetable stock"])
            #expect(drafts[0].draft.instructions == ["Fry the onion in the oil.", "Add the rice and stock; simmer 20 minutes."])
            #expect(drafts[0].draft.cuisines == ["Middle Eastern"])
            #expect(drafts[0].draft.mealTypes == [.dinner])
            let asked = try #require(stub.requests.first).removingPercentEncoding ?? ""
            for part in ["diet=vegetarian", "intolerances=dairy,tree nut", "cuisine=Middle Eastern", "type=main course",
                         "maxReadyTime=40", "includeIngredients=rice", "sort=max-used-ingredients", "fillIngredients=true", "addRecipeInformation=true"] {
                #expect(asked.contains(part), "\(part) in \(asked)")
            }
        }
    }

    @Test func spoonacularInformationIsTheWholeRecipe() async throws {
        try await StubProviderServer.with(["/recipes/633547/information": .recording("spoonacular/information-633547.json")]) { stub in
            let provider = Spoonacular(account: .stub(stub.baseURL), http: .fresh())

            let found = try await provider.recipe(remoteID: "633547", deadline: inSeconds(600))

            let draft = found.draft
            #expect(found.isComplete)
            #expect(draft.title == "Baked Chicken & Rice")
            #expect(draft.summary == "Baked Chicken & Rice is a main course that serves 4. Watch out for paprika.")
            #expect(draft.ingredientLines == ["4 chicken thighs", "1 cup long grain rice", "1 can cream of mushroom soup", "1 tsp paprika", "1 cup water"])
            #expect(draft.instructions == ["Heat the oven to 350 F.", "Stir the soup, rice and 1 cup water in a baking dish.", "Top with the chicken, sprinkle with paprika, cover and bake 1 hour."])
            #expect((draft.servings, draft.prepMinutes, draft.cookMinutes, draft.totalMinutes) == (4, 15, 60, 75))
            #expect(draft.cuisines == ["American", "Southern"])
            #expect(draft.mealTypes == [.lunch, .dinner])
            #expect(draft.sourceURL == "https://www.foodista.com/recipe/baked-chicken-and-rice")
        }
    }

    @Test func spoonacularRandomIsNeverServedFromTheCache() async throws {
        try await StubProviderServer.with(["/recipes/random": .recording("spoonacular/random.json")]) { stub in
            let provider = Spoonacular(account: .stub(stub.baseURL), http: .fresh())
            for _ in 0..<2 {
                let drafts = try await provider.random(ProviderQuery(diets: [.vegetarian], number: 3), deadline: inSeconds(600))
                #expect(drafts.map(\.draft.title) == ["Farfalle with Peas"])
                #expect(drafts[0].draft.ingredientLines == ["200 g farfalle", "1 cup frozen peas", "1/4 cup grated parmesan"])
            }
            #expect(stub.requestCount("/recipes/random") == 2)
            #expect(stub.requests[0].contains("include-tags=vegetarian"))
        }
    }

    @Test func theMealDBFiltersByTheMainIngredientAndLooksUpEachMeal() async throws {
        try await StubProviderServer.with([
            "/1/filter.php": .recording("themealdb/filter-chicken.json"),
            "/1/lookup.php?i=52940": .recording("themealdb/lookup-52940.json"),
            "/1/lookup.php?i=52956": .recording("themealdb/lookup-52956.json"),
        ]) { stub in
            // given TheMealDB's free key, 1, which is a path segment
            let provider = TheMealDB(account: .stub(stub.baseURL, key: "1"), http: .fresh())

            // when
            let drafts = try await provider.search(ProviderQuery(ingredients: ["chicken breast", "rice"]), deadline: inSeconds(600))

            // then: in the filter's order, with measures before ingredients and steps split by line
            #expect(stub.requests.contains("/1/filter.php?i=chicken_breast"))
            #expect(drafts.map(\.draft.id) == ["themealdb-52940", "themealdb-52956"])
            let stew = drafts[0].draft
            #expect(stew.title == "Brown Stew Chicken")
            #expect(stew.ingredientLines == ["1 whole Chicken", "1 chopped Tomato", "2 chopped Onions", "2 chopped Garlic Clove",
                                             "1 chopped Red Pepper", "1 tbsp Soy Sauce", "1 Lime", "2 cups Water"])
            #expect(stew.instructions.count == 4)
            #expect(stew.instructions.first == "Squeeze lime over chicken and rub well. Drain off excess lime juice.")
            #expect(stew.videoURL == "https://www.youtube.com/watch?v=_gFB1fkNhXs")
            #expect(stew.tags == ["Chicken", "Stew"])
            let congee = drafts[1].draft
            #expect(congee.instructions == ["Rinse the rice and put it in a pot with the water and ginger.", "Simmer for 1 hour, stirring now and then.", "Add the chicken and cook 15 minutes more."])
            #expect(congee.cuisines == ["Chinese"])
            #expect(congee.ingredientLines == ["8 oz Chicken", "1 cup Rice", "8 cups Water", "1 piece Ginger"])
        }
    }

    @Test func theMealDBWithNoMealsIsAnEmptyAnswerNotAFailure() async throws {
        try await StubProviderServer.with(["/1/filter.php": .recording("themealdb/none.json")]) { stub in
            let provider = TheMealDB(account: .stub(stub.baseURL, key: "1"), http: .fresh())
            let drafts = try await provider.search(ProviderQuery(ingredients: ["durian"]), deadline: inSeconds(600))
            #expect(drafts.isEmpty)
        }
    }

    @Test func theMealDBLookupOfAnUnknownMealIsNotFound() async throws {
        try await StubProviderServer.with(["/1/lookup.php": .recording("themealdb/none.json")]) { stub in
            let provider = TheMealDB(account: .stub(stub.baseURL, key: "1"), http: .fresh())
            let error = await providerError { _ = try await provider.recipe(remoteID: "99999", deadline: inSeconds(600)) }
            #expect(error?.problem == .notFound)
        }
    }

    @Test func edamamSearchSendsHealthLabelsAndReadsIngredientLines() async throws {
        try await StubProviderServer.with(["/api/recipes/v2": .recording("edamam/search.json")]) { stub in
            let provider = Edamam(account: .stub(stub.baseURL, key: "app-key", appID: "app-id"), http: .fresh())
            let query = ProviderQuery(ingredients: ["chicken", "rice"], diets: [.dairyFree], intolerances: [.peanut], mealTypes: [.dinner], maxReadyTime: 30)

            let drafts = try await provider.search(query, deadline: inSeconds(600))

            #expect(drafts.map(\.draft.id) == ["edamam-b79327d05b8e5b838ad6cfd9576b30b6", "edamam-0f1e2d3c4b5a69788796a5b4c3d2e1f0"])
            let rice = drafts[0].draft
            #expect(rice.title == "Chicken Fried Rice")
            #expect(rice.ingredientLines == ["2 cups cooked rice", "1 chicken breast, diced", "2 eggs, beaten", "2 tablespoons soy sauce", "3 scallions, sliced"])
            #expect((rice.servings, rice.totalMinutes) == (4, 25))
            #expect(rice.cuisines == ["Chinese"])
            #expect(rice.mealTypes == [.lunch, .dinner])
            #expect(rice.sourceURL == "https://www.seriouseats.com/chicken-fried-rice")
            #expect(drafts[1].draft.totalMinutes == nil, "Edamam's 0 minutes means unknown")
            let asked = try #require(stub.requests.first).removingPercentEncoding ?? ""
            for part in ["type=public", "q=chicken rice", "health=dairy-free", "health=peanut-free", "mealType=Dinner", "time=1-30", "app_id=app-id", "app_key=app-key"] {
                #expect(asked.contains(part), "\(part) in \(asked)")
            }
        }
    }

    @Test func edamamLooksUpOneRecipeById() async throws {
        try await StubProviderServer.with(["/api/recipes/v2/b79327d05b8e5b838ad6cfd9576b30b6": .recording("edamam/recipe-b79327d05b8e5b838ad6cfd9576b30b6.json")]) { stub in
            let provider = Edamam(account: .stub(stub.baseURL, key: "k", appID: "i"), http: .fresh())
            let found = try await provider.recipe(remoteID: "b79327d05b8e5b838ad6cfd9576b30b6", deadline: inSeconds(600))
            #expect(found.draft.title == "Chicken Fried Rice")
            #expect(found.draft.id == "edamam-b79327d05b8e5b838ad6cfd9576b30b6")
        }
    }

    @Test func oneUnreadableRecipeInAnAnswerCostsOnlyItself() async throws {
        let answer = #"{"results": [{"id": 1}, {"id": 2, "title": "Plain Rice", "extendedIngredients": [{"original": "1 cup rice"}]}, "nonsense"], "totalResults": 3}"#
        try await StubProviderServer.with(["/recipes/complexSearch": .body(answer)]) { stub in
            let provider = Spoonacular(account: .stub(stub.baseURL), http: .fresh())
            let drafts = try await provider.search(ProviderQuery(text: "rice"), deadline: inSeconds(600))
            #expect(drafts.map(\.draft.title) == ["Plain Rice"])
            #expect(drafts[0].draft.ingredientLines == ["1 cup rice"])
        }
    }
}
