import Foundation
import RecipleaseCore
@testable import RecipleaseMigrate
import Testing

/// Paprika's exports: `.paprikarecipes` (a zip of `<name>.paprikarecipe`) and one
/// `.paprikarecipe`, each a gzipped JSON recipe with its photo in base64.
@Suite struct PaprikaCollectionTests {
    static func recipe(_ name: String, ingredients: String = "1 egg", directions: String = "Cook.", servings: String = "",
                       prep: String = "", cook: String = "", total: String = "", categories: [String] = [],
                       photo: String? = nil, notes: String = "", source: String = "", sourceURL: String = "") -> [String: Any] {
        ["uid": UUID().uuidString, "name": name, "ingredients": ingredients, "directions": directions, "notes": notes,
         "servings": servings, "prep_time": prep, "cook_time": cook, "total_time": total, "categories": categories,
         "source": source, "source_url": sourceURL, "description": "", "rating": 4, "difficulty": "",
         "nutritional_info": "Calories: 200", "photo": photo == nil ? "" : "ABC123.jpg", "photo_data": photo ?? NSNull(),
         "photo_hash": "", "image_url": "", "created": "2024-03-01 10:00:00", "hash": "", "photos": [Any]()]
    }

    static var muffins: [String: Any] { recipe(
        "Blueberry Muffins",
        ingredients: "2 cups flour\n  1 cup   blueberries\n\nTopping:\n2 tbsp sugar",
        directions: "1. Heat the oven.\n\n2. Mix and bake.\n", servings: "Makes 12 muffins",
        prep: "10 mins", cook: "25 minutes", total: "35 min", categories: ["Baking", "baking", "Breakfast"],
        photo: ArchiveFixture.photo.base64EncodedString(options: .lineLength76Characters),
        notes: "Freeze well.\nThaw overnight.", source: "Grandma", sourceURL: "https://example.org/muffins"
    ) }
    static var stew: [String: Any] { recipe("Beef Stew", servings: "4 servings", prep: "20 min", cook: "1 hr 20 min", total: "1h40", source: "https://example.org/stew") }
    static var soup: [String: Any] { recipe("Tomato Soup", servings: "4", cook: "1:30") }

    static func export() throws -> Data {
        try ArchiveFixture.zip([
            ("Blueberry Muffins.paprikarecipe", try ArchiveFixture.gzip(try ArchiveFixture.json(muffins))),
            ("Beef Stew.paprikarecipe", try ArchiveFixture.gzip(try ArchiveFixture.json(stew))),
            ("Broken.paprikarecipe", Data("plain text, not gzip".utf8)),
            ("Tomato Soup.paprikarecipe", try ArchiveFixture.gzip(try ArchiveFixture.json(soup))),
            ("Half.paprikarecipe", try ArchiveFixture.gzip(Data("{\"name\": \"Half".utf8))),
            ("Untitled.paprikarecipe", try ArchiveFixture.gzip(try ArchiveFixture.json(recipe("")))),
        ])
    }

