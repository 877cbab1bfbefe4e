import Foundation

/// Reads one ingredient line: "1 1/2 cups flour, sifted" becomes 1.5 cup of flour, sifted.
///
/// A hand-written reader over the line's UTF-8 bytes, not a statistical model: the line is cut
/// into tokens, then read left to right as amount, package size, unit, size, name, and what
/// follows the name (preparation, comment). Every line gives a result; nothing throws.
public struct IngredientParser: Sendable {
    public let catalog: FoodCatalog

    public init(catalog: FoodCatalog) {
        self.catalog = catalog
    }

    public func parse(_ line: String) -> ParsedIngredient {
        var text = line
        return text.withUTF8 { bytes in
            var reader = Reader(p: bytes, catalog: catalog)
            reader.read()
            var parsed = reader.result(input: line)
            // only a joining word (plus, and, &) can bring a second amount or food
            if reader.mayNameParts, let found = reader.additionalParts(of: parsed, parser: self) {
                parsed.additionalParts = found.parts
                parsed.firstPartNotes = found.firstNotes
            }
            return parsed
        }
    }
}

extension IngredientParser {
    typealias Flags = Lexicon.Flags

    /// A span of the line, in tokens.
    struct Span: Equatable {
        var start: Int
        var end: Int
        var isEmpty: Bool { end <= start }
    }

    /// "350F", "180 C": a scale's letter alone after a number says a temperature. F always; C from
    /// 30 up, more cups than one line measures ("2 C flour" is cups, "1 c à s" a spoon), or at any
    /// number where the words around it say heat (`saidHot`: "water at 20C", "(20 C)").
    static func namesHeatScale(letter: UInt8, after number: Double, saidHot: Bool = false) -> Bool {
        switch letter | 0x20 {
        case UInt8(ascii: "f"): return true
        case UInt8(ascii: "c"): return number >= 30 || saidHot
        default: return false
        }
    }

    struct Reader {
        let p: UnsafeBufferPointer<UInt8>
        let catalog: FoodCatalog
        let lexicon = Lexicon.shared
        var t: [Token] = []

        var quantity: Double?
        var quantityMax: Double?
        var unit: MeasureUnit?
        var packageQuantity: Double?
        var packageUnit: MeasureUnit?
        var size: Span?
        /// The name, in one span or more when a size word sat inside it.
        var nameSpans: [Span] = []
        var preparation: [Span] = []
        var comment: [Span] = []
        /// A "Zest of" before the amount, reported as preparation.
        var partOf: Span?
        /// The token of a counted unit word read next to the name ("1 rack of lamb", "2 cinnamon
        /// sticks"): the food is looked up with it too.
        var unitToken: Int?
        /// Where the amount, its unit and a package size sit, and where the measures end (before
        /// a counted word or container after them, "3cm/1¼in piece ginger"): what
        /// `RecipeScale` rewrites in place (see IngredientParser+Layout.swift).
        var amountTokens: Span?
        var unitTokens: Span?
        var packageTokens: Span?
        var measuresEnd = 0
        /// A second measure was read with the first ("1 cup plus 2 tbsp", "1 tsp, plus a pinch,").
        var readSecondMeasure = false
        /// Where the notes of a line that names no food start after its measures ("1 cup plus 2
        /// tbsp, sifted"): the parts take it as the name's place (see `additionalParts`).
        var notesFrom: Int?
        /// The other end of a range across units: "1 1/2 teaspoons to 1 tablespoon".
        var rangeTo: Measure?
        /// The last word of the latest run of preparations read before the name ("roasted" in
        /// "1 tbsp roasted chicory"): see `foodWithPreparation`.
        var lastLeadingPreparation: Int?
        /// A whole number then a fraction glued to a size unit ("1 1/2-inch"): the whole number and where
        /// it stands, until the line's end says whether it counts the things after it (see `sizeIsMixed`).
        var mixedSize: (whole: Double, at: Int)?
        /// The count is not written: the number at the start is part of the size ("1 1/2-inch piece").
        var impliedCount = false
        /// The amount and its glued unit are the size of one thing whose count is not written, though
        /// the line reads them as its amount ("9-inch pie shell", "1½-inch piece ginger", "28-ounce can").
        var sizeOfOne = false
        /// Where the size of one ends when the same size follows in the other system ("5cm/2in piece").
        var sizeOfOneEnd: Int?

        init(p: UnsafeBufferPointer<UInt8>, catalog: FoodCatalog) {
            self.p = p
            self.catalog = catalog
            t.reserveCapacity(48)
        }

        // MARK: token tests

        // Every test takes any index, in range or not: the reader looks around freely.
        @inline(__always) func flags(_ k: Int) -> Flags {
            guard k >= 0, k < t.count, t[k].kind == .word, t[k].lex >= 0 else { return [] }
            return lexicon[t[k].lex].flags
        }
        @inline(__always) func isWord(_ k: Int) -> Bool { k >= 0 && k < t.count && t[k].kind == .word }
        @inline(__always) func isNumber(_ k: Int) -> Bool { k >= 0 && k < t.count && t[k].kind == .number }
        @inline(__always) func isMark(_ k: Int, _ mark: UInt8) -> Bool {
            k >= 0 && k < t.count && t[k].kind == .punct && t[k].mark == mark
        }
        @inline(__always) func glued(_ k: Int) -> Bool { k >= 0 && k < t.count && !t[k].spaceBefore }
        /// The token is the word `w` (lower-case ASCII), any case.
        func word(_ k: Int, _ w: StaticString) -> Bool {
            guard isWord(k) else { return false }
            let s = Int(t[k].start), e = Int(t[k].end)
            guard e - s == w.utf8CodeUnitCount else { return false }
            let q = w.utf8Start
            for j in 0..<(e - s) where (p[s + j] | 0x20) != q[j] { return false }
            return true
        }
        @inline(__always) func byte(_ k: Int) -> UInt8 { p[Int(t[k].start)] }
        @inline(__always) func length(_ k: Int) -> Int { Int(t[k].end - t[k].start) }

        // MARK: reading

        mutating func read() {
            IngredientParser.tokenize(p, into: &t)
            var i = 0
            // bullets and stray marks before the amount
            while i < t.count && t[i].kind == .punct && (t[i].mark == 0x2D || t[i].mark == 0x2A || t[i].mark == 0
                || t[i].mark == 0x2E || t[i].mark == 0x22 || t[i].mark == 0x3A) {
                i += 1
            }
            if isMark(i, 0x7E) { i += 1 }  // ~7 cloves
            // "Sauce:", "Topping (optional):", "Ingredients for 4 people:": a line that ends in a colon
            // and starts with a word that is no amount is a heading over the lines after it
            if let last = t.indices.last, last > i, isMark(last, 0x3A), isWord(i), !flags(i).contains(.number),
               !(i..<last).contains(where: { isMark($0, 0x3A) }) {
                comment.append(Span(start: i, end: last))
                return
            }
            // "Garnish: parsley sprigs", "Egg wash: 1 egg": a heading before a colon
            var colon = i
            var heading: Span?
            while colon < t.count && colon < i + 5 && isWord(colon) { colon += 1 }
            if colon > i && isMark(colon, 0x3A) && colon + 1 < t.count {
                heading = Span(start: i, end: colon)
                comment.append(Span(start: i, end: colon))
                i = colon + 1
            }
            defer { if let heading { nameTheHeading(heading) } }
            i = readPartOf(i)
            // "About 1 cup", "Generous 1 tablespoon", "Scant ½ teaspoon"
            if (flags(i).contains(.approx) || flags(i).contains(.unitModifier)) && !flags(i).contains(.article)
                && (isNumber(i + 1) || flags(i + 1).contains(.number) || isMark(i + 1, 0x7E)) {
                comment.append(Span(start: i, end: i + 1))
                i += 1
                if isMark(i, 0x7E) { i += 1 }
            }
            let amountStart = i
            i = readAmount(i)
            if quantity != nil { amountTokens = Span(start: amountStart, end: i) }
            // "3x onions", "2 x eggs", "3 × lemons": a times sign between a count and a word says nothing
            // more ("2 x 400g tins" is a package, read with the units; "1 x-large onion" a size)
            if quantity != nil, word(i, "x") || isMark(i, 0x78), isWord(i + 1) {
                i += 1
            }
            if quantity == nil {
                // "A few sprigs of thyme", "Several sprigs rosemary": no number, but a unit
                var k = i
                if flags(k).contains(.article) && flags(k + 1).contains(.vague) { k += 1 }
                if flags(k).contains(.vague), let found = unitAt(k + 1, afterAmount: true), found.unit.dimension == .count {
                    comment.append(Span(start: i, end: k + 1))
                    unit = found.unit
                    unitToken = found.word
                    i = found.next
                }
            }
            i = readUnits(i)
            // "2 Tbsp (40ml) - Olive Oil", "2 - Brown Onions": a dash set apart after the amount
            // parts it from the name (a range's dash was read with the amount); not before a word
            // that qualifies the amount or the line ("1 cup - packed", "200g - about 2 cups")
            if quantity != nil, isMark(i, 0x2D), !glued(i), !glued(i + 1), isWord(i + 1), let unitFrom = unitAfterDash(i) {
                // "1 - heaped tbsp sugar", "2 – level teaspoons salt", "1 - tbsp sugar": the unit is
                // read as without the dash; words that only say how it is filled are a comment
                if unitFrom > i + 1 { comment.append(Span(start: i + 1, end: unitFrom)) }
                i = readUnits(i + 1)
            }
            // the name's dash, also a second one after a unit read behind the first ("1 - cup - flour")
            if quantity != nil, isMark(i, 0x2D), !glued(i), !glued(i + 1), isWord(i + 1) {
                let f = flags(i + 1)
                let qualifies = f.contains(.approx) || f.contains(.comment) || f.contains(.purpose)
                    || f.contains(.unitModifier) && !f.contains(.size) || f.contains(.prep) && !isWord(i + 2)
                if !qualifies {
                    i += 1
                } else if let nameFrom = nameAfterQualifier(dash: i) {
                    // "1 cup - packed brown sugar", "2 tbsp - heaped cocoa powder"
                    if nameFrom > i + 1 { comment.append(Span(start: i + 1, end: nameFrom)) }
                    i = nameFrom
                }
            }
            if isWord(i) && flags(i).contains(.of) && i > 0 && (unit != nil || quantity != nil) { i += 1 }
            i = readSize(i)
            readRest(i)
            sizeIsMixed()
        }

