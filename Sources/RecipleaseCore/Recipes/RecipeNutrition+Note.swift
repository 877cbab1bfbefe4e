import Foundation

// The weight a line's note gives: "4 salmon fillets (about 6 oz each)", "1 bag frozen peas
// (thawed (12 ounces))", "Vinegar, ~15 g", "oil for deep frying (at least 1 litre)". The cook
// wrote what the food weighs; that beats the catalog's average piece or package.

extension RecipeNutrition {
    /// A weight or volume a note states, and whether it is for each piece ("6 oz each").
    struct NoteMeasure: Equatable {
        var quantity: Double
        var quantityMax: Double?
        var unit: MeasureUnit
        var each: Bool
        /// The note gives the whole line's amount: "(2 x 400 g)", "(30 oz total)", "(800 g en tout)".
        var total = false
    }

    /// The part measured as its note says, when its own amount is a count, a container of no
    /// stated size or nothing at all and the note names a weight or volume; nil otherwise.
    /// - No amount ("Vinegar, ~15 g"): the note's amount is the line's.
    /// - "each" ("2 bags (14-16 oz each)", "4 fillets (about 6 oz each)"), or a container or
    ///   package ("1 bag (12 ounces)"): the note gives the size of one.
    /// - Otherwise ("4 chicken breasts (about 1 1/2 pounds total)", "1 bunch scallions (~1/2
    ///   cup)"): the note's amount is the whole line's.
    static func measuredByNote(_ part: ParsedIngredient) -> ParsedIngredient? {
        guard let note = part.comment, part.packageQuantity == nil,
              part.unit.map({ $0.dimension == .count }) ?? true,
              !joinsAnotherPart(note),
              let found = noteMeasure(note) else { return nil }
        var measured = part
        // a container's note is the size of one, unless the line takes a part of one: "1/2
        // plaquette de beurre (125 g)", "½ can (7 oz)" give what is used
        let perPiece = found.each || !found.total && part.unit?.isContainer == true && (amount(of: part) ?? 1) >= 1
        if amount(of: part) != nil, perPiece {
            measured.packageQuantity = found.quantityMax.map { found.quantity / 2 + $0 / 2 } ?? found.quantity
            measured.packageUnit = found.unit
        } else {
            measured = Self.measured(part, as: found)
        }
        return measured
    }

    /// A part of one container, with a weight in its note that says neither "each" nor "total"
    /// ("½ can (7 oz)", "½ can (14 oz)"): the two ways to read it, the note as the container's
    /// size and as the line's amount. Nil for any other part: a count of several containers
    /// ("2 cans (28 oz)") gives each one's size, as US lines mean it.
    static func containerNoteReadings(_ part: ParsedIngredient) -> (each: ParsedIngredient, total: ParsedIngredient)? {
        guard part.unit?.isContainer == true, part.packageQuantity == nil, let count = amount(of: part), count < 1,
              let note = part.comment, !joinsAnotherPart(note), let found = noteMeasure(note), !found.each, !found.total
        else { return nil }
        var each = part
        each.packageQuantity = found.quantityMax.map { found.quantity / 2 + $0 / 2 } ?? found.quantity
        each.packageUnit = found.unit
        return (each, measured(part, as: found))
    }

    /// The part with the note's amount as its own: "1 cup (112g) walnuts" as 112 g of walnuts.
    static func measured(_ part: ParsedIngredient, as found: NoteMeasure) -> ParsedIngredient {
        var measured = part
        measured.quantity = found.quantity
        measured.quantityMax = found.quantityMax
        measured.unit = found.unit
        return measured
    }

    /// "plus 6 tablespoons", "+ 2 tbsp", "and 1 cup": the note is what the line adds to this part
    /// ("1 stick plus 6 tablespoons butter"), a part of its own, not this part's weight. The
    /// parser's parts leave such words out (`ParsedIngredient.firstPartNotes`); the line's own
    /// comment still has them, so this stays as a second guard for a line weighed whole.
    static func joinsAnotherPart(_ note: String) -> Bool {
        let start = note.drop(while: { $0 == " " || $0 == "(" }).lowercased()
        if start.hasPrefix("+") || start.hasPrefix("&") { return true }
        let word = start.prefix(while: { $0.isLetter })
        return word == "plus" || word == "and"
    }

