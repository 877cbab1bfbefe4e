import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

struct PageTests {
    @Test func homePageShowsCardsForTheIngredients() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/?i=chicken&i=rice") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("2 recipes use your ingredients"))
                #expect(html.contains("href=\"/recipes/chicken-rice\""))
                #expect(html.contains("Remove chicken"))
                #expect(html.contains("Missing:"))
            }
        }
    }

    @Test func addingAnIngredientRedirectsToTheNewList() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/?i=chicken&add=rice,+onion") { res in
                #expect(res.status == .seeOther)
                #expect(res.headers.first(name: .location) == "/?i=chicken&i=rice&i=onion")
            }
        }
    }

    @Test func recipePageShowsIngredientsStepsAndLinks() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/recipes/omelette") { res in
                #expect(res.status == .ok)
                let html = res.body.string
                #expect(html.contains("3 eggs"))
                #expect(html.contains("Beat and cook."))
                #expect(html.contains("href=\"https://example.org/omelette\""))
                #expect(html.contains("href=\"https://example.org/omelette.mp4\""))
            }
        }
    }

    @Test func textFromRecipesIsEscaped() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/recipes/script-soup") { res in
                let html = res.body.string
                #expect(!html.contains("<script>"))
                #expect(html.contains("&lt;script&gt;"))
            }
        }
    }

    @Test func anUnknownRecipePageIsAReadable404() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/recipes/nothing-here") { res in
                #expect(res.status == .notFound)
                #expect(res.body.string.contains("There is no recipe here"))
            }
        }
    }

    @Test func stylesheetIsServed() async throws {
        try await withTestApp { app in
            try await app.testing().test(.GET, "/style.css") { res in
                #expect(res.status == .ok)
                #expect(res.body.string.contains(".cards"))
            }
        }
    }
}
