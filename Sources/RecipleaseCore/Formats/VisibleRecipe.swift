import Foundation

/// The recipe as a person reads it on the page: the lines under an "Ingredients" heading, the
/// steps under a "Method" heading, the page's main heading as the title. Used when a page
/// declares no usable recipe, and to set right a declared list the page itself shows better
/// (`preferred(_:over:)`). Read from the whole page's elements (`Microdata.page`) in passes that
/// never recurse; a heading's section is scanned within a bounded stretch, and only a bounded
/// number of headings is tried, so the work grows with the page's size.
enum VisibleRecipe {
    /// What the page shows, as far as it could be told apart.
    struct Reading: Equatable {
        var title: String?
        var ingredients: [String]
        var steps: [String]
    }

    /// Elements scanned after one heading before its section is given up.
    static let maxSection = 4_000
    /// Headings of each kind tried on one page.
    static let maxHeadings = 24
    /// Lines kept from one list: no recipe has more.
    static let maxLines = 150

    /// The fallback after JSON-LD, microdata, RDFa and plugin cards: a usable recipe already found
    /// keeps its data, its ingredient lines set right where the page shows them better; one found
    /// without lines takes the page's (and its steps when it has none); a page with none at all
    /// gives the recipe it shows, when it shows a title and an ingredient list.
    static func completing(_ drafts: [RecipeDraft], inHTML html: String) -> [RecipeDraft] {
        var page = Page(Microdata.page(inHTML: html))
        if var main = drafts.first, RecipePluginHTML.isUsable(main) {
            // Names declared, each shown beside its amount in a block of its own: the data's
            // names stand (pages and readers differ there), so the shown pairs stay apart.
            page.joinsPairs = false
            if let shown = page.ingredientList(), !holdsOthers(shown, main: main, of: drafts),
               let better = preferred(shown, over: main.ingredientLines) {
                main.ingredientLines = better
            } else {
                // A list that opens with a group's name is a list of groups: each such line names one.
                let grouped = main.ingredientLines.first.map(namesGroup) ?? false
                let kept = main.ingredientLines.filter { !(grouped && namesGroup($0)) && !page.showsAsHeading($0) }
                // The page is scanned for bold items only when a line could be one.
                let couldBeBold = kept.contains { $0.count <= 60 && !$0.contains(where: \.isNumber) }
                let boldGroups = couldBeBold ? page.boldGroupItems() : []
                let unbolded = kept.filter { !boldGroups.contains($0) }
                // Lines the page sets in bold are groups' names while amounts stay among the rest.
                main.ingredientLines = unbolded.count >= 2 ? unbolded : kept
            }
            if let title = page.ownHeading(shortening: main.title, html: html) { main.title = title }
            guard !main.ingredientLines.isEmpty, main != drafts[0] else { return drafts }
            return [main] + drafts.dropFirst()
        }
        var reading = page.reading(html: html)
        if reading.ingredients.isEmpty, page.stylesHidden {
            // A page that hides its recipe until its scripts run (`style="display: none"` on
            // the card) shows it to every reader once they have: read it as shown.
            reading = Page(page.scope, revealingStyled: true).reading(html: html)
        }
        guard !reading.ingredients.isEmpty else { return drafts }
        if var main = drafts.first {
            main.ingredientLines = reading.ingredients
            if main.instructions.isEmpty { main.instructions = reading.steps }
            if main.title.isEmpty, let title = reading.title { main.title = RecipePage.shownTitle(title) }
            return [main] + drafts.dropFirst()
        }
        guard let title = reading.title, !title.isEmpty else { return drafts }
        return [RecipeDraft(title: RecipePage.shownTitle(title), ingredientLines: reading.ingredients, instructions: reading.steps)]
    }

    /// Whether a list the page shows runs on into another declared recipe's lines (a roundup's
    /// next recipe, right below the first): it is not the main recipe's own list.
    static func holdsOthers(_ shown: [String], main: RecipeDraft, of drafts: [RecipeDraft]) -> Bool {
        guard drafts.count > 1 else { return false }
        let own = Set(main.ingredientLines.map { squeezed($0).lowercased() })
        let others = Set(drafts.dropFirst().flatMap(\.ingredientLines).map { squeezed($0).lowercased() }).subtracting(own)
        return shown.contains { others.contains(squeezed($0).lowercased()) }
    }

