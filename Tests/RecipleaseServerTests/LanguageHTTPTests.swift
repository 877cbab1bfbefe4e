import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The site in the viewer's language, through HTTP: pages, the switcher, the account setting,
/// API reasons (with the same codes) and the calendar feed.
struct LanguageHTTPTests {
    static let french = "Qu&#39;y a-t-il dans votre cuisine ?"
    static let english = "What&#39;s in your kitchen?"

    @Test func aFrenchBrowserGetsFrenchPages() async throws {
        try await withTestApp { app in
            // when a browser that prefers Canadian French opens the home page
            let french = try await app.testing().sendRequest(.GET, "/", headers: ["Accept-Language": "fr-CA,fr;q=0.9,en;q=0.8"])
            let english = try await app.testing().sendRequest(.GET, "/", headers: ["Accept-Language": "en-US,en;q=0.9"])
            let none = try await app.testing().sendRequest(.GET, "/")
            // then the page is French, says so, and says it varies by language and cookie
            #expect(french.body.string.contains(#"<html lang="fr">"#))
            #expect(french.body.string.contains(Self.french))
            #expect(french.body.string.contains(">Connexion<") && french.body.string.contains(">Préférences<"))
            #expect(french.headers.first(name: .contentLanguage) == "fr")
            let vary = french.headers[.vary].joined(separator: ",").lowercased()
            #expect(vary.contains("accept-language") && vary.contains("cookie"))
            #expect(english.body.string.contains(#"<html lang="en">"#) && english.body.string.contains(Self.english))
            #expect(none.body.string.contains(#"<html lang="en">"#) && none.headers.first(name: .contentLanguage) == "en")
        }
    }

    /// account setting, `lang` cookie, Accept-Language → the page's language
    @Test(arguments: [
        (nil, nil, "fr", "fr"),
        (nil, "fr", "en", "fr"),
        (nil, "en", "fr", "en"),
        ("fr", "en", "en", "fr"),
        ("en", "fr", "fr", "en"),
        (nil, "xx", "fr;q=0.5, de", "fr"),
        (nil, nil, "de", "en"),
    ] as [(String?, String?, String, String)])
    func theAccountComesBeforeTheCookieBeforeTheBrowser(account: String?, cookie: String?, accept: String, expected: String) async throws {
        try await withAccountsApp { app, _ in
            // given a person, signed in with a language chosen when there is one, and a cookie
            let browser = TestBrowser(app)
            if let account {
                try await browser.signUp("cook")
                let saved = try await browser.post("/language", [("language", account), ("back", "/")])
                #expect(saved.status == .seeOther)
            }
            browser.setCookie(LanguageCookie.name, cookie)
            // when
            let page = try await browser.send(.GET, "/", headers: ["Accept-Language": accept]).body.string
            // then
            #expect(page.contains(#"<html lang="\#(expected)">"#), "\(String(page.prefix(80)))")
            #expect(page.contains(expected == "fr" ? Self.french : Self.english))
        }
    }

