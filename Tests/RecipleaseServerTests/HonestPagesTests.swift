import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Issue 21's "nothing that misleads", through HTTP as a browser would: unknown lines said out
/// loud, dead pictures replaced, undo after destructive actions, and errors in words.
struct HonestPagesTests {
    static let recipeFields = [
        ("title", "Frobbed Eggs"), ("servings", "2"), ("prepMinutes", "5"), ("cookMinutes", "5"), ("cuisine", ""),
        ("ingredients", "3 eggs\r\nzzz blorp\r\n1 pinch salt\r\n2 qqq frobs"), ("instructions", "Beat.\r\nCook."),
        ("image", "https://dead.example.invalid/eggs.jpg"), ("video", ""), ("notes", ""),
    ]

    @Test func unknownLinesAreSaidAfterSavingMarkedOnThePageAndInTheEditor() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when a recipe with two lines the catalog does not know is saved
            let saved = try await browser.post("/my-recipes", Self.recipeFields)

            // then it is saved, and the page after saving names both lines
            #expect(saved.status == .seeOther)
            let location = try #require(saved.location)
            let page = try await browser.get(location).body.string
            #expect(page.contains("Saved. 2 lines were not recognised: “zzz blorp”, “2 qqq frobs”."))
            // each is marked on its line, with words for screen readers and a title for the pointer
            #expect(page.components(separatedBy: #"<li class="unrecognised">"#).count == 3)
            #expect(page.contains(#"<span class="visually-hidden">Not recognised: the grocery list"#))
            #expect(page.contains(#"title="Not recognised: the grocery list"#))
            // and the editor says so before any script runs
            let id = String(try #require(location.split(separator: "/").last?.split(separator: "?").first))
            let editor = try await browser.get("/my-recipes/\(id)/edit").body.string
            #expect(editor.contains(#"<p class="hint warn" id="unrecognised-summary" aria-live="polite">2 lines are not recognised"#))
            #expect(editor.components(separatedBy: #"<li class="unrecognised">"#).count == 3)
        }
    }

    @Test func aRecipeWhoseLinesAreAllKnownSaysOnlySaved() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let fields = Self.recipeFields.map { $0.0 == "ingredients" ? ($0.0, "3 eggs\r\n1 pinch salt") : $0 }
            let saved = try await browser.post("/my-recipes", fields)
            let page = try await browser.get(try #require(saved.location)).body.string
            #expect(page.contains(#"<p class="notice" role="status">Saved.</p>"#))
            #expect(!page.contains("unrecognised-mark"))
            let id = String(try #require(saved.location?.split(separator: "/").last?.split(separator: "?").first))
            #expect(try await browser.get("/my-recipes/\(id)/edit").body.string.contains(#"id="unrecognised-summary" aria-live="polite" hidden>"#))
        }
    }

    @Test func aHeadingAmongTheLinesIsShownAsOneAndNotAsUnrecognised() async throws {
        try await withAccountsApp { app, _ in
            // given a recipe whose lines are grouped under headings, one with a number in it
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let lines = "Batter:\r\n3 eggs\r\nFor the topping (serves 4):\r\n1 pinch salt"
            let fields = Self.recipeFields.map { $0.0 == "ingredients" ? ($0.0, lines) : $0 }

            // when it is saved
            let saved = try await browser.post("/my-recipes", fields)

            // then nothing is said to be unrecognised, the headings are shown as headings, and the
            // diets the foods keep to are still shown
            let page = try await browser.get(try #require(saved.location)).body.string
            #expect(page.contains(#"<p class="notice" role="status">Saved.</p>"#))
            #expect(!page.contains("unrecognised-mark"))
            #expect(page.components(separatedBy: #"<li class="group-heading">"#).count == 3)
            #expect(page.contains("vegetarian"))
            let id = String(try #require(saved.location?.split(separator: "/").last?.split(separator: "?").first))
            let editor = try await browser.get("/my-recipes/\(id)/edit").body.string
            #expect(editor.contains(#"id="unrecognised-summary" aria-live="polite" hidden>"#))
            #expect(editor.components(separatedBy: #"<span class="hint">a heading over the lines after it</span>"#).count == 3)
        }
    }

    @Test func aWebPictureCarriesItsDrawnFallbackAndTheScriptSwapsIt() async throws {
        try await withAccountsApp { app, _ in
            // given a recipe whose picture link is dead
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let location = try #require(try await browser.post("/my-recipes", Self.recipeFields).location)
            let id = String(try #require(location.split(separator: "/").last?.split(separator: "?").first))

            // when its page is read
            let page = try await browser.get(location).body.string

            // then the photograph names the drawn picture to fall back on, which is served
            let drawn = "/images/recipes/\(id).svg"
            #expect(page.contains(#"src="https://dead.example.invalid/eggs.jpg" alt="Frobbed Eggs" width="640" height="360" data-fallback="\#(drawn)">"#))
            let svg = try await browser.get(drawn)
            #expect(svg.status == .ok && svg.headers.contentType?.description.hasPrefix("image/svg+xml") == true)
            // and the shared script listens for image errors while capturing (no inline handler is allowed)
            let script = try await browser.get("/app.js").body.string
            #expect(script.contains(#"document.addEventListener("error""#) && script.contains("image.dataset.fallback"))
        }
    }

    @Test func withoutAScriptTheWebPictureIsDrawnOverTheDrawingSoADeadLinkLeavesTheDrawing() async throws {
        try await withAccountsApp { app, _ in
            // given a recipe whose picture link is dead
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let location = try #require(try await browser.post("/my-recipes", Self.recipeFields).location)
            let id = String(try #require(location.split(separator: "/").last?.split(separator: "?").first))

            // when its page is read
            let page = try await browser.get(location).body.string

            // then a <noscript> copy draws the web picture (an SVG filter's image, which draws nothing
            // when it fails) over the drawing, named by the title
            let drawn = "/images/recipes/\(id).svg"
            #expect(page.contains(
                #"<noscript><svg class="hero" viewBox="0 0 640 360" role="img" aria-label="Frobbed Eggs">"#
                    + #"<filter id="hero-photo" x="0" y="0" width="1" height="1"><feImage href="https://dead.example.invalid/eggs.jpg" preserveAspectRatio="xMidYMid slice"/></filter>"#
                    + #"<image href="\#(drawn)" width="640" height="360"/><rect width="640" height="360" filter="url(#hero-photo)"/></svg></noscript>"#))
            // and its card does the same, under an id of its own (a page of cards holds many)
            let results = try await browser.get("/?q=Frobbed").body.string
            let layers = "picture-" + String(FNV1a.hash(id), radix: 36)
            #expect(results.contains(
                #"<noscript><svg viewBox="0 0 640 360" aria-hidden="true" focusable="false"><filter id="\#(layers)" x="0" y="0" width="1" height="1">"#
                    + #"<feImage href="https://dead.example.invalid/eggs.jpg" preserveAspectRatio="xMidYMid slice"/></filter>"#
                    + #"<image href="\#(drawn)" width="640" height="360"/><rect width="640" height="360" filter="url(#\#(layers))"/></svg></noscript>"#))
            // and the stylesheet hides the plain image, which would show broken, when scripts do not run
            let css = try await browser.get("/style.css").body.string
            #expect(css.contains("@media (scripting: none) { img[data-fallback] { display: none !important; } }"))
            // and a library recipe, whose picture is the drawing already, has no copy
            #expect(!(try await browser.get("/recipes/chicken-rice").body.string.contains("<noscript>")))
        }
    }

    @Test func clearingTheKitchenListOffersAnUndoThatPutsEverythingBack() async throws {
        try await withAccountsApp { app, _ in
            // given three foods, one not ticked
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            for name in ["rice", "tomatoes", "unobtainium"] { try await browser.post("/kitchen", [("name", name)]) }
            let rice = try #require(try await browser.fetch(.GET, "/api/v1/pantry").jsonArray("items").first { $0["name"] as? String == "rice" })
            try await browser.post("/kitchen/\(try #require(rice["id"] as? String))", [("ticked", "0")])

            // when the list is cleared
            let cleared = try await browser.post("/kitchen/clear")

            // then it is empty, and the page says how many went, with an undo form holding them
            #expect(cleared.status == .ok)
            let page = cleared.body.string
            #expect(page.contains("Cleared 3 foods."))
            #expect(page.contains(#"<form class="notice undo" role="status" method="post" action="/kitchen/restore" id="kitchen-undo">"#))
            #expect(try await browser.fetch(.GET, "/api/v1/pantry").jsonArray("items").isEmpty)
            let items = Self.values(named: "item", in: page)
            #expect(items.sorted() == ["0 rice", "1 tomatoes", "1 unobtainium"])
            // the next page load no longer offers it
            #expect(!(try await browser.get("/kitchen").body.string.contains("kitchen-undo")))

            // when undo is pressed, then everything is back, ticks as they were
            let undone = try await browser.post("/kitchen/restore", items.map { ("item", $0) })
            #expect(undone.status == .seeOther && undone.location == "/kitchen")
            let back = try await browser.fetch(.GET, "/api/v1/pantry").jsonArray("items")
            #expect(back.map { $0["name"] as? String } == ["rice", "tomatoes", "unobtainium"])
            #expect(back.map { $0["ticked"] as? Bool } == [false, true, true])
            // pressing it twice adds nothing twice; a forged or odd value is skipped; no token, no change
            #expect(try await browser.post("/kitchen/restore", items.map { ("item", $0) } + [("item", "x"), ("item", "1 ")]).status == .seeOther)
            #expect(try await browser.fetch(.GET, "/api/v1/pantry").jsonArray("items").count == 3)
            #expect(try await browser.post("/kitchen/restore", [("item", "1 eggs")], csrf: false).status == .forbidden)
        }
    }

    @Test func removingAFavoriteOffersAnUndo() async throws {
        try await withAccountsApp { app, _ in
            // given a favorite
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            try await browser.post("/favorites/omelette", [("favorite", "1")])

            // when it is removed from the favorites page
            let removed = try await browser.post("/favorites/omelette", [("favorite", "0"), ("next", "/favorites")])

            // then the page says so and offers to keep it again
            #expect(removed.location == "/favorites?removed=omelette")
            let page = try await browser.get("/favorites?removed=omelette").body.string
            #expect(page.contains("Removed “Omelette” from your favorites."))
            #expect(page.contains(#"<form class="notice undo" method="post" action="/favorites/omelette" id="favorites-undo""#))
            #expect(try await browser.fetch(.GET, "/api/v1/favorites").json()["total"] as? Int == 0)

            // when undo is pressed, then it is a favorite again, and the page offers no undo for it
            let undone = try await browser.post("/favorites/omelette", [("favorite", "1"), ("next", "/favorites")])
            #expect(undone.location == "/favorites")
            #expect(try await browser.fetch(.GET, "/api/v1/favorites").json()["total"] as? Int == 1)
            #expect(!(try await browser.get("/favorites?removed=omelette").body.string.contains("favorites-undo")))
            // an id that names nothing offers nothing, and does not fail
            let odd = try await browser.get("/favorites?removed=%3Cscript%3E")
            #expect(odd.status == .ok && !odd.body.string.contains("favorites-undo"))
        }
    }

    @Test func brokenJSONPastedIntoImportSaysWhereItBrokeInWords() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let broken = "{\n  \"@type\": \"Recipe\",\n  \"name\": \"Toast\"\n  \"recipeIngredient\": [\"bread\"]\n}"

            // when
            let response = try await browser.post("/import", [("text", broken)])

            // then
            let page = response.body.string
            #expect(response.status == .unprocessableEntity)
            #expect(page.contains("The JSON is not valid near line 4, column 3: a “,” or a closing brace should come next, not “&quot;”."), "\(page)")
            #expect(!page.contains("NSCocoaErrorDomain") && !page.contains("3840"))
            // what was pasted comes back to be fixed
            #expect(page.contains("&quot;name&quot;: &quot;Toast&quot;"))
        }
    }

    @Test func theSignUpFormShowsEveryErrorBesideItsField() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            _ = try await browser.get("/signup")

            // when every field is wrong
            let response = try await browser.post("/signup", [("username", "al ice"), ("password", "short"), ("confirm", "shorter")])

            // then all three reasons show at once, each tied to its field
            let page = response.body.string
            #expect(response.status == .badRequest)
            #expect(page.contains("Nothing was saved: please fix the 3 problems marked below."))
            #expect(page.contains(#"aria-describedby="username-rule username-error" aria-invalid="true">"#))
            #expect(page.contains(#"<p class="field-error" id="username-error">A username may use only the letters a–z"#))
            #expect(page.contains(#"<p class="field-error" id="password-error">A password needs at least 10 characters.</p>"#))
            #expect(page.contains(#"<p class="field-error" id="confirm-error">The two passwords are not the same.</p>"#))
            // what was typed stays, except the passwords
            #expect(page.contains(#"value="al ice""#) && !page.contains("short"))
            #expect(try await User.query(on: app.db).count() == 0)
        }
    }

    @Test func thePreferencesPageShowsLabelsNotServerVariables() async throws {
        try await withTestApp { app in
            let page = try await app.testing().sendRequest(.GET, "/preferences").body.string
            #expect(page.contains(#"<label for="intolerances-"#) && page.contains(">Tree nuts</label>") && page.contains(">Gluten-free</label>"))
            #expect(!page.contains(">tree nut<") && !page.contains("_API_KEY") && !page.contains("<code>"))
            // the form still sends the values searches read
            #expect(page.contains(#"value="tree nut""#))
        }
    }

    /// The values of the hidden fields named `name`, in page order.
    static func values(named name: String, in html: String) -> [String] {
        html.components(separatedBy: #"name="\#(name)" value=""#).dropFirst().compactMap { $0.split(separator: "\"").first.map(String.init) }
    }
}
