import Foundation

extension SearchIndex {
    /// Ranked results for a query, with facet counts over the whole result set.
    public func search(_ query: SearchQuery) -> SearchResults {
        let filter = Filter(query, index: self)
        let allowed = textMatches(query.text)
        let limit = max(0, query.limit), offset = max(0, query.offset)
        let foods = query.foods.compactMap { catalog.number(of: $0) }
        if query.foods.isEmpty {
            return browse(filter: filter, allowed: allowed, limit: limit, offset: offset, query: query)
        }
        guard !foods.isEmpty else { return .empty }

        // The recipe foods the user's foods stand for, each once; exact ones flagged.
        var increments: [Int: UInt16] = [:]
        for number in foods {
            for id in catalog.covered(byHaving: catalog.foods[number].id) {
                guard let member = catalog.number(of: id), !(query.ignorePantry && isPantry[member]) else { continue }
                if increments[member] == nil { increments[member] = 1 }
            }
            if !(query.ignorePantry && isPantry[number]) { increments[number] = 0x0101 }
        }

        let work = scratch.checkout(size: slots.count)
        defer { scratch.checkin(work) }
        // The working arrays leave the scratch object for the query: as locals they are touched
        // through raw buffers, with no per-access exclusivity or uniqueness checks (which cost
        // more than the counting itself on a class's stored arrays).
        var counts = work.counts, histogram = work.histogram, keys = work.keys
        work.counts = []; work.histogram = []; work.keys = []
        defer {
            keys.removeAll(keepingCapacity: true)
            work.counts = counts; work.histogram = histogram; work.keys = keys
        }

        // Count used (low byte) and exact (high byte) per recipe.
        let n = slots.count
        counts.withUnsafeMutableBufferPointer { c in
            for (food, increment) in increments {
                postings[food].withUnsafeBufferPointer { list in
                    for slot in list { c[Int(slot)] &+= increment }
                }
            }
        }
        // Then a block of slots at a time, while the block sits in the first-level cache: keep
        // the results (title words, a missing limit and the filters zero the counts they refuse)
        // and count them per facet class; work out every slot's rank bucket; and only when some
        // bucket in the block could still be on the page, look at those slots one by one. Each
        // pass is a plain loop over raw pointers in a function of its own, so the compiler makes
        // the bucket loop vector instructions and the others branch-free.
        let block = Scratch.block
        let buckets = work.buckets
        let ranking = query.ranking
        let facets = FacetCounter(classes: facetClasses.count)
        // The page ends at `target`. Only recipes that could be on it are kept: `threshold` is
        // the smallest bucket such that the kept recipes in buckets up to it are at least
        // `target`, and it only ever falls. `below` counts the kept recipes up to it.
        let target = offset + limit
        var threshold = Int(UInt16.max), below = 0
        if keys.capacity < n { keys.reserveCapacity(n) }
        let perSlotFoods = query.ignorePantry ? countedFoodCount : foodCount
        // No diet, cuisine or meal type filter and no user's recipes in the index: every slot's
        // class passes.
        let everyClass = !filter.filtersClasses && ownerNumbers.isEmpty
        let titleBits = allowed.map { SearchIndex.bitmap(of: $0, slots: n) }
        counts.withUnsafeMutableBufferPointer { c in
            histogram.withUnsafeMutableBufferPointer { h in
                perSlotFoods.withUnsafeBufferPointer { recipeFoods in
                    titleRank.withUnsafeBufferPointer { rank in
                        withFilterColumns { columns in
                            filter.classPasses.withUnsafeBufferPointer { classPasses in
                                let nutritionRanges = filter.nutritionRanges(columns)
                                var start = 0
                                while start < n {
                                    let length = min(block, n - start)
                                    let counted = c.baseAddress! + start, foods = recipeFoods.baseAddress! + start
                                    if let titleBits { SearchIndex.keepTitleMatches(counted, from: start, length, titleBits) }
                                    if let maxMissing = query.maxMissing { SearchIndex.keepMissing(counted, foods, length, atMost: maxMissing) }
                                    if filter.maxMinutes != nil {
                                        SearchIndex.keepReadyWithin(counted, columns.minutes.baseAddress! + start, length, filter.minuteLimit)
                                    }
                                    if filter.allergens != 0 {
                                        SearchIndex.keepFreeOf(counted, columns.allergens.baseAddress! + start, length, filter.allergens)
                                    }
                                    for (column, range) in nutritionRanges {
                                        SearchIndex.keepWithin(counted, column.baseAddress! + start, length, range.low, range.high)
                                    }
                                    if everyClass {
                                        SearchIndex.countClasses(counted, columns.classes.baseAddress! + start, facets.classCounts.baseAddress!, length)
                                    } else {
                                        filter.keepClasses(counted, from: start, length, columns, classPasses, facets.classCounts.baseAddress!)
                                    }
                                    if target > 0, Int(SearchIndex.bucketBlock(counted, foods, buckets, length, ranking)) <= threshold {
                                        for i in 0..<length where Int(buckets[i]) <= threshold && counted[i] != 0 {
                                            let count = counted[i], s = start + i
                                            let used = Int(count & 0xFF), exact = Int(count >> 8)
                                            let key = SearchIndex.fullKey(used: used, exact: exact, missed: Int(foods[i]) - used, ranking: ranking)
                                            keys.append(key << 32 | UInt64(rank[s]))
                                            h[Int(buckets[i])] += 1
                                            below += 1
                                            while below - Int(h[threshold]) >= target {
                                                below -= Int(h[threshold])
                                                repeat { threshold -= 1 } while h[threshold] == 0
                                            }
                                        }
                                    }
                                    UnsafeMutableRawPointer(counted).initializeMemory(as: UInt8.self, repeating: 0, count: length * 2)
                                    start += length
                                }
                            }
                        }
                    }
                }
            }
        }
        let total = facets.total

        let wanted = min(total, target)
        var chosen: [UInt64] = []
        if wanted > 0 {
            chosen.reserveCapacity(min(keys.count, wanted * 2))
            for key in keys where Int(SearchIndex.bucket(ofFullKey: key >> 32, ranking: ranking)) <= threshold {
                chosen.append(key)
            }
            chosen.selectSmallest(wanted)
        }
        for key in keys { histogram[Int(SearchIndex.bucket(ofFullKey: key >> 32, ranking: ranking))] = 0 }

        let matching = Set(increments.keys)
        let hits = chosen.dropFirst(offset).prefix(limit).compactMap { key -> SearchHit? in
            let slot = Int(titleOrder[Int(key & 0xFFFF_FFFF)])
            return hit(slot, matching: matching, ignorePantry: query.ignorePantry)
        }
        return SearchResults(total: total, hits: hits, facets: facets.facets(self))
    }

