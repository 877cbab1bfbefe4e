import Foundation
import RecipleaseCore
import Synchronization

/// A generated recipe with the food each of its ingredient lines was written for.
public struct GeneratedRecipe: Sendable, Hashable {
    public let draft: RecipeDraft
    /// One food per ingredient line, in line order: what the parser should find in that line.
    public let lineFoods: [Food.ID]
}

/// Writes plausible recipes from the food catalog, for testing and measuring at scale.
///
/// Seeded and deterministic: recipe `n` of a seed depends only on the seed, `n` and the catalog,
/// so a run can be split across threads and still write the same bytes. Ingredient lines are
/// real lines ("2 cups diced carrots", "500 g chicken thighs") in phrasings the parser is checked
/// to resolve back to the food they were written for, so the catalog can grow without breaking them.
public struct RecipeGenerator: Sendable {
    public let seed: UInt64
    /// How many recipes `next()` has handed out.
    public private(set) var produced = 0
    let larder: Larder

    public init(catalog: FoodCatalog, seed: UInt64) {
        self.seed = seed
        self.larder = Larder.shared(for: catalog)
    }

    /// The next recipe of the sequence: recipe 0, 1, 2, ...
    public mutating func next() -> RecipeDraft {
        defer { produced += 1 }
        return draft(number: produced)
    }

    public func draft(number: Int) -> RecipeDraft { recipe(number: number).draft }

    public func recipe(number: Int) -> GeneratedRecipe {
        var writer = Writer(larder: larder, random: SplitMix64.stream(number, of: seed))
        return writer.write(number: number)
    }
}

// MARK: - Ingredient lines

extension RecipeGenerator {
    enum System: Sendable { case metric, us }

    /// One way of writing a food's line: `quantity unit lead noun trail`, or a fixed phrase.
    struct Form: Sendable {
        enum Noun: Sendable { case singular, plural, byCount }
        var quantities: [String]
        var unit: (one: String, many: String)?
        var lead = ""
        var trail = ""
        var noun = Noun.singular
        var system: System?
        /// A line without a quantity: "Salt to taste", "A pinch of nutmeg".
        var phrase: (before: String, after: String)?

        func render(_ item: Item, quantity: String) -> String {
            let name = noun == .plural || (noun == .byCount && !Form.isOne(quantity)) ? item.plural ?? item.name : item.name
            if let phrase {
                return Form.capitalizedFirst(phrase.before + name + phrase.after)
            }
            var line = quantity
            if let unit { line += " " + (Form.isOne(quantity) ? unit.one : unit.many) }
            return line + " " + lead + name + trail
        }

        /// Quantities one or less take the singular: "1 cup", "1/2 cup", "2 cups".
        static func isOne(_ quantity: String) -> Bool { quantity == "1" || quantity.hasPrefix("1/") || quantity.hasPrefix("2/3") || quantity.hasPrefix("3/4") }

        static func capitalizedFirst(_ text: String) -> String {
            guard let first = text.first else { return text }
            return first.uppercased() + text.dropFirst()
        }
    }

    /// A food as the generator writes it, with the phrasings checked against the parser.
    /// A class, not a struct: recipes look items up many times, and one reference is cheaper to pass around.
    final class Item: Sendable {
        let food: Food.ID
        let name: String
        let plural: String?
        let ancestors: [Food.ID]
        let forms: [Form]
        let measure: Measure
        /// The name that reads well in a step: "the carrots", "the rice".
        let stepName: String
        /// The forms a metric or a US recipe uses: its own system's and those for either
        /// (all of them when none fits).
        let metricForms: [Form]
        let usForms: [Form]
        /// Catalog numbers of the food and its ancestors, for cheap clash checks.
        let number: Int
        let ancestorNumbers: [Int]

        init(food: Food.ID, name: String, plural: String?, ancestors: [Food.ID], forms: [Form], measure: Measure, catalog: FoodCatalog) {
            self.food = food
            self.name = name
            self.plural = plural
            self.ancestors = ancestors
            self.forms = forms
            self.measure = measure
            switch measure {
            case .produce, .piece, .berry, .nut, .meat: stepName = (plural ?? name).lowercased()
            default: stepName = name.lowercased()
            }
            func fitting(_ system: System) -> [Form] {
                let found = forms.filter { $0.system == nil || $0.system == system }
                return found.isEmpty ? forms : found
            }
            metricForms = fitting(.metric)
            usForms = fitting(.us)
            number = catalog.number(of: food) ?? -1
            ancestorNumbers = ancestors.compactMap { catalog.number(of: $0) }
        }
    }

