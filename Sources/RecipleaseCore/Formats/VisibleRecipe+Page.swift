import Foundation

/// The page as `VisibleRecipe` reads it: its elements, where its ingredient list and steps are
/// shown, and its title.
extension VisibleRecipe {
    struct Page {
        let scope: Microdata.Scope
        var elements: [Microdata.Element] { scope.elements }
        /// Each element's parent (the document's is itself).
        var parent: [Int] = []
        /// Whether an element holds a block element (a paragraph, a list...), not only text and inline markup.
        var holdsBlocks: [Bool] = []
        /// Whether an element sits inside a link, a button or a navigation block: its text names
        /// another place, it heads nothing here.
        var inNavigation: [Bool] = []
        /// Whether an element is, or sits inside, the site's frame rather than the page's own
        /// content (`isChrome`): nothing in it is the recipe, and a section ends where it starts.
        var inChrome: [Bool] = []
        /// Whether an element is, or sits inside, one the reader does not see (`isUnseen`).
        var hidden: [Bool] = []
        /// Whether an element holds a list item or a table row.
        var holdsItem: [Bool] = []
        /// Whether some element is hidden by its inline style alone.
        var stylesHidden = false
        /// Whether a name and its amount in two blocks side by side read as one line (`pairedLine`).
        var joinsPairs = true

        /// Elements that may sit inside a line of text without making it a block of its own.
        static let transparent: Set<String> = HTMLText.inlineElements.union([
            "br", "wbr", "img", "input", "label", "svg", "picture", "source", "button", "i", "del", "ins",
        ])
        static let navigation: Set<String> = ["a", "button", "nav", "select", "option", "label", "textarea", "title"]
        /// Elements that may head a section.
        static let notHeadings: Set<String> = navigation.union([
            "li", "ul", "ol", "table", "tbody", "thead", "tr", "td", "html", "body", "head", "form", "#document",
        ])

        /// With `revealingStyled`, an inline `display: none` hides nothing.
        init(_ scope: Microdata.Scope, revealingStyled: Bool = false) {
            self.scope = scope
            let count = scope.elements.count
            parent = Array(repeating: 0, count: count)
            holdsBlocks = Array(repeating: false, count: count)
            inNavigation = Array(repeating: false, count: count)
            inChrome = Array(repeating: false, count: count)
            hidden = Array(repeating: false, count: count)
            holdsItem = Array(repeating: false, count: count)
            // Whether an element sits inside an article, a section or the main content: there a
            // header is the article's (its title), not the site's.
            var inContent = Array(repeating: false, count: count)
            var open: [Int] = []
            for index in 0..<count {
                while let last = open.last, scope.elements[last].end <= index { open.removeLast() }
                if let last = open.last {
                    parent[index] = last
                    let parentName = scope.elements[last].name
                    inNavigation[index] = inNavigation[last] || Self.navigation.contains(parentName)
                    inContent[index] = inContent[last] || Self.content.contains(parentName)
                        || scope.elements[last].attributes["role"] == "main"
                    if !Self.transparent.contains(scope.elements[index].name) { holdsBlocks[last] = true }
                }
                inChrome[index] = index > 0 && (inChrome[parent[index]] || Self.isChrome(scope.elements[index], inContent: inContent[index]))
                let styled = Self.isStyledHidden(scope.elements[index])
                stylesHidden = stylesHidden || styled
                hidden[index] = index > 0 && (hidden[parent[index]] || (!revealingStyled && styled) || Self.isUnseen(scope.elements[index])
                    || Self.isFootnoteMark(index, in: scope))
                open.append(index)
            }
            // Children come after their parents: one backward pass marks every holder.
            for index in stride(from: count - 1, to: 0, by: -1) where holdsItem[index] || Self.items.contains(scope.elements[index].name) {
                holdsItem[parent[index]] = true
            }
        }

        /// Elements that are one line of a list.
        static let items: Set<String> = ["li", "tr"]

        /// Elements whose header is their own, not the site's.
        static let content: Set<String> = ["article", "main", "section"]
        /// Landmark roles of the site's frame: its banner, menus, sidebars and footer.
        static let chromeRoles: Set<String> = ["banner", "navigation", "complementary", "contentinfo", "menu", "menubar", "dialog"]
        /// How themes name the frame's parts in a class or an id: a name that is one of these, or
        /// starts with one and a dash or an underscore ("sidebar-primary", "share_buttons",
        /// "related-posts"). A name that only holds one ("content-sidebar-wrap") is not one.
        static let chromeNames = [
            "sidebar", "widget", "share", "sharing", "social", "related", "relatedposts", "breadcrumb", "breadcrumbs",
            "comments", "comment-list", "newsletter", "site-header", "site-footer", "site-nav", "footer", "menu",
            "nav", "navbar", "navigation", "cookie", "popup", "modal", "advert", "ad-container", "jp-relatedposts",
        ]
        /// Elements never taken as the frame by their names alone: they hold the page.
        static let neverChromeByName: Set<String> = ["html", "body", "main", "article", "#document"]

        /// The site's frame rather than the page's content: navigation and sidebars (`<nav>`,
        /// `<aside>`), the site's footer and its header (one outside any article, section or
        /// main content), a landmark role of the frame, or a class or id that names one.
        static func isChrome(_ element: Microdata.Element, inContent: Bool) -> Bool {
            switch element.name {
            case "nav", "aside", "footer": return true
            case "header": if !inContent { return true }
            default: break
            }
            if let role = element.attributes["role"]?.lowercased(), chromeRoles.contains(role) { return true }
            guard !neverChromeByName.contains(element.name) else { return false }
            let names = element.classAndID.split(whereSeparator: \.isWhitespace)
            // Blogger sets the post itself in a widget (`<div class="widget Blog" id="Blog1">`).
            if names.contains(where: { $0.lowercased() == "blog" }) { return false }
            return names.contains { name in
                chromeNames.contains { word in
                    guard name.hasPrefix(word) else { return false }
                    let next = name.dropFirst(word.count).first
                    return next == nil || next == "-" || next == "_"
                }
            }
        }

        /// The byte length of an element's text, without copying it.
        func length(_ index: Int) -> Int { elements[index].textEnd - elements[index].textStart }

        func text(_ index: Int) -> String {
            String(decoding: scope.text[elements[index].textStart..<elements[index].textEnd], as: UTF8.self)
        }

        /// An element's text without what a reader does not see as part of it: text kept for
        /// screen readers or print, hidden elements and buttons.
        func shownText(_ index: Int, skipping skipped: (Int) -> Bool = { _ in false }) -> String {
            Self.text(of: index, in: scope) { hidden[$0] || skipped($0) }
        }

