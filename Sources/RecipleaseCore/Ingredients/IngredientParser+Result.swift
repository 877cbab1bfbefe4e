import Foundation

/// The reader's result: the spans it found as text, and the catalog food the name means.
extension IngredientParser.Reader {
    func text(_ span: Span) -> String? {
        guard span.end > span.start, span.end <= t.count else { return nil }
        let s = Int(t[span.start].start), e = Int(t[span.end - 1].end)
        return String(decoding: UnsafeBufferPointer(rebasing: p[s..<e]), as: UTF8.self)
    }

    func joined(_ spans: [Span]) -> String? {
        var parts: [String] = []
        for span in spans { if let s = text(span) { parts.append(s) } }
        if parts.isEmpty { return nil }
        return parts.count == 1 ? parts[0] : parts.joined(separator: ", ")
    }

    func result(input: String) -> ParsedIngredient {
        var parsed = ParsedIngredient(input: input)
        parsed.quantity = quantity
        parsed.quantityMax = quantityMax
        parsed.unit = unit
        parsed.packageQuantity = packageQuantity
        parsed.packageUnit = packageUnit
        parsed.size = size.flatMap(text)
        if !nameSpans.isEmpty {
            parsed.name = nameSpans.count == 1 ? text(nameSpans[0]) : nameSpans.compactMap(text).joined(separator: " ")
            parsed.food = resolve(nameSpans)
            if let unitToken, let longer = foodWithUnitWord(unitToken) { parsed.food = longer }
            else if let other = foodWithPreparation(parsed.food) { parsed.food = other }
            else if let fresh = freshFormCounted(parsed.food, name: parsed.name) { parsed.food = fresh }
            // "1 can tomatoes", "2 cans corn": the canned kind, as "1 can of tomatoes" was
            if unit == .can, let food = parsed.food, let canned = catalog.cannedForm(of: food) { parsed.food = canned }
            // "2 cubes Maggi": the brand's stock cube, not its liquid seasoning (as in French)
            if unit == .cube, parsed.food == "maggi-seasoning" { parsed.food = catalog.resolve("bouillon cube") ?? parsed.food }
        }
        var comment = comment
        // "4 boneless (skinless chicken breasts, thinly sliced)": a name of words that only
        // describe a food (a page split the name at a bracket), and a bracket right after it
        // that names one; the name and the note stay as written ("red, white, and pink
        // sprinkles": a list of such words, the last part after "and" or "or", also gives it)
        // "3 regular-size or 2 large slices whole wheat bread", "½ c ground or shredded coconut",
        // "12 ounces extra thick, deli-sliced turkey breast": so does a note after "or" or a
        // comma right after such a name; the first of the notes after the name that names a
        // food gives it
        if parsed.food == nil, let last = nameSpans.last,
           nameSpans.allSatisfy({ span in (span.start..<span.end).allSatisfy { !isWord($0) || !flags($0).isDisjoint(with: .describing) } }),
           case let notes = comment + preparation.filter({ flags($0.start).contains(.and) || flags($0.start).contains(.or) }),
           let first = notes.filter({ $0.start >= last.end }).min(by: { $0.start < $1.start }),
           isMark(last.end, 0x28) || isMark(last.end, 0x5B) || isMark(last.end, 0x2C) || word(last.end, "or") {
            let after = notes.filter { $0.start >= first.start }.sorted { $0.start < $1.start }
            parsed.food = after.lazy.compactMap { resolve([$0]) }.first
        }
        // "Scant 2/3 cup (60g) (old-fashioned rolled oats)": no name outside the brackets, and
        // the last note that names a food is the name
        if nameSpans.isEmpty, quantity != nil || unit != nil {
            for index in comment.indices.reversed() where isMark(comment[index].start - 1, 0x28) || isMark(comment[index].start - 1, 0x5B) {
                guard let food = resolve([comment[index]]) else { continue }
                parsed.name = text(comment[index])
                parsed.food = food
                comment.remove(at: index)
                break
            }
        }
        var prep = preparation
        if let partOf { prep.insert(partOf, at: 0) }
        parsed.preparation = joined(prep)
        parsed.comment = joined(comment)
        return parsed
    }

