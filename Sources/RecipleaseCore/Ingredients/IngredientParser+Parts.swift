import Foundation

// Lines that name more than one amount or food: "2 cloves garlic, plus 2 more for the sauce",
// "1 cup plus 2 tbsp flour", "2 tbsp oil, plus more for serving", "salt and pepper". The line's
// first reading stays what the reader made of it; the further parts are read after it, from the
// words after each joining word, and only on lines that have one (see `mayNameParts`).

extension IngredientParser {
    /// The words of a part read as a line of their own, without looking for further parts;
    /// `namesOneFood` tells whether its name is one food (see `Reader.nameIsOneFood`).
    func parseOnePart(_ line: String) -> (parsed: ParsedIngredient, namesOneFood: Bool) {
        var text = line
        return text.withUTF8 { bytes in
            var reader = Reader(p: bytes, catalog: catalog)
            reader.read()
            return (reader.result(input: line), reader.nameIsOneFood(from: 0, before: reader.t.count))
        }
    }
}

extension IngredientParser.Reader {
    /// The line has a word that can join two parts: "plus", "+", "and", "&". Nearly every line
    /// has none, so this is the whole cost of parts for them.
    var mayNameParts: Bool {
        for token in t {
            if token.kind == .word {
                if token.lex >= 0 && lexicon[token.lex].flags.contains(.and) { return true }
            } else if token.kind == .punct && (token.mark == 0x2B || token.mark == 0x26) {
                return true
            }
        }
        return false
    }

    /// The parts after the first, in line order, and the first part's own notes when the line's
    /// hold words those parts were read from; nil when the line names one part.
    func additionalParts(of first: ParsedIngredient, parser: IngredientParser)
        -> (parts: [ParsedIngredient], firstNotes: ParsedIngredient.PartNotes?)? {
        // a line of measures and notes only ("1 cup plus 2 tbsp, sifted"): the notes start where
        // the name would have
        let nameStart = nameSpans.first?.start ?? notesFrom ?? t.count
        let nameEnd = nameSpans.last?.end ?? notesFrom ?? 0
        var parts: [ParsedIngredient] = []
        // where the food before the next "and" starts: "salt and pepper and cayenne"
        var leftStart = nameStart
        // the token where the first second measure starts ("plus 6 tablespoons"): the measures
        // from there to the name are the other parts', not the first part's
        var sharedFrom = t.count
        // the parts read from a second measure: they share the notes said after the name
        var measureParts: [Int] = []
        // the tokens a part after the name was read from ("plus more for serving"), and where
        // its own words end at a comma ("plus 1 lime, juiced": "juiced" is said of both)
        var taken: [Taken] = []
        // the tokens that tries which named no part have read: a part is looked for while they are
        // fewer than four times the line's, so that a line of many joining words that name nothing
        // ("zz and zz and zz …", "(plus zz (plus zz …") is read in time linear in its length
        var wasted = 0
        let budget = 4 * t.count + 64
        // where each comment that starts at a token ends, found once: a line may hold thousands
        var noteEnd: [Int: Int] = [:]
        for span in comment where noteEnd[span.start] == nil { noteEnd[span.start] = span.end }
        var k = 1
        while k < t.count {
            if (isPlus(k) || isAnd(k)) && wasted < budget {
                if k < nameStart, noteEnd[k] != nil, let (part, next) = measurePart(k, first: first, nameEnd: nameEnd) {
                    measureParts.append(parts.count)
                    parts.append(part)
                    sharedFrom = min(sharedFrom, k)
                    k = next
                    continue
                }
                // "2 tablespoons, plus more for serving, olive oil", "2 tbsp (plus extra) oil": more
                // of the food before the name, read as after it
                if isPlus(k) && k < nameStart && isMoreWord(k + 1), let end = noteEnd[k],
                   let (part, _) = plusPart(k, first: first, parser: parser, end: end) {
                    parts.append(part)
                    taken.append(Taken(start: k, ownEnd: end, end: end))
                    k = end
                    continue
                }
                if isPlus(k) && k >= nameEnd {
                    let end = partEnd(from: k + 1)
                    if let (part, next) = plusPart(k, first: first, parser: parser, end: end) {
                        parts.append(part)
                        // set apart by a comma ("2 pears, peeled, plus 1 pear, sliced"), the part is a
                        // clause of its own and every word of it is its own
                        let ownEnd = isMark(k - 1, 0x2C) ? next : partEnd(from: k + 1, atComma: true)
                        taken.append(Taken(start: k, ownEnd: ownEnd, end: next))
                        k = next
                        continue
                    }
                    wasted += end - k
                }
                if isAnd(k) && k > leftStart && k <= nameEnd {
                    if let (part, next) = foodPart(k, after: leftStart, first: first, parser: parser) {
                        parts.append(part)
                        // "1 tsp salt and 1/2 tsp pepper": the words after the name are the pepper's;
                        // "salt and pepper to taste": "to taste" is said of both
                        if k == nameEnd { taken.append(Taken(start: k, ownEnd: partEnd(from: k + 1, atAnd: true, atComma: true), end: next)) }
                        leftStart = k + 1
                        k = next
                        continue
                    }
                    // the words from the last food to the end, at most, were read
                    wasted += t.count - leftStart
                }
            }
            k += 1
        }
        guard !parts.isEmpty else { return nil }
        let notes = firstPartNotes(sharedFrom: sharedFrom, nameStart: nameStart, nameEnd: nameEnd, taken: taken)
        // "1 cup plus 2 tbsp sugar, divided": the second measure is divided too
        if let shared = notes?.shared { for index in measureParts { parts[index].comment = shared } }
        return (parts, notes?.own)
    }