    /// Up to `count` recipes that pass the query's filters, drawn at random.
    public func random<G: RandomNumberGenerator>(_ query: SearchQuery, count: Int, using generator: inout G) -> [SearchHit] {
        let filter = Filter(query, index: self)
        let allowed = textMatches(query.text)
        var pool: [Int] = []
        withFilterColumns { columns in
            filter.classPasses.withUnsafeBufferPointer { classPasses in
                for place in titleOrder.indices {
                    let slot = Int(titleOrder[place])
                    if filter.accepts(columns, classPasses, slot), allowed?.contains(slot) ?? true { pool.append(slot) }
                }
            }
        }
        let picked = min(count, pool.count)
        for i in 0..<picked {
            pool.swapAt(i, Int.random(in: i..<pool.count, using: &generator))
        }
        return pool.prefix(picked).compactMap { hit($0, matching: [], ignorePantry: query.ignorePantry) }
    }

    // MARK: - Browsing without foods

    private func browse(filter: Filter, allowed: Set<Int>?, limit: Int, offset: Int, query: SearchQuery) -> SearchResults {
        let facets = FacetCounter(classes: facetClasses.count)
        var total = 0
        var page: [Int] = []
        withFilterColumns { columns in
            filter.classPasses.withUnsafeBufferPointer { classPasses in
                func visit(_ slot: Int) {
                    guard filter.accepts(columns, classPasses, slot) else { return }
                    if total >= offset && page.count < limit { page.append(slot) }
                    total += 1
                    facets.classCounts[Int(columns.classes[slot])] &+= 1
                }
                if let allowed {
                    for slot in allowed.sorted(by: { titleRank[$0] < titleRank[$1] }) { visit(slot) }
                } else {
                    for slot in titleOrder { visit(Int(slot)) }
                }
            }
        }
        let hits = page.compactMap { hit($0, matching: [], ignorePantry: query.ignorePantry) }
        return SearchResults(total: total, hits: hits, facets: facets.facets(self))
    }

