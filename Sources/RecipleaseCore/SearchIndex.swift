import Foundation

/// How results are ordered when the user says what they have.
public enum Ranking: String, Sendable, Codable, CaseIterable {
    /// Most of my foods used first (then fewest missing).
    case maxUsed = "max-used"
    /// Fewest missing foods first (then most used).
    case minMissing = "min-missing"
}

public struct SearchQuery: Sendable, Hashable {
    /// The foods the user has.
    public var foods: [Food.ID]
    /// Title words; each must begin a word of the title (case- and accent-insensitive).
    public var text: String
    /// Every one of these diets must hold.
    public var diets: Set<Diet>
    /// Recipes containing any of these allergen groups are left out.
    public var intolerances: Set<Allergen>
    /// Any of these cuisines (case-insensitive); empty means any cuisine.
    public var cuisines: Set<String>
    /// Any of these meal types; empty means any.
    public var mealTypes: Set<MealType>
    /// Ready within this many minutes; recipes without a time are left out when set.
    public var maxReadyTime: Int?
    /// At most this many missing foods (with foods given).
    public var maxMissing: Int?
    public var ranking: Ranking
    /// Leave pantry staples (salt, pepper, water, oil, ...) out of used and missing.
    public var ignorePantry: Bool
    public var limit: Int
    public var offset: Int

    public init(
        foods: [Food.ID] = [], text: String = "", diets: Set<Diet> = [], intolerances: Set<Allergen> = [],
        cuisines: Set<String> = [], mealTypes: Set<MealType> = [], maxReadyTime: Int? = nil, maxMissing: Int? = nil,
        ranking: Ranking = .maxUsed, ignorePantry: Bool = true, limit: Int = 20, offset: Int = 0
    ) {
        self.foods = foods
        self.text = text
        self.diets = diets
        self.intolerances = intolerances
        self.cuisines = cuisines
        self.mealTypes = mealTypes
        self.maxReadyTime = maxReadyTime
        self.maxMissing = maxMissing
        self.ranking = ranking
        self.ignorePantry = ignorePantry
        self.limit = limit
        self.offset = offset
    }
}

public struct SearchHit: Sendable, Hashable {
    public let recipe: Recipe
    public let used: [Food.ID]
    public let missed: [Food.ID]
}

public struct SearchResults: Sendable {
    public let total: Int
    public let hits: [SearchHit]

    public init(total: Int, hits: [SearchHit]) {
        self.total = total
        self.hits = hits
    }

    public static let empty = SearchResults(total: 0, hits: [])
}

/// The in-memory index: posting lists from food to recipes.
public struct SearchIndex: Sendable {
    public let catalog: FoodCatalog
    private var slots: [Recipe?] = []
    private var slotByID: [Recipe.ID: Int] = [:]
    private var postings: [Food.ID: [Int]] = [:]
    /// Distinct foods per slot, staples included, and how many of them are not staples.
    private var foodsBySlot: [[Food.ID]] = []
    private var nonPantryCount: [Int] = []
    /// Slots in title order, for browsing without ingredients.
    private var titleOrder: [Int] = []
    private let pantry: Set<Food.ID>

    /// Staples nobody shops for on purpose; ignored by default. Their descendants count too.
    public static let pantryStaples: [Food.ID] = ["salt", "black-pepper", "water", "oil", "ice", "cooking-spray"]

    public init(catalog: FoodCatalog, recipes: [Recipe] = []) {
        self.catalog = catalog
        var pantry: Set<Food.ID> = []
        for staple in SearchIndex.pantryStaples where catalog[staple] != nil {
            pantry.insert(staple)
            pantry.formUnion(catalog.descendants(of: staple))
        }
        self.pantry = pantry
        for recipe in recipes { insert(recipe) }
        sortTitles()
    }

    public var count: Int { slotByID.count }

    public func recipe(_ id: Recipe.ID) -> Recipe? { slotByID[id].flatMap { slots[$0] } }

    public var allRecipes: [Recipe] { titleOrder.compactMap { slots[$0] } }

    public func isPantryStaple(_ food: Food.ID) -> Bool { pantry.contains(food) }

