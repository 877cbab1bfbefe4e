import Foundation
import RecipleaseCore
@testable import RecipleaseMigrate
import Testing

/// Tandoor's export as its `Default` integration writes it: `export.zip` holding `<name>.zip` per
/// recipe, each with `recipe.json` (RecipeExportSerializer's fields) and `image.<ext>`.
@Suite struct TandoorCollectionTests {
    static func ingredient(_ amount: Any, _ unit: String?, _ food: String?, note: String = "", order: Int = 0,
                           header: Bool = false, noAmount: Bool = false, plural: (unit: String, food: String)? = nil) -> [String: Any] {
        var unitObject: Any = NSNull()
        if let unit { unitObject = ["name": unit, "plural_name": plural?.unit ?? "", "description": ""] }
        var foodObject: Any = NSNull()
        if let food { foodObject = ["name": food, "plural_name": plural?.food ?? "", "ignore_shopping": false, "supermarket_category": NSNull()] }
        return ["food": foodObject, "unit": unitObject, "amount": amount, "note": note, "order": order,
                "is_header": header, "no_amount": noAmount, "always_use_plural_unit": false, "always_use_plural_food": false]
    }

    static func step(_ instruction: String, name: String = "", order: Int, ingredients: [[String: Any]] = []) -> [String: Any] {
        ["name": name, "instruction": instruction, "ingredients": ingredients, "time": 0, "order": order,
         "show_as_header": false, "show_ingredients_table": true]
    }

    static func recipe(_ name: String, steps: [[String: Any]], keywords: [String] = [], working: Any = 0, waiting: Any = 0,
                       servings: Any = 1, servingsText: String = "", sourceURL: Any = NSNull(), description: Any = "") -> [String: Any] {
        ["name": name, "description": description, "keywords": keywords.map { ["name": $0, "description": ""] },
         "steps": steps, "working_time": working, "waiting_time": waiting, "internal": true, "nutrition": NSNull(),
         "servings": servings, "servings_text": servingsText, "source_url": sourceURL]
    }

    static var pancakes: [String: Any] { recipe(
        "Buttermilk Pancakes",
        steps: [
            // Out of order on purpose: Tandoor's `order` decides.
            step("Cook on a hot griddle until **golden**.\n\nServe with [maple syrup](https://example.org/syrup).", order: 1),
            step("Whisk {{ ingredients[1] }} with the buttermilk.\n\n1. Rest the batter.", name: "Batter", order: 0, ingredients: [
                ingredient("250.000", "ml", "buttermilk", order: 1),
                ingredient(200, "g", "flour", note: "sifted", order: 0),
                ingredient(0.5, "tsp", "baking soda", order: 2),
                ingredient(2, nil, "egg", order: 3, plural: (unit: "", food: "eggs")),
                ingredient(0, nil, "salt", note: "to taste", order: 4, noAmount: true),
            ]),
        ],
        keywords: ["Breakfast", "breakfast", " Sweet "], working: 15, waiting: 20, servings: 4, servingsText: "",
        sourceURL: "https://example.org/pancakes", description: "Fluffy, quick pancakes."
    ) }

    static var curry: [String: Any] { recipe(
        "Chickpea Curry",
        steps: [
            step("Fry the onion.", name: "Base", order: 0, ingredients: [
                ingredient(0, nil, nil, note: "For the base", order: 0, header: true),
                ingredient(1, nil, "onion", order: 1),
                ingredient(1.5, "tbsp", "curry powder", order: 2),
            ]),
            step("Add the chickpeas and simmer.", name: "Simmer", order: 1, ingredients: [
                ingredient(400, "g", "chickpeas", note: "drained", order: 0),
            ]),
        ],
        keywords: ["Dinner"], working: "10", waiting: 25, servings: 2
    ) }

    static var loaf: [String: Any] { recipe(
        "Banana Bread",
        steps: [step("Mix and bake for an hour.", order: 0, ingredients: [ingredient(3, nil, "banana", plural: (unit: "", food: "bananas"))])],
        servings: 1, servingsText: "loaf"
    ) }

    static func recipeZip(_ object: [String: Any], photo: Bool = false) throws -> Data {
        var files = [("recipe.json", try ArchiveFixture.json(object))]
        if photo { files.append(("image.jpg", ArchiveFixture.photo)) }
        return try ArchiveFixture.zip(files)
    }

