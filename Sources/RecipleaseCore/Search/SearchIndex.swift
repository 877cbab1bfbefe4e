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
    /// Per-serving calorie, protein, carbohydrate and sodium limits; recipes without a
    /// nutrition estimate are left out by any limit that is set.
    public var nutrition: NutritionLimits
    public var ranking: Ranking
    /// Leave pantry staples (salt, pepper, water, oil, ...) out of used and missing.
    public var ignorePantry: Bool
    /// Whose own recipes may be found besides the shared library; nil finds the library only.
    public var viewer: String?
    /// Other owners' recipes this query may find too: what a household's members share with the
    /// viewer. Ids the index lacks, or of the library, change nothing.
    public var alsoSees: Set<Recipe.ID> = []
    public var limit: Int
    public var offset: Int

    public init(
        foods: [Food.ID] = [], text: String = "", diets: Set<Diet> = [], intolerances: Set<Allergen> = [],
        cuisines: Set<String> = [], mealTypes: Set<MealType> = [], maxReadyTime: Int? = nil, maxMissing: Int? = nil,
        nutrition: NutritionLimits = NutritionLimits(), ranking: Ranking = .maxUsed, ignorePantry: Bool = true, viewer: String? = nil, limit: Int = 20, offset: Int = 0
    ) {
        self.viewer = viewer
        self.foods = foods
        self.text = text
        self.diets = diets
        self.intolerances = intolerances
        self.cuisines = cuisines
        self.mealTypes = mealTypes
        self.maxReadyTime = maxReadyTime
        self.maxMissing = maxMissing
        self.nutrition = nutrition
        self.ranking = ranking
        self.ignorePantry = ignorePantry
        self.limit = limit
        self.offset = offset
    }
}

public struct SearchHit: Sendable, Hashable {
    public let recipe: Recipe
    /// The recipe's foods that the user's foods stand for, in recipe order.
    public let used: [Food.ID]
    /// The recipe's other foods (pantry staples left out when the query ignores them).
    public let missed: [Food.ID]

    public init(recipe: Recipe, used: [Food.ID], missed: [Food.ID]) {
        self.recipe = recipe
        self.used = used
        self.missed = missed
    }
}

/// How many results fall under each filter value, over the whole result set.
public struct SearchFacets: Sendable, Hashable {
    public var cuisines: [String: Int] = [:]
    public var diets: [Diet: Int] = [:]
    public var mealTypes: [MealType: Int] = [:]

    public init() {}
}

public struct SearchResults: Sendable {
    public let total: Int
    public let hits: [SearchHit]
    public let facets: SearchFacets

    public init(total: Int, hits: [SearchHit], facets: SearchFacets = SearchFacets()) {
        self.total = total
        self.hits = hits
        self.facets = facets
    }

    public static let empty = SearchResults(total: 0, hits: [])
}

/// The in-memory search index.
///
/// Posting lists from food to recipe slots, per-recipe facet masks in flat arrays, title tokens
/// for text, and the title order for browsing. A query counts, per recipe, how many of its foods
/// the user's foods stand for (one pass over the posting lists into a scratch counter), filters
/// with the masks, and picks the page with a histogram threshold and a partial selection, so
/// it never sorts the whole result set.
///
/// Ranking, exactly (the SQL of `reciplease bench search` reproduces it):
/// - P = pantry staples and their descendants when `ignorePantry`, else nothing.
/// - M = the foods the user's foods cover (`FoodCatalog.covered(byHaving:)`: ancestors and
///   descendants except across a kind marked apart), minus P; E = the user's foods minus P.
/// - For a recipe with counted foods C (its distinct foods minus P): used = |C ∩ M|,
///   exact = |C ∩ E|, missed = |C| − used. Only recipes with used ≥ 1 are results.
/// - max-used: used desc, exact desc, missed asc, title key, id. min-missing: missed asc,
///   used desc, exact desc, title key, id. No foods: title key, id.
public struct SearchIndex: Sendable {
    public let catalog: FoodCatalog

