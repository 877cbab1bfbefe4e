import Foundation
import NIOCore
import RecipleaseBench
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A collection exported from each of the four apps, through the import page and then the API:
/// every field the app keeps comes in (photo, categories and tags, times, servings, notes, source
/// URL), the recipe that cannot be read is listed with its reason in the reader's language while
/// the others come in, and importing the same file again adds nothing.
struct CollectionFormatsImportTests {
    typealias App = CollectionFixture.App

    /// Two recipes the app wrote whole, one with everything and a photo, and one it wrote broken.
    static func recipes() -> [CollectionFixture.AppRecipe] {
        var galette = CollectionFixture.AppRecipe(
            name: "Plum Galette", ingredients: ["6 plums", "1 sheet puff pastry", "2 tbsp sugar"],
            instructions: ["Slice the plums onto the pastry.", "Bake for 35 minutes."]
        )
        galette.description = "A free-form tart for late summer."
        galette.notes = "Apricots work as well."
        galette.url = "https://tarts.example/plum-galette"
        galette.keywords = ["fruit", "weekend"]
        galette.category = "Baking"
        galette.yield = 6
        galette.prepMinutes = 25
        galette.cookMinutes = 35
        galette.photo = CollectionFixture.tinyPNG
        var soup = CollectionFixture.AppRecipe(name: "Leek Soup", ingredients: ["3 leeks", "500 ml stock"], instructions: ["Sweat the leeks.", "Simmer and blend."])
        soup.yield = 4
        soup.url = "https://soups.example/leek"
        var broken = CollectionFixture.AppRecipe(name: "Burnt Toast", ingredients: [], instructions: [])
        broken.rawJSON = #"{"name": "Burnt Toast", "ingredients": ["#
        return [galette, soup, broken]
    }

