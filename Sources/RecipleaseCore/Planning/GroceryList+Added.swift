import Foundation

// An item typed onto the grocery list by hand, read the way a shopping list is written: "3x onions",
// "onions x3" and "onions 3" are three onions, as "3 onions" is (see docs/planner.md, "Items you add
// by hand").

extension GroceryList {
    /// The reading of a hand-added item, in English or French (`auto`), that `build` merges with the
    /// plan. A count written after the words ("onions 3", "onions x3", "onions 3x", "kitchen roll x2")
    /// is read as if written before them; without a times sign only when the words name a catalog
    /// food as the catalog does ("paracetamol 500", "nappies size 4" stay as typed). An amount below
    /// or at zero ("-3 onions", "0 onions", "onions x0") is no amount: the item keeps its words as
    /// typed, with no amount and no food, and is a line of its own. `input` is the text as typed.
    public static func readAdded(_ typed: String, parser: IngredientParser) -> ParsedIngredient {
        let words = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        let asTyped = ParsedIngredient(input: typed, name: words.isEmpty ? nil : words)
        if words.range(of: minusPattern, options: .regularExpression) != nil { return asTyped }
        let reading = countBroughtForward(words, parser: parser) ?? words
        var read = parser.parse(reading, language: .auto)
        // Something the catalog does not name, read as a name with words left out, is kept as typed:
        // "zorp(7) totally different thing" showed as "zorp" and "<b>paracetamol</b>" as
        // "<b>paracetamol</b" (web probe, 2026-12-07). Its reading stands only when the name is
        // all the words after the amount ("2 kitchen roll", "kitchen roll x2").
        let named = read.food.flatMap { parser.catalog[$0] }.map { namesExactly(read.name, $0, catalog: parser.catalog) } ?? false
        if !named, let name = read.name, !collapsed(reading).hasSuffix(collapsed(name)) { return asTyped }
        let positive = read.parts.allSatisfy { part in [part.quantity, part.quantityMax].allSatisfy { ($0 ?? 1) > 0 } }
        guard positive else { return asTyped }
        // A reading whose name holds no word is no reading of the item: "1e-320 g salt", "⅞⅞⅞⅞⅞
        // cups milk" and "1 1/2 1/2 1/2 cups" showed as "1e", "1 ⅞⅞⅞" and "2 1/2" (hostile sweep)
        if let name = read.name, !hasWord(name) { return asTyped }
        read.input = typed
        return read
    }

    /// A minus sign glued to a number at the start, after a separator or after a times sign: "-3
    /// onions", "onions -3", "onions x-3", "−2 l milk". A dash glued between two numbers is a range
    /// ("2-3 onions"), and one set apart by a space a bullet or the name's dash ("- 3 onions", "onions - 3").
    static let minusPattern = #"(^|[\s,:;(]|[\s\d][xX×])[-−–—]\d"#

    /// The item with a count written after its words moved before them ("onions x3", "onions 3x",
    /// "onions × 3", "onions 3" are "3 onions"), or nil.
    static func countBroughtForward(_ words: String, parser: IngredientParser) -> String? {
        var tokens = words.split(whereSeparator: \.isWhitespace).map(String.init)
        guard tokens.count >= 2, var last = tokens.popLast() else { return nil }
        var timesSign = false
        if isTimes(last), let before = tokens.popLast() { last = before; timesSign = true }  // "onions 3 x"
        if let first = last.first, isTimes(String(first)), last.count > 1 { last.removeFirst(); timesSign = true }  // "x3"
        if let end = last.last, isTimes(String(end)), last.count > 1 { last.removeLast(); timesSign = true }  // "3x"
        if let before = tokens.last, isTimes(before) { tokens.removeLast(); timesSign = true }  // "x 3"
        guard isCount(last), !timesSign || !tokens.isEmpty else { return nil }
        let name = tokens.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ",:;"))
        guard name.contains(where: \.isLetter) else { return nil }
        // words that hold an amount of their own stay as they are: "2 onions x3", "milk 2 l"
        let alone = parser.parse(name, language: .auto)
        guard alone.quantity == nil, alone.unit == nil else { return nil }
        // a bare number after words that are no catalog food is part of them: "Heinz 57", "nappies size 4"
        if !timesSign {
            guard let food = alone.food.flatMap({ parser.catalog[$0] }), namesExactly(alone.name, food, catalog: parser.catalog) else { return nil }
        }
        return last + " " + name
    }

    /// `text` lowercased, its runs of white space one space.
    private static func collapsed(_ text: String) -> String {
        text.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `text` holds a word: two letters in a row.
    private static func hasWord(_ text: String) -> Bool {
        var previous = false
        for character in text {
            if character.isLetter {
                if previous { return true }
                previous = true
            } else {
                previous = false
            }
        }
        return false
    }

    private static func isTimes(_ word: String) -> Bool { word == "x" || word == "X" || word == "×" }

    /// A count as a list writes it: "3", "1.5", "1,5", "1/2", "½".
    private static func isCount(_ word: String) -> Bool {
        if word.count == 1, "½¼¾⅓⅔".contains(word) { return true }
        let parts = word.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "," || $0 == "/" }
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return false }
        return true
    }
}
