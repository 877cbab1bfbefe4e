import Foundation
import RecipleaseCore
import Vapor

/// A search as a request states it, checked: the API and the pages read it the same way.
/// Every list takes comma-separated values or a repeated key; names are case-insensitive.
struct SearchParameters {
    static let maxIngredients = 50
    static let maxIngredientLength = 80
    static let maxTextLength = 100
    static let maxLimit = 100
    static let maxOffset = 1_000_000
    /// The largest per-serving limits taken: far above any dish, and within what the index stores.
    static let nutritionFields: [(key: String, range: ClosedRange<Double>, limit: WritableKeyPath<NutritionLimits, Double?>)] = [
        ("maxCalories", 0...20_000, \.maxCalories), ("minProtein", 0...1_000, \.minProtein),
        ("maxCarbs", 0...2_000, \.maxCarbs), ("maxSodium", 0...50_000, \.maxSodium),
    ]

    var ingredients: [String] = []
    var text = ""
    var diets: Set<Diet> = []
    var intolerances: Set<Allergen> = []
    var cuisines: Set<String> = []
    var mealTypes: Set<MealType> = []
    var maxReadyTime: Int?
    var maxMissing: Int?
    var nutrition = NutritionLimits()
    var ranking: Ranking = .maxUsed
    var ignorePantry = true
    var limit = 20
    var offset = 0

    init() {}

    /// Reads the ingredients (under `ingredientKey`), `q`, `diet`, `intolerances`, `cuisine`, `type`,
    /// `maxReadyTime`, `maxMissing`, `maxCalories`, `minProtein`, `maxCarbs`, `maxSodium`, `ranking`,
    /// `ignorePantry`, `limit` and `offset`.
    init(request: Request, ingredientKey: String = "ingredients") throws {
        ingredients = try SearchParameters.checked(request.listValues(ingredientKey))
        text = HTMLText.tidy(request.queryValues("q").last ?? "")
        guard text.lengthForLimits <= SearchParameters.maxTextLength else {
            throw CodedProblem(.invalid, "search.text-length", ["max": "\(SearchParameters.maxTextLength)"])
        }
        diets = try SearchParameters.choices(request, "diet", Diet.allCases, name: \.rawValue)
        intolerances = try SearchParameters.choices(request, "intolerances", Allergen.allCases, name: \.rawValue)
        mealTypes = try SearchParameters.choices(request, "type", MealType.allCases, name: \.rawValue)
        cuisines = try Set(request.listValues("cuisine").map { name in
            guard let known = Cuisine.canonical(name) else {
                throw CodedProblem(.invalid, "search.cuisine", ["given": name, "valid": Cuisine.known.joined(separator: ", ")])
            }
            return known
        })
        maxReadyTime = try SearchParameters.optionalInteger(request, "maxReadyTime", range: 1...100_000)
        maxMissing = try SearchParameters.optionalInteger(request, "maxMissing", range: 0...1000)
        for field in SearchParameters.nutritionFields {
            nutrition[keyPath: field.limit] = try SearchParameters.optionalNumber(request, field.key, range: field.range)
        }
        if let raw = request.queryValues("ranking").last, !raw.isEmpty {
            guard let value = Ranking(rawValue: raw) else {
                throw CodedProblem(.invalid, "search.ranking", ["valid": Ranking.allCases.map(\.rawValue).joined(separator: ", "), "given": raw])
            }
            ranking = value
        }
        // empty, as every other key: left out (a form's blank field; the API's document says so)
        if let raw = request.queryValues("ignorePantry").last, !raw.isEmpty {
            switch raw.lowercased() {
            case "true", "1", "yes", "on": ignorePantry = true
            case "false", "0", "no", "off": ignorePantry = false
            default: throw CodedProblem(.invalid, "search.ignore-pantry", ["given": raw])
            }
        }
        limit = try SearchParameters.integer(request, "limit", default: 20, range: 0...SearchParameters.maxLimit)
        offset = try SearchParameters.integer(request, "offset", default: 0, range: 0...SearchParameters.maxOffset)
    }

    /// Drops repeats (case-insensitively) and refuses lists too long to be a kitchen.
    static func checked(_ names: [String]) throws -> [String] {
        var seen: Set<String> = []
        let unique = names.filter { seen.insert($0.lowercased()).inserted }
        guard unique.count <= maxIngredients else {
            throw CodedProblem(.invalid, "search.ingredients-count", ["max": "\(maxIngredients)", "count": "\(unique.count)"])
        }
        if let long = unique.first(where: { $0.lengthForLimits > maxIngredientLength }) {
            throw CodedProblem(.invalid, "search.ingredient-length", ["max": "\(maxIngredientLength)", "start": long.prefixForLimits(20)])
        }
        return unique
    }

