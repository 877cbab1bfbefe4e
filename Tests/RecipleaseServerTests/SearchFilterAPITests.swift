import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct SearchFilterAPITests {
    @Test func filtersNarrowTheResultsAndFacetsCountThem() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=egg,rice&diet=vegetarian") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                let ids = (body["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                #expect(ids == ["fried-rice", "omelette"])
                let facets = try #require(body["facets"] as? [String: [String: Int]])
                #expect(facets["cuisines"] == ["Chinese": 1, "French": 1])
                #expect(facets["mealTypes"]?["breakfast"] == 1)
                #expect(facets["diets"]?["vegetarian"] == 2)
            }
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=egg&intolerances=dairy&cuisine=chinese,french&type=lunch&maxReadyTime=30") { res in
                let ids = (try res.json()["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                #expect(ids == ["fried-rice"])
            }
            try await app.testing().test(.GET, "/api/v1/recipes/search?q=OMEL") { res in
                let ids = (try res.json()["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                #expect(ids == ["omelette"])
            }
            try await app.testing().test(.GET, "/api/v1/recipes/search?ingredients=chicken&ignorePantry=false") { res in
                let first = (try res.json()["results"] as? [[String: Any]])?.first
                #expect((first?["missedIngredients"] as? [String])?.contains("salt") == true)
            }
        }
    }

    @Test(arguments: [
        ("diet=paleo", "vegetarian, vegan, pescetarian, gluten-free, dairy-free"),
        ("intolerances=gluten,nightshade", "tree nut"),
        ("cuisine=Atlantean", "Italian"),
        ("type=brunch", "breakfast, lunch, dinner, snack, dessert"),
        ("maxReadyTime=soon", "maxReadyTime"),
        ("maxMissing=-1", "maxMissing"),
        ("ignorePantry=maybe", "ignorePantry"),
    ])
    func unknownNamesAnswer400ListingTheValidOnes(_ query: String, _ listed: String) async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?\(query)") { res in
                #expect(res.status == .badRequest)
                let body = try res.json()
                #expect((body["reason"] as? String)?.contains(listed) == true)
            }
        }
    }

    @Test func randomAnswersCountRecipesWithinTheFilters() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/random?count=2") { res in
                #expect(res.status == .ok)
                let body = try res.json()
                #expect((body["results"] as? [[String: Any]])?.count == 2)
            }
            try await app.testing().test(.GET, "/api/v1/recipes/random?count=20&type=breakfast") { res in
                let ids = (try res.json()["results"] as? [[String: Any]])?.compactMap { $0["id"] as? String }
                #expect(ids == ["omelette"])
            }
            try await app.testing().test(.GET, "/api/v1/recipes/random?count=0") { res in
                #expect(res.status == .badRequest)
            }
        }
    }
}