    @Test func theFootersSwitcherSetsTheCookieAndComesBackWithoutAScript() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            // given the footer of a visitor's page: a plain form, one button a language
            let page = try await browser.get("/random").body.string
            #expect(page.contains(#"<form class="languages" method="get" action="/language""#))
            #expect(page.contains(#"<input type="hidden" name="back" value="/random">"#))
            #expect(page.contains(#"<button type="submit" name="language" value="fr" lang="fr">Français</button>"#))
            #expect(page.contains(#"value="en" lang="en" aria-current="true">English</button>"#))
            // when French is chosen there
            let chosen = try await browser.get("/language?back=%2Frandom&language=fr")
            // then the browser keeps it and goes back to the same page, now in French
            #expect(chosen.status == .seeOther && chosen.location == "/random")
            #expect(browser.cookies[LanguageCookie.name] == "fr")
            let french = try await browser.get("/random").body.string
            #expect(french.contains(#"<html lang="fr">"#) && french.contains("Quelque chose de nouveau à cuisiner"))
            #expect(french.contains(#"value="fr" lang="fr" aria-current="true">Français</button>"#))
            // and "the browser decides" again forgets it; another site is never the way back
            let back = try await browser.get("/language?language=browser&back=https%3A%2F%2Fevil.example%2F")
            #expect(back.location == "/" && browser.cookies[LanguageCookie.name] == nil)
            // nor a path with a control character, which no Location header can carry
            for control in ["%01", "%1F", "%7F", "%00"] {
                let cut = try await browser.get("/language?language=browser&back=%2Fa\(control)b")
                #expect(cut.status == .seeOther && cut.location == "/", "\(control)")
            }
            // a language the site does not speak is refused, in the page's language
            let refused = try await browser.send(.GET, "/language?language=de", headers: ["Accept-Language": "fr"])
            #expect(refused.status == .badRequest && refused.body.string.contains("ne convient pas"))
        }
    }

    @Test func signedInTheSwitcherSavesTheLanguageOnTheAccount() async throws {
        try await withAccountsApp { app, _ in
            // given someone signed in: the footer posts, with the form's token
            let browser = TestBrowser(app)
            try await browser.signUp("amelie")
            let page = try await browser.get("/favorites").body.string
            #expect(page.contains(#"<form class="languages" method="post" action="/language""#))
            // a link alone (GET) changes the browser's cookie, never the account
            _ = try await browser.get("/language?language=fr&back=/favorites")
            let elsewhere = TestBrowser(app)
            try await elsewhere.signIn("amelie")
            let stillEnglish = try await elsewhere.get("/favorites").body.string
            #expect(stillEnglish.contains(#"<html lang="en">"#))
            // when the form is posted
            let saved = try await browser.post("/language", [("language", "fr"), ("back", "/favorites")])
            #expect(saved.status == .seeOther && saved.location == "/favorites")
            // then every browser the account signs in on speaks French, whatever it prefers
            let other = TestBrowser(app)
            try await other.signIn("amelie")
            let french = try await other.send(.GET, "/favorites", headers: ["Accept-Language": "en"]).body.string
            #expect(french.contains(#"<html lang="fr">"#) && french.contains("Vos favoris"))
            // and the preferences page shows the choice
            let preferences = try await other.get("/preferences").body.string
            #expect(preferences.contains(#"name="language" value="fr" checked>"#))
            // without a POST token nothing changes
            let forged = try await other.post("/language", [("language", "en")], csrf: false)
            #expect(forged.status == .forbidden)
        }
    }

    /// An API refusal answers the same code in every language; only the reason changes.
    @Test(arguments: [
        ("GET", "/api/v1/favorites", nil as String?, false, 401, "auth.sign-in-api"),
        ("GET", "/api/v1/nowhere", nil, false, 404, "http.404"),
        ("GET", "/api/v1/recipes/no-such-recipe", nil, false, 404, "api.not-found.recipe"),
        ("GET", "/api/v1/recipes/search?i=egg&maxMissing=lots", nil, false, 400, "search.integer"),
        ("POST", "/api/v1/users", #"{"username": "ab", "password": "correct horse battery"}"#, false, 400, "account.username-short"),
        ("POST", "/api/v1/ingredients/parse", "", false, 400, "ingredients.body-empty"),
        ("PATCH", "/api/v1/account", #"{"language": "de"}"#, true, 400, "account.language"),
        ("POST", "/api/v1/plan", #"{"recipeId": "chicken-rice", "date": "2026-13-40", "mealType": "dinner"}"#, true, 400, "plan.date"),
    ])
    func apiReasonsFollowTheLanguageAndCodesDoNot(method: String, path: String, body: String?, signedIn: Bool, status: Int, code: String) async throws {
        try await withAccountsApp { app, _ in
            let token = signedIn ? try await TestAPIClient.signedUp(app, "api-user").token : nil
            func send(_ language: String) async throws -> (status: UInt, code: String?, reason: String?) {
                var headers: HTTPHeaders = ["Accept": "application/json", "Accept-Language": language]
                if let token { headers.add(name: .authorization, value: "Bearer \(token)") }
                if body != nil { headers.add(name: .contentType, value: "application/json") }
                let response = try await app.testing().sendRequest(HTTPMethod(rawValue: method), path, headers: headers, body: body.map { ByteBuffer(string: $0) })
                let json = try response.json()
                return (response.status.code, json["code"] as? String, json["reason"] as? String)
            }
            // when the same call is made in English and in French
            let english = try await send("en")
            let french = try await send("fr-FR,fr;q=0.9")
            // then the status and code are the same, the reason is the table's, in each language
            #expect(english.status == UInt(status) && french.status == UInt(status))
            #expect(english.code == code && french.code == code)
            #expect(english.reason != nil && french.reason != nil && english.reason != french.reason, "\(english.reason ?? "") / \(french.reason ?? "")")
            let frenchWords = ["le", "la", "les", "de", "un", "une", "doit", "est", "n'", "d'", "ne", "pas", "à", "votre", "Connectez-vous", "Il", "Aucune"]
            let words = (french.reason ?? "").split(whereSeparator: { $0 == " " || $0 == ":" })
            #expect(words.contains { word in frenchWords.contains { word == $0 || word.hasPrefix($0) && $0.hasSuffix("'") } }, "\(french.reason ?? "")")
        }
    }

    @Test func theAccountsLanguageIsReadAndSetThroughTheAPI() async throws {
        try await withAccountsApp { app, _ in
            // given an account that has chosen nothing
            let client = try await TestAPIClient.signedUp(app, "paul")
            func language(_ response: TestingHTTPResponse) throws -> Any? { try response.json()["language"] }
            func reason(_ response: TestingHTTPResponse) throws -> String? { try response.json()["reason"] as? String }
            #expect(try language(await client.send(.GET, "/api/v1/account")) is NSNull)
            // when it chooses French
            let chosen = try await client.send(.PATCH, "/api/v1/account", json: #"{"language": "fr"}"#)
            // then it says so, and the API's reasons are French without asking
            #expect(chosen.status == .ok)
            #expect(try language(chosen) as? String == "fr")
            #expect(try language(await client.send(.GET, "/api/v1/account")) as? String == "fr")
            let refused = try await client.send(.GET, "/api/v1/recipes/no-such-recipe")
            #expect(try reason(refused) == "Aucune recette n'a l'identifiant « no-such-recipe ».")
            // a body without the key changes nothing; null follows the browser again
            #expect(try language(await client.send(.PATCH, "/api/v1/account", json: "{}")) as? String == "fr")
            #expect(try language(await client.send(.PATCH, "/api/v1/account", json: #"{"language": null}"#)) is NSNull)
            let english = try await client.send(.GET, "/api/v1/recipes/no-such-recipe")
            #expect(try reason(english) == "No recipe has the id \"no-such-recipe\".")
        }
    }

    @Test func aFrenchAccountsCalendarAndRemindersAreInFrench() async throws {
        try await withAccountsApp { app, _ in
            // given a French account with a dinner planned tomorrow (the test clock is 1 January 2026)
            let client = try await TestAPIClient.signedUp(app, "louise")
            try await client.send(.PATCH, "/api/v1/account", json: #"{"language": "fr"}"#)
            try await client.setSettings(["timeZone": "Europe/Paris"])
            _ = try await client.plan("chicken-rice", on: "2026-01-02", "dinner", note: "Doubler la sauce")
            // when the calendar app, which sends no cookie and prefers English, reads the feed
            let url = try #require(try await client.send(.GET, "/api/v1/calendar").json()["url"] as? String)
            let path = try #require(URL(string: url)?.path)
            let feed = try await app.testing().sendRequest(.GET, path, headers: ["Accept-Language": "en"]).body.string
            let lines = feed.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n")
            // then the titles, descriptions and alarms are the account's language
            #expect(lines.contains("X-WR-CALNAME:Planning des repas Reciplease"))
            #expect(lines.contains("SUMMARY:Dîner : Chicken and Rice"))
            #expect(lines.contains { $0.hasPrefix("DESCRIPTION:Dîner pour 4 personnes à 19 h 00.\\nNote : Doubler la sauce\\nRecette : http") })
            #expect(lines.contains("DESCRIPTION:Dîner à 19 h 00 : Chicken and Rice (dans 1 heure)"))
            // and so are the reminders the pages show
            let reminders = try await client.send(.GET, "/api/v1/reminders").jsonArray("reminders")
            #expect(reminders.first?["text"] as? String == "Dîner à 19 h 00 : Chicken and Rice (dans 1 heure)")
        }
    }

    @Test func errorPagesReadInTheVisitorsLanguage() async throws {
        try await withTestApp { app in
            // when a French browser asks for a page that does not exist, and a recipe that does not
            let missing = try await app.testing().sendRequest(.GET, "/no-such-page", headers: ["Accept-Language": "fr"])
            let recipe = try await app.testing().sendRequest(.GET, "/recipes/no-such-recipe", headers: ["Accept-Language": "fr"])
            // then both pages are French, title and message
            #expect(missing.status == .notFound)
            #expect(missing.body.string.contains("<h1>Page introuvable</h1>") && missing.body.string.contains("Il n&#39;y a rien à cette adresse."))
            #expect(recipe.body.string.contains(#"<html lang="fr">"#) && recipe.body.string.contains("Il n&#39;y a pas de recette ici."))
            // and in English the heading is words for people too, not the HTTP phrase
            let english = try await app.testing().sendRequest(.GET, "/no-such-page", headers: ["Accept-Language": "en"])
            #expect(english.body.string.contains("<h1>Page not found</h1>") && !english.body.string.contains("Not Found"))
        }
    }
}