    // MARK: - Pieces

    /// Slots whose title has, for every query word, a word beginning with it; nil for no text.
    private func textMatches(_ text: String) -> Set<Int>? {
        let words = FoodCatalog.tokens(of: text)
        guard !words.isEmpty else { return nil }
        var result: Set<Int>?
        for word in words {
            var matches = Set<Int>()
            var at = titleWords.firstIndex(atOrAfter: word)
            while at < titleWords.count, titleWords[at].hasPrefix(word) {
                for slot in titlePostings[titleWords[at]] ?? [] { matches.insert(Int(slot)) }
                at += 1
            }
            result = result.map { $0.intersection(matches) } ?? matches
            if result?.isEmpty == true { break }
        }
        return result
    }

    private func hit(_ slot: Int, matching: Set<Int>, ignorePantry: Bool) -> SearchHit? {
        guard let recipe = slots[slot] else { return nil }
        var used: [Food.ID] = [], missed: [Food.ID] = []
        for food in recipe.foods {
            guard let number = catalog.number(of: food) else { continue }
            if ignorePantry && isPantry[number] { continue }
            if matching.contains(number) { used.append(food) } else { missed.append(food) }
        }
        return SearchHit(recipe: recipe, used: used, missed: missed)
    }

    /// Histogram bucket (16 bits) of a rank key; smaller ranks first. Parts are clamped (used and
    /// exact to 31, missed to 63), and a clamped part fixes the parts after it at their own best
    /// (after a best-clamped part) or worst (after a worst-clamped one), so a recipe that ranks
    /// before another never lands in a later bucket: the buckets up to a threshold always hold
    /// the best recipes.
    static func bucket(used: Int, exact: Int, missed: Int, ranking: Ranking) -> UInt16 {
        var u = 31 - min(used, 31), e = 31 - min(exact, 31), m = min(max(missed, 0), 63)
        switch ranking {
        case .maxUsed:
            if used >= 31 { e = 0; m = 0 } else if exact >= 31 { m = 0 }
            return UInt16(u << 11 | e << 6 | m)
        case .minMissing:
            if missed >= 63 { u = 31; e = 31 } else if used >= 31 { e = 0 }
            return UInt16(m << 10 | u << 5 | e)
        }
    }

    /// The same bucket from a slot's count (used in the low byte, exact in the high one) and its
    /// counted foods, without branches, so that a loop over a block of slots becomes vector
    /// instructions. A count of zero gives some bucket; the caller skips those slots.
    @inline(__always)
    static func bucket(count: UInt16, foods: UInt8, ranking: Ranking) -> UInt16 {
        let used = count & 0xFF, exact = count &>> 8, all = UInt16(foods)
        let missed = all &- min(all, used)
        let u = 31 &- min(used, 31), e = 31 &- min(exact, 31), m = min(missed, 63)
        switch ranking {
        case .maxUsed:
            let usedClamped = used >= 31, exactClamped = exact >= 31
            return u &<< 11 | (usedClamped ? 0 : e) &<< 6 | (usedClamped || exactClamped ? 0 : m)
        case .minMissing:
            let missedClamped = missed >= 63
            return m &<< 10 | (missedClamped ? 31 : u) &<< 5 | (missedClamped ? 31 : used >= 31 ? 0 : e)
        }
    }

    /// Counts a block's results (its non-zero counts) per facet class.
    @inline(never)
    static func countClasses(_ counted: UnsafePointer<UInt16>, _ classes: UnsafePointer<UInt32>,
                             _ classCounts: UnsafeMutablePointer<UInt32>, _ length: Int) {
        for i in 0..<length { classCounts[Int(classes[i])] &+= counted[i] != 0 ? 1 : 0 }
    }

    /// Zeroes the counts of a block's slots not ready within `limit` minutes.
    @inline(never)
    static func keepReadyWithin(_ counted: UnsafeMutablePointer<UInt16>, _ minutes: UnsafePointer<UInt16>, _ length: Int, _ limit: UInt16) {
        for i in 0..<length { counted[i] &= minutes[i] <= limit ? 0xFFFF : 0 }
    }

