import Foundation
import Testing
@testable import RecipleaseCore

/// The Cooklang specification's canonical tests (cooklang/spec `tests/canonical.yaml`, version 8,
/// commit 0510646), one row each: the source and the expected result in the suite's own terms.
/// Each goes through `Cooklang.parse`, the reader `RecipeImport.drafts` uses for a `.cook` file,
/// and through `RecipeImport.drafts` itself.
struct CooklangCanonicalTests {
    /// A quantity as the suite writes it: a number, or text ("some", "few", "").
    enum Amount: Equatable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
                 ExpressibleByFloatLiteral, ExpressibleByStringLiteral {
        case number(Double)
        case text(String)

        init(integerLiteral value: Int) { self = .number(Double(value)) }
        init(floatLiteral value: Double) { self = .number(value) }
        init(stringLiteral value: String) { self = .text(value) }

        var description: String {
            switch self {
            case .number(let value): "\(value)"
            case .text(let text): "\"\(text)\""
            }
        }
    }

    /// A step item as the suite writes it.
    enum Part: Equatable, Sendable {
        case text(String)
        case ingredient(String, Amount, String, optional: Bool = false)
        case cookware(String, Amount, optional: Bool = false)
        case timer(String, Amount, String)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        var steps: [[Part]]
        var metadata: [String: String] = [:]
        var testDescription: String { name }
    }

    /// The parser's result in the suite's terms: an ingredient without a quantity has "some",
    /// cookware 1, a timer "".
    static func canonical(_ document: Cooklang.Document) -> ([[Part]], [String: String]) {
        func amount(_ quantity: Cooklang.Quantity?, none: Amount) -> Amount {
            guard let quantity else { return none }
            return quantity.value.map(Amount.number) ?? .text(quantity.text)
        }
        let steps = document.steps.map { step in
            step.map { item -> Part in
                switch item {
                case .text(let text): .text(text)
                case .ingredient(let i): .ingredient(i.name, amount(i.quantity, none: "some"), i.units, optional: i.optional)
                case .cookware(let c): .cookware(c.name, amount(c.quantity, none: 1), optional: c.optional)
                case .timer(let t): .timer(t.name, amount(t.quantity, none: ""), t.units)
                }
            }
        }
        return (steps, document.metadata.mapValues(\.text))
    }

