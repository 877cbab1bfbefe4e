import Foundation

/// French words that agree in number with the food a rescaled line counts: the sizes before it
/// ("2 petites courgettes") and the adjectives and participles after it ("2 oignons émincés", "2
/// tomates bien mûres"). They stayed as written: "2 petite courgettes", "2 avocats mûr", "1
/// oignon émincés" (French line probe, 2026-12-07). Only the words a count's noun governs are
/// touched: after the name, up to a comma, a bracket or a word that starts another phrase.
enum FrenchAgreement {
    /// Size words written before a noun or after a unit ("2 petites courgettes", "2 c. à soupe
    /// rases"), in their folded forms: the reader's own list.
    static var sizeWords: Set<String> { FrenchLexicon.sizes }

    /// Adjectives a line gives its food after the name, besides participles, in their folded singular forms.
    static let adjectives: Set<String> = [
        "mur", "mure", "jaune", "vert", "verte", "rouge", "blanc", "blanche", "noir", "noire", "sec", "seche", "moyen", "moyenne",
        "entier", "entiere", "nouveau", "nouvelle", "fin", "fine", "ferme", "tendre", "grand", "grande", "petit", "petite",
        "rond", "ronde", "long", "longue", "large", "dur", "dure", "fort", "forte", "violet", "violette", "rose", "doux", "douce",
        "frais", "fraiche", "gros", "grosse", "beau", "belle", "jeune", "tiede", "froid", "froide", "chaud", "chaude", "cru", "crue",
    ]

    /// Words whose plural is themselves, or that never agree (a colour named by a thing, "bio").
    static let invariant: Set<String> = [
        "gros", "epais", "gras", "frais", "doux", "roux", "faux", "bas", "mauvais", "francais", "anglais", "japonais", "chinois",
        "orange", "marron", "kaki", "bio", "extra", "light", "nature", "bien", "tres", "trop", "assez", "plutot", "peu", "tout",
        "mini", "genereux",
    ]

    /// Words that start another phrase: what follows is not said of the counted noun.
    static let stops: Set<String> = [
        "de", "d", "du", "des", "a", "au", "aux", "en", "pour", "avec", "sans", "ou", "puis", "sur", "dans", "par", "selon",
        "le", "la", "les", "l", "un", "une", "sa", "son", "ses", "leur", "leurs", "environ", "soit", "chacun", "chacune",
    ]

    /// `after`, the rest of a line whose `name` agreeing changed `before` into it, with the sizes
    /// before the name and the adjectives after it agreeing too.
    static func around(_ name: String, from before: String, to after: String, plural: Bool) -> String {
        guard let range = before.range(of: name) else { return after }
        let prefix = String(before[..<range.lowerBound]), suffix = String(before[range.upperBound...])
        guard after.hasPrefix(prefix), after.hasSuffix(suffix), after.count >= prefix.count + suffix.count else { return after }
        // within the name: its sizes before the noun, its adjectives after ("2 citrons jaunes",
        // "2 œufs entiers", whose first word alone the agreeing changed)
        var words = after.dropFirst(prefix.count).dropLast(suffix.count).split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var head = 0
        while head < words.count, sizeWords.contains(LocalNames.fold(words[head])) {
            words[head] = agreeing(words[head], plural: plural)
            head += 1
        }
        var name = words.joined(separator: " ")
        if head + 1 < words.count {
            name = words[...head].joined(separator: " ") + " " + following(words[(head + 1)...].joined(separator: " "), plural: plural)
        }
        return sizes(prefix, plural: plural) + name + following(suffix, plural: plural)
    }

    /// The size words of `text` agreeing; every other word as written.
    static func sizes(_ text: String, plural: Bool) -> String {
        rewritingWords(text) { word, _ in sizeWords.contains(LocalNames.fold(word)) ? agreeing(word, plural: plural) : word }
    }