    /// Every phrasing a measure allows for a food; the larder keeps those the parser reads back.
    static func forms(for measure: Measure, food: Food, ancestors: [Food.ID]) -> [Form] {
        let countable = food.plural != nil
        let weight = food.pieceWeight ?? 0
        let lineage = Set([food.id] + ancestors)
        let cup = ("cup", "cups"), tbsp = ("tbsp", "tbsp"), tsp = ("tsp", "tsp")
        let grams = ("g", "g"), ml = ("ml", "ml"), pound = ("lb", "lb"), ounce = ("oz", "oz")
        // "500 g chicken thighs" and "2 cups diced carrots", but "300 g cabbage" and "1 lb brisket".
        let mass: Form.Noun = countable && weight > 0 && weight < 250 && !lineage.contains("sausage") ? .plural : .singular
        var forms: [Form] = []
        func add(_ quantities: [String], _ unit: (String, String)?, lead: String = "", trail: String = "",
                 noun: Form.Noun = .singular, system: System? = nil) {
            forms.append(Form(quantities: quantities, unit: unit.map { (one: $0.0, many: $0.1) }, lead: lead, trail: trail, noun: noun, system: system))
        }
        func phrase(_ before: String, _ after: String) {
            forms.append(Form(quantities: [""], unit: nil, phrase: (before, after)))
        }
        switch measure {
        case .produce where !lineage.isDisjoint(with: RecipeGenerator.leafyRoots):
            return Self.forms(for: .leafy, food: food, ancestors: ancestors)
        case .produce where !lineage.isDisjoint(with: RecipeGenerator.citrusRoots) && !countable:
            return Self.forms(for: .teaspoon, food: food, ancestors: ancestors)  // zest
        case .produce where !lineage.isDisjoint(with: RecipeGenerator.citrusRoots):
            for trail in ["", ", juiced", ", zested and juiced"] { add(["1", "1", "2"], nil, trail: trail, noun: .byCount) }
        case .produce:
            if countable && weight >= 10 {
                let hot = food.id.rawValue.contains("chil") || food.id.rawValue.contains("pepper") || lineage.contains("chili-pepper")
                let counts = weight >= 250 ? ["1"] : weight >= 80 ? ["1", "1", "2", "3"] : weight >= 30 ? ["1", "2", "3", "4"]
                    : hot ? ["1", "2"] : ["6", "8", "12"]
                for trail in ["", ", chopped", ", diced", ", thinly sliced"] { add(counts, nil, trail: trail, noun: .byCount) }
                if weight >= 80 { add(counts, nil, lead: "large ", trail: ", chopped", noun: .byCount) }
            }
            for lead in ["chopped ", "diced ", "sliced "] {
                add(["1/2", "1", "1 1/2", "2", "3"], cup, lead: lead, noun: mass, system: .us)
            }
            for trail in ["", ", chopped", ", sliced"] {
                add(["100", "150", "200", "250", "300", "400", "500"], grams, trail: trail, noun: mass, system: .metric)
            }
        case .piece:
            let counts = food.id.rawValue.hasPrefix("egg") ? ["1", "2", "3", "4", "6"] : ["2", "4", "6", "8"]
            add(counts, nil, noun: .byCount)
            if food.id == "egg" { add(counts, nil, trail: ", beaten", noun: .byCount) }
        case .meat:
            let ground = food.id.rawValue.hasPrefix("ground")
            for trail in ground ? [""] : ["", ", cut into bite-size pieces", ", cubed", ", sliced"] {
                add(["300", "400", "450", "500", "600", "750", "800", "1000"], grams, trail: trail, noun: mass, system: .metric)
                add(["1/2", "3/4", "1", "1 1/4", "1 1/2", "2", "3"], pound, trail: trail, noun: mass, system: .us)
            }
            if countable && weight >= 50 && weight <= 300 { add(["2", "4", "6", "8"], nil, noun: .byCount) }
        case .leafy:
            add(["2", "3", "4"], cup, noun: mass, system: .us)
            add(["2", "3"], cup, lead: "chopped ", noun: mass, system: .us)
            add(["100", "150", "200", "250"], grams, noun: mass, system: .metric)
            add(["1"], ("bunch", "bunches"), trail: ", chopped")
        case .herb:
            add(["1", "2", "3"], tbsp, lead: "chopped fresh ", noun: mass)
            add(["1/4", "1/2"], cup, lead: "chopped ", noun: mass, system: .us)
            add(["1"], ("small bunch", "small bunches"), trail: ", chopped", noun: mass)
            if !countable { add(["2", "3", "4", "6"], ("sprig", "sprigs")) }
        case .spice:
            if countable {
                add(["1", "2", "3"], nil, noun: .byCount)
            } else {
                // Teaspoons mostly; a tablespoon now and then.
                add(["1/4", "1/2", "1", "1 1/2", "2"], tsp)
                add(["1/2", "1", "1", "2"], tsp)
                add(["1"], tbsp)
                phrase("a pinch of ", "")
                if food.id == "ginger" {
                    add(["1", "2"], tbsp, lead: "grated ")
                    add(["1", "2"], tsp, lead: "minced ")
                }
                if Self.groundSpices.contains(food.id.rawValue) { add(["1/2", "1", "2"], tsp, lead: "ground ") }
            }
        case .liquid:
            add(["1/2", "1", "1 1/2", "2", "3", "4"], cup, system: .us)
            add(["100", "150", "200", "250", "400", "500", "750", "1000"], ml, system: .metric)
        case .cream:
            add(["1/4", "1/3", "1/2", "3/4", "1", "1 1/2"], cup, system: .us)
            add(["60", "100", "125", "150", "200", "250", "300"], ml, system: .metric)
            add(["2", "3"], tbsp)
        case .sauce:
            add(["1", "2", "3"], tbsp, noun: mass)
            add(["1", "2"], tsp, noun: mass)
        case .grain:
            add(["1/2", "3/4", "1", "1 1/2", "2"], cup, system: .us)
            add(["1"], cup, trail: ", rinsed", system: .us)
            add(["100", "150", "200", "250", "300"], grams, system: .metric)
        case .pasta:
            add(["200", "250", "300", "400", "500"], grams, system: .metric)
            add(["8", "12", "16"], ounce, system: .us)
            add(["1"], pound, system: .us)
        case .canned:
            let tinned = food.aisle == "canned"
            // "1 (400 g) can canned tomatoes" says canned twice: those go by the cup.
            if !food.name.hasPrefix("canned") {
                let metricCan = tinned ? ("(400 g) can", "(400 g) cans") : ("(400 ml) can", "(400 ml) cans")
                let usCan = tinned ? ("(15 oz) can", "(15 oz) cans") : ("(13.5 oz) can", "(13.5 oz) cans")
                let pulses = lineage.contains("beans") || lineage.contains("lentils")
                for trail in pulses ? [", drained and rinsed", ", drained", ""] : tinned ? [", drained", ""] : [""] {
                    add(["1", "1", "2"], metricCan, trail: trail, system: .metric)
                    add(["1", "1", "2"], usCan, trail: trail, system: .us)
                }
            }
            add(["1", "1 1/2", "2"], cup, noun: mass, system: .us)
        case .cheese:
            let lead = Self.crumblyCheeses.contains(food.id.rawValue) ? "crumbled "
                : Self.softCheeses.contains(food.id.rawValue) ? "" : "grated "
            add(["1/4", "1/2", "3/4", "1", "1 1/2", "2"], cup, lead: lead, system: .us)
            if lead == "grated " { add(["1/2", "1", "2"], cup, lead: "shredded ", system: .us) }
            add(["50", "75", "100", "125", "150", "200", "250"], grams, trail: lead.isEmpty ? "" : ", " + lead.dropLast(), system: .metric)
        case .fat:
            add(["1", "2", "3", "4"], tbsp)
            for trail in ["", ", melted", ", softened"] {
                add(["1/4", "1/2", "3/4", "1"], cup, trail: trail, system: .us)
                add(["25", "50", "75", "100", "125", "150", "200", "250"], grams, trail: trail, system: .metric)
            }
        case .dry:
            add(["1/4", "1/3", "1/2", "3/4", "1", "1 1/2", "2"], cup, system: .us)
            add(["1", "2", "3"], tbsp)
            add(["25", "50", "75", "100", "150", "200"], grams, system: .metric)
        case .flour:
            add(["1", "1 1/2", "2", "2 1/4", "2 1/2", "3"], cup, system: .us)
            add(["125", "150", "200", "250", "300", "350", "400"], grams, system: .metric)
        case .sugar:
            add(["1/4", "1/3", "1/2", "2/3", "3/4", "1"], cup, system: .us)
            add(["50", "75", "100", "150", "200"], grams, system: .metric)
        case .teaspoon:
            add(["1/2", "1", "1 1/2", "2"], tsp)
        case .nut:
            let chopped = !food.allergens.isDisjoint(with: [.treeNut, .peanut]) || lineage.contains("dried-fruit")
            let toasted = !food.allergens.isDisjoint(with: [.treeNut, .peanut, .sesame]) || food.id.rawValue.contains("seed")
            for lead in [""] + (chopped ? ["chopped "] : []) + (toasted ? ["toasted "] : []) {
                add(["1/4", "1/3", "1/2", "3/4", "1"], cup, lead: lead, noun: mass, system: .us)
            }
            add(["1", "2", "3"], tbsp, noun: mass)
            add(["25", "30", "50", "75", "100"], grams, noun: mass, system: .metric)
        case .garlic:
            for trail in [", minced", ", crushed", ", finely chopped", ", sliced", ""] {
                add(["1", "2", "2", "3", "3", "4", "5", "6"], ("clove", "cloves"), trail: trail)
            }
        case .salt:
            add(["1/4", "1/2", "1", "1 1/2", "2"], tsp)
            phrase("", " to taste")
            phrase("a pinch of ", "")
        case .pepper:
            add(["1/4", "1/2", "1"], tsp)
            phrase("", " to taste")
            phrase("freshly ground ", ", to taste")
        case .oil:
            add(["1", "2", "2", "3"], tbsp)
            add(["1/4", "1/3"], cup, system: .us)
            add(["30", "50", "60"], ml, system: .metric)
        case .bread:
            add(["2", "4", "6", "8"], ("slice", "slices"))
            if countable && weight > 0 && weight <= 150 { add(["1", "2", "4"], nil, noun: .byCount) }
        case .berry:
            add(["1/2", "1", "1 1/2", "2"], cup, noun: mass, system: .us)
            add(["100", "125", "150", "200", "250", "300"], grams, noun: mass, system: .metric)
        }
        return forms
    }