        /// "1 1/2-inch piece ginger", "2 1/2-pound chicken": a whole number, then a fraction glued to a
        /// size unit, is one mixed number and the size of one thing, as "A 1½-inch piece" and "2 8-serving
        /// crusts" are sizes; the count is one, not written. Only a count of two or more before a plural
        /// ("2 1/4-ounce packages gelatin", "12 3/4-inch-thick slices") counts them, the fraction their size.
        mutating func sizeIsMixed() {
            guard let mixed = mixedSize, let size = packageQuantity, let tokens = packageTokens else { return }
            let counted = unitToken ?? nameSpans.last.map { $0.end - 1 }
            let plural = counted.map { k in
                isWord(k) && length(k) > 2 && p[Int(t[k].end) - 1] | 0x20 == UInt8(ascii: "s") && p[Int(t[k].end) - 2] | 0x20 != UInt8(ascii: "s")
            } ?? false
            if plural && mixed.whole >= 2 { return }
            packageQuantity = mixed.whole + size
            quantity = 1
            impliedCount = true
            packageTokens = Span(start: mixed.at, end: tokens.end)
        }

        /// "Flour: 200g", "Butter: 2 tbsp, softened", "natural brown sugar: 45 g": a line that sets
        /// its food before a colon and its amount after it names no food after the colon; the words
        /// before it, when they end in a catalog food, are its name, not a heading, and what was read
        /// as a name after the amount ("softened") is a note. A heading over a line that names its
        /// own food ("Egg wash: 1 egg", "Garnish: parsley sprigs") stays a comment, and so do
        /// words with letters beyond ASCII: "Pâtes : 500 g" is French, read by the French reader.
        mutating func nameTheHeading(_ heading: Span) {
            guard quantity != nil, comment.first == heading, nameSpans.isEmpty || resolve(nameSpans) == nil else { return }
            guard !(Int(t[heading.start].start)..<Int(t[heading.end - 1].end)).contains(where: { p[$0] >= 0x80 }) else { return }
            // The food ends the words, as an English name's head noun does ("natural brown sugar");
            // "Pate feuilletee" begins with a food and is no English name of one.
            guard let match = catalogMatch(heading.start, until: heading.end), match.found.end == match.words else { return }
            comment.removeFirst()
            comment.append(contentsOf: nameSpans)
            nameSpans = [heading]
        }

        /// After a dash set apart behind an amount that has no unit yet, a unit, with words that
        /// qualify it before it: "1 - heaped tbsp sugar", "2 – level teaspoons salt", "2 - large
        /// cloves garlic". Returns where the unit's words start after the words that only say how
        /// it is filled ("heaped", "level"), which the caller files as a comment: the dash after
        /// the unit's place if there are none, or when a size word is among them (read as the
        /// size, as without the dash). Nil when no unit follows, or a letter that reads as one
        /// begins a word ("2 - T-bone steaks").
        func unitAfterDash(_ d: Int) -> Int? {
            guard unit == nil, packageUnit == nil, let found = unitAt(d + 1, afterAmount: true),
                  !(isMark(found.next, 0x2D) && glued(found.next)) else { return nil }
            return found.size == nil ? found.word : d + 1
        }

        /// After a dash set apart behind the amount, words that qualify the amount and then a
        /// name: "1 cup - packed brown sugar", "2 tbsp – heaped cocoa powder", "1 cup - firmly
        /// packed basil". Returns where the reading goes on: after the words that only say how
        /// the amount is measured ("heaped", "scant", "level"), which the caller files as a
        /// comment; preparations ("packed"), adjectives ("good") and words that begin a catalog
        /// food ("whole milk") are read as they are without the dash. Nil when no name follows
        /// ("1 cup - packed", "1 tbsp - heaped, sifted"): the dash rule leaves such a line as it was.
        func nameAfterQualifier(dash d: Int) -> Int? {
            let first = flags(d + 1)
            guard first.contains(.unitModifier), !first.contains(.size), !first.contains(.approx),
                  !first.contains(.comment), !first.contains(.purpose) else { return nil }
            var k = d + 1
            var own = k
            var words = 0
            while words < 4 && isWord(k) {
                let e = compoundEnd(k)
                let f = compoundFlags(k, e)
                let modifies = f.contains(.unitModifier) && !f.contains(.size)
                let prepares = preparesBeforeName(f)
                guard modifies || prepares, !beginsFood(k) else { break }
                if own == k && modifies && !prepares && !f.contains(.adjective) { own = e }
                k = e
                words += 1
            }
            guard isWord(k), !isLink(k), !stops(k), unitWord(k) == nil else { return nil }
            return own
        }

        /// A catalog name starts at token `k` and takes in the words after it up to its end:
        /// "whole milk", "extra virgin olive oil".
        func beginsFood(_ k: Int) -> Bool {
            var e = k + 1
            while e < t.count && e < k + 2 * PhraseTable.maxWords && (isWord(e) || (isMark(e, 0x2D) || isMark(e, 0x27)) && glued(e)) { e += 1 }
            var words = NameTokens()
            read(Int(t[k].start), Int(t[e - 1].end), into: &words)
            for n in stride(from: words.count, to: 0, by: -1) {
                if let m = words.match(0..<n, in: catalog), m.start == 0, m.end == n { return true }
            }
            return false
        }

        /// `Zest of 1 lemon`, `Juice of half a lime`, `Finely grated zest and juice of 2 oranges`,
        /// `juice 1 lemon`.
        mutating func readPartOf(_ start: Int) -> Int {
            var k = start
            var sawPart = false
            while k < t.count && k < start + 7 {
                let f = flags(k)
                if f.contains(.partOf) || f.contains(.adverb) || f.contains(.and) || word(k, "the") {
                    if word(k, "zest") || word(k, "juice") || word(k, "rind") || word(k, "peel") || word(k, "leaves")
                        || word(k, "stems") || word(k, "seeds") || word(k, "flesh") || word(k, "pulp") { sawPart = true }
                    k += 1
                    continue
                }
                if isMark(k, 0x2C) { k += 1; continue }
                break
            }
            // "juice 1 lemon", "zest and juice 1 lime": BBC Good Food's way, without "of"
            if sawPart, k > start, word(k - 1, "zest") || word(k - 1, "juice") || word(k - 1, "rind"),
               isNumber(k) || flags(k).contains(.number) {
                partOf = Span(start: start, end: k)
                return k
            }
            guard sawPart || word(start, "most") || word(start, "stems") || word(start, "leaves"), k > start,
                  flags(k).contains(.of) || word(k, "from") else { return start }
            var next = k + 1
            while next < k + 3 && (word(next, "just") || word(next, "under") || word(next, "over") || word(next, "about")) {
                next += 1
            }
            guard amountStarts(next) else { return start }
            partOf = Span(start: start, end: k + 1)
            return next
        }

        /// Whether an amount starts at `k`: a number, a number word, or an article before a noun.
        func amountStarts(_ k: Int) -> Bool {
            if isNumber(k) { return true }
            let f = flags(k)
            return f.contains(.number) || f.contains(.article)
        }

        /// One amount at `k`: `1`, `1 1/2`, `1½`, `1-1/2`, `one`, `a dozen`, `half a`, `one and a half`.
        func amount(_ k: Int, inMeasure: Bool = false) -> (value: Double, next: Int)? {
            guard k < t.count else { return nil }
            var value: Double
            var i = k
            if t[i].kind == .number {
                // the power of "2E-3"
                if glued(k) && (isMark(k - 1, 0x2D) || isMark(k - 1, 0x2B)) && glued(k - 1) && isNumber(k - 3) && saysNoAmount(k - 2) {
                    return nil
                }
                value = t[i].value
                i += 1
                if !t[i - 1].isFraction && value == value.rounded() && (inMeasure || glued(i) || !fractionSizesUnit(i)) {
                    if isNumber(i) && t[i].isFraction && t[i].value < 1 {
                        value += t[i].value; i += 1  // 1 1/2, 1½
                    } else if isMark(i, 0x2D) && glued(i) && isNumber(i + 1) && glued(i + 1) && t[i + 1].isFraction
                        && t[i + 1].value < 1 && byte(i) == 0x2D {
                        value += t[i + 1].value; i += 2  // 1-1/2
                    }
                }
                if saysNoAmount(i) { return nil }
            } else {
                let f = flags(i)
                if f.contains(.article) {
                    let g = flags(i + 1)
                    if g.contains(.numberNeedsArticle) {
                        value = lexicon[t[i + 1].lex].number
                        i += 2
                        if word(i - 1, "couple") && flags(i).contains(.of) { i += 1 }
                    } else if g.contains(.vague) || !isWord(i + 1) && !isNumber(i + 1) || temperatureStarts(i + 1) {
                        return nil
                    } else {
                        value = 1
                        i += 1
                    }
                } else if f.contains(.number) {
                    // "four 180°C", "one 350°F oven": a number word before a temperature counts no food
                    // (in French, "four" is the oven)
                    if temperatureStarts(i + 1) { return nil }
                    value = lexicon[t[i].lex].number
                    i += 1
                    // "thirty-two", "twenty four"
                    if value >= 20 && value.truncatingRemainder(dividingBy: 10) == 0 {
                        let j = isMark(i, 0x2D) && glued(i) && glued(i + 1) ? i + 1 : i
                        if flags(j).contains(.number) && !flags(j).contains(.numberNeedsArticle) {
                            let unitValue = lexicon[t[j].lex].number
                            if unitValue < 10 { value += unitValue; i = j + 1 }
                        }
                    }
                    if f.contains(.numberNeedsArticle) {
                        // "half a lemon", "half of the", "half a dozen eggs"
                        guard word(k, "half") || word(k, "dozen") || word(k, "quarter") else { return nil }
                        if flags(i).contains(.article) { i += 1 }
                        if !word(k, "dozen") && word(i, "dozen") { value *= 12; i += 1 }
                    } else if word(i, "dozen") {
                        value *= 12; i += 1
                    }
                } else {
                    return nil
                }
            }
            // "one third", "two thirds", "a quarter", "one-third", "three-quarters"
            let denominator = isMark(i, 0x2D) && glued(i) && glued(i + 1) && !isNumber(k) ? i + 1 : i
            if flags(denominator).contains(.denominator) && !isNumber(k) && value >= 1 && value < 10 {
                value *= lexicon[t[denominator].lex].number
                i = denominator + 1
            }
            // "one and a half", "2 and 1/2", "one and one-half"
            if flags(i).contains(.and) && !flags(i).contains(.or) {
                var oneHalf: Int?
                if word(i + 1, "one") {
                    if word(i + 2, "half") { oneHalf = i + 3 } else if isMark(i + 2, 0x2D) && word(i + 3, "half") { oneHalf = i + 4 }
                }
                if saysAndAHalf(i) && value == value.rounded() {
                    value += 0.5; i += 3
                } else if let end = oneHalf, value == value.rounded() {
                    value += 0.5; i = end
                } else if isNumber(i + 1) && t[i + 1].isFraction && t[i + 1].value < 1 && value == value.rounded() {
                    value += t[i + 1].value; i += 2
                }
            }
            if isNumber(k) && word(i, "dozen") { value *= 12; i += 1 }
            return (value, i)
        }

        /// "and a half" at `k`: after a number ("one and a half") or a unit ("a pound and a half").
        func saysAndAHalf(_ k: Int) -> Bool {
            flags(k).contains(.and) && !flags(k).contains(.or) && flags(k + 1).contains(.article) && word(k + 2, "half")
        }