    /// Values of a closed set, matched ignoring case, spaces, hyphens and underscores.
    static func choices<T: Hashable>(_ request: Request, _ key: String, _ all: [T], name: (T) -> String) throws -> Set<T> {
        let folded = { (text: String) in text.lowercased().filter(\.isLetter) }
        var chosen: Set<T> = []
        for raw in request.listValues(key) {
            guard let value = all.first(where: { folded(name($0)) == folded(raw) }) else {
                throw CodedProblem(.invalid, "search.choice", ["key": key, "given": raw, "valid": all.map(name).joined(separator: ", ")])
            }
            chosen.insert(value)
        }
        return chosen
    }

    static func integer(_ request: Request, _ key: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
        try optionalInteger(request, key, range: range) ?? value
    }

    static func optionalInteger(_ request: Request, _ key: String, range: ClosedRange<Int>) throws -> Int? {
        guard let raw = request.queryValues(key).last, !raw.isEmpty else { return nil }
        guard let number = Int(raw), range.contains(number) else {
            throw CodedProblem(.invalid, "search.integer", ["key": key, "min": "\(range.lowerBound)", "max": "\(range.upperBound)", "given": raw])
        }
        return number
    }

    /// A decimal number (`450`, `12.5`, `1e3`) within `range`. Only digits, a point, an exponent
    /// and signs are read, so the hex, "nan" and "inf" that `Double(_:)` also takes answer 400.
    static func optionalNumber(_ request: Request, _ key: String, range: ClosedRange<Double>) throws -> Double? {
        guard let raw = request.queryValues(key).last?.trimmingCharacters(in: .whitespaces), !raw.isEmpty else { return nil }
        let plain = raw.count <= 24 && raw.allSatisfy { "0"..."9" ~= $0 || ".eE+-".contains($0) }
        guard plain, let number = Double(raw), number.isFinite, range.contains(number) else {
            throw CodedProblem(.invalid, "search.number", ["key": key, "min": NutritionLimits.text(range.lowerBound),
                                                           "max": NutritionLimits.text(range.upperBound), "given": String(raw.prefix(40))])
        }
        return number
    }

    /// The nutrition limits as query items, in the order the API documents them.
    var nutritionItems: [(String, String)] {
        SearchParameters.nutritionFields.compactMap { field in nutrition[keyPath: field.limit].map { (field.key, NutritionLimits.text($0)) } }
    }

    /// The user's names resolved to catalog foods, and the names that resolved to nothing. Names
    /// are read in `language` first, then in the catalog's other languages.
    func foods(in catalog: FoodCatalog, language: String) -> (foods: [Food.ID], unrecognized: [String]) {
        var foods: [Food.ID] = [], unrecognized: [String] = []
        for name in ingredients {
            if let food = catalog.resolve(typed: name, language: language) {
                if !foods.contains(food) { foods.append(food) }
            } else {
                unrecognized.append(name)
            }
        }
        return (foods, unrecognized)
    }

    func query(foods: [Food.ID]) -> SearchQuery {
        SearchQuery(
            foods: foods, text: text, diets: diets, intolerances: intolerances, cuisines: cuisines,
            mealTypes: mealTypes, maxReadyTime: maxReadyTime, maxMissing: maxMissing, nutrition: nutrition, ranking: ranking,
            ignorePantry: ignorePantry, limit: limit, offset: offset
        )
    }
}

extension Request {
    private struct QueryPairsKey: StorageKey { typealias Value = [(name: String, value: String)] }

    /// The query string's pairs, decoded, in order; read once per request (a search asks for a
    /// dozen keys).
    private var queryPairs: [(name: String, value: String)] {
        if let pairs = storage[QueryPairsKey.self] { return pairs }
        let pairs: [(name: String, value: String)] = (url.query ?? "").split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = parts.first, let name = Request.decodeQueryText(first) else { return nil }
            let raw = parts.count > 1 ? parts[1] : ""
            return (name, Request.decodeQueryText(raw) ?? String(raw))
        }
        storage[QueryPairsKey.self] = pairs
        return pairs
    }

    /// `+` as a space and percent escapes decoded; plain text is taken as it is.
    private static func decodeQueryText(_ text: Substring) -> String? {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else { return String(text) }
        return text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }

    /// Every value a query key has, in order (`?i=a&i=b`), read from the raw query string.
    func queryValues(_ key: String) -> [String] {
        queryPairs.compactMap { $0.name == key ? $0.value : nil }
    }

    /// A list parameter: repeated keys and comma-separated values alike, tidied, blanks dropped.
    func listValues(_ key: String) -> [String] {
        queryValues(key).flatMap { $0.split(separator: ",") }.map { HTMLText.tidy(String($0)) }.filter { !$0.isEmpty }
    }
}
