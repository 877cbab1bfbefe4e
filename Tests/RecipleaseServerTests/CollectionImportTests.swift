import Foundation
import NIOCore
import RecipleaseBench
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Another app's whole collection through the API and the import page: every recipe that can be
/// read comes in once, the others are listed with why, and nobody else sees any of it.
struct CollectionImportTests {
    /// A Nextcloud Cookbook folder, zipped: two good recipes (one with a photo), one whose photo is
    /// not an image, one whose JSON is broken, one the recipe rules refuse.
    static func cookbook() -> Data {
        var pancakes = CollectionFixture.AppRecipe(
            name: "Buttermilk Pancakes", ingredients: ["2 cups flour", "2 eggs", "1 1/2 cups buttermilk"], instructions: ["Whisk.", "Fry in butter."]
        )
        pancakes.description = "Sunday breakfast."
        pancakes.url = "https://pancakes.example/buttermilk"
        pancakes.keywords = ["breakfast", "sweet"]
        pancakes.yield = 6
        pancakes.prepMinutes = 10
        pancakes.cookMinutes = 20
        pancakes.photo = CollectionFixture.tinyPNG
        let soup = CollectionFixture.AppRecipe(name: "Tomato Soup", ingredients: ["1 kg tomatoes", "1 onion"], instructions: ["Simmer.", "Blend."])
        var stew = CollectionFixture.AppRecipe(name: "Bean Stew", ingredients: ["400 g beans", "1 carrot"], instructions: ["Stew."])
        stew.photo = Data("this is no picture".utf8)
        var broken = CollectionFixture.AppRecipe(name: "Broken", ingredients: [], instructions: [])
        broken.rawJSON = #"{"name": "Broken", "recipeIngredient": ["1 egg"#
        let tooLong = CollectionFixture.AppRecipe(
            name: "Endless Salad", ingredients: [String(repeating: "lettuce ", count: 60)], instructions: ["Toss."]
        )
        return CollectionFixture.nextcloudZip([pancakes, soup, stew, broken, tooLong])
    }

