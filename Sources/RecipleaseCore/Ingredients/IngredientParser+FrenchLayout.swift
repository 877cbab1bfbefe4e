import Foundation

// Where a French line writes its amount and unit, so a scaled amount replaces exactly those
// words: "2 c. à soupe d'huile" becomes "3 c. à soupe d'huile", "Farine : 200 g" "Farine : 300 g".
// It asks the French reader (IngredientParser+French.swift) where it read them.

extension IngredientParser {
    /// The layout of a line read in French; nil when it has no amount.
    func frenchAmountLayout(of line: String) -> AmountLayout? {
        var reader = LocalReader(line: line, catalog: catalog, lexicon: FrenchLexicon.lexicon)
        let parsed = reader.read()
        guard parsed.quantity != nil else { return nil }
        // an amount the words after its unit complete ("1 litre et demi", "1 kg 500", "1 verre 1/2",
        // "1 kg 200 g"): its measures run to the end of those words, so that a rescaled line says
        // the whole amount once ("3 l d'eau"), as the reader read it
        if parsed.unit != nil, let completed = reader.completed, !completed.amount.isEmpty, !completed.unit.isEmpty, !completed.words.isEmpty,
           completed.words.upperBound <= reader.t.count {
            let words = reader.offsets(completed.words.lowerBound, completed.words.upperBound)
            return AmountLayout(amount: reader.offsets(completed.amount.lowerBound, completed.amount.upperBound),
                                unit: reader.offsets(completed.unit.lowerBound, completed.unit.upperBound), package: nil,
                                measuresEnd: words.upperBound, rangeTo: nil, completion: words)
        }
        guard let quantity = parsed.quantity else { return nil }
        // the first place an amount of that value is read ("Farine T55 : 200 g" is 200, not 55), or the
        // top of a range written high end first ("Oeufs : 3 - 2")
        guard let start = (0..<reader.t.count).first(where: { k in
            guard reader.amountStarts(k), let amount = reader.amount(k) else { return false }
            if abs(amount.value - quantity) < 1e-9 { return true }
            guard let top = parsed.quantityMax, abs(amount.value - top) < 1e-9 else { return false }
            return reader.rangeBelow(amount.next, under: amount.value).map { abs($0.value - quantity) < 1e-9 } == true
        }) else { return nil }
        var amountReader = reader
        let end = amountReader.readAmount(start)
        guard end > start, end <= reader.t.count else { return nil }
        var layout = AmountLayout(amount: reader.offsets(start, end), unit: nil, package: nil, measuresEnd: 0, rangeTo: nil)
        layout.measuresEnd = layout.amount.upperBound
        // the unit: after "de" ("1/4 de botte") and size words ("1 grosse pincée"), only when the
        // reading kept one (a unit word that is part of the food's name is the name's)
        guard let unit = parsed.unit else { return layout }
        var k = reader.ofWords(end) > end && reader.unitAt(reader.ofWords(end), afterAmount: true) != nil ? reader.ofWords(end) : end
        while reader.lexicon.sizes.contains(reader.word(k)) && !reader.startsFood(k) { k += 1 }
        guard let found = reader.unitAt(k, afterAmount: true), found.unit.dimension == unit.dimension else { return layout }
        layout.unit = reader.offsets(k, found.next)
        layout.measuresEnd = layout.unit?.upperBound ?? layout.measuresEnd
        return layout
    }

    /// The language whose words a line is written in: French when the score says so, or when
    /// only the French names find its food ("1 poireau"); English otherwise.
    func wordsLanguage(of line: String) -> IngredientLanguage {
        if IngredientParser.detectLanguage(line) == .fr { return .fr }
        return parse(line).food == nil && parseFrench(line).food != nil ? .fr : .en
    }
}

extension LocalReader {
    /// UTF-8 offsets of tokens `s..<e` in the line.
    func offsets(_ s: Int, _ e: Int) -> Range<Int> {
        let utf8 = line.utf8
        let lower = utf8.distance(from: line.startIndex, to: t[s].range.lowerBound)
        let upper = utf8.distance(from: line.startIndex, to: t[e - 1].range.upperBound)
        return lower..<max(lower, upper)
    }
}
