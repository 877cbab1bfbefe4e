import Foundation

/// The recipe cards of the common WordPress recipe plugins (WP Recipe Maker, Tasty Recipes,
/// Mediavine Create, Zip Recipes), read from their HTML when a page's structured data gives no
/// usable recipe. Each card is known by its markup's class names (or ids), never by the site.
/// The card is scanned as the microdata reader scans a scope, so work and memory grow with the
/// page's size whatever its nesting, and every line is taken once (nested lines are skipped).
enum RecipePluginHTML {
    /// Where a card keeps one kind of thing: a class name or an id.
    struct Card {
        var root: String
        var title: [String]
        var ingredients: Lines
        var instructions: Lines
        var yield: [String] = []
        var prepTime: [String] = []
        var cookTime: [String] = []
        var totalTime: [String] = []
        var image: [String] = []
    }

    enum Lines {
        /// Each element so named is one line; its `parts`, when it has them, are joined by spaces,
        /// the `aside` part (an ingredient's notes) in brackets as the plugin prints it in its JSON-LD;
        /// parts inside a `besides` element (the amount converted to the other unit system, which
        /// the card prints after the recipe's own) are left out.
        case each(String, parts: [String], aside: String? = nil, besides: String? = nil)
        /// The list items (else the paragraphs) inside the elements so named.
        case inside([String])
    }

    static let cards: [Card] = [
        Card(root: "wprm-recipe-container", title: ["wprm-recipe-name"],
             ingredients: .each("wprm-recipe-ingredient", parts: ["wprm-recipe-ingredient-amount", "wprm-recipe-ingredient-unit", "wprm-recipe-ingredient-name", "wprm-recipe-ingredient-notes"],
                                aside: "wprm-recipe-ingredient-notes", besides: "wprm-recipe-ingredient-unit-system-2"),
             instructions: .each("wprm-recipe-instruction-text", parts: []),
             yield: ["wprm-recipe-servings-with-unit", "wprm-recipe-servings"],
             prepTime: ["wprm-recipe-prep_time"], cookTime: ["wprm-recipe-cook_time"], totalTime: ["wprm-recipe-total_time"],
             image: ["wprm-recipe-image"]),
        Card(root: "tasty-recipes", title: ["tasty-recipes-title"],
             ingredients: .inside(["tasty-recipes-ingredients-body", "tasty-recipes-ingredients"]),
             instructions: .inside(["tasty-recipes-instructions-body", "tasty-recipes-instructions"]),
             yield: ["tasty-recipes-yield"], prepTime: ["tasty-recipes-prep-time"], cookTime: ["tasty-recipes-cook-time"],
             totalTime: ["tasty-recipes-total-time"], image: ["tasty-recipes-image"]),
        Card(root: "mv-create-card", title: ["mv-create-title"],
             ingredients: .inside(["mv-create-ingredients"]), instructions: .inside(["mv-create-instructions"]),
             yield: ["mv-create-yield"], prepTime: ["mv-create-time-prep"], cookTime: ["mv-create-time-active"],
             totalTime: ["mv-create-time-total"], image: ["mv-create-image"]),
        Card(root: "zlrecipe-container", title: ["zlrecipe-title"],
             ingredients: .inside(["zlrecipe-ingredients-list"]), instructions: .inside(["zlrecipe-instructions-list"]),
             yield: ["zlrecipe-yield"], prepTime: ["zlrecipe-prep-time"], cookTime: ["zlrecipe-cook-time"],
             totalTime: ["zlrecipe-total-time"], image: ["zlrecipe-image"]),
        // The h-recipe microformat and the older hRecipe: whole lines in `p-ingredient`/`ingredient`.
        Card(root: "h-recipe", title: ["p-name"], ingredients: .each("p-ingredient", parts: []),
             instructions: .inside(["e-instructions"]), yield: ["p-yield"], totalTime: ["dt-duration"], image: ["u-photo"]),
        Card(root: "hrecipe", title: ["fn"], ingredients: .each("ingredient", parts: []),
             instructions: .inside(["instructions"]), yield: ["yield"], totalTime: ["duration"], image: ["photo"]),
        Card(root: "zrdn-recipe-container", title: ["zrdn-recipe-title"],
             ingredients: .inside(["zrdn-ingredients-list"]), instructions: .inside(["zrdn-instructions-list"]),
             yield: ["zrdn-yield"], prepTime: ["zrdn-prep-time"], cookTime: ["zrdn-cook-time"],
             totalTime: ["zrdn-total-time"], image: ["zrdn-image"]),
    ]

