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
            throw CommandFailure("no recipe has the id \"\(id)\"")
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
        print("")
        for line in ShowCommand.nutritionLines(RecipeNutrition.estimate(recipe, catalog: kitchen.catalog)) { print(line) }
    }

    /// "Nutrition per serving", then a row per nutrient as a label rounds it with its % of daily
    /// value, and what the estimate rests on; one line saying so when nothing could be weighed.
    static func nutritionLines(_ estimate: NutritionEstimate?) -> [String] {
        let strings = Strings.english
        guard let label = NutritionLabel(estimate, strings: strings) else {
            return [strings.text("nutrition.heading"), "  " + strings.text("nutrition.none")]
        }
        let width = label.rows.map { $0.name.count + ($0.nutrient.isPart ? 2 : 0) }.max() ?? 0
        var lines = [strings.text("nutrition.heading")]
        for row in label.rows {
            let name = (row.nutrient.isPart ? "  " : "") + row.name
            var text = "  " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + row.amount
            if let percent = row.percentDailyValue {
                text += String(repeating: " ", count: max(1, 10 - row.amount.count)) + "\(percent)%"
            }
            lines.append(text)
        }
        lines.append("  " + label.basis)
        return lines
    }
}