    static let groundSpices: Set<String> = ["cumin", "coriander", "cinnamon", "nutmeg", "allspice", "cardamom", "turmeric"]
    static let crumblyCheeses: Set<String> = ["feta", "goat-cheese", "blue-cheese", "queso-fresco", "cotija", "gorgonzola"]
    static let softCheeses: Set<String> = ["ricotta", "cream-cheese", "mascarpone", "fresh-mozzarella", "burrata", "halloumi"]
}

// MARK: - The larder: pools of checked foods

extension RecipeGenerator {
    /// The pools of foods, each with phrasings the parser reads back to that food. Built once per
    /// catalog (`shared(for:)`); immutable, so threads can share it.
    final class Larder: Sendable {
        /// The larder of the catalogs in use: building one parses every phrasing of every pooled
        /// food (seconds in a debug build), and it depends on nothing but the catalog.
        private static let built = Mutex<[ObjectIdentifier: Larder]>([:])

        static func shared(for catalog: FoodCatalog) -> Larder {
            if let larder = built.withLock({ $0[ObjectIdentifier(catalog)] }) { return larder }
            let larder = Larder(catalog: catalog)
            // The catalog is kept by its larder, so its identifier is never reused by another.
            return built.withLock { built in
                if let first = built[ObjectIdentifier(catalog)] { return first }
                built[ObjectIdentifier(catalog)] = larder
                return larder
            }
        }

        let catalog: FoodCatalog
        let items: [Item]
        let pools: [Pool: WeightedChoice<Int>]
        let accents: [String: WeightedChoice<Int>]
        let savoryTail: WeightedChoice<Int>
        let sweetTail: WeightedChoice<Int>
        let cuisines: WeightedChoice<String>
        let dishesByCuisine: [String: WeightedChoice<Int>]

        init(catalog: FoodCatalog) {
            self.catalog = catalog
            let parser = IngredientParser(catalog: catalog)
            var items: [Item] = []
            var known: [String: Int?] = [:]

            func item(_ id: String, _ measure: Measure) -> Int? {
                let key = "\(id)|\(measure)"
                if let found = known[key] { return found }
                var result: Int?
                if let food = catalog[Food.ID(id)] {
                    let ancestors = catalog.ancestors(of: food.id)
                    let probe = Item(food: food.id, name: food.name, plural: food.plural, ancestors: [], forms: [], measure: measure, catalog: catalog)
                    let forms = RecipeGenerator.forms(for: measure, food: food, ancestors: ancestors).filter { form in
                        Larder.samples(of: form).allSatisfy { parser.parse(form.render(probe, quantity: $0)).food == food.id }
                    }
                    if !forms.isEmpty {
                        items.append(Item(food: food.id, name: food.name, plural: food.plural,
                                          ancestors: ancestors, forms: forms, measure: measure, catalog: catalog))
                        result = items.count - 1
                    }
                }
                known[key] = result
                return result
            }

            var pools: [Pool: WeightedChoice<Int>] = [:]
            for pool in Pool.allCases {
                guard let entry = RecipeGenerator.pools[pool] else { continue }
                let (measure, foods) = entry
                var choice = WeightedChoice<Int>()
                for (id, weight) in foods {
                    if let index = item(id, measure) { choice.append(index, weight: weight) }
                }
                pools[pool] = choice
            }
            var accents: [String: WeightedChoice<Int>] = [:]
            for (cuisine, foods) in RecipeGenerator.accents {
                var choice = WeightedChoice<Int>()
                // The first accents are the signature ones: drawn a little more often.
                for (rank, (id, measure)) in foods.enumerated() {
                    if let index = item(id, measure) { choice.append(index, weight: 1.0 / Double(rank + 4)) }
                }
                accents[cuisine] = choice
            }
            func tail(_ aisles: [(String, Measure)]) -> WeightedChoice<Int> {
                var choice = WeightedChoice<Int>()
                let measures = Dictionary(uniqueKeysWithValues: aisles)
                for food in catalog.foods {
                    guard let measure = measures[food.aisle] else { continue }
                    if let index = item(food.id.rawValue, measure) { choice.append(index, weight: 1) }
                }
                return choice
            }
            savoryTail = tail(RecipeGenerator.savoryTail)
            sweetTail = tail(RecipeGenerator.sweetTail)
            self.items = items
            self.pools = pools
            self.accents = accents
            cuisines = WeightedChoice(RecipeGenerator.cuisines)
            var dishes: [String: WeightedChoice<Int>] = [:]
            for (cuisine, _) in RecipeGenerator.cuisines {
                var choice = WeightedChoice<Int>()
                for (index, (dish, weight)) in RecipeGenerator.dishes.enumerated()
                    where dish.cuisines.isEmpty || dish.cuisines.contains(cuisine) {
                    // A cuisine's own dishes come up about as often as all the general ones of a kind.
                    choice.append(index, weight: dish.cuisines.isEmpty ? weight : weight * 2.5)
                }
                dishes[cuisine] = choice
            }
            dishesByCuisine = dishes
        }