        /// "5% fat", "100 percent", "350°F", "350 degrees F", "1e3": the number before `k` is a share,
        /// a temperature or written with a power of ten, never an amount a cook measures out; it stays
        /// in the name or the notes, and an amount elsewhere in the line is the line's.
        func saysNoAmount(_ k: Int) -> Bool {
            guard k < t.count else { return false }
            if isMark(k, 0x25) || saysHeat(k) { return true }  // %
            if word(k, "percent") || word(k, "per") && word(k + 1, "cent") { return true }
            // "1e3", "2E-4": an exponent glued to the number
            guard isWord(k), glued(k), byte(k) | 0x20 == 0x65 else { return false }
            if length(k) == 1 { return (isMark(k + 1, 0x2D) || isMark(k + 1, 0x2B)) && glued(k + 1) && isNumber(k + 2) && glued(k + 2) }
            return (Int(t[k].start) + 1..<Int(t[k].end)).allSatisfy { IngredientParser.isDigit(p[$0]) }
        }

        /// "°", "º", "℃", "℉", "degrees", a scale's letter ("180C", "350 F"): the number before `k` is a temperature.
        func saysHeat(_ k: Int) -> Bool {
            guard k < t.count else { return false }
            if t[k].kind == .punct {
                let s = Int(t[k].start)
                if length(k) == 2 { return p[s] == 0xC2 && (p[s + 1] == 0xB0 || p[s + 1] == 0xBA) }
                if length(k) == 3 { return p[s] == 0xE2 && p[s + 1] == 0x84 && (p[s + 2] == 0x83 || p[s + 2] == 0x89) }
                return false
            }
            if isWord(k) && length(k) == 1 && isNumber(k - 1) {
                return IngredientParser.namesHeatScale(letter: byte(k), after: t[k - 1].value, saidHot: saysHot(letter: k))
            }
            return word(k, "degrees") || word(k, "degree")
        }

        /// The words around a scale's letter at `k` say heat, not cups: "at" before its number ("water at
        /// 20C", "at about 20-25 C"), or nothing that could be a food after it: a closing bracket ("(20 C)"),
        /// the same heat in the other scale ("20C/68F", "20C (68F)"), or the line's end right after a
        /// glued letter ("water 20C"; "Flour, 2 C" stays 2 cups, an amount after its name).
        func saysHot(letter k: Int) -> Bool {
            let low = (isMark(k - 2, 0x2D) || flags(k - 2).contains(.to)) && isNumber(k - 3) ? k - 3 : k - 1
            let before = flags(low - 1).contains(.approx) ? low - 2 : low - 1
            if word(before, "at") { return true }
            if k + 1 >= t.count { return glued(k) }
            if isMark(k + 1, 0x29) || isMark(k + 1, 0x5D) { return true }
            return (isMark(k + 1, 0x2F) || isMark(k + 1, 0x28)) && temperatureStarts(k + 2)
        }

        /// "180°C", "(180 °C)", "180-200 degrees", "350 to 375°F": a temperature starts at `k`.
        func temperatureStarts(_ k: Int) -> Bool {
            let k = isMark(k, 0x28) ? k + 1 : k
            guard isNumber(k) else { return false }
            let range = (isMark(k + 1, 0x2D) || flags(k + 1).contains(.to)) && isNumber(k + 2)
            return saysHeat(k + 1) || range && saysHeat(k + 3)
        }

        /// A fraction glued to a unit by a hyphen sizes the unit: "12 3/4-inch slices" is 12 slices.
        func fractionSizesUnit(_ k: Int) -> Bool {
            isNumber(k) && t[k].isFraction && isMark(k + 1, 0x2D) && glued(k + 1) && unitWord(k + 2) != nil
        }

        /// The amount at the start, with a range after it (`1-2`, `1 to 2`, `2–3`, `1 or 2`).
        mutating func readAmount(_ start: Int) -> Int {
            guard let first = amount(start) else { return start }
            quantity = first.value
            var i = first.next
            // a range
            if isMark(i, 0x2D) || flags(i).contains(.to) || (flags(i).contains(.or) && isNumber(i + 1)) {
                var j = i + 1
                // "4- to 6-ounce", "9- or 10-inch": a hyphen glued to the low end, then the high end's
                if isMark(i, 0x2D) && glued(i) && (flags(j).contains(.to) || flags(j).contains(.or)) && isNumber(j + 1) { j += 1 }
                if flags(j).contains(.approx) { j += 1 }
                if countsPackages(dash: i, count: first.value) { return i + 1 }
                // "60 to 72% chocolate", "350-375°F": the range's end says a share or temperature
                if isNumber(j) && amount(j) == nil { quantity = nil; return start }
                if let second = amount(j), isNumber(j) || flags(j).contains(.number), second.value > first.value || !isMark(i, 0x2D) {
                    // "1-inch": a hyphen then a unit is a size, not a range
                    quantityMax = second.value
                    i = second.next
                }
            }
            // "½ a bunch", "1/2 an onion": a part of one, written as "half a" is
            if quantityMax == nil, first.value < 1, isNumber(start), flags(i).contains(.article),
               unitWord(i + 1) != nil || isWord(i + 1) && !flags(i + 1).contains(.vague) && !flags(i + 1).contains(.numberNeedsArticle) {
                i += 1
            }
            return i
        }

        /// "2 - 15 oz cans": a dash that sets a count before a package's size, not a range. It
        /// needs a weight or volume, then containers in the plural (cans, jars, bags, packages),
        /// a count of two or more, and a size at least twice the count: "10 - 12 oz bag",
        /// "15 - 20 oz cans", "2 - 3 lb bag" and "2 - 3 inch piece" stay ranges.
        func countsPackages(dash i: Int, count: Double) -> Bool {
            guard isMark(i, 0x2D), count >= 2, count == count.rounded(), isNumber(i + 1),
                  let package = measure(i + 1, allowApprox: false),
                  package.unit.dimension == .mass || package.unit.dimension == .volume,
                  package.value >= 2 * count,
                  let container = unitAt(package.next, afterAmount: true), container.unit.isContainer,
                  isWord(container.word), p[Int(t[container.word].end) - 1] | 0x20 == UInt8(ascii: "s")
            else { return false }
            return true
        }