    /// Whether an element carries `name` as one of its classes or as its id.
    static func named(_ element: Microdata.Element, _ name: String) -> Bool {
        if element.attributes["id"] == name { return true }
        // Most elements do not hold the name at all: no need to split their classes.
        guard let classes = element.attributes["class"], classes.contains(name) else { return false }
        return classes.split(whereSeparator: \.isWhitespace).contains { $0 == name }
    }

    /// The card `element` opens, by its class or id in any case: the hRecipe microformat's own
    /// examples write `class="hRecipe"`, and pages copied them.
    static func card(openedBy element: Microdata.Element) -> Card? {
        if let card = cards.first(where: { named(element, $0.root) }) { return card }
        guard let written = element.attributes["class"] ?? element.attributes["id"], written.contains(where: \.isUppercase) else { return nil }
        var folded = element
        folded.attributes["class"] = element.attributes["class"]?.lowercased()
        folded.attributes["id"] = element.attributes["id"]?.lowercased()
        return cards.first { named(folded, $0.root) }
    }

    /// The first RDFa recipe or plugin card in the page, whichever comes first: one pass for both.
    static func recipe(inHTML html: String) throws -> RecipeDraft? {
        guard var scope = Microdata.scope(inHTML: html, where: { element in
            RDFa.opensRecipe(element) || card(openedBy: element) != nil
        }), let root = scope.elements.first else { return nil }
        if let card = card(openedBy: root) {
            return try? SchemaRecipe.draft(object(card, scope))
        }
        for index in scope.elements.indices {
            scope.elements[index].attributes = RDFa.microdataAttributes(scope.elements[index].attributes)
        }
        return try? SchemaRecipe.draft(Microdata.object(of: scope))
    }