    /// The page's own list in place of the declared one, when the two are told to be the same
    /// list and the page's is the better telling: the same lines spaced otherwise ("1Zwiebel"
    /// declared, "1 Zwiebel" shown); the same text cut into more lines (a declared list run
    /// together into one string); every declared line shown, among many more (a declared list
    /// cut short); each declared line shown inside a longer one, with the amount it leaves out;
    /// or a declared list that holds no amount at all (category names) beside a shown list that
    /// mostly does. Nil keeps the declared list.
    static func preferred(_ shown: [String], over declared: [String]) -> [String]? {
        guard !shown.isEmpty, shown != declared else { return nil }
        let squeezedShown = shown.map(squeezed), squeezedDeclared = declared.map(squeezed)
        if squeezedShown == squeezedDeclared { return shown }
        if shown.count >= declared.count * 2 {
            // Run together with commas or semicolons between the lines ("3 avocados, 1 lime") or without.
            let unjoined = { (lines: [String]) in lines.joined().filter { $0 != "," && $0 != ";" } }
            if squeezedShown.joined() == squeezedDeclared.joined() || unjoined(squeezedShown) == unjoined(squeezedDeclared) { return shown }
        }
        let shownSet = Set(squeezedShown.map { $0.lowercased() })
        let declaredSet = Set(squeezedDeclared.map { $0.lowercased() })
        // Whole groups more, not a line between each declared one (amounts shown apart) nor the
        // same list shown twice.
        let isExtra = squeezedShown.map { !declaredSet.contains($0.lowercased()) }
        let extraRuns = isExtra.indices.filter { isExtra[$0] && ($0 == 0 || !isExtra[$0 - 1]) }.count
        let extras = isExtra.filter { $0 }.count
        if shown.count >= declared.count + 2, shown.count * 2 >= declared.count * 3,
           extras >= 2, extraRuns <= 3, extras >= extraRuns * 2,
           declaredSet.isSubset(of: shownSet) {
            return shown
        }
        // Headings declared among the lines, which the page shows as headings: a few short lines
        // more, without amounts, the rest in the same order.
        let removed = declared.count - shown.count
        if (1...4).contains(removed), shownSet.isSubset(of: declaredSet) {
            var rest = squeezedShown[...]
            var extras: [String] = []
            for (line, squeezedLine) in zip(declared, squeezedDeclared) {
                if rest.first == squeezedLine { rest = rest.dropFirst() } else { extras.append(line) }
            }
            if rest.isEmpty, extras.count == removed, extras.allSatisfy({ $0.count <= 60 && !$0.contains(where: \.isNumber) }) {
                return shown
            }
        }
        if showsReordered(squeezedShown, squeezedDeclared, shown: shown, declared: declared) { return shown }
        if let mended = wholeNumbers(shown, squeezedShown, declared, squeezedDeclared) { return mended }
        let withDigits = shown.filter { $0.contains(where: \.isNumber) }.count
        if showsAmounts(shown, of: declared) { return shown }
        if shown.count >= 4, shown.count >= declared.count * 3, withDigits * 2 >= shown.count,
           !declared.contains(where: { $0.contains(where: \.isNumber) }) {
            return shown
        }
        return nil
    }

    /// Whether the page shows each declared line as it is or with the same words in another order,
    /// one at least ("mlieko, 500 ml" declared, "500 ml mlieko" shown): the data set the name
    /// first, the page reads as a person does. Lines that differ only in punctuation ("(sifted)"
    /// declared, "sifted" shown) are no reordering.
    static func showsReordered(_ squeezedShown: [String], _ squeezedDeclared: [String], shown: [String], declared: [String]) -> Bool {
        guard shown.count == declared.count else { return false }
        var reordered = 0
        for index in shown.indices where squeezedShown[index] != squeezedDeclared[index] {
            let shownWords = words(shown[index]), declaredWords = words(declared[index])
            guard shownWords != declaredWords, shownWords.sorted() == declaredWords.sorted() else { return false }
            reordered += 1
        }
        return reordered > 0
    }