        /// The unit after the amount, with a package size before it (`1 (14 oz) can`,
        /// `2 x 400g tins`, `1 28-ounce can`), an alternative measure after it (`340g/12oz`,
        /// `1 tbsp (15 mL)`), and size or strength words in between (`1 large bunch`, `1 heaped tbsp`).
        mutating func readUnits(_ start: Int) -> Int {
            var i = start
            let hasAmount = quantity != nil
            // "3/4 of a pound", "½ of a small (3½-ounce) package"
            if hasAmount && word(i, "of") && flags(i + 1).contains(.article) { i += 2 }
            if hasAmount && flags(i).contains(.size) && (isMark(i + 1, 0x28) || isNumber(i + 1)) {
                size = Span(start: i, end: i + 1)
                i += 1
            }
            // "2 8-serving graham cracker crusts", "1 12-count package tortillas": servings or pieces
            // glued to a number size the thing named after them, as "9-inch" does
            if hasAmount && size == nil, let end = countedSizeEnd(i) {
                size = Span(start: i, end: end)
                i = end
            }
            // a package size: "(14 oz)", "(14-ounce)", "x 400g", "28-ounce"
            var packageFound = false
            let packageStart = i
            if hasAmount, isMark(i, 0x28), let package = measure(i + 1, allowApprox: true), isMark(package.next, 0x29) {
                packageQuantity = package.value
                packageUnit = package.unit
                i = package.next + 1
                packageFound = true
            } else if hasAmount, flags(i).contains(.times) || isMark(i, 0x78), let package = measure(i + 1, allowApprox: false) {
                packageQuantity = package.value
                packageUnit = package.unit
                i = package.next
                packageFound = true
            } else if hasAmount, isNumber(i), let package = measure(i, allowApprox: false),
                      package.hyphen || isContainerAt(package.next) || sizesCountedThing(i, package) {
                if package.hyphen, t[i].isFraction, t[i].value < 1, isNumber(i - 1), let whole = amountTokens, whole.end == i, whole.start == i - 1,
                   !t[i - 1].isFraction, let q = quantity, q == q.rounded(), quantityMax == nil {
                    mixedSize = (q, i - 1)
                }
                packageQuantity = package.value
                packageUnit = package.unit
                i = package.next
                packageFound = true
            }
            if packageFound {
                // "2 15-ounce (426-g) cans", "1 x 200g/7oz lamb"
                if isMark(i, 0x28), let alt = measure(i + 1, allowApprox: true), isMark(alt.next, 0x29) { i = alt.next + 1 }
                if isMark(i, 0x2F), let alt = measure(i + 1, allowApprox: false) {
                    i = alt.next
                    if let more = measure(i, allowApprox: false), more.unit.dimension == alt.unit.dimension { i = more.next }
                }
                packageTokens = Span(start: packageStart, end: i)
            }
            if unit == nil, let found = unitAt(i, afterAmount: hasAmount || packageFound) {
                if let sizeSpan = found.size { size = sizeSpan }
                unit = found.unit
                unitTokens = Span(start: found.word, end: found.next)
                if found.unit.dimension == .count { unitToken = found.word }
                i = found.next
                // "a pound and a half of beef", "1 cup and a half": the half after the unit is the amount's
                if let q = quantity, quantityMax == nil, q == q.rounded(), saysAndAHalf(i) {
                    quantity = q + 0.5
                    i += 3
                }
                // "2 inch piece ginger": a length before a piece word is the size of one piece, as when
                // glued ("2-inch piece ginger"; for the layout only, the parse is the same)
                if found.unit.dimension == .length, hasAmount, !packageFound, found.size == nil,
                   let piece = unitAt(i, afterAmount: true), piece.unit.dimension == .count {
                    sizeOfOne = true
                }
                // "1 lb 4 oz": a second measure of the same dimension and system adds up ("1 cup
                // 250 ml" is one measure said twice, read below)
                if found.unit.dimension == .mass || found.unit.dimension == .volume {
                    if let more = measure(i, allowApprox: false), !more.hyphen, more.unit.dimension == found.unit.dimension,
                       more.unit.system == found.unit.system,
                       let a = more.unit.baseFactor, let b = found.unit.baseFactor, a < b, let q = quantity, quantityMax == nil {
                        quantity = q + more.value * a / b
                        i = more.next
                    }
                }
                // "can or bottle"
                if flags(i).contains(.or), let other = unitAt(i + 1, afterAmount: true), other.size == nil {
                    i = other.next
                }
            }
            // "9-inch pie shell", "28-ounce can tomatoes", "1½-inch piece ginger": the amount measures
            // the unit glued to it; a container or piece word after it adds nothing
            if unit == nil && !packageFound && hasAmount && isMark(i, 0x2D) && glued(i),
               let found = unitAt(i + 1, afterAmount: true), found.size == nil, found.unit.dimension != .count {
                unit = found.unit
                unitTokens = Span(start: found.word, end: found.next)
                i = found.next
                // a length, or a weight or volume before a container or piece, is the size of one thing
                // (`sizeOfOne`): scaled, the things are counted ("2 (9-inch) pie shells")
                sizeOfOne = found.unit.dimension == .length
                if let container = unitAt(i, afterAmount: true), container.unit.dimension == .count {
                    i = container.next
                    sizeOfOne = true
                }
            }
            // alternative measures: "/12oz", "/ 3½ pints", "(15 mL)", "(280 grams)", "(1/4 stick)"
            var guardCount = 0
            while guardCount < 3 {
                guardCount += 1
                // ("1 tsp | 5 ml": a meal kit's bar says the same)
                if isMark(i, 0x2F) || isMark(i, 0x7C), let alt = measure(i + 1, allowApprox: false) {
                    i = alt.next
                    if let more = measure(i, allowApprox: false), more.unit.dimension == alt.unit.dimension { i = more.next }
                    continue
                }
                if let u = unit, isMark(i, 0x28), let alt = measure(i + 1, allowApprox: true), isMark(alt.next, 0x29) {
                    if u.dimension == .count && packageUnit == nil && alt.unit.dimension != .count {
                        // "1 can (14 oz) coconut milk"
                        packageQuantity = alt.value
                        packageUnit = alt.unit
                        packageTokens = Span(start: i, end: alt.next + 1)
                    } else {
                        comment.append(Span(start: i + 1, end: alt.next))
                    }
                    i = alt.next + 1
                    continue
                }
                // "1 can 15 oz black beans", "2 cans 11 oz cans mandarin oranges": a weight or volume
                // written bare after a container is the size of one, and the container said again adds nothing
                if let u = unit, packageUnit == nil, let alt = bareContainerSize(u, at: i) {
                    packageQuantity = alt.value
                    packageUnit = alt.unit
                    packageTokens = Span(start: i, end: alt.next)
                    i = alt.next
                    if let again = unitWord(i), again.unit == u { i = again.next }
                    continue
                }
                // "1 stick 4 oz butter", "1 cup 8 oz cream cheese": a weight or volume written bare
                // after a unit of another dimension says how much that is, a note
                if let u = unit, let alt = bareMeasure(at: i), alt.unit.dimension != u.dimension {
                    comment.append(Span(start: i, end: alt.next))
                    i = alt.next
                    continue
                }
                // "1 cup plus 2 tablespoons", "¾ c and 2 tablespoons", "1 tbsp + 1 tsp", "1 cup plus two tablespoons"
                if unit != nil, word(i, "plus") || word(i, "and") || isMark(i, 0x2B), let more = secondMeasure(i + 1) {
                    comment.append(Span(start: i, end: more.next))
                    i = more.next
                    readSecondMeasure = true
                    continue
                }
                // "2 tablespoons, plus 2 teaspoons, olive oil": the same, set apart by commas, when
                // a name follows the second comma
                if unit != nil, isMark(i, 0x2C), word(i + 1, "plus") || isMark(i + 1, 0x2B),
                   let more = secondMeasure(i + 2), isMark(more.next, 0x2C), isWord(more.next + 1) {
                    comment.append(Span(start: i + 1, end: more.next))
                    i = more.next + 1
                    readSecondMeasure = true
                    continue
                }
                // "2 tablespoons, plus more for serving, olive oil": a note of more of the food set
                // apart by commas, when a name follows the second comma
                if unit != nil, isMark(i, 0x2C), word(i + 1, "plus") || isMark(i + 1, 0x2B), let close = moreNoteEnd(i + 2) {
                    comment.append(Span(start: i + 1, end: close))
                    i = close + 1
                    continue
                }
                // "1 1/2 teaspoons to 1 tablespoon": a range across units
                if unit != nil, flags(i).contains(.to) || isMark(i, 0x2D), let more = measure(i + 1, allowApprox: false), !more.hyphen {
                    if rangeTo == nil { rangeTo = Measure(more.value, more.unit) }
                    comment.append(Span(start: i, end: more.next))
                    i = more.next
                    continue
                }
                // "125g 4½oz": the same measure in the other system
                if let u = unit, u.dimension != .count, let alt = measure(i, allowApprox: false), !alt.hyphen,
                   alt.unit.dimension == u.dimension, alt.unit.system != u.system {
                    i = alt.next
                    continue
                }
                break
            }
            measuresEnd = i
            // "3cm/1¼in piece ginger", "25g/1oz bunch coriander": a counted word after a measure adds nothing
            if let u = unit, u.dimension == .length || (u.dimension != .count && !packageFound), isWord(i), t[i].lex >= 0,
               lexicon[t[i].lex].flags.contains(.unit), let counted = lexicon[t[i].lex].unit,
               [.piece, .bunch, .stick, .knob, .slice, .block, .bar, .wedge].contains(counted), !unitStartsFood(i),
               isWord(i + 1), !flags(i + 1).contains(.and), !flags(i + 1).contains(.or) {
                // a length in two systems before a piece word is the size of one piece, as "2 inch piece" is;
                // so is a weight or volume before a piece, stick, block, bar, wedge or bunch ("400g/14oz piece tuna")
                let sized: Set<MeasureUnit> = u.dimension == .length ? [.piece, .knob] : [.piece, .stick, .block, .bar, .wedge, .bunch]
                if hasAmount, !packageFound, sized.contains(counted) {
                    sizeOfOne = true
                    sizeOfOneEnd = i
                }
                i += 1
            }
            // "400ml tin coconut milk": the container after a measure, whose size the measure is ("400g can",
            // "14.5 oz can", "1 lb package"), as when glued ("28-ounce can")
            if let u = unit, u.dimension != .count, let container = unitAt(i, afterAmount: true), container.unit.isContainer,
               container.size == nil {
                if hasAmount, !packageFound, u.dimension == .mass || u.dimension == .volume {
                    sizeOfOne = true
                    sizeOfOneEnd = sizeOfOneEnd ?? i
                }
                // "4 oz can green chiles": the container is looked up with the name too
                if unitToken == nil { unitToken = container.word }
                i = container.next
            }
            return i
        }

        /// A count glued to a number at `k` that says how big the thing after it is: "8-serving",
        /// "12-count", "4-portion", "4-serving size"; a word must follow. Returns where it ends.
        func countedSizeEnd(_ k: Int) -> Int? {
            guard isNumber(k), isMark(k + 1, 0x2D), glued(k + 1), glued(k + 2),
                  word(k + 2, "serving") || word(k + 2, "servings") || word(k + 2, "portion") || word(k + 2, "portions")
                    || word(k + 2, "count") || word(k + 2, "ct") || word(k + 2, "person") else { return nil }
            var e = k + 3
            if isMark(e, 0x2D) && glued(e) && glued(e + 1) && (word(e + 1, "size") || word(e + 1, "sized")) {
                e += 2
            } else if word(e, "size") || word(e, "sized") {
                e += 1
            }
            return isWord(e) ? e : nil
        }

        /// "4 6 oz salmon fillets", "8 10-12 ounce sirloin steaks", "2 14.5 oz (411g) cans": a
        /// weight or volume, unglued, between a whole count and what is counted (a container, or a
        /// name after it or after its second measure in brackets) is the size of one.
        func sizesCountedThing(_ k: Int, _ package: (value: Double, unit: MeasureUnit, next: Int, hyphen: Bool)) -> Bool {
            guard package.unit.dimension == .mass || package.unit.dimension == .volume, !t[k].isFraction,
                  let whole = amountTokens, whole.end == k, whole.start == k - 1, !t[k - 1].isFraction,
                  let q = quantity, q >= 1, q == q.rounded(), quantityMax == nil else { return false }
            var next = package.next
            if isMark(next, 0x28), let alt = measure(next + 1, allowApprox: true), isMark(alt.next, 0x29) {
                next = alt.next + 1
                if isContainerAt(next) { return true }
            }
            return nameFollows(next)
        }

        func isContainerAt(_ k: Int) -> Bool {
            if let found = unitAt(k, afterAmount: true) { return found.unit.dimension == .count }
            return false
        }

        /// A second measure of the same food after "plus", "and" or "+": a measure as `measure`
        /// reads it, or one whose amount is said in words ("two tablespoons", "a tablespoon") or
        /// whose unit is a pinch, dash, drop or splash ("one pinch", "2 dashes"); never a count of
        /// pieces ("2 eggs", "two cloves" are no measure of the food before).
        func secondMeasure(_ k: Int) -> (value: Double, unit: MeasureUnit, next: Int)? {
            if let m = measure(k, allowApprox: false) { return (m.value, m.unit, m.next) }
            guard amountStarts(k), let a = amount(k, inMeasure: true), let u = unitWord(a.next) else { return nil }
            switch u.unit {
            case .pinch, .dash, .drop, .splash: return (a.value, u.unit, u.next)
            default: break
            }
            guard !isNumber(k), u.unit.dimension != .count || u.unit.isContainer, !(isMark(u.next, 0x2D) && glued(u.next)) else { return nil }
            return (a.value, u.unit, u.next)
        }

        /// At `k`, after "plus" behind a comma: a note of more of the food ("more for serving",
        /// "extra for dusting") that ends at a comma before a name ("2 tablespoons, plus more for
        /// serving, olive oil"); returns that comma. Nil when no such note is there, or what the
        /// comma is followed by is no name ("1 cup, plus more, to taste"). It looks at twelve
        /// tokens at most.
        func moreNoteEnd(_ k: Int) -> Int? {
            guard word(k, "more") || word(k, "extra") || word(k, "additional") || word(k, "some") else { return nil }
            var j = k + 1
            while j < t.count && j < k + 12 && (isWord(j) || (isMark(j, 0x2D) || isMark(j, 0x27)) && glued(j)) { j += 1 }
            guard isMark(j, 0x2C), nameFollows(j + 1), !beginsFoodName(k, until: j) else { return nil }
            return j
        }

        /// Whether the word at `k` is the first of a catalog name among the tokens up to `end`:
        /// "extra virgin olive oil", "extra-firm tofu" name a food, where "extra for dusting" does not.
        func beginsFoodName(_ k: Int, until end: Int) -> Bool {
            guard end > k + 1, let found = catalogMatch(k, until: end)?.found else { return false }
            return found.start == 0 && found.end - found.start >= 2
        }

        /// The longest catalog phrase among the tokens from `k` up to `end`, in words from `k`, and
        /// how many words those tokens make.
        func catalogMatch(_ k: Int, until end: Int) -> (found: FoodCatalog.PhraseMatch, words: Int)? {
            guard end > k else { return nil }
            let tokens = nameTokens(k, until: end)
            return tokens.match(0..<tokens.count, in: catalog).map { ($0, tokens.count) }
        }

        /// The catalog's words for the tokens from `k` up to `end` (at least one token).
        func nameTokens(_ k: Int, until end: Int) -> NameTokens {
            var tokens = NameTokens()
            read(Int(t[k].start), Int(t[end - 1].end), into: &tokens)
            return tokens
        }