    /// "1 tbsp roasted chicory", "1 cup split peas": the preparation word right before the name
    /// and the whole name make a catalog name of another food, one that is not a kind of the
    /// name's own (chicory coffee, not endive; split peas, not peas). The name and preparation
    /// stay as written. A kind ("shredded coconut", "cooked rice") stays the name's food: what
    /// is bought is the plain food, and RecipeNutrition weighs the kind where it matters.
    func foodWithPreparation(_ food: Food.ID?) -> Food.ID? {
        guard let k = lastLeadingPreparation, nameSpans.count == 1, nameSpans[0].start == k + 1,
              let found = nameTokens(k, until: nameSpans[0].end).wholeMatch(in: catalog) else { return nil }
        let other = catalog.foods[Int(found.food)].id
        if other == food { return nil }
        if let food, catalog.ancestors(of: other).contains(food) { return nil }
        return other
    }

    /// "1 bunch coriander", "2 sprigs fenugreek", "2 tbsp chopped coriander": a spice whose name,
    /// said fresh, is a catalog name of another food (cilantro, fenugreek leaves, turmeric root),
    /// counted as a fresh herb is (a bunch, sprigs, a handful) or chopped, is that fresh food.
    func freshFormCounted(_ food: Food.ID?, name: String?) -> Food.ID? {
        guard let food, let name, catalog[food]?.aisle == Self.spiceAisle else { return nil }
        let counted = unit.map { Self.freshHerbUnits.contains($0) } ?? false
        let prepared = preparation.contains { span in
            (span.start..<span.end).contains { isWord($0) && Self.freshPreparations.contains(lowerText($0)) }
        }
        guard counted || prepared, let fresh = catalog.resolve("fresh " + name), fresh != food,
              catalog[fresh]?.aisle == Self.produceAisle else { return nil }
        return fresh
    }

    static let spiceAisle = "spices"
    static let produceAisle = "produce"
    static let freshHerbUnits: Set<MeasureUnit> = [.bunch, .sprig, .handful]
    static let freshPreparations: Set<String> = ["chopped", "picked", "torn", "snipped"]

    /// A counted unit word at `k` that begins a longer catalog food is part of the name: "Glass
    /// noodles", "2 cube steaks". Not when the phrase names the same food without the word.
    func unitStartsFood(_ k: Int) -> Bool {
        longerFood(unitWord: k, words: k..<wordsEnd(after: k)) != nil
    }

    /// The end of the words (and glued hyphens or apostrophes) after `k`, at most seven.
    func wordsEnd(after k: Int) -> Int {
        var e = k + 1
        while e < t.count && e < k + 8 && (isWord(e) || (isMark(e, 0x2D) || isMark(e, 0x27)) && glued(e)) { e += 1 }
        return e
    }

