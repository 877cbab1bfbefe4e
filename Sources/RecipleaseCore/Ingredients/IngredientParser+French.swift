import Foundation

// The French reader: "2 gousses d'ail hachées" is 2 cloves of garlic, minced. It reads the same
// parts as the English reader (amount, unit, size, name, preparation, comment) with French words
// (FrenchLexicon) and finds the food among the catalog's French names, so conversion, grocery
// merging and nutrition see the same foods and units whatever the line's language.

extension IngredientParser {
    /// Reads a line written in French. Every line gives a result; `input` is the line as given.
    public func parseFrench(_ line: String) -> ParsedIngredient {
        var reader = FrenchReader(line: line, catalog: catalog)
        return reader.read()
    }
}

struct FrenchReader {
    struct Token {
        enum Kind { case word, number, mark }
        var kind: Kind
        var range: Range<String.Index>
        /// Folded text: lower case, no accents; for a mark, the mark itself.
        var folded: String
        var value: Double = 0
        var isFraction = false
        var spaceBefore = false
        /// "d'", "l'", "qu'": a word cut by an apostrophe.
        var elided = false
    }

    let line: String
    let catalog: FoodCatalog
    var t: [Token] = []

    var quantity: Double?
    var quantityMax: Double?
    var unit: MeasureUnit?
    var unitWordIndex: Int?
    var unitIsName = false
    var size: [Int] = []
    var comment: [String] = []
    var preparation: [String] = []

    init(line: String, catalog: FoodCatalog) {
        self.line = line
        self.catalog = catalog
        tokenize()
    }

    // MARK: tokens

    static let vulgar: [Character: Double] = [
        "½": 0.5, "¼": 0.25, "¾": 0.75, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "⅛": 0.125, "⅜": 0.375, "⅝": 0.625, "⅞": 0.875,
        "⅕": 0.2, "⅖": 0.4, "⅗": 0.6, "⅘": 0.8, "⅙": 1.0 / 6, "⅚": 5.0 / 6,
    ]

    mutating func tokenize() {
        var i = line.startIndex
        var space = true
        let end = line.endIndex
        // Digits only (no superscripts or other scripts), so numbers convert with Double(String).
        func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
        while i < end {
            let c = line[i]
            if c.isWhitespace { space = true; i = line.index(after: i); continue }
            let start = i
            if isDigit(c) {
                var j = i
                while j < end && isDigit(line[j]) { j = line.index(after: j) }
                var text = String(line[i..<j])
                var isFraction = false
                var denominator: Double?
                if j < end, line[j] == "," || line[j] == ".", line.index(after: j) < end, isDigit(line[line.index(after: j)]) {
                    var k = line.index(after: j)
                    while k < end && isDigit(line[k]) { k = line.index(after: k) }
                    text += "." + line[line.index(after: j)..<k]
                    j = k
                } else if j < end, line[j] == "/" || line[j] == "⁄", line.index(after: j) < end, isDigit(line[line.index(after: j)]) {
                    var k = line.index(after: j)
                    while k < end && isDigit(line[k]) { k = line.index(after: k) }
                    denominator = Double(String(line[line.index(after: j)..<k]))
                    isFraction = true
                    j = k
                }
                var value = Double(text) ?? 0
                if let denominator { value = denominator > 0 ? value / denominator : 0 }
                // digit strings too long for a sensible amount read as nothing
                if !value.isFinite || value > 1_000_000 { value = 0 }
                t.append(Token(kind: .number, range: start..<j, folded: String(line[start..<j]), value: value,
                               isFraction: isFraction, spaceBefore: space))
                i = j
            } else if let fraction = FrenchReader.vulgar[c] {
                i = line.index(after: i)
                t.append(Token(kind: .number, range: start..<i, folded: String(c), value: fraction, isFraction: true, spaceBefore: space))
            } else if c.isLetter {
                var j = i
                while j < end && line[j].isLetter { j = line.index(after: j) }
                var token = Token(kind: .word, range: start..<j, folded: LocalNames.fold(String(line[start..<j])), spaceBefore: space)
                if j < end, line[j] == "'" || line[j] == "’" || line[j] == "`",
                   ["d", "l", "qu", "j", "n", "s", "c", "jusqu", "lorsqu", "puisqu"].contains(token.folded) {
                    token.elided = true
                    j = line.index(after: j)
                    token.range = start..<j
                }
                t.append(token)
                i = j
            } else {
                i = line.index(after: i)
                t.append(Token(kind: .mark, range: start..<i, folded: String(c), spaceBefore: space))
            }
            space = false
        }
    }

