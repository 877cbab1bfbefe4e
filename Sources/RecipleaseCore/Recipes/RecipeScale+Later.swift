import Foundation

extension LineScaler {
    /// Where another amount starts in `text` outside brackets ("plus 2 tbsp", "or 2 tbsp oil"): a
    /// number at a word's start that the parser reads with a unit or a food after it, not a share
    /// ("2% milk").
    ///
    /// Each number is read with the few words after it (`laterAmountWindow`), and at most
    /// `laterAmountTries` numbers are tried: reading the rest of the line at every number made a
    /// line of 100 numbers cost a hundred parses of the whole line (a 100-line recipe of them took
    /// 1.1 s to scale in a debug build).
    func laterAmount(in text: String, french: Bool) -> String.Index? {
        var depth = 0
        var previous: Character = " "
        var tries = 0
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
            guard depth == 0, character.isNumber, previous.isWhitespace || previous == "," || previous == ";" else { continue }
            guard tries < Self.laterAmountTries else { return nil }
            tries += 1
            let from = Self.window(text[index...])
            guard let layout = french ? parser.frenchAmountLayout(of: from) : parser.amountLayout(of: from),
                  layout.amount.lowerBound == 0, !from.utf8.dropFirst(layout.amount.upperBound).starts(with: "%".utf8) else { continue }
            let later = french ? parser.parse(from, language: .fr) : parser.parse(from)
            if layout.unit != nil || later.food != nil { return index }
        }
        return nil
    }

    /// How many characters after a number are read to tell whether an amount starts there: its
    /// measures and a food's name, cut at the last word that fits.
    static let laterAmountWindow = 80
    /// How many numbers one look for a later amount tries before it leaves the rest as written.
    static let laterAmountTries = 8

    /// The start of `text` up to its first comma or semicolon (a list of numbers, "see notes 1, 2
    /// and 3", is no amount for the food after the last), whole words of it up to
    /// `laterAmountWindow` characters. A decimal comma ("1,5 dl") has no space after it and stays.
    static func window(_ full: Substring) -> String {
        var text = full
        if let stop = full.indices.first(where: { index in
            let character = full[index]
            if character == ";" { return true }
            guard character == "," else { return false }
            let next = full.index(after: index)
            return next == full.endIndex || full[next].isWhitespace
        }) {
            text = full[..<stop]
        }
        guard text.count > laterAmountWindow else { return String(text) }
        let cut = text.index(text.startIndex, offsetBy: laterAmountWindow)
        let head = text[..<cut]
        // whole words only: a word cut in two could read as another food
        if !text[cut].isWhitespace, let space = head.lastIndex(where: \.isWhitespace) {
            return String(head[..<space])
        }
        return String(head)
    }

    /// Amounts written after the line's own that are no part of it ("2 tbsp butter, or 2 tbsp oil",
    /// "1 cup butter plus 2 tbsp for the pan", "3 eggs, or 1 cup egg substitute"): each at the
    /// line's factor and in the system shown, with its own brackets, as a line of its own would be,
    /// so that a cook halving the recipe is not told to use the whole of the other choice. Left as
    /// written: a length ("cut into 2 inch pieces"), the size of one ("6 oz each"), and a measure
    /// with no food of its own after a count, when it weighs one piece rather than them all ("4
    /// chicken breasts, about 6 oz", by the rule of a bracket: `saysAll`) or the count is one ("1
    /// chicken, about 3 lb", "1 rôti de porc de 1 kg": two are two of that size).
    /// `measuresOnly`: a line whose parts the parser read (`scaledLaterParts` scales the counted
    /// ones) has only its volumes and weights scaled here.
    func scaledLaterAmounts(_ rest: String, of line: ParsedIngredient, food: Food?, french: Bool, measuresOnly: Bool = false) -> String {
        var result = ""
        var remaining = rest
        var inner = self
        inner.scalesLaterAmounts = false
        // each turn moves past one amount, and a line holds few: the bound keeps long text linear
        for _ in 0..<Self.laterAmountsRead {
            guard let start = laterAmount(in: remaining, french: french) else { break }
            let from = String(remaining[start...])
            guard let layout = french ? parser.frenchAmountLayout(of: from) : parser.amountLayout(of: from) else { break }
            // the amount runs to the next one
            let measuresEnd = from.utf8.index(from.startIndex, offsetBy: min(max(layout.measuresEnd, 1), from.utf8.count))
            let after = String(from[measuresEnd...])
            let end = laterAmount(in: after, french: french).map { from.utf8.index(measuresEnd, offsetBy: after.utf8.distance(from: after.startIndex, to: $0)) }
                ?? from.endIndex
            let segment = String(from[..<end])
            // a number right after the line's amount, or glued to a word, sizes the thing: "2
            // 8-serving crusts", "2 1/2-pound chicken breasts"
            let sizes = (result.isEmpty && remaining[..<start].allSatisfy(\.isWhitespace))
                || from.utf8.dropFirst(layout.amount.upperBound).first == UInt8(ascii: "-")
                || layout.sizeOfOne != nil || Self.sizesAfter(result + remaining[..<start])
            result += remaining[..<start]
            remaining = String(from[end...])
            let later = french ? parser.parse(segment, language: .fr) : parser.parse(segment)
            // the size of one package, written after its unit: "1 boîte de 400 g de tomates" is two
            // boxes of 400 g at twice the recipe, not two of 800 g (French line probe, 2026-12-07);
            // in the other system it is the size a label gives, as "1 can (400 g)" is
            if Self.isPackageSize(later, of: line, between: result) {
                let measure = String(from[..<measuresEnd])
                result += (sizeText(measure, container: line.unit, separator: " ") ?? measure) + String(from[measuresEnd..<end])
                continue
            }
            let measure = later.unit?.dimension == .volume || later.unit?.dimension == .mass
            // a count needs a word that starts another amount before it: "or 2 shallots", not "style 4 cheese blend"
            let joined = measure || Self.startsAnAmount(before: result)
            guard !sizes, joined, measure || !measuresOnly, laterAmountScales(later, segment: segment, after: line, food: food) else {
                result += segment
                continue
            }
            var scaler = inner
            // a bare measure says the line's amount again, or another of it: "15 mL", "plus 1 tbsp"
            scaler.saysEquivalent = later.food == nil
            scaler.words = LineScaler.converts(later, to: system) ? strings : nouns
            scaler.nounAgrees = true
            result += scaler.scale(later, french: french).text
        }
        return result + remaining
    }

    /// Whether `later`, the first amount after a line's counted unit with only "de" or "of" between
    /// ("1 sachet de 7 g de levure", "1 pot de 500 g"), is the size of one package the parser read.
    static func isPackageSize(_ later: ParsedIngredient, of line: ParsedIngredient, between: String) -> Bool {
        guard line.unit?.dimension == .count, let size = line.packageQuantity, let sizeUnit = line.packageUnit,
              later.unit == sizeUnit, let quantity = later.quantity, abs(quantity - size) < 1e-9, later.quantityMax == nil else { return false }
        let words = between.lowercased().split { $0.isWhitespace }
        return words.count == 1 && ["de", "d'", "d’", "of"].contains(String(words[0]))
    }

    /// How many amounts after the line's own are read; the rest of a longer line stays as written.
    static let laterAmountsRead = 6

    /// Whether the words before a number make it a size, not an amount: a count times a size
    /// ("2 x 250g/9oz steaks"), a cut ("cut into 4 wedges", "coupé en 4"), a piece's measure
    /// ("each weighing 8 ounces", "by 1 inch") in the same clause.
    static func sizesAfter(_ before: String) -> Bool {
        let clauseStart = before.lastIndex { ",;()".contains($0) }.map { before.index(after: $0) } ?? before.startIndex
        let words = before[clauseStart...].lowercased().split { !$0.isLetter && $0 != "×" }
        if let last = words.last, ["x", "×", "into", "en", "by", "sur"].contains(last) { return true }
        // the pieces cut: "coupé en cubes de 25 g", "cut into chunks of 2 cm" (the cubes were 50 g at twice the recipe)
        if words.count >= 2, ["de", "of"].contains(words[words.count - 1]), Self.pieceNouns.contains(String(words[words.count - 2])) { return true }
        return words.contains { ["each", "apiece", "per", "chacun", "chacune", "par"].contains($0) }
    }

    /// The pieces a food is cut into, whose size after "de" or "of" is each one's.
    static let pieceNouns: Set<String> = [
        "cubes", "cube", "dés", "morceaux", "morceau", "tranches", "tranche", "lamelles", "rondelles", "bâtonnets", "tronçons",
        "pieces", "piece", "chunks", "slices", "strips", "wedges", "lengths",
    ]

    /// Whether the text before a count ends with what leads to another amount: a list's comma, or
    /// a word such as "or", "plus", "with", "about", "to make" ("1 small onion or 2 shallots",
    /// "made with 1 stock cube", "about 6 large eggs").
    static func startsAnAmount(before: String) -> Bool {
        let trimmed = before.reversed().drop { $0.isWhitespace }
        guard let last = trimmed.first else { return false }
        if ",;/:".contains(last) { return true }
        let word = String(trimmed.prefix { $0.isLetter || $0 == "'" || $0 == "’" }.reversed()).lowercased()
        return Self.amountLeads.contains(word)
    }

    static let amountLeads: Set<String> = [
        "or", "and", "plus", "with", "of", "about", "approximately", "approx", "around", "roughly", "nearly", "almost",
        "yield", "make", "makes", "from", "but", "than", "total", "another", "extra",
        "ou", "et", "avec", "de", "d'", "d’", "environ", "soit", "dont", "sauf",
    ]

    private func laterAmountScales(_ later: ParsedIngredient, segment: String, after line: ParsedIngredient, food: Food?) -> Bool {
        // "1/3 less fat than cream cheese" compares; "6 oz each" sizes one
        guard later.quantity != nil, later.unit?.dimension != .length, later.packageUnit?.dimension != .length,
              segment.range(of: #"\b(?:each|apiece|per|chacun|chacune|la pièce|par)\b"#, options: [.regularExpression, .caseInsensitive]) == nil,
              segment.range(of: #"^\S+\s+(?:less|more|fewer|lower|reduced|moins)\b"#, options: [.regularExpression, .caseInsensitive]) == nil else {
            return false
        }
        let lineCounted = line.unit == nil || line.unit?.dimension == .count
        let measure = later.unit?.dimension == .volume || later.unit?.dimension == .mass
        if lineCounted, measure, later.food == nil {
            // one thing's weight is its size ("1 rôti de porc de 1 kg" is two roasts of 1 kg)
            guard let count = line.quantityMax ?? line.quantity, count > 1 else { return false }
            return saysAll([(segment.startIndex..<segment.endIndex, later)], of: line, food: food)
        }
        return true
    }
}
