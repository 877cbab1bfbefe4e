import Foundation

/// A small reader for schema.org microdata: enough of HTML to follow `itemscope`, `itemprop`
/// and their values, without a full HTML parser. Nothing in it recurses as the page nests, and
/// its work and memory grow with the page's size, whatever its shape.
enum Microdata {
    /// Elements opened deeper than this become leaves of the deepest open one (browsers do the
    /// same past a limit of their own), so nesting costs no more than it does in a real page.
    static let maxDepth = 256
    /// Bytes of property text one page may produce: a property's text holds its nested
    /// properties' text too, so nesting repeats the same bytes.
    static let maxPropertyText = 16 << 20
    /// The properties that hold a recipe's ingredient lines.
    static let ingredientProperties: Set<Substring> = ["recipeIngredient", "ingredients", "ingredient"]

    /// An element of the recipe's scope.
    struct Element {
        var name: String
        var attributes: [String: String]
        /// One past its last descendant: elements are kept in document order.
        var end: Int
        /// Its text, as a range of `Scope.text`.
        var textStart: Int
        var textEnd: Int
    }

    /// The first element that is a Recipe scope (always `elements[0]`) and what it holds.
    struct Scope {
        var elements: [Element] = []
        /// The scope's text in document order, block elements set apart by spaces: any element's
        /// text is one slice of it.
        var text: [UInt8] = []
    }

    static func recipe(inHTML html: String) throws -> RecipeDraft? {
        guard var scope = scope(inHTML: html) else { return nil }
        if let references = scope.elements.first?.attributes["itemref"], !references.isEmpty {
            scope = referencing(references, inHTML: html) ?? scope
        }
        let object = try object(of: scope)
        return try? SchemaRecipe.draft(object)
    }

    /// Every recipe the page's microdata declares, the first first: a roundup's recipes each with
    /// its own lines. A recipe inside another's scope is that one's; one without ingredient lines
    /// (a "related recipes" card) is no recipe here.
    static func recipes(inHTML html: String) throws -> [RecipeDraft] {
        guard let first = try recipe(inHTML: html) else { return [] }
        // Only a page that names the type twice can hold a second one.
        guard let once = html[...].firstRange(ofCaseless: "/Recipe"),
              html[once.upperBound...].firstRange(ofCaseless: "/Recipe") != nil else { return [first] }
        let page = page(inHTML: html)
        var roots: [Int] = []
        var index = 1
        while index < page.elements.count {
            if opensRecipe(page.elements[index]) {
                roots.append(index)
                index = max(page.elements[index].end, index + 1)
            } else {
                index += 1
            }
        }
        var drafts = [first]
        // One page's budgets, whatever the number of its recipes.
        var budget = maxPropertyText
        var groupScan = groupScanBudget
        for root in roots.dropFirst().prefix(maxRecipes - 1) {
            var scope = Scope(elements: [], text: page.text)
            copy(root..<max(page.elements[root].end, root + 1), of: page, into: &scope)
            scope.elements[0].end = scope.elements.count
            // Past the budget, the recipes read so far stand.
            guard let object = try? object(of: scope, budget: &budget, groupScan: &groupScan) else { break }
            guard let draft = try? SchemaRecipe.draft(object), !draft.ingredientLines.isEmpty,
                  !drafts.contains(where: { $0.title == draft.title && $0.ingredientLines == draft.ingredientLines })
            else { continue }
            drafts.append(draft)
        }
        return drafts
    }

    /// Recipes one page's microdata may give: more would be no page's.
    static let maxRecipes = 64

    /// Appends the page's elements in `range` to `scope`, their ends moved to their new places
    /// (the texts stay where they are: `scope` holds the page's text).
    static func copy(_ range: Range<Int>, of page: Scope, into scope: inout Scope) {
        let offset = scope.elements.count - range.lowerBound
        scope.elements += page.elements[range].map { element in
            var element = element
            element.end += offset
            return element
        }
    }

    /// Ids an `itemref` may name: more would be no recipe's.
    static let maxReferences = 32