    func isWord(_ k: Int) -> Bool { k >= 0 && k < t.count && t[k].kind == .word }
    func isNumber(_ k: Int) -> Bool { k >= 0 && k < t.count && t[k].kind == .number }
    func word(_ k: Int) -> String { isWord(k) ? t[k].folded : "" }
    func isMark(_ k: Int, _ marks: Set<String>) -> Bool { k >= 0 && k < t.count && t[k].kind == .mark && marks.contains(t[k].folded) }
    /// "de", "d'", "du", "des", "de la", "de l'": the words between an amount or unit and the food.
    func ofWords(_ k: Int) -> Int {
        var i = k
        if ["de", "d", "du", "des"].contains(word(i)) {
            i += 1
            if word(i) == "la" || word(i) == "l" && t[i].elided { i += 1 }
        }
        return i
    }

    // MARK: reading

    mutating func read() -> ParsedIngredient {
        var parsed = ParsedIngredient(input: line)
        var i = 0
        while isMark(i, ["-", "*", "•", "·", "–", "—", ".", ":", "…", "\""]) { i += 1 }
        // "Pour la pâte : 200 g de farine": a heading before a colon
        if let colon = (i..<min(t.count, i + 6)).first(where: { isMark($0, [":"]) }), colon + 1 < t.count,
           (i..<colon).allSatisfy({ isWord($0) }), colon > i, amountStarts(colon + 1),
           catalog.resolve(text(i, colon), language: "fr") == nil {
            comment.append(text(i, colon))
            i = colon + 1
        }
        // "le jus d'un citron", "zeste de 2 oranges"
        var partOf: String?
        do {
            var k = i
            while k < i + 3 && FrenchLexicon.partOf.contains(word(k)) { k += 1 }
            if k > i, ["jus", "zeste", "zestes", "ecorce"].contains(word(k - 1)), ["de", "d"].contains(word(k)), amountStarts(k + 1) {
                partOf = text(i, k)
                i = k + 1
            }
        }
        if isMark(i, ["~", "≈"]) || word(i) == "environ" || word(i) == "env" { comment.append("environ"); i += 1; if isMark(i, ["."]) { i += 1 } }
        i = readAmount(i)
        // "2 x 400 g", "2 × 200 g"
        if quantity != nil && (word(i) == "x" || isMark(i, ["×"])) && isNumber(i + 1) {
            i += 1
        }
        // "1/4 de botte de coriandre": "de" between the amount and the unit
        if quantity != nil, ofWords(i) > i, unitAt(ofWords(i)) != nil { i = ofWords(i) }
        // "4 unité oeuf": a count said as such
        if quantity != nil, word(i) == "unite" || word(i) == "unites" || word(i) == "piece" || word(i) == "pieces" { i += 1 }
        // size words before a unit: "1 grosse pincée", "2 belles tranches"
        var k = i
        while FrenchLexicon.sizes.contains(word(k)) && !startsFood(k) { k += 1 }
        // "onze noix": a counted word with no food after it is the food
        if let found = unitAt(k), found.unit.dimension != .count || isWord(ofWords(found.next)) {
            size += Array(i..<k)
            unit = found.unit
            unitWordIndex = found.word
            i = found.next
            // "1 c. à soupe rase", "2 cuillères à soupe bombées" and a second measure: "250 g (2 tasses)"
            while FrenchLexicon.sizes.contains(word(i)) && !startsFood(i) { size.append(i); i += 1 }
            // "1 càc et demie de cannelle"
            if let q = quantity, word(i) == "et", FrenchLexicon.fractions[word(i + 1)] == 0.5 { quantity = q + 0.5; i += 2 }
        }
        if quantity == nil, unit == nil, FrenchLexicon.vague.contains(word(i)) || word(i) == "un" && word(i + 1) == "peu" {
            // "quelques brins de thym", "un peu de sel"
            let start = i
            i += word(i) == "un" ? 2 : 1
            var m = i
            while FrenchLexicon.sizes.contains(word(m)) { m += 1 }
            if let found = unitAt(m, afterAmount: true) {
                unit = found.unit
                unitWordIndex = found.word
                i = found.next
            }
            comment.append(text(start, start + (word(start) == "un" ? 2 : 1)))
        }
        // an alternative measure in brackets right after: "200 g (7 oz)"
        if unit != nil, isMark(i, ["("]), isNumber(i + 1), let close = (i..<t.count).first(where: { isMark($0, [")"]) }), close < i + 6 {
            comment.append(text(i + 1, close))
            i = close + 1
        }
        i = ofWords(i)
        // size words before the name: "2 gros oignons", "1 petite courgette"
        while FrenchLexicon.sizes.contains(word(i)) && !startsFood(i) { size.append(i); i += 1 }
        i = ofWords(i)
        readName(from: i, into: &parsed)
        // "Farine : 200 g", "Sucre (100 g)": the amount after the name
        if quantity == nil && unit == nil, let found = trailingAmount() {
            quantity = found.quantity
            unit = found.unit
        }
        parsed.quantity = quantity
        parsed.quantityMax = quantityMax
        parsed.unit = unit
        parsed.size = size.isEmpty ? nil : size.map { String(line[t[$0].range]) }.joined(separator: " ")
        if let partOf { preparation.insert(partOf, at: 0) }
        parsed.preparation = preparation.isEmpty ? nil : preparation.joined(separator: ", ")
        parsed.comment = comment.isEmpty ? nil : comment.joined(separator: ", ")
        refineUnit(&parsed)
        if unitIsName, let u = unitWordIndex {
            parsed.unit = nil
            parsed.name = text(u, u + 1) + " " + (parsed.name ?? "")
        }
        return parsed
    }