        /// Quantities to check a form with: one that takes the singular and one that takes the plural.
        static func samples(of form: Form) -> [String] {
            var samples: [String] = []
            if let one = form.quantities.first(where: Form.isOne) { samples.append(one) }
            if let many = form.quantities.first(where: { !Form.isOne($0) }) { samples.append(many) }
            return samples.isEmpty ? [""] : samples
        }

        func pool(_ pool: Pool) -> WeightedChoice<Int> { pools[pool] ?? WeightedChoice() }
    }
}

// MARK: - Writing one recipe

extension RecipeGenerator {
    struct Line {
        let item: Int
        let role: Role
        let hero: Bool
        /// Lines a recipe needs (its protein, its flour) are kept when a recipe runs long.
        let needed: Bool
    }

    struct Writer {
        let larder: Larder
        var random: SplitMix64
        var lines: [Line] = []
        var cuisine = ""
        var dish = RecipeGenerator.dishes[0].0

        init(larder: Larder, random: SplitMix64) {
            self.larder = larder
            self.random = random
        }

        mutating func write(number: Int) -> GeneratedRecipe {
            cuisine = larder.cuisines.draw(&random) ?? "American"
            if let index = larder.dishesByCuisine[cuisine]?.draw(&random) { dish = RecipeGenerator.dishes[index].0 }
            let metric = random.chance(RecipeGenerator.metricCuisines.contains(cuisine) ? 0.55 : cuisine == "American" ? 0.08 : 0.3)
            let target = draw(RecipeGenerator.ingredientCounts) ?? 9
            compose()
            fill(to: target)
            trim(to: target)
            lines.sort { $0.role < $1.role }

            let system: System = metric ? .metric : .us
            var ingredientLines: [String] = []
            var foods: [Food.ID] = []
            for line in lines {
                let item = larder.items[line.item]
                let forms = system == .metric ? item.metricForms : item.usForms
                let form = forms[random.below(forms.count)]
                let quantity = form.quantities[random.below(form.quantities.count)]
                ingredientLines.append(form.render(item, quantity: quantity))
                foods.append(item.food)
            }

            let title = makeTitle()
            let (prep, cook) = times()
            let mealTypes = drawMealTypes()
            let draft = RecipeDraft(
                id: "\(Recipe.slug(title))-\(number + 1)",
                title: title,
                servings: draw(RecipeGenerator.servings(for: dish.shape)) ?? 4,
                prepMinutes: prep,
                cookMinutes: cook,
                totalMinutes: prep + cook,
                cuisines: [cuisine],
                mealTypes: mealTypes,
                ingredientLines: ingredientLines,
                instructions: steps(cookMinutes: cook, metric: metric)
            )
            return GeneratedRecipe(draft: draft, lineFoods: foods)
        }

        // MARK: composing

        mutating func draw<T>(_ pairs: [(T, Double)]) -> T? {
            var total = 0.0
            for pair in pairs { total += pair.1 }
            var target = random.unit() * total
            for pair in pairs {
                if target < pair.1 { return pair.0 }
                target -= pair.1
            }
            return pairs.last?.0
        }

        func clashes(_ index: Int) -> Bool {
            let item = larder.items[index]
            for line in lines {
                let other = larder.items[line.item]
                if other.number == item.number || item.ancestorNumbers.contains(other.number)
                    || other.ancestorNumbers.contains(item.number) { return true }
            }
            return false
        }

        /// Adds a food from a choice of items; tries a few draws before giving up on a clash.
        @discardableResult
        mutating func add(from choice: WeightedChoice<Int>, _ role: Role, hero: Bool = false, needed: Bool = false) -> Bool {
            for _ in 0..<6 {
                guard let index = choice.draw(&random) else { return false }
                if clashes(index) { continue }
                lines.append(Line(item: index, role: role, hero: hero, needed: needed || hero))
                return true
            }
            return false
        }

        @discardableResult
        mutating func add(_ pool: Pool, _ role: Role, hero: Bool = false, needed: Bool = false) -> Bool {
            add(from: larder.pool(pool), role, hero: hero, needed: needed)
        }

        mutating func maybe(_ probability: Double, _ pool: Pool, _ role: Role) {
            if random.chance(probability) { add(pool, role) }
        }

        /// A food that says where the dish is from; it goes where its kind of food goes.
        mutating func accent(_ count: Int) {
            guard let choice = larder.accents[cuisine] else { return }
            for _ in 0..<count {
                guard let index = choice.draw(&random), !clashes(index) else { continue }
                lines.append(Line(item: index, role: RecipeGenerator.role(of: larder.items[index].measure), hero: false, needed: false))
            }
        }