    /// The size words that open `text` (" rases de sucre" after "2 c. à soupe") agreeing, or
    /// dropped when `plural` is nil (a spoon weighed in grams is neither level nor heaped).
    static func leadingSizes(_ text: String, plural: Bool?) -> String {
        var open = true, dropping = ""
        var result = rewritingWords(text) { word, _ in
            guard open, sizeWords.contains(LocalNames.fold(word)) else {
                open = false
                return word
            }
            guard let plural else {
                dropping = word
                return ""
            }
            return agreeing(word, plural: plural)
        } stopping: { mark in !mark.isWhitespace }
        if !dropping.isEmpty {
            // the spaces the dropped words stood between: one stays
            while result.hasPrefix("  ") { result.removeFirst() }
        }
        return result
    }

    /// The adjectives and participles at the start of `text` agreeing, through adverbs ("bien
    /// mûre", "finement hachée") and "et" between two ("pelé et émincé"), up to the first word or
    /// mark that ends the noun's phrase.
    static func following(_ text: String, plural: Bool) -> String {
        var open = true
        return rewritingWords(text) { word, next in
            guard open else { return word }
            let folded = LocalNames.fold(word)
            if folded.hasSuffix("ment") || invariant.contains(folded) { return word }
            if folded == "et" {
                open = next.map(isAdjective) ?? false
                return word
            }
            guard !stops.contains(folded), isAdjective(word) else {
                open = false
                return word
            }
            return agreeing(word, plural: plural)
        } stopping: { mark in ",;:()[]/+".contains(mark) }
    }

    /// Whether a word is an adjective or a participle a cook writes after a food: one of
    /// `adjectives` or of the reader's participles, or ending as a participle does ("émincé(e)", "farci(e)", "moulu(e)", "cuit(e)").
    static func isAdjective(_ word: String) -> Bool {
        let lower = word.lowercased(), folded = LocalNames.fold(word)
        guard !invariant.contains(folded) else { return false }
        let singular = lower.hasSuffix("s") ? String(lower.dropLast()) : lower
        let stem = LocalNames.fold(singular)
        if adjectives.contains(stem) || adjectives.contains(folded) { return true }
        // the cooking participles the reader knows ("prêt", "fendu"), in any of their forms
        if FrenchLexicon.participles.contains(stem) || stem.hasSuffix("e") && FrenchLexicon.participles.contains(String(stem.dropLast())) {
            return true
        }
        guard singular.count >= 4 else { return false }
        return ["é", "ée", "i", "ie", "u", "ue", "it", "ite"].contains { singular.hasSuffix($0) }
    }

    /// `word` in the plural or the singular; unchanged when its form does not say its number.
    static func agreeing(_ word: String, plural: Bool) -> String {
        let folded = LocalNames.fold(word)
        guard !invariant.contains(folded), word.allSatisfy({ $0.isLetter || $0 == "-" }) else { return word }
        let upper = word.last?.isUppercase == true
        if plural {
            if folded.hasSuffix("s") || folded.hasSuffix("x") || folded.hasSuffix("z") { return word }
            if folded == "bel" { return upper ? "BEAUX" : "beaux" }
            return word + (folded.hasSuffix("eau") ? (upper ? "X" : "x") : (upper ? "S" : "s"))
        }
        if folded == "beaux" { return upper ? "BEAU" : "beau" }
        if folded.hasSuffix("eaux") { return String(word.dropLast()) }
        if folded.hasSuffix("s"), !folded.hasSuffix("ss") { return String(word.dropLast()) }
        return word
    }

    /// `text` with each word (a run of letters, hyphens and apostrophes) replaced by `rewrite`,
    /// given the word and the next one; the rest kept. A mark `stopping` says ends the rewriting.
    static func rewritingWords(_ text: String, _ rewrite: (String, String?) -> String,
                               stopping: (Character) -> Bool = { _ in false }) -> String {
        var words: [(range: Range<String.Index>, text: String)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character.isLetter {
                var end = index
                while end < text.endIndex, text[end].isLetter || text[end] == "-" { end = text.index(after: end) }
                words.append((index..<end, String(text[index..<end])))
                index = end
            } else {
                if stopping(character) || character.isNumber { break }
                index = text.index(after: index)
            }
        }
        var result = ""
        var last = text.startIndex
        for (k, word) in words.enumerated() {
            result += text[last..<word.range.lowerBound]
            result += rewrite(word.text, k + 1 < words.count ? words[k + 1].text : nil)
            last = word.range.upperBound
        }
        return result + text[last...]
    }
}