    /// Adds a recipe, or replaces the one with the same id.
    public mutating func upsert(_ recipe: Recipe) {
        remove(recipe.id)
        insert(recipe)
        sortTitles()
    }

    public mutating func remove(_ id: Recipe.ID) {
        guard let slot = slotByID.removeValue(forKey: id) else { return }
        for food in foodsBySlot[slot] {
            postings[food]?.removeAll { $0 == slot }
        }
        slots[slot] = nil
        foodsBySlot[slot] = []
        nonPantryCount[slot] = 0
        titleOrder.removeAll { $0 == slot }
    }

    private mutating func insert(_ recipe: Recipe) {
        let slot = slots.count
        let foods = recipe.foods
        slots.append(recipe)
        slotByID[recipe.id] = slot
        foodsBySlot.append(foods)
        nonPantryCount.append(foods.filter { !pantry.contains($0) }.count)
        for food in foods { postings[food, default: []].append(slot) }
        titleOrder.append(slot)
    }

    private mutating func sortTitles() {
        let slots = self.slots
        titleOrder.sort { lhs, rhs in
            let a = slots[lhs]!, b = slots[rhs]!
            let order = a.title.localizedCaseInsensitiveCompare(b.title)
            return order == .orderedSame ? a.id < b.id : order == .orderedAscending
        }
    }

    /// Recipes that use at least one of the foods, ranked; with no foods, every recipe by title.
    public func search(_ query: SearchQuery) -> SearchResults {
        let limit = max(0, query.limit), offset = max(0, query.offset)
        guard !query.foods.isEmpty else {
            let page = titleOrder.dropFirst(offset).prefix(limit).compactMap { slot -> SearchHit? in
                guard let recipe = slots[slot] else { return nil }
                let missed = foodsBySlot[slot].filter { !query.ignorePantry || !pantry.contains($0) }
                return SearchHit(recipe: recipe, used: [], missed: missed)
            }
            return SearchResults(total: titleOrder.count, hits: page)
        }
        let matching = matchingFoods(query)
        var used: [Int: Int] = [:]
        for food in matching {
            for slot in postings[food] ?? [] { used[slot, default: 0] += 1 }
        }
        struct Candidate { let slot: Int; let used: Int; let missed: Int }
        let candidates = used.map { slot, count in
            let total = query.ignorePantry ? nonPantryCount[slot] : foodsBySlot[slot].count
            return Candidate(slot: slot, used: count, missed: total - count)
        }
        let sorted = candidates.sorted { a, b in
            let (first, second) = query.ranking == .maxUsed ? ((a.used, b.used), (b.missed, a.missed)) : ((b.missed, a.missed), (a.used, b.used))
            if first.0 != first.1 { return first.0 > first.1 }
            if second.0 != second.1 { return second.0 > second.1 }
            return titleRank(a.slot, b.slot)
        }
        let hits = sorted.dropFirst(offset).prefix(limit).compactMap { candidate -> SearchHit? in
            guard let recipe = slots[candidate.slot] else { return nil }
            var usedFoods: [Food.ID] = [], missedFoods: [Food.ID] = []
            for food in foodsBySlot[candidate.slot] where !(query.ignorePantry && pantry.contains(food)) {
                if matching.contains(food) { usedFoods.append(food) } else { missedFoods.append(food) }
            }
            return SearchHit(recipe: recipe, used: usedFoods, missed: missedFoods)
        }
        return SearchResults(total: candidates.count, hits: hits)
    }

    /// The recipe foods a query's foods stand for: each food with its ancestors and descendants.
    private func matchingFoods(_ query: SearchQuery) -> Set<Food.ID> {
        var matching: Set<Food.ID> = []
        for food in query.foods { matching.formUnion(catalog.family(of: food)) }
        if query.ignorePantry { matching.subtract(pantry) }
        return matching
    }

    private func titleRank(_ lhs: Int, _ rhs: Int) -> Bool {
        let a = slots[lhs]!, b = slots[rhs]!
        let order = a.title.localizedCaseInsensitiveCompare(b.title)
        return order == .orderedSame ? a.id < b.id : order == .orderedAscending
    }
}
