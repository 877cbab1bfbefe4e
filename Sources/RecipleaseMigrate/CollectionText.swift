import Foundation
import RecipleaseCore

/// The free text other apps keep where Reciplease keeps numbers ("1 hr 20 min", "Makes 12
/// muffins"), and the small tidying every reader needs. Every number is checked before use.
enum CollectionText {
    /// Minutes from a duration typed by a person: "10 mins", "1 hr 20 min", "1h30", "1:30",
    /// "90", "10-15 minutes" (the longer), "PT1H" (ISO 8601). Nil when there is no duration or
    /// it is longer than a recipe's times may be.
    static func minutes(_ text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.count <= 100, !NumberWords.unreadable(trimmed) else { return nil }
        // "PT1H30M" (ISO 8601), not "Prep 10 min"
        if trimmed.uppercased().hasPrefix("PT") || (trimmed.uppercased().hasPrefix("P") && trimmed.dropFirst().first?.isNumber == true) {
            return inRange(SchemaRecipe.minutes(trimmed))
        }
        var total = 0.0, found = false
        var pending: Double?
        let lower = trimmed.lowercased()
        var index = lower.startIndex
        while index < lower.endIndex {
            let character = lower[index]
            if character.isASCII, character.isNumber {
                let digits = lower[index...].prefix { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "," }
                guard let value = Double(digits.replacingOccurrences(of: ",", with: ".")) else { return nil }
                index = digits.endIndex
                if lower[index...].first == ":" {
                    // "1:30": hours and minutes
                    let after = lower.index(after: index)
                    let rest = lower[after...].prefix { $0.isASCII && $0.isNumber }
                    guard let minutes = Double(rest) else { return nil }
                    total += value * 60 + minutes
                    found = true
                    index = rest.endIndex
                    continue
                }
                pending = value
                continue
            }
            if character.isLetter {
                let word = lower[index...].prefix { $0.isLetter }
                index = word.endIndex
                guard let value = pending else { continue }
                if let factor = minutesPer(word) {
                    total += value * factor
                    found = true
                    pending = nil
                } // words that are not units ("about", "approx.") leave the number waiting
                continue
            }
            // "10-15 min", "10 to 15": the longer time stands
            if character == "-" || character == "–" { pending = nil }
            index = lower.index(after: index)
        }
        if let value = pending {
            // "1h30": the minutes after hours; "45": a bare number is minutes
            total += value
            found = true
        }
        return found ? Int(checked: total, in: RecipeRules.minutes) : nil
    }

    private static func inRange(_ minutes: Int?) -> Int? {
        minutes.flatMap { RecipeRules.minutes.contains($0) ? $0 : nil }
    }

    private static func minutesPer(_ word: Substring) -> Double? {
        switch word {
        case "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures", "uur", "ora", "ore": 60
        case "m", "min", "mins", "minute", "minutes", "minuten", "minuti", "minuto", "minutos", "mn": 1
        case "s", "sec", "secs", "second", "seconds": 1.0 / 60
        case "d", "day", "days", "tag", "tage": 1440
        default: nil
        }
    }

    /// Words a servings text uses to count servings rather than say what the recipe makes.
    private static let servingWords: Set<Substring> = [
        "serves", "serve", "serving", "servings", "people", "person", "persons", "portion", "portions",
        "makes", "yield", "yields", "to", "or", "about", "approximately", "adults", "guests", "for",
    ]