        /// Flags of a word that prepares a food named after it: a preparation that is not also a
        /// kind of the food ("chopped", not "dried"), or an adverb ("finely").
        func preparesBeforeName(_ f: Flags) -> Bool {
            f.contains(.prep) && !f.contains(.prepAfterOnly) || f.contains(.adverb) && !f.contains(.and) && !f.contains(.or)
        }

        /// A name starts at `k`, perhaps after preparations ("olive oil", "dried oregano", "finely
        /// chopped parsley"); not a comment, a purpose, "to taste", a measure or a preparation
        /// alone ("divided", "for serving", "to taste", "sifted"). It looks at eight tokens at most.
        func nameFollows(_ k: Int) -> Bool {
            var j = k
            while j < k + 8 && isWord(j) {
                let e = compoundEnd(j)
                let f = compoundFlags(j, e)
                guard preparesBeforeName(f), !f.contains(.comment) else { break }
                j = e
            }
            guard isWord(j), !isLink(j), !stops(j) else { return false }
            let f = flags(j)
            return !f.contains(.approx) && !f.contains(.vague) && !f.contains(.number) && !f.contains(.article) && unitWord(j) == nil
        }

        /// A number with a unit: `14 oz`, `14-ounce`, `400g`, `about 2 cups`.
        func measure(_ k: Int, allowApprox: Bool) -> (value: Double, unit: MeasureUnit, next: Int, hyphen: Bool)? {
            var i = k
            if allowApprox && flags(i).contains(.approx) { i += 1 }
            guard isNumber(i), let a = amount(i, inMeasure: true) else { return nil }
            let value = a.value
            var j = a.next
            // a range: "(15- to 16-ounce)", "(14-16 oz)", "150–200g"
            var hyphen = false
            if isMark(j, 0x2D) && glued(j) && !isNumber(j + 1) { hyphen = true; j += 1 }
            if (isMark(j, 0x2D) || flags(j).contains(.to) || flags(j).contains(.or)) && isNumber(j + 1), let b = amount(j + 1, inMeasure: true) {
                j = b.next
            }
            if isMark(j, 0x2D) && glued(j) { hyphen = true; j += 1 }
            // "1 13.5 – ounce can": a dash set apart before a weight's unit and a container glues them
            if !hyphen, isMark(j, 0x2D), let w = unitWord(j + 1), w.unit.dimension != .count, isContainerAt(w.next) { hyphen = true; j += 1 }
            guard var u = unitWord(j) else { return nil }
            // "¼pint-½pint", "5½oz–7oz": the unit on both ends of a range
            if isMark(u.next, 0x2D) && isNumber(u.next + 1), let b = amount(u.next + 1, inMeasure: true), let w = unitWord(b.next), w.unit == u.unit {
                u.next = w.next
            }
            if u.unit.dimension == .count && !u.unit.isContainer { return nil }
            // "1½-inch-long", "2-inch-thick"
            if isMark(u.next, 0x2D) && glued(u.next) && glued(u.next + 1)
                && (word(u.next + 1, "long") || word(u.next + 1, "thick") || word(u.next + 1, "wide")
                    || word(u.next + 1, "square") || word(u.next + 1, "round") || word(u.next + 1, "diameter")) {
                u.next += 2
            }
            // "(400 g each)"
            if allowApprox && word(u.next, "each") && isMark(u.next + 1, 0x29) { u.next += 1 }
            return (value, u.unit, u.next, hyphen)
        }

        /// A unit word (or two: "fl oz", "fluid ounces") at `k`, with a dot after an abbreviation.
        /// "can 15 oz black beans": the weight or volume at `k`, right after the container `unit`
        /// and before a word, that tells the size of one container.
        func bareContainerSize(_ unit: MeasureUnit, at k: Int) -> (value: Double, unit: MeasureUnit, next: Int)? {
            guard unit.isContainer else { return nil }
            return bareMeasure(at: k, glued: true)
        }

        /// A weight or volume at `k` before a word; `glued`: or glued to it by a hyphen ("15-oz").
        func bareMeasure(at k: Int, glued: Bool = false) -> (value: Double, unit: MeasureUnit, next: Int)? {
            guard isNumber(k), let size = measure(k, allowApprox: false), glued || !size.hyphen,
                  size.unit.dimension == .mass || size.unit.dimension == .volume, isWord(size.next) else { return nil }
            return (size.value, size.unit, size.next)
        }

        func unitWord(_ k: Int) -> (unit: MeasureUnit, next: Int)? {
            guard isWord(k) else { return nil }
            var next = k + 1
            var found: MeasureUnit?
            if length(k) == 1 {
                switch byte(k) {
                case 0x54: found = .tablespoon  // T
                case 0x74: found = .teaspoon  // t
                default: break
                }
            }
            if found == nil && (word(k, "fl") || word(k, "fluid")) {
                var j = k + 1
                if isMark(j, 0x2E) && glued(j) { j += 1 }
                if word(j, "oz") || word(j, "ounce") || word(j, "ounces") || word(j, "ozs") {
                    found = .fluidOunce
                    next = j + 1
                }
            }
            // "2in"; "2 in / 5 cm", "5 cm/2 in": the same size in the other system beside it says a length
            if found == nil && word(k, "in") && k > 0 && isNumber(k - 1)
                && (!t[k].spaceBefore || isMark(k + 1, 0x2F) && isNumber(k + 2) || isMark(k - 2, 0x2F)) {
                found = .inch
            }
            if found == nil && t[k].lex >= 0 {
                let entry = lexicon[t[k].lex]
                if entry.flags.contains(.unit) { found = entry.unit }
            }
            // "3 tableaspoons milk", "1 teaspon salt": a spoon's long name one letter off
            if found == nil && t[k].lex < 0 && length(k) >= 7 && length(k) <= 12 { found = misspeltSpoon(k) }
            guard let unit = found else { return nil }
            // "tsp.", "oz.", "c."
            if isMark(next, 0x2E) && glued(next) && length(k) <= 5 { next += 1 }
            return (unit, next)
        }

        /// The spoon whose whole name ("tablespoon", "teaspoon", singular or plural) the word at `k`
        /// misspells by one letter added, dropped, changed or two swapped. Long names only: a short
        /// word one letter off a unit is too often another word.
        func misspeltSpoon(_ k: Int) -> MeasureUnit? {
            let written = Array(UnsafeBufferPointer(rebasing: p[Int(t[k].start)..<Int(t[k].end)])).map { $0 | 0x20 }
            for (name, unit) in Self.spoonNames where IngredientParser.oneEditApart(written, name) { return unit }
            return nil
        }

        static let spoonNames: [([UInt8], MeasureUnit)] = [
            (Array("tablespoon".utf8), .tablespoon), (Array("tablespoons".utf8), .tablespoon),
            (Array("teaspoon".utf8), .teaspoon), (Array("teaspoons".utf8), .teaspoon),
        ]

        /// A unit after an amount, possibly after size or strength words ("large bunch", "heaped tbsp").
        func unitAt(_ k: Int, afterAmount: Bool) -> (unit: MeasureUnit, next: Int, size: Span?, word: Int)? {
            var i = k
            var size: Span?
            var modifiers = 0
            while modifiers < 3 {
                if flags(i).contains(.unitModifier) && (isWord(i + 1) || isMark(i + 1, 0x2D)) {
                    if flags(i).contains(.size) { size = Span(start: i, end: i + 1) }
                    i += 1
                    // "extra-large", "medium-size"
                    if isMark(i, 0x2D) && glued(i) && isWord(i + 1) && glued(i + 1) { i += 2 }
                } else if isWord(i) && isMark(i + 1, 0x2D) && glued(i + 1) && glued(i + 2)
                            && (word(i + 2, "sized") || word(i + 2, "size")) && isWord(i + 3) {
                    // a size by likeness: "thumb-sized piece", "nickel-size slices", "walnut-sized knob"
                    size = Span(start: i, end: i + 3)
                    i += 3
                } else {
                    break
                }
                modifiers += 1
            }
            if modifiers > 0 && word(i, "of") { return nil }
            guard let u = unitWord(i) else { return nil }
            // "Glass noodles", "2 cube steaks": the word begins a food; "1 rack of lamb" stays a unit
            // "1 can green chiles", "1 carton egg whites" stay a can and a carton: the container
            // word only begins a way of writing the food, not its name (as "bottle gourd" does)
            if u.unit.dimension == .count && !word(u.next, "of") && unitStartsFood(i)
                && !(afterAmount && u.unit.isContainer && containerBeginsOnlyASynonym(i)) { return nil }
            let entry = t[i].lex >= 0 ? lexicon[t[i].lex] : Lexicon.Entry()
            if !afterAmount {
                // a line starting with a unit ("Pinch of salt", "Scant cup sugar"): a word must follow,
                // and a unit that is also a food word must be followed by "of"
                guard isWord(u.next), length(i) > 1 else { return nil }
                if entry.flags.contains(.weakUnit) && !word(u.next, "of")
                    && !(u.unit == .dash || u.unit == .splash || u.unit == .glass || u.unit == .drop) { return nil }
                if flags(u.next).contains(.purpose) || flags(u.next).contains(.and) || flags(u.next).contains(.or) { return nil }
                return (u.unit, u.next, size, i)
            }
            // a weak unit must be followed by more words: "2 ribs celery", not "2 ribs"; or by a
            // second amount after "+", as after "plus" ("1 stick + 2 tablespoons butter")
            if entry.flags.contains(.weakUnit) && !(packageUnit != nil && u.unit.dimension == .count) && nameSpans.isEmpty {
                guard isWord(u.next) || isMark(u.next, 0x28) || isMark(u.next, 0x2B) && amountStarts(u.next + 1)
                    || bareMeasure(at: u.next, glued: u.unit.isContainer) != nil else { return nil }
                if flags(u.next).contains(.prep) && !flags(u.next).contains(.of) && !isWord(u.next + 1) { return nil }
                if flags(u.next).contains(.purpose) { return nil }
            }
            // single letters are units only next to an amount
            if length(i) == 1 && !afterAmount { return nil }
            // "c-" is no cup, and a letter joined by a hyphen to a word begins the name ("1 T-bone steak")
            if length(i) == 1 && isMark(u.next, 0x2D)
                && ((byte(i) | 0x20) == 0x63 || glued(u.next) && isWord(u.next + 1) && glued(u.next + 1)) { return nil }
            return (u.unit, u.next, size, i)
        }

