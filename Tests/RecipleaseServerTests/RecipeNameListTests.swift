import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Tags and cuisines: names that differ only in case are one, and a list of tens of thousands is
/// refused with its count (it was compared name by name against every name kept, which held a
/// request, and the requests behind it, for minutes).
struct RecipeNameListTests {
    static func recipe(tags: [String], cuisines: [String] = []) -> [String: Any] {
        ["title": "Soft-boiled egg", "servings": 1, "ingredients": ["1 egg"], "instructions": ["Boil."], "tags": tags,
         "cuisines": cuisines]
    }

    @Test func namesThatDifferOnlyInCaseAreOne() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let created = try await alice.send(.POST, "/api/v1/recipes",
                                               json: try jsonBody(Self.recipe(tags: ["Quick", "quick", "QUICK", "Straße", "STRASSE", "Breakfast"])))
            #expect(created.status == .created, "\(created.body.string)")
            #expect(try created.json()["tags"] as? [String] == ["Quick", "Straße", "Breakfast"])
        }
    }

    @Test func tensOfThousandsOfNamesAreRefusedWithTheirCount() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let tags = (0..<20_000).map { "tag \($0)" } + (0..<20_000).map { "TAG \($0)" }
            let refused = try await alice.send(.POST, "/api/v1/recipes", json: try jsonBody(Self.recipe(tags: tags)))
            #expect(refused.status == .badRequest, "\(refused.status)")
            #expect(refused.reason.contains("At most \(RecipeRules.maxTags) tags; there are 20000."), "\(refused.reason)")
            // and nothing was written
            #expect(try await UserRecipe.query(on: app.db).count() == 0)
        }
    }
}

/// A refusal quotes what it was sent only in part: an unknown key of 100,000 characters, or
/// 100,000 unknown meal types, do not come back whole.
struct ReasonEchoTests {
    @Test func aHugeUnknownKeyAndThousandsOfUnknownMealsAreQuotedInPart() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            var body = RecipeNameListTests.recipe(tags: [])
            body[String(repeating: "k", count: 100_000)] = 1
            let key = try await alice.send(.POST, "/api/v1/recipes", json: try jsonBody(body))
            #expect(key.status == .badRequest, "\(key.status)")
            #expect(key.reason.contains(String(repeating: "k", count: 60) + "…") && key.reason.utf8.count < 2_000,
                    "\(key.reason.utf8.count) bytes")
            var meals = RecipeNameListTests.recipe(tags: [])
            meals["mealTypes"] = (0..<100_000).map { "meal \($0)" }
            let refused = try await alice.send(.POST, "/api/v1/recipes", json: try jsonBody(meals))
            #expect(refused.status == .badRequest, "\(refused.status)")
            #expect(refused.reason.contains("\"meal 4\"") && !refused.reason.contains("\"meal 5\""), "\(refused.reason.prefix(300))")
            #expect(try await UserRecipe.query(on: app.db).count() == 0)
        }
    }
}

/// Preferences name at most five unknown names, however many are sent.
struct PreferenceNameListTests {
    @Test func thousandsOfUnknownCuisinesAreRefusedNamingFive() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let cuisines = (0..<30_000).map { "\"nowhere \($0)\"" }.joined(separator: ",")
            let refused = try await alice.send(.PUT, "/api/v1/preferences", json: #"{"cuisines": [\#(cuisines)]}"#)
            #expect(refused.status.code >= 400 && refused.status.code < 500, "\(refused.status)")
            #expect(refused.reason.contains("\"nowhere 4\"") && !refused.reason.contains("\"nowhere 5\""), "\(refused.reason.prefix(300))")
            #expect(try await alice.send(.GET, "/api/v1/preferences").json()["cuisines"] as? [String] == [])
        }
    }
}
