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

    @Option(parsing: .unconditional, help: "How many results to print, from 1 to 1000.")
    var limit = 10

    @Option(help: "A JSON-LD library to search instead of the bundled one.")
    var library: String?

    func validate() throws {
        try NumberOption.check(limit, "--limit", in: 1...1000)
    }

    func run() throws {
        let kitchen = try Kitchen(library: library)
        var foods: [Food.ID] = []
        for name in ingredients {
            // The catalog's answer, not the command's words: exit 1, without the usage.
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw CommandFailure("an ingredient's name is empty; name a food, such as chicken")
            }
            guard let food = kitchen.catalog.resolve(name) else {
                throw CommandFailure("\"\(name)\" is not a food Reciplease knows")
            }
            foods.append(food)
        }
        let index = SearchIndex(catalog: kitchen.catalog, recipes: kitchen.recipes)
        let results = index.search(SearchQuery(foods: foods, ranking: ranking, limit: limit))
        print(EnglishCount.of(results.total, "recipe"))
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