    /// The declared lines with the start of a number the data lost put back where the page
    /// shows it, one at least ("5 tsp ginger" declared, "1.5 tsp ginger" shown: the data's maker
    /// took "1." for a list's numbering). Every declared line must be shown, in order, as it is or
    /// so; the page's other lines (a control's label below the list) are not taken.
    static func wholeNumbers(_ shown: [String], _ squeezedShown: [String], _ declared: [String], _ squeezedDeclared: [String]) -> [String]? {
        var lines = declared
        var mended = 0
        var next = 0
        for (index, line) in squeezedDeclared.enumerated() {
            guard !line.isEmpty, let place = (next..<shown.count).first(where: { squeezedShown[$0].hasSuffix(line) }) else { return nil }
            let lost = squeezedShown[place].dropLast(line.count)
            if !lost.isEmpty {
                guard line.first?.isNumber == true, lost.contains(where: \.isNumber),
                      lost.allSatisfy({ $0.isNumber || $0 == "." || $0 == "," }) else { return nil }
                lines[index] = shown[place]
                mended += 1
            }
            next = place + 1
        }
        return mended > 0 ? lines : nil
    }

    /// A line's words, lowercased, without the punctuation between them.
    static func words(_ line: String) -> [Substring] {
        line.lowercased()[...].split { !$0.isLetter && !$0.isNumber }
    }

    /// Whether each declared line is shown inside a longer one of its own, in order, the shown
    /// ones mostly with the amounts the declared ones leave out ("flour" declared, "2 cups
    /// flour, sifted" shown).
    /// A few shown lines may hold no declared one: lines the declaration left out ("salt, to
    /// taste"); the lines that hold one still mostly show an amount.
    static func showsAmounts(_ shown: [String], of declared: [String]) -> Bool {
        guard !declared.isEmpty, shown.count >= declared.count, shown.count <= declared.count * 2 else { return false }
        let withDigits = shown.filter { $0.contains(where: \.isNumber) }.count
        guard withDigits * 2 >= shown.count, declared.filter({ $0.contains(where: \.isNumber) }).count * 2 < withDigits else { return false }
        var rest = shown.map { squeezed($0).lowercased() }[...]
        var holdingWithDigits = 0
        for line in declared.map({ squeezed($0).lowercased() }) {
            guard !line.isEmpty, let index = rest.firstIndex(where: { $0.contains(line) }) else { return false }
            if rest[index].contains(where: \.isNumber) { holdingWithDigits += 1 }
            rest = rest[(index + 1)...]
        }
        return holdingWithDigits * 2 >= declared.count
    }

    /// A line that is an amount alone: a number first, at most one word after it, short
    /// ("1 kilogram", "40 gr", "200").
    static func isAmountOnly(_ line: String) -> Bool {
        guard line.count <= 20 else { return false }
        guard line.unicodeScalars.first?.properties.numericType != nil else { return isUnitThenNumber(line) }
        return line.split(separator: " ").count <= 2
    }

    /// A unit word of a few characters before its number, in one word, as Japanese and Korean
    /// write amounts ("大さじ2", "小さじ1/2", "カップ1").
    static func isUnitThenNumber(_ line: String) -> Bool {
        guard line.count <= 10, !line.contains(" "), let number = line.firstIndex(where: \.isNumber) else { return false }
        let unit = line[..<number]
        return (1...4).contains(unit.count) && unit.allSatisfy { $0.isLetter && !$0.isASCII }
            && line[number...].allSatisfy { $0.isNumber || "./⁄".contains($0) }
    }

    /// An amount that is no measure ("to taste", "適量"): it stands where a measured amount does,
    /// in a block of its own beside the food's name.
    static func isUnmeasured(_ line: String) -> Bool {
        line.count <= 20 && unmeasured.contains(line.lowercased())
    }
    static let unmeasured: Set<String> = [
        "to taste", "as needed", "as required", "for serving", "for garnish", "optional", "a pinch", "pinch",
        "適量", "少々", "少量", "お好みで", "適宜", "약간", "적당량", "조금", "по вкусу", "a gusto", "al gusto", "q.b.",
        "qb", "nach belieben", "nach geschmack", "au goût", "selon goût", "à volonté", "naar smaak", "efter smag",
        "do smaku", "a piacere",
    ]

