import Fluent
import Foundation
import RecipleaseBench
import RecipleaseCore
@testable import RecipleaseServer
import SQLKit
import Testing
import VaporTesting

/// An account's own recipes hold at most `UserRecipes.maxTextBytes` of text together, through every
/// door a recipe comes in by: the form's API, an edit, another app's collection and an export
/// document. Before, 5,000 recipes at every field's limit were 1.75 GB of one instance's memory.
struct RecipeTextShareTests {
    /// A CJK ideograph: one code point, a letter, four bytes in UTF-8, unchanged by tidying.
    static let wide = "\u{20000}"
    static let line = "1 cup " + String(repeating: wide, count: RecipeRules.lineLength - 6)
    static let step = String(repeating: wide, count: RecipeRules.stepLength)

    /// A recipe at the lines' and steps' limits, titled "Big NN".
    static func big(_ number: Int) -> (json: String, bytes: Int) {
        let title = String(format: "Big %02d", number)
        let lines = Array(repeating: line, count: RecipeRules.maxIngredients)
        let steps = Array(repeating: step, count: RecipeRules.maxSteps)
        let body: [String: Any] = ["title": title, "servings": 2, "ingredients": lines, "instructions": steps]
        let json = String(decoding: try! JSONSerialization.data(withJSONObject: body), as: UTF8.self)
        return (json, (lines + steps + [title]).reduce(0) { $0 + $1.utf8.count })
    }

    static func small(_ title: String) -> String {
        #"{"title": "\#(title)", "servings": 2, "ingredients": ["2 eggs", "1 tbsp butter"], "instructions": ["Beat and cook."]}"#
    }

    @Test func anAccountsRecipesHoldAtMostItsShareOfTextThroughEveryDoor() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // given alice writing recipes at every limit until one is refused
            var created: [String] = []
            var refused: TestingHTTPResponse?
            for number in 1...80 {
                let response = try await alice.send(.POST, "/api/v1/recipes", json: Self.big(number).json)
                guard response.status == .created else { refused = response; break }
                created.append(try #require(try response.json()["id"] as? String))
            }

            // then as many came in as the share holds, and the next is refused with its reason
            let perRecipe = Self.big(1).bytes
            #expect(created.count == UserRecipes.maxTextBytes / perRecipe, "\(created.count) of \(perRecipe) bytes")
            let answer = try #require(refused)
            #expect(answer.status == .conflict, "\(answer.status): \(answer.body.string.prefix(300))")
            #expect(try answer.json()["code"] as? String == "recipes.text-full")
            #expect(answer.reason.contains("\(UserRecipes.maxTextBytes >> 20) MB"), "\(answer.reason)")
            // and nothing of the refused one was kept
            let listed = try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes")
            #expect(listed.count == created.count)
            #expect(!listed.contains { ($0["title"] as? String) == String(format: "Big %02d", created.count + 1) })

            // when a short recipe is written in the room left, then grown past it
            let room = UserRecipes.maxTextBytes - created.count * perRecipe
            #expect(room > 1_000 && room < perRecipe)
            let short = try await alice.send(.POST, "/api/v1/recipes", json: Self.small("Omelette"))
            #expect(short.status == .created, "\(short.body.string.prefix(300))")
            let shortID = try #require(try short.json()["id"] as? String)
            let grown = try await alice.send(.PUT, "/api/v1/recipes/\(shortID)", json: Self.big(99).json)

            // then the edit is refused and the recipe is as it was
            #expect(grown.status == .conflict)
            #expect(try grown.json()["code"] as? String == "recipes.text-full")
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(shortID)").json()["title"] as? String == "Omelette")
            // and the form says why, keeping what was typed (80 KB of steps, past the room left)
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let longSteps = Array(repeating: String(repeating: "Stir well. ", count: 180), count: 40).joined(separator: "\n")
            let page = try await browser.post("/my-recipes/\(shortID)", [("title", "Omelette for a crowd"), ("servings", "2"),
                                                                         ("ingredients", "2 eggs"), ("instructions", longSteps)])
            #expect(page.status == .conflict)
            #expect(page.body.string.contains("MB of text") && page.body.string.contains("value=\"Omelette for a crowd\""))
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(shortID)").json()["title"] as? String == "Omelette")

            // when a big one is shortened (an account at its share can always tidy up)
            let shortened = try await alice.send(.PUT, "/api/v1/recipes/\(created[0])", json: Self.small("Scrambled eggs"))
            #expect(shortened.status == .ok, "\(shortened.body.string.prefix(300))")
            // then its room is free again: a big one fits once more, and not two
            #expect(try await alice.send(.POST, "/api/v1/recipes", json: Self.big(98).json).status == .created)
            #expect(try await alice.send(.POST, "/api/v1/recipes", json: Self.big(97).json).status == .conflict)

            // when another app's collection brings a big recipe between two short ones
            let dish = { (name: String) in CollectionFixture.AppRecipe(name: name, ingredients: ["2 eggs"], instructions: ["Cook."]) }
            let bulky = CollectionFixture.AppRecipe(name: "Bulky", ingredients: Array(repeating: Self.line, count: 100),
                                                    instructions: Array(repeating: Self.step, count: 60))
            let imported = try await CollectionImportTests.importAPI(app, alice, CollectionFixture.nextcloudZip([dish("Toast"), bulky, dish("Soup")]))

            // then the short ones come in and the big one is listed with the reason
            #expect(imported.status == .created, "\(imported.body.string.prefix(300))")
            let summary = try #require(try imported.json()["collection"] as? [String: Any])
            #expect(summary["added"] as? Int == 2)
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.count == 1 && failed.first?["item"] as? String == "Bulky")
            #expect((failed.first?["reason"] as? String ?? "").contains("MB of text"), "\(failed)")

