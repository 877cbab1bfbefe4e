import Foundation
import RecipleaseCore
import RecipleaseProviderStubs
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The links of an imported recipe: a page fetched by its address is the recipe's source, a relative
/// link is read from that address, and a link the recipe form cannot take is dropped, never the recipe.
struct ImportLinksTests {
    static func page(image: String, url: String? = nil) -> String {
        let link = url.map { #""url": "\#($0)","# } ?? ""
        return """
        <html><head><script type="application/ld+json">
        {"@context": "https://schema.org", "@type": "Recipe", "name": "Pear Crumble", \(link) "image": "\(image)",
         "recipeIngredient": ["4 pears", "100 g oats"], "recipeInstructions": "Bake for 30 minutes."}
        </script></head><body></body></html>
        """
    }

    @Test func aPastedPageWithALinkTheFormRefusesIsStillImported() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            // an image with a space, then one longer than any link the form takes
            for (image, kept) in [("https://example.com/a b.jpg", "https://example.com/a%20b.jpg" as String?),
                                  ("https://example.com/" + String(repeating: "p", count: 2_100), nil)] {
                let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": Self.page(image: image), "fileName": "crumble.html"]))
                #expect(response.status == .created)
                let recipe = try #require(try response.jsonArray("recipes").first)
                #expect(recipe["title"] as? String == "Pear Crumble")
                // a link it cannot use is dropped: the recipe shows its drawn picture
                let image = recipe["image"] as? String
                if let kept { #expect(image == kept) } else { #expect(image?.hasPrefix("/images/recipes/") == true, "\(image ?? "none")") }
            }
        }
    }

    @Test func aFetchedPageIsTheSourceOfItsRecipe() async throws {
        let pages: [String: StubAnswer] = [
            "/recipes/crumble": .body(Self.page(image: "/img/pear crumble.jpg")),
            "/recipes/tart": .body(Self.page(image: "https://example.com/tart.jpg", url: "https://example.com/pear-tart")),
        ]
        try await StubProviderServer.with(pages) { stub in
            var settings = Settings(passwordCost: 4)
            settings.importFromPrivateAddresses = true
            settings.importTimeoutSeconds = 600  // the deadline is not the point (docs/testing.md)
            try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
                let alice = try await TestAPIClient.signedUp(app, "alice")
                let base = stub.baseURL.absoluteString
                // a page whose data names no source: the page's address is the source, its image read from there
                let crumble = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["url": base + "/recipes/crumble"]))
                #expect(crumble.status == .created)
                let saved = try #require(try crumble.jsonArray("recipes").first)
                #expect(saved["sourceURL"] as? String == base + "/recipes/crumble")
                #expect(saved["image"] as? String == base + "/img/pear%20crumble.jpg")
                // a page whose data names its own address keeps it
                let tart = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["url": base + "/recipes/tart"]))
                #expect(try tart.jsonArray("recipes").first?["sourceURL"] as? String == "https://example.com/pear-tart")
                // the import form does the same
                let browser = TestBrowser(app)
                try await browser.signUp("bob")
                let form = try await browser.post("/import", [("url", base + "/recipes/crumble")])
                #expect(form.status == .ok)
                #expect(form.body.string.contains("Pear Crumble"))
                let path = try #require(form.body.string.range(of: #"/recipes/u-[A-Za-z0-9-]+"#, options: .regularExpression))
                let shown = try await browser.get(String(form.body.string[path]))
                #expect(shown.body.string.contains(base + "/recipes/crumble"))
            }
        }
    }
}