    static let suite: [Case] = [
        Case(name: "testBasicDirection", source: "Add a bit of chilli\n",
             steps: [[.text("Add a bit of chilli")]]),
        Case(name: "testComments", source: "-- testing comments\n",
             steps: []),
        Case(name: "testCommentsAfterIngredients", source: "@thyme{2%sprigs} -- testing comments\nand some text\n",
             steps: [[.ingredient("thyme", 2, "sprigs"), .text("  and some text")]]),
        Case(name: "testCommentsWithIngredients", source: "-- testing comments\n@thyme{2%sprigs}\n",
             steps: [[.ingredient("thyme", 2, "sprigs")]]),
        Case(name: "testDirectionsWithDegrees", source: "Heat oven up to 200°C\n",
             steps: [[.text("Heat oven up to 200°C")]]),
        Case(name: "testDirectionsWithNumbers", source: "Heat 5L of water\n",
             steps: [[.text("Heat 5L of water")]]),
        Case(name: "testDirectionWithIngredient", source: "Add @chilli{3%items}, @ginger{10%g} and @milk{1%l}.\n",
             steps: [[.text("Add "), .ingredient("chilli", 3, "items"), .text(", "), .ingredient("ginger", 10, "g"),
                      .text(" and "), .ingredient("milk", 1, "l"), .text(".")]]),
        Case(name: "testEquipmentMultipleWords", source: "Fry in #frying pan{}\n",
             steps: [[.text("Fry in "), .cookware("frying pan", 1)]]),
        Case(name: "testEquipmentMultipleWordsWithLeadingNumber", source: "Fry in #7-inch nonstick frying pan{ }\n",
             steps: [[.text("Fry in "), .cookware("7-inch nonstick frying pan", 1)]]),
        Case(name: "testEquipmentMultipleWordsWithSpaces", source: "Fry in #frying pan{ }\n",
             steps: [[.text("Fry in "), .cookware("frying pan", 1)]]),
        Case(name: "testEquipmentOneWord", source: "Simmer in #pan for some time\n",
             steps: [[.text("Simmer in "), .cookware("pan", 1), .text(" for some time")]]),
        Case(name: "testEquipmentQuantity", source: "#frying pan{2}\n",
             steps: [[.cookware("frying pan", 2)]]),
        Case(name: "testEquipmentQuantityOneWord", source: "#frying pan{three}\n",
             steps: [[.cookware("frying pan", "three")]]),
        Case(name: "testEquipmentQuantityMultipleWords", source: "#frying pan{two small}\n",
             steps: [[.cookware("frying pan", "two small")]]),
        Case(name: "testFractions", source: "@milk{1/2%cup}\n",
             steps: [[.ingredient("milk", 0.5, "cup")]]),
        Case(name: "testFractionsInDirections", source: "knife cut about every 1/2 inches\n",
             steps: [[.text("knife cut about every 1/2 inches")]]),
        Case(name: "testFractionsLike", source: "@milk{01/2%cup}\n",
             steps: [[.ingredient("milk", "01/2", "cup")]]),
        Case(name: "testFractionsWithSpaces", source: "@milk{1 / 2 %cup}\n",
             steps: [[.ingredient("milk", 0.5, "cup")]]),
        Case(name: "testIngredientMultipleWordsWithLeadingNumber", source: "Top with @1000 island dressing{ }\n",
             steps: [[.text("Top with "), .ingredient("1000 island dressing", "some", "")]]),
        Case(name: "testIngredientWithEmoji", source: "Add some @🧂\n",
             steps: [[.text("Add some "), .ingredient("🧂", "some", "")]]),
        Case(name: "testIngredientExplicitUnits", source: "@chilli{3%items}\n",
             steps: [[.ingredient("chilli", 3, "items")]]),
        Case(name: "testIngredientExplicitUnitsWithSpaces", source: "@chilli{ 3 % items }\n",
             steps: [[.ingredient("chilli", 3, "items")]]),
        Case(name: "testIngredientImplicitUnits", source: "@chilli{3}\n",
             steps: [[.ingredient("chilli", 3, "")]]),
        Case(name: "testIngredientNoUnits", source: "@chilli\n",
             steps: [[.ingredient("chilli", "some", "")]]),
        Case(name: "testIngredientNoUnitsNotOnlyString", source: "@5peppers\n",
             steps: [[.ingredient("5peppers", "some", "")]]),
        Case(name: "testIngredientWithNumbers", source: "@tipo 00 flour{250%g}\n",
             steps: [[.ingredient("tipo 00 flour", 250, "g")]]),
        Case(name: "testIngredientWithoutStopper", source: "@chilli cut into pieces\n",
             steps: [[.ingredient("chilli", "some", ""), .text(" cut into pieces")]]),
        Case(name: "testMetadata", source: "---\nsourced: babooshka\n---\n",
             steps: [], metadata: ["sourced": "babooshka"]),
        Case(name: "testMetadataBreak", source: "hello ---\nsourced: babooshka\n---\n",
             steps: [[.text("hello --- sourced: babooshka ---")]]),
        Case(name: "testMetadataMultiwordKey", source: "---\ncooking time: 30 mins\n---\n",
             steps: [], metadata: ["cooking time": "30 mins"]),
        Case(name: "testMetadataMultiwordKeyWithSpaces", source: "---\ncooking time    :30 mins\n---\n",
             steps: [], metadata: ["cooking time": "30 mins"]),
        Case(name: "testMultiLineDirections", source: "Add a bit of chilli\n\nAdd a bit of hummus\n",
             steps: [[.text("Add a bit of chilli")], [.text("Add a bit of hummus")]]),
        Case(name: "testMultipleLines", source: "---\nPrep Time: 15 minutes\nCook Time: 30 minutes\n---\n",
             steps: [], metadata: ["Prep Time": "15 minutes", "Cook Time": "30 minutes"]),
        Case(name: "testMultiWordIngredient", source: "@hot chilli{3}\n",
             steps: [[.ingredient("hot chilli", 3, "")]]),
        Case(name: "testMultiWordIngredientNoAmount", source: "@hot chilli{}\n",
             steps: [[.ingredient("hot chilli", "some", "")]]),
        Case(name: "testMutipleIngredientsWithoutStopper", source: "@chilli cut into pieces and @garlic\n",
             steps: [[.ingredient("chilli", "some", ""), .text(" cut into pieces and "), .ingredient("garlic", "some", "")]]),
        Case(name: "testQuantityAsText", source: "@thyme{few%sprigs}\n",
             steps: [[.ingredient("thyme", "few", "sprigs")]]),
        Case(name: "testQuantityDigitalString", source: "@water{7 k }\n",
             steps: [[.ingredient("water", "7 k", "")]]),
        Case(name: "testServings", source: "---\nservings: 1|2|3\n---\n",
             steps: [], metadata: ["servings": "1|2|3"]),
        Case(name: "testSlashInText", source: "Preheat the oven to 200℃/Fan 180°C.\n",
             steps: [[.text("Preheat the oven to 200℃/Fan 180°C.")]]),
        Case(name: "testTimerDecimal", source: "Fry for ~{1.5%minutes}\n",
             steps: [[.text("Fry for "), .timer("", 1.5, "minutes")]]),
        Case(name: "testTimerFractional", source: "Fry for ~{1/2%hour}\n",
             steps: [[.text("Fry for "), .timer("", 0.5, "hour")]]),
        Case(name: "testTimerInteger", source: "Fry for ~{10%minutes}\n",
             steps: [[.text("Fry for "), .timer("", 10, "minutes")]]),
        Case(name: "testTimerWithName", source: "Fry for ~potato{42%minutes}\n",
             steps: [[.text("Fry for "), .timer("potato", 42, "minutes")]]),
        Case(name: "testSingleWordTimer", source: "Let it ~rest after plating\n",
             steps: [[.text("Let it "), .timer("rest", "", ""), .text(" after plating")]]),
        Case(name: "testSingleWordTimerWithPunctuation", source: "Let it ~rest, then serve\n",
             steps: [[.text("Let it "), .timer("rest", "", ""), .text(", then serve")]]),
        Case(name: "testSingleWordTimerWithUnicodePunctuation", source: "Let it ~rest⸫ then serve\n",
             steps: [[.text("Let it "), .timer("rest", "", ""), .text("⸫ then serve")]]),
        Case(name: "testTimerWithUnicodeWhitespace", source: "Let it ~rest\u{2009}then serve\n",
             steps: [[.text("Let it "), .timer("rest", "", ""), .text("\u{2009}then serve")]]),
        Case(name: "testInvalidMultiWordTimer", source: "It is ~ {5}\n",
             steps: [[.text("It is ~ {5}")]]),
        Case(name: "testInvalidSingleWordTimer", source: "It is ~ 5\n",
             steps: [[.text("It is ~ 5")]]),
        Case(name: "testSingleWordIngredientWithPunctuation", source: "Add some @chilli, then serve\n",
             steps: [[.text("Add some "), .ingredient("chilli", "some", ""), .text(", then serve")]]),
        Case(name: "testSingleWordIngredientWithUnicodePunctuation", source: "Add @chilli⸫ then bake\n",
             steps: [[.text("Add "), .ingredient("chilli", "some", ""), .text("⸫ then bake")]]),
        Case(name: "testIngredientWithUnicodeWhitespace", source: "Add @chilli\u{2009}then bake\n",
             steps: [[.text("Add "), .ingredient("chilli", "some", ""), .text("\u{2009}then bake")]]),
        Case(name: "testInvalidMultiWordIngredient", source: "Message @ example{}\n",
             steps: [[.text("Message @ example{}")]]),
        Case(name: "testInvalidSingleWordIngredient", source: "Message me @ example\n",
             steps: [[.text("Message me @ example")]]),
        Case(name: "testSingleWordCookwareWithPunctuation", source: "Place in #pot, then boil\n",
             steps: [[.text("Place in "), .cookware("pot", 1), .text(", then boil")]]),
        Case(name: "testSingleWordCookwareWithUnicodePunctuation", source: "Place in #pot⸫ then boil\n",
             steps: [[.text("Place in "), .cookware("pot", 1), .text("⸫ then boil")]]),
        Case(name: "testCookwareWithUnicodeWhitespace", source: "Add to #pot\u{2009}then boil\n",
             steps: [[.text("Add to "), .cookware("pot", 1), .text("\u{2009}then boil")]]),
        Case(name: "testInvalidMultiWordCookware", source: "Recipe # 10{}\n",
             steps: [[.text("Recipe # 10{}")]]),
        Case(name: "testInvalidSingleWordCookware", source: "Recipe # 5\n",
             steps: [[.text("Recipe # 5")]]),
        Case(name: "testOptionalIngredient", source: "Garnish with @?fresh thyme{2%sprigs}\n",
             steps: [[.text("Garnish with "), .ingredient("fresh thyme", 2, "sprigs", optional: true)]]),
        Case(name: "testOptionalSingleWordIngredient", source: "Top with @?chives\n",
             steps: [[.text("Top with "), .ingredient("chives", "some", "", optional: true)]]),
        Case(name: "testOptionalCookware", source: "Use a #?splatter guard{} if you have one\n",
             steps: [[.text("Use a "), .cookware("splatter guard", 1, optional: true), .text(" if you have one")]]),
        Case(name: "testOptionalAndRequiredSameIngredient", source: "Stir @parmesan{100%g} in, top with @?parmesan{50%g}\n",
             steps: [[.text("Stir "), .ingredient("parmesan", 100, "g"), .text(" in, top with "),
                      .ingredient("parmesan", 50, "g", optional: true)]]),
        Case(name: "testOptionalMarkerOnlyOnce", source: "Add @??thyme{}\n",
             steps: [[.text("Add "), .ingredient("?thyme", "some", "", optional: true)]]),
        Case(name: "testOptionalMarkerFollowedBySpace", source: "Add @? thyme\n",
             steps: [[.text("Add @? thyme")]]),
        Case(name: "testQuestionMarkAfterIngredient", source: "Did you add the @salt{}?\n",
             steps: [[.text("Did you add the "), .ingredient("salt", "some", ""), .text("?")]]),
    ]