    /// "4" → 4; "4 servings", "Serves 4-6" → 4; "Makes 12 muffins" → 12 and "12 muffins".
    static func servings(_ text: String) -> (servings: Int?, yieldText: String?) {
        let plain = HTMLText.tidy(text)
        guard !plain.isEmpty, !NumberWords.unreadable(plain) else { return (nil, nil) }
        let number = plain.split(whereSeparator: { !($0.isASCII && $0.isNumber) }).first
            .flatMap { $0.count <= 6 ? Int($0) : nil }
        let servings = number.flatMap { RecipeRules.servings.contains($0) ? $0 : nil }
        var words = Substring(plain)
        for lead in ["makes ", "make ", "yields ", "yields: ", "yield: ", "yield "] where words.lowercased().hasPrefix(lead) {
            words = words.dropFirst(lead.count).drop { $0 == " " }
            break
        }
        let letters = words.lowercased().split { !$0.isLetter }
        let yieldText = letters.isEmpty || letters.allSatisfy(servingWords.contains) || String(words).lengthForLimits > RecipeRules.yieldLength
            ? nil : String(words)
        return (servings, yieldText)
    }

    /// A number that an app wrote as a JSON number or as text ("200.000", "0,5"), when finite.
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber:
            return number.doubleValue.isFinite ? number.doubleValue : nil
        case let text as String:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            guard trimmed.count <= 40, let value = Double(trimmed.replacingOccurrences(of: ",", with: ".")) else { return nil }
            return value.isFinite ? value : nil
        default:
            return nil
        }
    }

    /// A whole number from JSON within `range`.
    static func whole(_ value: Any?, in range: ClosedRange<Int>) -> Int? {
        number(value).flatMap { Int(checked: $0, in: range) }
    }

    private static let fractions: [(Double, String)] = [
        (0.125, "⅛"), (0.25, "¼"), (1.0 / 3, "⅓"), (0.5, "½"), (2.0 / 3, "⅔"), (0.75, "¾"),
    ]

    /// An amount as a cook writes it: 200 → "200", 1.5 → "1 ½", 0.333 → "⅓", 0.15 → "0.15".
    static func amount(_ value: Double) -> String? {
        guard value.isFinite, value > 0, value < 1_000_000 else { return nil }
        let whole = value.rounded(.down)
        let part = value - whole
        let wholeText = Int(checked: whole).map(String.init) ?? ""
        if part < 0.001 { return wholeText }
        if part > 0.999 { return Int(checked: whole + 1).map(String.init) }
        if let fraction = fractions.first(where: { abs($0.0 - part) < 0.01 }) {
            return whole == 0 ? fraction.1 : wholeText + " " + fraction.1
        }
        var text = String(format: "%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// Names without blanks and without repeats (case aside), the first spelling kept.
    static func distinctNames(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        var result: [String] = []
        for name in names.map(HTMLText.tidy) where !name.isEmpty && seen.insert(name.lowercased()).inserted {
            result.append(name)
        }
        return result
    }

    /// Text with its ends trimmed and line ends kept, or nil when nothing is left.
    static func paragraph(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        let joined = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return joined.isEmpty ? nil : joined
    }

    /// One line of text, whitespace folded, or nil when blank.
    static func line(_ value: Any?) -> String? {
        guard let text = value as? String else { return nil }
        let tidy = HTMLText.tidy(text)
        return tidy.isEmpty ? nil : tidy
    }

    /// A step as a person reads it: markdown marks that would show as symbols taken away
    /// ("## ", "**", list bullets, a leading "1." since steps are numbered), link text kept.
    static func readableStep(_ text: String) -> String {
        var line = HTMLText.tidy(text)
        while line.hasPrefix("#") { line.removeFirst() }
        line = line.trimmingCharacters(in: .whitespaces)
        for bullet in ["- ", "* ", "+ ", "• "] where line.hasPrefix(bullet) {
            line = String(line.dropFirst(bullet.count))
            break
        }
        // "1. Mix", "2) Bake", "Step 3: Serve": the number the step list already shows
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3 {
            let rest = line.dropFirst(digits.count)
            if rest.hasPrefix(". ") || rest.hasPrefix(") ") { line = String(rest.dropFirst(2)) }
        }
        line = line.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "__", with: "")
        // a picture taken out leaves the spaces either side of it: one is kept
        return HTMLText.tidy(links(line))
    }

    /// `[text](url)` → "text"; `![alt](url)` (a picture) → nothing. A destination may hold
    /// balanced brackets, as CommonMark allows (`(javascript:alert(1))` left a stray ")" when the
    /// first one was taken for its end). Linear: each "[" finds the next "]" and each "(" its ")"
    /// in tables made in one pass (searching from each "[" of "[a](" repeated took 58 s on 24,000).
    private static func links(_ text: String) -> String {
        guard text.contains("](") else { return text }
        let chars = Array(text)
        let n = chars.count
        // the first "]" at or after each place
        var nextClose = [Int](repeating: n, count: n + 1)
        for index in stride(from: n - 1, through: 0, by: -1) { nextClose[index] = chars[index] == "]" ? index : nextClose[index + 1] }
        // the ")" that closes each "(", counting the brackets between
        var closing = [Int](repeating: -1, count: n)
        var opened: [Int] = []
        for index in 0..<n {
            if chars[index] == "(" { opened.append(index) } else if chars[index] == ")", let open = opened.popLast() { closing[open] = index }
        }
        var out: [Character] = []
        var copied = 0
        var index = 0
        while index < n {
            guard chars[index] == "[" else { index += 1; continue }
            let close = nextClose[index + 1]
            guard close + 1 < n, chars[close + 1] == "(", closing[close + 1] >= 0 else { index += 1; continue }
            let isImage = index > copied && chars[index - 1] == "!"
            out += chars[copied..<(isImage ? index - 1 : index)]
            if !isImage { out += chars[(index + 1)..<close] }
            index = closing[close + 1] + 1
            copied = index
        }
        out += chars[copied..<n]
        return String(out)
    }

    /// Steps from a text: one per non-blank line, each made readable.
    static func steps(_ text: String?) -> [String] {
        guard let text else { return [] }
        return text.readItems(separatedBy: \.isNewline)
            .map { readableStep(String($0)) }.filter { !$0.isEmpty }
    }

    /// A JSON object from bytes, or why there is none.
    /// Past 16 MB (`PaprikaCollection.maxRecipeBytes`, which holds a photo besides) it is too large.
    static func object(_ data: Data) -> Result<[String: Any], ImportReason> {
        guard !data.isEmpty else { return .failure(.recipeFileEmpty) }
        guard data.count <= PaprikaCollection.maxRecipeBytes else { return .failure(.recipeTooLarge) }
        guard let json = JSONSyntax.grammaticalValue(data) else { return .failure(.recipeJSONInvalid) }
        guard let object = json as? [String: Any] else { return .failure(.recipeNotObject) }
        return .success(object)
    }
}

