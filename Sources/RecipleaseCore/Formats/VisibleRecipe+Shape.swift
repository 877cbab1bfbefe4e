import Foundation

extension VisibleRecipe.Page {
    /// Items a list needs before its shape can tell it is the ingredients.
    static let minShapedItems = 3
    /// The longest item an ingredient list is taken to hold, in characters.
    static let longestShapedItem = 150

    /// The ingredient list told by its shape alone, for a page that heads it with no word the
    /// reader knows ("Pour 2 personnes :", no heading at all): the longest list (the items of one
    /// element, list items or table rows; the first of equals) of at least three short lines, most
    /// of which hold an amount, and none of which reads as a sentence; none on a page where such a
    /// list shows prices (`holdsPrice`). The longest, since a recipe's facts ("Prep 10 min",
    /// "Serves 4") make a short list of the same shape. The site's frame, navigation and what is
    /// hidden give none. One pass over the elements; each item's text is read once.
    func amountList() -> [String]? {
        var current: Int?
        var items: [(index: Int, line: String)] = []
        var rejected = false
        var best: [String] = []
        // A list of the page's shape that prices its items.
        var priced = false
        func shaped() -> [String]? {
            guard !rejected, items.count >= Self.minShapedItems else { return nil }
            let lines = items.map(\.line)
            let withAmounts = lines.filter(Self.holdsAmount).count
            guard withAmounts * 3 >= lines.count * 2, !lines.contains(where: Self.readsAsSentence) else { return nil }
            if lines.contains(where: Self.holdsPrice) { priced = true }
            // A first item that heads the list ("Ingredients for 6") or counts servings is not a line.
            return Array(withoutRepeatedControl(items).drop { VisibleRecipe.countsServings($0) || VisibleRecipe.headingKind($0) == .ingredients })
        }
        var index = 1
        while index < elements.count {
            let element = elements[index]
            if hidden[index] || inChrome[index] || inNavigation[index] {
                index = max(element.end, index + 1)
                continue
            }
            guard Self.items.contains(element.name), !holdsItem[index] else { index += 1; continue }
            if parent[index] != current {
                if let lines = shaped(), lines.count > best.count { best = lines }
                current = parent[index]
                items = []
                rejected = false
            }
            if !rejected {
                if length(index) > Self.longestShapedItem * 4 {
                    rejected = true
                } else {
                    let line = itemLine(index)
                    if line.count > Self.longestShapedItem {
                        rejected = true
                    } else if !line.isEmpty, !isGroupHeading(index, line), items.count < VisibleRecipe.maxLines {
                        items.append((index, line))
                    }
                }
            }
            index = max(element.end, index + 1)
        }
        if let lines = shaped(), lines.count > best.count { best = lines }
        // A page that prices the items of a list is a guide, a review or a shopping list: its
        // other lists of amounts are no recipe's either.
        return best.isEmpty || priced ? nil : best
    }

    /// Whether a line holds an amount: a digit or a fraction character.
    static func holdsAmount(_ line: String) -> Bool {
        line.unicodeScalars.contains { $0.properties.numericType != nil }
    }

    /// A price beside its figure ("$45", "12,50 €", "£3"): what a gear guide, a review or a
    /// shopping list shows against its items, and no recipe's ingredient list does.
    static func holdsPrice(_ line: String) -> Bool {
        let characters = Array(line)
        for (at, character) in characters.enumerated() where character.isCurrencySymbol {
            let before = at > 0 ? characters[at - 1] : " ", after = at + 1 < characters.count ? characters[at + 1] : " "
            let beforeSpaced = at > 1 && before == " " ? characters[at - 2] : before
            let afterSpaced = at + 2 < characters.count && after == " " ? characters[at + 2] : after
            if after.isNumber || afterSpaced.isNumber || before.isNumber || beforeSpaced.isNumber { return true }
        }
        return false
    }

    /// A step or a remark rather than an ingredient: more than a few words ending in a full stop.
    static func readsAsSentence(_ line: String) -> Bool {
        guard line.hasSuffix(".") || line.hasSuffix("!") || line.hasSuffix(";") else { return false }
        return line.split(separator: " ").count >= 6
    }
}