    /// The word at `k` as written, lower case.
    func lowerText(_ k: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: p[Int(t[k].start)..<Int(t[k].end)]), as: UTF8.self).lowercased()
    }

    /// Whether the longer food the container word at `k` begins (`unitStartsFood`) is named
    /// otherwise: "can green chiles" is a synonym of canned green chiles, "bottle gourd" the name.
    func containerBeginsOnlyASynonym(_ k: Int) -> Bool {
        // "pot" begins many foods' names of their own ("pot roast", "pot barley", "pot cheese"):
        // only a British tub before other words ("1 pot double cream")
        if word(k, "pot") || word(k, "pots") { return false }
        guard let food = longerFood(unitWord: k, words: k..<wordsEnd(after: k)), let name = catalog.englishNames(of: food)?.name,
              let first = FoodCatalog.tokens(of: name).first else { return false }
        let written = lowerText(k)
        return first != written && first != FoodCatalog.singular(written)
    }

    /// The food of the name read together with the counted unit word next to it, where that
    /// names another food: "1 rack of lamb" is 1 rack of the food rack of lamb, "2 cinnamon
    /// sticks" 2 sticks of cinnamon stick, while "1 head of garlic" stays garlic.
    func foodWithUnitWord(_ k: Int) -> Food.ID? {
        guard let first = nameSpans.first, let last = nameSpans.last else { return nil }
        if k < first.start && (k + 1 == first.start || k + 2 == first.start && word(k + 1, "of")) {
            return longerFood(unitWord: k, words: k..<first.end)
        }
        if k == last.end { return longerFood(unitWord: k, words: last.start..<(k + 1)) }
        return nil
    }

    /// The catalog phrase among the tokens `words` that takes in the unit word at one of their
    /// ends, when it names another food than the same phrase without that word.
    func longerFood(unitWord k: Int, words: Range<Int>) -> Food.ID? {
        guard words.count >= 2 else { return nil }
        let unitFirst = k == words.lowerBound
        if let found = longerFood(unitWord: k, words: words, singularUnit: false) { return found }
        // "2 cans green chiles": the container in the plural before a name that holds it in the singular
        let container = t[k].lex >= 0 && lexicon[t[k].lex].flags.contains(.container)
        return unitFirst && container ? longerFood(unitWord: k, words: words, singularUnit: true) : nil
    }

    func longerFood(unitWord k: Int, words: Range<Int>, singularUnit: Bool) -> Food.ID? {
        var tokens = NameTokens()
        let unitFirst = k == words.lowerBound
        if singularUnit {
            let written = lowerText(k)
            let one = FoodCatalog.singular(written)
            guard one != written else { return nil }
            tokens.read(one, in: catalog)
            read(Int(t[k + 1].start), Int(t[words.upperBound - 1].end), into: &tokens)
        } else {
            read(Int(t[words.lowerBound].start), Int(t[words.upperBound - 1].end), into: &tokens)
        }
        guard let whole = tokens.match(0..<tokens.count, in: catalog, asWritten: true), whole.end - whole.start >= 2,
              unitFirst ? whole.start == 0 : whole.end == tokens.count else { return nil }
        let without = unitFirst ? (whole.start + 1)..<whole.end : whole.start..<(whole.end - 1)
        guard tokens.match(without, in: catalog, asWritten: true)?.food != whole.food else { return nil }
        return catalog.foods[Int(whole.food)].id
    }

    /// Appends the words of `p[s..<e]` to `words`, by bytes when the text is ASCII.
    func read(_ s: Int, _ e: Int, into words: inout NameTokens) {
        if !words.read(p, s, e, in: catalog) {
            words.read(String(decoding: UnsafeBufferPointer(rebasing: p[s..<e]), as: UTF8.self), in: catalog)
        }
    }

    /// The food a name names; for alternatives ("butter or margarine") the first one. Words in
    /// brackets ("coriander (cilantro) leaves") count only when the rest names no food.
    func resolve(_ spans: [Span]) -> Food.ID? {
        if let found = resolve(spans, brackets: false) { return found }
        for span in spans { for k in span.start..<span.end where isMark(k, 0x28) || isMark(k, 0x5B) { return resolve(spans, brackets: true) } }
        return nil
    }

    /// English puts the head noun last: where the longest catalog name stops before the name's
    /// last word, a name of two words or more that ends there wins ("whole-grain flour
    /// tortillas" are flour tortillas, not whole-grain flour; "whole wheat bread crumbs" bread crumbs).
    func headFirst(_ longest: FoodCatalog.PhraseMatch?, _ tokens: NameTokens) -> FoodCatalog.PhraseMatch? {
        guard let longest, longest.end < tokens.count else { return longest }
        var length = longest.end - longest.start - 1
        while length >= 2 {
            let range = (tokens.count - length)..<tokens.count
            if let hit = tokens.match(range, in: catalog), hit.start == range.lowerBound, hit.end == range.upperBound {
                // a kind of the head's food keeps its longer name ("Dutch-processed cocoa powder",
                // "hot Italian sausage links"); the food a head is a kind of does not ("free-range egg yolk")
                let head = catalog.foods[Int(hit.food)].id, kind = catalog.foods[Int(longest.food)].id
                return catalog.ancestors(of: kind).contains(head) ? longest : hit
            }
            length -= 1
        }
        return longest
    }

    /// "chickpeas in water", "clams in their shells": the food is named before "in", unless a
    /// catalog name runs across it ("tuna in oil", "peaches in syrup"). Nil when no "in" is in
    /// the name, or nothing before it names a food.
    func beforeIn(_ tokens: NameTokens) -> FoodCatalog.PhraseMatch? {
        let inWord = catalog.wordID("in")
        guard inWord >= 0, let at = (1..<max(1, tokens.count)).first(where: { tokens.ids[$0] == inWord }) else { return nil }
        let whole = tokens.match(0..<tokens.count, in: catalog)
        if let whole, whole.start < at, whole.end > at { return whole }
        let before = tokens.selecting(0..<at)
        let named = headFirst(before.match(0..<at, in: catalog), before)
        // "chipotle peppers in adobo sauce": the words after "in" name a kind of the food before it
        let rest = tokens.selecting((at + 1)..<tokens.count)
        if let named, let after = rest.match(0..<rest.count, in: catalog),
           catalog.ancestors(of: catalog.foods[Int(after.food)].id).contains(catalog.foods[Int(named.food)].id) {
            return after
        }
        return named
    }

    func resolve(_ spans: [Span], brackets: Bool) -> Food.ID? {
        var tokens = NameTokens()
        for span in spans {
            var s = Int(t[span.start].start)
            let e = Int(t[span.end - 1].end)
            // leave bracketed words out unless asked
            var k = span.start
            var pieces: [(Int, Int)] = []
            while k < span.end {
                if !brackets && (isMark(k, 0x28) || isMark(k, 0x5B)) {
                    let close = closing(k)
                    pieces.append((s, Int(t[k].start)))
                    k = close + 1
                    s = k < span.end ? Int(t[k].start) : e
                    continue
                }
                k += 1
            }
            pieces.append((s, e))
            for (ps, pe) in pieces where pe > ps { read(ps, pe, into: &tokens) }
        }
        func food(_ match: FoodCatalog.PhraseMatch?) -> Food.ID? { match.map { catalog.foods[Int($0.food)].id } }
        let all = 0..<tokens.count
        // where the line says "or", "and", "&" or "/": the first alternative
        var split = -1
        for position in 1..<max(1, tokens.count) where tokens.isConjunction[position] { split = position; break }
        if let c = tokens.conjunctions.first, c > 0, c < tokens.count, split < 0 || c < split { split = c }
        guard split > 0 else { return food(beforeIn(tokens) ?? headFirst(tokens.match(all, in: catalog), tokens)) }
        let secondStart = tokens.isConjunction[split] ? split + 1 : split
        // a catalog phrase across the conjunction ("half and half") wins
        if let whole = tokens.match(all, in: catalog), whole.start < split, whole.end > split { return food(whole) }
        let first = tokens.match(0..<split, in: catalog)
        // "chicken or vegetable stock", "fresh lemon or lime juice": the words before the
        // conjunction with the second's noun, where a catalog name runs across the join and
        // is longer than any the first words make ("sour cream or greek yogurt" is sour cream)
        if tokens.count - secondStart > 1 {
            let combined = tokens.selecting(Array(0..<split) + Array((secondStart + 1)..<tokens.count))
            if let m = combined.match(0..<combined.count, in: catalog), m.start < split, m.end > split,
               m.end - m.start > first.map({ $0.end - $0.start }) ?? 0 {
                return food(m)
            }
        }
        return food(first) ?? food(tokens.match(all, in: catalog))
    }
}