    /// The card as a JSON-LD object, for the JSON-LD reader to finish (tidying, yields, times).
    static func object(_ card: Card, _ scope: Microdata.Scope) -> [String: Any] {
        let elements = scope.elements
        func text(_ index: Int) -> String {
            HTMLText.tidy(String(decoding: scope.text[elements[index].textStart..<elements[index].textEnd], as: UTF8.self))
        }
        // What a reader does not see as part of a line, as the page reader leaves it out: text
        // kept for screen readers ("Check" beside a box to tick), hidden parts, footnote marks.
        let unseen = elements.indices.map { index in
            index > 0 && (VisibleRecipe.Page.isUnseen(elements[index]) || VisibleRecipe.Page.isStyledHidden(elements[index])
                || VisibleRecipe.Page.isFootnoteMark(index, in: scope))
        }
        /// A line's text without what the reader does not see of it.
        func lineText(_ index: Int) -> String {
            HTMLText.tidy(VisibleRecipe.Page.text(of: index, in: scope) { unseen[$0] })
        }
        /// Outermost elements within `range` that carry one of `names`, none inside one named `skipping`.
        func find(_ names: [String], in range: Range<Int>, skipping: String? = nil) -> [Int] {
            var found: [Int] = []
            var index = range.lowerBound
            while index < range.upperBound {
                if let skipping, named(elements[index], skipping) {
                    index = max(elements[index].end, index + 1)
                } else if names.contains(where: { named(elements[index], $0) }) {
                    found.append(index)
                    index = max(elements[index].end, index + 1)
                } else {
                    index += 1
                }
            }
            return found
        }
        func first(_ names: [String]) -> String? {
            // The first name that is present wins, so a fuller element is preferred to a part of it.
            for name in names { if let index = find([name], in: 0..<elements.count).first { return text(index) } }
            return nil
        }
        // What the card hides from readers (`aria-hidden`, `hidden`, an inline `display: none`):
        // the amounts in the other unit system, a second list in them.
        var hidden = Array(repeating: false, count: elements.count)
        var open: [Int] = []
        for index in elements.indices {
            while let last = open.last, elements[last].end <= index { open.removeLast() }
            let element = elements[index]
            hidden[index] = open.last.map { hidden[$0] } == true || VisibleRecipe.Page.isStyledHidden(element)
                || VisibleRecipe.Page.isMarkedHidden(element)
            open.append(index)
        }
        /// `breaking`: a `<br>` in a paragraph starts a line (ingredients; a step keeps its paragraph).
        func lines(_ lines: Lines, breaking: Bool) -> [String] {
            switch lines {
            case let .each(name, parts, aside, besides):
                let all = find([name], in: 0..<elements.count)
                // A card hidden whole until its script runs is still read.
                let shown = all.filter { !hidden[$0] }
                return (shown.isEmpty ? all : shown).map { index in
                    var line = ""
                    for part in find(parts, in: (index + 1)..<elements[index].end, skipping: besides) where hidden[index] || !hidden[part] {
                        let piece = text(part)
                        guard !piece.isEmpty else { continue }
                        let bracketed = aside.map { named(elements[part], $0) } ?? false
                        line += (line.isEmpty ? "" : " ") + (bracketed && !piece.hasPrefix("(") ? "(" + piece + ")" : piece)
                    }
                    return line.isEmpty ? lineText(index) : line
                }
            case let .inside(names):
                for name in names {
                    let containers = find([name], in: 0..<elements.count)
                    guard !containers.isEmpty else { continue }
                    // Items that hold no item: a group's item holding its own list ("<li><strong>Fillings:</strong>
                    // <ul><li>…") gives those lines, not one line of them all behind its name.
                    let items = containers.flatMap { container in
                        leaves("li", in: (container + 1)..<elements[container].end).map(lineText)
                    }
                    if !items.isEmpty { return items }
                    // Paragraphs; a paragraph that is one bold name is a group's.
                    let paragraphs = containers.flatMap { container in
                        find(in: (container + 1)..<elements[container].end) { elements[$0].name == "p" }
                            .filter { !isBoldName($0) }.flatMap { breaking ? brokenLines($0) : [lineText($0)] }
                    }
                    if !paragraphs.isEmpty { return paragraphs }
                }
                return []
            }
        }
        /// The elements named `tag` within `range` that hold no other so named, in one pass.
        func leaves(_ tag: String, in range: Range<Int>) -> [Int] {
            var found: [Int] = []
            var last: Int?
            for index in range where elements[index].name == tag {
                // An element comes before those it holds: one inside the last found makes that one no leaf.
                if let open = last, index < elements[open].end { found.removeLast() }
                found.append(index)
                last = index
            }
            return found
        }
        func brokenLines(_ index: Int) -> [String] {
            VisibleRecipe.Page.text(of: index, in: scope) { unseen[$0] }.split(separator: "\n")
                .map { HTMLText.tidy(String($0)) }.filter { !$0.isEmpty }
        }
        /// A paragraph whose whole text is one bold element's, without a digit ("<p><strong>Glaze</strong></p>").
        func isBoldName(_ index: Int) -> Bool {
            let whole = text(index)
            guard !whole.isEmpty, whole.count <= 60, !whole.contains(where: \.isNumber) else { return false }
            return ((index + 1)..<elements[index].end).contains { inner in
                ["strong", "b"].contains(elements[inner].name) && text(inner) == whole
            }
        }
        func find(in range: Range<Int>, where matches: (Int) -> Bool) -> [Int] {
            var found: [Int] = []
            var index = range.lowerBound
            while index < range.upperBound {
                if matches(index) { found.append(index); index = max(elements[index].end, index + 1) } else { index += 1 }
            }
            return found
        }
        func image() -> String? {
            for container in find(card.image, in: 0..<elements.count) {
                for index in container..<max(elements[container].end, container + 1) where elements[index].name == "img" {
                    let attributes = elements[index].attributes
                    // Lazy loading keeps the real address aside and a placeholder in `src`.
                    for name in ["data-lazy-src", "data-src", "src"] {
                        if let url = attributes[name], !url.isEmpty, !url.hasPrefix("data:") { return url }
                    }
                }
            }
            return nil
        }
        var object: [String: Any] = ["@type": "Recipe"]
        object["name"] = first(card.title)
        object["recipeIngredient"] = lines(card.ingredients, breaking: true).filter { !$0.isEmpty }
        object["recipeInstructions"] = lines(card.instructions, breaking: false).filter { !$0.isEmpty }
        object["recipeYield"] = first(card.yield).map(withoutLabel)
        object["prepTime"] = first(card.prepTime).flatMap(duration)
        object["cookTime"] = first(card.cookTime).flatMap(duration)
        object["totalTime"] = first(card.totalTime).flatMap(duration)
        object["image"] = image()
        return object
    }