    /// The recipe's scope with the elements its `itemref` names (by id, anywhere in the page)
    /// added as its own, so their properties are the recipe's.
    static func referencing(_ references: String, inHTML html: String) -> Scope? {
        let page = page(inHTML: html)
        guard let root = page.elements.indices.dropFirst().first(where: { opensRecipe(page.elements[$0]) }) else { return nil }
        var scope = Scope(elements: [], text: page.text)
        copy(root..<page.elements[root].end, of: page, into: &scope)
        var taken = [root..<page.elements[root].end]
        let ids = Set(references.split(whereSeparator: \.isWhitespace).prefix(maxReferences).map(String.init))
        for index in page.elements.indices.dropFirst() where page.elements[index].attributes["id"].map(ids.contains) == true {
            let range = index..<max(page.elements[index].end, index + 1)
            // Each element once, and never one that holds the recipe itself.
            guard !taken.contains(where: { $0.overlaps(range) }) else { continue }
            taken.append(range)
            copy(range, of: page, into: &scope)
        }
        scope.elements[0].end = scope.elements.count
        return scope
    }

    // MARK: - Properties

    /// The recipe as a JSON-LD object; nested scopes (a HowToStep, an author) become objects of
    /// their own, and their properties are theirs, not the recipe's.
    static func object(of scope: Scope) throws -> [String: Any] {
        var budget = maxPropertyText
        var groupScan = groupScanBudget
        return try object(of: scope, budget: &budget, groupScan: &groupScan)
    }

    /// Elements looked at for groups' names, all properties together: nested properties
    /// would each look at the same ones again.
    static let groupScanBudget = 1 << 18

    /// `object(of:)` spending budgets its caller holds: several scopes of one page share them.
    static func object(of scope: Scope, budget: inout Int, groupScan: inout Int) throws -> [String: Any] {
        struct Open {
            var element: Int
            var properties: [String: [Any]] = [:]
        }
        let elements = scope.elements
        /// An element's text, counted against the page's budget.
        func charged(_ element: Element) throws -> ArraySlice<UInt8> {
            budget -= element.textEnd - element.textStart
            guard budget >= 0 else { throw RecipePageError.tooComplex }
            return scope.text[element.textStart..<element.textEnd]
        }
        func textContent(_ element: Element) throws -> String {
            HTMLText.tidy(String(decoding: try charged(element), as: UTF8.self))
        }
        func propertyValue(_ index: Int, ingredient: Bool) throws -> String {
            let element = elements[index]
            for attribute in ["content", "datetime"] { if let value = element.attributes[attribute] { return value } }
            switch element.name {
            case "img", "audio", "video", "source": return element.attributes["src"] ?? ""
            case "a", "link": return try element.attributes["href"] ?? textContent(element)
            case "meta": return element.attributes["content"] ?? ""
            default: return try ingredient ? ingredientText(index) : textContent(element)
            }
        }
        /// An ingredient property's text, line by line where the page breaks it with `<br>` (one
        /// element holding the whole list), without the lines that are all one bold or heading
        /// element and carry no amount (a group's name, "Meatballs", set among its lines); a
        /// name alone whose list item shows its amount too is the item's text.
        func ingredientText(_ index: Int) throws -> String {
            let lines = try charged(elements[index]).split(separator: lineBreak)
                .map { HTMLText.tidy(String(decoding: $0, as: UTF8.self)) }.filter { !$0.isEmpty }
            guard lines.count > 1 else { return lines.first.map { itemText(index, holding: $0) ?? $0 } ?? "" }
            return withoutGroupNames(lines, in: index, of: elements, scanning: &groupScan) { inner in
                HTMLText.tidy(String(decoding: scope.text[elements[inner].textStart..<elements[inner].textEnd], as: UTF8.self))
            }.joined(separator: "\n")
        }
        /// The text of the list item a name-only ingredient sits in, when the item holds no
        /// other property and adds an amount to the name ("4 cl" before "Tequila").
        func itemText(_ index: Int, holding text: String) -> String? {
            guard let item = (max(1, index - 6)..<index).reversed().first(where: { elements[$0].name == "li" && elements[$0].end > index }),
                  elements[item].end - item <= 64, elements[item].textEnd - elements[item].textStart <= text.utf8.count + 160,
                  ((item + 1)..<elements[item].end).allSatisfy({ $0 == index || elements[$0].attributes["itemprop"] == nil })
            else { return nil }
            let line = HTMLText.tidy(String(decoding: scope.text[elements[item].textStart..<elements[item].textEnd], as: UTF8.self))
            guard line.count > text.count, line.count <= text.count + 40, let range = line.range(of: text) else { return nil }
            let rest = line[..<range.lowerBound] + line[range.upperBound...]
            return rest.contains(where: \.isNumber) ? line : nil
        }
        func add(_ value: Any, as names: String, to open: inout Open) {
            for name in names.split(separator: " ") { open.properties[String(name), default: []].append(value) }
        }
        func flattened(_ properties: [String: [Any]], into object: inout [String: Any]) {
            for (key, values) in properties { object[key] = values.count == 1 ? values[0] : values }
        }
        var stack = [Open(element: 0)]
        var index = 1
        while true {
            // Scopes end where their last descendant does.
            while stack.count > 1, index >= elements[stack[stack.count - 1].element].end {
                let done = stack.removeLast()
                let element = elements[done.element]
                var object: [String: Any] = [:]
                if let type = element.attributes["itemtype"]?.split(whereSeparator: \.isWhitespace).first {
                    object["@type"] = String(type.split(separator: "/").last ?? "")
                }
                flattened(done.properties, into: &object)
                if object["text"] == nil && object["itemListElement"] == nil { object["text"] = try textContent(element) }
                add(object, as: element.attributes["itemprop"] ?? "", to: &stack[stack.count - 1])
            }
            guard index < elements.count else { break }
            let element = elements[index]
            if let names = element.attributes["itemprop"] {
                if element.attributes["itemscope"] != nil {
                    stack.append(Open(element: index))
                } else {
                    let ingredient = names.split(separator: " ").contains(where: ingredientProperties.contains)
                    add(try propertyValue(index, ingredient: ingredient), as: names, to: &stack[stack.count - 1])
                }
            } else if element.attributes["itemscope"] != nil {
                // A nested item nobody names: its properties are neither its parent's nor a value.
                index = element.end
                continue
            }
            index += 1
        }
        var object: [String: Any] = ["@type": "Recipe"]
        flattened(stack[0].properties, into: &object)
        return object
    }

