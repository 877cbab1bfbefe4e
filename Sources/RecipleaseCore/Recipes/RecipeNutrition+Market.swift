import Foundation

/// Where a recipe buys its foods and how it cooks them, as its words say: the market whose
/// package and piece sizes it means (France, Britain, Australia, or the catalog's own), the
/// language it names its foods in, and whether its steps fry.
extension RecipeNutrition {
    /// The market whose sizes a recipe's foods are bought in, by its code in the catalog's sizes
    /// (`FoodCatalog.markets`): "fr" for a recipe in French (`readsFrench`) unless it is Quebec's
    /// (`isQuebecs`), which buys North American sizes; "gb" for a British or Irish one and "au"
    /// for an Australian or New Zealand one (`englishRegion(of:)`; an English recipe that says
    /// neither is British when its lines are, `writesBritishly`); nil, the catalog's own sizes,
    /// for every other recipe.
    static func market(of recipe: Recipe, catalog: FoodCatalog) -> String? {
        if catalog.marketSizes["fr"] != nil, readsFrench(recipe, catalog: catalog) {
            return isQuebecs(recipe) ? nil : "fr"
        }
        guard catalog.marketSizes["gb"] != nil || catalog.marketSizes["au"] != nil else { return nil }
        switch englishRegion(of: recipe) {
        case .british: return catalog.marketSizes["gb"] != nil ? "gb" : nil
        case .australasian: return catalog.marketSizes["au"] != nil ? "au" : nil
        case .elsewhere: return nil
        case .unsaid: return catalog.marketSizes["gb"] != nil && writesBritishly(recipe) ? "gb" : nil
        }
    }

    /// The language a market's recipes name their foods in.
    static func language(ofMarket market: String) -> String { market == "fr" ? "fr" : "en" }

    /// Where an English recipe is from, as it says: its declared tag ("en-GB", "en_AU", "English
    /// (UK)"; a tag of another language is `elsewhere`), else its site's country domain.
    enum EnglishRegion { case british, australasian, elsewhere, unsaid }

    static func englishRegion(of recipe: Recipe) -> EnglishRegion {
        if let tag = recipe.language?.lowercased() {
            let parts = tag.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            if let language = parts.first, language != "und" {
                guard language == "en" || language == "eng" || language == "english" else { return .elsewhere }
                if let region = parts.dropFirst().first {
                    if britishRegions.contains(String(region)) { return .british }
                    return region == "au" || region == "nz" ? .australasian : .elsewhere
                }
            }
        }
        switch recipe.sourceURL.flatMap(countryDomain) {
        case "uk", "ie": return .british
        case "au", "nz": return .australasian
        default: return .unsaid
        }
    }

    /// The last label of a URL's host when it is two letters ("uk" for https://www.example.co.uk/r),
    /// read byte by byte (a million recipes ask it).
    static func countryDomain(_ url: String) -> String? {
        var url = url
        return url.withUTF8 { bytes -> String? in
            var start = 0
            // after "://" when there is one
            if bytes.count > 3 {
                for index in 0..<(bytes.count - 2) where bytes[index] == 0x3A && bytes[index + 1] == 0x2F && bytes[index + 2] == 0x2F {
                    start = index + 3
                    break
                }
            }
            var end = start
            while end < bytes.count, ![0x2F, 0x3F, 0x23, 0x3A].contains(bytes[end]) { end += 1 }
            // a host may end in a dot ("example.co.uk.")
            if end > start, bytes[end - 1] == 0x2E { end -= 1 }
            guard end - start >= 4, bytes[end - 3] == 0x2E else { return nil }
            let first = bytes[end - 2] | 0x20, second = bytes[end - 1] | 0x20
            guard first.isASCIILetter, second.isASCIILetter else { return nil }
            return String(decoding: [first, second], as: UTF8.self)
        }
    }

    /// Whether a recipe is in French: declared (any tag `IngredientLanguage(languageTag:)` reads as
    /// French) or read so from its lines.
    static func readsFrench(_ recipe: Recipe, catalog: FoodCatalog) -> Bool {
        if let declared = IngredientLanguage(languageTag: recipe.language) { return declared == .fr }
        // A French list has a "de", a "d'", an "à" or an accented letter somewhere; most
        // English ones have none, so the lines' language is weighed only then.
        guard recipe.ingredients.contains(where: { mayBeFrench($0.input) }) else { return false }
        let inputs = recipe.ingredients.map(\.input)
        guard IngredientParser.recipeLanguage(inputs) == .fr else { return false }
        // English lines with "herbes de Provence" and "crème fraîche", Spanish or Italian ones
        // with their "de", a German list with its "fleur de sel": the French names must find
        // the foods of as many lines as the English names (a French list of loanwords,
        // "aubergine", "crème fraîche", "gruyère", is found by both) and more than any other
        // language's do.
        let words = inputs.map(LocalNames.words(of:))
        func found(_ language: String) -> Int {
            guard let table = catalog.localNames[language] else { return 0 }
            return words.filter { table.longestMatch($0) != nil }.count
        }
        let french = found("fr")
        return inputs.filter({ catalog.resolve($0) != nil }).count <= french
            && catalog.localNames.keys.allSatisfy({ $0 == "fr" || found($0) < french })
    }

