import Foundation
import Testing
@testable import RecipleaseCore

/// The bundled catalog's data and the lookup that finds a food from a name.
struct FoodCatalogTests {
    let catalog = FoodCatalog.shared

    // MARK: the data

    @Test func holdsAtLeastAThousandFoodsInEveryAisle() {
        #expect(catalog.foods.count >= 1_000)
        let aisles = Set(catalog.foods.map(\.aisle))
        for aisle in ["produce", "dairy & eggs", "meat & fish", "bakery", "pantry", "spices", "frozen", "drinks"] {
            #expect(aisles.contains(aisle), "\(aisle)")
        }
    }

    @Test func everyNamePluralAndSynonymResolvesToItsOwnFood() {
        for food in catalog.foods {
            for name in food.names {
                #expect(catalog.resolve(name) == food.id, "\(name) should be \(food.id)")
            }
        }
    }

    @Test func noPhraseIsSharedByTwoFoods() {
        var owner: [String: Food.ID] = [:]
        var clashes: [String] = []
        for food in catalog.foods {
            for name in food.names {
                let phrase = FoodCatalog.tokens(of: name).joined(separator: " ")
                if let other = owner[phrase], other != food.id { clashes.append("\"\(phrase)\": \(other) and \(food.id)") }
                owner[phrase] = owner[phrase] ?? food.id
            }
        }
        #expect(clashes.isEmpty, "\(clashes.joined(separator: "; "))")
    }

