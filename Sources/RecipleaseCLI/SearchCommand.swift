import ArgumentParser
import Foundation
import RecipleaseCore

struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find recipes that use the ingredients you have."
    )

    @Argument(help: "Ingredients you have, e.g. chicken rice \"green onion\".")
    var ingredients: [String] = []

    @Option(help: "max-used (most of my ingredients first) or min-missing (fewest missing first).")
    var ranking: Ranking = .maxUsed

    @Option(help: "How many results to print.")
    var limit = 10

    @Option(help: "A JSON-LD library to search instead of the bundled one.")
    var library: String?

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000") }
    }

    func run() throws {
        let kitchen = try Kitchen(library: library)
        var foods: [Food.ID] = []
        for name in ingredients {
            guard let food = kitchen.catalog.resolve(name) else {
                throw ValidationError("\"\(name)\" is not a food Reciplease knows")
            }
            foods.append(food)
        }
        let index = SearchIndex(catalog: kitchen.catalog, recipes: kitchen.recipes)
        let results = index.search(SearchQuery(foods: foods, ranking: ranking, limit: limit))
        print("\(results.total) recipes")
        let name = { (id: Food.ID) in kitchen.catalog[id]?.name ?? id.rawValue }
        for hit in results.hits {
            let time = Strings.english.duration(minutes: hit.recipe.totalMinutes).map { " (\($0))" } ?? ""
            print("\(hit.recipe.title)\(time) [\(hit.recipe.id)]")
            if !foods.isEmpty {
                print("  uses: \(hit.used.map(name).joined(separator: ", "))")
                print("  missing: \(hit.missed.isEmpty ? "nothing" : hit.missed.map(name).joined(separator: ", "))")
            }
        }
    }
}

extension Ranking: ExpressibleByArgument {}