    @Test func theTableHoldsTheWholeSuite() {
        #expect(Self.suite.count == 67)
        #expect(Set(Self.suite.map(\.name)).count == Self.suite.count)
    }

    @Test(arguments: suite)
    func canonicalCase(_ row: Case) throws {
        // when
        let (steps, metadata) = Self.canonical(Cooklang.parse(row.source))
        // then
        #expect(steps == row.steps)
        #expect(metadata == row.metadata)
    }

    @Test(arguments: suite)
    func canonicalCaseThroughTheImport(_ row: Case) throws {
        // when
        let drafts = Result { try RecipeImport.drafts(from: Data(row.source.utf8), fileName: "\(row.name).cook") }
        // then: a file without steps is refused; otherwise one instruction a step, naming its components
        guard !row.steps.isEmpty else {
            #expect(throws: CooklangError.noSteps) { try drafts.get() }
            return
        }
        let draft = try #require(try drafts.get().first)
        try #require(draft.instructions.count == row.steps.count)
        for (instruction, step) in zip(draft.instructions, row.steps) {
            for part in step {
                switch part {
                case .text: continue
                case .ingredient(let name, _, _, _), .cookware(let name, _, _): #expect(instruction.contains(name))
                case .timer(let name, let amount, let units):
                    #expect(instruction.contains(amount == "" ? name : units))
                }
            }
        }
    }
}