    /// Whether a recipe's lines say what only British kitchens say (`writesBritishly` of a line):
    /// "double cream", "caster sugar", "courgettes", "beef mince", rashers, a tin. Asked of an
    /// English recipe that declares no region and is served from no country's domain; Australia
    /// and New Zealand share most of those words and their 250 g blocks and imperial pints.
    static func writesBritishly(_ recipe: Recipe) -> Bool {
        recipe.ingredients.contains { line in
            writesBritishly(line) || (line.additionalParts ?? []).contains(where: writesBritishly)
        }
    }

    /// Region words of a tag that say Britain or Ireland (one word each: the tag is split at
    /// anything not a letter or digit).
    static let britishRegions: Set<String> = ["gb", "uk", "ie", "britain", "ireland"]

    /// Whether a line says what only British (and Irish, Australian, New Zealand) kitchens say:
    /// rashers of bacon, a tin of tomatoes, a punnet of berries, or a food by a name US recipes
    /// do not use (they say zucchini, eggplant, superfine sugar, self-rising flour, cornstarch,
    /// baking soda, ground beef, golden raisins, rutabaga, snow peas, molasses, whole-wheat
    /// flour, heavy cream, powdered sugar, bouillon cubes, arugula and green onions). Only the lines of the foods
    /// those names find are read word by word: the index weighs a million recipes.
    static func writesBritishly(_ part: ParsedIngredient) -> Bool {
        if part.unit == .rasher { return true }
        if part.unit == .can { return says(part.input, words: tinWords, pairs: []) }
        if part.unit == .container, says(part.input, words: punnetWords, pairs: []) { return true }
        guard let food = part.food, britishlyNamedFoods.contains(food), let name = part.name else { return false }
        return says(name, words: britishWords, pairs: britishPairs)
    }