    func text(_ s: Int, _ e: Int) -> String {
        guard s < e, s >= 0, e <= t.count else { return "" }
        return String(line[t[s].range.lowerBound..<t[e - 1].range.upperBound]).trimmingCharacters(in: .whitespaces)
    }

    func amountStarts(_ k: Int) -> Bool {
        isNumber(k) || FrenchLexicon.numbers[word(k)] != nil || FrenchLexicon.fractions[word(k)] != nil
    }

    /// One amount at `k`: `1`, `1,5`, `1 1/2`, `1½`, `½`, `un`, `une demi`, `deux`, `trois quarts`, `une douzaine`.
    func amount(_ k: Int) -> (value: Double, next: Int)? {
        var i = k
        var value: Double
        if isNumber(i) {
            value = t[i].value
            i += 1
            if !t[i - 1].isFraction && value == value.rounded() && isNumber(i) && t[i].isFraction && t[i].value < 1 {
                value += t[i].value; i += 1
            }
            // "1 demie càc": the number says one half
            if value == 1 && !t[i - 1].isFraction, FrenchLexicon.fractions[word(i)] == 0.5 { value = 0.5; i += 1 }
            // "1 peu de": a slip for "un peu"
            if word(i) == "peu" { return nil }
        } else if word(i) == "la" && word(i + 1) == "moitie" {
            return (0.5, i + 2)
        } else if let fraction = FrenchLexicon.fractions[word(i)], word(i) != "quarts" {
            value = fraction; i += 1
        } else if let number = FrenchLexicon.numbers[word(i)] {
            // "un peu", "une bonne": not a number word's job
            if (word(i) == "un" || word(i) == "une") && (word(i + 1) == "peu" || !isWord(i + 1) && !isMark(i + 1, ["-"])) {
                return word(i + 1) == "peu" ? nil : (1, i + 1)
            }
            value = number; i += 1
            // "un demi", "une demi-", "un quart", "trois quarts", "un tiers"
            if isMark(i, ["-"]) && FrenchLexicon.fractions[word(i + 1)] != nil { i += 1 }
            if let fraction = FrenchLexicon.fractions[word(i)] {
                value = (word(k) == "un" || word(k) == "une") ? fraction : value * fraction
                i += 1
                if isMark(i, ["-"]) { i += 1 }
            }
        } else {
            return nil
        }
        // "demi-baguette"
        if isMark(i, ["-"]) && !t[i].spaceBefore && isWord(i + 1) && FrenchLexicon.fractions[word(i - 1)] != nil { i += 1 }
        // "1 et demi", "2 et 1/2"
        if word(i) == "et", FrenchLexicon.fractions[word(i + 1)] == 0.5 { value += 0.5; i += 2 } else if word(i) == "et", isNumber(i + 1), t[i + 1].isFraction {
            value += t[i + 1].value; i += 2
        }
        // "une douzaine", "2 douzaines"
        if let group = FrenchLexicon.groups[word(i)] { value *= group; i += 1 }
        return (value, i)
    }