    /// The lines one block breaks with `<br>`, without those that are all one bold or heading
    /// element and carry no digit: a group's name set among its lines ("<strong>Meatballs</strong><br>
    /// 400 grams lamb mince"). Kept when there are fewer than three lines or such lines would be
    /// all of them, or all but one. `scan` bounds the elements looked at, over all calls of a page.
    static func withoutGroupNames(_ lines: [String], in index: Int, of elements: [Element], scanning scan: inout Int,
                                  text: (Int) -> String) -> [String] {
        guard lines.count >= 3 else { return lines }
        var names: Set<String> = []
        var inner = index + 1
        let end = min(elements[index].end, index + 4096)
        while inner < end, scan > 0 {
            scan -= 1
            let name = elements[inner].name
            if name == "strong" || name == "b" || (name.count == 2 && name.hasPrefix("h") && name.last?.isNumber == true) {
                names.insert(text(inner))
                inner = max(elements[inner].end, inner + 1)
            } else {
                inner += 1
            }
        }
        let grouping = Set(lines.indices.filter { index in
            let line = lines[index]
            let bare = line.hasSuffix(":") ? HTMLText.tidy(String(line.dropLast())) : line
            return line.count <= 60 && !line.contains(where: \.isNumber) && (names.contains(line) || names.contains(bare))
        })
        guard !grouping.isEmpty, grouping.count < lines.count - 1 else { return lines }
        return lines.indices.filter { !grouping.contains($0) }.map { lines[$0] }
    }

    // MARK: - Reading the page

