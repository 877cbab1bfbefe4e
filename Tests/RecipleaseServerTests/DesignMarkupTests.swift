import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The design's markup, read over HTTP as a browser gets it: the account menu, the drawn icons,
/// the cards' hearts and the recipe page's columns. (How it looks is the browser suite's part.)
struct DesignMarkupTests {
    static let signedInPages = ["/?i=chicken&i=rice", "/recipes/omelette", "/favorites", "/kitchen", "/planner",
                                "/grocery", "/my-recipes", "/preferences", "/import", "/planner/settings", "/random"]

    @Test func theAccountPagesSitUnderADisclosureAndThePrimaryOnesStayInTheBar() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in cook
            let browser = TestBrowser(app)
            try await browser.signUp("designer")

            // when any page is read
            let html = try await browser.get("/planner").body.string
            let nav = try #require(Self.element("nav", in: html))

            // then the account's pages, its name and sign-out are inside a <details> menu
            let menu = try #require(Self.element("details", in: nav))
            #expect(menu.contains("<summary>"))
            for path in ["/my-recipes", "/kitchen", "/preferences", "/import"] {
                #expect(menu.contains("href=\"\(path)\""), "\(path)")
            }
            #expect(menu.contains("action=\"/signout\""))
            #expect(menu.contains("Signed in as designer"))