    mutating func readAmount(_ start: Int) -> Int {
        guard let first = amount(start) else { return start }
        quantity = first.value
        var i = first.next
        // "2-3", "2 à 3", "2 ou 3"
        if isMark(i, ["-", "–", "—", "/"]) || word(i) == "a" || word(i) == "ou", let second = amount(i + 1),
           isNumber(i + 1) || FrenchLexicon.numbers[word(i + 1)] != nil, second.value > first.value {
            quantityMax = second.value
            i = second.next
        }
        return i
    }

    /// The unit at `k`: the longest run of words in the unit table, dots passed over.
    func unitAt(_ k: Int, afterAmount: Bool? = nil) -> (unit: MeasureUnit, next: Int, word: Int)? {
        guard isWord(k) else { return nil }
        let hasAmount = afterAmount ?? (quantity != nil)
        var words: [(String, Int)] = []
        var j = k
        while j < t.count && words.count < 4 {
            if isWord(j) {
                words.append((t[j].folded, j + 1))
            } else if !isMark(j, ["."]) {
                break
            }
            j += 1
        }
        for entry in FrenchLexicon.units where entry.words.count <= words.count {
            var matches = true
            for (n, w) in entry.words.enumerated() {
                let written = words[n].0
                if written != w && LocalNames.singular(written) != w && !(w == "a" && written == "a") { matches = false; break }
            }
            guard matches else { continue }
            var next = words[entry.words.count - 1].1
            if isMark(next, ["."]) { next += 1 }
            if entry.words.count == 1 {
                let w = entry.words[0]
                // one letter ("g", "l", "t") only right after a number
                if FrenchLexicon.letterUnits.contains(w) && (!(hasAmount && isNumber(k - 1)) || t[k].elided) { return nil }
                // "c" alone is no unit
                if w == "c" { return nil }
                // a unit word that begins a food of its own: "filet mignon", "noix de coco", "cube de bouillon"
                if !hasAmount && !FrenchLexicon.vague.contains(word(k - 1)) && word(k - 1) != "peu" { return nil }
            }
            // "une pointe de couteau de": the knife's point is the pinch
            if entry.unit == .pinch && w(next) == "de" && word(next + 1) == "couteau" { next += 2 }
            return (entry.unit, next, k)
        }
        return nil
    }

    private func w(_ k: Int) -> String { word(k) }

    /// A food's French name begins at `k` and runs over two words or more: "petits pois", "gros sel".
    func startsFood(_ k: Int) -> Bool {
        guard let table = catalog.localNames["fr"] else { return false }
        var words: [String] = []
        var j = k
        while j < t.count && words.count < 4 && (isWord(j) || isMark(j, ["-", "'", "’"])) {
            if isWord(j) && !LocalNames.stopWords.contains(t[j].folded) { words.append(t[j].folded) }
            j += 1
        }
        guard words.count >= 2 else { return false }
        for length in stride(from: words.count, through: 2, by: -1) where table.food(words[0..<length]) != nil { return true }
        return false
    }