    /// Staples nobody shops for on purpose; ignored by default. Their descendants count too.
    public static let pantryStaples: [Food.ID] = ["salt", "black-pepper", "water", "oil", "ice", "cooking-spray"]

    var slots: [Recipe?] = []
    var slotByID: [Recipe.ID: Int32] = [:]
    /// Recipe slots per food number (`catalog.number(of:)`).
    var postings: [[UInt32]]
    let isPantry: [Bool]
    // Per slot: counted foods with and without staples, and facet masks.
    var foodCount: [UInt8] = []
    var countedFoodCount: [UInt8] = []
    var dietMask: [UInt8] = []
    var mealMask: [UInt8] = []
    var allergenMask: [UInt16] = []
    var cuisineMask: [UInt64] = []
    /// Each slot's facet class: its diet, meal type and cuisine masks as one number, so a
    /// query counts a result's facets with one increment (`facetClasses` has the masks back).
    var facetClass: [UInt32] = []
    var facetClasses: [FacetClass] = [FacetClass()]
    var facetClassNumbers: [FacetClass: UInt32] = [FacetClass(): 0]
    /// Total minutes, `UInt16.max` when unknown.
    var minutes: [UInt16] = []
    /// Per-serving nutrition in `IndexedNutrition`'s units, a column per nutrient so a filter
    /// reads two bytes a recipe; `UInt16.max` when the recipe has no estimate.
    var energy: [UInt16] = []
    var protein: [UInt16] = []
    var carbohydrate: [UInt16] = []
    var sodium: [UInt16] = []
    /// Gives a recipe's per-serving nutrition when it is added.
    var nutritionSource: NutritionSource
    /// The owner's number per slot (0 for the shared library), and the numbers given to owners.
    var ownerNumber: [UInt32] = []
    var ownerNumbers: [String: UInt32] = [:]
    /// Slots in title order, and each slot's place in it.
    var titleOrder: [UInt32] = []
    var titleRank: [UInt32] = []
    /// Title word to slots; `titleWords` keeps the words sorted for prefix look-ups.
    var titlePostings: [String: [UInt32]] = [:]
    var titleWords: [String] = []
    /// How many shared-library recipes carry each cuisine bit, so "which cuisines are there"
    /// is answered without a pass over the recipes.
    var libraryCuisineCounts = [Int](repeating: 0, count: 64)
    let scratch = ScratchPool()

    /// `nutrition` gives each recipe's per-serving values as it is added; by default the
    /// estimate from its lines (`RecipeNutrition.estimate`), through a memo of the lines for
    /// the recipes given here (a million recipes repeat their lines), and in full for each later one.
    public init(catalog: FoodCatalog, recipes: [Recipe] = [], nutrition: NutritionSource? = nil) {
        self.catalog = catalog
        // Many recipes: their nutrition is worked out on the other cores while this one fills.
        let batch = recipes.count < NutritionBatch.minimumRecipes ? nil : NutritionBatch(recipes: recipes) {
            if let nutrition { return nutrition }
            let memo = RecipeNutrition.Memo(catalog: catalog)
            return { memo.perServing($0) }
        }
        if batch != nil {
            nutritionSource = { _ in nil }
        } else if let nutrition {
            nutritionSource = nutrition
        } else {
            let memo = RecipeNutrition.Memo(catalog: catalog)
            nutritionSource = { memo.perServing($0) }
        }
        postings = Array(repeating: [], count: catalog.foods.count)
        var isPantry = Array(repeating: false, count: catalog.foods.count)
        for staple in SearchIndex.pantryStaples where catalog[staple] != nil {
            for id in [staple] + catalog.descendants(of: staple) {
                if let number = catalog.number(of: id) { isPantry[number] = true }
            }
        }
        self.isPantry = isPantry
        reserve(recipes.count)
        for recipe in recipes {
            if let slot = slotByID[recipe.id] { clear(slot: Int(slot)) }
            append(recipe)
        }
        if let batch {
            // A recipe's slot is its place in `recipes`; a later one with the same id left a hole.
            for (slot, values) in batch.finish().enumerated() where slots[slot] != nil {
                setNutrition(values, slot: slot)
            }
        }
        rebuildTitleOrder()
        if nutrition == nil { nutritionSource = SearchIndex.estimatedNutrition(catalog) }
    }