    private static let voidElements: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// Whether an element opens a microdata Recipe: `itemtype` may list several types, over
    /// http or https, with or without www. or a trailing slash.
    static func opensRecipe(_ element: Element) -> Bool {
        element.attributes["itemscope"] != nil
            && (element.attributes["itemtype"] ?? "").split(whereSeparator: \.isWhitespace).contains { $0 == "Recipe" || $0.hasSuffix("/Recipe") || $0.hasSuffix("/Recipe/") }
    }

    /// The first scope whose root `opensScope` (a microdata Recipe unless told otherwise), read
    /// forgivingly: unknown closing tags are ignored, unclosed ones close with their parent.
    /// Elements outside the scope are only counted, never kept.
    static func scope(inHTML html: String, where opensScope: (Element) -> Bool = opensRecipe) -> Scope? {
        read(html, wholePage: false, opensScope: opensScope)
    }

    /// The whole page as one scope: `elements[0]` stands for the document and holds every element.
    /// Read closer to the way a browser builds the page than a recipe's scope is: an element
    /// opened past `maxDepth` closes the deepest open one and takes its place (its text stays its
    /// own, as in a browser, where a recipe scope would make it a leaf). In both, a `<li>` closes
    /// an open `<li>` of its list, and a block closes an open `<p>`.
    static func page(inHTML html: String) -> Scope {
        read(html, wholePage: true) { _ in false } ?? Scope()
    }

    /// Whether text that starts with `first` (`text`), run up against the end of `written` across
    /// an inline element's edge, shows apart from it, as a card's styles set the parts of a line
    /// apart (`<span>2</span><span>tablespoons</span>`, `<span>양파</span><span>1개</span>`): a
    /// number before a word of three letters or more or a bracket, a letter before a number. A
    /// unit's abbreviation stays on its number, as such cards print it (`<span>250</span><span>g</span>`).
    static func spacesElements(after written: [UInt8], before first: Unicode.Scalar, _ text: Substring) -> Bool {
        guard let lastByte = written.last, lastByte != 0x20, lastByte != lineBreak else { return false }
        // The last scalar written: its UTF-8 bytes, at most four back.
        var start = written.count - 1
        while start > 0, written.count - start < 4, written[start] & 0xC0 == 0x80 { start -= 1 }
        guard let last = String(decoding: written[start...], as: UTF8.self).unicodeScalars.last else { return false }
        let lastIsNumber = last.properties.numericType != nil
        if lastIsNumber {
            if first == "(" { return true }
            guard first.properties.isAlphabetic else { return false }
            return text.unicodeScalars.prefix { $0.properties.isAlphabetic }.count > 2
        }
        return last.properties.isAlphabetic && first.properties.numericType != nil
    }

    /// A `<br>` in a scope's text: source line breaks read as spaces, so only this one splits lines.
    static let lineBreak: UInt8 = 0x0A

    /// Elements an `<li>` does not close an open `<li>` across: a list of its own, a table cell.
    static let listItemScope: Set<String> = ["ul", "ol", "menu", "table", "td", "th", "caption", "button", "template", "object"]
    /// Elements a block does not close an open `<p>` across.
    static let paragraphScope: Set<String> = ["button", "table", "td", "th", "caption", "template", "object"]
    /// Start tags that close an open `<p>`, as in a browser.
    static let closesParagraph: Set<String> = [
        "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "dd", "dt",
        "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup",
        "hr", "li", "main", "menu", "nav", "ol", "p", "pre", "section", "table", "ul",
    ]

