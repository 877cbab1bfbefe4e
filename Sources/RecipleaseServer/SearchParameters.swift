import Foundation
import RecipleaseCore
import Vapor

/// A search as a request states it, checked: the API and the pages read it the same way.
struct SearchParameters {
    static let maxIngredients = 50
    static let maxIngredientLength = 80
    static let maxLimit = 100
    static let maxOffset = 1_000_000

    var ingredients: [String] = []
    var ranking: Ranking = .maxUsed
    var limit = 20
    var offset = 0

    /// Reads `ingredients` (comma-separated, or repeated), `ranking`, `limit` and `offset`.
    init(request: Request, ingredientKeys: [String] = ["ingredients"]) throws {
        var names: [String] = []
        for key in ingredientKeys {
            for value in request.queryValues(key) {
                names += value.split(separator: ",").map { HTMLText.tidy(String($0)) }.filter { !$0.isEmpty }
            }
        }
        ingredients = try SearchParameters.checked(names)
        if let raw = request.queryValues("ranking").last {
            guard let value = Ranking(rawValue: raw) else {
                throw Abort(.badRequest, reason: "ranking must be one of: \(Ranking.allCases.map(\.rawValue).joined(separator: ", ")); got \"\(raw)\"")
            }
            ranking = value
        }
        limit = try SearchParameters.integer(request, "limit", default: 20, range: 0...SearchParameters.maxLimit)
        offset = try SearchParameters.integer(request, "offset", default: 0, range: 0...SearchParameters.maxOffset)
    }

    /// Drops repeats (case-insensitively) and refuses lists too long to be a kitchen.
    static func checked(_ names: [String]) throws -> [String] {
        var seen: Set<String> = []
        let unique = names.filter { seen.insert($0.lowercased()).inserted }
        guard unique.count <= maxIngredients else {
            throw Abort(.badRequest, reason: "at most \(maxIngredients) ingredients can be searched at once; got \(unique.count)")
        }
        if let long = unique.first(where: { $0.count > maxIngredientLength }) {
            throw Abort(.badRequest, reason: "an ingredient name is at most \(maxIngredientLength) characters; \"\(long.prefix(20))…\" is longer")
        }
        return unique
    }

    static func integer(_ request: Request, _ key: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
        guard let raw = request.queryValues(key).last else { return value }
        guard let number = Int(raw), range.contains(number) else {
            throw Abort(.badRequest, reason: "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound); got \"\(raw)\"")
        }
        return number
    }

    /// The user's names resolved to catalog foods, and the names that resolved to nothing.
    func foods(in catalog: FoodCatalog) -> (foods: [Food.ID], unrecognized: [String]) {
        var foods: [Food.ID] = [], unrecognized: [String] = []
        for name in ingredients {
            if let food = catalog.resolve(name) {
                if !foods.contains(food) { foods.append(food) }
            } else {
                unrecognized.append(name)
            }
        }
        return (foods, unrecognized)
    }

    func query(foods: [Food.ID]) -> SearchQuery {
        SearchQuery(foods: foods, ranking: ranking, limit: limit, offset: offset)
    }
}

extension Request {
    /// Every value a query key has, in order (`?i=a&i=b`), read from the raw query string.
    func queryValues(_ key: String) -> [String] {
        guard let query = url.query else { return [] }
        return query.split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = parts.first.flatMap({ String($0).replacingOccurrences(of: "+", with: " ").removingPercentEncoding }),
                  name == key else { return nil }
            let raw = parts.count > 1 ? String(parts[1]) : ""
            return raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
        }
    }
}