    /// The key titles sort by: folded words joined by single spaces, compared bytewise.
    public static func titleKey(_ title: String) -> String {
        FoodCatalog.tokens(of: title).joined(separator: " ")
    }

    public var count: Int { slotByID.count }

    /// The ids of the recipes that have an owner (users' own recipes), in no set order.
    public var ownedIDs: [Recipe.ID] {
        slotByID.compactMap { id, slot in ownerNumber[Int(slot)] != 0 ? id : nil }
    }

    /// The recipes of the shared library, users' own recipes left out (what `/readyz` may tell
    /// anyone: a count of all would let them watch other users write and delete).
    public var libraryCount: Int { slotByID.count - ownedCount }
    /// The users' own recipes in the index.
    private var ownedCount = 0

    public func recipe(_ id: Recipe.ID) -> Recipe? { slotByID[id].flatMap { slots[Int($0)] } }

    public func isPantryStaple(_ food: Food.ID) -> Bool { catalog.number(of: food).map { isPantry[$0] } ?? false }

    // MARK: - Changes

    /// Adds a recipe, or replaces the one with the same id, at once.
    public mutating func upsert(_ recipe: Recipe) {
        if let slot = slotByID[recipe.id] {
            removeFromTitleOrder(Int(slot))
            clear(slot: Int(slot))
            fill(slot: Int(slot), with: recipe)
            insertIntoTitleOrder(Int(slot))
        } else {
            append(recipe)
            insertIntoTitleOrder(slots.count - 1)
        }
    }

    public mutating func remove(_ id: Recipe.ID) {
        remove(CollectionOfOne(id))
    }

    /// Removes many at once (an account's recipes as it is deleted): each posting list and the
    /// title order are walked once for them all. One at a time, each walked them again: 5,000
    /// recipes beside a large library held the index for seconds.
    public mutating func remove(_ ids: some Sequence<Recipe.ID>) {
        var gone: Set<UInt32> = []
        var foods: Set<Int> = []
        var words: Set<String> = []
        for id in ids {
            guard let slot = slotByID.removeValue(forKey: id), let old = slots[Int(slot)] else { continue }
            gone.insert(UInt32(slot))
            addPostingKeys(of: old, foods: &foods, words: &words)
        }
        guard !gone.isEmpty else { return }
        dropPostings(of: gone, foods: foods, words: words)
        let first = gone.map { Int(titleRank[Int($0)]) }.min() ?? 0
        titleOrder.removeAll { gone.contains($0) }
        for slot in gone { titleRank[Int(slot)] = UInt32.max }
        renumberTitles(from: min(first, titleOrder.count))
        for slot in gone { clearFields(slot: Int(slot)) }
    }

    private mutating func reserve(_ n: Int) {
        slots.reserveCapacity(n)
        slotByID.reserveCapacity(n)
        foodCount.reserveCapacity(n)
        countedFoodCount.reserveCapacity(n)
        dietMask.reserveCapacity(n)
        mealMask.reserveCapacity(n)
        allergenMask.reserveCapacity(n)
        cuisineMask.reserveCapacity(n)
        facetClass.reserveCapacity(n)
        minutes.reserveCapacity(n)
        energy.reserveCapacity(n)
        protein.reserveCapacity(n)
        carbohydrate.reserveCapacity(n)
        sodium.reserveCapacity(n)
    }

    private mutating func append(_ recipe: Recipe) {
        slots.append(nil)
        foodCount.append(0)
        countedFoodCount.append(0)
        dietMask.append(0)
        mealMask.append(0)
        allergenMask.append(0)
        cuisineMask.append(0)
        facetClass.append(0)
        minutes.append(UInt16.max)
        energy.append(IndexedNutrition.unknownValue)
        protein.append(IndexedNutrition.unknownValue)
        carbohydrate.append(IndexedNutrition.unknownValue)
        sodium.append(IndexedNutrition.unknownValue)
        ownerNumber.append(0)
        titleRank.append(UInt32.max)
        fill(slot: slots.count - 1, with: recipe)
    }