    /// Where a part read after the name starts, where its own words end (its first comma, or its
    /// end), and where it ends.
    struct Taken {
        var start: Int
        var ownEnd: Int
        var end: Int
    }

    /// The first part's preparation and comment, without what other parts were read from:
    /// - a part after the name takes its comments, and its preparations up to its first comma
    ///   (a preparation after that comma is said of both: "1 lemon plus 1 lime, juiced"), or all
    ///   of them when a comma sets the part apart ("2 pears, peeled, plus 1 pear, sliced");
    /// - a note that runs into such a part stops where it starts ("divided plus 2 oz for the top");
    /// - the second measures before the name and their brackets (`sharedFrom` to `nameStart`) are
    ///   the other parts', and so is a measure said after the name ("(5 oz)" weighs the sum); the
    ///   other notes after the name are said of every measure (`shared`: "divided", "optional").
    /// Nil when nothing was left out.
    func firstPartNotes(sharedFrom: Int, nameStart: Int, nameEnd: Int, taken: [Taken])
        -> (own: ParsedIngredient.PartNotes?, shared: String?)? {
        guard sharedFrom < t.count || !taken.isEmpty else { return nil }
        // one flag a token, so that leaving spans out stays linear in the line
        var commentTaken = [Bool](repeating: false, count: t.count)
        var preparationTaken = [Bool](repeating: false, count: t.count)
        for part in taken {
            for j in part.start..<min(part.end, t.count) { commentTaken[j] = true }
            for j in part.start..<min(part.ownEnd, t.count) { preparationTaken[j] = true }
        }
        if sharedFrom < nameStart {
            for j in sharedFrom..<min(nameStart, t.count) { commentTaken[j] = true; preparationTaken[j] = true }
        }
        // a span up to the first token another part was read from, its trailing marks left out
        func cut(_ span: IngredientParser.Span, _ taken: [Bool]) -> IngredientParser.Span? {
            var j = span.start
            while j < span.end && j < t.count && !taken[j] { j += 1 }
            while j > span.start && t[j - 1].kind == .punct { j -= 1 }
            return j > span.start ? IngredientParser.Span(start: span.start, end: j) : nil
        }
        var keptComment: [IngredientParser.Span] = []
        var shared: [IngredientParser.Span] = []
        for span in comment {
            guard let kept = cut(span, commentTaken) else { continue }
            if sharedFrom < t.count && kept.start >= nameEnd {
                // "(5 oz)" after the name weighs every measure together: no part's own weight
                if isMeasureNote(kept) { continue }
                shared.append(kept)
            }
            keptComment.append(kept)
        }
        let keptPreparation = preparation.compactMap { cut($0, preparationTaken) }
        let changed = keptComment != comment || keptPreparation != preparation
        var prep = keptPreparation
        if let partOf { prep.insert(partOf, at: 0) }
        let own = changed ? ParsedIngredient.PartNotes(preparation: joined(prep), comment: joined(keptComment)) : nil
        return (own, joined(shared))
    }