            // when bob, with no recipes, exports one big recipe and alice imports his document
            let bob = try await TestAPIClient.signedUp(app, "bob")
            // (bob's share is his own: alice's full one takes nothing from it)
            #expect(try await bob.send(.POST, "/api/v1/recipes", json: Self.big(1).json).status == .created)
            let document = try await bob.send(.GET, "/api/v1/export").body.string
            let refusedImport = try await alice.send(.POST, "/api/v1/import", json: document)

            // then the document is refused whole, naming the text
            #expect(refusedImport.status == .badRequest, "\(refusedImport.status): \(refusedImport.body.string.prefix(300))")
            #expect(refusedImport.body.string.contains("MB of text"), "\(refusedImport.body.string.prefix(400))")
            let kept = try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").count
            #expect(kept == created.count + 1 + 1 + 2)
        }
    }

    @Test func recipesWrittenBeforeTheShareAreCountedAtStartUp() async throws {
        try await withAccountsApp { app, _ in
            // given recipes written before rows counted their text: the column turned back
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.POST, "/api/v1/recipes", json: Self.small("Omelette")).status == .created)
            #expect(try await alice.send(.POST, "/api/v1/recipes", json: Self.big(1).json).status == .created)
            let sql = try #require(app.db as? any SQLDatabase)
            let userID = try await app.storedUserID("alice")
            let counted = try await UserRecipes.textBytesStored(by: userID, on: app.db)
            #expect(counted > Self.big(1).bytes)
            try await sql.raw("UPDATE user_recipes SET text_bytes = NULL").run()
            #expect(try await UserRecipes.textBytesStored(by: userID, on: app.db) == 0)
            try await sql.delete(from: "_fluent_migrations").where("name", .equal, String(reflecting: AddTextBytesToUserRecipe.self)).run()
            try await AddTextBytesToUserRecipe().revert(on: app.db)

            // when the migration runs, as at the next start
            try await app.autoMigrate()

            // then each row counts its text from the columns: the list columns' quotes and commas
            // a little over what the app counts, never under
            let recounted = try await UserRecipes.textBytesStored(by: userID, on: app.db)
            #expect(recounted >= counted && recounted < counted + 2_000, "\(recounted) against \(counted)")
        }
    }
}
