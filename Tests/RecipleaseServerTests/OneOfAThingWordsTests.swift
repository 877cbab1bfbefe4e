import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// One of a thing is said in the singular, in both languages: "1 recipes match" and "1 manquants"
/// were shown (blind first-sight walk, 2026-12-07).
struct OneOfAThingWordsTests {
    @Test(arguments: [("en", "1 recipe matches", "1 missing"), ("fr", "1 recette correspond", "1 manquant")])
    func oneMatchAndOneMissingAreSingular(_ language: String, _ heading: String, _ missing: String) async throws {
        try await withAccountsApp { app, _ in
            // given one recipe of alice's that needs eggs and butter
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let fields = [("title", "Zorbled Eggs"), ("servings", "2"), ("ingredients", "3 eggs\r\n1 tbsp butter"), ("instructions", "Cook.")]
            #expect(try await browser.post("/my-recipes", fields).status == .seeOther)

            // when she searches for it by name, then with eggs from her kitchen
            let named = try await browser.send(.GET, "/?q=Zorbled", headers: ["Accept-Language": language]).body.string
            let byEggs = try await browser.send(.GET, "/?q=Zorbled&i=eggs", headers: ["Accept-Language": language]).body.string

            // then one match and one missing food are each said in the singular
            #expect(named.contains("Zorbled Eggs"))
            #expect(named.contains(heading), "\(named.prefix(3000))")
            #expect(byEggs.contains(">\(missing)</span>"), "\(byEggs.prefix(3000))")
        }
    }
}