/// Why one recipe of a collection could not be read; the words are `error.<code>` in the strings table.
extension ImportReason {
    static let recipeFileEmpty = ImportReason("collection.recipe-file-empty")
    static let recipeJSONInvalid = ImportReason("collection.recipe-json-invalid")
    static let recipeNotObject = ImportReason("collection.recipe-not-object")
    static let recipeNoName = ImportReason("collection.recipe-no-name")
    static let recipeUnreadable = ImportReason("collection.recipe-unreadable")
    /// Paprika: an entry that does not gunzip to JSON.
    static let recipeNotGzip = ImportReason("collection.recipe-not-gzip")
    /// One recipe's file that unpacks (or is) past 16 MB: no recipe and its photo are that large.
    static let recipeTooLarge = ImportReason("collection.recipe-too-large")
    /// Tandoor: one recipe's zip inside the export.
    static let recipeZipInvalid = ImportReason("collection.recipe-zip-invalid")
    static let recipeZipDamaged = ImportReason("collection.recipe-zip-damaged")
    static let recipeZipWithoutJSON = ImportReason("collection.recipe-zip-without-json")
}

extension RecipeCollection {
    /// A read recipe added, or the reason it could not be read listed under `item`.
    mutating func add(_ result: Result<ImportedRecipe, ImportReason>, item: String) {
        switch result {
        case let .success(recipe): recipes.append(recipe)
        case let .failure(reason): failures.append(ImportFailure(item: item, reason: reason))
        }
    }
}
