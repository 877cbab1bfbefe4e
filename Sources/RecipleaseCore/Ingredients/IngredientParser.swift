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
        // Named here too, for the reader's extensions in other files (+Name, +Result).
        typealias Span = IngredientParser.Span
        typealias Flags = IngredientParser.Flags

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