    private mutating func fill(slot: Int, with recipe: Recipe) {
        let id = UInt32(slot)
        slots[slot] = recipe
        slotByID[recipe.id] = Int32(slot)
        var all = 0, counted = 0
        for food in recipe.foods {
            guard let number = catalog.number(of: food) else { continue }
            postings[number].append(id)
            all += 1
            if !isPantry[number] { counted += 1 }
        }
        foodCount[slot] = UInt8(min(all, 255))
        countedFoodCount[slot] = UInt8(min(counted, 255))
        dietMask[slot] = SearchIndex.mask(recipe.diets, in: Diet.allCases)
        mealMask[slot] = SearchIndex.mask(recipe.mealTypes, in: MealType.allCases)
        allergenMask[slot] = UInt16(SearchIndex.mask(recipe.allergens, in: Allergen.allCases))
        cuisineMask[slot] = recipe.cuisines.reduce(0) { mask, name in
            Cuisine.number(of: name).map { mask | (1 << UInt64($0)) } ?? mask
        }
        if let owner = recipe.owner { ownerNumber[slot] = number(ofOwner: owner) } else { ownerNumber[slot] = 0 }
        facetClass[slot] = number(ofFacetClass: FacetClass(diets: dietMask[slot], meals: mealMask[slot], cuisines: cuisineMask[slot],
                                                           owned: ownerNumber[slot] != 0))
        if ownerNumber[slot] == 0 { SearchIndex.count(cuisineMask[slot], into: &libraryCuisineCounts, by: 1) } else { ownedCount += 1 }
        minutes[slot] = recipe.totalMinutes.map { UInt16(clamping: max(0, $0)) } ?? UInt16.max
        if minutes[slot] == UInt16.max, recipe.totalMinutes != nil { minutes[slot] = UInt16.max - 1 }
        setNutrition(IndexedNutrition(nutritionSource(recipe)), slot: slot)
        for word in Set(FoodCatalog.tokens(of: recipe.title)) {
            if titlePostings[word] == nil {
                let at = titleWords.firstIndex(atOrAfter: word)
                titleWords.insert(word, at: at)
            }
            titlePostings[word, default: []].append(id)
        }
    }

    /// Empties a slot: its postings go, the slot stays as a hole.
    private mutating func clear(slot: Int) {
        guard let old = slots[slot] else { return }
        var foods: Set<Int> = [], words: Set<String> = []
        addPostingKeys(of: old, foods: &foods, words: &words)
        dropPostings(of: [UInt32(slot)], foods: foods, words: words)
        clearFields(slot: slot)
    }

    /// The food postings and title words a recipe is listed under.
    private func addPostingKeys(of recipe: Recipe, foods: inout Set<Int>, words: inout Set<String>) {
        for food in recipe.foods { if let number = catalog.number(of: food) { foods.insert(number) } }
        words.formUnion(FoodCatalog.tokens(of: recipe.title))
    }

    /// Takes the slots `gone` out of the food postings and title words given, each walked once;
    /// a word left with no recipe leaves the word list.
    private mutating func dropPostings(of gone: Set<UInt32>, foods: Set<Int>, words: Set<String>) {
        for number in foods { postings[number].removeAll { gone.contains($0) } }
        for word in words {
            titlePostings[word]?.removeAll { gone.contains($0) }
            if titlePostings[word]?.isEmpty == true {
                titlePostings[word] = nil
                let at = titleWords.firstIndex(atOrAfter: word)
                if at < titleWords.count, titleWords[at] == word { titleWords.remove(at: at) }
            }
        }
    }