    @Test func readsEveryRecipeOfAnExportAndListsTheBrokenOnes() throws {
        // given
        let data = try Self.export()
        // when
        let collection = try #require(try PaprikaCollection.read(data, fileName: "My Recipes.paprikarecipes"))
        // then
        #expect(collection.format == .paprika)
        #expect(collection.recipes.map(\.draft.title) == ["Blueberry Muffins", "Beef Stew", "Tomato Soup"])
        #expect(collection.failures == [
            ImportFailure(item: "Broken.paprikarecipe", code: "collection.recipe-not-gzip"),
            ImportFailure(item: "Half.paprikarecipe", code: "collection.recipe-json-invalid"),
            ImportFailure(item: "Untitled.paprikarecipe", code: "collection.recipe-no-name"),
        ])

        let muffins = collection.recipes[0]
        #expect(muffins.origin == "Blueberry Muffins.paprikarecipe")
        #expect(muffins.photo == ImportedPhoto(data: ArchiveFixture.photo, fileName: "ABC123.jpg"))
        let draft = muffins.draft
        #expect(draft.ingredientLines == ["2 cups flour", "1 cup blueberries", "Topping:", "2 tbsp sugar"])
        #expect(draft.instructions == ["Heat the oven.", "Mix and bake."])
        #expect(draft.servings == 12)
        #expect(draft.yieldText == "12 muffins")
        #expect((draft.prepMinutes, draft.cookMinutes, draft.totalMinutes) == (10, 25, 35))
        #expect(draft.tags == ["Baking", "Breakfast"])
        #expect(draft.notes == "Freeze well.\nThaw overnight.")
        #expect(draft.sourceURL == "https://example.org/muffins")

        let stew = collection.recipes[1].draft
        #expect((stew.servings, stew.yieldText) == (4, nil))
        #expect((stew.prepMinutes, stew.cookMinutes, stew.totalMinutes) == (20, 80, 100))
        #expect(stew.sourceURL == "https://example.org/stew")
        #expect(collection.recipes[1].photo == nil)
        let soup = collection.recipes[2].draft
        #expect((soup.servings, soup.cookMinutes) == (4, 90))
    }

    @Test func readsOneRecipeAlone() throws {
        let data = try ArchiveFixture.gzip(try ArchiveFixture.json(Self.stew))
        let collection = try #require(try PaprikaCollection.read(data, fileName: "Beef Stew.paprikarecipe"))
        #expect(collection.recipes.map(\.draft.title) == ["Beef Stew"])
        #expect(collection.recipes.first?.origin == "Beef Stew.paprikarecipe")
        // By its content, whatever its name.
        #expect(try PaprikaCollection.read(data, fileName: "download")?.recipes.count == 1)
        #expect(try CollectionImport.read(data, fileName: "download")?.format == .paprika)
    }

    @Test func isRecognisedAmongTheOtherApps() throws {
        // Renamed to .zip, the entries still say what it is.
        let collection = try #require(try CollectionImport.read(try Self.export(), fileName: "export.zip"))
        #expect(collection.format == .paprika)
        #expect(collection.recipes.count == 3)
    }

    @Test func leavesOtherGzipAndZipFilesAlone() throws {
        let other = try ArchiveFixture.gzip(try ArchiveFixture.json(["title": "not a recipe", "items": [1, 2]]))
        #expect(try PaprikaCollection.read(other, fileName: "data.json.gz")?.format == nil)
        #expect(try PaprikaCollection.read(try ArchiveFixture.gzip(Data("hello".utf8)), fileName: "hello.gz")?.format == nil)
        let zip = try ArchiveFixture.zip([("a.txt", Data("a".utf8)), ("b.gz", other)])
        #expect(try PaprikaCollection.read(zip, fileName: "things.zip")?.format == nil)
    }

    /// A damaged single recipe named as Paprika's is listed, not refused as a whole.
    @Test func listsADamagedSingleRecipe() throws {
        var data = try ArchiveFixture.gzip(try ArchiveFixture.json(Self.soup))
        data.replaceSubrange(12..<30, with: Data(repeating: 0xFF, count: 18))
        let collection = try #require(try PaprikaCollection.read(data, fileName: "Tomato Soup.paprikarecipe"))
        #expect(collection.recipes.isEmpty)
        #expect(collection.failures.map(\.item) == ["Tomato Soup.paprikarecipe"])
    }

    @Test func comesWithoutThePhotoWhenItIsNotBase64() throws {
        var broken = Self.soup
        broken["photo_data"] = "@@@ not base64 !!!"
        broken["photos"] = [["filename": "x.jpg", "data": 42]]
        broken["image_url"] = "https://example.org/soup.jpg"
        let recipe = try PaprikaCollection.recipe(broken, origin: "soup").get()
        #expect(recipe.photo == nil)
        #expect(recipe.draft.title == "Tomato Soup")
        // The photo's address on the web stays, as for a page.
        #expect(recipe.draft.image == "https://example.org/soup.jpg")
        // The first of `photos` stands in when `photo_data` is empty.
        var second = Self.soup
        second["photos"] = [["filename": "second.jpg", "data": ArchiveFixture.photo.base64EncodedString()]]
        #expect(try PaprikaCollection.recipe(second, origin: "soup").get().photo?.fileName == "second.jpg")
    }

    /// Gzipped recipes that each stay small but together unpack past the budget stop the upload.
    @Test func holdsGzipBombsToOneBudget() throws {
        var padded = Self.soup
        padded["notes"] = String(repeating: " ", count: 300_000)
        let bomb = try ArchiveFixture.gzip(try ArchiveFixture.json(padded))
        let data = try ArchiveFixture.zip((0..<5).map { ("Soup \($0).paprikarecipe", bomb) })
        #expect(data.count < 20_000)
        #expect(throws: ImportArchiveError.tooLarge(limit: ImportArchive.maximumUnpackedBytes)) {
            try PaprikaCollection.read(data, fileName: "x.paprikarecipes", budget: 1_000_000)
        }
        #expect(try PaprikaCollection.read(data, fileName: "x.paprikarecipes", budget: 2_000_000)?.recipes.count == 5)
        #expect(throws: ImportArchiveError.tooLarge(limit: ImportArchive.maximumUnpackedBytes)) {
            try PaprikaCollection.read(bomb, fileName: "x.paprikarecipe", budget: 100_000)
        }
    }

    @Test func survivesHostileValues() throws {
        let hostile: [String: Any] = [
            "name": "Odd", "ingredients": ["1 egg", 5, "2 eggs\n3 eggs"], "directions": 12, "servings": "999999999999999999999 people",
            "prep_time": "99999999 hours", "cook_time": String(repeating: "1h", count: 5_000), "total_time": -3,
            "categories": "Dinner", "photo_data": 7, "notes": ["x"],
        ]
        let draft = try PaprikaCollection.recipe(hostile, origin: "odd").get().draft
        #expect(draft.ingredientLines == ["1 egg", "2 eggs", "3 eggs"])
        #expect(draft.instructions.isEmpty)
        #expect(draft.servings == nil)
        #expect(draft.prepMinutes == nil && draft.cookMinutes == nil && draft.totalMinutes == nil)
        #expect(draft.tags.isEmpty && draft.notes == nil)
    }

    @Test(arguments: [
        ("10 mins", 10), ("1 hr 20 min", 80), ("1h30", 90), ("1:30", 90), ("45", 45), ("2 hours", 120),
        ("1.5 hours", 90), ("10-15 minutes", 15), ("about 20 min.", 20), ("PT1H5M", 65), ("overnight", nil),
        ("", nil), ("8 days", nil), ("30 sec", 1),
        // below zero, with an exponent or in hexadecimal: no time (they read 30, 309, 6 and 10)
        ("-30 min", nil), ("\u{2212}30 min", nil), ("1e309 minutes", nil), ("2.5e3 minutes", nil), ("0x10", nil),
        ("10 - 15 min", 15),
    ] as [(String, Int?)])
    func readsDurationsAsPeopleTypeThem(_ text: String, _ minutes: Int?) {
        #expect(CollectionText.minutes(text) == minutes)
    }

    @Test(arguments: [
        ("4", 4, nil), ("4 servings", 4, nil), ("Serves 4-6", 4, nil), ("Makes 12 muffins", 12, "12 muffins"),
        ("2 loaves", 2, "2 loaves"), ("a crowd", nil, "a crowd"), ("500 people", nil, nil), ("", nil, nil),
        ("-5", nil, nil), ("Serves -3", nil, nil), ("1e309", nil, nil), ("Serves 4 - 6", 4, nil),
    ] as [(String, Int?, String?)])
    func readsServingsAndWhatTheRecipeMakes(_ text: String, _ servings: Int?, _ yieldText: String?) {
        let read = CollectionText.servings(text)
        #expect(read.servings == servings)
        #expect(read.yieldText == yieldText)
    }
}