    /// The name from `start`: up to a comma or bracket, the food being the longest French name in
    /// it that starts before the first preparation word; what follows is preparation or comment.
    mutating func readName(from start: Int, into parsed: inout ParsedIngredient) {
        var end = start
        while end < t.count && !isMark(end, [",", ";", "(", ")", "[", "]", ":", "+", "*"]) {
            if isMark(end, ["-", "–", "/"]) && t[end].spaceBefore { break }
            end += 1
        }
        // the first word that begins a preparation or a comment
        var soft = start
        while soft < end && !(isWord(soft) && FrenchLexicon.preparation.contains(t[soft].folded) && soft > start) && !isNumber(soft) { soft += 1 }
        if soft < end && isNumber(soft) && soft == start { soft = end }
        // the content words of the name region, with their token positions
        var words: [String] = []
        var positions: [Int] = []
        for k in start..<end where isWord(k) && !LocalNames.stopWords.contains(t[k].folded) {
            words.append(t[k].folded)
            positions.append(k)
        }
        var nameEnd = soft
        if let table = catalog.localNames["fr"] {
            // with the unit word in front when it makes a longer food: "cube de bouillon", "gousse de vanille"
            if let u = unitWordIndex, let hit = table.longestMatch([t[u].folded] + words), hit.start == 0, hit.end >= 2 {
                let lastToken = positions[hit.end - 2]
                parsed.food = catalog.foods[Int(hit.food)].id
                // "1 bouquet garni", "2 filets mignons": the word is the food's, not a unit
                // ("1 sachet sucre vanillé" keeps its unit: the words after it name the same food)
                if !["de", "d", "du", "des"].contains(word(u + 1)), table.longestMatch(words)?.food != hit.food { unitIsName = true }
                nameEnd = max(soft, lastToken + 1)
            } else if let hit = bestMatch(table, words, positions, before: soft) {
                parsed.food = catalog.foods[Int(hit.food)].id
                nameEnd = max(soft, positions[hit.end - 1] + 1)
            }
        }
        nameEnd = min(nameEnd, end)
        if nameEnd > start {
            let name = text(start, nameEnd)
            if !name.isEmpty { parsed.name = name }
        }
        // the rest: the words after the name, then each bracket or comma part
        var k = nameEnd
        var segments: [String] = []
        var current = k
        while k <= t.count {
            if k == t.count || isMark(k, [",", ";", "(", ")", "[", "]", "+"]) || isMark(k, ["-", "–"]) && t[k].spaceBefore {
                let piece = text(current, k)
                if !piece.isEmpty { segments.append(piece) }
                current = k + 1
            }
            k += 1
        }
        for piece in segments {
            let first = LocalNames.foldedWords(of: piece).first ?? ""
            if FrenchLexicon.commentStarts.contains(first) || !FrenchLexicon.preparation.contains(first) {
                comment.append(piece)
            } else {
                preparation.append(piece)
            }
        }
    }

    /// The longest French name among the words that starts before `soft`, the leftmost of equally long ones.
    func bestMatch(_ table: LocalNames, _ words: [String], _ positions: [Int], before soft: Int) -> (food: Int32, start: Int, end: Int)? {
        var length = min(table.longest, words.count)
        while length > 0 {
            var s = 0
            while s + length <= words.count && positions[s] < soft {
                if let hit = table.food(words[s..<(s + length)]) { return (hit, s, s + length) }
                s += 1
            }
            length -= 1
        }
        return nil
    }

    /// "Farine : 200 g", "beurre (50 g)", "Oeuf - 2": a number and a unit after the name, or a
    /// bare count after a dash, colon or bracket.
    func trailingAmount() -> (quantity: Double, unit: MeasureUnit?)? {
        for k in 0..<t.count where isNumber(k) {
            guard let a = amount(k) else { continue }
            if let found = unitAt(a.next, afterAmount: true) { return (a.value, found.unit) }
            if isMark(k - 1, ["-", "–", ":", "("]) && (a.next == t.count || isMark(a.next, [")", ","])) { return (a.value, nil) }
        }
        return nil
    }

    /// Unit words that say more once the food is known: a pod of vanilla, a sheet of gelatine,
    /// a stalk of celery; "noix" and "filet" are units only for butter and pourables.
    func refineUnit(_ parsed: inout ParsedIngredient) {
        guard let u = unitWordIndex, let current = parsed.unit else { return }
        let written = LocalNames.singular(t[u].folded)
        let food = parsed.food
        let family = food.map { [$0] + catalog.ancestors(of: $0) } ?? []
        func isIn(_ ids: [String]) -> Bool { family.contains { ids.contains($0.rawValue) } }
        switch (written, current) {
        case ("gousse", .clove):
            if let food, !isIn(["garlic"]) && food.rawValue != "shallot" { parsed.unit = .pod }
        case ("feuille", .leaf):
            if isIn(["gelatin", "phyllo-dough", "nori", "lasagna-noodle", "rice-paper", "puff-pastry", "seaweed"]) { parsed.unit = .sheet }
        case ("branche", .sprig), ("cote", .stalk), ("pied", .head):
            if isIn(["celery", "swiss-chard", "lemongrass", "leek", "fennel"]) { parsed.unit = written == "pied" ? .head : .stalk }
            else if written == "cote" { parsed.unit = nil }
        case ("noix", .knob), ("noisette", .knob):
            if !isIn(["butter", "margarine", "ginger", "vegan-butter", "ghee"]) { parsed.unit = nil }
        case ("filet", .splash):
            let pourable = food.flatMap { catalog[$0] }.map { $0.shopping.liquid } ?? false
            if !pourable && !isIn(["lemon", "lime", "honey", "oil", "vinegar", "stock", "juice"]) { parsed.unit = nil }
        default:
            break
        }
    }
}
