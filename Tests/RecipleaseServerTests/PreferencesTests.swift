import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

struct PreferencesTests {
    @Test func preferencesAreSavedCheckedAndReadBackInCanonicalForm() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await client.send(.GET, "/api/v1/preferences").json()["diets"] as? [String] == [])

            // when
            let saved = try await client.send(.PUT, "/api/v1/preferences", json: #"""
            {"diets": ["VEGAN", "vegetarian", "vegan"], "cuisines": ["french", "Chinese"], "intolerances": ["Tree Nut"]}
            """#)

            // then
            #expect(saved.status == .ok)
            let body = try await client.send(.GET, "/api/v1/preferences").json()
            #expect(body["diets"] as? [String] == ["vegan", "vegetarian"])
            #expect(body["cuisines"] as? [String] == ["Chinese", "French"])
            #expect(body["intolerances"] as? [String] == ["tree nut"])

            // when a list is left out, it is emptied
            #expect(try await client.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegan"]}"#).json()["cuisines"] as? [String] == [])
        }
    }

    @Test(arguments: [
        (#"{"diets": ["keto"]}"#, "unknown diets \"keto\"; valid diets are: dairy-free, gluten-free, pescetarian, vegan, vegetarian"),
        (#"{"cuisines": ["Martian"]}"#, "valid cuisines are: American, Chinese, French"),
        (#"{"intolerances": ["gluten", "cats"]}"#, "unknown intolerances \"cats\"; valid intolerances are: dairy, egg, gluten"),
        (#"{"diets": "vegan"}"#, "diets must be a list in [ ]"),
        (#"{"diets": [1]}"#, "diets[0] must be text in double quotes"),
        (#"{"diets": ["vegan"]"#, "not valid JSON"),
        (#"null"#, "the body must be an object in { }"),
        (#"{"diet": ["vegan"]}"#, "diet is not a key it knows (diets was probably meant)."),
        (#"{"diets": ["vegan"], "colour": "red"}"#, "colour is not a key it knows; its keys are diets, cuisines, intolerances."),
    ])
    func badPreferencesAnswer400WithTheValidNamesAndChangeNothing(_ body: String, _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            try await client.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegetarian"]}"#)

            // when
            let response = try await client.send(.PUT, "/api/v1/preferences", json: body)

            // then
            #expect(response.status == .badRequest)
            #expect((try response.json()["reason"] as? String)?.contains(reason) == true, "\(response.body.string)")
            #expect(try await client.send(.GET, "/api/v1/preferences").json()["diets"] as? [String] == ["vegetarian"])
        }
    }

    @Test func aVisitorsPreferencesLiveInACookieAndCanBeReset() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            let page = try await browser.get("/preferences").body.string
            #expect(page.contains("<details class=\"preference-group\" id=\"group-diets\">"))
            #expect(page.contains("type=\"checkbox\" id=\"cuisines-1\" name=\"cuisines\" value=\"Chinese\">"))

            // when
            let saved = try await browser.post("/preferences", [("diets", "vegetarian"), ("intolerances", "egg"), ("cuisines", "French")])

            // then
            #expect(saved.location == "/preferences?done=saved")
            let cookie = try #require(saved.headers.setCookie?[PreferencesCookie.name])
            #expect(cookie.isHTTPOnly && cookie.sameSite == .lax)
            #expect(try await SearchPreference.query(on: app.db).count() == 0)
            let shown = try await browser.get("/preferences?done=saved").body.string
            #expect(shown.contains("Saved."))
            #expect(shown.contains("name=\"diets\" value=\"vegetarian\" checked"))
            #expect(shown.contains("name=\"cuisines\" value=\"French\" checked"))
            #expect(shown.contains("<details class=\"preference-group\" id=\"group-diets\" open>"))

            // when reset
            #expect(try await browser.post("/preferences/reset").location == "/preferences?done=reset")
            #expect(browser.cookies[PreferencesCookie.name] == nil)
            // no box ticked (the language's radio buttons always have one chosen)
            let reset = try await browser.get("/preferences").body.string
            #expect(reset.range(of: #"type="checkbox"[^>]* checked"#, options: .regularExpression) == nil)
        }
    }

    @Test func aSignedInUsersPreferencesAreKeptWithTheAccount() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when
            try await browser.post("/preferences", [("diets", "vegan")])

            // then they follow the user to another browser
            #expect(browser.cookies[PreferencesCookie.name] == nil)
            let elsewhere = TestBrowser(app)
            try await elsewhere.signIn("alice")
            #expect(try await elsewhere.get("/preferences").body.string.contains("value=\"vegan\" checked"))

            // when reset
            try await elsewhere.post("/preferences/reset")
            #expect(try await SearchPreference.query(on: app.db).count() == 0)
        }
    }

    @Test func anUnknownNameInTheFormIsRefused() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            let response = try await browser.post("/preferences", [("diets", "keto")])
            #expect(response.status == .badRequest)
            #expect(response.body.string.contains("valid diets are"))
            #expect(browser.cookies[PreferencesCookie.name] == nil)
        }
    }

    @Test func signingUpKeepsWhatTheVisitorChose() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.post("/preferences", [("intolerances", "peanut")])
            try await browser.signUp("alice")
            let row = try #require(try await SearchPreference.query(on: app.db).first())
            #expect(row.intolerances == ["peanut"])
        }
    }

    /// The hook both searches call, fed by a token, a session or a visitor's cookie.
    @Test func personalizeAppliesTheSavedPreferencesToAQuery() async throws {
        try await withAccountsApp { app, _ in
            // given a user with preferences, and a visitor cookie with others
            let client = try await TestAPIClient.signedUp(app, "alice")
            try await client.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegetarian"], "cuisines": ["French"], "intolerances": ["peanut"]}"#)
            let visitor = SearchPreferences(diets: ["vegan"], cuisines: ["Chinese", "Klingon"], intolerances: ["bogus"])

            func personalized(_ headers: HTTPHeaders, cuisines: Set<String> = []) async throws -> SearchQuery {
                let request = Request(application: app, headers: headers, on: app.eventLoopGroup.next())
                var query = SearchQuery(diets: [.glutenFree], cuisines: cuisines)
                try await request.personalize(&query)
                return query
            }

            // when / then: the token's user
            let token = try #require(client.token)
            let signedIn = try await personalized(["Authorization": "Bearer \(token)"])
            #expect(signedIn.diets == [.glutenFree, .vegetarian])
            #expect(signedIn.intolerances == [.peanut])
            #expect(signedIn.cuisines == ["French"])
            // a cuisine the search names itself wins over the saved ones
            #expect(try await personalized(["Authorization": "Bearer \(token)"], cuisines: ["Chinese"]).cuisines == ["Chinese"])

            // the visitor's cookie, with names that do not exist dropped
            let cookie = "\(PreferencesCookie.name)=\(PreferencesCookie.encode(visitor))"
            let anonymous = try await personalized(["Cookie": cookie])
            #expect(anonymous.diets == [.glutenFree, .vegan])
            #expect(anonymous.cuisines == ["Chinese"])
            #expect(anonymous.intolerances.isEmpty)

            // nothing saved, or a cookie that is not ours: the query as it was
            #expect(try await personalized([:]) == SearchQuery(diets: [.glutenFree]))
            #expect(try await personalized(["Cookie": "\(PreferencesCookie.name)=%%%"]) == SearchQuery(diets: [.glutenFree]))
        }
    }

    @Test func savedPreferencesApplyToEverySearch() async throws {
        try await withAccountsApp { app, _ in
            let client = try await TestAPIClient.signedUp(app, "alice")
            let before = try await client.send(.GET, "/api/v1/recipes/search?ingredients=rice").jsonArray("results")
            #expect(before.contains { $0["id"] as? String == "chicken-rice" })
            try await client.send(.PUT, "/api/v1/preferences", json: #"{"diets": ["vegetarian"]}"#)
            let after = try await client.send(.GET, "/api/v1/recipes/search?ingredients=rice").jsonArray("results")
            #expect(!after.contains { $0["id"] as? String == "chicken-rice" })
            #expect(after.contains { $0["id"] as? String == "fried-rice" })
        }
    }
}