    /// Empties a slot's own fields, its postings gone already.
    private mutating func clearFields(slot: Int) {
        guard slots[slot] != nil else { return }
        if ownerNumber[slot] == 0 { SearchIndex.count(cuisineMask[slot], into: &libraryCuisineCounts, by: -1) } else { ownedCount -= 1 }
        slots[slot] = nil
        foodCount[slot] = 0
        countedFoodCount[slot] = 0
        dietMask[slot] = 0
        mealMask[slot] = 0
        allergenMask[slot] = 0
        cuisineMask[slot] = 0
        facetClass[slot] = 0
        minutes[slot] = UInt16.max
        setNutrition(.unknown, slot: slot)
        ownerNumber[slot] = 0
    }

    private mutating func setNutrition(_ values: IndexedNutrition, slot: Int) {
        energy[slot] = values.energy
        protein[slot] = values.protein
        carbohydrate[slot] = values.carbohydrate
        sodium[slot] = values.sodium
    }

    /// The per-serving values the index keeps for a recipe; `unknown` for none (or no such recipe).
    public func indexedNutrition(_ id: Recipe.ID) -> IndexedNutrition {
        guard let slot = slotByID[id].map(Int.init) else { return .unknown }
        return IndexedNutrition(energy: energy[slot], protein: protein[slot], carbohydrate: carbohydrate[slot], sodium: sodium[slot])
    }

    private static func count(_ mask: UInt64, into counts: inout [Int], by step: Int) {
        var bits = mask
        while bits != 0 { counts[bits.trailingZeroBitCount] += step; bits &= bits - 1 }
    }

    /// The known cuisines at least one shared-library recipe has, in `Cuisine.known` order.
    public var libraryCuisines: [String] {
        Cuisine.known.indices.filter { $0 < 64 && libraryCuisineCounts[$0] > 0 }.map { Cuisine.known[$0] }
    }

    /// The class of a combination of masks; a new combination gets the next number. Classes
    /// are never given back: a library has as many as its recipes have distinct combinations
    /// (a few thousand for a million generated recipes), and at most one more per recipe saved.
    private mutating func number(ofFacetClass facets: FacetClass) -> UInt32 {
        if let number = facetClassNumbers[facets] { return number }
        let number = UInt32(facetClasses.count)
        facetClasses.append(facets)
        facetClassNumbers[facets] = number
        return number
    }

    private mutating func number(ofOwner owner: String) -> UInt32 {
        if let number = ownerNumbers[owner] { return number }
        let number = UInt32(ownerNumbers.count + 1)
        ownerNumbers[owner] = number
        return number
    }

    private static func mask<T: Equatable>(_ values: [T], in all: [T]) -> UInt8 {
        values.reduce(UInt8(0)) { mask, value in
            all.firstIndex(of: value).map { mask | UInt8(1 << $0) } ?? mask
        }
    }

    private static func mask(_ values: [Allergen], in all: [Allergen]) -> UInt16 {
        values.reduce(UInt16(0)) { mask, value in
            all.firstIndex(of: value).map { mask | UInt16(1 << $0) } ?? mask
        }
    }

    // MARK: - Title order

    private func titleLess(_ a: Int, _ b: Int) -> Bool {
        guard let x = slots[a], let y = slots[b] else { return slots[a] != nil }
        return SearchIndex.titleLess(x, y)
    }

    static func titleLess(_ x: Recipe, _ y: Recipe) -> Bool {
        let kx = titleKey(x.title), ky = titleKey(y.title)
        if kx != ky { return kx.utf8.lexicographicallyPrecedes(ky.utf8) }
        return x.id.rawValue.utf8.lexicographicallyPrecedes(y.id.rawValue.utf8)
    }