        /// Size words before the name: small, medium, large, extra-large, medium-sized.
        mutating func readSize(_ start: Int) -> Int {
            var i = start
            while flags(i).contains(.size) && !word(i, "little") && !word(i, "baby") && !word(i, "mini")
                && !word(i, "regular") && !word(i, "giant") && !word(i, "big") {
                var end = i + 1
                if isMark(end, 0x2D) && glued(end) && isWord(end + 1) && glued(end + 1) { end += 2 }
                // "extra large", "medium sized"
                if flags(end).contains(.size) && word(end, "large") { end += 1 }
                if word(end, "sized") || word(end, "size") { end += 1 }
                // a size word that ends the line is the name ("1 medium"); one before a note in
                // brackets and a word sizes what that word names ("1 pound small (1 inch) sprouts")
                guard isWord(end) || isNumber(end) || isMark(end, 0x28) && isWord(closing(end) + 1) else { break }
                if size == nil { size = Span(start: i, end: end) } else { size!.end = end }
                i = end
                if flags(i).contains(.or) || isMark(i, 0x2F) || flags(i).contains(.to) {
                    if flags(i + 1).contains(.size) { i += 1; continue }
                }
            }
            if word(i, "extra") && word(i + 1, "large") && isWord(i + 2) {
                size = Span(start: i, end: i + 2)
                i += 2
            } else if word(i, "extra") || word(i, "x"), isMark(i + 1, 0x2D) && glued(i + 1) && word(i + 2, "large") && isWord(i + 3) {
                // "extra-large", "x-large"
                size = Span(start: i, end: i + 3)
                i += 3
            }
            // "2 large or 3 small bananas", "6 sm or 4 medium radishes": the other count is a comment
            if size != nil && flags(i).contains(.or) && (isNumber(i + 1) || flags(i + 1).contains(.number)),
               let other = amount(i + 1), flags(other.next).contains(.size) || flags(other.next).contains(.unitModifier) {
                var e = compoundEnd(other.next)
                if word(e, "ones") { e += 1 }
                if isWord(e) {
                    comment.append(Span(start: i, end: e))
                    i = e
                }
            }
            return i
        }

        // MARK: name and after

        /// The end of a hyphenated compound starting at `k` ("hard-boiled", "skin-on", "extra-virgin").
        func compoundEnd(_ k: Int) -> Int {
            var e = k + 1
            while isMark(e, 0x2D) && glued(e) && isWord(e + 1) && glued(e + 1) { e += 2 }
            return e
        }

        /// A compound takes the flags of its last part when it reads as a preparation
        /// ("thinly-sliced", "hard-boiled"); other compounds are plain words ("sun-dried", "skin-on").
        func compoundFlags(_ k: Int, _ e: Int) -> Flags {
            if e == k + 1 { return flags(k) }
            let last = flags(e - 1), first = flags(k)
            if last.contains(.prep) && (first.contains(.adverb) || first.contains(.prep)) { return last.subtracting(.prepAfterOnly) }
            return []
        }

        /// Words that end a name wherever they stand.
        func stops(_ k: Int) -> Bool {
            let f = flags(k)
            if f.contains(.purpose) || f.contains(.to) && word(k + 1, "taste") { return true }
            if word(k, "to") && !(isMark(k - 1, 0x2D) && glued(k)) && !isNumber(k - 1) { return true }
            if word(k, "with") || word(k, "without") { return true }
            return false
        }

        /// Words a preparation run may not swallow: they start a comment or link clauses.
        func isLink(_ k: Int) -> Bool {
            let f = flags(k)
            return f.contains(.comment) || f.contains(.purpose) || f.contains(.to) || f.contains(.and) || f.contains(.or)
                || word(k, "into") || word(k, "in") || word(k, "with") || word(k, "on") || word(k, "off") || word(k, "up")
                || word(k, "from") || word(k, "of") || word(k, "until") || word(k, "at") || word(k, "by")
        }

        /// A word or compound that can stand before a noun as a qualifier: an adjective from the
        /// lexicon, a preparation, a size, or any hyphenated compound ("day-old", "skin-on").
        func isQualifier(_ k: Int, _ e: Int) -> Bool {
            if e > k + 1 { return true }
            let f = flags(k)
            return f.contains(.prep) || f.contains(.size) || f.contains(.adjective) || f.contains(.unitModifier)
        }

        /// A preparation word before the name stays in it where it names a product: canned
        /// "diced tomatoes", "crushed red pepper", "roasted red peppers".
        func keepsPreparation(_ k: Int) -> Bool {
            if word(k, "diced") || word(k, "crushed") || word(k, "chopped") || word(k, "stewed") {
                if word(k + 1, "tomatoes") || word(k + 1, "tomato") { return true }
            }
            if word(k, "crushed") && (word(k + 1, "pineapple") || word(k + 1, "red") && word(k + 2, "pepper")) { return true }
            if word(k, "roasted") && word(k + 1, "red") && (word(k + 2, "peppers") || word(k + 2, "pepper")) { return true }
            return false
        }

        /// Reads the name and files what follows under preparation and comment.
        mutating func readRest(_ start: Int) {
            // "1 cup plus 2 tbsp, sifted", "1 tsp, plus a pinch, to taste": right after a second
            // measure, words that begin no name are the notes of both measures, not a food, when
            // the eight tokens nameFollows looks at name none ("1 cup plus 2 tbsp each sugar and
            // butter", "..., sifted, flour" keep their food)
            if readSecondMeasure && start == measuresEnd {
                let first = isMark(start, 0x2C) ? start + 1 : start
                if isWord(first) && !nameFollows(first) && catalogMatch(first, until: min(first + 8, t.count)) == nil {
                    notesFrom = start
                    readAfterName(start)
                    return
                }
            }
            var i = start
            let n = t.count
            // Before the name: brackets, "or more", a stray comma, preparations and sizes.
            var rounds = 0
            while i < n && rounds < 6 {
                rounds += 1
                if isMark(i, 0x28) || isMark(i, 0x5B) {
                    let close = closing(i)
                    if close > i + 1 { comment.append(Span(start: i + 1, end: close)) }
                    i = min(close + 1, n)
                    continue
                }
                // "3 cups* sweet rice": a footnote's mark after the unit, no end of the line
                if isMark(i, 0x2C) || isMark(i, 0x3B) || isMark(i, 0x2A) && isWord(i + 1) { i += 1; continue }
                if flags(i).contains(.or) && (word(i + 1, "more") || word(i + 1, "less") || word(i + 1, "so")) {
                    comment.append(Span(start: i, end: i + 2)); i += 2; continue
                }
                // "1/2-inch pieces peeled cucumber": the size of the pieces
                if isNumber(i), let m = measure(i, allowApprox: false), m.hyphen, isWord(m.next), isWord(m.next + 1),
                   word(m.next, "pieces") || word(m.next, "chunks") || word(m.next, "cubes") || word(m.next, "slices")
                    || word(m.next, "strips") || word(m.next, "rounds") || word(m.next, "dice") || word(m.next, "wedges") {
                    comment.append(Span(start: i, end: m.next + 1))
                    i = m.next + 1
                    continue
                }
                let before = i
                i = readLeadingPreparation(i)
                i = readSize(i)
                if word(i, "of") && i > before { i += 1 }
                if i == before { break }
            }
            // The name, up to a stop.
            let nameStart = i
            var nameEnd = i
            var spans: [Span] = []
            var spanStart = i
            var k2 = i
            scan: while k2 < n {
                let tok = t[k2]
                if tok.kind == .punct {
                    switch tok.mark {
                    case 0x2C:
                        if k2 > nameStart, let end = commaContinues(k2, nameStart: nameStart) { k2 = end; nameEnd = k2; continue scan }
                        break scan
                    case 0x28, 0x5B:
                        // "Thai fish sauce (Nam Pla)", "(or other good quality vinegar)": a bracket of plain words is part of the name
                        let close = closing(k2)
                        let atEnd = close + 1 >= n || isMark(close + 1, 0x2C) || isMark(close + 1, 0x3B) || isMark(close + 1, 0x28)
                        if k2 > nameStart && close < n && !atEnd && bracketIsName(k2 + 1, close) {
                            k2 = close + 1
                            nameEnd = k2
                            continue scan
                        }
                        break scan
                    case 0x3B, 0x2A, 0x3A:
                        break scan
                    case 0x2B where k2 > nameStart && isNumber(k2 + 1):
                        // "2 eggs + 1 yolk": a "+" before an amount ends the name, as "plus" does
                        break scan
                    case 0x2D:
                        if tok.spaceBefore && (k2 + 1 >= n || t[k2 + 1].spaceBefore) { break scan }  // " - ", " --"
                        if isMark(k2 + 1, 0x2D) { break scan }
                        k2 += 1
                        continue scan
                    case 0x78 where k2 > nameStart && countAfterTimes(k2):
                        break scan
                    default:
                        // a share's % or a temperature's sign after its number is part of the name ("milk 2%", "four 180℃")
                        if (tok.mark == 0x25 || saysHeat(k2)) && isNumber(k2 - 1) && k2 - 1 >= nameStart { nameEnd = k2 + 1 }
                        k2 += 1
                        continue scan
                    }
                }
                if tok.kind == .number {
                    // "1 unbaked 9-inch pie shell": a length glued to the noun it sizes, as after
                    // the amount ("2 9-inch pie crusts"): the thing's size, and the name goes on
                    // ("1 whole 3-pound chicken", "1 ripe 8-ounce tomato": a weight so glued is one's weight)
                    if k2 > nameStart, let m = measure(k2, allowApprox: false), m.hyphen,
                       m.unit.dimension == .length || m.unit.dimension == .mass,
                       packageQuantity == nil, foodStarts(m.next) {
                        packageQuantity = m.value
                        packageUnit = m.unit
                        if k2 > spanStart { spans.append(Span(start: spanStart, end: k2)) }
                        spanStart = m.next
                        k2 = m.next
                        nameEnd = k2
                        continue
                    }
                    // "… 2 mL" at the end, "… 1/2 cup" after or: a new measure is not part of the name
                    if k2 > nameStart, measure(k2, allowApprox: false) != nil { break scan }
                    if k2 > nameStart, isNumber(k2), unitWord(k2 + 1) != nil { break scan }
                    k2 += 1
                    nameEnd = k2
                    continue
                }
                let f = flags(k2)
                if k2 > nameStart {
                    if stops(k2) || countAfterTimes(k2) { break scan }
                    if f.contains(.comment) && !f.contains(.prep) && commentStarts(k2) { break scan }
                    if f.contains(.or) && orStartsComment(k2) { break scan }
                    if f.contains(.prep) && !(isMark(k2 - 1, 0x2D) && glued(k2)) && prepStarts(k2) {
                        // take adverbs before it along: "parsley finely chopped"
                        var b = k2
                        while b - 1 > nameStart && flags(b - 1).contains(.adverb) && !flags(b - 1).contains(.and) { b -= 1 }
                        nameEnd = min(nameEnd, b)
                        break scan
                    }
                    // a size word inside the name goes to size: "ripe medium-size tomato"
                    if f.contains(.size), !word(k2, "little"), !word(k2, "baby"), !word(k2, "mini"),
                       !word(k2, "big"), !word(k2, "regular"), !word(k2, "giant") {
                        let e = compoundEnd(k2)
                        if isWord(e) && !stops(e) && !flags(e).contains(.or) && !flags(e).contains(.and) {
                            if k2 > spanStart { spans.append(Span(start: spanStart, end: k2)) }
                            if size == nil { size = Span(start: k2, end: e) }
                            spanStart = e
                            k2 = e
                            nameEnd = k2
                            continue
                        }
                    }
                } else if stops(k2) {
                    break scan
                }
                k2 += 1
                nameEnd = k2
            }
            // trailing conjunctions and marks do not belong to the name; a share's % does ("fromage blanc 20 %"),
            // and a temperature's sign ("four 180℃", "oven 350°")
            while nameEnd > max(nameStart, spanStart) && (t[nameEnd - 1].kind == .punct && t[nameEnd - 1].mark != 0x29
                && t[nameEnd - 1].mark != 0x5D && !(t[nameEnd - 1].mark == 0 && !t[nameEnd - 1].spaceBefore)
                && !((t[nameEnd - 1].mark == 0x25 || saysHeat(nameEnd - 1)) && isNumber(nameEnd - 2))
                || flags(nameEnd - 1).contains(.and) || flags(nameEnd - 1).contains(.or)
                // "2 salmon fillets of 6 oz each", "of about 3 lb": an "of" before a size is the note's
                || word(nameEnd - 1, "of") && nameEnd - 1 > nameStart
                    && (isNumber(nameEnd) || flags(nameEnd).contains(.approx) && isNumber(nameEnd + 1))) {
                nameEnd -= 1
            }
            // "3/4 cup whole, pitted kalamata olives", "1 1/2 cups sweetened, shredded coconut":
            // a name of a few words that names no food goes on to a food that ends a comma part after it
            if spanStart == nameStart, nameEnd > nameStart, let end = foodAfterComma(nameStart, nameEnd) { nameEnd = end }
            // "1 cup sifted", "2 cups finely chopped", "1 tbsp, divided": a name of preparation and
            // comment words alone names no food; they are the line's notes, as after a second measure
            // (not before a comma and a name: "1 can peeled, chopped tomatoes")
            if spanStart == nameStart && nameEnd > nameStart && namesOnlyNotes(nameStart, nameEnd)
                && !(isMark(nameEnd, 0x2C) && nameFollows(nameEnd + 1)) {
                notesFrom = nameStart
                readAfterName(nameStart)
                return
            }
            // "3 garlic cloves", "2 celery stalks", "Parsley sprigs": the unit follows the food
            var afterName = max(nameEnd, nameStart)
            if unit == nil && nameEnd - max(nameStart, spanStart) >= 2 && flags(nameEnd - 1).contains(.unitAfterName)
                && isWord(nameEnd - 2) && glued(nameEnd - 1) == false {
                let last = nameEnd - 1
                if let u = unitWord(last), !(u.unit == .rib && !word(last - 1, "celery")),
                   !(u.unit == .clove && !word(last - 1, "garlic")),
                   !(u.unit == .head && !(word(last - 1, "garlic") || word(last - 1, "lettuce"))),
                   !flags(last - 1).contains(.unitModifier) {
                    unit = u.unit
                    unitToken = last
                    nameEnd = last
                    afterName = u.next
                }
            }
            if nameEnd > spanStart { spans.append(Span(start: spanStart, end: nameEnd)) }
            // a size at the very start of the name ("large, ripe tomatoes")
            if let first = spans.first, flags(first.start).contains(.size) && isMark(first.start + 1, 0x2C) && first.end > first.start + 2 {
                if size == nil { size = Span(start: first.start, end: first.start + 1) }
                spans[0].start = first.start + 2
            }
            nameSpans = spans
            readAfterName(afterName)
        }