    /// Paragraph lines with a number set alone on a line put before the line it counts
    /// ("200", "g flour" → "200 g flour"): the page sets the amount in an element of its own. A
    /// number before another number, or last, stays as it is.
    static func joiningLoneNumbers(_ lines: [String]) -> [String] {
        var joined: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if index + 1 < lines.count, isLoneNumber(line), lines[index + 1].first?.isLetter == true {
                joined.append(line + " " + lines[index + 1])
                index += 2
            } else {
                joined.append(line)
                index += 1
            }
        }
        return joined
    }

    /// Digits, fraction characters and their separators only ("200", "1 1/2", "2-3").
    static func isLoneNumber(_ line: String) -> Bool {
        line.count <= 12 && line.unicodeScalars.contains { $0.properties.numericType != nil }
            && line.unicodeScalars.allSatisfy { $0.properties.numericType != nil || " ./,-–⁄".unicodeScalars.contains($0) }
    }

    /// A short line without digits ending in a colon ("For the glaze:"): the name of a group of lines.
    static func namesGroup(_ line: String) -> Bool {
        (line.hasSuffix(":") || line.hasSuffix("：")) && line.count <= 60 && !line.contains(where: \.isNumber)
    }

    /// A line that only counts servings or is only a number ("4", "4personnes", "Serves 4"), or
    /// one of the words of such a count set apart ("for" above "4"): a servings control at the
    /// top of a list, no ingredient.
    static func countsServings(_ line: String) -> Bool {
        var words: [Substring] = []
        var rest = line.lowercased()[...]
        while let start = rest.firstIndex(where: { $0.isLetter || $0.isNumber }) {
            rest = rest[start...]
            let word = rest.first?.isNumber == true ? rest.prefix { $0.isNumber } : rest.prefix { $0.isLetter }
            words.append(word)
            rest = rest.dropFirst(word.count)
        }
        return !words.isEmpty
            && words.allSatisfy { $0.allSatisfy(\.isNumber) || servingWords.contains(String($0)) }
    }

    static let servingWords: Set<String> = [
        "serves", "serve", "servings", "serving", "people", "persons", "person", "portions", "portion", "for",
        "personnes", "personne", "pers", "pour", "personen", "portionen", "für", "porzioni", "persone", "per",
        "porciones", "personas", "raciones", "para", "porções", "pessoas", "porcje", "osoby", "dla",
        "porties", "portioner", "personer", "porsjoner", "porce", "porcie", "adag", "annosta", "kişilik", "porsiyon",
        "порции", "порций", "порция", "персон", "персоны", "человек", "на", "порції", "порцій",
    ]

    /// Whether lines read as an ingredient list: at least half of them hold an amount, and at
    /// most a third read as sentences.
    static func readsAsIngredients(_ lines: [String]) -> Bool {
        let amounts = lines.filter(Page.holdsAmount).count
        let sentences = lines.filter(Page.readsAsSentence).count
        return amounts * 2 >= lines.count && sentences * 3 <= lines.count
    }

    /// A short line without digits whose letters (three or more, in a script with capitals) are
    /// all capitals: a group's name set as a heading among the items.
    static func isInCapitals(_ line: String) -> Bool {
        guard line.count <= 40, !line.contains(where: \.isNumber) else { return false }
        let letters = line.filter(\.isLetter)
        return letters.count >= 3 && letters.allSatisfy(\.isUppercase)
    }

    /// A line without its whitespace, each fraction character spelled with a slash ("1 ½" and
    /// "1 1/2" both "11/2"): how two tellings of one line are compared.
    static func squeezed(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in line.unicodeScalars where !scalar.properties.isWhitespace {
            if scalar == "\u{2044}" {
                out.append("/")
            } else if Character(scalar).vulgarFraction != nil {
                // "½" decomposes to "1⁄2", the fraction slash then spelled as a slash.
                for part in String(scalar).decomposedStringWithCompatibilityMapping.unicodeScalars {
                    out.append(part == "\u{2044}" ? "/" : part)
                }
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    // MARK: - Headings

    enum HeadingKind {
        case ingredients
        /// Steps follow.
        case method
        /// A section that is neither (notes, nutrition, equipment): it ends the one before.
        case other
    }

    /// Heading words, lowercased, in the languages of the recipe sites Reciplease has met.
    static let ingredientWords = [
        "ingredients", "ingredient", "ingrédients", "ingrédient", "ingredientes", "ingredienti",
        "ingrediënten", "zutaten", "ingredienser", "ingredienssit", "składniki", "suroviny",
        "hozzávalók", "malzemeler", "ainekset", "what you need", "what you'll need", "you will need",
        "you'll need", "για τη συνταγή", "ингредиенты", "інгредієнти", "ingrediente", "ingrediencie", "συστατικά",
        "υλικά", "材料", "食材", "用料", "配料", "재료", "nguyên liệu", "bahan-bahan", "المكونات", "מצרכים",
        // The list's name in one word: "Ingrediëntenlijst", "Zutatenliste".
        "ingrediëntenlijst", "zutatenliste", "ingredienslista", "ingredienslister",
    ]
    /// Heading words that end a heading naming whose ingredients they are (Turkish, Hungarian,
    /// Finnish, Korean, Japanese).
    static let trailingIngredientWords: Set<String> = ["malzemeleri", "malzemeler", "hozzávalói", "hozzávalók", "ainekset", "재료", "材料"]
    /// What themes put in the class or id of an ingredient list, as parts of a name:
    /// "ingredien" holds "ingredients", "ingredienti", "ingredientes", "ingredienser", "ingrediens".
    static let ingredientClassWords = [
        "ingredien", "ingrédien", "zutat", "skladnik", "składnik", "suroviny", "hozzavalo", "malzeme", "ainekset",
    ]
    /// Words that head the steps; found anywhere in a short heading ("Here's how to make it:").
    static let methodWords = [
        "method", "instructions", "directions", "preparation", "préparation", "how to make", "steps",
        "procedure", "étapes", "zubereitung", "anleitung", "bereiding", "werkwijze", "preparazione",
        "procedimento", "preparación", "elaboración", "instrucciones", "modo de preparo",
        "fremgangsmåde", "tilberedning", "gör så här", "przygotowanie", "postup", "elkészítés", "приготовление",
        "preparare", "valmistus", "tillagning", "yapılışı", "hazırlanışı", "作り方", "做法", "만드는 법", "cách làm",
    ]
    /// `methodWords` as bytes, for `holdsMethodWord`.
    static let methodWordBytes: [[UInt8]] = methodWords.map { Array($0.utf8) }

    /// Whether a lowercased, composed heading holds one of `methodWords` anywhere, compared
    /// byte by byte (UTF-8 keeps a word's bytes together, so a byte match is a text match).
    static func holdsMethodWord(_ heading: String) -> Bool {
        var heading = heading
        return heading.withUTF8 { text in
            for word in methodWordBytes where word.count <= text.count {
                var start = 0
                while start + word.count <= text.count {
                    if text[start] == word[0] {
                        var offset = 1
                        while offset < word.count, text[start + offset] == word[offset] { offset += 1 }
                        if offset == word.count { return true }
                    }
                    start += 1
                }
            }
            return false
        }
    }

    /// Sections that end a list without being steps; a heading must start with one.
    static let otherWords = [
        "notes", "note", "recipe notes", "nutrition", "tips", "equipment", "video", "comments",
        "reviews", "related", "you may also like", "more recipes", "remarques", "astuces", "notizen",
        "tipps", "nährwerte", "consigli", "notas",
        // What else a cook needs beside the food: tools, not ingredients.
        "you'll also need", "you will also need", "tools", "kitchen tools", "helpful kitchen tools", "useful tools",
        "cooking tools", "special equipment", "utensils", "ustensiles", "matériel", "utensili", "utensilios",
        "utensílios", "attrezzatura", "keukenspullen", "keukengerei", "benodigd keukengerei", "küchenutensilien",
        "küchengeräte", "redskap", "redskaber", "köksredskap", "equipo", "equipamento",
    ]

    /// Words after an ingredients word that make the heading a post's remarks on the foods, not
    /// the list: "Ingredient notes", "Ingredients & substitutions", "Zutaten-Tipps".
    static let remarkWords = ["note", "substitut", "swap", "tip", "faq", "explained", "remarque", "astuce", "hinweis", "tipp"]

    /// Articles a heading may open with before its word ("Les ingrédients de la recette").
    static let articles: Set<String> = ["the", "les", "die", "gli", "los", "las", "os", "as", "de"]

    /// Whether a line at the head of a block could be a heading set inline: a few words or a
    /// label ending in a colon, and no sentence ("Ingredients should be cold." is a sentence).
    static func readsAsHeading(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, !".!?".contains(last) else { return false }
        return last == ":" || last == "：" || trimmed.split(separator: " ").count <= 4
    }

    /// What a short piece of text heads, if anything.
    static func headingKind(_ text: String) -> HeadingKind? {
        // Asked of every short element of a page: the searches below compare bytes, where
        // Foundation's would bridge each text once per word (40 % of reading a crafted page).
        var heading = text.lowercased()
        if heading.unicodeScalars.contains("’") { heading = String(heading.map { $0 == "’" ? "'" : $0 }) }
        heading = heading.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":：*#")))
        // A symbol set before the word ("🛒 Ingredients", "★ Zutaten") is the theme's decoration.
        if let first = heading.unicodeScalars.first, !first.properties.isAlphabetic, first.properties.numericType == nil {
            heading = String(heading.drop { !$0.isLetter && !$0.isNumber })
        }
        guard !heading.isEmpty, heading.count <= 60 else { return nil }
        // The words are written composed ("préparation"); so is the text compared with them.
        if heading.utf8.contains(where: { $0 >= 0x80 }) { heading = heading.precomposedStringWithCanonicalMapping }
        func leads(_ word: String) -> Bool {
            guard heading.hasPrefix(word) else { return false }
            let next = heading.dropFirst(word.count).first
            return next == nil || next == " " || next == ":" || next == "(" || next == "-" || next == "–" || next == "（"
        }
        if let word = ingredientWords.first(where: leads) {
            // "Ingredient Notes", "Ingredients and substitutions": a post's remarks on each food,
            // told by the next word ("Ingredients (see notes)" is the list).
            let next = heading.dropFirst(word.count).split { $0 == " " || $0 == "-" || $0 == "–" || $0 == "&" || $0 == ":" }
                .first { $0 != "and" && $0 != "und" && $0 != "et" } ?? ""
            return remarkWords.contains { next.hasPrefix($0) } ? .other : .ingredients
        }
        // "Recipe Ingredients", "The ingredients", "Les ingrédients de la recette": an article (or
        // "recipe") before the word; not a shop's "Cooking Ingredients".
        let words = heading.split(separator: " ")
        if words.count == 2, ["recipe", "the"].contains(words[0]), ingredientWords.contains(String(words[1])) { return .ingredients }
        if words.count >= 2, articles.contains(String(words[0])) {
            let whole = heading
            heading = String(heading.dropFirst(words[0].count + 1))
            if ingredientWords.contains(where: leads) { return .ingredients }
            heading = whole
        }
        // Languages that put the word last: "Şekerpare Malzemeleri", "A tészta hozzávalói",
        // "Kakun ainekset", "제육볶음 재료".
        if (2...6).contains(words.count), let last = words.last, trailingIngredientWords.contains(String(last)) { return .ingredients }
        if holdsMethodWord(heading) { return .method }
        if otherWords.contains(where: leads) { return .other }
        return nil
    }
}

extension Microdata.Element {
    /// The element's class and id, lowercased and set apart by a space: where themes and plugins
    /// name what an element is.
    var classAndID: String {
        ((attributes["class"] ?? "") + " " + (attributes["id"] ?? "")).lowercased()
    }
}