    /// A note that is a measure: "5 oz", "(about 140 g)".
    func isMeasureNote(_ span: IngredientParser.Span) -> Bool {
        var j = span.start
        while j < span.end && t[j].kind == .punct { j += 1 }
        return j < span.end && measure(j, allowApprox: true) != nil
    }

    // MARK: cues

    /// "plus" or "+".
    func isPlus(_ k: Int) -> Bool { word(k, "plus") || isMark(k, 0x2B) }

    /// "and" or "&", but not "and/or" or "or/and": those offer a choice.
    func isAnd(_ k: Int) -> Bool {
        guard word(k, "and") || isMark(k, 0x26) else { return false }
        if isMark(k + 1, 0x2F) && word(k + 2, "or") { return false }
        if isMark(k - 1, 0x2F) && word(k - 2, "or") { return false }
        return true
    }

    /// The token is a word that stands for the first part's food again (see below).
    func isMoreWord(_ k: Int) -> Bool {
        guard isWord(k) else { return false }
        return isMoreWord(text(IngredientParser.Span(start: k, end: k + 1)))
    }

    /// Words that stand for the first part's food again: "2 more", "extra", "another 2 tbsp".
    func isMoreWord(_ text: String?) -> Bool {
        guard let text else { return false }
        switch text.lowercased() {
        case "more", "extra", "additional", "another", "some", "plenty": return true
        default: return false
        }
    }

    /// Where the words after a joining word end: the line's end, a semicolon, the bracket the
    /// joining word sits in, the next "plus", for a food after "and" the next "and", and with
    /// `atComma` the first comma (where a part's own words end: "plus 1 lime, juiced").
    func partEnd(from s: Int, atAnd: Bool = false, atComma: Bool = false) -> Int {
        var depth = 0
        var j = s
        while j < t.count {
            if isMark(j, 0x28) || isMark(j, 0x5B) { depth += 1 }
            if isMark(j, 0x29) || isMark(j, 0x5D) {
                if depth == 0 { return j }
                depth -= 1
            }
            if depth == 0 && (isMark(j, 0x3B) || isPlus(j) || atAnd && isAnd(j) || atComma && isMark(j, 0x2C)) { return j }
            j += 1
        }
        return t.count
    }

    /// The line's text from token `s` up to (not including) token `e`, marks at the ends left out.
    func partText(_ s: Int, _ e: Int) -> String? {
        var a = s, b = e
        while a < b && t[a].kind == .punct && t[a].mark != 0x28 && t[a].mark != 0x5B { a += 1 }
        while b > a && t[b - 1].kind == .punct && t[b - 1].mark != 0x29 && t[b - 1].mark != 0x5D { b -= 1 }
        return text(IngredientParser.Span(start: a, end: b))
    }

    // MARK: the three kinds of part