    /// Zeroes the counts of a block's slots whose value is outside `low...high` (a nutrition limit).
    @inline(never)
    static func keepWithin(_ counted: UnsafeMutablePointer<UInt16>, _ values: UnsafePointer<UInt16>, _ length: Int, _ low: UInt16, _ high: UInt16) {
        for i in 0..<length { counted[i] &= values[i] >= low && values[i] <= high ? 0xFFFF : 0 }
    }

    /// Zeroes the counts of a block's slots that contain any of the `allergens`.
    @inline(never)
    static func keepFreeOf(_ counted: UnsafeMutablePointer<UInt16>, _ masks: UnsafePointer<UInt16>, _ length: Int, _ allergens: UInt16) {
        for i in 0..<length { counted[i] &= masks[i] & allergens == 0 ? 0xFFFF : 0 }
    }

    /// Zeroes the counts of a block's slots whose title does not match (`titleBits`, a bit per slot).
    @inline(never)
    static func keepTitleMatches(_ counted: UnsafeMutablePointer<UInt16>, from start: Int, _ length: Int, _ titleBits: [UInt64]) {
        titleBits.withUnsafeBufferPointer { bits in
            for i in 0..<length {
                let s = start &+ i
                let bit = UInt16(truncatingIfNeeded: bits[s >> 6] &>> UInt64(s & 63)) & 1
                counted[i] &= 0 &- bit
            }
        }
    }

    /// Zeroes the counts of a block's slots that miss more than `maxMissing` foods.
    @inline(never)
    static func keepMissing(_ counted: UnsafeMutablePointer<UInt16>, _ foods: UnsafePointer<UInt8>, _ length: Int, atMost maxMissing: Int) {
        // Below zero nothing passes.
        let limit = UInt16(clamping: maxMissing), mask: UInt16 = maxMissing < 0 ? 0 : 0xFFFF
        for i in 0..<length {
            let used = counted[i] & 0xFF, all = UInt16(foods[i])
            let missed = all &- min(all, used)
            counted[i] &= missed <= limit ? mask : 0
        }
    }

    /// Writes a block's rank buckets and returns the smallest bucket of a non-zero count
    /// (`UInt16.max` when there is none). A function of its own, on raw pointers, so the
    /// compiler sees a plain loop it can turn into vector instructions, one per ranking.
    @inline(never)
    static func bucketBlock(_ counted: UnsafePointer<UInt16>, _ foods: UnsafePointer<UInt8>,
                            _ buckets: UnsafeMutablePointer<UInt16>, _ length: Int, _ ranking: Ranking) -> UInt16 {
        var low = UInt16.max
        switch ranking {
        case .maxUsed:
            for i in 0..<length {
                let bucket = SearchIndex.bucket(count: counted[i], foods: foods[i], ranking: .maxUsed)
                buckets[i] = bucket
                low = min(low, counted[i] == 0 ? UInt16.max : bucket)
            }
        case .minMissing:
            for i in 0..<length {
                let bucket = SearchIndex.bucket(count: counted[i], foods: foods[i], ranking: .minMissing)
                buckets[i] = bucket
                low = min(low, counted[i] == 0 ? UInt16.max : bucket)
            }
        }
        return low
    }

    /// A bitmap of slots, a bit per slot.
    static func bitmap(of slots: Set<Int>, slots n: Int) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: (n + 63) / 64)
        for slot in slots where slot < n { bits[slot >> 6] |= 1 << UInt64(slot & 63) }
        return bits
    }

    /// The full rank key (24 bits, no clamping beyond 255); smaller ranks first.
    static func fullKey(used: Int, exact: Int, missed: Int, ranking: Ranking) -> UInt64 {
        let u = UInt64(255 - min(used, 255)), e = UInt64(255 - min(exact, 255)), m = UInt64(min(max(missed, 0), 255))
        switch ranking {
        case .maxUsed: return u << 16 | e << 8 | m
        case .minMissing: return m << 16 | u << 8 | e
        }
    }

    static func bucket(ofFullKey key: UInt64, ranking: Ranking) -> UInt16 {
        let a = Int((key >> 16) & 0xFF), b = Int((key >> 8) & 0xFF), c = Int(key & 0xFF)
        switch ranking {
        case .maxUsed: return bucket(used: 255 - a, exact: 255 - b, missed: c, ranking: ranking)
        case .minMissing: return bucket(used: 255 - b, exact: 255 - c, missed: a, ranking: ranking)
        }
    }
}