    /// Whether `text` has a word of `words`, or two words in a row of `pairs`, by their hashes
    /// (`wordHashes`), read byte by byte without making a string: the index asks it of millions
    /// of lines. A word is a run of letters (ASCII ones lowercased), hyphens and non-ASCII bytes.
    static func says(_ text: String, words: Set<UInt64>, pairs: Set<UInt64>) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var word = fnvOffset, pair = fnvOffset, previous = fnvOffset, hasPrevious = false, inWord = false
            var index = 0
            while index <= bytes.count {
                // one past the end closes the last word
                var byte: UInt8 = index < bytes.count ? bytes[index] : 0x20
                index += 1
                let lower = byte | 0x20
                let letter = byte.isASCIILetter
                if letter || byte == 0x2D || byte >= 0x80 {
                    if letter { byte = lower }
                    if !inWord {
                        inWord = true
                        // "double cream": the pair's hash runs on from the word before and a space
                        pair = hasPrevious ? fnv(previous, 0x20) : fnvOffset
                    }
                    word = fnv(word, byte)
                    pair = fnv(pair, byte)
                } else if inWord {
                    if words.contains(word) || (hasPrevious && pairs.contains(pair)) { return true }
                    previous = word
                    hasPrevious = true
                    word = fnvOffset
                    inWord = false
                }
            }
            return false
        }
    }

    static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325
    static func fnv(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    /// The FNV-1a hashes of words as `says` reads them (lowercase ASCII, a space between two).
    static func wordHashes(_ words: [String]) -> Set<UInt64> {
        Set(words.map { $0.utf8.reduce(fnvOffset, fnv) })
    }

    static let britishlyNamedFoods: Set<Food.ID> = [
        "zucchini", "eggplant", "sugar", "self-rising-flour", "cornstarch", "baking-soda", "ground-beef", "lean-ground-beef",
        "ground-pork", "ground-lamb", "ground-turkey", "ground-chicken", "golden-raisin", "rutabaga", "snow-pea", "molasses",
        "whole-wheat-flour", "bread-flour", "ham", "bacon", "double-cream", "light-cream", "all-purpose-flour",
        "powdered-sugar", "bouillon-cube", "vegetable-bouillon-cube", "graham-cracker", "yogurt", "greek-yogurt", "arugula",
        "green-onion",
    ]
    static let britishWords = wordHashes([
        "courgette", "courgettes", "aubergine", "aubergines", "caster", "self-raising", "cornflour", "bicarbonate", "mince",
        "sultana", "sultanas", "swede", "mangetout", "treacle", "wholemeal", "gammon", "streaky", "yoghurt", "rocket",
    ])
    static let britishPairs = wordHashes([
        "double cream", "single cream", "plain flour", "icing sugar", "stock cube", "stock cubes", "digestive biscuits",
        "self raising", "spring onion", "spring onions",
    ])
    static let tinWords = wordHashes(["tin", "tins", "tinned"])
    static let punnetWords = wordHashes(["punnet", "punnets"])

    /// Millilitres in the imperial measures British recipes mean by the US names (UK Weights and
    /// Measures Act 1985: the gallon is 4.546 09 litres, the pint an eighth of it, the fluid
    /// ounce a twentieth of the pint).
    static let imperialMillilitres: [MeasureUnit: Double] = [
        .gallon: 4_546.09, .quart: 4_546.09 / 4, .pint: 4_546.09 / 8, .fluidOunce: 4_546.09 / 160,
    ]

    /// Whether a French recipe is Quebec's: declared "fr-CA", or measuring a food in cups
    /// ("tasse", in the amount or its note: "250 ml (1 tasse) de farine"), pounds or ounces. A cup
    /// of coffee or tea is a drink in any French kitchen.
    static func isQuebecs(_ recipe: Recipe) -> Bool {
        // "fr-CA", "fr_CA", "French (Canada)", "fr-CA-u-ca-gregory" (its region, not an extension's "ca")
        if let tag = recipe.language?.lowercased() {
            let parts = tag.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            if parts.dropFirst().first == "ca" || parts.contains("canada") { return true }
        }
        let northAmerican: Set<MeasureUnit> = [.cup, .pound, .ounce, .fluidOunce]
        return recipe.ingredients.contains { line in
            line.parts.contains { part in
                guard part.food.map({ !drinkOfACup.contains($0) }) ?? true else { return false }
                if part.unit.map(northAmerican.contains) == true || part.packageUnit.map(northAmerican.contains) == true { return true }
                let note = [part.comment, part.preparation].compactMap { $0 }.joined(separator: " ")
                return !note.isEmpty && LocalNames.foldedWords(of: note).contains { $0 == "tasse" || $0 == "tasses" }
            }
        }
    }

    /// Foods a French cup measures as a drink ("1 tasse de café" in a tiramisu).
    static let drinkOfACup: Set<Food.ID> = ["coffee", "espresso", "instant-coffee", "tea", "green-tea"]

    /// Whether a line has " de ", " d'", " d’", " à " or an accented letter (UTF-8 C3 80 to C3
    /// BF, or œ), read byte by byte: the index weighs a million recipes, and four substring
    /// searches per line doubled its build.
    static func mayBeFrench(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                let byte = bytes[index]
                // "é", "è", "à", "ç", "î"... and "œ" (C5 93)
                if index + 1 < bytes.count, (byte == 0xC3 && bytes[index + 1] >= 0x80) || (byte == 0xC5 && bytes[index + 1] == 0x93) {
                    return true
                }
                guard byte == 0x20, index + 2 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "d") else { continue }
                let after = bytes[index + 2], fourth = index + 3 < bytes.count ? bytes[index + 3] : 0x20
                // " d'", " de ", " DE ", " d’" (E2 80 99)
                if after == UInt8(ascii: "'") || (after | 0x20 == UInt8(ascii: "e") && fourth == 0x20) { return true }
                if after == 0xE2, fourth == 0x80, index + 4 < bytes.count, bytes[index + 4] == 0x99 { return true }
            }
            return false
        }
    }

    /// Whether the recipe's steps fry: then a cup or more of oil is frying oil, even where its
    /// line does not say so.
    static func fries(_ recipe: Recipe) -> Bool {
        // "fry", "deep-fry", "frying", "fryer", "stir-fry" (whose cups of oil also stay in the wok).
        recipe.instructions.contains(where: saysFry)
    }

    /// Whether `step` has "fry" in any case, read byte by byte: Foundation's case-insensitive
    /// search cost the index about 2 s of CPU a million recipes. A letter of ASCII with 0x20
    /// set is its lower case; no other byte becomes "f", "r" or "y" so.
    static func saysFry(_ step: String) -> Bool {
        var step = step
        return step.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 2)
            where bytes[index] | 0x20 == UInt8(ascii: "f") && bytes[index + 1] | 0x20 == UInt8(ascii: "r")
                && bytes[index + 2] | 0x20 == UInt8(ascii: "y") {
                return true
            }
            return false
        }
    }
}