    private static func read(_ html: String, wholePage: Bool, opensScope: (Element) -> Bool) -> Scope? {
        // The open elements, with their place in `scope.elements` once inside the scope, and how
        // deep in `open` the `<li>` and `<p>` a new element may close sit.
        var open: [(name: String, element: Int?, item: Int?, paragraph: Int?)] = []
        var openNames: [String: Int] = [:]
        var scope = Scope()
        var inScope = wholePage
        if wholePage { scope.elements.append(Element(name: "#document", attributes: [:], end: 0, textStart: 0, textEnd: 0)) }
        // Set where an inline element opens or closes: text run up against it may need a space.
        var boundary = false
        func appendText(_ text: Substring) {
            guard inScope, !text.isEmpty else { return }
            if boundary {
                boundary = false
                if let first = text.unicodeScalars.first, Self.spacesElements(after: scope.text, before: first, text) { scope.text.append(0x20) }
            }
            // A comma the template sets on a line of its own ("<span>Garlic</span>\n\t\t, minced"):
            // the source's layout, not a space the writer typed before it.
            let laidOut = text.prefix { $0.isWhitespace }
            let text = laidOut.contains(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" || $0 == "\t" })
                && text.dropFirst(laidOut.count).first == "," ? text.dropFirst(laidOut.count) : text
            // HTML folds whitespace: a line break in the source is a space on the page.
            scope.text += HTMLText.decodeEntities(String(text)).utf8.map { $0 == 0x0A || $0 == 0x0D || $0 == 0x09 ? 0x20 : $0 }
        }
        // One space sets a block apart; more would only be tidied away, after costing budget.
        func separate(_ name: String) {
            if name == "br" {
                // Replaced, never removed: an element's text may already end at that space.
                if scope.text.last == 0x20 { scope.text[scope.text.count - 1] = lineBreak }
                else if scope.text.last != lineBreak { scope.text.append(lineBreak) }
            } else if !HTMLText.inlineElements.contains(name) && scope.text.last != 0x20 && scope.text.last != lineBreak {
                scope.text.append(0x20)
            } else if HTMLText.inlineElements.contains(name) {
                boundary = name != "sup" && name != "sub"
            }
        }
        func start(_ element: Element) -> Int {
            var element = element
            element.textStart = scope.text.count
            // A checkbox starts an item of a checklist (`<label><input type="checkbox"> 2 eggs</label>`
            // one after another): a line of its own, as a `<br>` makes one.
            separate(element.name == "input" && element.attributes["type"]?.lowercased() == "checkbox" ? "br" : element.name)
            scope.elements.append(element)
            return scope.elements.count - 1
        }
        /// Closes an element; true when it was the scope itself.
        func finish(_ element: Int) -> Bool {
            separate(scope.elements[element].name)
            scope.elements[element].end = scope.elements.count
            scope.elements[element].textEnd = scope.text.count
            return element == 0
        }
        func close() -> Bool {
            guard let last = open.popLast() else { return false }
            openNames[last.name, default: 1] -= 1
            return last.element.map(finish) ?? false
        }
        var index = html.startIndex
        while index < html.endIndex {
            guard let lessThan = html[index...].firstIndex(of: "<") else { appendText(html[index...]); break }
            appendText(html[index..<lessThan])
            let afterLessThan = html.index(after: lessThan)
            // As in a browser, "<" opens a tag only before a letter, "/", "!" or "?": in
            // "1 < 2 eggs" or "<3" it is text.
            guard afterLessThan < html.endIndex, HTMLText.opensTag(html[afterLessThan]) else {
                appendText(html[lessThan..<afterLessThan])
                index = afterLessThan
                continue
            }
            if html[afterLessThan...].hasPrefix("!--") {
                // A comment runs to "-->", whatever markup it holds (`<!--<input />-->`); "<!-->"
                // and "<!--->" are empty ones, and an unclosed one hides the rest, as in a browser.
                let body = html.index(lessThan, offsetBy: 4)
                let rest = html[body...]
                if rest.hasPrefix(">") { index = html.index(after: body); continue }
                if rest.hasPrefix("->") { index = html.index(body, offsetBy: 2); continue }
                index = rest.firstRange(of: "-->")?.upperBound ?? html.endIndex
                continue
            }
            guard let greaterThan = tagEnd(html, after: lessThan) else { break }
            let tag = html[html.index(after: lessThan)..<greaterThan]
            index = html.index(after: greaterThan)
            if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().trimmingCharacters(in: .whitespaces).lowercased()
                // A name not open is dismissed at once, so stray closing tags cost nothing.
                guard openNames[name, default: 0] > 0 else { continue }
                while let last = open.last {
                    if close() { return scope }
                    if last.name == name { break }
                }
                continue
            }
            let element = element(from: tag)
            if element.name == "script" || element.name == "style" {
                // Their bodies are not page text; unclosed, the rest of the page is their body.
                let end = html[index...].firstRange(ofCaseless: "</" + element.name)
                index = end.flatMap { html[$0.upperBound...].firstIndex(of: ">") }.map { html.index(after: $0) } ?? html.endIndex
                continue
            }
            let isVoid = voidElements.contains(element.name) || tag.hasSuffix("/")
            // As in a browser, a `<li>` closes an open `<li>` of its list and a block an open `<p>`,
            // in a recipe's scope too (`<LI itemprop="recipeIngredient">1 egg` with no end tag, on
            // old hand-written pages, was every later line as well). Each close here is of an
            // element opened before: the work stays linear.
            if element.name == "li", let item = open.last?.item {
                while open.count > item { if close() { return scope } }
            }
            if closesParagraph.contains(element.name), let paragraph = open.last?.paragraph {
                while open.count > paragraph { if close() { return scope } }
            }
            if wholePage, !isVoid, open.count >= maxDepth { _ = close() }
            if !inScope && opensScope(element) { inScope = true }
            // "1<sup>3</sup>&frasl;<sub>4</sub>" shows a whole number and a fraction apart.
            if inScope, element.name == "sup", let last = scope.text.last, last.isASCIIDigit,
               HTMLText.opensFraction(html[index...]) {
                scope.text.append(0x20)
            }
            let place = inScope ? start(element) : nil
            if isVoid || open.count >= maxDepth {
                if let place, finish(place) { return scope }
            } else {
                let item = element.name == "li" ? open.count : listItemScope.contains(element.name) ? nil : open.last?.item
                let paragraph = element.name == "p" ? open.count : paragraphScope.contains(element.name) ? nil : open.last?.paragraph
                open.append((element.name, place, item, paragraph))
                openNames[element.name, default: 0] += 1
            }
        }
        while !open.isEmpty { if close() { return scope } }
        if wholePage {
            _ = finish(0)
            return scope
        }
        return nil
    }