    @Test func parentsExistAndNoFoodIsItsOwnAncestor() {
        for food in catalog.foods {
            if let parent = food.parent { #expect(catalog[parent] != nil, "\(food.id) → \(parent)") }
            #expect(!catalog.ancestors(of: food.id).contains(food.id), "\(food.id)")
            #expect(!catalog.descendants(of: food.id).contains(food.id), "\(food.id)")
        }
        #expect(catalog.ancestors(of: "chicken-thigh").first == "chicken")
        #expect(catalog.descendants(of: "chicken").contains("chicken-thigh"))
    }

    static let facts: [(Food.ID, Set<Allergen>, Food.DietRestriction?)] = [
        ("butter", [.dairy], .animal),
        ("shrimp", [.shellfish, .seafood], .fish),
        ("soy-sauce", [.wheat, .gluten, .soy], nil),
        ("tofu", [.soy], nil),
        ("chicken-thigh", [], .meat),
        ("all-purpose-flour", [.wheat, .gluten], nil),
        ("egg", [.egg], .animal),
        ("honey", [], .animal),
        ("peanut-butter", [.peanut], nil),
        ("tahini", [.sesame], nil),
        ("olive-oil", [], nil),
    ]

    @Test("allergens and diet restriction", arguments: facts)
    func allergensAndDiet(_ id: Food.ID, _ allergens: Set<Allergen>, _ restriction: Food.DietRestriction?) throws {
        let food = try #require(catalog[id], "\(id)")
        #expect(food.allergens.isSuperset(of: allergens), "\(id): \(food.allergens)")
        #expect(food.restriction == restriction, "\(id)")
    }

    @Test func veganFoodsHaveNoAnimalAllergens() {
        for food in catalog.foods where food.restriction == nil {
            #expect(food.allergens.isDisjoint(with: [.dairy, .egg, .seafood, .shellfish]), "\(food.id): \(food.allergens)")
        }
    }

    static let sameFood: [(String, String)] = [
        ("scallion", "green onion"),
        ("cilantro", "coriander leaves"),
        ("aubergine", "eggplant"),
        ("courgette", "zucchini"),
        ("double cream", "heavy cream"),
        ("plain flour", "all-purpose flour"),
    ]

    @Test("synonyms name the same food", arguments: sameFood)
    func synonyms(_ a: String, _ b: String) throws {
        let food = try #require(catalog.resolve(a))
        #expect(catalog.resolve(b) == food)
    }

    static let mostSpecific: [(String, Food.ID?)] = [
        ("boneless skinless chicken thighs", "chicken-thigh"),
        ("Boneless, Skinless Chicken Thighs", "chicken-thigh"),
        ("chicken", "chicken"),
        ("fresh basmati rice", "basmati-rice"),
        ("glass noodles", "glass-noodles"),
        ("rack of lamb", "rack-of-lamb"),
        ("cinnamon sticks", "cinnamon-stick"),
        ("ground cinnamon", "cinnamon"),
        ("jalapeños", "jalapeno"),
        ("CRÈME FRAÎCHE", "creme-fraiche"),
        ("unobtainium", nil),
        ("", nil),
    ]

    @Test("a name resolves to the most specific food it names", arguments: mostSpecific)
    func resolvesMostSpecific(_ name: String, _ expected: Food.ID?) {
        #expect(catalog.resolve(name) == expected)
    }

    static let bundledLines: [(String, Food.ID, MeasureUnit?)] = [
        ("4 boneless, skinless chicken thighs", "chicken-thigh", nil),
        ("1 1/2 pounds boneless skinless chicken thighs, cut into strips", "chicken-thigh", .pound),
        ("4 oz glass noodles", "glass-noodles", .ounce),
        ("1 rack of lamb, frenched", "rack-of-lamb", .rack),
        ("1 cinnamon stick", "cinnamon-stick", .stick),
        ("Glass noodles", "glass-noodles", nil),
        ("2 cube steaks", "cube-steak", nil),
        ("1 tsp ground cinnamon", "cinnamon", .teaspoon),
        ("1 fennel bulb, thinly sliced", "fennel", .bulb),
        ("3 garlic cloves, minced", "garlic", .clove),
        ("2 sticks unsalted butter, softened", "butter", .stick),
        ("1 bunch scallions, sliced", "green-onion", .bunch),
        ("½ cup chopped fresh cilantro", "cilantro", .cup),
        ("2 medium aubergines", "eggplant", nil),
    ]

    @Test("lines parsed against the bundled catalog find their food", arguments: bundledLines)
    func bundledLine(_ line: String, _ food: Food.ID, _ unit: MeasureUnit?) {
        let parsed = IngredientParser(catalog: catalog).parse(line)
        #expect(parsed.food == food)
        #expect(parsed.unit == unit)
    }

    // MARK: loading

    @Test func refusesBrokenCatalogs() {
        let row = "a\ta\t\t\t\tpantry\t\t\t\t"
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parse(tsv: "a\ta\t\t\tpantry\t\t\t") }  // 8 columns
        #expect(throws: FoodCatalogError.self) { try FoodCatalog.parse(tsv: "a\ta\t\t\t\tpantry\tnuts\t\t\t") }
        #expect(throws: FoodCatalogError.duplicateID("a")) { try FoodCatalog(foods: FoodCatalog.parse(tsv: row + "\n" + row)) }
        #expect(throws: FoodCatalogError.unknownParent(food: "a", parent: "b")) {
            try FoodCatalog(foods: [Food(id: "a", name: "a", parent: "b", aisle: "pantry")])
        }
        #expect(throws: FoodCatalogError.cycle("a")) {
            try FoodCatalog(foods: [Food(id: "a", name: "a", parent: "b", aisle: "pantry"),
                                    Food(id: "b", name: "b", parent: "a", aisle: "pantry")])
        }
        let long = Array(repeating: "word", count: PhraseTable.maxWords + 1).joined(separator: " ")
        #expect(throws: FoodCatalogError.nameTooLong(food: "a", name: long)) {
            try FoodCatalog(foods: [Food(id: "a", name: long, aisle: "pantry")])
        }
    }

    // MARK: the lookup against a plain reference

    @Test("resolve agrees with a plain string lookup on every catalog name and variants of it")
    func resolveMatchesReference() {
        // given
        let reference = ReferenceResolver(catalog)
        var names: [String] = []
        var words: [String] = []
        for food in catalog.foods {
            for name in food.names {
                names += [name, name.uppercased(), "fresh " + name + "s", "chopped " + name + ", peeled",
                          name + " & " + name, name + " or " + name, "the " + name + "'s"]
                words += FoodCatalog.tokens(of: name)
            }
        }
        // runs of words from different names, so phrases overlap in every way
        var generator = SplitMix64(seed: 0xF00D)
        for _ in 0..<20_000 {
            var run: [String] = []
            for _ in 0..<(1 + Int(generator.next() % 5)) {
                var word = words[Int(generator.next() % UInt64(words.count))]
                switch generator.next() % 4 {
                case 0: word += "s"
                case 1: word = word.capitalized
                default: break
                }
                run.append(word)
            }
            names.append(run.joined(separator: generator.next() % 3 == 0 ? "-" : " "))
        }
        names += ["", "®", "crème fraîche", "Jalapeños", "Hunt’s tomatoes", "hunt's tomatoes", "7-Up", "v8 juice", "a-b-c",
                  "cherries", "potatoes", "peaches", "radishes", "molasses", String(repeating: "x", count: 100) + " flour"]
        // then
        var differences: [String] = []
        for name in names where catalog.resolve(name) != reference.resolve(name) {
            differences.append("\(name): \(catalog.resolve(name).map(\.rawValue) ?? "nil") vs \(reference.resolve(name).map(\.rawValue) ?? "nil")")
        }
        #expect(differences.isEmpty, "\(differences.prefix(20).joined(separator: "\n"))")
        #expect(names.count > 20_000)
    }

    @Test("the byte path for ASCII names gives Foundation's words")
    func asciiTokensMatchFoundation() {
        for food in catalog.foods {
            for name in food.names + [food.name.uppercased() + " & Co's", "1/2-inch " + food.name] {
                #expect(FoodCatalog.tokens(of: name) == ReferenceResolver.tokens(name), "\(name)")
            }
        }
    }
}

/// The catalog's rule written plainly over strings: Foundation-folded words joined by spaces, the
/// longest run that is a name (the rightmost of equally long ones), then the same with singulars.
struct ReferenceResolver {
    private var byPhrase: [String: Food.ID] = [:]

    init(_ catalog: FoodCatalog) {
        for food in catalog.foods {
            for name in food.names {
                let phrase = ReferenceResolver.tokens(name).joined(separator: " ")
                if !phrase.isEmpty && byPhrase[phrase] == nil { byPhrase[phrase] = food.id }
            }
        }
    }

    static func tokens(_ text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "’", with: "")
        return folded.components(separatedBy: CharacterSet.alphanumerics.inverted).filter { !$0.isEmpty }
    }

    func resolve(_ name: String) -> Food.ID? {
        let words = ReferenceResolver.tokens(name)
        return longest(words) ?? longest(words.map(FoodCatalog.singular))
    }

    private func longest(_ words: [String]) -> Food.ID? {
        for length in stride(from: words.count, to: 0, by: -1) {
            for start in stride(from: words.count - length, through: 0, by: -1) {
                if let id = byPhrase[words[start..<(start + length)].joined(separator: " ")] { return id }
            }
        }
        return nil
    }
}
