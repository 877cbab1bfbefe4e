import Foundation
import RecipleaseCore
import Vapor

/// The home page: the ingredient box and the recipes those ingredients make.
/// The ingredient list lives in the URL (`/?i=chicken&i=rice`), so every state is a link that
/// works without JavaScript, can be bookmarked, and the back button undoes the last change.
struct HomeController: RouteCollection {
    static let pageSize = 12

    func boot(routes: any RoutesBuilder) throws {
        routes.get(use: index)
    }

    func index(request: Request) async throws -> Response {
        var names = try SearchParameters.checked(request.queryValues("i").map(HTMLText.tidy).filter { !$0.isEmpty })
        let added = request.queryValues("add").flatMap { $0.split(separator: ",") }.map { HTMLText.tidy(String($0)) }.filter { !$0.isEmpty }
        let ranking = try request.queryValues("ranking").last.map { raw -> Ranking in
            guard let value = Ranking(rawValue: raw) else { throw Abort(.badRequest, reason: "Unknown ranking \"\(raw)\".") }
            return value
        } ?? .maxUsed
        if !added.isEmpty || request.url.query?.contains("add=") == true {
            // Adding is a change of state: send the browser to the URL of the new list.
            names = try SearchParameters.checked(names + added)
            return request.redirect(to: HomeController.url(names, ranking: ranking), redirectType: .normal)
        }
        let page = try SearchParameters.integer(request, "page", default: 1, range: 1...10_000)

        let store = request.recipes
        var foods: [Food.ID] = []
        var chips: [IngredientChip] = []
        for name in names {
            let food = store.catalog.resolve(name)
            if let food, !foods.contains(food) { foods.append(food) }
            chips.append(IngredientChip(
                name: name,
                food: food.flatMap { store.catalog[$0]?.name },
                removeURL: HomeController.url(names.filter { $0 != name }, ranking: ranking)
            ))
        }
        var query = SearchQuery(foods: foods, ranking: ranking, limit: HomeController.pageSize, offset: (page - 1) * HomeController.pageSize)
        try await request.personalize(&query)
        let results = names.isEmpty || !foods.isEmpty ? store.snapshot.search(query) : .empty
        let pageCount = max(1, (results.total + HomeController.pageSize - 1) / HomeController.pageSize)
        let context = HomePage(
            title: names.isEmpty ? "What's in your kitchen?" : "Recipes with \(names.joined(separator: ", "))",
            ingredients: chips,
            hasIngredients: !names.isEmpty,
            ranking: ranking.rawValue,
            rankingOptions: Ranking.allCases.map { option in
                RankingOption(value: option.rawValue, label: option == .maxUsed ? "Uses most of my ingredients" : "Fewest missing ingredients", url: HomeController.url(names, ranking: option), selected: option == ranking)
            },
            total: results.total,
            results: results.hits.map { RecipeCard(hit: $0, catalog: store.catalog, showMatch: !names.isEmpty) },
            page: page,
            pageCount: pageCount,
            previousURL: page > 1 ? HomeController.url(names, ranking: ranking, page: page - 1) : nil,
            nextURL: page < pageCount ? HomeController.url(names, ranking: ranking, page: page + 1) : nil
        )
        return try await request.view.render("home", context).encodeResponse(for: request)
    }

    static func url(_ names: [String], ranking: Ranking = .maxUsed, page: Int = 1) -> String {
        var items = names.map { "i=\($0.queryEncoded)" }
        if ranking != .maxUsed { items.append("ranking=\(ranking.rawValue)") }
        if page > 1 { items.append("page=\(page)") }
        return items.isEmpty ? "/" : "/?" + items.joined(separator: "&")
    }
}

struct IngredientChip: Encodable {
    let name: String
    /// The catalog food the name was understood as, or nil when it was not recognised.
    let food: String?
    let removeURL: String
}

struct RankingOption: Encodable {
    let value: String
    let label: String
    let url: String
    let selected: Bool
}

struct RecipeCard: Encodable {
    let id: String
    let url: String
    let title: String
    let image: String
    let totalMinutes: Int?
    let servings: Int?
    let showMatch: Bool
    let used: [String]
    let missed: [String]

    init(hit: SearchHit, catalog: FoodCatalog, showMatch: Bool) {
        id = hit.recipe.id.rawValue
        url = "/recipes/\(hit.recipe.id.rawValue.pathEncoded)"
        title = hit.recipe.title
        image = hit.recipe.pictureURL
        totalMinutes = hit.recipe.totalMinutes
        servings = hit.recipe.servings
        self.showMatch = showMatch
        used = hit.used.map { catalog[$0]?.name ?? $0.rawValue }
        missed = hit.missed.map { catalog[$0]?.name ?? $0.rawValue }
    }
}

struct HomePage: Encodable {
    let title: String
    let ingredients: [IngredientChip]
    let hasIngredients: Bool
    let ranking: String
    let rankingOptions: [RankingOption]
    let total: Int
    let results: [RecipeCard]
    let page: Int
    let pageCount: Int
    let previousURL: String?
    let nextURL: String?
}

extension String {
    /// Safe as one query value.
    var queryEncoded: String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return addingPercentEncoding(withAllowedCharacters: allowed) ?? self
    }

    /// Safe as one path segment.
    var pathEncoded: String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return addingPercentEncoding(withAllowedCharacters: allowed) ?? self
    }
}
