import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Cook mode over HTTP: every step with its ingredients and timers, at the servings asked.
struct CookModeTests {
    static let jsonLines = """
    {"@context":"https://schema.org","@type":"Recipe","identifier":"tomato-soup","name":"Tomato Soup","recipeYield":"4","recipeIngredient":["2 tbsp olive oil","1 onion, chopped","800 g canned tomatoes","2 cups vegetable stock","1 tsp salt"],"recipeInstructions":["Heat the oil and fry the onion for 8 minutes.","Add the tomatoes and stock; simmer 25-30 min.","Blend, season with salt and rest for 1 minute."]}
    {"@context":"https://schema.org","@type":"Recipe","identifier":"no-steps","name":"No Steps","recipeYield":"2","recipeIngredient":["1 egg"]}
    """

    func withCookApp(_ body: (Application) async throws -> Void) async throws {
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.recipes(jsonLines: Self.jsonLines, parser: IngredientParser(catalog: catalog), catalog: catalog)
        try await withConfiguredApp(store: RecipeStore(catalog: catalog, recipes: recipes), body)
    }

    /// Cook pages are laid out a few at a time on the document readers' threads; past that one is
    /// turned away at once rather than queued in front of everyone's imports and exports.
    @Test func aCookPageFindingEveryPlaceTakenIsTurnedAwayAtOnce() async throws {
        try await withCookApp { app in
            let readers = try #require(app.documentReaders)
            var taken = 0
            while readers.admitCook() { taken += 1 }
            #expect(taken == readers.cookCapacity && taken >= 2)
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook") { res in
                #expect(res.status == .tooManyRequests)
                #expect(res.headers.first(name: .retryAfter) == "1")
                #expect(res.body.string.contains("Many cook mode pages are being prepared"))
            }
            for _ in 0..<taken { readers.leaveCook() }
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook") { res in
                #expect(res.status == .ok)
                #expect(res.body.string.contains("Step 3 of 3"))
            }
        }
    }

    /// Each party (a client address, and its account) holds a share of the places: an anonymous
    /// flood from one address held them all (tenth sweep, 2026-12-07).
    @Test func aPartyHoldingItsShareOfCookPagesLeavesTheOthersTheirs() async throws {
        try await withCookApp { app in
            let readers = try #require(app.documentReaders)
            let visitors = Party(address: "local", account: nil)
            var taken = 0
            while readers.admitCook(visitors) { taken += 1 }
            #expect(taken == readers.cooksPerParty)
            #expect(readers.cookCapacity >= readers.cooksPerParty * 2)
            // a visitor from that address waits for one of its places
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook") { res in
                #expect(res.status == .tooManyRequests)
            }
            // a signed-in cook from the same address has places of their own
            let browser = TestBrowser(app)
            _ = try await browser.signUp("bob")
            let page = try await browser.get("/recipes/tomato-soup/cook")
            #expect(page.status == .ok)
            #expect(page.body.string.contains("Step 3 of 3"))
            for _ in 0..<taken { readers.leaveCook(visitors) }
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook") { res in
                #expect(res.status == .ok)
            }
        }
    }

    @Test func everyStepShowsWithItsIngredientsAndTimers() async throws {
        try await withCookApp { app in
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                // three steps, each saying where it stands
                #expect(html.contains("Step 1 of 3"))
                #expect(html.contains("Step 3 of 3"))
                // the timer words marked in the text, and a button per timer with its seconds
                #expect(html.contains(#"<strong class="timer-words">25-30 min</strong>"#))
                #expect(html.contains(#"data-seconds="480" data-label="Fry""#))
                #expect(html.contains(#"data-seconds="1500" data-label="Simmer" data-duration="25 min (up to 30 min)""#))
                #expect(html.contains(#"data-seconds="60" data-label="Rest""#))
                // the ingredients beside the step that names them
                let second = try #require(html.range(of: #"id="step-2""#))
                let third = try #require(html.range(of: #"id="step-3""#))
                let stepTwo = html[second.upperBound..<third.lowerBound]
                #expect(stepTwo.contains("800 g canned tomatoes"))
                #expect(stepTwo.contains("2 cups vegetable stock"))
                #expect(!stepTwo.contains("olive oil"))
                #expect(html[third.upperBound...].contains("1 tsp salt"))
                // the script and its texts, and the way back
                #expect(html.contains(#"<script src="/cook.js" defer></script>"#))
                #expect(html.contains("js.cook.cancel"))
                #expect(html.contains(#"href="/recipes/tomato-soup""#))
            }
        }
    }

    /// A step of "1 min 1 min …" offered a timer for each (330 a step), and a step naming every
    /// line listed all of them: a recipe within the form's rules made a 6 MB page in seconds.
    @Test func aStepOffersAtMostItsShareOfTimersAndLines() async throws {
        let foods = ["onion", "garlic", "carrot", "celery", "leek", "potato", "tomato", "pepper", "zucchini", "eggplant",
                     "spinach", "kale", "cabbage", "broccoli", "cauliflower", "mushroom", "pea", "corn", "lentil", "chickpea",
                     "rice", "barley", "quinoa", "bulgur", "couscous", "basil", "parsley", "thyme", "rosemary", "sage"]
        let step = "Cook " + Array(repeating: "1 min", count: 40).joined(separator: " then ") + " with the " + foods.joined(separator: " and ") + "."
        let recipe: [String: Any] = ["@context": "https://schema.org", "@type": "Recipe", "identifier": "long-steps", "name": "Long Steps",
                                     "recipeYield": "4", "recipeIngredient": foods.map { "1 cup " + $0 }, "recipeInstructions": [step, step]]
        let line = String(decoding: try JSONSerialization.data(withJSONObject: recipe), as: UTF8.self)
        let catalog = FoodCatalog.shared
        let recipes = try RecipeLibrary.recipes(jsonLines: line, parser: IngredientParser(catalog: catalog), catalog: catalog)
        try await withConfiguredApp(store: RecipeStore(catalog: catalog, recipes: recipes)) { app in
            try await app.testing().test(.GET, "/recipes/long-steps/cook") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                let first = try #require(html.range(of: #"id="step-1""#))
                let second = try #require(html.range(of: #"id="step-2""#))
                let stepOne = html[first.upperBound..<second.lowerBound]
                // the first eight durations are timers, the rest of the words stay text
                #expect(stepOne.components(separatedBy: #"data-seconds="60""#).count - 1 == CookModePage.maxTimersPerStep)
                #expect(stepOne.components(separatedBy: #"<strong class="timer-words">"#).count - 1 == CookModePage.maxTimersPerStep)
                #expect(stepOne.contains("1 min then 1 min"))
                // and 24 of the 30 lines it names are listed beside it
                #expect(stepOne.components(separatedBy: "1 cup ").count - 1 == CookModePage.maxLinesPerStep)
            }
        }
    }

    @Test func theServingsAndUnitsScaleTheLinesAndCarryBack() async throws {
        try await withCookApp { app in
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook?servings=8&units=metric") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("For 8 servings. Amounts written in the steps are the recipe"), "\(html)")
                #expect(html.contains("own, for 4 servings."))
                #expect(!html.contains("800 g canned tomatoes"))
                #expect(html.contains(#"href="/recipes/tomato-soup?servings=8&amp;units=metric""#))
            }
            // at the recipe's own servings there is nothing to say of the steps
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook?servings=4") { res in
                #expect(res.body.string.contains("For 4 servings") && !res.body.string.contains("Amounts written in the steps"))
            }
        }
    }

    @Test(arguments: ["abc", "-3", "0", "99999999999999999999999", "1e9", "", "%00", "4.5"])
    func badServingsNeverFail(_ servings: String) async throws {
        try await withCookApp { app in
            try await app.testing().test(.GET, "/recipes/tomato-soup/cook?servings=\(servings)&units=martian") { res in
                #expect(res.status == .ok)
                #expect(res.body.string.contains("Step 1 of 3"))
            }
        }
    }

    @Test func aRecipeWithoutStepsSaysSoAndAnUnknownOneIs404() async throws {
        try await withCookApp { app in
            try await app.testing().test(.GET, "/recipes/no-steps/cook") { res in
                #expect(res.status == .ok)
                #expect(res.body.string.contains("This recipe came without steps."))
            }
            try await app.testing().test(.GET, "/recipes/nothing-here/cook") { res in
                #expect(res.status == .notFound)
            }
            // the recipe page links to cook mode only when there are steps
            try await app.testing().test(.GET, "/recipes/tomato-soup") { res in
                #expect(res.body.string.contains(#"id="cook-mode" href="/recipes/tomato-soup/cook""#))
            }
            try await app.testing().test(.GET, "/recipes/no-steps") { res in
                #expect(!res.body.string.contains(#"id="cook-mode""#))
            }
        }
    }

    @Test func theTimerDurationsReadAsACookSaysThem() {
        let strings = Strings.english
        #expect(CookModePage.duration(seconds: 45, strings: strings) == "45 s")
        #expect(CookModePage.duration(seconds: 90, strings: strings) == "1 min 30 s")
        #expect(CookModePage.duration(seconds: 4500, strings: strings) == "1 h 15 min")
    }
}
