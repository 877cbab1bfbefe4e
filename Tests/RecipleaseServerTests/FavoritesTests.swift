import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

struct FavoritesTests {
    @Test func putKeepsARecipeOnceAndDeleteLetsItGo() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")

            // when / then: PUT is idempotent
            let first = try await client.send(.PUT, "/api/v1/favorites/omelette")
            #expect(first.status == .created)
            #expect(try first.json()["title"] as? String == "Omelette")
            #expect(try first.json()["available"] as? Bool == true)
            #expect(try await client.send(.PUT, "/api/v1/favorites/omelette").status == .ok)
            #expect(try await Favorite.query(on: app.db).count() == 1)

            // when / then: DELETE removes it, and again answers done: it is no favorite either way
            #expect(try await client.send(.DELETE, "/api/v1/favorites/omelette").status == .noContent)
            #expect(try await client.send(.DELETE, "/api/v1/favorites/omelette").status == .noContent)
            #expect(try await client.send(.GET, "/api/v1/favorites").json()["total"] as? Int == 0)
        }
    }

    @Test func anUnknownRecipeCannotBeKept() async throws {
        try await withAccountsApp { app, _ in
            let client = try await TestAPIClient.signedUp(app, "alice")
            let response = try await client.send(.PUT, "/api/v1/favorites/no-such-recipe")
            #expect(response.status == .notFound)
            #expect((try response.json()["reason"] as? String)?.contains("no-such-recipe") == true)
            #expect(try await Favorite.query(on: app.db).count() == 0)
        }
    }

    @Test(arguments: [
        ("", ["<script>alert(1)</script> Soup", "Chicken and Rice", "Crème Brûlée", "Egg Fried Rice", "Omelette"]),
        ("rice", ["Chicken and Rice", "Egg Fried Rice"]),
        ("RICE", ["Chicken and Rice", "Egg Fried Rice"]),
        ("  fried   rice ", ["Egg Fried Rice"]),
        ("creme", ["Crème Brûlée"]),
        ("BRÛLÉE", ["Crème Brûlée"]),
        ("omélette", ["Omelette"]),
        ("ee", ["Crème Brûlée"]),
        ("<script>", ["<script>alert(1)</script> Soup"]),
        ("pizza", []),
    ])
    func theListFiltersByNameContainingTheTextIgnoringCaseAndAccentsSortedByName(_ text: String, _ titles: [String]) async throws {
        try await withAccountsApp { app, _ in
            // given every recipe kept, one with accents in its name
            let store = app.recipeStore
            store.upsert(Recipe(draft: RecipeDraft(id: "creme-brulee", title: "Crème Brûlée", ingredientLines: ["2 eggs"]), parser: store.parser, catalog: store.catalog))
            let client = try await TestAPIClient.signedUp(app, "alice")
            for id in ["omelette", "creme-brulee", "script-soup", "fried-rice", "chicken-rice"] {
                #expect(try await client.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
            }

            // when
            let response = try await client.send(.GET, "/api/v1/favorites?q=\(text.queryEncoded)")

            // then
            #expect(response.status == .ok)
            #expect(try response.json()["total"] as? Int == titles.count)
            #expect(try response.jsonArray("favorites").map { $0["title"] as? String } == titles)
        }
    }

    @Test func aFavoriteStillOpensWhenItsRecipeIsGone() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            #expect(try await client.send(.PUT, "/api/v1/favorites/omelette").status == .created)

            // when the library loses it
            app.recipeStore.remove("omelette")

            // then the API still has the saved copy
            let listed = try await client.send(.GET, "/api/v1/favorites").jsonArray("favorites")
            #expect(listed.first?["available"] as? Bool == false)
            // its own web picture stays; its drawing is the saved copy's
            #expect(listed.first?["image"] as? String == "https://example.org/omelette.jpg")
            #expect(try await client.send(.GET, "/favorites/omelette/picture.svg").status == .ok)
            let detail = try await client.send(.GET, "/api/v1/favorites/omelette").json()
            #expect(detail["available"] as? Bool == false)
            let recipe = try #require(detail["recipe"] as? [String: Any])
            #expect(recipe["title"] as? String == "Omelette")
            #expect((recipe["ingredients"] as? [[String: Any]])?.first?["text"] as? String == "3 eggs")
            #expect(recipe["instructions"] as? [String] == ["Beat and cook."])

            // and so does its page, linked from the favorites page
            #expect(try await browser.get("/recipes/omelette").status == .notFound)
            #expect(try await browser.get("/favorites").body.string.contains("href=\"/favorites/omelette\""))
            let page = try await browser.get("/favorites/omelette")
            #expect(page.status == .ok)
            #expect(page.body.string.contains("3 eggs"))
            #expect(page.body.string.contains("Beat and cook."))
            // and it can still be let go
            #expect(try await client.send(.DELETE, "/api/v1/favorites/omelette").status == .noContent)
            #expect(try await browser.get("/favorites/omelette").status == .notFound)
        }
    }

    @Test func theHeartOnResultsAndRecipePagesShowsAndTogglesTheFavorite() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let before = try await browser.get("/?i=egg").body.string
            #expect(before.contains("<form class=\"heart\" method=\"post\" action=\"/favorites/omelette\" data-recipe=\"omelette\">"))
            #expect(before.contains("aria-label=\"Favorite: Omelette\""))
            #expect(!before.contains("aria-pressed=\"true\""))

            // when the heart's form is posted, as without JavaScript
            let response = try await browser.post("/favorites/omelette", [("favorite", "1"), ("next", "/?i=egg")])

            // then back to the results, with the heart pressed there and on the recipe page
            #expect(response.status == .seeOther)
            #expect(response.location == "/?i=egg")
            let after = try await browser.get("/?i=egg").body.string
            #expect(after.contains("aria-pressed=\"true\" aria-label=\"Favorite: Omelette\""))
            let recipe = try await browser.get("/recipes/omelette").body.string
            #expect(recipe.contains("name=\"favorite\" value=\"0\""))
            #expect(recipe.contains("aria-pressed=\"true\""))

            // when it is posted again to let go
            #expect(try await browser.post("/favorites/omelette", [("favorite", "0"), ("next", "/recipes/omelette")]).location == "/recipes/omelette")
            #expect(try await Favorite.query(on: app.db).count() == 0)
        }
    }

    @Test func theHeartFormRefusesBadInput() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            #expect(try await browser.post("/favorites/omelette", [("favorite", "yes")]).status == .badRequest)
            #expect(try await browser.post("/favorites/nothing-here", [("favorite", "1")]).status == .notFound)
            // letting go of what is no favorite is done already: on to the favorites
            #expect(try await browser.post("/favorites/omelette", [("favorite", "0")]).location == "/favorites")
            #expect(try await Favorite.query(on: app.db).count() == 0)
        }
    }

    @Test func visitorsSeeAHeartThatLeadsToSignIn() async throws {
        try await withAccountsApp { app, _ in
            let html = try await TestBrowser(app).get("/?i=egg").body.string
            #expect(!html.contains("<form class=\"heart\""))
            #expect(html.contains("<a class=\"heart-button\" href=\"/signin?next=%2F%3Fi%3Degg\""))
        }
    }

    @Test func theFavoritesPageListsByNameWithAFilterBoxAndRemoveButtons() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            for id in ["omelette", "fried-rice", "chicken-rice"] {
                #expect(try await browser.fetch(.PUT, "/api/v1/favorites/\(id)").status == .created)
            }

            // when
            let html = try await browser.get("/favorites?q=RICE").body.string

            // then all are there for the script to filter, in order, the ones not matching hidden
            #expect(html.contains("id=\"favorites-filter\" name=\"q\" type=\"search\" value=\"RICE\""))
            #expect(html.contains("Showing 2 of 3"))
            let chicken = try #require(html.range(of: "data-title=\"Chicken and Rice\">"))
            let egg = try #require(html.range(of: "data-title=\"Egg Fried Rice\">"))
            let omelette = try #require(html.range(of: "data-title=\"Omelette\" hidden>"))
            #expect(chicken.lowerBound < egg.lowerBound && egg.lowerBound < omelette.lowerBound)
            #expect(html.contains("aria-label=\"Remove Omelette from favorites\""))

            // when one is removed with its button
            let removed = try await browser.post("/favorites/omelette", [("favorite", "0"), ("next", "/favorites")])
            // (issue 21: back to the list with its "Undo")
            #expect(removed.location == "/favorites?removed=omelette")
            #expect(try await browser.get("/favorites").body.string.contains("Showing 2 of 2"))
        }
    }

    @Test func titlesWithMarkupAreShownEscaped() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            #expect(try await browser.fetch(.PUT, "/api/v1/favorites/script-soup").status == .created)
            for path in ["/favorites", "/favorites/script-soup", "/recipes/script-soup", "/"] {
                let html = try await browser.get(path).body.string
                #expect(!html.contains("<script>alert"), "\(path)")
                #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; Soup"), "\(path)")
            }
        }
    }

    /// A housemate's shared recipe, kept as a favorite, then unshared or deleted: the favorite
    /// says it is not available, as the plan's `recipeAvailable` and the recipe page do, and the
    /// favorites page links the saved copy instead of a page that answers 404.
    @Test(arguments: ["unshared", "deleted"])
    func aFavoriteOfAHousematesRecipeNoLongerSeenIsNotAvailable(_ how: String) async throws {
        try await withAccountsApp { app, clock in
            // given: Alice shares a recipe, Bob keeps it
            let home = try await HouseholdSharingTests.household(app, clock)
            let recipe: [String: Any] = ["title": "Milk Pudding", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Stir."]]
            let created = try await home.alice.send(.POST, "/api/v1/recipes", json: try jsonBody(recipe.merging(["sharedWithHousehold": true]) { $1 }))
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await home.bob.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
            #expect(try await home.bob.send(.GET, "/api/v1/favorites").jsonArray("favorites").first?["available"] as? Bool == true)
            let browser = TestBrowser(app)
            try await browser.signIn("bob")
            #expect(try await browser.get("/favorites").body.string.contains("href=\"/recipes/\(id)\""))

            // when
            if how == "unshared" {
                let change = try jsonBody(recipe.merging(["sharedWithHousehold": false]) { $1 })
                #expect(try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: change).status == .ok)
            } else {
                #expect(try await home.alice.send(.DELETE, "/api/v1/recipes/\(id)").status == .noContent)
            }

            // then
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
            #expect(try await home.bob.send(.GET, "/api/v1/favorites").jsonArray("favorites").first?["available"] as? Bool == false)
            #expect(try await home.bob.send(.GET, "/api/v1/favorites/\(id)").json()["available"] as? Bool == false)
            #expect(try await home.bob.send(.PUT, "/api/v1/favorites/\(id)").json()["available"] as? Bool == false)
            let page = try await browser.get("/favorites").body.string
            #expect(page.contains("href=\"/favorites/\(id)\""))
            #expect(!page.contains("href=\"/recipes/\(id)\""))
            // and its picture is the saved copy's, drawn for Bob alone, not the recipe's that answers 404
            let image = try #require(try await home.bob.send(.GET, "/api/v1/favorites").jsonArray("favorites").first?["image"] as? String)
            #expect(image == "/favorites/\(id)/picture.svg")
            let saved = try await home.bob.send(.GET, "/api/v1/favorites/\(id)").json()["recipe"] as? [String: Any]
            #expect(saved?["image"] as? String == image)
            #expect(try await browser.get("/favorites/\(id)").body.string.contains("src=\"\(image)\""))
            let drawn = try await browser.get(image)
            #expect(drawn.status == .ok)
            #expect(drawn.headers.contentType?.serialize() == "image/svg+xml")
            #expect(drawn.headers.first(name: .cacheControl)?.hasPrefix("private") == true)
            #expect(try await home.bob.send(.GET, image).status == .ok)
            #expect(try await home.alice.send(.GET, image).status == .notFound)
            #expect(try await TestBrowser(app).get(image).status == .notFound)
            #expect(try await home.bob.send(.GET, "/images/recipes/\(id).svg").status == .notFound)
            // and Alice's own favorite of it, while it is hers, stays available
            if how == "unshared" {
                #expect(try await home.alice.send(.PUT, "/api/v1/favorites/\(id)").json()["available"] as? Bool == true)
            }
        }
    }

    /// The pictures a favorite of a housemate's shared recipe leads to (its own, its saved copy's,
    /// the recipe's photo and drawing) are served to the household, in the browser and to a
    /// token, and to nobody else; unshared, to its owner alone.
    @Test func aFavoriteOfAHousematesSharedRecipeShowsItsPicture() async throws {
        try await withAccountsApp { app, clock in
            // given: Alice shares a recipe with a photo, Bob keeps it, Carol is no housemate
            let home = try await HouseholdSharingTests.household(app, clock)
            let carol = try await TestAPIClient.signedUp(app, "carol")
            let recipe: [String: Any] = ["title": "Milk Pudding", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Stir."]]
            let created = try await home.alice.send(.POST, "/api/v1/recipes", json: try jsonBody(recipe.merging(["sharedWithHousehold": true]) { $1 }))
            let id = try #require(try created.json()["id"] as? String)
            let drawn = try #require(try created.json()["image"] as? String)
            #expect(try await home.alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.png).status == .ok)
            #expect(try await home.bob.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
            let bobsBrowser = TestBrowser(app)
            try await bobsBrowser.signIn("bob")

            // when Bob opens the pictures his favorite and its recipe link
            let favorite = try #require(try await home.bob.send(.GET, "/api/v1/favorites").jsonArray("favorites").first)
            let image = try #require(favorite["image"] as? String)
            let saved = try #require((try await home.bob.send(.GET, "/api/v1/favorites/\(id)").json()["recipe"] as? [String: Any])?["image"] as? String)
            let current = try #require(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").json()["image"] as? String)

            // then each is served to him, in the browser too, and to Carol none is
            for path in Set([image, saved, current, drawn, "/api/v1/recipes/\(id)/photo"]) {
                #expect(try await home.bob.send(.GET, path).status == .ok, "\(path)")
                #expect(try await carol.send(.GET, path).status == .notFound, "\(path)")
                if !path.hasPrefix("/api/") {
                    #expect(try await bobsBrowser.get(path).status == .ok, "\(path)")
                    #expect(try await TestBrowser(app).get(path).status == .notFound, "\(path)")
                }
            }
            // and the recipe page, opened from the favorite, shows the photo
            #expect(try await bobsBrowser.get("/recipes/\(id)").body.string.contains("src=\"\(current)\""))

            // when Alice unshares it, Bob is shown none of them
            let unshared = try jsonBody(recipe.merging(["sharedWithHousehold": false]) { $1 })
            #expect(try await home.alice.send(.PUT, "/api/v1/recipes/\(id)", json: unshared).status == .ok)
            for path in Set([image, saved, current, drawn, "/api/v1/recipes/\(id)/photo"]) {
                #expect(try await home.bob.send(.GET, path).status == .notFound, "\(path)")
                #expect(try await home.alice.send(.GET, path).status == .ok, "\(path)")
            }
        }
    }
}