    static func importAPI(_ app: Application, _ client: TestAPIClient, _ zip: Data, job: UUID? = nil) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "application/json", "Content-Type": "application/zip"]
        if let token = client.token { headers.add(name: .authorization, value: "Bearer \(token)") }
        let query = "fileName=cookbook.zip" + (job.map { "&job=\($0.uuidString)" } ?? "")
        return try await app.testing().sendRequest(.POST, "/api/v1/import?" + query, headers: headers, body: ByteBuffer(data: zip))
    }

    @Test func aRecipeFileOfMillionsOfBreaksOrPast16MBCostsLittle() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            // given one recipe whose first line runs on in 300,000 line breaks (a 10 KB zip that
            // took tens of seconds and GBs before), and a recipe file past 16 MB
            var breaks = CollectionFixture.AppRecipe(name: "Eggs", ingredients: [], instructions: [])
            breaks.rawJSON = #"{"name":"Eggs","recipeIngredient":["1 egg"# + String(repeating: #"\n"#, count: 300_000)
                + #"","2 eggs"],"recipeInstructions":"Boil.","keywords":"#
                + "\"" + String(repeating: ",", count: 300_000) + #"brunch"}"#
            var huge = CollectionFixture.AppRecipe(name: "Huge", ingredients: [], instructions: [])
            huge.rawJSON = #"{"name":"Huge","recipeIngredient":["1 egg"],"description":""# + String(repeating: "a", count: 17 << 20) + #""}"#

            // when
            let response = try await Self.importAPI(app, alice, CollectionFixture.nextcloudZip([breaks, huge]))

            // then the lines are read, blank ones and all past the list's bound aside, and the
            // large file is refused with its reason
            #expect(response.status == .created, "\(response.body.string.prefix(300))")
            let summary = try #require(try response.json()["collection"] as? [String: Any])
            #expect(summary["added"] as? Int == 1)
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.count == 1 && ((failed.first?["reason"] as? String) ?? "").contains("16 MB"))
            let mine = try await alice.send(.GET, "/api/v1/my-recipes").json()
            let id = try #require((mine["recipes"] as? [[String: Any]])?.first?["id"] as? String)
            let recipe = try await alice.send(.GET, "/api/v1/recipes/\(id)").json()
            let lines = (recipe["ingredients"] as? [[String: Any]])?.compactMap { $0["text"] as? String }
            #expect(lines == ["1 egg", "2 eggs"])
        }
    }

    @Test func theAPIImportsACollectionListsFailuresAndAddsNothingTheSecondTime() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let job = UUID()

            // when
            let first = try await Self.importAPI(app, alice, Self.cookbook(), job: job)

            // then the readable recipes are hers, whole; the others are listed with why
            #expect(first.status == .created, "\(first.body.string)")
            let summary = try #require(try first.json()["collection"] as? [String: Any])
            #expect(summary["format"] as? String == "nextcloud")
            #expect((summary["added"] as? Int, summary["existing"] as? Int) == (3, 0))
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.count == 2)
            #expect(failed.contains { ($0["item"] as? String) == "Endless Salad" && ($0["reason"] as? String ?? "").contains("Endless Salad") })
            #expect(failed.allSatisfy { !(($0["reason"] as? String) ?? "").isEmpty })
            let photoWarnings = try #require(summary["photoWarnings"] as? [[String: Any]])
            #expect(photoWarnings.map { $0["item"] as? String } == ["Bean Stew"])

            let mine = try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes")
            #expect(Set(mine.compactMap { $0["title"] as? String }) == ["Buttermilk Pancakes", "Tomato Soup", "Bean Stew"])
            let pancakes = try #require(mine.first { $0["title"] as? String == "Buttermilk Pancakes" })
            let id = try #require(pancakes["id"] as? String)
            let recipe = try await alice.send(.GET, "/api/v1/recipes/\(id)").json()
            #expect((recipe["servings"] as? Int, recipe["prepMinutes"] as? Int, recipe["cookMinutes"] as? Int) == (6, 10, 20))
            #expect(recipe["sourceURL"] as? String == "https://pancakes.example/buttermilk")
            #expect((recipe["ingredients"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["2 cups flour", "2 eggs", "1 1/2 cups buttermilk"])

            // and the job row says it is done, with the same counts
            let progress = try await alice.send(.GET, "/api/v1/import/jobs/\(job.uuidString)").json()
            #expect(progress["state"] as? String == "done")
            #expect((progress["done"] as? Int, progress["total"] as? Int) == (5, 5))

            // when the same collection comes again
            let second = try await Self.importAPI(app, alice, Self.cookbook())

            // then nothing is added twice
            #expect(second.status == .ok)
            let again = try #require(try second.json()["collection"] as? [String: Any])
            #expect((again["added"] as? Int, again["existing"] as? Int) == (0, 3))
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").count == 3)

            // and another user sees none of it: not the recipes, not the job
            let bob = try await TestAPIClient.signedUp(app, "bob")
            #expect(try await bob.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
            #expect(try await bob.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
            #expect(try await bob.send(.GET, "/api/v1/import/jobs/\(job.uuidString)").status == .notFound)
        }
    }

    @Test func theSameRecipeUnderAnotherAddressIsNewButTheSameAddressIsNot() throws {
        // given
        var known = KnownRecipes()
        let stored = try CheckedRecipe.sample(title: "Tomato Soup", lines: ["1 kg tomatoes"], sourceURL: "https://www.soups.example/tomato/")
        known.insert(stored, id: UUID())

        // then: same title and address however written; same title and lines without an address
        #expect(known.contains(try .sample(title: "tomato  soup", lines: ["2 kg tomatoes"], sourceURL: "http://soups.example/tomato")))
        #expect(!known.contains(try .sample(title: "Tomato Soup", lines: ["1 kg tomatoes"], sourceURL: "https://other.example/tomato")))
        #expect(!known.contains(try .sample(title: "Tomato Soup", lines: ["2 kg tomatoes"], sourceURL: nil)))
        var withoutAddress = KnownRecipes()
        withoutAddress.insert(try .sample(title: "Tomato Soup", lines: ["1 kg tomatoes"], sourceURL: nil), id: UUID())
        #expect(withoutAddress.contains(try .sample(title: "TOMATO SOUP", lines: ["1 kg  Tomatoes"], sourceURL: "https://soups.example/x")))
        #expect(!withoutAddress.contains(try .sample(title: "Tomato Bisque", lines: ["1 kg tomatoes"], sourceURL: nil)))
    }

    @Test func thePageImportsAnUploadedCollectionAndEndsOnItsResult() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in browser and the form's job id
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let form = try await browser.get("/import").body.string
            let job = try #require(form.firstMatch(of: /name="job" value="([0-9a-f-]{36})"/)?.1)
            #expect(form.contains("data-progress=\"/import/jobs/\(job)/progress\""))
            // and the form names the apps whose collections it takes
            for app in ["Mealie", "Tandoor", "Paprika", "Nextcloud Cookbook"] { #expect(form.contains(app)) }

            // when the file is posted as a plain form would (no script)
            let response = try await Self.postFile(browser, Self.cookbook(), fileName: "cookbook.zip", job: String(job))

            // then it ends on the job's result page: counts, and each failure with its reason
            #expect(response.status == .seeOther)
            #expect(response.location == "/import/jobs/\(job)")
            let result = try await browser.get("/import/jobs/\(job)")
            #expect(result.status == .ok)
            let html = result.body.string
            #expect(html.contains("3 new"))
            #expect(html.contains("0 already there"))
            #expect(html.contains("2 failed"))
            #expect(html.contains("<strong>Endless Salad</strong>"))
            #expect(html.contains("<strong>Bean Stew</strong>"))
            let progress = try await browser.get("/import/jobs/\(job)/progress").json()
            #expect(progress["state"] as? String == "done")

            // and the recipes are on My recipes; a second upload adds nothing
            #expect(try await browser.get("/my-recipes").body.string.contains("Buttermilk Pancakes"))
            let again = try await Self.postFile(browser, Self.cookbook(), fileName: "cookbook.zip", job: UUID().uuidString)
            let second = try await browser.get(try #require(again.location)).body.string
            #expect(second.contains("0 new"))
            #expect(second.contains("3 already there"))

            // and another browser cannot see the job
            let bob = TestBrowser(app)
            try await bob.signUp("bob")
            #expect(try await bob.get("/import/jobs/\(job)").status == .notFound)
        }
    }

    @Test func aDamagedArchiveIsRefusedWithAReasonAndSavesNothing() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            // A zip's signature, then bytes that are no archive.
            let damaged = Data([0x50, 0x4B, 0x03, 0x04]) + Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            let response = try await Self.importAPI(app, alice, damaged)
            #expect((400..<500).contains(response.status.code), "\(response.status)")
            #expect(!response.reason.isEmpty)
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
        }
    }

    static func postFile(_ browser: TestBrowser, _ data: Data, fileName: String, job: String) async throws -> TestingHTTPResponse {
        let csrf = try await browser.csrfToken()
        let boundary = "----reciplease-collection"
        var body = Data()
        for (name, value) in [("csrf", csrf), ("job", job), ("url", ""), ("text", "")] {
            body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8))
        }
        body.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"\(fileName)\"\r\nContent-Type: application/zip\r\n\r\n".utf8))
        body.append(data)
        body.append(Data("\r\n--\(boundary)--\r\n".utf8))
        var headers: HTTPHeaders = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]
        headers.replaceOrAdd(name: .cookie, value: browser.cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        return try await browser.app.testing().sendRequest(.POST, "/import", headers: headers, body: ByteBuffer(data: body))
    }
}

extension CheckedRecipe {
    static func sample(title: String, lines: [String], sourceURL: String?) throws -> CheckedRecipe {
        try RecipeRules.check(RecipeInput(title: title, servings: 4, ingredients: lines, instructions: ["Cook."], sourceURL: sourceURL))
    }
}