        mutating func protein(meat: Double, fish: Double, plant: Double, hero: Bool = true) {
            let pool = draw([(Pool.meat, meat), (.fish, fish), (.plantProtein, plant)]) ?? .meat
            add(pool, .protein, hero: hero, needed: true)
        }

        mutating func savoryStaples(oil: Double = 0.75, salt: Double = 0.82, pepper: Double = 0.58) {
            maybe(oil, .oil, .oil)
            maybe(salt, .salt, .salt)
            maybe(pepper, .pepper, .pepper)
        }

        var isGingerCuisine: Bool { RecipeGenerator.gingerCuisines.contains(cuisine) }
        var isSweet: Bool { [.batter, .bake, .bowl, .chilled].contains(dish.shape) }

        mutating func compose() {
            switch dish.shape {
            case .main:
                protein(meat: 0.52, fish: 0.18, plant: 0.30)
                if let base = dish.base { add(base, .base, needed: true) } else { maybe(0.3, .starch, .base) }
                aromatics(onion: 0.62, garlic: 0.65)
                add(.vegetable, .vegetable)
                maybe(0.6, .vegetable, .vegetable)
                maybe(0.85, .savorySpice, .spice)
                accent(random.chance(0.5) ? 2 : 1)
                maybe(0.5, .liquid, .liquid)
                maybe(0.45, .sauce, .sauce)
                maybe(0.25, random.chance(0.5) ? .cheese : .dairy, .cheese)
                maybe(0.45, .herb, .herb)
                maybe(0.3, .savorySpice, .spice)
                tail(sweet: false)
                savoryStaples()
                maybe(0.06, .water, .water)
            case .soup:
                add(.stock, .liquid, needed: true)
                if random.chance(0.6) { protein(meat: 0.45, fish: 0.15, plant: 0.40) }
                if let base = dish.base { add(base, .base, needed: true) } else { maybe(0.3, random.chance(0.5) ? .potato : .starch, .base) }
                aromatics(onion: 0.78, garlic: 0.72)
                add(.vegetable, .vegetable, hero: !lines.contains { $0.hero })
                maybe(0.8, .vegetable, .vegetable)
                maybe(0.4, .vegetable, .vegetable)
                maybe(0.8, .savorySpice, .spice)
                accent(1)
                maybe(0.2, .dairy, .dairy)
                maybe(0.5, .herb, .herb)
                tail(sweet: false)
                savoryStaples(oil: 0.7)
                maybe(0.15, .water, .water)
            case .salad:
                add(.saladVegetable, .salad, hero: true)
                add(.saladVegetable, .salad)
                maybe(0.6, .saladVegetable, .salad)
                if let base = dish.base { add(base, .base, needed: true) }
                if random.chance(0.4) { protein(meat: 0.4, fish: 0.25, plant: 0.35, hero: false) }
                maybe(0.35, .cheese, .cheese)
                maybe(0.3, .nut, .nut)
                maybe(0.15, random.chance(0.5) ? .fruit : .berry, .fruit)
                maybe(0.5, .herb, .herb)
                add(.acid, .acid, needed: true)
                maybe(0.35, .sauce, .sauce)
                accent(1)
                savoryStaples(oil: 0.9, salt: 0.7, pepper: 0.6)
            case .eggBreakfast:
                add(.egg, .egg, hero: !random.chance(0.6), needed: true)
                add(.vegetable, .vegetable, hero: !lines.contains { $0.hero })
                maybe(0.5, .vegetable, .vegetable)
                maybe(0.35, .breakfastMeat, .protein)
                maybe(0.5, .cheese, .cheese)
                maybe(0.45, .herb, .herb)
                maybe(0.3, .milk, .dairy)
                maybe(0.35, .onion, .aromatic)
                maybe(0.5, .butter, .fat)
                maybe(0.3, .savorySpice, .spice)
                if random.chance(0.5) { accent(1) }
                savoryStaples(oil: 0.4, salt: 0.75, pepper: 0.6)
            case .batter:
                add(.flour, .flour, needed: true)
                maybe(0.85, .leavening, .leavening)
                maybe(0.85, .sugar, .sugar)
                add(.egg, .egg, needed: true)
                add(.milk, .dairy, needed: true)
                maybe(0.8, .butter, .fat)
                maybe(0.5, .vanilla, .extract)
                maybe(0.6, .salt, .salt)
                if random.chance(0.6) { add(random.chance(0.5) ? .berry : .fruit, .fruit, hero: true) }
                maybe(0.3, .sweetSpice, .spice)
                maybe(0.3, .sweetener, .sugar)
            case .bowl:
                let oats = dish.word.contains("Oat") || dish.word == "Porridge" || dish.word == "Granola"
                add(oats ? .oats : .yogurt, .base, needed: true)
                add(random.chance(0.55) ? .berry : .fruit, .fruit, hero: true)
                maybe(0.5, random.chance(0.5) ? .berry : .fruit, .fruit)
                if oats { maybe(0.75, .milk, .dairy) } else { maybe(0.3, .milk, .dairy) }
                maybe(0.6, .nut, .nut)
                maybe(0.6, .sweetener, .sugar)
                maybe(0.35, .sweetSpice, .spice)
                maybe(0.25, .vanilla, .extract)
                maybe(0.2, .salt, .salt)
            case .toast:
                add(dish.base ?? .bread, .base, needed: true)
                let hero = draw([(Pool.saladVegetable, 3), (.egg, 2), (.cheese, 1.5), (.breakfastMeat, 1), (.vegetable, 2)]) ?? .vegetable
                add(hero, hero == .egg ? .egg : hero == .cheese ? .cheese : hero == .breakfastMeat ? .protein : .vegetable, hero: true, needed: true)
                maybe(0.6, .vegetable, .vegetable)
                maybe(0.4, .cheese, .cheese)
                maybe(0.5, .herb, .herb)
                maybe(0.3, .acid, .acid)
                maybe(0.3, .savorySpice, .spice)
                if random.chance(0.5) { accent(1) }
                savoryStaples(oil: 0.6, salt: 0.7, pepper: 0.6)
            case .bake:
                add(.flour, .flour, needed: random.chance(0.9))
                add(.sugar, .sugar, needed: true)
                maybe(0.8, .butter, .fat)
                maybe(0.75, .egg, .egg)
                maybe(0.8, .leavening, .leavening)
                maybe(0.6, .vanilla, .extract)
                maybe(0.6, .salt, .salt)
                let flavor = draw([(Pool.fruit, 3), (.berry, 3), (.chocolate, 3), (.nut, 1.5), (.sweetSpice, 0.5)]) ?? .fruit
                add(flavor, flavor == .nut ? .nut : flavor == .sweetSpice ? .spice : flavor == .chocolate ? .flavoring : .fruit, hero: true)
                maybe(0.4, .creamyLiquid, .dairy)
                maybe(0.25, .nut, .nut)
                maybe(0.35, .sweetSpice, .spice)
                tail(sweet: true)
            case .chilled:
                if let base = dish.base { add(base, .base, needed: true) }
                add(.creamyLiquid, .dairy, needed: true)
                maybe(0.4, .yogurt, .dairy)
                add(random.chance(0.7) ? .sugar : .sweetener, .sugar)
                let flavor = draw([(Pool.berry, 3), (.fruit, 2), (.chocolate, 2)]) ?? .berry
                add(flavor, flavor == .chocolate ? .flavoring : .fruit, hero: true)
                maybe(0.6, .vanilla, .extract)
                maybe(0.3, .egg, .egg)
                maybe(0.2, .nut, .nut)
                maybe(0.2, .sweetSpice, .spice)
            case .dip:
                if random.chance(0.6) { add(.dipBase, .protein, hero: true) } else { add(.vegetable, .vegetable, hero: true) }
                maybe(0.4, random.chance(0.5) ? .yogurt : .sauce, .sauce)
                maybe(0.8, .acid, .acid)
                maybe(0.7, .garlic, .aromatic)
                maybe(0.6, .savorySpice, .spice)
                maybe(0.5, .herb, .herb)
                accent(1)
                savoryStaples(oil: 0.8, salt: 0.8, pepper: 0.4)
            case .fritter:
                if random.chance(0.3) { add(.plantProtein, .protein, hero: true) } else { add(.vegetable, .vegetable, hero: true) }
                if let base = dish.base { add(base, .base, needed: true) } else { maybe(0.7, .flour, .flour) }
                maybe(0.6, .egg, .egg)
                aromatics(onion: 0.5, garlic: 0.4)
                add(.savorySpice, .spice)
                maybe(0.5, .savorySpice, .spice)
                maybe(0.5, .herb, .herb)
                maybe(0.3, .cheese, .cheese)
                accent(1)
                savoryStaples(oil: 0.9, salt: 0.85, pepper: 0.5)
            case .skewer:
                protein(meat: 0.6, fish: 0.25, plant: 0.15)
                add(.vegetable, .vegetable)
                maybe(0.5, .vegetable, .vegetable)
                add(.sauce, .sauce)
                maybe(0.5, .acid, .acid)
                maybe(0.6, .garlic, .aromatic)
                add(.savorySpice, .spice)
                maybe(0.5, .savorySpice, .spice)
                maybe(0.4, .herb, .herb)
                maybe(0.2, .sweetener, .sugar)
                accent(random.chance(0.5) ? 2 : 1)
                savoryStaples(oil: 0.8, salt: 0.8, pepper: 0.5)
            case .wrap:
                add(dish.base ?? .tortilla, .base, needed: true)
                protein(meat: 0.5, fish: 0.2, plant: 0.3)
                add(random.chance(0.5) ? .saladVegetable : .vegetable, .vegetable)
                maybe(0.6, .saladVegetable, .salad)
                maybe(0.4, .cheese, .cheese)
                maybe(0.6, .sauce, .sauce)
                maybe(0.5, .herb, .herb)
                maybe(0.4, .acid, .acid)
                maybe(0.5, .savorySpice, .spice)
                maybe(0.4, .onion, .aromatic)
                accent(random.chance(0.5) ? 2 : 1)
                savoryStaples(oil: 0.5, salt: 0.6, pepper: 0.4)
            }
        }

