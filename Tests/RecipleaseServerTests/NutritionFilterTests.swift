import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// `maxCalories`, `minProtein`, `maxCarbs` and `maxSodium` on the search API and the filter panel,
/// over the test library with fixed per-serving values (the script soup has none).
struct NutritionFilterTests {
    static let values: [String: Nutrients] = [
        "chicken-rice": Nutrients(energy: 610, protein: 38, carbohydrate: 45, sodium: 700),
        "fried-rice": Nutrients(energy: 480, protein: 14.5, carbohydrate: 62, sodium: 380),
        "omelette": Nutrients(energy: 240, protein: 19, carbohydrate: 1.5, sodium: 420),
    ]

    static func withApp(_ body: (Application) async throws -> Void) async throws {
        let store = try TestLibrary.store()
        let recipes = store.snapshot.search(SearchQuery(limit: 100)).hits.map(\.recipe)
        let fixed = RecipeStore(catalog: store.catalog, recipes: recipes) { values[$0.id.rawValue] }
        try await withConfiguredApp(store: fixed, body)
    }

    @Test(arguments: [
        ("maxCalories=500", ["fried-rice", "omelette"]),
        ("maxCalories=480", ["fried-rice", "omelette"]),
        ("maxCalories=479.9", ["omelette"]),
        ("minProtein=14.5", ["chicken-rice", "fried-rice", "omelette"]),
        ("minProtein=15", ["chicken-rice", "omelette"]),
        ("maxCarbs=50&maxSodium=500", ["omelette"]),
        ("maxSodium=1e3", ["chicken-rice", "fried-rice", "omelette"]),
        ("minProtein=0", ["chicken-rice", "fried-rice", "omelette"]),
        ("maxCalories=", ["chicken-rice", "fried-rice", "omelette", "script-soup"]),
        ("ingredients=egg&maxCalories=300", ["omelette"]),
    ])
    func theLimitsSelectTheRecipes(_ query: String, _ expected: [String]) async throws {
        try await Self.withApp { app in
            // when
            try await app.testing().test(.GET, "/api/v1/recipes/search?\(query)") { res in
                // then only the recipes within the limits, sorted by id here (the order is the usual one)
                #expect(res.status == .ok)
                let body = try res.json()
                let results = try #require(body["results"] as? [[String: Any]])
                #expect(results.compactMap { $0["id"] as? String }.sorted() == expected)
                #expect(body["total"] as? Int == expected.count)
            }
        }
    }

    @Test func randomDrawsHonourTheLimits() async throws {
        try await Self.withApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/random?count=10&maxCalories=300") { res in
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results.compactMap { $0["id"] as? String } == ["omelette"])
            }
        }
    }

    @Test(arguments: [
        "maxCalories=-1", "maxCalories=abc", "maxCalories=nan", "maxCalories=NaN", "maxCalories=inf", "maxCalories=infinity",
        "minProtein=0x10", "maxCarbs=1.2.3", "maxSodium=50001", "maxCalories=1e400", "maxCalories=99999999999999999999999999",
        "minProtein=-0.5", "maxCarbs=.", "maxSodium=1%2C5", "maxCalories=%20-3",
    ])
    func badNumbersAnswer400WithAReason(_ query: String) async throws {
        try await Self.withApp { app in
            try await app.testing().test(.GET, "/api/v1/recipes/search?\(query)") { res in
                #expect(res.status == .badRequest)
                let body = try res.json()
                #expect(body["error"] as? Bool == true)
                let key = String(query.prefix { $0 != "=" })
                #expect((body["reason"] as? String)?.hasPrefix(key + " must be a number from 0 to ") == true, "\(body)")
            }
        }
    }

    @Test func thePanelKeepsTheLimitsInItsFieldsAndTheURL() async throws {
        try await Self.withApp { app in
            // when the home page is asked with two limits
            try await app.testing().test(.GET, "/?i=egg&maxCalories=300&minProtein=12.5") { res in
                // then the search is filtered, the fields hold the values, the panel is open and says so
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("1 recipe uses your ingredients"))
                #expect(html.contains(#"name="maxCalories" min="0" max="20000" step="any" inputmode="decimal" value="300""#))
                #expect(html.contains(#"name="minProtein" min="0" max="1000" step="any" inputmode="decimal" value="12.5""#))
                #expect(html.contains(#"name="maxSodium" min="0" max="50000" step="any" inputmode="decimal" value="""#))
                #expect(html.contains(#"<label for="filter-maxCarbs">Carbohydrate at most (g)</label>"#))
                #expect(html.contains("<details class=\"filters\" open>"))
                // and links from the page (the chips) carry the limits along
                #expect(html.contains("maxCalories=300&amp;minProtein=12.5"))
            }
        }
    }

    @Test func aBadNumberOnThePageIsAReadable400() async throws {
        try await Self.withApp { app in
            try await app.testing().test(.GET, "/?i=egg&maxSodium=lots") { res in
                #expect(res.status == .badRequest)
                #expect(res.body.string.contains("maxSodium must be a number from 0 to 50000"))
            }
        }
    }
}