    static func export() throws -> Data {
        try ArchiveFixture.zip([
            ("Buttermilk_Pancakes.zip", try recipeZip(pancakes, photo: true)),
            ("Chickpea_Curry.zip", try recipeZip(curry)),
            ("Broken.zip", try ArchiveFixture.zip([("recipe.json", Data("{\"name\": \"Broken\", \"steps\": [".utf8))])),
            ("Banana_Bread.zip", try recipeZip(loaf)),
            ("Nameless.zip", try recipeZip(recipe("  ", steps: []))),
        ])
    }

    @Test func readsEveryRecipeOfAnExportAndListsTheBrokenOnes() throws {
        // given
        let data = try Self.export()
        // when
        let collection = try #require(try TandoorCollection.read(data, fileName: "export.zip"))
        // then
        #expect(collection.format == .tandoor)
        #expect(collection.recipes.map(\.draft.title) == ["Buttermilk Pancakes", "Chickpea Curry", "Banana Bread"])
        #expect(collection.failures == [
            ImportFailure(item: "Broken.zip", code: "collection.recipe-json-invalid"),
            ImportFailure(item: "Nameless.zip", code: "collection.recipe-no-name"),
        ])

        let pancakes = collection.recipes[0]
        #expect(pancakes.origin == "Buttermilk_Pancakes.zip")
        #expect(pancakes.photo == ImportedPhoto(data: ArchiveFixture.photo, fileName: "image.jpg"))
        let draft = pancakes.draft
        #expect(draft.ingredientLines == ["200 g flour, sifted", "250 ml buttermilk", "½ tsp baking soda", "2 eggs", "salt, to taste"])
        #expect(draft.instructions == [
            "Batter: Whisk 250 ml buttermilk with the buttermilk.", "Rest the batter.",
            "Cook on a hot griddle until golden.", "Serve with maple syrup.",
        ])
        #expect(draft.tags == ["Breakfast", "Sweet"])
        #expect(draft.summary == "Fluffy, quick pancakes.")
        #expect(draft.sourceURL == "https://example.org/pancakes")
        #expect((draft.prepMinutes, draft.cookMinutes, draft.totalMinutes) == (15, 20, 35))
        #expect(draft.servings == 4)
        #expect(draft.yieldText == nil)
    }

    @Test func givesHeadersAndNamedStepsTheirHeadings() throws {
        let draft = try TandoorCollection.recipe(Self.curry, photo: nil, origin: "curry").get().draft
        #expect(draft.ingredientLines == ["Base:", "For the base:", "1 onion", "1 ½ tbsp curry powder", "Simmer:", "400 g chickpeas, drained"])
        #expect(draft.instructions == ["Base: Fry the onion.", "Simmer: Add the chickpeas and simmer."])
        #expect((draft.prepMinutes, draft.cookMinutes, draft.totalMinutes) == (10, 25, 35))
    }

    @Test func keepsWhatServingsCountAsTheYield() throws {
        let draft = try TandoorCollection.recipe(Self.loaf, photo: nil, origin: "loaf").get().draft
        #expect(draft.servings == 1)
        #expect(draft.yieldText == "1 loaf")
        #expect(draft.ingredientLines == ["3 bananas"])
    }

    /// The order the readers are tried in hands a Tandoor export to Tandoor's reader.
    @Test func isRecognisedAmongTheOtherApps() throws {
        let collection = try #require(try CollectionImport.read(try Self.export(), fileName: "export.zip"))
        #expect(collection.format == .tandoor)
        #expect(collection.recipes.count == 3)
        let single = try #require(try CollectionImport.read(try Self.recipeZip(Self.curry, photo: true), fileName: "Chickpea_Curry.zip"))
        #expect(single.format == .tandoor)
        #expect(single.recipes.map(\.draft.title) == ["Chickpea Curry"])
        #expect(single.recipes.first?.photo?.fileName == "image.jpg")
    }

    @Test(arguments: [
        (Data("junk".utf8), "export.zip"),
        (Data([0x50, 0x4B, 0x03, 0x04, 9, 9]), "export.zip"),
    ])
    func refusesJunkWithoutCrashing(_ data: Data, _ name: String) {
        // A damaged zip is nobody's: nil or a thrown archive error, never a crash.
        let result = Result { try TandoorCollection.read(data, fileName: name) }
        if case let .success(collection) = result { #expect(collection?.format == nil) }
    }

    @Test func leavesOtherZipsAlone() throws {
        let notes = try ArchiveFixture.zip([("notes.txt", Data("hello".utf8)), ("recipe.json", try ArchiveFixture.json(["@type": "Recipe", "name": "X"]))])
        #expect(try TandoorCollection.read(notes, fileName: "notes.zip")?.format == nil)
        // A zip that holds an unrelated zip beside other files is not Tandoor's either.
        let mixed = try ArchiveFixture.zip([("readme.md", Data("# hi".utf8)), ("photos.zip", try ArchiveFixture.zip([("a.jpg", ArchiveFixture.photo)]))])
        #expect(try TandoorCollection.read(mixed, fileName: "mixed.zip")?.format == nil)
    }

    @Test func listsRecipeZipsThatAreNotZipsOrHoldNoRecipe() throws {
        let data = try ArchiveFixture.zip([
            ("A.zip", Data("not a zip".utf8)),
            ("B.zip", try ArchiveFixture.zip([("image.jpg", ArchiveFixture.photo)])),
            // a zip inside the recipe's zip is never opened
            ("C.zip", try ArchiveFixture.zip([("inner.zip", try ArchiveFixture.zip([("recipe.json", Data("{}".utf8))]))])),
        ])
        let collection = try #require(try TandoorCollection.read(data, fileName: "export.zip"))
        #expect(collection.recipes.isEmpty)
        #expect(collection.failures.map(\.reason.code) == [
            "collection.recipe-zip-invalid", "collection.recipe-zip-without-json", "collection.recipe-zip-without-json",
        ])
    }

    /// Recipe zips that each stay small but together unpack past the upload's budget stop the whole upload.
    @Test func holdsNestedZipsToOneBudget() throws {
        let zeros = Data(count: 300_000)
        let bomb = try ArchiveFixture.zip([("recipe.json", try ArchiveFixture.json(Self.loaf)), ("image.jpg", zeros)])
        let data = try ArchiveFixture.zip((0..<5).map { ("Bomb\($0).zip", bomb) })
        #expect(data.count < 20_000)
        #expect(throws: ImportArchiveError.tooLarge(limit: ImportArchive.maximumUnpackedBytes)) {
            try TandoorCollection.read(data, fileName: "export.zip", budget: 1_000_000)
        }
        // Within the budget, all five come.
        #expect(try TandoorCollection.read(data, fileName: "export.zip", budget: 2_000_000)?.recipes.count == 5)
    }

    @Test func survivesHostileValues() throws {
        let hostile: [String: Any] = [
            "name": "Odd", "servings": 1e300, "working_time": -5, "waiting_time": "lots", "keywords": [["name": 3], "x", NSNull()],
            "steps": [
                ["order": 1e40, "instruction": 7, "ingredients": [["amount": Double.greatestFiniteMagnitude, "food": ["name": "salt"]], ["amount": "NaN"], "x"]],
                ["order": "first", "instruction": "{{ ingredients[99] }} {{ ingredients[-1].food }} {{ scale(2) }} {{", "ingredients": NSNull()],
            ],
        ]
        let draft = try TandoorCollection.recipe(hostile, photo: nil, origin: "odd").get().draft
        #expect(draft.servings == nil)
        #expect(draft.prepMinutes == nil && draft.cookMinutes == nil && draft.totalMinutes == nil)
        #expect(draft.tags == ["x"])
        #expect(draft.ingredientLines == ["salt"])
        #expect(draft.instructions == ["ingredients[99] ingredients[-1].food 2 {{"])
    }

    /// One ingredient object as Tandoor writes it (JSON), and the line a cook reads.
    @Test(arguments: [
        (#"{"amount": 200, "unit": {"name": "g"}, "food": {"name": "flour"}, "note": "sifted"}"#, "200 g flour, sifted"),
        (#"{"amount": "200.000", "unit": {"name": "g"}, "food": {"name": "flour"}, "note": ""}"#, "200 g flour"),
        (#"{"amount": "0,25", "unit": {"name": "cup"}, "food": {"name": "milk"}}"#, "¼ cup milk"),
        (#"{"amount": 0.15, "unit": {"name": "l"}, "food": {"name": "cream"}}"#, "0.15 l cream"),
        (#"{"amount": 2, "unit": {"name": "cup", "plural_name": "cups"}, "food": {"name": "tomato", "plural_name": "tomatoes"}}"#, "2 cups tomatoes"),
        (#"{"amount": 1, "unit": {"name": "cup", "plural_name": "cups"}, "food": {"name": "tomato", "plural_name": "tomatoes"}}"#, "1 cup tomato"),
        (#"{"amount": 1, "unit": null, "food": {"name": "leek", "plural_name": "leeks"}, "always_use_plural_food": true}"#, "1 leeks"),
        (#"{"amount": 5, "unit": {"name": "g"}, "food": {"name": "pepper"}, "no_amount": true}"#, "pepper"),
        (#"{"amount": 0, "unit": null, "food": null, "note": "a pinch of love"}"#, "a pinch of love"),
        // an amount of 0 hides only the number, as Tandoor shows it
        (#"{"amount": 0, "unit": {"name": "pincée", "plural_name": "pincées"}, "food": {"name": "sel"}, "no_amount": false}"#, "pincée sel"),
        (#"{"amount": "0.000", "unit": {"name": "g"}, "food": {"name": "pepper"}, "no_amount": true}"#, "pepper"),
        (#"{"amount": 0, "unit": null, "food": {"name": "Topping:"}, "note": "", "is_header": true}"#, "Topping:"),
        (#"{"amount": 0, "food": null, "unit": null, "note": "", "is_header": false}"#, nil),
        // an amount no cook measures goes with its unit and the plural it would take
        (#"{"amount": 1e308, "unit": {"name": "g", "plural_name": "gs"}, "food": {"name": "flour", "plural_name": "flours"}}"#, "flour"),
        (#"{"amount": -3, "unit": {"name": "g"}, "food": {"name": "flour"}}"#, "flour"),
        (#"{"amount": "123456789012345678901234567890", "unit": {"name": "g", "plural_name": "gs"}, "food": {"name": "flour", "plural_name": "flours"}}"#, "flour"),
    ] as [(String, String?)])
    func writesIngredientLinesAsACookReadsThem(_ json: String, _ expected: String?) throws {
        let ingredient = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(TandoorCollection.line(ingredient) == expected)
    }

    /// A template past the longest step a recipe keeps stops being filled: the step is refused
    /// whatever follows, and 20,000 templates of a 10,000-character line made 1.35 GB.
    @Test func templatesStopPastTheLongestStep() {
        let line = String(repeating: "x", count: 10_000)
        let filled = TandoorCollection.filledTemplates(String(repeating: "{{ ingredients[0] }}", count: 20_000),
                                                       ingredients: [[:]], lines: [line])
        #expect(filled.utf8.count > 16 * RecipeRules.stepLength)
        #expect(filled.utf8.count <= 16 * RecipeRules.stepLength + line.utf8.count)
        // a step of ordinary length is filled whole
        #expect(TandoorCollection.filledTemplates("Add {{ ingredients[0] }}, then {{ ingredients[0] }}.", ingredients: [[:]], lines: ["1 egg"])
                == "Add 1 egg, then 1 egg.")
    }

    /// Markdown a step may hold, as a person reads it: link text kept, pictures gone, a
    /// destination's own brackets no part of the text.
    @Test(arguments: [
        ("Batter: ![x](javascript:alert(1)) [link](https://a.example/(b)) **bold**", "Batter: link bold"),
        ("See [the note](https://a.example/x) first", "See the note first"),
        ("An [unclosed](https://a.example/(b link", "An [unclosed](https://a.example/(b link"),
        ("Mix (gently) [a](b)", "Mix (gently) a"),
        // the brackets matched in tables made once: an open link before a whole one, a "]" far
        // after its "[", a picture right after a link, and many links that never close
        ("[a]( then [b](c) and (d)", "[a]( then b and (d)"),
        ("[x [y](z)", "x [y"),
        ("[a](b)![c](d) done", "a done"),
        ("Stir " + String(repeating: "[a](", count: 3_000), "Stir " + String(repeating: "[a](", count: 3_000)),
    ])
    func readsMarkdownInSteps(_ step: String, _ expected: String) {
        #expect(CollectionText.readableStep(step) == expected)
    }
}