/// A gzip bomb of one recipe: 400 KB that unpacked to a 400 MB note took five minutes and 2.5 GB
/// past the import's 60 s turn. One recipe's file stops unpacking at 16 MB and is listed.
@Suite struct PaprikaBombTests {
    @Test func aRecipeThatUnpacksPastSixteenMegabytesIsListedNotRead() throws {
        // given an export whose second recipe's notes unpack to 20 MB
        let notes = String(repeating: "a", count: 20 * 1_048_576)
        let bomb = PaprikaCollectionTests.recipe("Bomb", notes: notes)
        let data = try ArchiveFixture.zip([
            ("Beef Stew.paprikarecipe", try ArchiveFixture.gzip(try ArchiveFixture.json(PaprikaCollectionTests.stew))),
            ("Bomb.paprikarecipe", try ArchiveFixture.gzip(try ArchiveFixture.json(bomb))),
        ])
        #expect(data.count < 1_048_576)
        // when
        let collection = try #require(try PaprikaCollection.read(data, fileName: "My Recipes.paprikarecipes"))
        // then the stew comes in and the bomb is listed for its size
        #expect(collection.recipes.map(\.draft.title) == ["Beef Stew"])
        #expect(collection.failures == [ImportFailure(item: "Bomb.paprikarecipe", code: "collection.recipe-too-large")])
    }

    @Test func aRecipeOfEightMegabytesIsRead() throws {
        // as large as a recipe with an 8 MB photo's worth of text: under the 16 MB cap
        let notes = String(repeating: "a", count: 8 * 1_048_576)
        let data = try ArchiveFixture.gzip(try ArchiveFixture.json(PaprikaCollectionTests.recipe("Small", notes: notes)))
        let collection = try #require(try PaprikaCollection.read(data, fileName: "Small.paprikarecipe"))
        #expect(collection.recipes.map(\.draft.title) == ["Small"])
    }
}