    /// The first weight or volume a note names: a number or a range ("14-16", "1 to 2", "1 1/2")
    /// before a unit word, glued or hyphenated ("15g", "12-ounces"); `each` when the note says
    /// "each", "apiece" or the same in another language (`eachWords`).
    static func noteMeasure(_ note: String) -> NoteMeasure? {
        let tokens = noteTokens(note)
        var index = 0
        var first: NoteMeasure?
        while index < tokens.count {
            guard case var .number(low) = tokens[index] else { index += 1; continue }
            // "(steeped in 2 tbsp hot water)", "(dissous dans environ 5 cl de lait)": what it goes
            // into, said in the same clause ("bone-in, 8 oz each" is not)
            let into = saysInto(tokens[..<index])
            // "(2 x 75 g)", "(2 x 400g tins)": that many of the amount
            var times = 1.0
            if index >= 2, tokens[index - 1] == .word("x") || tokens[index - 1] == .word("×"),
               case let .number(count) = tokens[index - 2], count >= 1, count <= 100, count == count.rounded() {
                times = count
            }
            var next = index + 1
            if next < tokens.count, case let .number(fraction) = tokens[next], fraction < 1 { low += fraction; next += 1 }
            var high: Double?
            if next + 1 < tokens.count, tokens[next] == .dash || tokens[next] == .word("to"),
               case let .number(top) = tokens[next + 1] {
                high = top
                next += 2
                if next < tokens.count, case let .number(fraction) = tokens[next], fraction < 1 { high = top + fraction; next += 1 }
            }
            if next < tokens.count, tokens[next] == .dash { next += 1 }
            if next < tokens.count, case let .word(word) = tokens[next], let unit = noteUnits[word] {
                guard low > 0, low.isFinite else { index = next + 1; continue }
                // "(150 g pièce)", "(120 g la pièce)": a piece right after the unit; "pièce" elsewhere
                // is a noun ("from one 1 1/2 lb piece")
                // ("(150 g/pièce)" too); not "(one 2 lb piece, cut into 6)", a single piece
                let after = tokens[(next + 1)...].prefix(2)
                let single = index > 0 && [.word("a"), .word("an"), .word("one"), .word("un"), .word("une")].contains(tokens[index - 1])
                    && !(index > 1 && { if case .number = tokens[index - 2] { true } else { false } }())
                let perPiece = !single && (after.first.map { notePieceWords.contains($0) } == true
                    || after.count == 2 && [.word("la"), .word("par"), .word("per"), .word("a"), .slash].contains(after.first!)
                        && notePieceWords.contains(after.last!))
                let each = perPiece || tokens.contains { if case let .word(word) = $0 { eachWords.contains(word) } else { false } }
                // "total" in the measure's own clause ("(15 oz, about 3 cups total)" is the cups'),
                // "en tout" or "au total" as such ("pas du tout" is not)
                let clauseEnd = tokens[(next + 1)...].firstIndex { $0 == .separator || $0 == .slash } ?? tokens.count
                let clauseStart = (tokens[..<index].lastIndex { $0 == .separator || $0 == .slash }).map { $0 + 1 } ?? 0
                let clause = Array(tokens[clauseStart..<clauseEnd])
                let total = times > 1 || clause.indices.contains { position in
                    guard case let .word(word) = clause[position] else { return false }
                    if word == "tout" { return position > 0 && clause[position - 1] == .word("en") }
                    return totalWords.contains(word)
                }
                let measure = NoteMeasure(quantity: low * times, quantityMax: high.flatMap { $0 > low && $0.isFinite ? $0 * times : nil },
                                          unit: unit, each: each && times == 1, total: total && !(each && times == 1))
                // "(about 1 1/3 cups / 340g)": the weight, where the note gives one, over a volume
                if !into {
                    if unit.dimension == .mass { return measure }
                    if first == nil { first = measure }
                }
            }
            index = next
        }
        return first
    }

    /// Words before a note's amount that name what the food goes into or comes from, not the food's
    /// own amount.
    static let intoWords: Set<String> = ["in", "into", "with", "dans", "avec", "from"]