    /// The `>` that ends the tag opened at `lessThan`. As in a browser, one inside a quoted
    /// attribute value (`x-init="go(() => 1)"`) ends nothing; a quote never closed does not count,
    /// and the first `>` ends the tag. A quote's search that fails runs to the end once per kind
    /// of quote at most (none follows it), so the work stays linear.
    static func tagEnd(_ html: String, after lessThan: String.Index) -> String.Index? {
        var index = html.index(after: lessThan)
        var afterEquals = false
        while index < html.endIndex {
            let character = html[index]
            if character == ">" { return index }
            if afterEquals, character == "\"" || character == "'" {
                guard let close = html[html.index(after: index)...].firstIndex(of: character) else {
                    return html[index...].firstIndex(of: ">")
                }
                index = html.index(after: close)
                afterEquals = false
                continue
            }
            if character == "=" { afterEquals = true } else if !character.isWhitespace { afterEquals = false }
            index = html.index(after: index)
        }
        return nil
    }

    static func element(from tag: Substring) -> Element {
        var body = tag
        if body.hasSuffix("/") { body = body.dropLast() }
        let name = body.prefix { !$0.isWhitespace }.lowercased()
        var attributes: [String: String] = [:]
        var rest = body.dropFirst(name.count)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard !rest.isEmpty else { break }
            let key = rest.prefix { !$0.isWhitespace && $0 != "=" }
            rest = rest.dropFirst(key.count).drop { $0.isWhitespace }
            var value = ""
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0.isWhitespace }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    rest = rest.dropFirst()
                    value = String(rest.prefix { $0 != quote })
                    rest = rest.dropFirst(value.count + 1)
                } else {
                    value = String(rest.prefix { !$0.isWhitespace })
                    rest = rest.dropFirst(value.count)
                }
            }
            if key.isEmpty { rest = rest.dropFirst(); continue }
            attributes[key.lowercased()] = HTMLText.decodeEntities(value)
        }
        return Element(name: name, attributes: attributes, end: 0, textStart: 0, textEnd: 0)
    }
}
