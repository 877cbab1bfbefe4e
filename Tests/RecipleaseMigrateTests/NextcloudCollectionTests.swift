import Foundation
import RecipleaseCore
@testable import RecipleaseMigrate
import Testing

/// Nextcloud Cookbook's recipe folder zipped: `Recipes/<name>/recipe.json` (schema.org Recipe as
/// the Cookbook saves it) with `full.jpg`, `thumb.jpg` and `thumb16.jpg` beside it.
@Suite struct NextcloudCollectionTests {
    static let full = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<900).map { UInt8($0 % 251) })

    static var lasagne: [String: Any] { [
        "@context": "http://schema.org", "@type": "Recipe", "id": "1234",
        "name": "Lasagne al Forno", "description": "The Sunday one.",
        "url": "https://example.org/lasagne", "image": "https://example.org/lasagne.jpg",
        "prepTime": "PT0H45M0S", "cookTime": "PT1H0M0S", "totalTime": "PT1H45M0S",
        "recipeCategory": "Pasta", "keywords": "oven,family, pasta ,Oven", "recipeYield": 6,
        "tool": ["baking dish"],
        "recipeIngredient": ["500 g minced beef", "12 lasagne sheets", "1 l béchamel"],
        "recipeInstructions": ["Brown the beef.", "Layer sheets, sauce and béchamel.", "Bake at 180 °C."],
        "nutrition": ["@type": "NutritionInformation", "calories": "650 kcal"],
        "dateCreated": "2024-02-01T10:00:00+0000",
    ] }

    /// Newer Cookbook versions write steps as HowToStep objects.
    static var brownies: [String: Any] { [
        "@type": "Recipe", "name": "Brownies", "recipeYield": 16, "recipeCategory": "Dessert",
        "keywords": "chocolate", "prepTime": "PT0H20M0S", "cookTime": "PT0H25M0S", "totalTime": NSNull(),
        "recipeIngredient": ["200 g dark chocolate", "3 eggs"],
        "recipeInstructions": [["@type": "HowToStep", "text": "Melt the chocolate."], ["@type": "HowToStep", "text": "Bake."]],
        "url": "", "image": "",
    ] }

    static var toast: [String: Any] { [
        "name": "Cheese Toast", "recipeIngredient": ["2 slices bread", "50 g cheddar"],
        "recipeInstructions": ["Grill until bubbling."], "recipeYield": 1, "url": "javascript:alert(1)",
    ] }

    static func folder() throws -> Data {
        try ArchiveFixture.zip([
            ("Recipes/Lasagne al Forno/recipe.json", ArchiveFixture.json(lasagne)),
            ("Recipes/Lasagne al Forno/thumb16.jpg", Data(full.prefix(30))),
            ("Recipes/Lasagne al Forno/thumb.jpg", Data(full.prefix(300))),
            ("Recipes/Lasagne al Forno/full.jpg", full),
            ("Recipes/Brownies/recipe.json", ArchiveFixture.json(brownies)),
            ("Recipes/Cheese Toast/recipe.json", ArchiveFixture.json(toast)),
            ("Recipes/Cheese Toast/thumb.jpg", Data(full.prefix(300))),
            ("Recipes/Burnt/recipe.json", Data("{\"name\": \"Burnt\",, }".utf8)),
            ("Recipes/.nomedia", Data()),
        ])
    }

    @Test func readsAFolderOfThreeRecipesAndListsTheBrokenOne() throws {
        // given
        let data = try Self.folder()
        // when
        let collection = try #require(try NextcloudCollection.read(data, fileName: "Recipes.zip"))
        // then
        #expect(collection.format == .nextcloud)
        #expect(collection.recipes.map(\.draft.title) == ["Lasagne al Forno", "Brownies", "Cheese Toast"])
        #expect(collection.failures == [ImportFailure(item: "Burnt", code: "collection.recipe-json-invalid")])
    }

    @Test func aNumberPastADoublesRangeIsReadAsTextNotAsBrokenJSON() throws {
        // given valid JSON that Foundation alone refuses: 400 digits in a key no reader uses, and
        // an exponent past a Double's range where the servings are
        let digits = String(repeating: "9", count: 400)
        let data = try ArchiveFixture.zip([
            ("Recipes/Huge/recipe.json", Data(#"{"name": "Huge", "x": \#(digits), "recipeYield": 1e999, "recipeIngredient": ["2 eggs"]}"#.utf8)),
            ("Recipes/Broken/recipe.json", Data(#"{"name": "Broken", "x": 1e999,, "recipeIngredient": []}"#.utf8)),
        ])
        // when
        let collection = try #require(try NextcloudCollection.read(data, fileName: "Recipes.zip"))
        // then the first comes in with its servings unstated; the second is still broken JSON
        let huge = try #require(collection.recipes.first?.draft)
        #expect(huge.title == "Huge")
        #expect(huge.ingredientLines == ["2 eggs"])
        #expect(huge.servings == nil)
        #expect(collection.failures == [ImportFailure(item: "Broken", code: "collection.recipe-json-invalid")])
    }

    @Test func aRecipeFileInLatin1IsReadAsASingleFileIs() throws {
        // given a recipe.json saved in Latin-1 ("crème" with è as the one byte E8) beside one in UTF-8
        let latin1 = try #require(#"{"name": "Crème brûlée", "recipeIngredient": ["50 cl de crème"]}"#.data(using: .isoLatin1))
        let data = try ArchiveFixture.zip([
            ("Recipes/Creme/recipe.json", latin1),
            ("Recipes/Toast/recipe.json", ArchiveFixture.json(Self.toast)),
        ])
        // when
        let collection = try #require(try NextcloudCollection.read(data, fileName: "Recipes.zip"))
        // then both come in, the accents as written
        #expect(collection.recipes.map(\.draft.title) == ["Crème brûlée", "Cheese Toast"])
        #expect(collection.recipes.first?.draft.ingredientLines == ["50 cl de crème"])
        #expect(collection.failures.isEmpty)
    }

    @Test func foldersNamedWithDotsOrBackslashesAreReadLikeAnyOther() throws {
        // given a zip whose paths climb out of it or use Windows' separators, beside an ordinary one
        let data = try ArchiveFixture.zip([
            ("Recipes/Lasagne al Forno/recipe.json", ArchiveFixture.json(Self.lasagne)),
            ("../../evil/recipe.json", ArchiveFixture.json(Self.toast)),
            ("..\\..\\win\\recipe.json", ArchiveFixture.json(Self.brownies)),
            ("Recipes\\Brownies\\full.jpg", Self.full),
            ("__MACOSX/Recipes/._recipe.json", Data("not json".utf8)),
        ])
        // when
        let collection = try #require(try NextcloudCollection.read(data, fileName: "Recipes.zip"))
        // then every recipe is read (nothing is written where a path points), none left out silently
        #expect(collection.recipes.map(\.draft.title) == ["Lasagne al Forno", "Cheese Toast", "Brownies"])
        #expect(collection.failures.isEmpty)
    }

    @Test func mapsTheSchemaOrgFieldsAndTheFullPhoto() throws {
        let collection = try #require(try NextcloudCollection.read(try Self.folder(), fileName: "Recipes.zip"))
        let lasagne = collection.recipes[0]
        let draft = lasagne.draft
        #expect(draft.id == nil)
        #expect(draft.summary == "The Sunday one.")
        #expect(draft.ingredientLines == ["500 g minced beef", "12 lasagne sheets", "1 l béchamel"])
        #expect(draft.instructions == ["Brown the beef.", "Layer sheets, sauce and béchamel.", "Bake at 180 °C."])
        #expect(draft.servings == 6)
        #expect(draft.prepMinutes == 45)
        #expect(draft.cookMinutes == 60)
        #expect(draft.totalMinutes == 105)
        #expect(draft.tags == ["Pasta", "oven", "family"])
        #expect(draft.sourceURL == "https://example.org/lasagne")
        #expect(draft.image == nil)
        #expect(lasagne.photo == ImportedPhoto(data: Self.full, fileName: "full.jpg"))
        #expect(lasagne.origin == "Recipes/Lasagne al Forno/recipe.json")
    }

    @Test func readsStepObjectsMealCategoriesAndLeavesThumbnailsAndBadAddresses() throws {
        let collection = try #require(try NextcloudCollection.read(try Self.folder(), fileName: "Recipes.zip"))
        let brownies = collection.recipes[1]
        #expect(brownies.draft.instructions == ["Melt the chocolate.", "Bake."])
        #expect(brownies.draft.mealTypes == [.dessert])
        #expect(brownies.draft.tags == ["chocolate"])
        #expect(brownies.draft.totalMinutes == 45)
        #expect(brownies.draft.sourceURL == nil)
        #expect(brownies.photo == nil)

        let toast = collection.recipes[2]
        #expect(toast.draft.sourceURL == nil)
        // Only a thumbnail: better no photo than a 256-pixel one stretched.
        #expect(toast.photo == nil)
    }

    @Test func aRecipeWithoutANameIsAFailureAndTheOthersStillCome() throws {
        let data = try ArchiveFixture.zip([
            ("Nameless/recipe.json", ArchiveFixture.json(["recipeIngredient": ["1 egg"]])),
            ("Toast/recipe.json", ArchiveFixture.json(Self.toast)),
        ])
        let collection = try #require(try NextcloudCollection.read(data, fileName: "cookbook.zip"))
        #expect(collection.recipes.map(\.draft.title) == ["Cheese Toast"])
        #expect(collection.failures == [ImportFailure(item: "Nameless", code: "collection.recipe-no-name")])
    }

    @Test func timesAndServingsOutOfRangeAreLeftOut() throws {
        var wild = Self.toast
        wild["recipeYield"] = 1e300
        wild["prepTime"] = "PT99999999H"
        wild["cookTime"] = "P3W"
        let data = try ArchiveFixture.zip([("Wild/recipe.json", ArchiveFixture.json(wild))])
        let draft = try #require(try NextcloudCollection.read(data, fileName: "cookbook.zip")?.recipes.first).draft
        #expect(draft.servings == nil)
        #expect(draft.prepMinutes == nil)
        #expect(draft.cookMinutes == nil)
    }

    /// A recipe.json at the root is one Tandoor recipe's zip; a Mealie export has no recipe.json.
    @Test func aFolderBesideAZipOfItsOwnRecipesIsNextcloudsNotTandoors() throws {
        // given: the Cookbook's folders and, beside them, a zip holding one more recipe.json of its kind
        let more = try ArchiveFixture.zip([("recipe.json", ArchiveFixture.json(Self.toast))])
        let data = try ArchiveFixture.zip([
            ("Recipes/Lasagne al Forno/recipe.json", ArchiveFixture.json(Self.lasagne)),
            ("Recipes/Brownies/recipe.json", ArchiveFixture.json(Self.brownies)),
            ("Recipes/more.zip", more),
        ])
        // when: the importer picks the reader
        let collection = try #require(try CollectionImport.read(data, fileName: "Recipes.zip"))
        // then: the folders' recipes come in as Nextcloud's; the Tandoor reader did not claim it
        #expect(collection.format == .nextcloud)
        #expect(collection.recipes.map(\.draft.title) == ["Lasagne al Forno", "Brownies"])
    }

    @Test func leavesOtherZipsAlone() throws {
        let tandoorRecipe = try ArchiveFixture.zip([("recipe.json", ArchiveFixture.json(["name": "Soup", "steps": []]))])
        let mealie = try ArchiveFixture.zip([("recipes/soup/soup.json", ArchiveFixture.json(["name": "Soup", "slug": "soup"]))])
        #expect(try NextcloudCollection.read(tandoorRecipe, fileName: "soup.zip")?.format == nil)
        #expect(try NextcloudCollection.read(mealie, fileName: "mealie.zip")?.format == nil)
        #expect(try NextcloudCollection.read(Data("%PDF-1.7".utf8), fileName: "Recipes.zip")?.format == nil)
    }
}