    /// Words that make a note's weight one piece's: "(6 oz each)", "(150 g chacun)", "(200 g cada
    /// uno)", "(150 g ciascuno)"; "pièce" only right after the unit (`notePieceWords`).
    /// Words that make a note's amount the whole line's: "(30 oz total)", "(800 g en tout)".
    static let totalWords: Set<String> = ["total", "totale", "together", "insgesamt"]
    static let eachWords: Set<String> = ["each", "apiece", "chacun", "chacune", "chacuns", "chacunes",
                                         "cada", "ciascuno", "ciascuna"]
    static let notePieceWords: Set<NoteToken> = [.word("pièce"), .word("piece"), .word("pièces"), .word("pieces")]

    /// Whether the clause a note's amount is in (since the last comma, colon or bracket) says what
    /// the food goes into or comes from: "in", "into", "with", "dans", "avec", "from" ("(from a 14.1
    /// oz package)" is the package one crust is taken from), not hyphenated ("bone-in").
    static func saysInto(_ before: ArraySlice<NoteToken>) -> Bool {
        let clause = before.reversed().prefix { $0 != .separator && $0 != .slash }
        let words = Array(clause.reversed())
        for (position, token) in words.enumerated() {
            guard case let .word(word) = token, intoWords.contains(word) else { continue }
            if position > 0, words[position - 1] == .dash { continue }
            return true
        }
        return false
    }

    enum NoteToken: Hashable {
        case number(Double)
        case word(String)
        case dash
        /// A comma, semicolon, colon or bracket between words: where a clause ends.
        case separator
        /// A slash between words: "per" after a unit ("150 g/pièce"), a clause's end otherwise.
        case slash
    }

    /// A note's numbers ("12", "1.5", "1/2", "½"), words (lower case, without dots) and dashes.
    static func noteTokens(_ note: String) -> [NoteToken] {
        var tokens: [NoteToken] = []
        var current = ""
        var isNumber = false
        func flush() {
            defer { current = "" }
            guard !current.isEmpty else { return }
            if isNumber {
                let halves = current.split(separator: "/")
                if halves.count == 2, let top = Double(halves[0]), let bottom = Double(halves[1]), bottom > 0 {
                    tokens.append(.number(top / bottom))
                } else if let value = Double(current.replacingOccurrences(of: ",", with: ".")) {
                    tokens.append(.number(value))
                }
            } else {
                tokens.append(.word(current))
            }
        }
        let characters = Array(note.lowercased())
        for (position, character) in characters.enumerated() {
            let digitNext = position + 1 < characters.count && characters[position + 1].isASCII && characters[position + 1].isNumber
            if let vulgar = character.vulgarFraction {
                flush()
                tokens.append(.number(vulgar))
            } else if character.isASCII, character.isNumber {
                if !isNumber { flush() }
                isNumber = true
                current.append(character)
            } else if isNumber, character == "/" || (character == "." || character == ",") && digitNext {
                current.append(character)
            } else if character.isLetter {
                if isNumber { flush() }
                isNumber = false
                current.append(character)
            } else {
                flush()
                isNumber = false
                if character == "-" || character == "–" { tokens.append(.dash) }
                else if character == "/" { tokens.append(.slash) }
                else if ",;:()[]".contains(character) { tokens.append(.separator) }
                // a share, not an amount: "(5 % MG)" is no 5 mg
                else if character == "%" { tokens.append(.word("%")) }
            }
        }
        flush()
        return tokens
    }

    /// The words of weights and volumes a note may use, by the parser's spellings; one-letter
    /// ones other than "g" and "l" ("c") are left out, as a note's letters are rarely units.
    static let noteUnits: [String: MeasureUnit] = {
        var units: [String: MeasureUnit] = [:]
        for unit in MeasureUnit.allCases where unit.dimension == .mass || unit.dimension == .volume {
            for spelling in unit.spellings where spelling.count > 1 || spelling == "g" || spelling == "l" {
                units[spelling.replacingOccurrences(of: ".", with: "")] = unit
            }
        }
        return units
    }()
}
