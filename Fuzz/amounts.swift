import Foundation
@testable import RecipleaseCore

// Amounts as arbitrary numbers (NaN, infinities, 1e19, negatives, subnormals) through
// formatting, conversion and grocery merging: scaled servings and typed amounts reach them all.
private let catalog = FoodCatalog.shared
private let foods: [Food.ID?] = [nil] + catalog.foods.prefix(200).map(\.id) + ["water", "flour", "egg", "milk", "butter"]
private let units: [MeasureUnit?] = [nil] + MeasureUnit.allCases

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAmounts(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    var lines: [GroceryLine] = []
    while !input.isEmpty && lines.count < 16 {
        let amount = input.double()
        let unit = input.pick(MeasureUnit.allCases)
        let system = input.pick(MeasureSystem.allCases)
        let measure = Measure(amount, unit)
        _ = measure.formatted
        _ = measure.formatted(for: system)
        _ = measure.grams(density: input.double(), pieceWeight: input.double())
        _ = measure.milliliters(density: input.double())
        _ = measure.converted(to: input.pick(MeasureUnit.allCases), density: input.double(), pieceWeight: input.double())
        let flags = input.byte()
        let ingredient = ParsedIngredient(
            input: "fuzz", quantity: flags & 1 == 0 ? amount : nil, quantityMax: flags & 2 == 0 ? input.double() : nil,
            unit: input.pick(units), packageQuantity: flags & 4 == 0 ? input.double() : nil,
            packageUnit: input.pick(units), name: "item \(flags & 7)", food: input.pick(foods)
        )
        if let food = ingredient.food.flatMap({ catalog[$0] }) { _ = measure.converted(to: input.pick(MeasureUnit.allCases), for: food) }
        lines.append(GroceryLine(ingredient: ingredient, scale: input.double(), source: "recipe \(flags >> 4)"))
    }
    for system in MeasureSystem.allCases {
        for item in GroceryList.build(lines, catalog: catalog, system: system) { _ = item.key }
    }
    return 0
}