        mutating func aromatics(onion: Double, garlic: Double) {
            maybe(onion, .onion, .aromatic)
            maybe(garlic, .garlic, .aromatic)
            maybe(isGingerCuisine ? 0.45 : 0.05, .ginger, .aromatic)
        }

        mutating func tail(sweet: Bool) {
            if random.chance(0.3) { add(from: sweet ? larder.sweetTail : larder.savoryTail, .tail) }
        }

        /// Pools that round a recipe up to its length, by shape.
        var fillers: [(Pool, Role, Double)] {
            switch dish.shape {
            case .main, .soup, .skewer, .wrap, .fritter:
                [(.vegetable, .vegetable, 5), (.savorySpice, .spice, 3), (.sauce, .sauce, 2), (.herb, .herb, 2),
                 (.liquid, .liquid, 1), (.cheese, .cheese, 0.7), (.acid, .acid, 0.7)]
            case .salad, .toast, .dip, .eggBreakfast:
                [(.saladVegetable, .salad, 4), (.herb, .herb, 2), (.nut, .nut, 1), (.cheese, .cheese, 1),
                 (.sauce, .sauce, 1), (.savorySpice, .spice, 1)]
            case .batter, .bake, .bowl, .chilled:
                [(.berry, .fruit, 2), (.fruit, .fruit, 1.5), (.nut, .nut, 2), (.sweetSpice, .spice, 1.5),
                 (.chocolate, .flavoring, 1), (.sweetener, .sugar, 1), (.creamyLiquid, .dairy, 0.8)]
            }
        }

        mutating func fill(to target: Int) {
            let fillers = self.fillers
            var attempts = 0
            while lines.count < target && attempts < 40 {
                attempts += 1
                if !isSweet && random.chance(0.2) {
                    accent(1)
                    continue
                }
                let pick = fillers[weightedIndex(fillers.map(\.2))]
                add(pick.0, pick.1)
            }
        }

        mutating func weightedIndex(_ weights: [Double]) -> Int {
            var target = random.unit() * weights.reduce(0, +)
            for (index, weight) in weights.enumerated() {
                if target < weight { return index }
                target -= weight
            }
            return weights.count - 1
        }