    static func importAPI(_ app: Application, _ client: TestAPIClient, _ data: Data, fileName: String, language: String) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "application/json", "Content-Type": "application/octet-stream", "Accept-Language": language]
        if let token = client.token { headers.add(name: .authorization, value: "Bearer \(token)") }
        let name = fileName.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? fileName
        return try await app.testing().sendRequest(.POST, "/api/v1/import?fileName=" + name, headers: headers, body: ByteBuffer(data: data))
    }

    @Test(arguments: App.allCases)
    func eachAppsCollectionComesInWholeOnceThroughThePageAndTheAPI(_ format: App) async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in person and the app's export
            let browser = TestBrowser(app)
            try await browser.signUp("cook")
            let export = CollectionFixture.export(Self.recipes(), app: format)

            // when it is uploaded on the import page
            let posted = try await CollectionImportTests.postFile(browser, export, fileName: format.fileName, job: UUID().uuidString)

            // then the result page counts what came and names the broken recipe with why
            #expect(posted.status == .seeOther, "\(format): \(posted.body.string)")
            let result = try await browser.get(try #require(posted.location)).body.string
            #expect(result.contains("2 new") && result.contains("0 already there") && result.contains("1 failed"), "\(format)")
            #expect(result.contains(": the recipe file is not valid JSON</li>"), "\(format)")

            // and each field the app keeps is on the recipe, read through the API
            let mine = try await browser.fetch(.GET, "/api/v1/my-recipes").jsonArray("recipes")
            #expect(Set(mine.compactMap { $0["title"] as? String }) == ["Plum Galette", "Leek Soup"], "\(format)")
            let galetteID = try #require(mine.first { $0["title"] as? String == "Plum Galette" }?["id"] as? String)
            let galette = try await browser.fetch(.GET, "/api/v1/recipes/\(galetteID)").json()
            #expect((galette["servings"] as? Int, galette["prepMinutes"] as? Int, galette["cookMinutes"] as? Int) == (6, 25, 35), "\(format)")
            #expect(galette["sourceURL"] as? String == "https://tarts.example/plum-galette", "\(format)")
            #expect(Set(galette["tags"] as? [String] ?? []) == ["Baking", "fruit", "weekend"], "\(format)")
            #expect((galette["ingredients"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == ["6 plums", "1 sheet puff pastry", "2 tbsp sugar"], "\(format)")
            #expect(galette["instructions"] as? [String] == ["Slice the plums onto the pastry.", "Bake for 35 minutes."], "\(format)")
            let notes = galette["summary"] as? String ?? ""
            #expect(notes.contains("A free-form tart for late summer."), "\(format)")
            // Mealie and Paprika keep the cook's notes apart from the description; both come.
            #expect(notes.contains("Apricots work as well.") == CollectionFixture.AppRecipe.keepsNotes(format), "\(format): \(notes)")

            // and its photo is the recipe's own, the bytes the app exported; the soup had none
            let photo = try await browser.fetch(.GET, "/api/v1/recipes/\(galetteID)/photo")
            #expect(photo.status == .ok, "\(format)")
            #expect(photo.headers.contentType?.description == "image/png", "\(format)")
            #expect(Data(buffer: photo.body) == CollectionFixture.tinyPNG, "\(format)")
            #expect((galette["image"] as? String)?.hasPrefix("/my-recipes/\(galetteID)/photo") == true, "\(format)")
            let soupID = try #require(mine.first { $0["title"] as? String == "Leek Soup" }?["id"] as? String)
            #expect(try await browser.fetch(.GET, "/api/v1/recipes/\(soupID)/photo").status == .notFound)

            // when the same file comes again, through the API, from someone reading French
            let api = TestAPIClient(app: app, token: nil)
            var signedIn = api
            signedIn.token = try #require(try await api.send(.POST, "/api/v1/sessions", json: #"{"username": "cook", "password": "correct horse battery"}"#).json()["token"] as? String)
            let again = try await Self.importAPI(app, signedIn, export, fileName: format.fileName, language: "fr")

            // then nothing is added twice, and the broken recipe's reason is in French beside its code
            #expect(again.status == .ok, "\(format): \(again.body.string)")
            let summary = try #require(try again.json()["collection"] as? [String: Any])
            #expect(summary["format"] as? String == format.rawValue)
            #expect((summary["added"] as? Int, summary["existing"] as? Int) == (0, 2), "\(format)")
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.map { $0["code"] as? String } == ["collection.recipe-json-invalid"], "\(format)")
            #expect(failed.map { $0["reason"] as? String } == ["le fichier de la recette n'est pas du JSON valide"], "\(format)")
            #expect(try await browser.fetch(.GET, "/api/v1/my-recipes").jsonArray("recipes").count == 2)
        }
    }

    @Test func aJobsReasonsAreToldInTheLanguageOfWhoeverReadsIt() async throws {
        try await withAccountsApp { app, _ in
            // given a collection imported by someone reading English
            let browser = TestBrowser(app)
            try await browser.signUp("cook")
            let job = UUID().uuidString
            _ = try await CollectionImportTests.postFile(browser, CollectionImportTests.cookbook(), fileName: "cookbook.zip", job: job)

            // when the same person reads the result in French
            browser.setCookie("lang", "fr")
            let page = try await browser.get("/import/jobs/\(job)").body.string
            let progress = try await browser.send(.GET, "/import/jobs/\(job)/progress", headers: ["Accept": "application/json"]).json()

            // then the stored reasons read in French, on the page and in the answer the script polls
            #expect(page.contains("<strong>Broken 3</strong>: le fichier de la recette n&#39;est pas du JSON valide"))
            #expect(page.contains("<strong>Bean Stew</strong>: Ce fichier n&#39;est pas une image JPEG, PNG ou WebP."), "\(page)")
            #expect(!page.contains("not valid JSON"))
            let summary = try #require(progress["summary"] as? [String: Any])
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.map { $0["code"] as? String } == ["collection.recipe-json-invalid", "import.recipe-unusable"])
            let reasons = failed.compactMap { $0["reason"] as? String }
            #expect(reasons.first == "le fichier de la recette n'est pas du JSON valide")
            #expect(reasons.last?.hasPrefix("« Endless Salad » ne peut pas être enregistrée telle quelle :") == true, "\(reasons)")
            let warnings = try #require(summary["photoWarnings"] as? [[String: Any]])
            #expect(warnings.map { $0["code"] as? String } == ["photo.not-image"])
        }
    }
}
