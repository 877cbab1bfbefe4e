import Foundation

// Nutrients per 100 g of each food (Resources/Nutrition/fdc.tsv, written by
// scripts/nutrition/match-fdc.py from USDA FoodData Central; docs/nutrition.md), resolved once at
// load like the shopping facts: a food without values of its own takes its nearest ancestor's.

extension FoodCatalog {
    /// What one row of `fdc.tsv` says about a food.
    enum NutritionStatement: Equatable {
        /// The values of an FDC entry, named by its description and data type.
        case values(Nutrients, source: String)
        /// The parent's values (also what a food without a row gets).
        case inherit
        /// Not eaten (a banana leaf, corn husks): no values, and none taken from a parent. Not
        /// `none`, which a dictionary's optional subscript would read as removing the entry.
        case notEaten
    }

    static let nutritionColumns = 11

    /// Reads `id fdcDescription dataType energy protein fat saturatedFat carbohydrate sugars fiber
    /// sodium`, tab-separated, `#` starting a comment; an empty value is one FDC does not give (0).
    static func parseNutrition(tsv text: String, file: String = "fdc.tsv") throws -> [Food.ID: NutritionStatement] {
        var statements: [Food.ID: NutritionStatement] = [:]
        for (lineNumber, columns) in tabbedRows(text) {
            func fail(_ reason: String) -> FoodCatalogError {
                .malformedRow(file: file, line: lineNumber, reason: reason)
            }
            guard columns.count == nutritionColumns else {
                throw fail("expected \(nutritionColumns) columns, found \(columns.count)")
            }
            let id = Food.ID(columns[0])
            guard !columns[0].isEmpty, statements[id] == nil else { throw fail("missing or repeated food id") }
            switch columns[2] {
            case "inherit": statements[id] = .inherit
            case "none": statements[id] = .notEaten
            case "sr_legacy", "foundation", "survey_fndds", "branded":
                guard !columns[1].isEmpty else { throw fail("an FDC entry needs its description") }
                var values: [Double] = []
                for text in columns[3...] {
                    if text.isEmpty { values.append(0); continue }
                    guard let value = Double(text), value.isFinite, value >= 0, value < 100_000 else {
                        throw fail("nutrient values must be non-negative numbers, found \(text)")
                    }
                    values.append(value)
                }
                let nutrients = Nutrients(
                    energy: values[0], protein: values[1], fat: values[2], saturatedFat: values[3],
                    carbohydrate: values[4], sugars: values[5], fiber: values[6], sodium: values[7])
                statements[id] = .values(nutrients, source: "\(columns[1]) (\(columns[2]))")
            default: throw fail("unknown data type \(columns[2])")
            }
        }
        return statements
    }

    /// Every food with its effective nutrients: its own row's, else its nearest ancestor's, unless a
    /// food on the way is not eaten. Rows naming foods the catalog lacks fail: the file is stale.
    static func resolvingNutrition(_ foods: [Food], _ statements: [Food.ID: NutritionStatement]) throws -> [Food] {
        var index: [Food.ID: Int] = [:]
        for (position, food) in foods.enumerated() where index[food.id] == nil { index[food.id] = position }
        for id in statements.keys.sorted(by: { $0.rawValue < $1.rawValue }) where index[id] == nil {
            throw FoodCatalogError.missingData("fdc.tsv names \(id), which is not a catalog food")
        }
        return foods.map { food in
            var current: Food? = food
            var steps = 0
            // Bounded by the food count, so a cycle (refused later by init) cannot hang the walk.
            while let candidate = current, steps <= foods.count {
                switch statements[candidate.id] ?? .inherit {
                case let .values(nutrients, _): return food.with(nutrients: nutrients)
                case .notEaten: return food
                case .inherit: current = candidate.parent.flatMap { index[$0] }.map { foods[$0] }
                }
                steps += 1
            }
            return food
        }
    }

    /// The bundled `Nutrition/fdc.tsv`, or nil where the resources lack it (a catalog without values).
    static func bundledNutrition() throws -> String? {
        guard let folder = Bundle.module.url(forResource: "Nutrition", withExtension: nil) else { return nil }
        return try String(contentsOf: folder.appendingPathComponent("fdc.tsv"), encoding: .utf8)
    }
}

extension Food {
    /// The same food with other nutrients.
    func with(nutrients: Nutrients?) -> Food {
        Food(id: id, name: name, plural: plural, synonyms: synonyms, parent: parent, aisle: aisle,
             allergens: allergens, restriction: restriction, density: density, pieceWeight: pieceWeight,
             shopping: shopping, nutrients: nutrients)
    }
}