        /// Drops optional lines, last added first, until the recipe is no longer than the target.
        mutating func trim(to target: Int) {
            var index = lines.count - 1
            while lines.count > max(target, 4) && index >= 0 {
                if !lines[index].needed {
                    lines.remove(at: index)
                }
                index -= 1
            }
            while lines.count > 16, let last = lines.lastIndex(where: { !$0.hero }) { lines.remove(at: last) }
        }

        // MARK: title, times, meal types

        func titleName(_ line: Line?, plural: Bool = false) -> String? {
            guard let line else { return nil }
            let item = larder.items[line.item]
            if plural, let many = item.plural { return RecipeGenerator.titleCase(many) }
            // "Chickpea and Spinach Curry", not "Chickpeas and Spinach Curry"; "Hummus" stays.
            var words = item.name.split(separator: " ").map(String.init)
            if item.plural == nil, let last = words.last, last.count > 3, last.hasSuffix("s"),
               !last.hasSuffix("ss"), !last.hasSuffix("us"), !last.hasSuffix("is") {
                words[words.count - 1] = last.hasSuffix("ies") ? String(last.dropLast(3)) + "y" : String(last.dropLast())
            }
            return RecipeGenerator.titleCase(words.joined(separator: " "))
        }

        mutating func makeTitle() -> String {
            let sweet = isSweet
            let heroLine = lines.first { $0.hero } ?? lines.first { $0.role == .protein || $0.role == .vegetable || $0.role == .fruit } ?? lines.first
            let others = lines.filter { line in
                line.item != heroLine?.item && [.vegetable, .salad, .fruit, .herb, .nut, .cheese, .protein, .flavoring].contains(line.role)
            }
            let hero = titleName(heroLine) ?? "House"
            let second = others.first.flatMap { titleName($0) }
            let third = others.dropFirst().first.flatMap { titleName($0) }
            let also = second ?? hero, last = third ?? hero
            let adjectives = sweet ? RecipeGenerator.sweetAdjectives : RecipeGenerator.savoryAdjectives
            let adjective = random.element(of: adjectives) ?? "Easy"
            let word = dish.word
            var patterns: [(Int, Double)] = [(0, 4)]
            if second != nil { patterns += [(1, 3), (5, 1)] }
            if !word.contains(cuisine) { patterns.append((2, sweet ? 0.5 : 2)) }
            if second != nil && (dish.shape == .main || dish.shape == .skewer) && dish.cook != .none { patterns.append((3, 2)) }
            if second != nil && third != nil { patterns.append((4, 1.5)) }
            switch draw(patterns) ?? 0 {
            case 1: return "\(hero) and \(also) \(word)"
            case 2: return "\(cuisine) \(hero) \(word)"
            case 3:
                let secondPlural = others.first.flatMap { titleName($0, plural: true) } ?? also
                return "\(random.element(of: RecipeGenerator.techniques) ?? "Roasted") \(hero) with \(secondPlural)"
            case 4: return "\(hero) \(word) with \(also) and \(last)"
            case 5: return "\(adjective) \(also) and \(hero) \(word)"
            default: return "\(adjective) \(hero) \(word)"
            }
        }

        mutating func triangular(_ low: Double, _ mode: Double, _ high: Double) -> Double {
            let u = random.unit()
            let split = (mode - low) / (high - low)
            return u < split ? low + ((high - low) * (mode - low) * u).squareRoot()
                : high - ((high - low) * (high - mode) * (1 - u)).squareRoot()
        }

        mutating func times() -> (prep: Int, cook: Int) {
            let prep = draw(RecipeGenerator.prepMinutes) ?? 15
            let raw: Double
            switch dish.cook {
            case .none: raw = random.chance(0.9) ? 0 : 5
            case .chill: raw = random.chance(0.8) ? 0 : triangular(5, 10, 20)
            case .quick: raw = triangular(5, 10, 25)
            case .medium: raw = triangular(15, 30, 60)
            case .long: raw = triangular(45, 90, 240)
            case .bake: raw = triangular(15, 30, 75)
            }
            let cook = min(240, max(0, Int((raw / 5).rounded()) * 5))
            return (prep, cook)
        }

        mutating func drawMealTypes() -> [MealType] {
            let count = draw(RecipeGenerator.mealTypeCounts) ?? 1
            var choices = RecipeGenerator.mealTypes(for: dish.shape)
            var chosen: [MealType] = []
            while chosen.count < count && !choices.isEmpty {
                let index = weightedIndex(choices.map(\.1))
                chosen.append(choices.remove(at: index).0)
            }
            return chosen.sorted()
        }

        // MARK: steps

        func names(_ roles: Set<Role>) -> String? {
            let found = lines.filter { roles.contains($0.role) }.map { larder.items[$0.item].stepName }
            return RecipeGenerator.list(found)
        }

