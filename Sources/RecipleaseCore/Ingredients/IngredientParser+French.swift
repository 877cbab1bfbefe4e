import Foundation

// The French reader: "2 gousses d'ail hachées" is 2 cloves of garlic, minced. It reads the same
// parts as the English reader (amount, unit, size, name, preparation, comment) with French words
// (FrenchLexicon) and finds the food among the catalog's French names, so conversion, grocery
// merging and nutrition see the same foods and units whatever the line's language.

extension IngredientParser {
    /// Reads a line written in French. Every line gives a result; `input` is the line as given.
    public func parseFrench(_ line: String) -> ParsedIngredient {
        var reader = LocalReader(line: line, catalog: catalog, lexicon: FrenchLexicon.lexicon)
        return reader.read().buyingCanned(in: catalog)
    }
}

extension ParsedIngredient {
    /// A line that buys the food by the can ("1 boîte de maïs", "1 boîte (400 g) de tomates")
    /// names its canned kind (`FoodCatalog.cannedForm(of:)`), as the English reader does.
    func buyingCanned(in catalog: FoodCatalog) -> ParsedIngredient {
        guard unit == .can, let food, let canned = catalog.cannedForm(of: food) else { return self }
        var line = self
        line.food = canned
        return line
    }
}

struct LocalReader {
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
        /// What an amount starting here is multiplied by: 10 before decagrams ("25 dkg").
        var scale: Double = 1
    }

    let line: String
    let catalog: FoodCatalog
    /// The language's words; its `language` names the catalog's names file the foods are found in.
    let lexicon: IngredientLexicon
    var t: [Token] = []

    var quantity: Double?
    var quantityMax: Double?
    var unit: MeasureUnit?
    var unitWordIndex: Int?
    var unitIsName = false
    /// A count word came before the unit word: "2 pièce(s) Gousse d'ail".
    var afterCount = false
    /// "6 tours de moulin": the mill's turns, pepper unless the line names another food.
    var millTurns: String?
    /// The amount began with "entre": "entre 2 et 3" is a range.
    var between = false
    var size: [Int] = []
    var comment: [String] = []
    var preparation: [String] = []
    var packageQuantity: Double?
    var packageUnit: MeasureUnit?
    /// A second measure before the name ("et 1 c. à café bombée"): its amount, unit, size words,
    /// the token its amount starts at and its words as the comment has them.
    var secondMeasure: (value: Double, unit: MeasureUnit, size: [Int], from: Int, written: String)?
    /// Where the name starts and the tokens of the food found in it ("sel" in "Sel et poivre").
    var nameFrom = 0
    var foodTokens: Range<Int>?
    /// A part read alone looks for no further parts: each word of the line is read once.
    var readsParts = true
    /// An amount that words after its unit complete ("1 litre et demi", "1 kg 500", "1 verre 1/2",
    /// "1 kg 200 g"): the tokens of the amount, of the unit, and of the completing words.
    var completed: (amount: Range<Int>, unit: Range<Int>, words: Range<Int>)?

    init(line: String, catalog: FoodCatalog, lexicon: IngredientLexicon) {
        self.line = line
        self.catalog = catalog
        self.lexicon = lexicon
        tokenize()
        joinThousands()
        readLanguageMarks()
    }

    /// Units a count of thousands is written before: "1 000 g", "1.500 g de farine", "2 000 ml".
    static let thousandsUnits: Set<String> = ["g", "gr", "grs", "gramme", "grammes", "ml", "millilitre", "millilitres", "mg"]

    /// A thousand written with a space or a dot between its groups, before grams or millilitres:
    /// "1 000 g" read as 1 g of "000 g de farine", "1.000 g" as 1 g (French line probe,
    /// 2026-12-07). No one weighs 1.5 g written "1.500 g", nor writes "1 500" for one thing and 500 g.
    mutating func joinThousands() {
        func digits(_ k: Int) -> String? {
            guard k < t.count, t[k].kind == .number, !t[k].isFraction, t[k].folded.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return t[k].folded
        }
        var k = 0
        while k < t.count {
            defer { k += 1 }
            guard t[k].kind == .number, !t[k].isFraction else { continue }
            let written = t[k].folded
            // "1.500" before grams
            if let dot = written.firstIndex(of: "."), Self.thousandsUnits.contains(word(k + 1)) {
                let whole = written[..<dot], rest = written[written.index(after: dot)...]
                if (1...3).contains(whole.count), whole.first != "0", rest.count == 3, let value = Double(whole + rest) {
                    t[k].value = value
                }
                continue
            }
            // "1 000 g": groups of three after one to three digits, a single space between
            guard let first = digits(k), (1...3).contains(first.count), first.first != "0" else { continue }
            var last = k
            var value = t[k].value
            while let group = digits(last + 1), group.count == 3, t[last + 1].spaceBefore,
                  line[t[last].range.upperBound..<t[last + 1].range.lowerBound].count == 1, let more = Double(group) {
                value = value * 1000 + more
                last += 1
            }
            guard last > k, Self.thousandsUnits.contains(word(last + 1)) else { continue }
            t[k].value = value
            t[k].range = t[k].range.lowerBound..<t[last].range.upperBound
            t[k].folded = String(line[t[k].range])
            t.removeSubrange(k + 1...last)
        }
    }

    /// What folding would lose: a unit whose accents tell it from another (`keptAccents`: Slovak
    /// "ČL", a teaspoon, against "cl", centiliters), and decagrams ("25 dkg", "20-25 dag", "öt
    /// dkg"), read as grams with the amount just before them ten times as much, wherever the
    /// amount stands (in brackets, after the name). One step back per token: linear.
    mutating func readLanguageMarks() {
        guard !lexicon.decagrams.isEmpty || !lexicon.keptAccents.isEmpty else { return }
        for k in t.indices where t[k].kind == .word {
            // The written form is made only for a language that keeps some accents (Slovak "čl").
            if !lexicon.keptAccents.isEmpty {
                let written = String(line[t[k].range]).lowercased()
                if lexicon.keptAccents.contains(written) { t[k].folded = written; continue }
            }
            guard lexicon.decagrams.contains(t[k].folded) else { continue }
            var j = k - 1
            var scaled = false
            while j >= 0 {
                let isAmount = t[j].kind == .number
                    || t[j].kind == .word && (lexicon.numbers[t[j].folded] != nil || lexicon.fractions[t[j].folded] != nil)
                if isAmount {
                    t[j].scale = 10
                    scaled = true
                } else if !(scaled && t[j].kind == .mark && ["-", "–", "—"].contains(t[j].folded)) {
                    break
                }
                j -= 1
            }
            // "gr", not the one-letter "g", which counts only right after digits ("öt dkg vaj")
            if scaled { t[k].folded = "gr" }
        }
    }

    // MARK: tokens

    /// The most letters of a compound word's ending tried as a name (see `compoundMatch`).
    static let compoundEnding = 40

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
            } else if let fraction = c.vulgarFraction {
                i = line.index(after: i)
                t.append(Token(kind: .number, range: start..<i, folded: String(c), value: fraction, isFraction: true, spaceBefore: space))
            } else if c.isLetter {
                var j = i
                while j < end && line[j].isLetter { j = line.index(after: j) }
                // "T55", "T150": a flour's type is one word
                if line.index(after: i) == j, c == "t" || c == "T", j < end, isDigit(line[j]) { while j < end && isDigit(line[j]) { j = line.index(after: j) } }
                var token = Token(kind: .word, range: start..<j, folded: LocalNames.fold(String(line[start..<j])), spaceBefore: space)
                // "pièce(s)", "Oeuf(s)", "fumé(e)(s)": a plural or feminine mark glued to the word is part of it
                while let close = LocalReader.genderOrNumberMark(in: line, at: j) { j = close; token.range = start..<j }
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

    /// The end of "(s)", "(es)", "(x)" or "(e)" written right at `i`, after a word; nil otherwise.
    static func genderOrNumberMark(in line: String, at i: String.Index) -> String.Index? {
        guard i < line.endIndex, line[i] == "(" else { return nil }
        var j = line.index(after: i)
        var letters = ""
        while j < line.endIndex, line[j].isLetter, letters.count < 3 { letters.append(line[j]); j = line.index(after: j) }
        guard j < line.endIndex, line[j] == ")", ["s", "es", "x", "e", "aux"].contains(letters.lowercased()) else { return nil }
        return line.index(after: j)
    }

    func isWord(_ k: Int) -> Bool { k >= 0 && k < t.count && t[k].kind == .word }
    func isNumber(_ k: Int) -> Bool { k >= 0 && k < t.count && t[k].kind == .number }
    func word(_ k: Int) -> String { isWord(k) ? t[k].folded : "" }
    func isMark(_ k: Int, _ marks: Set<String>) -> Bool { k >= 0 && k < t.count && t[k].kind == .mark && marks.contains(t[k].folded) }
    /// A mark that is a picture, not punctuation: an emoji or another symbol ("🍅", "✔", "➤").
    func isSymbol(_ k: Int) -> Bool {
        guard k >= 0, k < t.count, t[k].kind == .mark, let scalar = t[k].folded.unicodeScalars.first else { return false }
        return scalar.properties.generalCategory == .otherSymbol || !scalar.isASCII && scalar.properties.isEmojiPresentation
    }
    /// "de", "d'", "du", "des", "de la", "de l'": the words between an amount or unit and the food.
    func ofWords(_ k: Int) -> Int {
        var i = k
        if lexicon.ofWords.contains(word(i)) {
            i += 1
            if word(i) == "la" || word(i) == "l" && t[i].elided { i += 1 }
        }
        return i
    }

    // MARK: reading

    mutating func read() -> ParsedIngredient {
        var parsed = ParsedIngredient(input: line)
        var i = 0
        // bullets, and a symbol or emoji before the amount ("🍅 2 tomates", "✔ 200 g de farine")
        while isMark(i, ["-", "*", "•", "·", "–", "—", ".", ":", "…", "\""]) || isSymbol(i) { i += 1 }
        // "Pour la pâte :" alone: a heading, no ingredient; so is one with a number that is no
        // amount ("Ingrédients pour 4 personnes :", "Pâte à crêpes (pour 12 crêpes) :")
        if let colon = t.indices.last, isMark(colon, [":"]), colon > i, isWord(i),
           (i..<colon).allSatisfy({ isWord($0) }) || !amountStarts(i) && !(i..<colon).contains(where: { isMark($0, [":"]) }) {
            parsed.comment = text(i, colon)
            return parsed
        }
        // "Pour la pâte : 200 g de farine": a heading before a colon
        if let colon = (i..<min(t.count, i + 6)).first(where: { isMark($0, [":"]) }), colon + 1 < t.count,
           (i..<colon).allSatisfy({ isWord($0) }), colon > i, amountStarts(colon + 1),
           Self.headingWords.contains(word(i)) || catalog.resolve(text(i, colon), language: lexicon.language) == nil {
            comment.append(text(i, colon))
            i = colon + 1
        }
        // "le jus d'un citron", "zeste de 2 oranges", "les blancs de 3 œufs", "l'écorce d'une orange"
        var partOf: String?
        do {
            // and "zeste et jus d'une orange", "le jus et le zeste de 1 citron", "le zeste râpé d'une orange"
            var k = i
            while k < i + 6 && (lexicon.partOf.contains(word(k)) || word(k) == "et" && k > i) { k += 1 }
            let named = (i..<k).contains { FrenchLexicon.partWords.contains(word($0)) }
            var end = k
            while named, end < k + 2, lexicon.preparation.contains(word(end)), !["de", "d"].contains(word(end)) { end += 1 }
            if named, ["de", "d"].contains(word(end)), amountStarts(end + 1) {
                partOf = text(i, end)
                i = end + 1
            }
        }
        if isMark(i, ["~", "≈"]) || lexicon.about.contains(word(i)) { comment.append(lexicon.aboutComment); i += 1; if isMark(i, ["."]) { i += 1 } }
        // "entre 2 et 3 c. à soupe"
        if lexicon.between.contains(word(i)), amountStarts(i + 1) { between = true; i += 1 }
        let amountFrom = i
        i = readAmount(i)
        let amountTo = i
        // "2 x 400 g", "2 × 200 g"; "3x oignons", "3 x œufs": a times sign says nothing more
        if quantity != nil && (word(i) == "x" || isMark(i, ["×"])) && (isNumber(i + 1) || isWord(i + 1)) {
            i += 1
            // "2 x 400 g de tomates concassées": the weight after the sign is each one's, as English
            // reads "2 x 400 g chopped tomatoes"
            if let each = bareMeasure(i) {
                packageQuantity = each.value
                packageUnit = each.unit
                i = each.next
            }
        }
        // "1/4 de botte de coriandre": "de" between the amount and the unit
        if quantity != nil, ofWords(i) > i, unitAt(ofWords(i)) != nil { i = ofWords(i) }
        // "4 unité oeuf", "1 pièce(s) Oignon", "6 tour(s) de moulin": a count said as such
        if quantity != nil, let next = countWords(i) { afterCount = true; i = next }
        // size words before a unit: "1 grosse pincée", "2 belles tranches"
        var k = i
        while lexicon.sizes.contains(word(k)) && !startsFood(k) { k += 1 }
        // "onze noix": a counted word with no food after it is the food
        // (a counted unit before "1/2 de": "1 verre 1/2 de lait", "1 sachet ½ de levure")
        if let found = unitAt(k), found.unit.dimension != .count || isWord(ofWords(afterBracket(found.next)))
            || packageSize(ofWords(found.next)) != nil || found.unit.isContainer && bareMeasure(found.next) != nil
            || halfAfterUnit(found.next) {
            unit = found.unit
            // "1 petite cuillère de sucre" is a teaspoon, "1 grande cuillère" a tablespoon: the size
            // of a spoon written without "à soupe" or "à café" says which spoon
            if found.unit == .tablespoon, found.next - found.word == 1, found.word == k, Self.bareSpoons.contains(word(found.word)),
               let spoon = (i..<k).map({ word($0) }).compactMap({ Self.spoonSizes[$0] }).first {
                unit = spoon
            } else {
                size += Array(i..<k)
            }
            unitWordIndex = found.word
            i = found.next
            // "1 c. à soupe rase", "2 cuillères à soupe bombées" and a second measure: "250 g (2 tasses)"
            while lexicon.sizes.contains(word(i)) && !startsFood(i) { size.append(i); i += 1 }
            // "200 g environ de lardons": a word of approximation between the unit and its "de"
            if ["environ", "approximativement"].contains(word(i)), ofWords(i + 1) > i + 1 {
                comment.append(text(i, i + 1))
                i += 1
            }
            let completing = (from: i, quantity: quantity, quantityMax: quantityMax)
            // "1 càc et demie de cannelle"
            // "1 kilo et demi", "un litre et quart"
            if let q = quantity, lexicon.and.contains(word(i)), let part = lexicon.fractions[word(i + 1)], part == 0.5 || word(i + 1) == "quart" {
                quantity = q + part; i += 2
            }
            // "1kg500", "1 kg 500": grams after the kilograms
            if let q = quantity, unit == .kilogram, isNumber(i), !t[i].isFraction, t[i].value >= 10, t[i].value < 1000, !isWord(i + 1) || ofWords(i + 1) > i + 1 {
                quantity = q + t[i].value / 1000
                i += 1
            }
            // "1 litre 1/2 de lait", "1 à 2 kg ½ de pommes", "1 cuillère à soupe 1/2 d'huile": a half
            // written after the unit adds to a whole number, the range's top when there is one; after
            // "1,5 l" it is only a comment. After litres and kilograms it may end the line.
            if let q = quantity, halfAfterUnit(i) || (unit == .liter || unit == .kilogram) && isNumber(i) && t[i].isFraction && t[i].value < 1 && !isWord(i + 1) {
                let top = quantityMax ?? q
                if top != top.rounded() {
                    comment.append(text(i, i + 1))
                } else if quantityMax != nil {
                    quantityMax = top + t[i].value
                } else {
                    quantity = q + t[i].value
                }
                i += 1
            }
            var completedTo = i
            // a second measure written bare after the unit, before the name: "1 kg 200 g de pommes de
            // terre" adds up (a smaller unit of the same system), "1 tasse 250 ml de lait" says the same
            // in the other system (a comment), "1 boîte 400 g de pois chiches" is the size of each
            if let u = unit, let more = bareMeasure(i) {
                if more.unit.dimension == u.dimension, more.unit.system == u.system, quantityMax == nil,
                   let q = quantity, let small = more.unit.baseFactor, let large = u.baseFactor, small < large {
                    quantity = q + more.value * small / large
                    i = more.next
                    completedTo = i
                } else if more.unit.dimension == u.dimension, more.unit.system != u.system {
                    comment.append(text(i, more.next))
                    i = more.next
                } else if u.isContainer, packageQuantity == nil {
                    packageQuantity = more.value
                    packageUnit = more.unit
                    i = more.next
                }
            }
            if quantity != completing.quantity || quantityMax != completing.quantityMax {
                completed = (amountFrom..<amountTo, k..<found.next, completing.from..<completedTo)
            }
            // "1 boîte de 400 g de tomates", "2 sachets de 7 g de levure": the size of each
            if found.unit.dimension == .count, let size = packageSize(ofWords(i)) {
                packageQuantity = size.quantity
                packageUnit = size.unit
                i = size.next
            }
        }
        // "1 peu de", a slip for "un peu", reads as it
        let aLittle = (word(i) == "un" || isNumber(i) && t[i].value == 1 && !t[i].isFraction) && word(i + 1) == "peu"
        if quantity == nil, unit == nil, lexicon.vague.contains(word(i)) || aLittle {
            // "quelques brins de thym", "un peu de sel"
            let start = i
            i += aLittle ? 2 : 1
            var m = i
            while lexicon.sizes.contains(word(m)) { m += 1 }
            if let found = unitAt(m, afterAmount: true) {
                unit = found.unit
                unitWordIndex = found.word
                i = found.next
            }
            comment.append(text(start, start + (aLittle ? 2 : 1)))
        }
        // an alternative measure in brackets right after: "200 g (7 oz)"
        // or an allowance: "325 g (+ ou – 1 cl) d'eau", "300 g (+/- 10 g)"
        if unit != nil, isMark(i, ["("]), let close = (i..<t.count).first(where: { isMark($0, [")"]) }), close < i + 9,
           (i + 1..<close).contains(where: { isNumber($0) }) {
            // "1 boîte (400 g)": the size of a counted unit
            if let u = unit, u.dimension == .count, packageQuantity == nil, let a = amount(i + 1),
               let found = unitAt(a.next, afterAmount: true), found.next == close, found.unit.dimension == .mass || found.unit.dimension == .volume {
                packageQuantity = a.value
                packageUnit = found.unit
            } else {
                comment.append(text(i + 1, close))
            }
            i = close + 1
        }
        // "2 c. à soupe + 1 c. à café de sucre", "1 c. à soupe et 1 c. à café de sel": a second measure
        // before the name, kept as a comment, as English's "plus 2 tablespoons" is, and read as a
        // second part of the same food; the size words after its unit are its own ("1 c. à soupe
        // rase et 1 c. à café bombée": the first spoon level, the second heaped)
        if unit != nil, isMark(i, ["+"]) || ["et", "plus"].contains(word(i)), let a = amount(i + 1),
           let found = unitAt(a.next, afterAmount: true), isWord(ofWords(found.next)) {
            var end = found.next
            var sizes: [Int] = []
            while lexicon.sizes.contains(word(end)) && !startsFood(end) { sizes.append(end); end += 1 }
            let written = text(i, end)
            comment.append(written)
            secondMeasure = (a.value, found.unit, sizes, i + 1, written)
            i = end
        }
        i = ofWords(i)
        // size words before the name: "2 gros oignons", "1 petite courgette"
        while lexicon.sizes.contains(word(i)) && !startsFood(i) { size.append(i); i += 1 }
        i = ofWords(i)
        let nameStart = i
        nameFrom = i
        readName(from: i, into: &parsed)
        // "1 boîte de tomates pelées (400 g)", "1 barquette de fraises (250 g)": a weight or volume in
        // brackets right after a container's name is the size of each, as "1 boîte (400 g) de" is; not
        // after an "ou" or a comma (the other choice's weight), nor a yogurt pot (a measure). Of two or
        // more, only "(400 g chacune)" says each: "2 boîtes de pois chiches (800 g)" may be both.
        if let u = unit, u.isContainer, packageQuantity == nil, let from = unitWordIndex, !isVessel(at: from),
           let k = (nameStart..<t.count).first(where: { isMark($0, ["(", ",", ";"]) || word($0) == "ou" }), isMark(k, ["("]),
           let close = (k..<t.count).first(where: { isMark($0, [")"]) }),
           let a = amount(k + 1), let found = unitAt(a.next, afterAmount: true), found.next <= close,
           found.unit.dimension == .mass || found.unit.dimension == .volume {
            let after = (found.next..<close).filter { isWord($0) }.map { word($0) }
            let each = !after.isEmpty && after.allSatisfy { ["chacune", "chacun", "l", "une", "un"].contains($0) }
            let fits = (after.isEmpty || each) && !(found.next..<close).contains { !isWord($0) && !isMark($0, ["'", "’"]) }
            if fits && (each || (quantityMax ?? quantity ?? 1) <= 1) {
                packageQuantity = a.value
                packageUnit = found.unit
                let written = [text(k + 1, found.next), text(k + 1, close)]
                comment.removeAll { written.contains($0) }
            }
        }
        if let millTurns, parsed.food == nil, let pepper = catalog.resolve(lexicon.millFood, language: lexicon.language) {
            parsed.food = pepper
            if parsed.name == nil { parsed.name = millTurns }
        }
        // "Farine : 200 g", "Sucre (100 g)": the amount after the name
        if quantity == nil && unit == nil, let found = trailingAmount() {
            quantity = found.quantity
            quantityMax = found.top
            unit = found.unit
            // "Gousse d'ail : 1", "Tranches de jambon : 4": a unit word the name begins with, before
            // "de", is the count's unit, as in "1 gousse d'ail"; the food is named after it,
            if found.unit == nil, let lead = unitAt(nameFrom, afterAmount: true), lead.unit.dimension == .count,
               case let from = ofWords(lead.next), from > lead.next, isWord(from), from < found.start {
                var end = found.start
                while end > from, !isWord(end - 1) { end -= 1 }
                let named = text(from, end)
                // not when the unit word makes another food of the name ("Gousse de vanille : 1" is
                // a vanilla pod, "Cube de bouillon : 1" a stock cube, each with no unit)
                let whole = catalog.resolve(text(nameFrom, end), language: lexicon.language)
                if end > from, let food = catalog.resolve(named, language: lexicon.language), whole == nil || whole == food {
                    unit = lead.unit
                    unitWordIndex = lead.word
                    parsed.name = named
                    parsed.food = food
                }
            }
            if found.unit == nil, size.isEmpty { size = (found.start..<found.end).filter { lexicon.sizes.contains(word($0)) } }
            // "Vanille : 1 gousse", "Bouillon : 1 cube": the unit word with the name makes the food
            // it does before it ("1 gousse de vanille" is a vanilla pod, "1 cube de bouillon" a stock cube)
            if let u = found.unitWord {
                unitWordIndex = u
                if let name = parsed.name, let table = catalog.localNames[lexicon.language] {
                    let words = LocalNames.foldedWords(of: name).filter { !LocalNames.stopWords.contains($0) }
                    if !words.isEmpty, let hit = table.food(ArraySlice([t[u].folded] + words)) { parsed.food = catalog.foods[Int(hit)].id }
                }
            }
            // the amount is no comment: "Œufs : 3", "Beurre : 50 g (ramolli)"; a range's dash set apart
            // parts its ends ("Oeufs : 2 - 3")
            let written = text(found.start, found.end)
            let low = found.rangeMark.map { text(found.start, $0) }
            let writtenParts = [written] + (found.rangeMark.map { [text($0 + 1, found.end)] } ?? [])
            let marks = CharacterSet(charactersIn: ":-–—, ")
            comment = comment.compactMap { piece in
                let rest = piece.trimmingCharacters(in: CharacterSet(charactersIn: ":-–— "))
                if rest == low { return nil }
                for written in writtenParts {
                    // "Sal a gosto 1 un": a count said at the end of a note
                    if rest.hasSuffix(written) {
                        let before = rest.dropLast(written.count).trimmingCharacters(in: marks)
                        return before.isEmpty ? nil : before
                    }
                    guard rest.hasPrefix(written) else { continue }
                    let after = rest.dropFirst(written.count).trimmingCharacters(in: marks)
                    return after.isEmpty ? nil : after
                }
                return piece
            }
            // "Cebola 1/2 unidade": a name that took the count in ("Lait 1/2 écrémé" keeps its 1/2)
            if let name = parsed.name, name.hasSuffix(written), name.count > written.count {
                let before = name.dropLast(written.count).trimmingCharacters(in: marks)
                if !before.isEmpty { parsed.name = before }
            }
            // "Oeufs x 3": the times sign before the count is no part of the name
            if let name = parsed.name, word(found.start - 1) == "x" || isMark(found.start - 1, ["×"]),
               case let sign = text(found.start - 1, found.start), name.hasSuffix(sign), name.count > sign.count {
                parsed.name = name.dropLast(sign.count).trimmingCharacters(in: marks)
            }
        }
        parsed.quantity = quantity
        parsed.quantityMax = quantityMax
        parsed.unit = unit
        parsed.packageQuantity = packageQuantity
        parsed.packageUnit = packageUnit
        parsed.size = size.isEmpty ? nil : size.map { String(line[t[$0].range]) }.joined(separator: " ")
        if let partOf {
            preparation.insert(partOf, at: 0)
            // "les blancs de 3 œufs" are three whites, as "3 blancs d'œufs" are
            if parsed.food?.rawValue == "egg" {
                let words = LocalNames.foldedWords(of: partOf)
                let part = words.contains { $0.hasPrefix("blanc") } ? "egg white" : words.contains { $0.hasPrefix("jaune") } ? "egg yolk" : nil
                if let part, let food = catalog.resolve(part) { parsed.food = food }
            }
        }
        parsed.preparation = preparation.isEmpty ? nil : preparation.joined(separator: ", ")
        parsed.comment = comment.isEmpty ? nil : comment.joined(separator: ", ")
        namePercentKind(&parsed)
        refineUnit(&parsed)
        // "1 côte de bœuf", "2 filets de poulet", "1 noix de muscade": a unit word the food's name
        // begins with and that is no unit for it stays in the name
        if !unitIsName, unit != nil, parsed.unit == nil, let u = unitWordIndex, u < nameFrom, let name = parsed.name {
            let lead = text(u, nameFrom)
            parsed.name = lead.hasSuffix("'") || lead.hasSuffix("’") ? lead + name : lead + " " + name
        }
        if unitIsName, let u = unitWordIndex {
            parsed.unit = nil
            parsed.name = text(u, u + 1) + " " + (parsed.name ?? "")
        }
        // a part of a food found: not of "et" in "1 c. à soupe et 1 c. à café et 1 pincée de sel"
        if let second = secondMeasure, parsed.food != nil { addSecondMeasurePart(second, to: &parsed) }
        else if readsParts, parsed.food != nil, let food = foodTokens { addFoodParts(after: food.upperBound, to: &parsed) }
        return parsed
    }

    /// "Sel et poivre", "sel, poivre", "2 c. à soupe de sel et de poivre": further foods right after
    /// the food, each after "et" (the lexicon's `and`) or, on a line with no amount, a comma, read
    /// as parts as English reads "salt and pepper": each part is the words up to the next joining
    /// word, comma, semicolon or bracket, read alone, and must begin with a food other than the one
    /// before it ("tomates et leur jus" names none). The seasoning pair's pepper is black pepper, as
    /// in English; "chacun" or "chaque" gives each the first amount. The line's own fields stay; the
    /// first part's comment is the line's without the other parts' words. Every token is read once.
    mutating func addFoodParts(after start: Int, to parsed: inout ParsedIngredient) {
        guard var previous = parsed.food else { return }
        let salt: Food.ID = "salt"
        let each = t.indices.contains { ["chacun", "chacune", "chaque"].contains(word($0)) }
        var parts: [ParsedIngredient] = []
        // the words each part was read from, with its joining word ("et poivre", "poivre" after a comma)
        var taken: [String] = []
        var k = start
        // "3 œufs entiers + 2 jaunes": after the food's own words, a "+" before an amount joins a part
        if k < t.count, !lexicon.and.contains(word(k)), !isMark(k, [","]),
           let plus = (k..<t.count).first(where: { isMark($0, ["+"]) }), plus + 1 < t.count, isNumber(plus + 1) {
            k = plus
        }
        while k < t.count {
            // "Sel & poivre" as "sel et poivre"
            let joins = lexicon.and.contains(word(k)) || isMark(k, ["+", "&"])
            guard joins || isMark(k, [","]) && parsed.quantity == nil && parsed.unit == nil else { break }
            let from = ofWords(k + 1)
            var end = from
            while end < t.count && !lexicon.and.contains(word(end)) && !isMark(end, [",", ";", "(", ")", "[", "]", ":", "+", "&"]) { end += 1 }
            guard end > from else { break }
            var reader = LocalReader(line: text(from, end), catalog: catalog, lexicon: lexicon)
            reader.readsParts = false
            var part = reader.read()
            guard var food = part.food, food != previous, reader.foodTokens?.lowerBound == reader.nameFrom,
                  joins || part.quantity == nil else { break }
            if food == "pepper" && catalog.isKind(previous, of: salt) { food = "black-pepper" }
            part.food = food
            if each && part.quantity == nil {
                part.quantity = parsed.quantity
                part.quantityMax = parsed.quantityMax
                part.unit = parsed.unit
            }
            part.input = text(k + 1, end)
            parts.append(part)
            taken.append(text(joins && !isMark(k, ["+"]) ? k : k + 1, end))
            previous = part.food ?? previous
            k = end
        }
        guard !parts.isEmpty else { return }
        // "Sel et poivre, à volonté": the notes after the last part are said of every part
        if isMark(k, [","]) {
            let notes = text(k + 1, t.count)
            for index in parts.indices where !notes.isEmpty {
                if preparation.contains(notes) {
                    parts[index].preparation = [parts[index].preparation, notes].compactMap { $0 }.joined(separator: ", ")
                } else {
                    parts[index].comment = [parts[index].comment, notes].compactMap { $0 }.joined(separator: ", ")
                }
            }
        }
        parsed.additionalParts = parts
        // the first part's comment: the line's without the parts' words ("poivre et muscade" is theirs)
        // (a view into the piece, never copied: a line may join thousands of parts)
        let own = comment.compactMap { piece -> String? in
            var rest = Substring(piece)
            for words in taken where rest.hasPrefix(words) {
                rest = rest.dropFirst(words.count).drop { " ,;:".contains($0) }
            }
            return rest.isEmpty ? nil : rest.count == piece.count ? piece : String(rest)
        }
        if own != comment {
            parsed.firstPartNotes = ParsedIngredient.PartNotes(preparation: parsed.preparation, comment: own.isEmpty ? nil : own.joined(separator: ", "))
        }
    }

    /// The second measure before the name as a part of the same food, as English reads "1 tbsp
    /// plus 1 tsp sugar": the part's words run from its amount to the line's end, it carries what
    /// the line says of the food, and the first part's own comment is the line's without it.
    func addSecondMeasurePart(_ second: (value: Double, unit: MeasureUnit, size: [Int], from: Int, written: String),
                              to parsed: inout ParsedIngredient) {
        let others = comment.filter { $0 != second.written }
        let notes = others.isEmpty ? nil : others.joined(separator: ", ")
        let size = second.size.isEmpty ? nil : second.size.map { String(line[t[$0].range]) }.joined(separator: " ")
        let part = ParsedIngredient(input: text(second.from, t.count), quantity: second.value, unit: second.unit, size: size,
                                    name: parsed.name, food: parsed.food, preparation: parsed.preparation, comment: notes)
        parsed.additionalParts = [part]
        parsed.firstPartNotes = ParsedIngredient.PartNotes(preparation: parsed.preparation, comment: notes)
    }

    func text(_ s: Int, _ e: Int) -> String {
        guard s < e, s >= 0, e <= t.count else { return "" }
        return String(line[t[s].range.lowerBound..<t[e - 1].range.upperBound]).trimmingCharacters(in: .whitespaces)
    }

    /// After a bracket at `k` ("1 boîte (400 g) de tomates"), the token after it; `k` otherwise.
    func afterBracket(_ k: Int) -> Int {
        guard isMark(k, ["("]), let close = (k..<min(t.count, k + 9)).first(where: { isMark($0, [")"]) }) else { return k }
        return close + 1
    }

    /// A measured size after a counted unit's "de": "(1 boîte de) 400 g (de tomates)", "(1 morceau
    /// de) 3 cm (de gingembre)", as English reads "1 (2-inch) piece ginger".
    func packageSize(_ k: Int) -> (quantity: Double, unit: MeasureUnit, next: Int)? {
        guard k > 0, ["de", "d"].contains(word(k - 1)), isNumber(k), let a = amount(k), let found = unitAt(a.next, afterAmount: true),
              found.unit.dimension != .count, isWord(ofWords(found.next)) || isWord(ofWords(afterBracket(found.next))) else { return nil }
        return (a.value, found.unit, found.next)
    }

    /// "400 g de pois chiches" at `k`, with no "de" before it: a weight or volume before a name.
    func bareMeasure(_ k: Int) -> (value: Double, unit: MeasureUnit, next: Int)? {
        guard isNumber(k), let a = amount(k), let found = unitAt(a.next, afterAmount: true),
              found.unit.dimension == .mass || found.unit.dimension == .volume, isWord(ofWords(found.next)) else { return nil }
        return (a.value, found.unit, found.next)
    }

    /// After a count word at `k` ("pièce(s)", "unité", "tour(s) de moulin à"), the next token; nil if none is there.
    mutating func countWords(_ k: Int) -> Int? {
        guard lexicon.counts.contains(LocalNames.singular(word(k))) else { return nil }
        var i = k + 1
        if LocalNames.singular(word(k)) == "tour" {
            let mill = ofWords(i)
            if word(mill) == "moulin" {
                millTurns = text(mill, mill + 1)
                i = mill + 1
                if word(i) == "a" { i += 1 }
            }
        }
        return i
    }

    func amountStarts(_ k: Int) -> Bool {
        isNumber(k) || lexicon.numbers[word(k)] != nil || lexicon.fractions[word(k)] != nil
    }

    /// One amount at `k`: `1`, `1,5`, `1 1/2`, `1½`, `½`, `un`, `une demi`, `deux`, `trois quarts`, `une douzaine`.
    func amount(_ k: Int) -> (value: Double, next: Int)? {
        guard let read = unscaledAmount(k) else { return nil }
        return (k >= 0 && k < t.count ? read.value * t[k].scale : read.value, read.next)
    }

    private func unscaledAmount(_ k: Int) -> (value: Double, next: Int)? {
        var i = k
        var value: Double
        if isNumber(i) {
            value = t[i].value
            i += 1
            if !t[i - 1].isFraction && value == value.rounded() && isNumber(i) && t[i].isFraction && t[i].value < 1 {
                value += t[i].value; i += 1
            }
            if saysNoAmount(i) { return nil }
            // "1 demie càc": the number says one half
            if value == 1 && !t[i - 1].isFraction, lexicon.fractions[word(i)] == 0.5 { value = 0.5; i += 1 }
            // "1 peu de": a slip for "un peu"
            if word(i) == "peu" { return nil }
        } else if word(i) == "la" && word(i + 1) == "moitie" {
            return (0.5, i + 2)
        } else if let fraction = lexicon.fractions[word(i)], word(i) != "quarts" {
            value = fraction; i += 1
        } else if let number = lexicon.numbers[word(i)] ?? (word(i) == "mille" && !isMark(i + 1, ["-"]) ? 1000 : nil) {
            // ("mille" alone, not the "mille-feuille")
            // "un peu", "une bonne": not a number word's job
            if (word(i) == "un" || word(i) == "une") && (word(i + 1) == "peu" || !isWord(i + 1) && !isMark(i + 1, ["-"])) {
                return word(i + 1) == "peu" ? nil : (1, i + 1)
            }
            value = number; i += 1
            // "dix-huit", "vingt-cinq", "vingt et un", "deux cent cinquante", "quatre-vingt-dix"
            if let compound = compoundNumber(from: value, at: i) { value = compound.value; i = compound.next }
            // "un demi", "une demi-", "un quart", "trois quarts", "un tiers"
            if isMark(i, ["-"]) && lexicon.fractions[word(i + 1)] != nil { i += 1 }
            if let fraction = lexicon.fractions[word(i)] {
                value = (word(k) == "un" || word(k) == "une") ? fraction : value * fraction
                i += 1
                if isMark(i, ["-"]) { i += 1 }
            }
        } else {
            return nil
        }
        // "demi-baguette"
        if isMark(i, ["-"]) && !t[i].spaceBefore && isWord(i + 1) && lexicon.fractions[word(i - 1)] != nil { i += 1 }
        // "1 et demi", "2 et 1/2"
        if lexicon.and.contains(word(i)), lexicon.fractions[word(i + 1)] == 0.5 { value += 0.5; i += 2 } else if lexicon.and.contains(word(i)), isNumber(i + 1), t[i + 1].isFraction {
            value += t[i + 1].value; i += 2
        }
        // "une douzaine", "2 douzaines"
        if let group = lexicon.groups[word(i)] { value *= group; i += 1 }
        return (value, i)
    }

    /// The words of a number said in several ("dix-huit", "vingt et un", "deux cent cinquante",
    /// "quatre-vingts") after the first, worth `first`: their value and the token after them; nil
    /// when the next word does not go on the number ("deux-trois" is a range, "dix douze" two numbers).
    func compoundNumber(from first: Double, at start: Int) -> (value: Double, next: Int)? {
        // The thousands apart from the rest: "deux mille cinq cents" is 2,000 and then 500, the
        // hundreds counting only what follows the thousands.
        var thousands = first >= 1000 ? first : 0
        var value = first >= 1000 ? 0 : first
        var i = start
        var read = false
        while true {
            var j = i
            if isMark(j, ["-"]) && !t[j].spaceBefore && isWord(j + 1) && !t[j + 1].spaceBefore { j += 1 }
            let joined = lexicon.and.contains(word(j)) && ["un", "une", "onze"].contains(word(j + 1))
            if joined { j += 1 }
            let w = word(j)
            guard let next = lexicon.numbers[w] ?? Self.largeNumbers[w] else { break }
            if w == "mille" && isMark(j + 1, ["-"]) { break }  // "un mille-feuille"
            let tens = value.truncatingRemainder(dividingBy: 100)
            if next == 1000 {
                // "trois mille", "deux cent mille": what came before counts the thousands
                guard thousands == 0 else { break }
                thousands = max(value, 1) * next
                value = 0
            } else if next == 100 {
                // "deux cents", "mille deux cents": what came before counts the hundreds
                guard value < next else { break }
                value = max(value, 1) * next
            } else if next == 20 && tens == 4 {
                value += 76  // "quatre-vingt(s)"
            } else if tens == 0 || tens.truncatingRemainder(dividingBy: 10) == 0 && next < 10 || (tens == 60 || tens == 80) && next < 20 {
                // "cent cinquante", "vingt-cinq", "soixante-dix", "quatre-vingt-douze" (hundreds and
                // thousands were taken above, so `next` is below a hundred)
                if w == "un" || w == "une" { guard joined || tens == 80 else { break } }
                value += next
            } else {
                break
            }
            i = j + 1
            read = true
        }
        return read ? (thousands + value, i) : nil
    }

    static let largeNumbers: [String: Double] = ["vingts": 20, "cents": 100, "mille": 1000]

    /// "20 %", "0 % de MG", "180 °C", "180 degrés", "20 pour cent", "1e3": the number before `k` is a
    /// share, a temperature or written with a power of ten, never an amount (as in the English reader).
    func saysNoAmount(_ k: Int) -> Bool {
        guard k < t.count else { return false }
        if t[k].kind == .mark { return ["%", "°", "℃", "℉"].contains(t[k].folded) }
        if line[t[k].range].first == "º" { return true }  // "ºC": the ordinal sign is a letter
        if isNumber(k - 1), let letter = word(k).utf8.first, word(k).utf8.count == 1,
           IngredientParser.namesHeatScale(letter: letter, after: t[k - 1].value) { return true }  // "180 C", "350F"
        if Self.shareOrTemperatureWords.contains(word(k)) || word(k) == "pour" && word(k + 1) == "cent" || word(k) == "per" && word(k + 1) == "cent" { return true }
        // "1e3", "1e-3"
        guard word(k) == "e", !t[k].spaceBefore else { return false }
        let digits = isMark(k + 1, ["-", "+"]) && !t[k + 1].spaceBefore ? k + 2 : k + 1
        return isNumber(digits) && !t[digits].spaceBefore
    }

    static let shareOrTemperatureWords: Set<String> = ["pourcent", "percent", "degres", "degre", "degrees", "degree"]

    mutating func readAmount(_ start: Int) -> Int {
        if let range = slashRange(start) {
            quantity = range.low
            quantityMax = range.high
            return start + 1
        }
        guard let first = amount(start) else { return start }
        quantity = first.value
        var i = first.next
        // "10 à 20 %": the range's end says a share or temperature
        if isMark(i, ["-", "–", "—"]) || lexicon.rangeWords.contains(word(i)), isNumber(i + 1), amount(i + 1) == nil {
            quantity = nil
            return start
        }
        if let second = rangeTop(i, above: first.value) {
            quantityMax = second.value
            i = second.next
        } else if let low = rangeBelow(i, under: first.value) {
            quantity = low.value
            quantityMax = first.value
            i = low.next
        }
        return i
    }

    /// "2/3 gousses d'ail", "3/4 tomates": two whole numbers a step apart, written as a fraction
    /// before a word in the plural, are a range, as "2-3" is (a fraction of a clove or a tomato is
    /// said in the singular: "3/4 de litre", "2/3 tasse" stay fractions, as does "1/2", and so
    /// do measures).
    func slashRange(_ k: Int) -> (low: Double, high: Double)? {
        guard isNumber(k), t[k].isFraction, isWord(k + 1), !lexicon.ofWords.contains(word(k + 1)) else { return nil }
        let parts = line[t[k].range].split(separator: "/")
        guard parts.count == 2, let low = Int(parts[0]), let high = Int(parts[1]), low >= 2, high == low + 1 else { return nil }
        let next = word(k + 1)
        guard LocalNames.singular(next) != next else { return nil }
        // not before a measure of its own ("2/3 tasses de farine" is two thirds of a cup, in
        // the plural as some write it); spoons are counted
        if let found = unitAt(k + 1, afterAmount: true), found.unit.dimension != .count,
           found.unit != .tablespoon, found.unit != .teaspoon { return nil }
        return (Double(low), Double(high))
    }

    /// The low end of a range of whole numbers written high end first, whose top `high` ends before
    /// `i`: "3 - 2", "3 à 2" are 2 to 3, the most and the least a cook may use ("Oeufs : 3 - 2").
    func rangeBelow(_ i: Int, under high: Double) -> (value: Double, next: Int)? {
        guard isMark(i, ["-", "–", "—"]) || lexicon.rangeWords.contains(word(i)), isNumber(i + 1), let low = amount(i + 1),
              low.value >= 1, low.value < high, low.value == low.value.rounded(), high == high.rounded() else { return nil }
        return low
    }

    /// The top of a range whose low end `low` ends before `i`: "2-3", "2 - 3", "2 à 3", "2 ou 3".
    func rangeTop(_ i: Int, above low: Double) -> (value: Double, next: Int)? {
        guard isMark(i, ["-", "–", "—", "/"]) || lexicon.rangeWords.contains(word(i)) || between && lexicon.and.contains(word(i)),
              let second = amount(i + 1),
              isNumber(i + 1) || lexicon.numbers[word(i + 1)] != nil, second.value > low else { return nil }
        return second
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
            } else if !isMark(j, ["."]) && !(lexicon.bracketedUnits && isMark(j, ["(", ")"]))
                        && !(isMark(j, ["/"]) && words.count == 1 && words[0].0 == "c" && !t[j].spaceBefore) {
                // ("c/s", "c/c": the spoon's slash is passed over as its dots are)
                break
            }
            j += 1
        }
        for entry in lexicon.units where entry.words.count <= words.count {
            var matches = true
            for (n, w) in entry.words.enumerated() {
                let written = words[n].0
                if written != w && LocalNames.singular(written) != w && !(w == "a" && written == "a") { matches = false; break }
            }
            guard matches else { continue }
            var next = words[entry.words.count - 1].1
            if isMark(next, ["."]) { next += 1 }
            // "1 colher (chá) de": the bracket closes the unit
            if lexicon.bracketedUnits && isMark(next, [")"]) { next += 1 }
            // "2 pots de yaourt de sucre": a vessel named by what it held measures only what follows
            // it ("1 pot de yaourt nature" is a jar of yogurt); "1 pot de yaourt de soja", "de brebis":
            // a name that runs on from the vessel's last word says what the yogurt is made of, and the
            // pot holds that yogurt
            if lexicon.vessels.contains(entry.words),
               !(lexicon.ofWords.contains(word(next)) && isWord(ofWords(next))) || startsFood(words[entry.words.count - 1].1 - 1) {
                continue
            }
            if entry.words.count == 1 {
                let w = entry.words[0]
                // one letter ("g", "l", "t") only right after a number
                if lexicon.letterUnits.contains(w) && (!(hasAmount && isNumber(k - 1)) || t[k].elided) { return nil }
                // "c" alone is no unit
                if w == "c" { return nil }
                // a unit word that begins a food of its own: "filet mignon", "noix de coco", "cube de bouillon"
                if !hasAmount && !lexicon.vague.contains(word(k - 1)) && word(k - 1) != "peu" { return nil }
            }
            // "une pointe de couteau de": the knife's point is the pinch
            if entry.unit == .pinch && w(next) == "de" && word(next + 1) == "couteau" { next += 2 }
            return (entry.unit, next, k)
        }
        return nil
    }

    private func w(_ k: Int) -> String { word(k) }

    /// The unit word at `k` begins a vessel measure: "pots de yaourt", "verre à moutarde".
    func isVessel(at k: Int) -> Bool {
        lexicon.vessels.contains { vessel in
            vessel.indices.allSatisfy { n in word(k + n) == vessel[n] || LocalNames.singular(word(k + n)) == vessel[n] }
        }
    }

    /// A food's French name begins at `k` and runs over two words or more: "petits pois", "gros sel".
    func startsFood(_ k: Int) -> Bool {
        guard let table = catalog.localNames[lexicon.language] else { return false }
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
        while end < t.count && !isMark(end, [",", ";", "(", ")", "[", "]", ":", "+", "*", "&"]) {
            if isMark(end, ["-", "–", "/"]) && t[end].spaceBefore { break }
            end += 1
        }
        // the first word that begins a preparation or a comment
        var soft = start
        while soft < end && !(isWord(soft) && lexicon.preparation.contains(t[soft].folded) && soft > start)
            && !(isNumber(soft) && !isHalfWord(soft, after: start)) { soft += 1 }
        if soft < end && isNumber(soft) && soft == start { soft = end }
        // the content words of the name region, with their token positions ("lait 1/2 écrémé" is "lait demi écrémé")
        var words: [String] = []
        var positions: [Int] = []
        for k in start..<end where isWord(k) && !LocalNames.stopWords.contains(t[k].folded) || isHalfWord(k, after: start) {
            words.append(isWord(k) ? t[k].folded : "demi")
            positions.append(k)
        }
        var nameEnd = soft
        // the token after the last word of the food found, where one is
        var foodEnd: Int?
        // whether the food found is named by all the words before the preparation
        var foundWhole = false
        if let table = catalog.localNames[lexicon.language] {
            // with the unit word in front when it makes another food of the words it leads: "cube de
            // bouillon", "gousse de vanille" ("tranche de jambon" is ham as "jambon" is, so "6 tranches de
            // jambon de Parme" is read without the unit word: Parma ham)
            if let u = unitWordIndex, let hit = table.longestMatch([t[u].folded] + words), hit.start == 0, hit.end >= 2,
               table.food(words[0..<(hit.end - 1)]) != hit.food {
                let lastToken = positions[hit.end - 2]
                parsed.food = catalog.foods[Int(hit.food)].id
                // "1 bouquet garni", "2 filets mignons": the word is the food's, not a unit
                // ("1 sachet sucre vanillé" keeps its unit: the words after it name the same food)
                // and after a count word ("½ pièce(s) Cube de bouillon") the words say what is counted
                if afterCount || !lexicon.ofWords.contains(word(u + 1)), table.longestMatch(words)?.food != hit.food { unitIsName = true }
                nameEnd = max(soft, lastToken + 1)
                foodEnd = lastToken + 1
                foodTokens = u..<(lastToken + 1)
            } else if let hit = bestMatch(table, words, positions, before: soft)
                        ?? (lexicon.nameAfterPreparation ? bestMatch(table, words, positions, before: end) : nil) {
                parsed.food = catalog.foods[Int(hit.food)].id
                foundWhole = hit.start == 0 && positions[hit.end - 1] + 1 >= soft
                nameEnd = max(soft, positions[hit.end - 1] + 1)
                foodEnd = positions[hit.end - 1] + 1
                foodTokens = positions[hit.start]..<(positions[hit.end - 1] + 1)
            } else if let hit = alternativeMatch(table, words, positions, at: soft) {
                // "arôme ou poudre de vanille": the words after the alternative finish the first name
                parsed.food = catalog.foods[Int(hit.food)].id
                nameEnd = hit.end
            } else if lexicon.compounds, let hit = compoundMatch(table, words, positions, before: soft) {
                // "Strauchtomaten", "rodewijnazijn": a compound is the food its last part names
                parsed.food = catalog.foods[Int(hit.food)].id
                nameEnd = max(soft, hit.end)
            }
        }
        // "200 g de cream cheese", "1 càs de brown sugar", "100 g de chocolate chips": English names
        // in the line, as French blogs write them. When this language's names find nothing, or a
        // part only of words that English names whole, English's food; words English names only in
        // part stay this language's ("raisins" stays the French grape)
        if lexicon.language != "en", soft > start, !foundWhole {
            var english = NameTokens()
            english.read(text(start, soft), in: catalog)
            if let whole = english.wholeMatch(in: catalog), parsed.food == nil || english.count >= 2 {
                parsed.food = catalog.foods[Int(whole.food)].id
            }
        }
        nameEnd = min(nameEnd, end)
        // where the words after the name start: after the sizes taken out below
        var restFrom = nameEnd
        // "2 pavés de saumon de 150 g", "1 poulet fermier d'environ 1,5 kg": a weight or volume after
        // the name's last "de" says how big each thing counted is; the "de" is not the name's. After a
        // weight or volume ("200 g de pâtes de 500 g") it stays a comment.
        if let sized = sizeAfterName(at: nameEnd, from: start) {
            nameEnd = sized.of
            restFrom = sized.next
            if packageQuantity == nil, unit == nil || unit?.dimension == .count {
                packageQuantity = sized.quantity
                packageUnit = sized.unit
            } else {
                comment.append(text(sized.amount, sized.unitEnd))
            }
            if sized.about { comment.append(lexicon.aboutComment) }
        }
        // "1 cebolla grande", "2 cipolle piccole", "1 oignon moyen": a size after the food's words
        // is the line's size, as one before them is
        if let foodEnd, size.isEmpty {
            var k = nameEnd
            while k > foodEnd && isWord(k - 1) && lexicon.sizes.contains(t[k - 1].folded) { k -= 1 }
            if k < nameEnd {
                size = Array(k..<nameEnd)
                nameEnd = k
            }
        }
        if nameEnd > start {
            let name = text(start, nameEnd)
            if !name.isEmpty { parsed.name = name }
        }
        // the rest: the words after the name, then each bracket or comma part
        var k = restFrom
        var segments: [String] = []
        var current = k
        while k <= t.count {
            if k == t.count || isMark(k, [",", ";", "(", ")", "[", "]", "+"]) || isMark(k, ["-", "–"]) && t[k].spaceBefore {
                // "Sucre glace : pour décorer": the colon after the name is no part of the note
                while current < k && isMark(current, [":"]) { current += 1 }
                let piece = text(current, k)
                if !piece.isEmpty { segments.append(piece) }
                current = k + 1
            }
            k += 1
        }
        for piece in segments {
            let first = LocalNames.foldedWords(of: piece).first ?? ""
            if lexicon.commentStarts.contains(first) || !lexicon.preparation.contains(first) {
                comment.append(piece)
            } else {
                preparation.append(piece)
            }
        }
    }

    /// Words a heading starts with and no food's name does: "Pour la pâte :", "Ingrédients pour 4 :".
    /// Whether a fraction below one at `k` is followed by "de" or "d'" and a word: the half of
    /// "1 cuillère à soupe 1/2 d'huile", read after the unit.
    func halfAfterUnit(_ k: Int) -> Bool {
        isNumber(k) && t[k].isFraction && t[k].value < 1 && ofWords(k + 1) > k + 1 && isWord(ofWords(k + 1))
    }

    static let headingWords: Set<String> = ["pour", "ingredients", "ingredient", "para", "per", "fur", "voor", "garniture", "decoration"]

    /// "de 400 g", "d'environ 1,5 kg", "de 150 g chacun" right after a name's words ending at `k`:
    /// where the "de" is, the size, whether it was said about, and the token after it all.
    func sizeAfterName(at k: Int, from start: Int) -> (of: Int, quantity: Double, unit: MeasureUnit, amount: Int, unitEnd: Int,
                                                       next: Int, about: Bool)? {
        func isOf(_ j: Int) -> Bool { isWord(j) && (lexicon.ofWords.contains(word(j)) || word(j) == "d" && t[j].elided) }
        var of = k - 1
        var i = k
        if !(of > start && isOf(of)) {
            // "2 steaks hachés de 125 g": a name the catalog knows whole ends before its "de"
            guard k > start, k < t.count, isOf(k) else { return nil }
            of = k
            i = k + 1
        }
        var about = false
        if lexicon.about.contains(word(i)) {
            about = true
            i += 1
            if isMark(i, ["."]) { i += 1 }
        }
        guard isNumber(i), let a = amount(i), let found = unitAt(a.next, afterAmount: true),
              found.unit.dimension == .mass || found.unit.dimension == .volume else { return nil }
        var next = found.next
        while isWord(next), Self.eachWords.contains(word(next)) || lexicon.about.contains(word(next)) {
            if lexicon.about.contains(word(next)) { about = true }
            next += 1
        }
        return (of, a.value, found.unit, i, found.next, next, about)
    }

    /// Words after a size that say it is each one's: "de 150 g chacun", "de 400 g pièce".
    /// Spoons written without saying which ("1 petite cuillère"), not "cs" or "càs", which say it.
    static let bareSpoons: Set<String> = ["cuillere", "cuilleres", "cuiller", "cuillers", "cuilleree", "cuillerees", "cuil", "cuill"]
    /// Sizes that name a spoon: a small spoon is the teaspoon, a big one the tablespoon.
    static let spoonSizes: [String: MeasureUnit] = ["petite": .teaspoon, "petites": .teaspoon, "grande": .tablespoon, "grandes": .tablespoon]

    static let eachWords: Set<String> = ["chacun", "chacune", "chacuns", "chacunes", "piece", "pieces", "cada", "uno", "una", "ciascuno", "ciascuna"]

    /// A written half inside a name, read as the word "demi": "lait 1/2 écrémé", "Lait ½ écrémé".
    func isHalfWord(_ k: Int, after start: Int) -> Bool {
        k > start && isNumber(k) && t[k].isFraction && t[k].value == 0.5 && isWord(k + 1) && isWord(k - 1)
    }

    /// "X ou Y de Z" where X alone names nothing: X with Y's complement ("arôme de vanille"), else
    /// the name after "ou" ("poudre de vanille"). Returns the food and the token after its last word.
    func alternativeMatch(_ table: LocalNames, _ words: [String], _ positions: [Int], at soft: Int) -> (food: Int32, end: Int)? {
        guard word(soft) == "ou", let split = positions.firstIndex(where: { $0 > soft }),
              let headEnd = positions.firstIndex(where: { $0 >= soft }), headEnd > 0 else { return nil }
        let head = Array(words[..<headEnd])
        let tail = Array(words[split...])
        if tail.count >= 2, let hit = table.longestMatch(head + tail.dropFirst()), hit.start < head.count, hit.end > head.count {
            return (hit.food, positions[split + hit.end - head.count] + 1)
        }
        if let hit = table.longestMatch(tail) { return (hit.food, positions[split + hit.end - 1] + 1) }
        return nil
    }

    /// The first word before `soft` whose longest ending of three letters or more (after at least
    /// three others) is a name: "strauchtomate" is "tomate". The food and the token after the word.
    /// Only the last `compoundEnding` letters are tried: every ending is a new string to look up,
    /// so a word of 200,000 letters would otherwise cost minutes; the longest name read this way
    /// is far shorter.
    func compoundMatch(_ table: LocalNames, _ words: [String], _ positions: [Int], before soft: Int) -> (food: Int32, end: Int)? {
        for (n, word) in words.enumerated() where positions[n] < soft && word.count >= 6 {
            if let hit = formMatch(table, word) { return (hit, positions[n] + 1) }
            if let hit = endingMatch(table, word) { return (hit, positions[n] + 1) }
        }
        return nil
    }

    /// The food named by `word`'s longest ending of three letters or more after three others.
    func endingMatch(_ table: LocalNames, _ word: String) -> Int32? {
        let letters = Array(word.suffix(Self.compoundEnding + 3))
        guard letters.count >= 6 else { return nil }
        for cut in 3...(letters.count - 3) {
            if let hit = table.food([String(letters[cut...])]) { return hit }
        }
        return nil
    }

    /// A compound whose last part says the food's form (`IngredientLexicon.formEndings`) and whose
    /// first names the food, joined as the language joins them ("Petersilie-n-blätter",
    /// "vitlök-s-pulver"): "Zimtpulver" is cinnamon, "Gurkenscheiben" cucumber. The food is the
    /// English name with the form's word when the catalog names that as a food of its own
    /// ("vegetable stock" and "powder": stock powder), else the first part's food.
    func formMatch(_ table: LocalNames, _ word: String) -> Int32? {
        for (ending, form) in lexicon.formEndings where word.hasSuffix(ending) {
            let head = String(word.dropLast(ending.count))
            var stems = [head]
            if head.hasSuffix("s") || head.hasSuffix("n") || head.hasSuffix("e") { stems.append(String(head.dropLast())) }
            if head.hasSuffix("en") || head.hasSuffix("es") || head.hasSuffix("er") { stems.append(String(head.dropLast(2))) }
            for stem in stems where stem.count >= 3 {
                guard let food = table.food([stem]) ?? endingMatch(table, stem) else { continue }
                return formed(food, form) ?? food
            }
        }
        return nil
    }

    /// The catalog's food named exactly by one of `food`'s English names and `form` ("ground
    /// coriander" for "fresh coriander" and "powder"), the words that say a fresh herb left out.
    func formed(_ food: Int32, _ form: String) -> Int32? {
        for name in catalog.foods[Int(food)].names {
            let words = FoodCatalog.tokens(of: name).filter { !Self.freshWords.contains($0) }
            guard !words.isEmpty else { continue }
            var tokens = NameTokens()
            tokens.read((words + [form]).joined(separator: " "), in: catalog)
            if let hit = tokens.wholeMatch(in: catalog), hit.food != food { return hit.food }
        }
        return nil
    }

    static let freshWords: Set<String> = ["fresh", "leaves", "leaf", "sprig", "sprigs", "stem", "stems", "whole", "raw"]

    /// The longest French name among the words that starts before `soft`, the leftmost of equally long
    /// ones unless the words right after it name a kind of it.
    func bestMatch(_ table: LocalNames, _ words: [String], _ positions: [Int], before soft: Int) -> (food: Int32, start: Int, end: Int)? {
        var length = min(table.longest, words.count)
        while length > 0 {
            var s = 0
            while s + length <= words.count && positions[s] < soft {
                if let hit = table.food(words[s..<(s + length)]) {
                    // a kind of the food named right after it is the food meant
                    // ("fromage cheddar" is cheddar, a cheese)
                    let next = s + length
                    if next + length <= words.count, positions[next] < soft, let kind = table.food(words[next..<(next + length)]),
                       catalog.ancestors(of: catalog.foods[Int(kind)].id).contains(catalog.foods[Int(hit)].id) {
                        return (kind, s, next + length)
                    }
                    return (hit, s, s + length)
                }
                s += 1
            }
            length -= 1
        }
        return nil
    }

    /// "Farine : 200 g", "beurre (50 g)", "Oeuf - 2", "Cebola 1 unidade": a number (or a range) and a
    /// unit after the name, or a count after a dash, colon or bracket or before a count word, at the
    /// line's end or before a comma or closing bracket.
    func trailingAmount() -> (quantity: Double, top: Double?, rangeMark: Int?, unit: MeasureUnit?, start: Int, end: Int, unitWord: Int?)? {
        // "Sel : une pincée": a number word counts after a colon
        for k in 0..<t.count where isNumber(k) || isMark(k - 1, [":"]) && amountStarts(k) {
            guard let a = amount(k) else { continue }
            // the power of "1e3" is no amount either
            let e = isMark(k - 1, ["-", "+"]) ? k - 2 : k - 1
            if !t[k].spaceBefore, word(e) == "e", isNumber(e - 1), saysNoAmount(e) { continue }
            // "(th. 6-7)", "(th. 6 - 7)": the end of a range is no count after a dash
            if isNumber(k - 2), let low = amount(k - 2), low.next == k - 1,
               rangeTop(k - 1, above: low.value) != nil || rangeBelow(k - 1, under: low.value) != nil { continue }
            // "Farine : 200-250 g", "Oeufs : 2 - 3", "Oeufs : 3 - 2": a range, read as at the line's start ("2-3 oeufs")
            var value = a.value
            var top = rangeTop(a.next, above: a.value)
            if top == nil, let low = rangeBelow(a.next, under: a.value) {
                value = low.value
                top = (a.value, low.next)
            }
            let after = top?.next ?? a.next
            let mark = top == nil ? nil : a.next
            if let found = unitAt(after, afterAmount: true) { return (value, top?.value, mark, found.unit, k, found.next, found.word) }
            // "Oeuf - 2", "Oeuf(s) : 1 pièce(s)", "Moulin à poivre : 6 tour(s)"
            let counted = lexicon.counts.contains(LocalNames.singular(word(after)))
            var next = counted ? after + 1 : after
            // "Courgette(s) : 2 grosse(s)": size words after the count are its size
            while lexicon.sizes.contains(word(next)) { next += 1 }
            // A count word says it is a count without any mark: "Cebola 1 unidade", "Oignon 2 pièces".
            // "Oeufs x 3", "Oignon x1", "Citron ×2": a times sign before it says a count too
            // (not a size: "Moule 20 x 30")
            let times = (word(k - 1) == "x" && k > 1 || isMark(k - 1, ["×"])) && !isNumber(k - 2)
            // "Oignons : 2 (émincés)": a note in brackets may follow a count after a colon or dash
            let noteFollows = isMark(next, ["("]) && isMark(k - 1, ["-", "–", ":"])
            if (counted || times || isMark(k - 1, ["-", "–", ":", "("])) && (next == t.count || isMark(next, [")", ","]) || noteFollows) {
                return (value, top?.value, mark, nil, k, next, nil)
            }
        }
        return nil
    }

    /// "1 tasse de crème 35 %", "1 tasse de lait 2 %": a fat content right after the name, which
    /// the reader sets apart as a note, names the kind the catalog knows by the name and it.
    func namePercentKind(_ parsed: inout ParsedIngredient) {
        guard let name = parsed.name, let note = parsed.comment,
              let match = note.firstMatch(of: /^(\d+(?:[.,]\d+)?)\s?%/) else { return }
        let percent = String(match.output.1)
        for written in ["\(name) \(percent) %", "\(name) \(percent)%"] {
            guard let food = catalog.resolve(written, language: lexicon.language) else { continue }
            if food != parsed.food { parsed.food = food }
            return
        }
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
        case ("branche", .sprig), ("cote", .stalk), ("pied", .head), ("tige", .stem):
            if isIn(["celery", "swiss-chard", "lemongrass", "leek", "fennel", "rhubarb"]) { parsed.unit = written == "pied" ? .head : .stalk }
            else if written == "cote" { parsed.unit = nil }
        case ("baton", .stick):
            // "1 bâton de vanille" is a pod, as "1 gousse de vanille" is
            if isIn(["vanilla-bean"]) { parsed.unit = .pod }
        case ("cube", .cube):
            // "2 cubes Maggi": the brand's stock cube, not its liquid seasoning
            if isIn(["maggi-seasoning"]) { parsed.food = catalog.resolve("bouillon cube") ?? food }
        case ("tablette", .bar):
            // "1 tablette de bouillon" is a stock cube, as "1 cube de bouillon" is
            if isIn(["bouillon-cube"]) { parsed.unit = .cube }
        case ("morceau", .piece):
            // "1 morceau de beurre": a knob, not a 4 oz stick
            if isIn(["butter", "margarine", "vegan-butter"]) { parsed.unit = .knob }
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