/// The query's filters as masks, checked per slot.
struct Filter {
    let diets: UInt8
    let allergens: UInt16
    let cuisines: UInt64
    let wantsCuisine: Bool
    let meals: UInt8
    let maxMinutes: UInt16?
    /// `maxMinutes`, or the largest value when there is none (which every slot's minutes pass).
    let minuteLimit: UInt16
    /// The nutrition limits as ranges of stored values; nil where a limit is not set.
    let nutrition: NutritionBounds
    /// Some nutrition limit is set.
    let checksNutrition: Bool
    /// The owner number whose recipes this query may see besides the library (0: none).
    let viewer: UInt32
    /// The slots of `SearchQuery.alsoSees`: other owners' recipes the viewer may find.
    let alsoSees: Set<Int>
    /// Per facet class, whether its recipes pass the diet, cuisine and meal type filters: 0 no,
    /// 1 yes, 2 yes for their owner (a user's own recipes have classes of their own, so only
    /// those slots need their owner checked). One look-up per slot instead of four tests.
    let classPasses: [UInt8]

    init(_ query: SearchQuery, index: SearchIndex) {
        viewer = query.viewer.flatMap { index.ownerNumbers[$0] } ?? 0
        alsoSees = Set(query.alsoSees.compactMap { id in index.slotByID[id].map { Int($0) } })
        diets = query.diets.reduce(0) { $0 | UInt8(1 << Diet.allCases.firstIndex(of: $1)!) }
        allergens = query.intolerances.reduce(0) { $0 | UInt16(1 << Allergen.allCases.firstIndex(of: $1)!) }
        cuisines = query.cuisines.reduce(0) { mask, name in Cuisine.number(of: name).map { mask | 1 << UInt64($0) } ?? mask }
        wantsCuisine = !query.cuisines.isEmpty
        meals = query.mealTypes.reduce(0) { $0 | UInt8(1 << MealType.allCases.firstIndex(of: $1)!) }
        maxMinutes = query.maxReadyTime.map { UInt16(clamping: max(0, $0)) }
        minuteLimit = maxMinutes ?? UInt16.max
        nutrition = query.nutrition.bounds
        checksNutrition = !query.nutrition.isEmpty
        classPasses = index.facetClasses.map { [diets, cuisines, wantsCuisine, meals] facets in
            guard Filter.passes(facets, diets: diets, cuisines: cuisines, wantsCuisine: wantsCuisine, meals: meals) else { return 0 }
            return facets.owned ? 2 : 1
        }
    }

    /// Whether the diet, cuisine or meal type filters leave out any facet class.
    var filtersClasses: Bool { diets != 0 || wantsCuisine || meals != 0 }

    /// Nothing to check but ownership.
    var isOpen: Bool { diets == 0 && allergens == 0 && !wantsCuisine && meals == 0 && maxMinutes == nil && !checksNutrition }

    /// The column and the range of each nutrition limit that is set.
    func nutritionRanges(_ columns: FilterColumns) -> [(UnsafeBufferPointer<UInt16>, StoredRange)] {
        var ranges: [(UnsafeBufferPointer<UInt16>, StoredRange)] = []
        if let range = nutrition.energy { ranges.append((columns.energy, range)) }
        if let range = nutrition.protein { ranges.append((columns.protein, range)) }
        if let range = nutrition.carbohydrate { ranges.append((columns.carbohydrate, range)) }
        if let range = nutrition.sodium { ranges.append((columns.sodium, range)) }
        return ranges
    }

    private static func passes(_ facets: FacetClass, diets: UInt8, cuisines: UInt64, wantsCuisine: Bool, meals: UInt8) -> Bool {
        if facets.diets & diets != diets { return false }
        if wantsCuisine && facets.cuisines & cuisines == 0 { return false }
        if meals != 0 && facets.meals & meals == 0 { return false }
        return true
    }

