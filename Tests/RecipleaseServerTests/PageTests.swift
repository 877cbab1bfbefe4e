import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct PageTests {
    @Test func homePageShowsCardsForTheIngredients() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/?i=chicken&i=rice") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("2 recipes use your ingredients"))
                #expect(html.contains("href=\"/recipes/chicken-rice\""))
                #expect(html.contains("Remove chicken"))
                #expect(html.contains("Missing:"))
            }
        }
    }

    @Test func addingAnIngredientRedirectsToTheNewList() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/?i=chicken&add=rice,+onion") { res in
                #expect(res.status == .seeOther)
                #expect(res.headers.first(name: .location) == "/?i=chicken&i=rice&i=onion")
            }
        }
    }

    @Test func recipePageShowsIngredientsStepsAndLinks() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/recipes/omelette") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("3 eggs"))
                #expect(html.contains("Beat and cook."))
                #expect(html.contains("href=\"https://example.org/omelette\""))
                #expect(html.contains("href=\"https://example.org/omelette.mp4\""))
            }
        }
    }

    @Test func textFromRecipesIsEscaped() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/recipes/script-soup") { res in
                let html = res.body.string
                #expect(!html.contains("<script>"))
                #expect(html.contains("&lt;script&gt;"))
            }
        }
    }

    @Test func anUnknownRecipePageIsAReadable404() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/recipes/nothing-here") { res in
                #expect(res.status == .notFound)
                #expect(res.body.string.contains("There is no recipe here"))
            }
        }
    }

    @Test func stylesheetIsServed() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/style.css") { res in
                #expect(res.status == .ok)
                #expect(res.body.string.contains(".cards"))
            }
        }
    }
}

struct FilterPageTests {
    @Test func filtersShowCountsAndKeepTheIngredients() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/?i=egg&i=rice&diet=vegetarian") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("2 recipes use your ingredients"))
                #expect(html.contains(#"value="vegetarian" checked> Vegetarian <span class="count">2</span>"#))
                #expect(html.contains(#"<input type="hidden" name="i" value="egg">"#))
            }
        }
    }

    @Test func anUntickedIngredientStaysListedButIsNotSearched() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/?i=chicken&u=egg") { res in
                let html = res.body.string
                #expect(html.contains("1 recipe uses your ingredients"))
                #expect(html.contains(#"aria-label="Search with egg""#))
                #expect(html.contains(#"href="/?i=chicken&amp;i=egg""#))
            }
        }
    }

    @Test func randomPageShowsCardsAndALinkForAnotherSet() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/random?type=breakfast") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains(#"href="/recipes/omelette""#))
                #expect(html.contains(#"id="shuffle" href="/random?type=breakfast""#))
            }
        }
    }
}

struct HealthTests {
    @Test func healthAndReadiness() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/healthz") { res in
                #expect(res.status == .ok)
            }
            try await app.testing().test(.GET, "/readyz") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                #expect(body["status"] as? String == "ready")
                #expect(body["recipes"] as? Int == 4)
            }
        }
    }

    /// Anyone may ask: the count is the library's, so nobody watches other users write.
    @Test func readinessCountsTheLibraryNotUsersRecipes() async throws {
        try await withAccountsApp { app, _ in
            let before = try #require(try await app.testing().sendRequest(.GET, "/readyz").json()["recipes"] as? Int)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let id = try await alice.createRecipe("Private Soup")
            _ = try await alice.createRecipe("Private Stew")
            #expect(try await app.testing().sendRequest(.GET, "/readyz").json()["recipes"] as? Int == before)
            #expect(try await alice.send(.DELETE, "/api/v1/recipes/\(id)").status == .noContent)
            #expect(try await app.testing().sendRequest(.GET, "/readyz").json()["recipes"] as? Int == before)
        }
    }

    @Test func anInstanceThatDoesNotYetHearTheOthersIsNotReady() async throws {
        try await withTestApp { app in
            // as configure sets it up when the listener runs, before its channels listen
            let hearing = ChangeHearing()
            app.changeHearing = hearing
            let notYet = try await app.testing().sendRequest(.GET, "/readyz")
            #expect(notYet.status == .serviceUnavailable)
            #expect(try notYet.json()["code"] as? String == "health.listener")
            let channels = (0..<ChangeHearing.channels).map { _ in hearing.listening() }
            #expect(try await app.testing().sendRequest(.GET, "/readyz").status == .ok)
            // the connection dropped: one channel ends, and the instance is not ready until it is back
            channels[0].end()
            #expect(try await app.testing().sendRequest(.GET, "/readyz").status == .serviceUnavailable)
            let back = hearing.listening()
            #expect(try await app.testing().sendRequest(.GET, "/readyz").status == .ok)
            back.end()
            channels.dropFirst().forEach { $0.end() }
        }
    }

    @Test(.enabled(if: TestDatabase.postgresURL != nil, "only PostgreSQL has a listener; the PostgreSQL pass runs this"))
    func onPostgreSQLTheListeningInstanceBecomesReady() async throws {
        try await withConfiguredApp(store: TestLibrary.store(), listening: true) { app in
            #expect(app.changeHearing != nil)
            let ready = try await Eventually.holds {
                try await app.testing().sendRequest(.GET, "/readyz").status == .ok
            }
            #expect(ready)
        }
    }
}

struct RequestIDTests {
    @Test func everyAnswerCarriesTheRequestIdTheBalancerSentOrAFreshOne() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search", headers: ["X-Request-Id": "lb-4711"]) { res in
                #expect(res.headers.first(name: "X-Request-Id") == "lb-4711")
            }
            var seen: [String] = []
            for path in ["/healthz", "/api/v1/recipes/nothing-here"] {
                try await app.testing().test(.GET, path) { res in
                    let id = res.headers.first(name: "X-Request-Id") ?? ""
                    #expect(!id.isEmpty, "\(path) answered without a request id")
                    seen.append(id)
                }
            }
            #expect(Set(seen).count == 2)
        }
    }
}