    /// "1 cup plus 2 tbsp flour", "¾ cup and 2 tablespoons sugar": a second measure before the
    /// name, which the reader filed as a comment starting at `k`; it measures the same food.
    func measurePart(_ k: Int, first: ParsedIngredient, nameEnd: Int) -> (ParsedIngredient, Int)? {
        guard first.unit != nil, let more = secondMeasure(k + 1) else { return nil }
        let end = max(more.next, nameEnd)
        // the measure set apart, in brackets ("(plus 2 tbsp)") or by commas ("2 tbsp, plus 2 tsp,
        // olive oil"): its words and the name's, without the marks and words between
        var restFrom = more.next
        if isMark(k - 1, 0x28) || isMark(k - 1, 0x5B) {
            restFrom = closing(k - 1) + 1
        } else if isMark(more.next, 0x2C) {
            restFrom = more.next + 1
        }
        let words = restFrom == more.next ? partText(k + 1, end)
            : [partText(k + 1, more.next), restFrom < end ? partText(restFrom, end) : nil].compactMap { $0 }.joined(separator: " ")
        var part = ParsedIngredient(input: words ?? "")
        part.quantity = more.value
        part.unit = more.unit
        part.name = first.name
        part.food = first.food
        part.preparation = first.preparation
        return (part, more.next)
    }

    /// After the name, "plus" and what follows: "plus 2 more for the sauce" (the same food and
    /// unit), "plus more for serving" (the same food, no amount: to taste), "plus 1/2 cup for the
    /// topping", "plus 2 egg yolks" (a food of its own).
    func plusPart(_ k: Int, first: ParsedIngredient, parser: IngredientParser, end: Int? = nil) -> (ParsedIngredient, Int)? {
        let end = end ?? partEnd(from: k + 1)
        guard let words = partText(k + 1, end), !words.isEmpty else { return nil }
        let read = parser.parseOnePart(words).parsed
        var part = read
        // "juice" after "1 cup kimchi" is the kimchi's juice: bought with it
        let juice = isPartOfFood(read)
        if read.food == nil || isMoreWord(read.name) || juice {
            part.name = juice ? read.name : first.name
            part.food = first.food
            // "plus thin slices for topping": the words say how, not what
            let howWords = read.food == nil && !isMoreWord(read.name) ? read.name : nil
            if let howWords { part.preparation = [howWords, read.preparation].compactMap { $0 }.joined(separator: ", ") }
            // "plus 2 more", "plus 1 for the sauce": counted in the first part's unit
            if read.quantity != nil && read.unit == nil && howWords == nil {
                part.unit = first.unit
                part.packageQuantity = first.packageQuantity
                part.packageUnit = first.packageUnit
            }
        }
        guard part.food != nil else { return nil }
        return (part, end)
    }

    /// A part that names what comes with the food itself: "plus 2 tbsp juice" after kimchi,
    /// "plus their juices" after canned tomatoes. "Lemon juice" is a food of its own.
    func isPartOfFood(_ part: ParsedIngredient) -> Bool {
        guard let name = part.name, part.food == nil || part.food == "juice" else { return false }
        let last = name.split(separator: " ").last?.lowercased()
        return last == "juice" || last == "juices" || last == "liquid" || last == "brine"
    }