    /// 1 when slot `s` passes, else 0. The tests are worked out and combined without early
    /// returns: in the result pass, a filter lets recipes through in no pattern a branch
    /// predictor could learn. `checksSlot` false leaves out the allergen and time tests (for
    /// queries without them, so their columns are not read).
    @inline(__always)
    func admits(_ columns: FilterColumns, _ classPasses: UnsafeBufferPointer<UInt8>, _ s: Int, checksSlot: Bool = true) -> UInt16 {
        let pass = classPasses[Int(columns.classes[s])]
        var admitted = UInt16(pass & 1)
        if pass == 2 { admitted = columns.owners[s] == viewer || (!alsoSees.isEmpty && alsoSees.contains(s)) ? 1 : 0 }
        guard checksSlot else { return admitted }
        let yes: UInt16 = 1, no: UInt16 = 0
        let rest = admitted & (columns.allergens[s] & allergens == 0 ? yes : no) & (columns.minutes[s] <= minuteLimit ? yes : no)
        guard checksNutrition else { return rest }
        return rest & (Filter.within(nutrition.energy, columns.energy[s]) && Filter.within(nutrition.protein, columns.protein[s])
            && Filter.within(nutrition.carbohydrate, columns.carbohydrate[s]) && Filter.within(nutrition.sodium, columns.sodium[s]) ? yes : no)
    }

    @inline(__always)
    private static func within(_ range: StoredRange?, _ value: UInt16) -> Bool { range?.contains(value) ?? true }

    func accepts(_ columns: FilterColumns, _ classPasses: UnsafeBufferPointer<UInt8>, _ s: Int) -> Bool {
        admits(columns, classPasses, s) != 0
    }

    /// Zeroes the counts of a block's slots whose class the filter refuses (or whose owner is
    /// not the viewer), and counts the rest per facet class. The allergen and time tests are
    /// passes of their own (`SearchIndex.keepFreeOf`, `keepReadyWithin`): as plain loops the
    /// compiler makes them vector instructions, where in here it would branch on them, and
    /// mispredict about every other slot when a filter lets half the recipes through.
    @inline(never)
    func keepClasses(_ counted: UnsafeMutablePointer<UInt16>, from start: Int, _ length: Int, _ columns: FilterColumns,
                     _ classPasses: UnsafeBufferPointer<UInt8>, _ classCounts: UnsafeMutablePointer<UInt32>) {
        for i in 0..<length {
            let s = start &+ i
            let count = counted[i]
            let kept = count & (0 &- admits(columns, classPasses, s, checksSlot: false))
            counted[i] = kept
            classCounts[Int(columns.classes[s])] &+= kept != 0 ? 1 : 0
        }
    }
}

/// The per-slot arrays a filter reads, as raw buffers for the length of one query.
struct FilterColumns {
    let owners: UnsafeBufferPointer<UInt32>
    let classes: UnsafeBufferPointer<UInt32>
    let allergens: UnsafeBufferPointer<UInt16>
    let minutes: UnsafeBufferPointer<UInt16>
    let energy: UnsafeBufferPointer<UInt16>
    let protein: UnsafeBufferPointer<UInt16>
    let carbohydrate: UnsafeBufferPointer<UInt16>
    let sodium: UnsafeBufferPointer<UInt16>
}