        mutating func steps(cookMinutes cook: Int, metric: Bool) -> [String] {
            let oven = metric ? "Heat the oven to \(random.chance(0.5) ? 180 : 200) °C." : "Heat the oven to \(random.chance(0.5) ? 350 : 400) °F."
            let vessel = ["Stir-Fry", "Noodles", "Fried Rice", "Chow Mein", "Pad Thai", "Nasi Goreng", "Pancit"].contains(dish.word) ? "wok"
                : dish.cook == .long || dish.shape == .soup ? "heavy pot" : "large frying pan"
            let minutes = max(cook, 5)
            let proteins = lines.filter { $0.role == .protein }.map { larder.items[$0.item] }
            let pulses = proteins.filter { $0.measure == .canned }.map(\.stepName)
            let meats = proteins.filter { $0.measure != .canned }.map(\.stepName)
            var candidates: [String] = []
            func add(_ text: String?) { if let text { candidates.append(text) } }
            switch dish.shape {
            case .main, .soup:
                if dish.cook == .bake { candidates.append(oven) }
                add(names([.vegetable]).map { "Chop the \($0) into bite-size pieces." })
                add(names([.oil, .fat]).map { "Heat the \($0) in a \(vessel) over medium heat." })
                add(names([.aromatic]).map { "Add the \($0) and cook, stirring, until soft, about \(random.within(3...8)) minutes." })
                add(RecipeGenerator.list(meats).map { "Add the \($0) and cook until browned all over." })
                add(names([.spice]).map { "Stir in the \($0) and cook for a minute until fragrant." })
                add(names([.liquid, .sauce, .water]).map { "Pour in the \($0), bring to a simmer and cook for \(minutes) minutes." })
                add(RecipeGenerator.list(pulses).map { "Stir in the \($0) and heat through." })
                add(names([.base]).map { "Meanwhile, cook the \($0) according to the packet instructions." })
                add(names([.herb, .cheese, .dairy, .accent]).map { "Season to taste and finish with the \($0)." })
            case .salad:
                add(names([.salad, .vegetable]).map { "Wash and slice the \($0), then arrange in a wide bowl." })
                add(names([.protein, .base]).map { "Cook the \($0) until done, then leave to cool a little." })
                add(names([.oil, .acid, .sauce, .spice]).map { "Whisk the \($0) together to make a dressing." })
                add(names([.cheese, .nut, .fruit, .herb, .accent]).map { "Toss everything with the dressing and top with the \($0)." })
            case .eggBreakfast:
                add(names([.egg]).map { "Whisk the \($0) with a pinch of salt." })
                add(names([.fat, .oil]).map { "Melt the \($0) in a non-stick pan over medium heat." })
                add(names([.vegetable, .aromatic, .protein]).map { "Cook the \($0) for \(random.within(3...6)) minutes." })
                add("Pour in the eggs and cook gently until just set, about \(min(minutes, 8)) minutes.")
                add(names([.cheese, .herb, .accent]).map { "Scatter over the \($0) and serve straight away." })
            case .batter, .bake:
                if dish.cook == .bake { candidates.append(oven) }
                add(names([.flour, .leavening, .salt, .spice]).map { "Whisk the \($0) together in a bowl." })
                add(names([.fat, .sugar, .egg]).map { "In another bowl, beat the \($0) until smooth." })
                add(names([.dairy, .extract]).map { "Stir in the \($0), then fold in the dry ingredients." })
                add(names([.fruit, .nut, .flavoring]).map { "Fold through the \($0)." })
                add(dish.cook == .bake ? "Bake for \(minutes) minutes, until golden and set."
                    : "Cook in batches in a hot pan, about \(max(2, minutes / 4)) minutes a side.")
                add("Leave to cool for a few minutes before serving.")
            case .bowl, .chilled:
                add(names([.base, .dairy]).map { "Combine the \($0) in a saucepan or bowl." })
                add(names([.sugar, .extract, .spice]).map { "Stir in the \($0)." })
                add(cook > 0 ? "Cook gently for \(cook) minutes, stirring often." : "Cover and chill for at least 2 hours.")
                add(names([.fruit, .nut, .flavoring]).map { "Top with the \($0) and serve." })
            case .toast:
                add(names([.base]).map { "Toast the \($0) until golden." })
                add(names([.egg, .protein, .vegetable]).map { "Prepare the \($0)." })
                add(names([.cheese, .herb, .acid, .spice, .accent]).map { "Pile everything on the toast and finish with the \($0)." })
            case .dip:
                add(names([.protein, .vegetable]).map { "Drain or roast the \($0) as needed." })
                add(names([.sauce, .acid, .aromatic, .spice]).map { "Blend with the \($0) until smooth." })
                add(names([.oil, .herb, .accent]).map { "Spoon into a bowl and finish with the \($0)." })
            case .fritter:
                add(names([.vegetable, .protein]).map { "Grate or mash the \($0) and squeeze out any liquid." })
                add(names([.flour, .egg, .base, .spice, .herb, .aromatic]).map { "Mix in the \($0) and shape into small patties." })
                add(names([.oil]).map { "Fry in the \($0) for \(max(2, minutes / 3)) minutes a side, until crisp." })
                add(names([.sauce, .accent, .cheese]).map { "Serve with the \($0)." })
            case .skewer:
                add(names([.sauce, .acid, .spice, .aromatic]).map { "Mix the \($0) into a marinade." })
                add(names([.protein, .vegetable]).map { "Toss the \($0) in the marinade and thread onto skewers." })
                add("Grill or broil for \(minutes) minutes, turning once.")
                add(names([.herb, .accent]).map { "Serve scattered with the \($0)." })
            case .wrap:
                add(names([.protein]).map { "Cook the \($0) in a hot pan for \(minutes) minutes." })
                add(names([.vegetable, .salad, .aromatic]).map { "Slice the \($0)." })
                add(names([.base]).map { "Warm the \($0)." })
                add(names([.sauce, .cheese, .herb, .acid, .accent]).map { "Fill and top with the \($0)." })
            }
            let target = draw(RecipeGenerator.stepCounts) ?? 4
            var spare = ["Taste and adjust the seasoning.", "Serve hot.", "Leave to rest for 5 minutes before serving.",
                         "Serve straight away.", "Divide between plates and serve."]
            if isSweet { spare = ["Serve warm or at room temperature.", "Keep in an airtight container for up to 3 days."] }
            while candidates.count < max(2, target) && !spare.isEmpty {
                candidates.append(spare.remove(at: random.below(spare.count)))
            }
            while candidates.count > target && candidates.count > 2 {
                candidates.remove(at: 1 + random.below(candidates.count - 2))
            }
            return candidates
        }
    }

    /// Where a food of a measure goes in a recipe when it comes in as a cuisine's accent.
    static func role(of measure: Measure) -> Role {
        switch measure {
        case .spice, .teaspoon: .spice
        case .herb: .herb
        case .cheese: .cheese
        case .sauce: .sauce
        case .liquid, .canned: .liquid
        case .cream: .dairy
        case .meat: .protein
        case .produce, .leafy, .berry: .vegetable
        case .grain, .pasta: .base
        case .fat: .fat
        case .sugar: .sugar
        case .flour: .flour
        case .oil: .oil
        case .salt: .salt
        case .pepper: .pepper
        case .garlic: .aromatic
        case .nut, .piece, .dry, .bread: .accent
        }
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ words: [String]) -> String? {
        switch words.count {
        case 0: nil
        case 1: words[0]
        default: words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
        }
    }

    /// "chicken thigh" becomes "Chicken Thigh", "all-purpose flour" "All-Purpose Flour".
    static func titleCase(_ text: String) -> String {
        var result = ""
        var startOfWord = true
        for character in text {
            result.append(startOfWord ? Character(character.uppercased()) : character)
            startOfWord = character == " " || character == "-"
        }
        return result
    }
}