    private mutating func rebuildTitleOrder() {
        // Sort once with precomputed keys rather than folding titles in every comparison. Each
        // recipe's order key is its title key, a zero byte and its id (key bytes are never zero,
        // so this orders as `titleLess` does), all in one flat buffer. The first eight bytes, as
        // a number, decide most comparisons; the rest are compared in place, and the sort moves
        // pairs of numbers rather than arrays.
        var bytes: [UInt8] = [], ends: [Int] = [0], entrySlots: [UInt32] = []
        var order: [(prefix: UInt64, entry: UInt32)] = []
        ends.reserveCapacity(slots.count + 1)
        entrySlots.reserveCapacity(slots.count)
        order.reserveCapacity(slots.count)
        for slot in slots.indices {
            guard let recipe = slots[slot] else { continue }
            let start = bytes.count
            bytes += SearchIndex.titleKey(recipe.title).utf8
            bytes.append(0)
            bytes += recipe.id.rawValue.utf8
            var prefix: UInt64 = 0
            for i in start..<start + 8 { prefix = prefix << 8 | UInt64(i < bytes.count ? bytes[i] : 0) }
            order.append((prefix, UInt32(entrySlots.count)))
            ends.append(bytes.count)
            entrySlots.append(UInt32(slot))
        }
        bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                order.sort { a, b in
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    // Equal first eight bytes: both keys are at least that long (ids hold no zero byte).
                    let x = ends[Int(a.entry)] + 8, y = ends[Int(b.entry)] + 8
                    let xLength = ends[Int(a.entry) + 1] - x, yLength = ends[Int(b.entry) + 1] - y
                    let difference = memcmp(bytes.baseAddress! + x, bytes.baseAddress! + y, max(0, min(xLength, yLength)))
                    return difference != 0 ? difference < 0 : xLength < yLength
                }
            }
        }
        titleOrder = order.map { entrySlots[Int($0.entry)] }
        renumberTitles(from: 0)
    }

    private mutating func renumberTitles(from start: Int) {
        for place in start..<titleOrder.count { titleRank[Int(titleOrder[place])] = UInt32(place) }
    }

    private mutating func insertIntoTitleOrder(_ slot: Int) {
        let place = titleOrder.partition { !titleLess(Int($0), slot) }
        titleOrder.insert(UInt32(slot), at: place)
        renumberTitles(from: place)
    }

    private mutating func removeFromTitleOrder(_ slot: Int) {
        let place = Int(titleRank[slot])
        guard place < titleOrder.count, titleOrder[place] == UInt32(slot) else { return }
        titleOrder.remove(at: place)
        titleRank[slot] = UInt32.max
        renumberTitles(from: place)
    }

    // MARK: - Memory

    /// Bytes held by the index structures (the recipes themselves are not counted): posting lists,
    /// per-recipe arrays, title order and words, and the id map.
    public var memoryFootprint: Int {
        var bytes = postings.reduce(0) { $0 + $1.capacity * 4 + 32 } + isPantry.count
        bytes += foodCount.capacity * 2 + dietMask.capacity * 2 + allergenMask.capacity * 2
        bytes += (energy.capacity + protein.capacity + carbohydrate.capacity + sodium.capacity) * 2
        bytes += cuisineMask.capacity * 8 + minutes.capacity * 2 + (titleOrder.capacity + titleRank.capacity + ownerNumber.capacity) * 4
        bytes += titlePostings.reduce(0) { $0 + $1.value.capacity * 4 + 32 + 16 + max(0, $1.key.utf8.count - 15) }
        bytes += titleWords.capacity * 16
        // Facet classes: a number per slot, and each class's masks in a list and a map.
        bytes += facetClass.capacity * 4 + facetClasses.capacity * MemoryLayout<FacetClass>.stride + facetClassNumbers.capacity * 32
        // The id map as Swift lays it out: a power-of-two number of buckets, at most three
        // quarters full, each holding a key and a value, plus one bit of occupancy per bucket.
        // The ids' text is the recipes' own (the keys share its storage), so it is not counted.
        var buckets = 1
        while buckets * 3 / 4 < slotByID.capacity { buckets *= 2 }
        bytes += buckets * (MemoryLayout<Recipe.ID>.stride + MemoryLayout<Int32>.stride) + buckets / 8
        return bytes
    }
}

/// A combination of facet masks that some recipe has.
struct FacetClass: Hashable, Sendable {
    var diets: UInt8 = 0
    var meals: UInt8 = 0
    var cuisines: UInt64 = 0
    /// A user's own recipe, which only its owner finds.
    var owned = false
}