extension SearchIndex {
    func withFilterColumns<R>(_ body: (FilterColumns) -> R) -> R {
        ownerNumber.withUnsafeBufferPointer { owners in
            facetClass.withUnsafeBufferPointer { classes in
                allergenMask.withUnsafeBufferPointer { allergens in
                    minutes.withUnsafeBufferPointer { minutes in
                        energy.withUnsafeBufferPointer { energy in
                            protein.withUnsafeBufferPointer { protein in
                                carbohydrate.withUnsafeBufferPointer { carbohydrate in
                                    sodium.withUnsafeBufferPointer { sodium in
                                        body(FilterColumns(owners: owners, classes: classes, allergens: allergens, minutes: minutes,
                                                           energy: energy, protein: protein, carbohydrate: carbohydrate, sodium: sodium))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Facet counts gathered while scanning the result set. A result costs one increment, for its
/// facet class (`SearchIndex.facetClass`); the classes are spread over diets, meal types and
/// cuisines once at the end. Diets and meal types are spread by whole mask (256 buckets each).
struct FacetCounter: ~Copyable {
    /// Results per facet class.
    let classCounts: UnsafeMutableBufferPointer<UInt32>
    private let dietCombos = UnsafeMutableBufferPointer<Int>.allocate(capacity: 256)
    private let mealCombos = UnsafeMutableBufferPointer<Int>.allocate(capacity: 256)
    private let cuisines = UnsafeMutableBufferPointer<Int>.allocate(capacity: 64)

    init(classes: Int) {
        classCounts = .allocate(capacity: max(classes, 1))
        classCounts.initialize(repeating: 0)
        dietCombos.initialize(repeating: 0)
        mealCombos.initialize(repeating: 0)
        cuisines.initialize(repeating: 0)
    }

    deinit {
        classCounts.deallocate()
        dietCombos.deallocate()
        mealCombos.deallocate()
        cuisines.deallocate()
    }

    /// The results counted so far.
    var total: Int { classCounts.reduce(0) { $0 + Int($1) } }

    private func add(_ facets: FacetClass, times: Int) {
        dietCombos[Int(facets.diets)] += times
        mealCombos[Int(facets.meals)] += times
        var c = facets.cuisines
        while c != 0 { cuisines[c.trailingZeroBitCount] += times; c &= c - 1 }
    }

    func facets(_ index: SearchIndex) -> SearchFacets {
        for number in 0..<index.facetClasses.count where classCounts[number] > 0 {
            add(index.facetClasses[number], times: Int(classCounts[number]))
        }
        var facets = SearchFacets()
        var diets = [Int](repeating: 0, count: 8), meals = [Int](repeating: 0, count: 8)
        for mask in 1..<256 {
            var d = mask
            while d != 0 { diets[d.trailingZeroBitCount] += dietCombos[mask]; d &= d - 1 }
            var m = mask
            while m != 0 { meals[m.trailingZeroBitCount] += mealCombos[mask]; m &= m - 1 }
        }
        for (i, diet) in Diet.allCases.enumerated() where diets[i] > 0 { facets.diets[diet] = diets[i] }
        for (i, meal) in MealType.allCases.enumerated() where meals[i] > 0 { facets.mealTypes[meal] = meals[i] }
        for (i, name) in Cuisine.known.enumerated() where i < 64 && cuisines[i] > 0 { facets.cuisines[name] = cuisines[i] }
        return facets
    }
}

/// Per-query working memory, reused across queries so a search allocates almost nothing.
final class Scratch {
    var counts: [UInt16] = []
    var keys: [UInt64] = []
    var histogram = [UInt32](repeating: 0, count: 1 << 16)
    /// Slots per block of the result pass, and room for a block's rank buckets.
    static let block = 4096
    let buckets = UnsafeMutablePointer<UInt16>.allocate(capacity: block)

    deinit { buckets.deallocate() }
}

final class ScratchPool: @unchecked Sendable {
    private let lock = NSLock()
    private var free: [Scratch] = []

    func checkout(size: Int) -> Scratch {
        lock.lock()
        let scratch = free.popLast() ?? Scratch()
        lock.unlock()
        if scratch.counts.count < size {
            scratch.counts = [UInt16](repeating: 0, count: size)
        }
        return scratch
    }

    func checkin(_ scratch: Scratch) {
        lock.lock()
        free.append(scratch)
        lock.unlock()
    }
}

extension Array where Element: Comparable {
    /// The first index whose element is not less than `value`, in a sorted array.
    func firstIndex(atOrAfter value: Element) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension Array {
    /// The first index where `belongs` holds, for an array where it holds for a suffix.
    func partition(_ belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if belongs(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}

extension Array where Element == UInt64 {
    /// Leaves the `k` smallest elements, sorted, at the front, and drops the rest.
    mutating func selectSmallest(_ k: Int) {
        guard k < count else { sort(); return }
        var low = 0, high = count - 1
        var generator = SplitMix64(seed: UInt64(count))
        while low < high {
            let pivot = self[Int.random(in: low...high, using: &generator)]
            var i = low, j = high
            while i <= j {
                while self[i] < pivot { i += 1 }
                while self[j] > pivot { j -= 1 }
                if i <= j { swapAt(i, j); i += 1; j -= 1 }
            }
            if k - 1 <= j { high = j } else if k - 1 >= i { low = i } else { break }
        }
        removeSubrange(k...)
        sort()
    }
}
