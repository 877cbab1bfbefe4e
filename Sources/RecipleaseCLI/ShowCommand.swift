import ArgumentParser
import Foundation
import RecipleaseCore

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Print one recipe.")

    @Argument(help: "The recipe id, as search prints it.")
    var id: String

    @Option(help: "A JSON-LD library to read instead of the bundled one.")
    var library: String?

    func run() throws {
        let kitchen = try Kitchen(library: library)
        guard let recipe = kitchen.recipes.first(where: { $0.id.rawValue == id }) else {
            throw ValidationError("no recipe has the id \"\(id)\"")
        }
        print(recipe.title)
        if let summary = recipe.summary { print(summary) }
        var facts: [String] = []
        if let total = Strings.english.duration(minutes: recipe.totalMinutes) { facts.append("ready in \(total)") }
        if let yield = Strings.english.yield(servings: recipe.servings, yieldText: recipe.yieldText) { facts.append(yield) }
        if !recipe.diets.isEmpty { facts.append(recipe.diets.map(\.rawValue).joined(separator: ", ")) }
        if !facts.isEmpty { print(facts.joined(separator: " · ")) }
        print("\nIngredients")
        for line in recipe.ingredients { print("  - \(line.input)") }
        print("\nSteps")
        for (number, step) in recipe.instructions.enumerated() { print("  \(number + 1). \(step)") }
    }
}
