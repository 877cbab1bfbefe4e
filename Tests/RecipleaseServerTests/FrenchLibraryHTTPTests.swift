import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The bundled library's French recipes through the doors people use: an English search by foods
/// finds them, the API says their language, and their page and card show their lines as written.
struct FrenchLibraryHTTPTests {
    static let chicken = "poulet-aux-champignons-a-la-creme"

    @Test func anEnglishSearchByFoodsFindsTheFrenchChickenWithMushrooms() async throws {
        try await withTestApp(bundled: true) { app in
            // when
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=chicken,mushrooms&limit=100") { res in
                // then
                #expect(res.status == .ok)
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                let french = try #require(results.first { $0["id"] as? String == Self.chicken }, "not among \(results.count) results")
                #expect(french["title"] as? String == "Poulet aux champignons à la crème")
                #expect((french["usedIngredients"] as? [Any])?.count == 2)
            }
        }
    }

    @Test func theAPIGivesTheLanguageAndTheLinesAsWritten() async throws {
        try await withTestApp(bundled: true) { app in
            // when
            try await app.testing().test(.GET, "/api/v1/recipes/\(Self.chicken)") { res in
                // then
                #expect(res.status == .ok)
                let body = try res.json()
                #expect(body["language"] as? String == "fr")
                let ingredients = try #require(body["ingredients"] as? [[String: Any]])
                #expect(ingredients.allSatisfy { $0["food"] is String }, "a line without a food")
                let mushrooms = try #require(ingredients.first { $0["text"] as? String == "400 g de champignons de Paris" })
                #expect(mushrooms["food"] as? String == "mushroom")
                #expect(mushrooms["unit"] as? String == "gram")
                #expect(mushrooms["quantity"] as? Double == 400)
                #expect((body["diets"] as? [String])?.contains("gluten-free") == true)
            }
            // and an English library recipe says English
            try await app.testing().test(.GET, "/api/v1/recipes/mushroom-risotto") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                #expect(body["language"] as? String == "en")
            }
        }
    }

    @Test func theRecipePageShowsTheFrenchLinesAsWrittenAndMarksTheirLanguage() async throws {
        try await withTestApp(bundled: true) { app in
            // when
            try await app.testing().test(.GET, "/recipes/\(Self.chicken)") { res in
                // then
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("Poulet aux champignons à la crème"))
                #expect(html.contains("400 g de champignons de Paris"))
                #expect(html.contains("8 hauts de cuisses de poulet"))
                #expect(html.contains("Incorporez la crème"))
                #expect(!html.contains("unrecognised-mark"), "a line was not understood")
                #expect(html.contains(#"<h1 lang="fr">"#))
                #expect(html.contains(#"<span class="line" lang="fr">400 g de champignons de Paris</span>"#))
                #expect(html.contains(#"<ol class="steps" lang="fr">"#))
                #expect(html.contains(#"datetime="PT50M""#))
            }
            // and cook mode reads it too
            try await app.testing().test(.GET, "/recipes/\(Self.chicken)/cook") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains(#"<h1 lang="fr">Poulet aux champignons à la crème</h1>"#))
                #expect(html.contains(#"<li lang="fr">400 g de champignons de Paris</li>"#))
                #expect(html.contains(#"<p class="cook-text" lang="fr">"#))
            }
        }
    }

    @Test func aRecipeThatDoesNotSayItsLanguageIsNotMarked() async throws {
        try await withTestApp { app in
            // given the test library, whose recipes declare no language
            try await app.testing().test(.GET, "/api/v1/recipes/omelette") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                #expect(body.keys.contains("language") && body["language"] is NSNull)
            }
            try await app.testing().test(.GET, "/recipes/omelette") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("<h1>Omelette</h1>"))
                #expect(!html.contains(#"<span class="line" lang="#))
            }
        }
    }

    @Test func aSearchCardShowsAFrenchRecipeWithItsFacts() async throws {
        try await withTestApp(bundled: true) { app in
            // when: a food only the tartiflette uses
            try await app.testing().test(.GET, "/?i=reblochon") { res in
                // then
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains(#"href="/recipes/tartiflette""#))
                #expect(html.contains(#"<h3 lang="fr"><a class="card-link" href="/recipes/tartiflette">Tartiflette</a></h3>"#))
                #expect(html.contains("1 h 10 min"))
            }
        }
    }

    @Test func aFrenchFavoriteKeepsItsLanguageThroughTheExportAndBack() async throws {
        try await withConfiguredApp(settings: Settings(passwordCost: 4), store: nil) { app in
            // given alice keeps the tartiflette
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PUT, "/api/v1/favorites/tartiflette").status == .created)
            let kept = try await alice.send(.GET, "/api/v1/favorites/tartiflette").json()["recipe"] as? [String: Any]
            #expect(kept?["language"] as? String == "fr")

            // when she exports her account
            let exported = try await alice.send(.GET, "/api/v1/export")
            let body = try exported.json()

            // then the favorite's snapshot and its JSON-LD say French
            let favorite = try #require((body["favorites"] as? [[String: Any]])?.first { $0["recipeId"] as? String == "tartiflette" })
            #expect((favorite["recipe"] as? [String: Any])?["language"] as? String == "fr")
            let jsonLD = try #require(favorite["jsonLD"] as? [String: Any])
            #expect(jsonLD["inLanguage"] as? String == "fr")
            #expect((jsonLD["recipeIngredient"] as? [String])?.first == "1,5 kg de pommes de terre à chair ferme")

            // and bob, importing it, keeps a French favorite whose lines are still understood
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let imported = try await bob.send(.POST, "/api/v1/import", json: exported.body.string)
            #expect(imported.status == .ok, "\(imported.body.string)")
            let copy = try #require(try await bob.send(.GET, "/api/v1/favorites/tartiflette").json()["recipe"] as? [String: Any])
            #expect(copy["language"] as? String == "fr")
            let foods = (copy["ingredients"] as? [[String: Any]])?.compactMap { $0["food"] as? String }
            #expect(foods?.contains("reblochon") == true && foods?.contains("waxy-potato") == true, "\(foods ?? [])")
        }
    }
}
