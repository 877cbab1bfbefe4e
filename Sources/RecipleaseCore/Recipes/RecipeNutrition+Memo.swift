import Foundation

extension RecipeNutrition {
    /// `estimate`, for many recipes at once: each distinct line is weighed once and its parts'
    /// values kept, so a library whose lines repeat (a generated million, a site's recipes) is
    /// estimated at the cost of a look-up per line. Gives the same per-serving values as
    /// `estimate`, bit for bit (the parts are added in the same order). Meant for one batch:
    /// a line's parse is taken to follow from its text and the food it was read to (the recipe's
    /// language may read the same words to another food), as it does for recipes read together.
    public final class Memo: @unchecked Sendable {
        let catalog: FoodCatalog
        private let lock = NSLock()
        /// Per line text and measuring system: the values of the line's weighed parts, in order.
        private var lines: [LineKey: [Nutrients]] = [:]

        struct LineKey: Hashable {
            let input: String
            let metric: Bool
            /// Whether the recipe's steps fry (a cup of oil is then frying oil).
            let fries: Bool
            /// The market whose sizes the recipe buys (`RecipeNutrition.market(of:catalog:)`).
            let market: String?
            /// The food the line was read to: the same words read in another language (a French
            /// recipe's "1 citron" is a lemon, an English one's a citron) are another line.
            let food: Food.ID?
            /// The name the line was read to: a French market's plain kind depends on it (an
            /// undeclared French recipe read in English names "de bacon", not "bacon").
            let name: String?
        }

        public init(catalog: FoodCatalog) { self.catalog = catalog }

        /// Distinct lines weighed so far.
        public var count: Int { lock.withLock { lines.count } }

        /// The per-serving values `estimate(recipe, catalog:)` gives; nil when no part could be weighed.
        public func perServing(_ recipe: Recipe) -> Nutrients? {
            let market = RecipeNutrition.market(of: recipe, catalog: catalog)
            let metric = market != nil || RecipeNutrition.buyingSystem(of: recipe) == .metric
            let fries = RecipeNutrition.fries(recipe)
            var whole = Nutrients.zero
            var counted = 0
            for line in recipe.ingredients {
                let key = LineKey(input: line.input, metric: metric, fries: fries, market: market, food: line.food, name: line.name)
                let parts: [Nutrients]
                if let known = lock.withLock({ lines[key] }) {
                    parts = known
                } else {
                    parts = weighed(line, system: metric ? .metric : .us, fries: fries, market: market)
                    lock.withLock { lines[key] = parts }
                }
                for part in parts { whole = whole + part }
                counted += parts.count
            }
            guard counted > 0 else { return nil }
            return whole.scaled(by: 1 / Double(RecipeNutrition.servings(of: recipe, wholeEnergy: whole.energy)))
        }

        private func weighed(_ line: ParsedIngredient, system: MeasureSystem, fries: Bool, market: String?) -> [Nutrients] {
            line.parts.compactMap { part in
                guard part.name != nil || part.food != nil else { return nil }
                guard case let .weighed(_, nutrients) = RecipeNutrition.weigh(part, line: line.input, catalog: catalog, system: system, fries: fries,
                                                                         market: market) else {
                    return nil
                }
                return nutrients
            }
        }
    }
}