    /// "salt and pepper", "Kosher salt & pepper", "1 tsp salt and 1/2 tsp pepper": a second food
    /// after "and", when the words on each side name a catalog food and the whole is not one
    /// food itself ("half and half", "sweet and sour sauce", "peas and carrots").
    func foodPart(_ k: Int, after leftStart: Int, first: ParsedIngredient, parser: IngredientParser) -> (ParsedIngredient, Int)? {
        guard let firstFood = first.food, let nameStart = nameSpans.first?.start, let nameEnd = nameSpans.last?.end else { return nil }
        // a name of alternatives ("butter or margarine and ...") is one choice, not a list
        for j in nameStart..<nameEnd where flags(j).contains(.or) || isMark(j, 0x2F) { return nil }
        // a packaged product's name ("1 (8 ounce) bottle oil and vinegar dressing") is one product
        if k < nameEnd && (first.packageUnit != nil || first.unit?.isContainer == true) { return nil }
        // the words before "and" name a food on their own, its last word included ("prawn heads
        // and shells" is no prawns)
        guard nameIsOneFood(from: leftStart, before: k) else { return nil }
        var left = NameTokens()
        for span in nameSpans where span.start < k {
            read(Int(t[span.start].start), Int(t[min(span.end, k) - 1].end), into: &left)
        }
        // no catalog name reaches across the "and"
        if k < nameEnd {
            var whole = NameTokens()
            for span in nameSpans { read(Int(t[span.start].start), Int(t[span.end - 1].end), into: &whole) }
            let split = left.count
            // a catalog name has `PhraseTable.maxWords` words at most
            for s in max(0, split - PhraseTable.maxWords + 1)..<split {
                for e in (split + 1)...max(split + 1, min(whole.count, s + PhraseTable.maxWords)) where e <= whole.count {
                    if let m = whole.match(s..<e, in: catalog), m.start == s, m.end == e { return nil }
                }
            }
        }
        let end = partEnd(from: k + 1, atAnd: true)
        guard let words = partText(k + 1, end), !words.isEmpty else { return nil }
        let (read, namesOneFood) = parser.parseOnePart(words)
        var part = read
        // "oil and vinegar dressing", "chocolate and hazelnut spread": one product
        guard namesOneFood, var food = part.food, food != firstFood, !isPartOfFood(part) else { return nil }
        // "chocolate and hazelnut spread" is chocolate hazelnut spread: the first food only qualifies the second
        if let firstName = catalog[firstFood]?.name, let name = catalog[food]?.name,
           Set(FoodCatalog.tokens(of: firstName)).isSubset(of: FoodCatalog.tokens(of: name)) { return nil }
        // "salt and pepper" is the seasoning pair: the pepper is ground black pepper
        if food == "pepper" && catalog.isKind(firstFood, of: "salt") {
            food = "black-pepper"
        }
        part.food = food
        // "1 tsp each salt and pepper", "salt and pepper, 1/2 tsp each": the amount is for each
        if part.quantity == nil && t.indices.contains(where: { word($0, "each") }) {
            part.quantity = first.quantity
            part.quantityMax = first.quantityMax
            part.unit = first.unit
        }
        return (part, end)
    }

    /// A word the lexicon does not know that reads as a participle or adverb: "milled", "coarsely".
    func looksLikeQualifier(_ k: Int) -> Bool {
        guard isWord(k), t[k].isASCII, length(k) > 4 else { return false }
        let e = Int(t[k].end)
        let a = p[e - 2] | 0x20, b = p[e - 1] | 0x20
        return a == 0x65 && b == 0x64 || a == 0x6C && b == 0x79  // -ed, -ly
    }

    /// The name's words before token `end` end in a catalog food, and the words before that food
    /// only qualify it: "freshly ground black pepper", "plenty of pepper", "drumsticks"; not
    /// "vinegar dressing" (a dressing) or "hazelnut spread" (no catalog food ends the name).
    func nameIsOneFood(from start: Int, before end: Int) -> Bool {
        var words = NameTokens()
        // the token each catalog word came from, to ask the lexicon about it
        var from: [Int] = []
        for span in nameSpans where span.start < end {
            // a span that ends before `start` has nothing here (and an upside-down range traps)
            let first = max(span.start, start), last = min(span.end, end)
            guard first < last else { continue }
            for k in first..<last where isWord(k) || isNumber(k) {
                read(Int(t[k].start), Int(t[k].end), into: &words)
                while from.count < words.count { from.append(k) }
            }
        }
        guard words.count > 0, let match = words.match(0..<words.count, in: catalog), match.end == words.count else { return false }
        for w in 0..<match.start {
            let f = flags(from[w])
            let qualifies = f.contains(.adjective) || f.contains(.prep) || f.contains(.adverb) || f.contains(.size)
                || f.contains(.state) || f.contains(.article) || f.contains(.of) || f.contains(.unitModifier)
                || f.contains(.vague) || f.contains(.comment) || isNumber(from[w]) || looksLikeQualifier(from[w])
            if !qualifies { return false }
        }
        return true
    }
}