        /// Whether the tokens from `s` to `e` are words that only prepare a food or comment on it
        /// ("sifted", "finely chopped", "packed", "divided") and name no catalog food together.
        func namesOnlyNotes(_ s: Int, _ e: Int) -> Bool {
            var k = s
            while k < e {
                guard isWord(k) else { return false }
                let end = compoundEnd(k)
                let f = compoundFlags(k, end)
                // "and", "or" only join two of them: "peeled and diced"
                let joins = (f.contains(.and) || f.contains(.or)) && k > s && end < e
                guard end <= e, preparesBeforeName(f) || f.contains(.comment) || joins else { return false }
                k = end
            }
            return catalogMatch(s, until: e) == nil
        }

        /// Preparation words before the name: "finely chopped", "peeled and diced", "roasted,",
        /// "thinly sliced (1/4-inch)". Only when a name follows them.
        mutating func readLeadingPreparation(_ start: Int) -> Int {
            let n = t.count
            // "2 (4 ounce) cans sliced mushrooms", "1 tin of chopped tomatoes": a canned product
            if let unit, unit.isContainer || unit == .can { return start }
            // "fresh or frozen peas", "cooked or canned black beans": the states are a comment
            if flags(start).contains(.state) && (word(start + 1, "or") || word(start + 1, "and")) && flags(start + 2).contains(.state) {
                var e = start + 3
                if flags(e).contains(.state) && isWord(e + 1) { e += 1 }
                if isWord(e) && !isLink(e) {
                    comment.append(Span(start: start, end: e))
                    return e
                }
            }
            var k = start
            var end = -1
            var brackets: [Span] = []
            while k < n {
                if isWord(k) {
                    let e = compoundEnd(k)
                    let f = compoundFlags(k, e)
                    if f.contains(.prep) && !f.contains(.prepAfterOnly) && !(k == start && keepsPreparation(k)) {
                        end = e; k = e; continue
                    }
                    if f.contains(.adverb) && !f.contains(.and) && !f.contains(.or) && e == k + 1 {
                        let e2 = compoundEnd(k + 1)
                        let g = compoundFlags(k + 1, e2)
                        // "finely ground" is a preparation; "freshly ground" names the pepper
                        if word(k + 1, "ground") && !word(k, "freshly") && isWord(e2) { end = e2; k = e2; continue }
                        if g.contains(.prep) && !g.contains(.prepAfterOnly) || g.contains(.adverb) && !g.contains(.and) { k += 1; continue }
                        break
                    }
                    if (f.contains(.and) || f.contains(.or)) && end == k {
                        let g = compoundFlags(k + 1, compoundEnd(k + 1))
                        if g.contains(.prep) && !g.contains(.prepAfterOnly) || g.contains(.adverb) && !g.contains(.and) { k += 1; continue }
                    }
                    break
                }
                if isMark(k, 0x2C) && end == k && isWord(k + 1) { k += 1; end = k; continue }
                if (isMark(k, 0x28) || isMark(k, 0x5B)) && end == k {
                    let close = closing(k)
                    if close >= n { break }
                    brackets.append(Span(start: k + 1, end: close))
                    k = close + 1
                    end = k
                    continue
                }
                break
            }
            guard end > start, end < n, isWord(end) || isNumber(end) else { return start }
            // file the run: words as preparation, brackets as comment
            var s = start
            for bracket in brackets {
                if bracket.start - 1 > s { preparation.append(trimmed(Span(start: s, end: bracket.start - 1))) }
                comment.append(bracket)
                s = bracket.end + 1
            }
            if end > s { preparation.append(trimmed(Span(start: s, end: end))) }
            if isWord(end - 1) { lastLeadingPreparation = end - 1 }
            return end
        }

        /// A span without marks at its ends.
        func trimmed(_ span: Span) -> Span {
            var s = span
            while s.end > s.start && t[s.end - 1].kind == .punct { s.end -= 1 }
            while s.end > s.start && t[s.start].kind == .punct { s.start += 1 }
            return s
        }

        /// The index of the bracket closing the one at `k`, or the end of the line.
        func closing(_ k: Int) -> Int {
            var depth = 0
            var j = k
            while j < t.count {
                if isMark(j, 0x28) || isMark(j, 0x5B) { depth += 1 }
                if isMark(j, 0x29) || isMark(j, 0x5D) { depth -= 1; if depth == 0 { return j } }
                j += 1
            }
            return t.count
        }

        /// Brackets of plain words name the food again (a translation, an alternative);
        /// numbers or comment words make them a comment.
        func bracketIsName(_ s: Int, _ e: Int) -> Bool {
            guard e > s, e - s <= 8 else { return false }
            // "low-fat (1%) milk", "whipping (35%) cream": a fat share, as unbracketed ("1% milk")
            if e - s == 2 && isNumber(s) && isMark(s + 1, 0x25) { return true }
            for k in s..<e {
                if t[k].kind == .number { return false }
                if t[k].kind == .punct && t[k].mark != 0x2D && t[k].mark != 0x27 && t[k].mark != 0 { return false }
                let f = flags(k)
                if f.contains(.comment) || f.contains(.purpose) || f.contains(.prep) && !f.contains(.prepAfterOnly) || f.contains(.unit) && !f.contains(.weakUnit)
                    || word(k, "recipe") || word(k, "follows") || word(k, "below") || word(k, "above") || word(k, "page")
                    || word(k, "weight") || word(k, "optional") || word(k, "more") || word(k, "to") || word(k, "for") {
                    return false
                }
            }
            return true
        }

        /// The end of the comma part that a food's name ends, after a name of three words or fewer
        /// without a food or a number that a comma ends ("whole, pitted kalamata olives", "dry,
        /// fine, unflavored bread crumbs": a part of two qualifiers or fewer is passed over, twice
        /// at most). A part that opens with a comment, "or", "and" or a purpose ends the name.
        func foodAfterComma(_ s: Int, _ e: Int) -> Int? {
            guard isMark(e, 0x2C) else { return nil }
            var words = 0
            for k in s..<e {
                if t[k].kind == .number { return nil }
                if isWord(k) { words += 1 }
            }
            guard words <= 3 else { return nil }
            let name = nameTokens(s, until: e)
            guard name.match(0..<name.count, in: catalog) == nil else { return nil }
            var comma = e
            for _ in 0..<3 {
                let start = comma + 1
                guard isWord(start), !stops(start) else { return nil }
                let f = flags(start)
                if f.contains(.or) || f.contains(.and) || f.contains(.purpose) || f.contains(.to) || word(start, "plus")
                    || f.contains(.comment) && !f.contains(.prep) && commentStarts(start) { return nil }
                var j = start
                var qualifiers = true
                while j < t.count && j < start + 8 && !isMark(j, 0x2C) {
                    if isWord(j) {
                        // "soaked in water", "noodles such as tagliatelle": a phrase, not a name
                        let g = flags(j)
                        if g.contains(.or) || g.contains(.and) || g.contains(.to) || g.contains(.purpose) || g.contains(.article)
                            || stops(j) || word(j, "in") || word(j, "of") || word(j, "from") || word(j, "such") || word(j, "as")
                            || word(j, "into") || word(j, "on") || word(j, "at") || word(j, "by") || word(j, "until") { return nil }
                        let end = compoundEnd(j)
                        if !isQualifier(j, end) { qualifiers = false }
                        j = end
                    } else if (isMark(j, 0x2D) || isMark(j, 0x27)) && glued(j) {
                        j += 1
                    } else {
                        return nil
                    }
                }
                let part = nameTokens(start, until: j)
                if let hit = part.match(0..<part.count, in: catalog), hit.end == part.count { return j }
                guard qualifiers, j - start <= 2, isMark(j, 0x2C) else { return nil }
                comma = j
            }
            return nil
        }

