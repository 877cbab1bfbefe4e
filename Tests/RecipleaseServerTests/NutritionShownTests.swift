import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Issue 18: nutrition per serving on the recipe page, in the API and in the export, for library,
/// own and imported recipes alike, through HTTP as people and programs read it.
struct NutritionShownTests {
    /// The label the page must show for a recipe, worked out by the core on its own.
    static func label(_ id: String, in app: Application) throws -> NutritionLabel {
        let recipe = try #require(app.recipeStore.recipe(Recipe.ID(id)))
        return try #require(NutritionLabel(RecipeNutrition.estimate(recipe, catalog: app.recipeStore.catalog)))
    }

    static func section(_ page: String) throws -> String {
        let start = try #require(page.range(of: #"<section class="recipe-nutrition""#))
        let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    /// Asserts the page's section shows the label: a row per nutrient with its amount and %DV, and the basis.
    static func expectSection(_ page: String, shows label: NutritionLabel) throws {
        let section = try section(page)
        #expect(section.contains(#"<h2 id="nutrition-heading">Nutrition per serving</h2>"#))
        #expect(section.contains(#"<th scope="col">% Daily Value</th>"#))
        for row in label.rows {
            let percent = row.percentDailyValue.map { "\($0)%" } ?? ""
            let cells = #"<th scope="row">\#(row.name)</th><td>\#(row.amount.replacingOccurrences(of: "<", with: "&lt;"))</td><td>\#(percent)</td></tr>"#
            #expect(section.contains(cells), "\(row.name)")
        }
        #expect(section.contains(#"<tr class="part"><th scope="row">Saturated fat</th>"#))
        #expect(section.contains(label.basis))
    }

    static func expectNutrition(_ object: Any?, servings: Int) throws -> [String: Any] {
        let nutrition = try #require(object as? [String: Any])
        #expect(nutrition["servings"] as? Int == servings)
        let counted = try #require(nutrition["counted"] as? Int), total = try #require(nutrition["total"] as? Int)
        #expect(counted >= 1 && counted <= total)
        let perServing = try #require(nutrition["perServing"] as? [String: Any])
        #expect(Set(perServing.keys) == ["energy", "protein", "fat", "saturatedFat", "carbohydrate", "sugars", "fiber", "sodium"])
        return perServing
    }

    @Test func aLibraryRecipeShowsItsNutritionOnThePageAndInTheAPI() async throws {
        try await withAccountsApp { app, _ in
            // given the omelette: 3 eggs and a spoon of milk weigh, "salt to taste" does not
            let label = try Self.label("omelette", in: app)
            #expect(label.estimate.counted == 2 && label.estimate.total == 3)

            // when its page and its API answer are read
            let page = try await TestBrowser(app).get("/recipes/omelette").body.string
            let recipe = try await TestAPIClient(app: app).send(.GET, "/api/v1/recipes/omelette").json()

            // then the page shows the label, and "estimated from 2 of 3 ingredients"
            try Self.expectSection(page, shows: label)
            #expect(page.contains("Estimated from 2 of 3 ingredients"))
            // and the API the values to a tenth: three eggs (about 150 g) are about 215 kcal
            let perServing = try Self.expectNutrition(recipe["nutrition"], servings: 1)
            let energy = try #require(perServing["energy"] as? Double)
            #expect(energy > 180 && energy < 280, "\(energy)")
            #expect(energy == NutritionEstimate.tenths(label.estimate.perServing.energy))
            let protein = try #require(perServing["protein"] as? Double)
            #expect(protein > 15 && protein < 25, "\(protein)")
        }
    }

    @Test func aUsersOwnRecipeShowsItsNutritionAndOneWithNothingWeighableSaysSo() async throws {
        try await withAccountsApp { app, _ in
            // given two recipes of alice's: one of milk and sugar, one of nothing the catalog knows
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let created = try await alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Milk Pudding", "servings": 2, "ingredients": ["2 cups milk", "3 tbsp sugar"], "instructions": ["Mix."]}"#)
            let unknown = try await alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Blorp", "servings": 2, "ingredients": ["zzz blorp", "2 qqq frobs"], "instructions": ["Mix."]}"#)

            // then the created answer and a later read carry the estimate, the other none
            let id = try #require(try created.json()["id"] as? String)
            let perServing = try Self.expectNutrition(try created.json()["nutrition"], servings: 2)
            #expect(try Self.expectNutrition(try await alice.send(.GET, "/api/v1/recipes/\(id)").json()["nutrition"], servings: 2).count == 8)
            // two cups of whole milk and 3 tbsp sugar, halved: about 150 + 75 kcal
            let energy = try #require(perServing["energy"] as? Double)
            #expect(energy > 170 && energy < 300, "\(energy)")
            let unknownJSON = try unknown.json()
            #expect(unknownJSON.keys.contains("nutrition") && unknownJSON["nutrition"] is NSNull)

            // and her pages show the section, or say there is nothing to weigh
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let page = try await browser.get("/recipes/\(id)").body.string
            try Self.expectSection(page, shows: try Self.label(id, in: app))
            let blorp = try #require(try unknown.json()["id"] as? String)
            let none = try Self.section(try await browser.get("/recipes/\(blorp)").body.string)
            #expect(none.contains(#"<p class="empty">No estimate: none of the ingredients could be weighed.</p>"#))
            #expect(!none.contains("<table"))
        }
    }

    @Test func anImportedRecipeIsEstimatedFromItsLinesNotThePagesFigure() async throws {
        try await withAccountsApp { app, _ in
            // given a page whose JSON-LD states its own (wrong) nutrition
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let page = #"<script type="application/ld+json">{"@type":"Recipe","name":"Buttered Toast","recipeYield":"2","recipeIngredient":["4 slices bread","2 tbsp butter"],"recipeInstructions":["Toast and butter."],"nutrition":{"@type":"NutritionInformation","calories":"9999 kcal","fatContent":"lots"}}</script>"#

            // when it is imported
            let response = try await alice.send(.POST, "/api/v1/import", json: try jsonBody(["content": page, "fileName": "toast.html"]))

            // then it is read, and its nutrition is Reciplease's estimate from its two lines
            #expect(response.status == .created, "\(response.body.string)")
            let recipe = try #require(try response.jsonArray("recipes").first)
            let perServing = try Self.expectNutrition(recipe["nutrition"], servings: 2)
            let energy = try #require(perServing["energy"] as? Double)
            #expect(energy > 150 && energy < 400, "\(energy)")
            let id = try #require(recipe["id"] as? String)
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            try Self.expectSection(try await browser.get("/recipes/\(id)").body.string, shows: try Self.label(id, in: app))
        }
    }

    @Test func theExportCarriesNutritionInformationForRecipesAndFavorites() async throws {
        try await withAccountsApp { app, _ in
            // given alice's own recipe and a favorite from the library
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Milk Pudding", "servings": 2, "ingredients": ["2 cups milk", "3 tbsp sugar"], "instructions": ["Mix."]}"#)
            #expect(try await alice.send(.PUT, "/api/v1/favorites/omelette").status == .created)

            // when her account is exported
            let export = try await alice.send(.GET, "/api/v1/export").json()

            // then each schema.org recipe carries its NutritionInformation, amounts with units
            let recipe = try #require((export["recipes"] as? [[String: Any]])?.first)
            let nutrition = try #require(recipe["nutrition"] as? [String: Any])
            #expect(nutrition["@type"] as? String == "NutritionInformation")
            for key in ["calories", "proteinContent", "fatContent", "saturatedFatContent", "carbohydrateContent", "sugarContent", "fiberContent", "sodiumContent"] {
                #expect((nutrition[key] as? String)?.range(of: #"^\d+(\.\d)? (kcal|g|mg)$"#, options: .regularExpression) != nil, "\(key): \(nutrition[key] ?? "")")
            }
            #expect((nutrition["calories"] as? String)?.hasSuffix(" kcal") == true)
            #expect((nutrition["sodiumContent"] as? String)?.hasSuffix(" mg") == true)
            let favorite = try #require((export["favorites"] as? [[String: Any]])?.first)
            #expect(((favorite["jsonLD"] as? [String: Any])?["nutrition"] as? [String: Any])?["@type"] as? String == "NutritionInformation")
            _ = try Self.expectNutrition((favorite["recipe"] as? [String: Any])?["nutrition"], servings: 1)

            // and the export reads back into another account, nutrition and all
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let imported = try await bob.send(.POST, "/api/v1/import", json: try jsonBody(export))
            #expect(imported.status == .ok || imported.status == .created, "\(imported.body.string)")
            #expect(try await bob.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").map { $0["title"] as? String } == ["Milk Pudding"])
        }
    }
}
