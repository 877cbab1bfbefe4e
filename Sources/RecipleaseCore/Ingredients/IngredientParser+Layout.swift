import Foundation

// Where a line's amount and unit are written, so a scaled amount replaces exactly those words
// and the rest of the line stays the cook's own: "2 cups flour, sifted" becomes "3 cups flour, sifted".

extension IngredientParser {
    /// Byte offsets (UTF-8) of the measuring words of a line.
    struct AmountLayout: Equatable {
        /// The amount, with a range: "1 1/2", "2-3", "half a".
        var amount: Range<Int>
        /// The unit word after it: "cups", "fl oz", "tbsp."; nil for a bare count ("2 eggs").
        var unit: Range<Int>?
        /// A package size: "(14 oz)", "x 400g", "28-ounce".
        var package: Range<Int>?
        /// Where the measures end, after alternatives ("/12oz", "(15 mL)") and added amounts ("plus 2 tbsp").
        var measuresEnd: Int
        /// The other end of a range across units ("1 ½ tsp to 1 tbsp").
        var rangeTo: Measure?
        /// The size of one thing whose count of one is not written: "1 1/2-inch" in "1 1/2-inch piece
        /// ginger", "9-inch" in "9-inch pie shell", "28-ounce" in "28-ounce can tomatoes", and a range
        /// of sizes: "2-3-inch" in "2-3-inch piece ginger".
        var sizeOfOne: Range<Int>? = nil
        /// Words after the unit that complete the amount, read into it: "et demi" in "1 litre et
        /// demi", "500" in "1 kg 500", "1/2" in "1 verre 1/2", "200 g" in "1 kg 200 g".
        var completion: Range<Int>? = nil
    }

    /// The line read again, with where its amount sits; nil when it has no amount.
    func amountLayout(of line: String) -> AmountLayout? {
        var text = line
        return text.withUTF8 { bytes -> AmountLayout? in
            var reader = Reader(p: bytes, catalog: catalog)
            reader.read()
            guard let amount = reader.bytes(reader.amountTokens) else { return nil }
            var sizeOfOne: Range<Int>?
            if reader.impliedCount {
                sizeOfOne = reader.bytes(reader.packageTokens)
            } else if reader.sizeOfOne, let unit = reader.bytes(reader.unitTokens) {
                // "5cm/2in piece": the size with its other system's
                let end = reader.sizeOfOneEnd.flatMap { $0 > 0 && $0 <= reader.t.count ? Int(reader.t[$0 - 1].end) : nil }
                sizeOfOne = amount.lowerBound..<max(unit.upperBound, end ?? 0)
            }
            let end = reader.measuresEnd > 0 && reader.measuresEnd <= reader.t.count
                ? Int(reader.t[reader.measuresEnd - 1].end) : amount.upperBound
            return AmountLayout(
                amount: amount, unit: reader.bytes(reader.unitTokens), package: reader.bytes(reader.packageTokens),
                measuresEnd: max(end, amount.upperBound), rangeTo: reader.rangeTo, sizeOfOne: sizeOfOne)
        }
    }
}

extension IngredientParser.Reader {
    func bytes(_ span: IngredientParser.Span?) -> Range<Int>? {
        guard let span, span.end > span.start, span.start >= 0, span.end <= t.count else { return nil }
        let start = Int(t[span.start].start), end = Int(t[span.end - 1].end)
        return start < end ? start..<end : nil
    }
}