        /// After a comma inside the name: adjectives before it ("boneless, skinless chicken",
        /// "red, ripe tomato") or a list of alternatives after it ("kale, chard, or spinach").
        func commaContinues(_ comma: Int, nameStart: Int) -> Int? {
            // qualifiers only before the comma, and a noun phrase after it
            var allQualifiers = true
            var k = nameStart
            while k < comma {
                if t[k].kind == .punct { if !isMark(k, 0x2C) { allQualifiers = false; break }; k += 1; continue }
                let e = compoundEnd(k)
                if !isQualifier(k, e) { allQualifiers = false; break }
                k = e
            }
            if allQualifiers && comma - nameStart <= 4 && isWord(comma + 1) {
                let e = compoundEnd(comma + 1)
                let f = compoundFlags(comma + 1, e)
                if !(f.contains(.prep) && !f.contains(.prepAfterOnly)) && !f.contains(.comment) && !f.contains(.purpose) && !f.contains(.to)
                    && !f.contains(.or) && !f.contains(.and) && !(f.contains(.adverb) && !f.contains(.adjective)) {
                    // the noun must come before the next comma or the end
                    var j = comma + 1
                    while j < t.count && !isMark(j, 0x2C) && !isMark(j, 0x28) {
                        if isWord(j) && !isQualifier(j, compoundEnd(j)) { return comma + 1 }
                        j += 1
                    }
                }
            }
            return listContinues(comma, nameStart: nameStart)
        }

        /// After a comma: does a list of alternatives go on ("veal, chicken or beef bones",
        /// "cannellini, borlotti, or Great Northern beans")? Returns the end of the list when it does.
        func listContinues(_ comma: Int, nameStart: Int) -> Int? {
            for k in nameStart..<comma where word(k, "or") || word(k, "and") { return nil }
            var k = comma + 1
            var items = 0
            func plain(_ k: Int) -> Bool {
                let f = flags(k)
                if f.contains(.state) { return false }
                if f.contains(.prep) && !f.contains(.prepAfterOnly) || f.contains(.comment) || f.contains(.purpose) || f.contains(.to)
                    || f.contains(.number) || f.contains(.article) || f.contains(.unit) && !f.contains(.weakUnit) || word(k, "with")
                    || f.contains(.adverb) && !f.contains(.adjective) && !f.contains(.unitModifier) {
                    return false
                }
                return true
            }
            while items < 6 {
                if word(k, "or") {
                    if orStartsComment(k) { return nil }
                    k += 1
                    var words = 0
                    while k < t.count && words < 7 {
                        if isWord(k) && plain(k) && !word(k, "or") { k += 1; words += 1; continue }
                        if isMark(k, 0x2D) && glued(k) && isWord(k + 1) { k += 1; continue }
                        if isMark(k, 0x27) || t[k].kind == .punct && t[k].mark == 0 { k += 1; continue }
                        break
                    }
                    return words > 0 ? k : nil
                }
                var words = 0
                while isWord(k) && words < 4 && !word(k, "or") {
                    guard plain(k) else { return nil }
                    k += 1; words += 1
                    if isMark(k, 0x2D) && glued(k) && isWord(k + 1) { k += 1 }
                }
                if words == 0 { return nil }
                if word(k, "or") { items += 1; continue }
                guard isMark(k, 0x2C) else { return nil }
                k += 1
                items += 1
            }
            return nil
        }

        /// A comment word stops the name only where it reads as a comment ("such as", "plus more").
        func commentStarts(_ k: Int) -> Bool {
            if word(k, "but") { return !butJoinsQualifiers(k) }
            if word(k, "as") { return word(k + 1, "needed") || word(k + 1, "desired") || word(k + 1, "required") || word(k + 1, "necessary") || word(k + 1, "well") || word(k + 1, "a") }
            if word(k, "at") { return word(k + 1, "room") || word(k + 1, "least") }
            if word(k, "each") || word(k, "per") || word(k, "total") { return !isWord(k + 1) || word(k + 1, "of") }
            return true
        }

        /// "or" opens a comment when an alternative amount or "to taste" follows, not between foods.
        func orStartsComment(_ k: Int) -> Bool {
            let next = k + 1
            // "skim or 1% milk": a fat share and a word after it go on naming the food
            if isNumber(next) { return !(isMark(next + 1, 0x25) && isWord(next + 2)) }
            let f = flags(next)
            if f.contains(.number) || f.contains(.article) { return true }
            if f.contains(.to) || f.contains(.comment) && !word(next, "any") || f.contains(.purpose) || f.contains(.prep) && !f.contains(.prepAfterOnly) && !keepsPreparation(next) { return true }
            if word(next, "more") || word(next, "less") || word(next, "so") || word(next, "substitute") || word(next, "use") { return true }
            if isMark(next, 0x2C) || next >= t.count { return true }
            return false
        }

        /// A preparation word after the start of a name ends it, unless it qualifies a noun after
        /// it ("hickory smoked bacon", "frozen roasted potatoes").
        func prepStarts(_ k: Int) -> Bool {
            // "steel cut oats", "center cut pork chops": "cut" before the catalog food it qualifies
            // is part of the name; before a link, an adverb or a number ("cut into cubes", "cut
            // up", "cut crosswise", "cut 1 inch thick") it prepares the food named before
            if word(k, "cut") { return !foodStarts(k + 1) }
            var j = k + 1
            while j < t.count && j < k + 4 && isWord(j) && (flags(j).contains(.prep) || flags(j).contains(.adverb)) && !isLink(j) { j += 1 }
            if isMark(j, 0x2D) && glued(j) { return false }
            let nounAfter = isWord(j) && !isLink(j) && !stops(j)
            return !nounAfter
        }

        /// "ripe but firm bananas", "ripe but relatively firm peaches": "but" between two qualifiers
        /// of the food the words after it end in is part of the name. Not before a comment word or
        /// a link ("milk but not skim"), nor where nothing qualifies the food after it.
        func butJoinsQualifiers(_ k: Int) -> Bool {
            guard isWord(k - 1), let found = catalogMatch(from: k + 1, words: 7, throughAdverbs: true),
                  found.words >= 2 else { return false }
            return found.match.start > 0 && found.match.end == found.tokens
        }

        /// Whether the words from `k` (up to a link, a stop or an adverb) open with a catalog food.
        func foodStarts(_ k: Int) -> Bool {
            catalogMatch(from: k, words: 5, throughAdverbs: false)?.match.start == 0
        }

        /// The longest catalog phrase among the run of at most `words` words from `k` that no
        /// link or stop (nor, unless `throughAdverbs`, an adverb) ends, with the run's length in
        /// words and in name tokens; nil when the run is empty or names no food.
        func catalogMatch(from k: Int, words: Int, throughAdverbs: Bool) -> (match: FoodCatalog.PhraseMatch, words: Int, tokens: Int)? {
            var e = k
            while e < t.count && e < k + words && isWord(e) && !isLink(e) && !stops(e)
                && (throughAdverbs || !flags(e).contains(.adverb)) { e += 1 }
            guard e > k else { return nil }
            var tokens = NameTokens()
            read(Int(t[k].start), Int(t[e - 1].end), into: &tokens)
            return tokens.match(0..<tokens.count, in: catalog).map { ($0, e - k, tokens.count) }
        }

        /// "Eggs x 3", "Lemon × 2": a times sign at `k` and a count that ends the line or
        /// comes before a comma or bracket: the amount, written after the name.
        func countAfterTimes(_ k: Int) -> Bool {
            guard word(k, "x") || isMark(k, 0x78), isNumber(k + 1), !isNumber(k - 1) else { return false }
            let after = k + 2
            return after >= t.count || isMark(after, 0x2C) || isMark(after, 0x3B) || isMark(after, 0x28) || isMark(after, 0x29)
        }

        /// Everything after the name, cut at commas and brackets into preparation and comment.
        mutating func readAfterName(_ start: Int) {
            var i = start
            let n = t.count
            while i < n {
                // skip separators
                while i < n && t[i].kind == .punct && (t[i].mark == 0x2C || t[i].mark == 0x3B || t[i].mark == 0x2D
                    || t[i].mark == 0x29 || t[i].mark == 0x5D || t[i].mark == 0x2E || t[i].mark == 0x3A || t[i].mark == 0x2A) {
                    i += 1
                }
                guard i < n else { break }
                if isMark(i, 0x28) || isMark(i, 0x5B) {
                    let close = closing(i)
                    let inner = Span(start: i + 1, end: min(close, n))
                    if !inner.isEmpty { comment.append(inner) }
                    i = min(close + 1, n)
                    continue
                }
                if quantity == nil && unit == nil && countAfterTimes(i) { i += 1 }
                // "Vanilla extract, 2 teaspoons": the amount after the name; "Garlic cloves – 4": the
                // count of the unit the name said; "Coriander leaves - a handful"
                if quantity == nil && (unit == nil || unit?.dimension == .count && isNumber(i) && unitWord(i + 1) == nil)
                    && (isNumber(i) || flags(i).contains(.number) || unit == nil && flags(i).contains(.article) && unitWord(i + 1) != nil) {
                    let amountEnd = readAmount(i)
                    let next = readUnits(amountEnd)
                    if quantity != nil && next > i {
                        // where it is written, so scaling rewrites it there ("5% fat yogurt, 1 cup")
                        amountTokens = Span(start: i, end: amountEnd)
                        i = next
                        continue
                    }
                }
                // a clause up to the next comma, semicolon or bracket
                var j = i
                while j < n && !(t[j].kind == .punct && (t[j].mark == 0x2C || t[j].mark == 0x3B || t[j].mark == 0x28
                    || t[j].mark == 0x5B)) {
                    j += 1
                }
                var end = j
                while end > i && t[end - 1].kind == .punct && t[end - 1].mark != 0x29 { end -= 1 }
                if end > i {
                    let f = flags(i)
                    let isPrep = (f.contains(.prep) || f.contains(.adverb) && !f.contains(.or)) && !f.contains(.comment)
                        || word(i, "cut") || word(i, "at") && word(i + 1, "room")
                    if isPrep { preparation.append(Span(start: i, end: end)) } else { comment.append(Span(start: i, end: end)) }
                }
                i = j
            }
        }

        // MARK: result

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
}

extension IngredientParser {
    /// Whether `a` is `b` with one letter added, dropped or changed, or two neighbours swapped
    /// (and not `b` itself).
    static func oneEditApart(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        if a == b || abs(a.count - b.count) > 1 { return false }
        var i = 0
        while i < a.count && i < b.count && a[i] == b[i] { i += 1 }
        if a.count == b.count {
            if a[(i + 1)...] == b[(i + 1)...] { return true }
            return i + 1 < a.count && a[i] == b[i + 1] && a[i + 1] == b[i] && a[(i + 2)...] == b[(i + 2)...]
        }
        return a.count > b.count ? a[(i + 1)...] == b[i...] : a[i...] == b[(i + 1)...]
    }
}
