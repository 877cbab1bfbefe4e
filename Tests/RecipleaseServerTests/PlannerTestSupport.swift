import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A JSON body from a dictionary, so tests can write bodies with odd values readably.
func jsonBody(_ object: [String: Any]) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
}

extension TestAPIClient {
    /// Creates one of the user's recipes and answers its id.
    func createRecipe(_ title: String = "Milk Pudding", servings: Int = 2, ingredients: [String] = ["1 cup milk", "2 tbsp sugar"],
                      instructions: [String] = ["Warm the milk.", "Stir in the sugar."]) async throws -> String {
        let response = try await send(.POST, "/api/v1/recipes", json: try jsonBody([
            "title": title, "servings": servings, "prepMinutes": 5, "cookMinutes": 10,
            "ingredients": ingredients, "instructions": instructions,
        ]))
        #expect(response.status == .created, "create \(title): \(response.body.string)")
        return try #require(try response.json()["id"] as? String)
    }

    /// Plans a recipe and answers the entry's id.
    func plan(_ recipeID: String, on date: String, _ meal: String = "dinner", servings: Int? = nil, time: String? = nil, note: String? = nil) async throws -> String {
        var body: [String: Any] = ["recipeId": recipeID, "date": date, "mealType": meal]
        if let servings { body["servings"] = servings }
        if let time { body["time"] = time }
        if let note { body["note"] = note }
        let response = try await send(.POST, "/api/v1/plan", json: try jsonBody(body))
        #expect(response.status == .created, "plan \(recipeID): \(response.body.string)")
        return try #require(try response.json()["id"] as? String)
    }

    func setSettings(_ body: [String: Any]) async throws {
        let response = try await send(.PATCH, "/api/v1/planner/settings", json: try jsonBody(body))
        #expect(response.status == .ok, "settings: \(response.body.string)")
    }

    func groceryItems(from: String, to: String, extra: String = "") async throws -> [[String: Any]] {
        let response = try await send(.GET, "/api/v1/grocery-list?from=\(from)&to=\(to)\(extra)")
        #expect(response.status == .ok, "grocery list: \(response.body.string)")
        return try response.jsonArray("items")
    }

    func searchTitles(_ query: String) async throws -> [String] {
        try await send(.GET, "/api/v1/recipes/search?\(query)").jsonArray("results").compactMap { $0["title"] as? String }
    }
}

extension TestingHTTPResponse {
    var reason: String { (try? json()["reason"] as? String) ?? "" }
}