            // and the primary destinations are outside it, the current one marked
            let bar = nav.replacingOccurrences(of: menu, with: "")
            for path in ["/", "/planner", "/grocery", "/favorites"] {
                #expect(bar.contains("href=\"\(path)\""), "\(path)")
            }
            #expect(bar.contains("href=\"/planner\" aria-current=\"page\""))
            #expect(!bar.contains("href=\"/grocery\" aria-current"))
        }
    }

    @Test func aVisitorSeesSignInAndSignUpAndNoAccountMenu() async throws {
        try await withTestApp { app in
            let html = try await app.testing().sendRequest(.GET, "/").body.string
            let nav = try #require(Self.element("nav", in: html))
            #expect(!nav.contains("<details"))
            #expect(nav.contains("href=\"/signin?next="))
            #expect(nav.contains("href=\"/signup\""))
            #expect(nav.contains("href=\"/\" aria-current=\"page\""))
        }
    }

    @Test func everyPageDrawsItsIconsFromTheSpriteHiddenFromScreenReaders() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in cook with a favorite, so cards and the recipe page show hearts
            let browser = TestBrowser(app)
            try await browser.signUp("iconic")
            try await browser.post("/favorites/omelette", [("favorite", "1"), ("next", "/")])

            for path in Self.signedInPages {
                // when each page is read
                let response = try await browser.get(path)
                #expect(response.status == .ok, "\(path)")
                let html = response.body.string

                // then it has icons, every one from the sprite, hidden, with a text label kept beside it
                let icons = Self.matches(#"<svg class="icon[^"]*"[^>]*>"#, in: html)
                #expect(icons.count >= 5, "\(path)")
                for icon in icons {
                    #expect(icon.contains("aria-hidden=\"true\""), "\(path): \(icon)")
                }
                #expect(Self.matches(#"<use href="/icons\.svg#[a-z]+">"#, in: html).count == icons.count, "\(path)")
                #expect(html.contains("<span>Planner</span>"), "\(path)")
            }
        }
    }

    @Test func theSpriteAnswersAndHoldsEveryIconThePagesAskFor() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            let sprite = try await browser.get("/icons.svg")
            #expect(sprite.status == .ok)
            #expect(sprite.headers.contentType?.subType == "svg+xml")
            let symbols = Set(Self.captures(#"<symbol id="([a-z]+)""#, in: sprite.body.string))

            // given every page a visitor and a cook see, and the import form
            var asked: Set<String> = []
            for path in ["/", "/?i=egg", "/recipes/omelette", "/signin", "/signup"] {
                asked.formUnion(Self.captures(#"/icons\.svg#([a-z]+)"#, in: try await browser.get(path).body.string))
            }
            try await browser.signUp("sprite")
            for path in Self.signedInPages {
                asked.formUnion(Self.captures(#"/icons\.svg#([a-z]+)"#, in: try await browser.get(path).body.string))
            }

            // then the sprite draws each of them, and no colour of its own (the stylesheet colours them)
            #expect(asked.count >= 12)
            #expect(asked.subtracting(symbols) == [])
            #expect(!sprite.body.string.contains("fill=\"#"))
        }
    }

    @Test func aCardsHeartSitsInsideItsPictureAndItsFactsShareOneLine() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            for signedIn in [false, true] {
                if signedIn { try await browser.signUp("cards") }
                let html = try await browser.get("/?i=chicken&i=rice").body.string
                let cards = html.components(separatedBy: "<li class=\"card\">").dropFirst()
                #expect(cards.count >= 2)
                for card in cards {
                    // the picture wrapper holds the picture and the heart; the title's link comes after it
                    let picture = try #require(Self.element("div", in: card))
                    #expect(picture.hasPrefix("<div class=\"card-picture\">"))
                    #expect(picture.contains("<img "))
                    #expect(picture.contains("class=\"heart-button\""), "signed in: \(signedIn)")
                    #expect(card.contains("<h3><a class=\"card-link\" href=\"/recipes/"))
                    // the facts: time and servings, then how much of the recipe one has
                    let meta = try #require(Self.matches(#"<p class="meta">.*?</p>"#, in: card).first)
                    #expect(meta.contains("icons.svg#clock"))
                    #expect(meta.contains("icons.svg#servings"))
                    #expect(meta.contains("class=\"fact match"))
                }
            }
        }
    }

    @Test func theRecipePageHasItsIngredientsAndStepsInOneTwoColumnContainer() async throws {
        try await withTestApp { app in
            let html = try await app.testing().sendRequest(.GET, "/recipes/chicken-rice").body.string
            let body = try #require(html.range(of: "<div class=\"recipe-body\">"))
            let rest = String(html[body.upperBound...])
            let ingredients = try #require(rest.range(of: "<section class=\"recipe-ingredients\""))
            let steps = try #require(rest.range(of: "<section class=\"recipe-steps\""))
            let end = try #require(rest.range(of: "</article>"))
            #expect(ingredients.lowerBound < steps.lowerBound && steps.lowerBound < end.lowerBound)
            #expect(rest.contains("Brown the chicken."))

            // and the stylesheet lays them side by side from 900 px, with a picture that is not full width
            let css = try await app.testing().sendRequest(.GET, "/style.css").body.string
            let wide = try #require(css.range(of: "@media (min-width: 56.25rem)"))
            let block = String(css[wide.upperBound...].prefix(600))
            #expect(block.contains(".recipe-body { display: grid;"))
            #expect(block.contains(".recipe .hero { float: right; width: 24rem;"))
        }
    }

    @Test func theImportPageIsACardWithEveryWayInLabelledAndExplained() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("importer")
            let html = try await browser.get("/import").body.string
            #expect(html.contains("<div class=\"import-card\">"))
            for field in ["import-url", "import-file", "import-text"] {
                #expect(html.contains("<label for=\"\(field)\">"), "\(field)")
                #expect(html.contains("aria-describedby=\"\(field)-hint\""), "\(field)")
                #expect(html.contains("<p class=\"hint\" id=\"\(field)-hint\">"), "\(field)")
            }
            // no field asks for more width than a phone has: sizes are capped by the stylesheet
            let css = try await browser.get("/style.css").body.string
            #expect(css.contains(".import-option input[type=url], .import-option textarea { display: block; width: 100%;"))
        }
    }

    // MARK: - reading markup

    /// The first element named `tag`, from its opening to its matching close (nesting counted).
    static func element(_ tag: String, in html: String) -> String? {
        guard let start = html.range(of: "<\(tag)[ >]", options: .regularExpression) else { return nil }
        var depth = 0
        var cursor = start.lowerBound
        while let next = html.range(of: "</?\(tag)[ >]", options: .regularExpression, range: cursor..<html.endIndex) {
            depth += html[next].hasPrefix("</") ? -1 : 1
            cursor = next.upperBound
            if depth == 0 { return String(html[start.lowerBound..<next.upperBound]) }
        }
        return nil
    }

    /// Every whole match of `pattern`, across lines.
    static func matches(_ pattern: String, in text: String) -> [String] {
        AppIconTests.captures("(?s)(\(pattern))", in: text)
    }

    static func captures(_ pattern: String, in text: String) -> [String] {
        AppIconTests.captures(pattern, in: text)
    }
}
