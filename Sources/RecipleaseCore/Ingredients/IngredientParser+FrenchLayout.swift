import Foundation

// Where a French line writes its amount and unit, so a scaled amount replaces exactly those
// words: "2 c. à soupe d'huile" becomes "3 c. à soupe d'huile", "Farine : 200 g" "Farine : 300 g".
// It asks the French reader (IngredientParser+French.swift) where it read them.

extension IngredientParser {
    /// The layout of a line read in French; nil when it has no amount.
    func frenchAmountLayout(of line: String) -> AmountLayout? {
        var reader = LocalReader(line: line, catalog: catalog, lexicon: FrenchLexicon.lexicon)
        let parsed = reader.read()
        guard let quantity = parsed.quantity else { return nil }
        // the first place an amount of that value is read ("Farine T55 : 200 g" is 200, not 55), or the
        // top of a range written high end first ("Oeufs : 3 - 2")
        guard let start = (0..<reader.t.count).first(where: { k in
            guard reader.amountStarts(k), let amount = reader.amount(k) else { return false }
            if abs(amount.value - quantity) < 1e-9 { return true }
            guard let top = parsed.quantityMax, abs(amount.value - top) < 1e-9 else { return false }
            return reader.rangeBelow(amount.next, under: amount.value).map { abs($0.value - quantity) < 1e-9 } == true
        }) else { return completedAfterUnit(reader, quantity: quantity, unit: parsed.unit) }
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

    /// The layout of an amount that the words after its unit complete: "1 litre et demi", "1 kilo
    /// et demi", "1 cuillère à soupe et demie", "1 kg 500", "1 litre 1/2". Its measures run to the
    /// end of those words, so that a rescaled line says the whole amount once ("3 l d'eau"); the
    /// words were left as written at every size, the amount read 1.5 (French line probe, 2026-12-07).
    private func completedAfterUnit(_ reader: LocalReader, quantity: Double, unit: MeasureUnit?) -> AmountLayout? {
        guard let unit else { return nil }
        for k in 0..<reader.t.count where reader.amountStarts(k) {
            guard let amount = reader.amount(k), amount.value < quantity else { continue }
            var probe = reader
            let end = probe.readAmount(k)
            guard end > k, end <= reader.t.count else { continue }
            var u = reader.ofWords(end) > end && reader.unitAt(reader.ofWords(end), afterAmount: true) != nil ? reader.ofWords(end) : end
            while reader.lexicon.sizes.contains(reader.word(u)) && !reader.startsFood(u) { u += 1 }
            guard let found = reader.unitAt(u, afterAmount: true), found.unit == unit else { return nil }
            var i = found.next
            while reader.lexicon.sizes.contains(reader.word(i)) && !reader.startsFood(i) { i += 1 }
            var added = 0.0
            if reader.lexicon.and.contains(reader.word(i)), let part = reader.lexicon.fractions[reader.word(i + 1)] {
                added = part
                i += 2
            } else if reader.isNumber(i), reader.t[i].value.isFinite {
                added = unit == .kilogram && !reader.t[i].isFraction ? reader.t[i].value / 1000 : reader.t[i].value
                i += 1
            }
            guard added > 0, abs(amount.value + added - quantity) < 1e-9 else { return nil }
            var layout = AmountLayout(amount: reader.offsets(k, end), unit: reader.offsets(u, found.next), package: nil, measuresEnd: 0, rangeTo: nil)
            layout.measuresEnd = reader.offsets(k, i).upperBound
            return layout
        }
        return nil
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
