import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct RecipeAPITests {
    @Test func searchRanksByUsedIngredientsAndListsWhatIsMissing() async throws {
        try await withTestApp { app in
            // when
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=chicken,rice") { res in
                // then
                #expect(res.status == .ok)
                let body = try res.json()
                #expect(body["total"] as? Int == 2)
                let results = try #require(body["results"] as? [[String: Any]])
                #expect(results.map { $0["id"] as? String } == ["chicken-rice", "fried-rice"])
                let first = results[0]
                #expect(first["title"] as? String == "Chicken and Rice")
                #expect(first["totalMinutes"] as? Int == 40)
                #expect(first["servings"] as? Int == 4)
                // No photograph of its own, so the generated picture.
                #expect(first["image"] as? String == "/images/recipes/chicken-rice.svg")
                #expect((first["usedIngredients"] as? [String])?.count == 2)
                #expect(first["missedIngredients"] as? [String] == ["onion"])
                let second = results[1]
                #expect((second["missedIngredients"] as? [String])?.contains("egg") == true)
            }
        }
    }

    @Test func minMissingPutsTheNearestRecipeFirst() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=egg,rice&ranking=min-missing") { res in
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results.first?["id"] as? String == "omelette")
            }
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=egg,rice&ranking=max-used") { res in
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results.first?["id"] as? String == "fried-rice")
            }
        }
    }

    @Test func noIngredientsListsEveryRecipeByTitleAndPages() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?limit=2&offset=1") { res in
                let body = try res.json()
                #expect(body["total"] as? Int == 4)
                let results = try #require(body["results"] as? [[String: Any]])
                // Titles sort by their folded words: chicken…, egg…, omelette, script… soup.
                #expect(results.map { $0["id"] as? String } == ["fried-rice", "omelette"])
            }
        }
    }

    @Test func unknownIngredientsAreReportedNotSearched() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=unobtainium") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                #expect(body["total"] as? Int == 0)
                #expect(body["unrecognizedIngredients"] as? [String] == ["unobtainium"])
            }
        }
    }

    @Test(arguments: [
        "limit=-3", "limit=abc", "limit=1000", "offset=-1", "offset=x", "ranking=foo",
        "ingredients=" + (1...10_000).map { "food\($0)" }.joined(separator: ","),
        "ingredients=" + String(repeating: "a", count: 200),
    ])
    func badParametersAnswer400WithAReason(_ query: String) async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?\(query)") { res in
                #expect(res.status == .badRequest)
                let body = try res.json()
                #expect(body["error"] as? Bool == true)
                #expect((body["reason"] as? String)?.isEmpty == false)
            }
        }
    }

    @Test func detailAnswersTheWholeRecipe() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/omelette") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                for key in ["id", "title", "summary", "image", "sourceURL", "videoURL", "servings", "prepMinutes",
                            "cookMinutes", "totalMinutes", "cuisines", "mealTypes", "diets", "ingredients", "instructions"] {
                    #expect(body.keys.contains(key), "missing \(key)")
                }
                #expect(body["sourceURL"] as? String == "https://example.org/omelette")
                #expect(body["image"] as? String == "https://example.org/omelette.jpg")
                #expect(body["mealTypes"] as? [String] == ["breakfast"])
                #expect((body["diets"] as? [String])?.contains("vegetarian") == true)
                #expect((body["diets"] as? [String])?.contains("vegan") == false)
                let ingredients = try #require(body["ingredients"] as? [[String: Any]])
                #expect(ingredients.count == 3)
                #expect(ingredients[0]["text"] as? String == "3 eggs")
                #expect(ingredients[0]["quantity"] as? Double == 3)
                #expect(ingredients[0]["food"] as? String == "egg")
                #expect(ingredients[1]["unit"] as? String == "tablespoon")
                #expect(body["instructions"] as? [String] == ["Beat and cook."])
            }
        }
    }

    @Test func unknownRecipeAnswers404AsJSON() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/no-such-recipe") { res in
                #expect(res.status == .notFound)
                #expect(res.headers.contentType == .json)
                let body = try res.json()
                #expect(body["error"] as? Bool == true)
                #expect((body["reason"] as? String)?.contains("no-such-recipe") == true)
            }
        }
    }

    @Test func theBundledLibraryAnswersChickenAndRice() async throws {
        try await withTestApp(bundled: true) { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=chicken,rice") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                let results = try #require(body["results"] as? [[String: Any]])
                #expect(results.count >= 2)
                let used = results.first?["usedIngredients"] as? [String] ?? []
                // "chicken thighs and drumsticks" is two chicken foods, both used
                #expect(used.contains { $0.contains("chicken") } && used.contains { $0.contains("rice") },
                        "the best match should use both chicken and rice, used \(used)")
            }
        }
    }
}
