import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Generated pictures over HTTP, and where pages and the API point to them.
struct RecipeImageTests {
    @Test func aRecipesPictureIsServedAsALockedDownSVG() async throws {
        try await withTestApp { app in
            // when
            try await app.testing().test(.GET, "/images/recipes/chicken-rice.svg") { res in
                // then
                #expect(res.status == .ok)
                #expect(res.headers.first(name: .contentType) == "image/svg+xml")
                #expect(res.headers.first(name: .cacheControl)?.contains("max-age=") == true)
                #expect(res.headers.first(name: .contentSecurityPolicy) == "default-src 'none'; style-src 'unsafe-inline'")
                #expect(res.headers.first(name: "X-Content-Type-Options") == "nosniff")
                let svg = res.body.string
                #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 640 360\""))
                #expect(svg.contains("<title>Chicken and Rice</title>"))
            }
        }
    }

    @Test func anUnchangedPictureAnswers304() async throws {
        try await withTestApp { app in
            // given the picture's ETag
            var etag = ""
            try await app.testing().test(.GET, "/images/recipes/fried-rice.svg") { res in
                etag = res.headers.first(name: .eTag) ?? ""
            }
            #expect(!etag.isEmpty)
            // when it is asked for again with that ETag
            try await app.testing().test(.GET, "/images/recipes/fried-rice.svg", headers: ["If-None-Match": etag]) { res in
                // then nothing is sent again
                #expect(res.status == .notModified)
                #expect(res.body.readableBytes == 0)
            }
        }
    }

    /// An own recipe's picture is asked again each time, so a new title shows at once.
    @Test func anOwnRecipesPictureIsRevalidated() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let id = try await alice.createRecipe("Plain Soup")
            let token = try #require(alice.token)
            func picture(_ headers: HTTPHeaders = [:]) async throws -> TestingHTTPResponse {
                var all = headers
                all.add(name: .authorization, value: "Bearer \(token)")
                return try await app.testing().sendRequest(.GET, "/images/recipes/\(id).svg", headers: all)
            }
            let first = try await picture()
            #expect(first.status == .ok)
            #expect(first.headers.first(name: .cacheControl) == "private, no-cache")
            let etag = try #require(first.headers.first(name: .eTag))
            #expect(try await picture(["If-None-Match": etag]).status == .notModified)
            let renamed = try await alice.send(.PUT, "/api/v1/recipes/\(id)", json: #"{"title": "Green Soup", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Warm."]}"#)
            #expect(renamed.status == .ok)
            let again = try await picture(["If-None-Match": etag])
            #expect(again.status == .ok)
            #expect(again.body.string.contains("Green Soup"))
        }
    }

    @Test(arguments: ["no-such-recipe.svg", "chicken-rice.png", "chicken-rice", ".svg"])
    func unknownPicturesAre404(_ file: String) async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/images/recipes/\(file)") { res in
                #expect(res.status == .notFound)
            }
        }
    }

    @Test func aHostileTitleCannotScriptThePicture() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/images/recipes/script-soup.svg") { res in
                #expect(res.status == .ok)
                #expect(!res.body.string.contains("<script"))
                #expect(res.body.string.contains("&lt;script&gt;"))
            }
        }
    }

    @Test func cardsShowTheGeneratedPictureOrTheRecipesOwnPhoto() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/") { res in
                let html = res.body.string
                #expect(html.contains("src=\"/images/recipes/chicken-rice.svg\""))
                #expect(html.contains("src=\"https://example.org/omelette.jpg\""))
                // A javascript: image is never a source; that recipe gets its generated picture.
                #expect(!html.contains("javascript:"))
                #expect(html.contains("src=\"/images/recipes/script-soup.svg\""))
            }
        }
    }

    @Test func aFavoriteShowsTheSamePicture() async throws {
        try await withAccountsApp { app, _ in
            // given three kept recipes: two without a photo (one with a javascript: image), one with
            let client = try await TestAPIClient.signedUp(app, "alice")
            for id in ["chicken-rice", "omelette", "script-soup"] {
                #expect(try await client.send(.PUT, "/api/v1/favorites/\(id)").status == .created)
            }
            // when they are listed
            let favorites = try await client.send(.GET, "/api/v1/favorites").jsonArray("favorites")
            // then each has the picture that cards and pages show
            let images = Dictionary(uniqueKeysWithValues: favorites.map { ($0["recipeId"] as? String ?? "", $0["image"] as? String ?? "") })
            #expect(images == [
                "chicken-rice": "/images/recipes/chicken-rice.svg",
                "omelette": "https://example.org/omelette.jpg",
                "script-soup": "/images/recipes/script-soup.svg",
            ])
        }
    }

    @Test(arguments: [
        ("chicken-rice", nil as String?),
        ("omelette", "https://example.org/omelette.jpg"),
    ])
    func aSnapshotGivesBackTheRecipesOwnImageOnly(_ id: String, _ own: String?) throws {
        // given the DTO a favorite keeps, as saved now and as saved before pictures (image null)
        let recipe = try #require(try TestLibrary.store().recipe(Recipe.ID(id)))
        let now = try JSONEncoder().encode(RecipeDTO(recipe, source: "library", catalog: nil))
        var object = try #require(try JSONSerialization.jsonObject(with: now) as? [String: Any])
        object["image"] = NSNull()
        let before = try JSONSerialization.data(withJSONObject: object)
        // when each is read back into a draft
        let drafts = try [now, before].map { try JSONDecoder().decode(RecipeDTO.self, from: $0).draft }
        // then the generated picture's path never becomes the recipe's own image
        #expect(drafts[0].image == own)
        #expect(drafts[1].image == nil)
    }

    @Test(arguments: [
        ("chicken-rice", "src=\"/images/recipes/chicken-rice.svg\" alt=\"\""),
        ("omelette", "src=\"https://example.org/omelette.jpg\" alt=\"Omelette\""),
    ])
    func theRecipePageShowsTheSamePicture(_ id: String, _ expected: String) async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/recipes/\(id)") { res in
                #expect(res.body.string.contains(expected))
            }
        }
    }
}