    /// "Yield: 12 slices" → "12 slices": cards print their labels inside the value's element.
    static func withoutLabel(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":"), text.distance(from: text.startIndex, to: colon) <= 20 else { return text }
        return text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }

    /// A card's printed time ("Prep Time: 1 hour 15 minutes", "20 mins") as an ISO 8601
    /// duration; nil when it states no number.
    static func duration(_ text: String) -> String? {
        var minutes = 0
        var number: Int?
        var found = false
        // Runs of digits and runs of letters, apart: "Time1 hour" and "15min" run together in cards.
        var words: [(digits: Substring, unit: Substring)] = []
        var rest = text.lowercased()[...]
        while let start = rest.firstIndex(where: { $0.isLetter || ($0.isASCII && $0.isNumber) }) {
            rest = rest[start...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(digits.count)
            let unit = digits.isEmpty ? rest.prefix { $0.isLetter && !$0.isNumber } : ""
            rest = rest.dropFirst(unit.count)
            words.append((digits, unit))
        }
        for (digits, unit) in words {
            if !digits.isEmpty {
                guard digits.count <= 5, let value = Int(digits) else { return nil }
                if let pending = number { minutes += pending }
                number = value
                found = true
            }
            guard let value = number, let letter = unit.first else { continue }
            if unit.hasPrefix("day") {
                minutes += value * 24 * 60
            } else if letter == "h" || unit.hasPrefix("uur") || unit.hasPrefix("st") {  // hours, uur, Stunden
                minutes += value * 60
            } else if letter == "m" {
                minutes += value
            } else if !unit.hasPrefix("s") {
                continue
            }
            number = nil
        }
        if let pending = number { minutes += pending }
        return found && minutes > 0 ? "PT\(minutes)M" : nil
    }

    /// The fallbacks after JSON-LD and microdata: RDFa, then a plugin card. A usable recipe
    /// (a title and an ingredient line) already found is kept as it is; a found one without
    /// ingredient lines takes the card's lines (and its steps when it has none).
    static func completing(_ drafts: [RecipeDraft], inHTML html: String) throws -> [RecipeDraft] {
        if drafts.contains(where: isUsable) { return drafts }
        guard let found = try recipe(inHTML: html), isUsable(found) else { return drafts }
        guard var first = drafts.first else { return [found] }
        first.ingredientLines = found.ingredientLines
        if first.instructions.isEmpty { first.instructions = found.instructions }
        if first.title.isEmpty { first.title = found.title }
        return [first] + drafts.dropFirst()
    }

    static func isUsable(_ draft: RecipeDraft) -> Bool {
        !draft.title.isEmpty && !draft.ingredientLines.isEmpty
    }
}