        /// An element's text without that of the elements inside it `leftOut` names (and theirs).
        static func text(of index: Int, in scope: Microdata.Scope, leavingOut leftOut: (Int) -> Bool) -> String {
            let elements = scope.elements
            var bytes: [UInt8] = []
            var position = elements[index].textStart
            var inner = index + 1
            while inner < elements[index].end {
                if leftOut(inner) {
                    let start = max(position, elements[inner].textStart)
                    bytes += scope.text[position..<start]
                    position = max(start, elements[inner].textEnd)
                    inner = max(elements[inner].end, inner + 1)
                } else {
                    inner += 1
                }
            }
            bytes += scope.text[min(position, elements[index].textEnd)..<elements[index].textEnd]
            return String(decoding: bytes, as: UTF8.self)
        }

        /// A footnote's mark raised after a line's words ("miso<sup><a href="#note-1">1</a></sup>",
        /// "seeds<sup>2</sup>"): a `<sup>` of one to three digits or `*†‡` that links within the
        /// page, or that nothing but a space follows in its parent, or something other than a
        /// fraction's slash or a digit ("1<sup>1</sup>⁄<sub>2</sub>" is one and a half).
        static func isFootnoteMark(_ index: Int, in scope: Microdata.Scope) -> Bool {
            let element = scope.elements[index]
            guard element.name == "sup", element.textEnd > element.textStart, element.textEnd - element.textStart <= 24 else { return false }
            let mark = String(decoding: scope.text[element.textStart..<element.textEnd], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard (1...3).contains(mark.count), mark.allSatisfy({ ("0"..."9").contains($0) || "*†‡".contains($0) }) else { return false }
            let linksWithin = ((index + 1)..<element.end).contains { scope.elements[$0].attributes["href"]?.hasPrefix("#") == true }
            if linksWithin { return true }
            // What follows it inside its parent (found within 64 elements back; else not a mark)
            guard let parent = stride(from: index - 1, through: max(0, index - 64), by: -1).first(where: { scope.elements[$0].end > index })
            else { return false }
            let end = scope.elements[parent].textEnd
            var next = element.textEnd
            while next < end, scope.text[next] == 0x20 || scope.text[next] == 0x09 || scope.text[next] == 0x0A { next += 1 }
            guard next < end else { return true }
            let byte = scope.text[next]
            // "/" or the fraction slash (E2 81 84), or a digit: the mark is part of a number
            let fraction = byte == 0x2F || (byte == 0xE2 && next + 2 < end && scope.text[next + 1] == 0x81 && scope.text[next + 2] == 0x84)
            return !fraction && !(0x30...0x39).contains(byte)
        }

        static let unseenClasses = ["sr-only", "screen-reader", "visually-hidden", "visuallyhidden", "print-only", "hidden-print"]
        /// Whole class names that hide an element ("d-none", "hidden"), unless another of its
        /// classes shows it again on some screens ("d-none d-md-block", "hidden md:block").
        static let hidingClasses: Set<String> = ["d-none", "hidden", "is-hidden", "hide", "invisible", "display-none"]

        /// An element hidden by its inline style (`display: none`), which a page's script may undo.
        static func isStyledHidden(_ element: Microdata.Element) -> Bool {
            guard let style = element.attributes["style"] else { return false }
            return style.lowercased().replacingOccurrences(of: " ", with: "").contains("display:none")
        }

        /// An element its markup hides from every reader: `hidden`, `aria-hidden="true"`.
        static func isMarkedHidden(_ element: Microdata.Element) -> Bool {
            element.attributes["hidden"] != nil || element.attributes["aria-hidden"] == "true"
        }

        /// Text kept for screen readers or print, hidden elements, buttons (an inline
        /// `display: none` is `isStyledHidden`).
        static func isUnseen(_ element: Microdata.Element) -> Bool {
            let attributes = element.attributes
            if element.name == "button" || isMarkedHidden(element) { return true }
            guard let classes = attributes["class"]?.lowercased() else { return false }
            if unseenClasses.contains(where: { classes.contains($0) }) { return true }
            let names = classes.split(whereSeparator: \.isWhitespace)
            guard names.contains(where: { hidingClasses.contains(String($0)) }) else { return false }
            return !names.contains { $0.contains(":") || ($0.hasPrefix("d-") && $0 != "d-none") }
        }

        /// An element's text as the lines its `<br>`s make, each tidied; empty ones left out.
        func lines(_ index: Int) -> [String] {
            shownText(index).split(separator: "\n").map { HTMLText.ungarbled(String($0)) }.filter { !$0.isEmpty }
        }

        /// A list item or a table row as one line: a `<br>` inside one does not make two. A row's
        /// cell that holds no letter or digit ("*" pointing to a note, a lone bullet) is a mark
        /// beside the line, not part of it.
        func itemLine(_ index: Int) -> String {
            if isOnlyControl(index) { return "" }
            guard elements[index].name == "tr" else { return HTMLText.ungarbled(shownText(index)) }
            var cells: [String] = []
            var marked = false
            var inner = index + 1
            while inner < elements[index].end {
                guard Self.cells.contains(elements[inner].name), !hidden[inner] else { inner += 1; continue }
                let cell = HTMLText.tidy(shownText(inner))
                if cell.contains(where: { $0.isLetter || $0.isNumber }) { cells.append(cell) } else if !cell.isEmpty { marked = true }
                inner = max(elements[inner].end, inner + 1)
            }
            return HTMLText.ungarbled(marked ? cells.joined(separator: " ") : shownText(index))
        }

        static let cells: Set<String> = ["td", "th"]

        /// An item whose whole text is one link that goes nowhere but runs the page's script
        /// (`href="javascript:..."` or `"#"`: "Save to shopping list"): a control, no line. Not
        /// when its text holds a number: a list to tick off sets each line in such a link.
        func isOnlyControl(_ index: Int) -> Bool {
            let end = min(elements[index].end, index + 64)
            guard let link = ((index + 1)..<end).first(where: { elements[$0].name == "a" }),
                  let target = elements[link].attributes["href"]?.trimmingCharacters(in: .whitespaces).lowercased(),
                  target == "#" || target.hasPrefix("javascript:") else { return false }
            let text = HTMLText.tidy(shownText(link))
            return !text.isEmpty && !text.contains(where: \.isNumber) && text == HTMLText.tidy(shownText(index))
        }

        /// The lines of an item that opens with a group's name and breaks into lines after it
        /// ("<li><b>For the sauce</b>:<br>2 eggs<br>1 cup milk</li>"): each line after the name;
        /// nil for any other item (a `<br>` inside one does not make two).
        func groupedLines(_ index: Int) -> [String]? {
            guard scope.text[elements[index].textStart..<elements[index].textEnd].contains(Microdata.lineBreak) else { return nil }
            let found = lines(index)
            guard found.count >= 3, VisibleRecipe.namesGroup(found[0]) else { return nil }
            return Array(found.dropFirst())
        }

        /// A block holding two blocks, a name and its amount, side by side in either order
        /// (`<div><p>potatoes</p><p>1 kilogram</p></div>`, `<dt>40 g</dt><dd>bacon</dd>`, "醤油" beside
        /// "大さじ2", "salt" beside "to taste"): one line,
        /// in the page's order. Nil for any other element, among them two blocks that both hold
        /// digits, that hold more than one line each, or of which one is a heading.
        func pairedLine(_ index: Int) -> String? {
            // A list of two items is two lines ("1 egg", "pearl sugar"), whatever they hold.
            guard holdsBlocks[index], length(index) <= 300, !holdsItem[index] else { return nil }
            let end = elements[index].end
            guard end - index <= 64 else { return nil }
            var halves: [String] = []
            var inner = index + 1
            while inner < end {
                if length(inner) == 0 || hidden[inner] { inner = max(elements[inner].end, inner + 1); continue }
                // A group's title beside its lines is no half of one.
                // A half may be inline beside a block one (`<p>Свёкла</p><span>2 штуки</span>`), not a control.
                guard parent[inner] == index, !holdsBlocks[inner], !Self.navigation.contains(elements[inner].name),
                      level(inner) == nil, !namesHeading(inner), halves.count < 2 else { return nil }
                let found = lines(inner)
                guard found.count == 1 else { return nil }
                halves.append(found[0])
                inner = max(elements[inner].end, inner + 1)
            }
            guard halves.count == 2 else { return nil }
            // Inline halves side by side are one line already, unless a block sets one apart.
            guard ((index + 1)..<end).contains(where: { parent[$0] == index && !Self.transparent.contains(elements[$0].name) }) else { return nil }
            let unmeasured = halves.map(VisibleRecipe.isUnmeasured)
            let amounts = zip(halves, unmeasured).map { VisibleRecipe.isAmountOnly($0) || $1 }
            let digits = halves.map { $0.contains(where: \.isNumber) }
            // One half an amount (with a number, or "to taste"), the other a name without one.
            guard amounts[0] != amounts[1] else { return nil }
            let amount = amounts[0] ? 0 : 1
            guard !digits[1 - amount], digits[amount] || unmeasured[amount] else { return nil }
            let line = halves.joined(separator: " ")
            return HTMLText.ungarbled(shownText(index)) == line ? line : nil
        }

        /// A list item that names a group of lines rather than being one: it ends in a colon, it
        /// is written in capitals without an amount ("FOR THE SAUCE"), or all its text is a
        /// heading, bold, or a block whose class names a title ("<li><h3>For the filling</h3></li>",
        /// `<td><div class="ingredient-heading">`).
        func isGroupHeading(_ index: Int, _ line: String) -> Bool {
            if line.hasSuffix(":") || namesHeading(index) || VisibleRecipe.isInCapitals(line) { return true }
            if elements[index].name == "tr", !line.contains(where: \.isNumber), headsColumns(index) { return true }
            let end = min(elements[index].end, index + 64)
            return ((index + 1)..<end).contains { inner in
                let name = elements[inner].name
                guard level(inner) != nil || name == "strong" || name == "b" || name == "th" || namesHeading(inner) else { return false }
                return HTMLText.ungarbled(text(inner)) == line
            }
        }

        /// Whether a table row names its columns ("Amount | Ingredient"): it sits in the table's
        /// head, or each of its cells is a header cell or all one bold element.
        func headsColumns(_ index: Int) -> Bool {
            if elements[parent[index]].name == "thead" { return true }
            var inner = index + 1
            var cells = 0
            while inner < elements[index].end {
                guard Self.cells.contains(elements[inner].name), !hidden[inner] else { inner += 1; continue }
                let cell = HTMLText.tidy(shownText(inner))
                if !cell.isEmpty {
                    cells += 1
                    let end = elements[inner].end
                    let bold = ((inner + 1)..<end).contains { element in
                        ["strong", "b"].contains(elements[element].name) && HTMLText.tidy(shownText(element)) == cell
                    }
                    guard elements[inner].name == "th" || bold else { return false }
                }
                inner = max(elements[inner].end, inner + 1)
            }
            return cells >= 2
        }

        /// The lines one block breaks with `<br>` without its groups' names (`Microdata.withoutGroupNames`).
        func withoutGroupNames(_ lines: [String], in index: Int) -> [String] {
            var scan = 4096
            return Microdata.withoutGroupNames(lines, in: index, of: elements, scanning: &scan) { HTMLText.ungarbled(shownText($0)) }
        }

        /// Whether a declared line is a group's heading that the page shows as a heading, not
        /// among its ingredient items: a short line without digits ending in a colon ("For the
        /// sauce:"), shown by some element outside any list item or table row, and by none inside one.
        func showsAsHeading(_ line: String) -> Bool {
            guard VisibleRecipe.namesGroup(line) else { return false }
            let bare = String(line.dropLast()).trimmingCharacters(in: .whitespaces)
            let size = line.utf8.count
            var shownApart = false
            for index in 1..<max(elements.count, 1) where length(index) >= bare.utf8.count && length(index) <= size * 2 + 40 && !hidden[index] {
                let text = HTMLText.ungarbled(shownText(index))
                guard text == line || text == bare else { continue }
                var ancestor = index
                while ancestor > 0 {
                    if elements[ancestor].name == "li" || elements[ancestor].name == "tr" { return false }
                    ancestor = parent[ancestor]
                }
                shownApart = true
            }
            return shownApart
        }

        /// The texts of list items set wholly in bold without a digit ("<li><strong>Muffins
        /// dough</strong></li>") in lists where no item with a digit has bold in it: there bold
        /// marks a group's name, not a food. One pass over the page, bounded like the sections.
        func boldGroupItems() -> Set<String> {
            // The lists where an item with a digit holds bold (there bold names foods).
            var boldsAmounts: Set<Int> = []
            var candidates: [(list: Int, line: String)] = []
            var index = 1
            var items = 0
            while index < elements.count, items < maxLines * 4 {
                guard elements[index].name == "li", !hidden[index], length(index) > 0 else { index += 1; continue }
                items += 1
                let end = min(elements[index].end, index + 64)
                let bold = ((index + 1)..<end).filter { elements[$0].name == "strong" || elements[$0].name == "b" }
                let line = HTMLText.ungarbled(shownText(index))
                let list = parent[index]
                if line.contains(where: \.isNumber) {
                    if !bold.isEmpty { boldsAmounts.insert(list) }
                } else if line.count <= 60, !line.isEmpty,
                          bold.contains(where: { length($0) <= 480 && HTMLText.ungarbled(text($0)) == line }) {
                    candidates.append((list, line))
                }
                index = max(elements[index].end, index + 1)
            }
            return Set(candidates.filter { !boldsAmounts.contains($0.list) }.map(\.line))
        }

        /// Items that each end in the same link or button ("Add to shopping list"): the page's
        /// control, repeated in every item, is no part of the lines.
        func withoutRepeatedControl(_ items: [(index: Int, line: String)]) -> [String] {
            let lines = items.map(\.line)
            guard items.count >= 3 else { return lines }
            var ending: String?
            for item in items {
                let end = min(elements[item.index].end, item.index + 64)
                guard let control = ((item.index + 1)..<end).last(where: { Self.controls.contains(elements[$0].name) && length($0) > 0 }) else { return lines }
                let text = HTMLText.ungarbled(shownText(control))
                guard !text.isEmpty, text.count < item.line.count, item.line.hasSuffix(text), ending == nil || ending == text else { return lines }
                ending = text
            }
            guard let ending else { return lines }
            return lines.map { HTMLText.tidy(String($0.dropLast(ending.count))) }
        }

        static let controls: Set<String> = ["a", "button"]

        /// Whether an element's class says it is a title ("recipe-ingredients__title", "group-header").
        func namesHeading(_ index: Int) -> Bool {
            guard let classes = elements[index].attributes["class"]?.lowercased() else { return false }
            if ["title", "heading", "header", "subhead", "sectionhead", "category"].contains(where: { classes.contains($0) }) { return true }
            // A group's label among the items (Zip Recipes' `ingredient-label`); themes name an
            // item's own text `recipe-ingredients-item-label`, so only the whole name counts.
            return classes.split(whereSeparator: \.isWhitespace).contains { $0 == "ingredient-label" }
        }

        /// 1 for `<h1>` ... 6 for `<h6>`.
        func level(_ index: Int) -> Int? {
            let name = elements[index].name
            guard name.count == 2, name.first == "h", let digit = name.last?.wholeNumberValue, (1...6).contains(digit) else { return nil }
            return digit
        }

        /// What an element heads: short text, not a link or a list item.
        func headingKind(_ index: Int) -> HeadingKind? {
            guard length(index) > 0, length(index) <= 120, !inNavigation[index], !inChrome[index], !hidden[index],
                  !Self.notHeadings.contains(elements[index].name),
                  level(index) != nil || !holdsBlocks[index] else { return nil }
            // A block of several lines is no heading: its first line may be one ("<p><strong>Method</strong><br>1. Heat…").
            if elements[index].name == "p", scope.text[elements[index].textStart..<elements[index].textEnd].contains(Microdata.lineBreak) {
                return nil
            }
            return VisibleRecipe.headingKind(HTMLText.tidy(text(index)))
        }

        /// A heading's level: its own, else that of a heading element it wraps.
        func headingLevel(_ index: Int) -> Int? {
            if let level = level(index) { return level }
            let end = min(elements[index].end, index + 64)
            return (index..<end).lazy.compactMap { level($0) }.min()
        }

        /// Headings of one kind, outermost only, in document order.
        func headings(_ kind: HeadingKind) -> [Int] {
            var found: [Int] = []
            var index = 1
            while index < elements.count, found.count < maxHeadings {
                if headingKind(index) == kind {
                    found.append(index)
                    index = max(elements[index].end, index + 1)
                } else {
                    index += 1
                }
            }
            return found
        }

        /// The nearest element holding both.
        func commonAncestor(_ first: Int, _ second: Int) -> Int {
            var ancestor = first
            while ancestor > 0, !(ancestor <= second && second < elements[ancestor].end) { ancestor = parent[ancestor] }
            return ancestor
        }

        /// An item that holds a list of notes under its own line ("<li>1 lb ground beef<ul><li>or
        /// half beef, half pork</li></ul></li>"): its own text when that starts with an amount and
        /// is no group's name; the notes are not lines of the recipe. Nil for any other item, and
        /// a group's item ("Spice mix:" over its lines) gives its list's items as before.
        func lineOverNotes(_ index: Int) -> String? {
            guard elements[index].name == "li", holdsItems(index) else { return nil }
            let own = HTMLText.tidy(HTMLText.ungarbled(shownText(index) { Self.lists.contains(elements[$0].name) }))
            guard let first = own.first, first.isNumber || first.vulgarFraction != nil, !own.hasSuffix(":"), own.contains(where: \.isLetter) else { return nil }
            return own
        }

        static let lists: Set<String> = ["ul", "ol"]

        /// Whether an element holds list items or table rows (then those are the lines, not it).
        func holdsItems(_ index: Int) -> Bool {
            let end = min(elements[index].end, index + maxSection)
            return ((index + 1)..<end).contains { elements[$0].name == "li" || elements[$0].name == "tr" }
        }

        /// An inline element set among blocks that breaks its text into lines (`<div><h5>...</h5>
        /// <span>1 leek<br>2 eggs</span></div>`): a paragraph in all but its name.
        func standsApart(_ index: Int) -> Bool {
            index > 0 && holdsBlocks[parent[index]]
                && scope.text[elements[index].textStart..<elements[index].textEnd].contains(Microdata.lineBreak)
        }

        // MARK: Sections

        struct Section {
            var lines: [String]
            /// The heading of the section that ended this one, if a heading did.
            var next: Int?
        }

        /// The lines after a heading: the items of the lists that follow (a table's rows count as
        /// items), else the lines of the paragraphs that follow. The section ends at a heading of
        /// another kind, at a heading element as high as its own, at the end of the element that
        /// holds the heading and its first item, or, after a list, at prose. Paragraphs end with
        /// the element that holds the heading and the first of them, or at prose; a list that
        /// starts soon after still wins ("2 servings" between a heading and its list).
        func section(after heading: Int, steps: Bool) -> Section {
            let headingLevel = headingLevel(heading)
            let longest = steps ? 4_000 : 300
            var items: [(index: Int, line: String)] = []
            var paragraphs: [String] = []
            var itemsIn: Int?
            var paragraphsIn: Int?
            var paragraphsEnded: Int?
            var next: Int?
            var index = elements[heading].end
            let limit = min(elements.count, index + maxSection)
            // An inline heading at the head of its block's lines ("<p><strong>Ingredients</strong><br>
            // 2 eggs<br>1 cup sugar</p>"): those lines come first, up to a heading of another kind
            // in the same block; the blocks after it follow (a group's "<p><strong>For the glaze:</strong><br>…").
            let holder = parent[heading]
            if holder > 0, Self.transparent.contains(elements[heading].name), index < elements[holder].end {
                let stop = (index..<min(elements[holder].end, limit)).first { inner in
                    headingKind(inner).map { $0 != (steps ? .method : .ingredients) } ?? false
                }
                let end = stop ?? min(elements[holder].end, limit)
                // Text and inline markup only: a list or a block between is read as such below.
                let loose = (index..<end).allSatisfy { Self.transparent.contains(elements[$0].name) }
                    ? looseLines(after: heading, until: stop) : []
                if !loose.isEmpty {
                    if let stop { return Section(lines: loose, next: stop) }
                    paragraphs = steps ? loose : loose.filter { !$0.hasSuffix(":") }
                    paragraphsIn = parent[holder]
                    index = elements[holder].end
                }
            }
            while index < limit, items.count < maxLines, paragraphs.count < maxLines {
                if let itemsIn, index >= elements[itemsIn].end { break }
                if itemsIn == nil, paragraphsEnded == nil, let paragraphsIn, index >= elements[paragraphsIn].end { paragraphsEnded = index }
                if itemsIn == nil, let paragraphsEnded, index - paragraphsEnded > 300 { break }
                let element = elements[index]
                if hidden[index] {
                    index = max(element.end, index + 1)
                    continue
                }
                if inChrome[index], !inChrome[heading] {
                    // The site's frame: after the lines, it ends them; before, it is stepped over
                    // (share buttons between a heading and its list).
                    if !items.isEmpty || !paragraphs.isEmpty { break }
                    index = max(element.end, index + 1)
                    continue
                }
                if let kind = headingKind(index) {
                    if kind != (steps ? .method : .ingredients) { next = index; break }
                    index = max(element.end, index + 1)
                    continue
                }
                if let level = level(index), let headingLevel, level <= headingLevel, length(index) > 0 {
                    // Nested deeper inside a block named for the ingredients that holds the heading,
                    // a heading as high is a group's title ("Zutaten", then "Käsesahnesoße" over its lines).
                    let holder = parent[heading]
                    guard holder > 0, index < elements[holder].end, parent[index] != holder, namesIngredients(holder) else { break }
                    index = max(element.end, index + 1)
                    continue
                }
                // A description list of amounts and foods; one of labels ("Yields:" "1 cake",
                // "Prep:" "15 min") is a recipe's facts, read as paragraphs.
                if !steps, element.name == "dl", !labelsValues(index) {
                    let described = descriptionLines(index)
                    if described.count >= 2 {
                        if itemsIn == nil { itemsIn = commonAncestor(heading, index) }
                        items += described
                        index = max(element.end, index + 1)
                        continue
                    }
                }
                if element.name == "li" || element.name == "tr" {
                    if !steps, let line = lineOverNotes(index) {
                        if itemsIn == nil { itemsIn = commonAncestor(heading, index) }
                        items.append((index, line))
                        index = max(element.end, index + 1)
                        continue
                    }
                    if holdsItems(index) { index += 1; continue }
                    if !steps, let grouped = groupedLines(index) {
                        if itemsIn == nil { itemsIn = commonAncestor(heading, index) }
                        items += grouped.map { (index, $0) }
                        index = max(element.end, index + 1)
                        continue
                    }
                    let line = itemLine(index)
                    if line.count > longest { break }
                    if !line.isEmpty {
                        if itemsIn == nil { itemsIn = commonAncestor(heading, index) }
                        if steps || !isGroupHeading(index, line) { items.append((index, line)) }
                    }
                    index = max(element.end, index + 1)
                    continue
                }
                let paired = steps || !joinsPairs || inNavigation[index] ? nil : pairedLine(index)
                if paired != nil || !holdsBlocks[index] && (!Self.transparent.contains(element.name) || standsApart(index)) && length(index) > 0 && !inNavigation[index] {
                    if !steps, items.isEmpty, paragraphs.isEmpty, labelsControl(index) {
                        index = max(element.end, index + 1)
                        continue
                    }
                    let found = paired.map { [$0] } ?? lines(index)
                    // A block whose first line heads another section ("<p><strong>Method</strong><br>1. Heat…")
                    // starts that section; a sentence that opens with the word does not ("Ingredients
                    // should be cold before you start.<br>Rub…" is a step).
                    if found.count >= 2, VisibleRecipe.readsAsHeading(found[0]), let kind = VisibleRecipe.headingKind(found[0]),
                       kind != (steps ? .method : .ingredients) {
                        next = index
                        break
                    }
                    let prose = found.contains { $0.count > (steps ? longest : 200) }
                    if !items.isEmpty {
                        // A group's heading or a short note between lists; prose ends them.
                        if found.joined().count > 150 && !steps { break }
                    } else if prose {
                        if !paragraphs.isEmpty { break }
                    } else if !found.isEmpty, paragraphsEnded == nil {
                        if paragraphsIn == nil { paragraphsIn = commonAncestor(heading, index) }
                        // A line that ends in a colon, or a block named as a title, heads a group.
                        // A number alone is an amount, whatever its class says.
                        // So does a heading element deeper than the section's without a digit
                        // ("<h2>Ingredients</h2><div><h3>Béchamel</h3><span>4 cups milk</span>").
                        let headsGroup = namesHeading(index) && !found.allSatisfy(VisibleRecipe.isLoneNumber)
                            || level(index) != nil && !found.contains { $0.contains(where: \.isNumber) }
                            // a paragraph that is one bold name ("<p><strong>Glaze</strong></p>")
                            || found.count == 1 && found[0].count <= 60 && !found[0].contains(where: \.isNumber) && isGroupHeading(index, found[0])
                        if steps || !headsGroup {
                            paragraphs += steps ? found : withoutGroupNames(found, in: index).filter { !$0.hasSuffix(":") }
                        }
                    }
                    index = max(element.end, index + 1)
                    continue
                }
                index += 1
            }
            var lines = items.isEmpty ? (steps ? paragraphs : VisibleRecipe.joiningLoneNumbers(paragraphs))
                : steps ? items.map(\.line) : withoutRepeatedControl(items)
            if lines.isEmpty { lines = looseLines(after: heading, until: next) }
            return Section(lines: steps ? lines : Array(lines.drop(while: VisibleRecipe.countsServings)), next: next)
        }

        /// The lines of text set loose in the heading's block after it, broken by `<br>` and in
        /// no element of their own ("<b>Ingredients</b><br>- 2 potatoes<br>- 1 onion<br><b>Method</b>"),
        /// up to the next section's heading: for an inline heading only, with no lines otherwise.
        func looseLines(after heading: Int, until next: Int?) -> [String] {
            let holder = parent[heading]
            guard holder > 0, Self.transparent.contains(elements[heading].name) else { return [] }
            let start = elements[heading].textEnd
            let end = min(next.map { elements[$0].textStart } ?? Int.max, elements[holder].textEnd)
            guard start < end, end - start <= 64 << 10 else { return [] }
            let lines = scope.text[start..<end].split(separator: Microdata.lineBreak)
                .map { HTMLText.ungarbled(String(decoding: $0, as: UTF8.self)) }
                .filter { !$0.isEmpty && $0 != ":" }
            // Prose is a post's text, not a list.
            return lines.count >= 2 && lines.count <= maxLines && lines.allSatisfy({ $0.count <= 300 }) ? lines : []
        }

        // MARK: What the page shows

        /// The ingredient lines as the page shows them: microdata properties (unless the section
        /// of the first ingredients heading shows each of them with its amount, `showsAmounts`),
        /// else that section, else the list items of the first element whose class or id names
        /// ingredients.
        func ingredientList() -> [String]? {
            ingredientSection()?.lines
        }

        func ingredientSection() -> (lines: [String], heading: Int?, next: Int?)? {
            let loose = properties(["recipeIngredient", "ingredients"])
            var headed: (lines: [String], heading: Int?, next: Int?)?
            // The first section that reads as an ingredient list, else the first with lines: a
            // post's "Ingredients" heading over remarks on each ("Bananas – ripe ones are
            // sweeter.") comes before the card's list.
            for heading in headings(.ingredients) {
                let section = section(after: heading, steps: false)
                guard !section.lines.isEmpty else { continue }
                if VisibleRecipe.readsAsIngredients(section.lines) { headed = (section.lines, heading, section.next); break }
                if headed == nil { headed = (section.lines, heading, section.next) }
            }
            if !loose.isEmpty {
                // Properties on a part of each shown line (the name, its amount beside it): the
                // lines under the heading.
                if let headed, showsAmounts(headed.lines, of: loose) { return headed }
                return (propertiesList() ?? loose, nil, nil)
            }
            if let headed { return headed }
            if let named = namedList() { return (named, nil, nil) }
            return nil
        }

        /// The whole list the ingredient properties are items of, when the page marks only some
        /// of its items ("<li itemprop=recipeIngredient>1 cucumber</li><li>1/2 cup olives</li>"):
        /// every property a list item of one list, which shows more items besides. Nil otherwise.
        func propertiesList() -> [String]? {
            var list: Int?
            var itemTag: String?
            var marked = 0
            var index = 1
            while index < elements.count, marked < maxLines {
                let names = elements[index].attributes["itemprop"]?.split(whereSeparator: \.isWhitespace) ?? []
                guard names.contains(where: { Microdata.ingredientProperties.contains($0) }) else { index += 1; continue }
                // List items, or blocks a theme lines up as items (`<div class="cooked-ingredient">`).
                let tag = elements[index].name
                guard tag == "li" || (Self.itemBlocks.contains(tag) && namesIngredients(index)),
                      list == nil || (list == parent[index] && itemTag == tag) else { return nil }
                list = parent[index]
                itemTag = tag
                marked += 1
                index = max(elements[index].end, index + 1)
            }
            guard let list, let itemTag, itemTag != "li" || ["ul", "ol"].contains(elements[list].name) else { return nil }
            var lines: [String] = []
            var item = list + 1
            let end = min(elements[list].end, list + maxSection)
            while item < end, lines.count < maxLines {
                if parent[item] == list, elements[item].name == itemTag, itemTag == "li" || namesIngredients(item), !hidden[item] {
                    let line = itemLine(item)
                    if !line.isEmpty, !isGroupHeading(item, line) { lines.append(line) }
                }
                item = parent[item] == list ? max(elements[item].end, item + 1) : item + 1
            }
            return lines.count > marked ? lines : nil
        }

        /// The text of every element whose `itemprop` is one of `names`, outermost only.
        func properties(_ names: [String]) -> [String] {
            var found: [String] = []
            var index = 1
            while index < elements.count, found.count < maxLines {
                if let property = elements[index].attributes["itemprop"],
                   property.split(whereSeparator: \.isWhitespace).contains(where: { names.contains(String($0)) }) {
                    let ingredients = names.contains { Microdata.ingredientProperties.contains(Substring($0)) }
                    found += ingredients ? withoutGroupNames(lines(index), in: index) : lines(index)
                    index = max(elements[index].end, index + 1)
                } else {
                    index += 1
                }
            }
            return found
        }

        /// A block of buttons with a word beside them and no digit ("Scale 1x 2x 3x", the buttons
        /// unseen): a control set atop a list, not its first line.
        func labelsControl(_ index: Int) -> Bool {
            let end = min(elements[index].end, index + 64)
            guard ((index + 1)..<end).contains(where: { Self.controlBlocks.contains(elements[$0].name) }) else { return false }
            return !shownText(index).contains(where: \.isNumber)
        }

        static let controlBlocks: Set<String> = ["button", "select"]

        /// Whether an element's class or id names ingredients, in English or in the languages of
        /// the heading words ("recipe-ingredients", "ingredienser", "zutaten-liste", "skladniki").
        func namesIngredients(_ index: Int) -> Bool {
            let names = elements[index].classAndID
            return VisibleRecipe.ingredientClassWords.contains { names.contains($0) }
        }

        /// The list items inside the first element whose class or id names ingredients; in a
        /// description list, each term with its descriptions ("flour" "200 g") is one line.
        func namedList() -> [String]? {
            var tried = 0
            var index = 1
            while index < elements.count, tried < maxHeadings {
                guard namesIngredients(index), !inNavigation[index], !inChrome[index] else { index += 1; continue }
                tried += 1
                // A description list named so is the list itself.
                var items: [(index: Int, line: String)] = elements[index].name == "dl" ? descriptionLines(index) : []
                var item = elements[index].name == "dl" ? elements[index].end : index + 1
                let end = min(elements[index].end, index + maxSection)
                while item < end, items.count < maxLines {
                    let name = elements[item].name
                    if hidden[item] {
                        item = max(elements[item].end, item + 1)
                    } else if name == "dl" {
                        items += descriptionLines(item)
                        item = max(elements[item].end, item + 1)
                    } else if name == "li", let line = lineOverNotes(item) {
                        items.append((item, line))
                        item = max(elements[item].end, item + 1)
                    } else if name == "li", !holdsItems(item) {
                        let line = itemLine(item)
                        if !line.isEmpty, !isGroupHeading(item, line) { items.append((item, line)) }
                        item = max(elements[item].end, item + 1)
                    } else {
                        item += 1
                    }
                }
                if items.count >= 2 { return withoutRepeatedControl(items) }
                if let blocks = namedBlocks(in: index), blocks.count >= 2 { return withoutRepeatedControl(blocks) }
                index = max(elements[index].end, index + 1)
            }
            return nil
        }

        /// Blocks that a theme lines up as items without a list, each naming ingredients itself
        /// (`<div class="cooked-ingredient">` in `<div class="cooked-recipe-ingredients">`): the
        /// outermost such blocks inside `container`, through a lone wrapper that names them too.
        /// A block the page marks as a heading (`cooked-heading`) names a group.
        func namedBlocks(in container: Int) -> [(index: Int, line: String)]? {
            var range = (container + 1)..<min(elements[container].end, container + maxSection)
            for _ in 0..<4 {
                var outer: [Int] = []
                var index = range.lowerBound
                while index < range.upperBound, outer.count <= maxLines {
                    if hidden[index] {
                        index = max(elements[index].end, index + 1)
                    } else if Self.itemBlocks.contains(elements[index].name), namesIngredients(index) {
                        outer.append(index)
                        index = max(elements[index].end, index + 1)
                    } else {
                        index += 1
                    }
                }
                if outer.count == 1 {
                    range = (outer[0] + 1)..<min(elements[outer[0]].end, range.upperBound)
                    continue
                }
                guard outer.count >= 2, outer.count <= maxLines else { return nil }
                return outer.compactMap { block in
                    let line = itemLine(block)
                    return line.isEmpty || isGroupHeading(block, line) ? nil : (block, line)
                }
            }
            return nil
        }

        /// Elements a theme uses as the items of a list it does not mark as one.
        static let itemBlocks: Set<String> = ["div", "p", "label"]

        /// Whether a description list's terms are labels: most of its short terms end in a colon.
        func labelsValues(_ list: Int) -> Bool {
            let end = min(elements[list].end, list + maxSection)
            let terms = ((list + 1)..<max(end, list + 1)).filter { elements[$0].name == "dt" && length($0) <= 120 }
            let labels = terms.filter { HTMLText.tidy(text($0)).hasSuffix(":") }
            return !labels.isEmpty && labels.count * 2 > terms.count
        }

        /// The lines of a description list: each term with its descriptions ("flour" "200 g",
        /// "2 cups" "flour") is one line; a term without a digit over a description that is a whole
        /// line with an amount ("For the crust" over "2 cups flour") names a group, and each
        /// description is a line; so does, in a list with such groups, a term without a digit over
        /// an amount ("For the filling" over "4 eggs"). A term or description past 300 bytes is prose
        /// or holds the rest of the page: no part of a line.
        func descriptionLines(_ list: Int) -> [(index: Int, line: String)] {
            var parts: [(index: Int, term: Bool, line: String)] = []
            var item = list + 1
            let end = min(elements[list].end, list + maxSection)
            while item < end, parts.count < maxLines * 2 {
                let name = elements[item].name
                guard !hidden[item], name == "dt" || name == "dd" else {
                    item = hidden[item] || name == "dl" ? max(elements[item].end, item + 1) : item + 1
                    continue
                }
                let here = item
                item = max(elements[here].end, here + 1)
                guard length(here) <= 300 else { continue }
                let line = itemLine(here)
                if !line.isEmpty { parts.append((here, name == "dt", line)) }
            }
            // Each term with the descriptions after it, and whether it surely names a group.
            var terms: [(start: Int, count: Int, names: Bool)] = []
            var position = 0
            while position < parts.count {
                let count = parts[(position + 1)...].prefix { !$0.term }.count
                let first = count > 0 ? parts[position + 1].line : ""
                let surely = parts[position].term && !parts[position].line.contains(where: \.isNumber)
                    && first.contains(where: \.isNumber) && !VisibleRecipe.isAmountOnly(first)
                terms.append((position, count, surely))
                position += 1 + count
            }
            let grouped = terms.contains(where: \.names)
            var items: [(index: Int, line: String)] = []
            for (start, count, surely) in terms {
                let term = parts[start]
                let descriptions = parts[(start + 1)..<(start + 1 + count)]
                guard term.term else {
                    // Descriptions before any term: lines of their own.
                    items += parts[start..<(start + 1 + count)].map { ($0.index, $0.line) }
                    continue
                }
                let namesGroup = surely || isGroupHeading(term.index, term.line)
                    || (grouped && !term.line.contains(where: \.isNumber) && descriptions.first?.line.contains(where: \.isNumber) == true)
                if namesGroup {
                    items += descriptions.map { ($0.index, $0.line) }
                } else {
                    items.append((term.index, ([term.line] + descriptions.map(\.line)).joined(separator: " ")))
                }
            }
            return Array(items.prefix(maxLines))
        }

        /// Title, ingredient lines and steps, as a reader takes them from the page.
        func reading(html: String) -> Reading {
            guard let ingredients = ingredientSection() ?? amountList().map({ (lines: $0, heading: nil, next: nil) }) else {
                return Reading(title: nil, ingredients: [], steps: [])
            }
            var steps = properties(["recipeInstructions"])
            if steps.isEmpty {
                let after = ingredients.heading ?? 0
                let method = ingredients.next.flatMap { headingKind($0) == .method ? $0 : nil }
                    ?? headings(.method).first { $0 > after }
                if let method { steps = section(after: method, steps: true).lines }
            }
            return Reading(title: title(before: ingredients.heading, html: html), ingredients: ingredients.lines, steps: steps)
        }

        /// The page's one main heading in place of a declared title that is only the page's
        /// `<title>`, which pads the heading for the browser's tab and search engines ("Green Soup
        /// Recipe - (4.8/5)" declared, "Green Soup" shown). Nil keeps the declared title.
        func ownHeading(shortening declared: String, html: String) -> String? {
            guard let tab = RecipePage.documentTitle(html), HTMLText.tidy(tab) == HTMLText.tidy(declared) else { return nil }
            let own = (1..<max(elements.count, 1)).filter {
                level($0) == 1 && length($0) > 0 && length($0) <= 400 && !inChrome[$0] && !hidden[$0] && !isSiteName($0)
            }
            guard own.count == 1 else { return nil }
            let shown = HTMLText.ungarbled(shownText(own[0]))
            let title = HTMLText.tidy(declared)
            guard !shown.isEmpty, title.hasPrefix(shown + " ") else { return nil }
            let padding = title.dropFirst(shown.count)
            return [" - ", " | ", " – ", " — "].contains(where: { padding.contains($0) }) ? shown : nil
        }

        /// On a page without an `<h1>`, the heading its theme names as the post's title
        /// (`<h3 class="post-title entry-title">`, as blogs mark it), the last before the
        /// ingredients: the page's `<title>` puts the blog's name beside it.
        func postTitle(before heading: Int?) -> Int? {
            let limit = min(heading ?? elements.count, elements.count)
            return (1..<max(limit, 1)).last { index in
                level(index) != nil && length(index) > 0 && length(index) <= 400 && !inChrome[index] && !hidden[index]
                    && elements[index].classAndID.split(whereSeparator: \.isWhitespace).contains { $0 == "entry-title" || $0 == "post-title" }
            }
        }

        /// The recipe card's own name, which the post's heading pads ("Coconut Curry (30 Minutes)"
        /// over a card named "Coconut Curry"): inside the outermost block around the ingredients'
        /// heading (below the post's article) whose class or id names a recipe ("recipe-box", "easyrecipe", "…-recipe-card"),
        /// the first element, before that heading, whose class names a title or a name
        /// ("recipe-name", "recipe-card-title", "mpprecipe-title", "ERSName"), not one of a part
        /// of the recipe or of the page ("recipe-meta__title", "recipe-social__title").
        func cardTitle(before heading: Int) -> Int? {
            // The outermost such block: its parts are named for recipes too ("recipe-card-ingredients").
            // The document, the body, the main part and the post's article name their whole page
            // ("category-recipes"): their heading it is.
            var card: Int?
            var index = parent[heading]
            while index > 0, !Self.neverChromeByName.contains(elements[index].name) {
                if Self.namesCard(elements[index]) { card = index }
                index = parent[index]
            }
            guard let card else { return nil }
            return ((card + 1)..<heading).first { index in
                length(index) > 0 && length(index) <= 200 && !inChrome[index] && !hidden[index] && !inNavigation[index]
                    && Self.namesCardTitle(elements[index])
            }
        }

        static func namesCard(_ element: Microdata.Element) -> Bool {
            element.classAndID.split(whereSeparator: \.isWhitespace).contains { name in
                name.contains("recipe") && !["category-", "tag-", "tax-", "term-", "post", "page-", "single"].contains { name.hasPrefix($0) }
            }
        }

        /// Words in a class that name a part of a recipe or of the page, not the recipe itself.
        static let notCardTitle = [
            "author", "site", "ingredient", "instruction", "direction", "method", "step", "section", "group", "head",
            "nutrition", "equipment", "note", "course", "cuisine", "categor", "label", "user", "blog", "logo", "brand",
            "sub", "entry", "post", "widget", "video", "rating", "comment", "image", "tag", "tip", "related", "time",
            "detail", "summary", "description", "yield", "serving", "meta", "info", "social", "share", "print", "jump",
            "save", "review",
        ]

        static func namesCardTitle(_ element: Microdata.Element) -> Bool {
            let names = element.classAndID.split(whereSeparator: \.isWhitespace)
            // EasyRecipe names its card's title "ERSName".
            return names.contains { ($0.contains("recipe") && ($0.hasSuffix("title") || $0.hasSuffix("name"))) || $0 == "ersname" }
                && !names.contains { name in notCardTitle.contains { name.contains($0) } }
        }

        /// Whether a heading is the site's name rather than the page's (`<h1 class="logo">`).
        func isSiteName(_ index: Int) -> Bool {
            let names = elements[index].classAndID
            return ["logo", "site-title", "site-name", "sitename", "brand"].contains { names.contains($0) }
        }

        /// The page's main heading: the last `<h1>` before the ingredients, else the first one,
        /// else the page's title without the site's name after a bar. An `<h1>` in the site's
        /// frame (its header, a sidebar) or named as its logo is the site's name: taken only
        /// when the page has no other. An `<h1>` that is the page's title in other capitals takes
        /// the title's ("green soup" and "Green Soup | Site").
        func title(before heading: Int?, html: String) -> String? {
            if let heading, let card = cardTitle(before: heading) {
                let shown = HTMLText.ungarbled(shownText(card))
                if !shown.isEmpty { return shown }
            }
            let all = (1..<max(elements.count, 1)).filter { self.level($0) == 1 && self.length($0) > 0 && self.length($0) <= 400 }
            let own = all.filter { !inChrome[$0] && !hidden[$0] && !isSiteName($0) }
            // A post's title outranks a heading that is the site's name.
            let post = own.isEmpty ? postTitle(before: heading) : nil
            let firsts = own.isEmpty && post == nil ? all : own
            let pageTitle = RecipePage.pageTitle(html).map { title in
                String(title.components(separatedBy: " | ").first ?? title).trimmingCharacters(in: .whitespaces)
            }
            var main = heading.flatMap { heading in firsts.filter { $0 < heading }.last } ?? firsts.first
            // Of several main headings, the one the page's title names ("For Your Table" set as
            // a banner above the recipe's own).
            if let chosen = main, firsts.count > 1, firsts.count <= maxHeadings, let pageTitle = pageTitle?.prefix(300).lowercased() {
                let named = firsts.filter { index in
                    let text = HTMLText.ungarbled(shownText(index)).lowercased()
                    return !text.isEmpty && pageTitle.contains(text)
                }
                if named.count == 1, !named.contains(chosen) { main = named[0] }
            }
            guard let main = main ?? post else {
                // Only the page's title: without the site's name after a dash either ("Dish - Site").
                let parts = pageTitle?.components(separatedBy: " - ") ?? []
                let title = parts.count == 2 && parts[1].count <= 30 && !parts[0].isEmpty ? parts[0] : pageTitle
                return title.flatMap { $0.isEmpty ? nil : $0 }
            }
            // A link inside the heading to a place on the page ("Jump to Recipe") is a control.
            let ownWords = HTMLText.ungarbled(shownText(main) { inner in
                elements[inner].name == "a" && elements[inner].attributes["href"]?.hasPrefix("#") == true
            })
            let shown = ownWords.isEmpty ? HTMLText.ungarbled(shownText(main)) : ownWords
            if let pageTitle {
                // The page's title, when the heading only adds to it ("... by Site", in print).
                for separator in [" | ", " - ", " – ", " — "] {
                    if let first = pageTitle.components(separatedBy: separator).first, first.count * 3 >= shown.count * 2,
                       shown.lowercased().hasPrefix(first.lowercased()) { return first }
                }
            }
            return shown.isEmpty ? pageTitle : shown
        }
    }
}
