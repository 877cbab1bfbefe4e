import Foundation

// The catalog's `shopping` column (docs/ingredients.md, "How foods are bought"): how a food is
// bought, read from space-separated tokens, and the package and cooked facts kinds take from
// their parent, resolved once at load so every `Food` carries its effective facts.

extension FoodCatalog {
    /// A fact a row may state, leave to its parent, or refuse (`package=-`, `cooked=-`).
    enum Statement<Value: Equatable>: Equatable {
        case unstated
        case refused
        case stated(Value)
    }

    /// What one row's `shopping` column says, before kinds take their parent's facts.
    struct ShoppingColumn: Equatable {
        var liquid = false
        var loose = false
        var uncut = false
        var usual = false
        var package: Statement<Food.Package> = .unstated
        var cooked: Statement<CookedFacts> = .unstated
        var raw: Food.ID?
        var edible: Double?
        var whole: Statement<Double> = .unstated
        var slice: Statement<Double> = .unstated

        /// The row's own facts, nothing inherited.
        var own: Food.Shopping {
            var shopping = Food.Shopping(liquid: liquid, soldByWeight: loose, rawFood: raw, edibleShare: edible, uncut: uncut, usual: usual)
            if case let .stated(package) = package { shopping.package = package }
            if case let .stated(whole) = whole { shopping.wholeWeight = whole }
            if case let .stated(slice) = slice { shopping.sliceWeight = slice }
            if case let .stated(cooked) = cooked {
                shopping.cookedYield = cooked.yield
                shopping.cookedDensity = cooked.density
            }
            return shopping
        }
    }

    struct CookedFacts: Equatable {
        var yield: Double
        var density: Double
    }

    /// One catalog row as written: its food with the row's own facts, its shopping column, and
    /// whether its `family` column sets it apart from its parent.
    struct Row {
        var food: Food
        var column: ShoppingColumn
        var apart = false
    }

    /// Package sizes are written with these abbreviations only, so a typo fails at load.
    private static let sizeUnits: [String: MeasureUnit] = [
        "oz": .ounce, "floz": .fluidOunce, "lb": .pound,
        "g": .gram, "kg": .kilogram, "ml": .milliliter, "l": .liter,
    ]

    /// Reads a `shopping` column; `fail` names the file and line.
    static func parseShopping(_ text: String, pieceWeight: Double?,
                              fail: (String) -> FoodCatalogError) throws -> ShoppingColumn {
        var column = ShoppingColumn()
        var seen: Set<String> = []
        for token in text.split(separator: " ", omittingEmptySubsequences: true) {
            let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            let value = parts.count == 2 ? String(parts[1]) : nil
            guard seen.insert(key).inserted else { throw fail("shopping: \(key) given twice") }
            switch (key, value) {
            case ("liquid", nil): column.liquid = true
            case ("loose", nil): column.loose = true
            case ("uncut", nil): column.uncut = true
            case ("usual", nil): column.usual = true
            case let ("package", value?): column.package = try parsePackage(value, fail: fail)
            case let ("cooked", value?): column.cooked = try parseCooked(value, fail: fail)
            case let ("raw", value?):
                guard !value.isEmpty else { throw fail("shopping: raw needs a food id") }
                column.raw = Food.ID(value)
            case let ("edible", value?):
                guard let share = Double(value), share.isFinite, share > 0, share <= 1 else {
                    throw fail("shopping: edible must be a share above 0 and at most 1, found \(value)")
                }
                column.edible = share
            case let ("whole", value?):
                column.whole = try parseGrams(value, below: 100_000, fail: fail("shopping: whole must be the grams of a loaf, head or bunch, found \(value)"))
            case let ("slice", value?):
                column.slice = try parseGrams(value, below: 1_000, fail: fail("shopping: slice must be the grams of one slice, found \(value)"))
            default: throw fail("shopping: unknown fact \(token)")
            }
        }
        if column.liquid && column.loose { throw fail("shopping: a food cannot be both liquid and loose") }
        if column.loose && pieceWeight == nil { throw fail("shopping: loose needs a piece weight") }
        if column.uncut && pieceWeight == nil { throw fail("shopping: uncut needs a piece weight") }
        if column.raw != nil && column.cooked != .unstated {
            throw fail("shopping: a cooked form (raw=) takes its yield from the raw food, not cooked=")
        }
        return column
    }

    /// Grams above 0 and below `limit`, or `-` for a fact refused from the parent.
    private static func parseGrams(_ text: String, below limit: Double, fail: @autoclosure () -> FoodCatalogError) throws -> Statement<Double> {
        if text == "-" { return .refused }
        guard let grams = Double(text), grams.isFinite, grams > 0, grams < limit else { throw fail() }
        return .stated(grams)
    }

    /// `UNIT:US:METRIC`, e.g. `can:15oz:400g`; `-` for a system that does not buy it packaged.
    private static func parsePackage(_ text: String, fail: (String) -> FoodCatalogError) throws -> Statement<Food.Package> {
        if text == "-" { return .refused }
        let fields = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 3 else { throw fail("shopping: package must be UNIT:US:METRIC, found \(text)") }
        guard let unit = MeasureUnit(rawValue: fields[0]), unit.dimension == .count else {
            throw fail("shopping: package unit \(fields[0]) is not a counted unit")
        }
        let us = try parseSize(fields[1], system: .us, fail: fail)
        let metric = try parseSize(fields[2], system: .metric, fail: fail)
        guard us != nil || metric != nil else { throw fail("shopping: package needs a size in at least one system") }
        return .stated(Food.Package(unit: unit, us: us, metric: metric))
    }

    private static func parseSize(_ text: String, system: MeasureSystem,
                                  fail: (String) -> FoodCatalogError) throws -> Measure? {
        if text == "-" { return nil }
        let digits = text.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
        let abbreviation = String(text.dropFirst(digits.count))
        guard let unit = sizeUnits[abbreviation] else { throw fail("shopping: package size \(text) has no known unit") }
        // A US shop labels some packages in metric (wine's 750 ml bottle); a metric one never in US units.
        guard unit.system == system || system == .us else { throw fail("shopping: package size \(text) is not a \(system.rawValue) size") }
        guard let amount = Double(digits), amount.isFinite, amount > 0, amount < 100_000 else {
            throw fail("shopping: package size \(text) must be a positive number")
        }
        return Measure(amount, unit)
    }

    /// `YIELDxDENSITY`, e.g. `2.8x0.67`: grams of cooked food per gram of raw, and g/ml cooked.
    private static func parseCooked(_ text: String, fail: (String) -> FoodCatalogError) throws -> Statement<CookedFacts> {
        if text == "-" { return .refused }
        let fields = text.split(separator: "x", omittingEmptySubsequences: false)
        guard fields.count == 2, let yield = Double(fields[0]), let density = Double(fields[1]),
              yield.isFinite, density.isFinite, yield > 0, density > 0, yield < 100, density < 100 else {
            throw fail("shopping: cooked must be two positive numbers YIELDxDENSITY, found \(text)")
        }
        return .stated(CookedFacts(yield: yield, density: density))
    }

    /// Every row's food with its effective shopping facts: a kind that states no package (or no
    /// cooked yield, or no whole's weight) takes its nearest ancestor's, unless an ancestor on the way refuses it.
    /// Cooked forms (`raw=`) take no yield: theirs is the raw food's.
    static func resolvingShopping(_ rows: [Row]) -> [Food] {
        var index: [Food.ID: Int] = [:]
        for (position, row) in rows.enumerated() where index[row.food.id] == nil { index[row.food.id] = position }
        // The walk is bounded by the row count, so a cycle (refused later by init) cannot hang it.
        func nearest<Value>(_ start: Int, _ pick: (ShoppingColumn) -> Statement<Value>) -> Value? {
            var current: Int? = start
            var steps = 0
            while let position = current, steps <= rows.count {
                switch pick(rows[position].column) {
                case let .stated(value): return value
                case .refused: return nil
                case .unstated: current = rows[position].food.parent.flatMap { index[$0] }
                }
                steps += 1
            }
            return nil
        }
        return rows.enumerated().map { position, row in
            var shopping = row.column.own
            shopping.package = nearest(position) { $0.package }
            shopping.wholeWeight = nearest(position) { $0.whole }
            shopping.sliceWeight = nearest(position) { $0.slice }
            if row.column.raw == nil, let cooked = nearest(position, { $0.cooked }) {
                shopping.cookedYield = cooked.yield
                shopping.cookedDensity = cooked.density
            }
            return row.food.with(shopping: shopping)
        }
    }

    /// A catalog from the text of several `.tsv` files, kinds taking their parents' shopping facts
    /// across files (canned tomatoes in one, tomato in another), and their nutrients from
    /// `nutrition` (the text of `fdc.tsv`, FoodCatalog+Nutrition.swift) where given.
    /// `names` holds, by language code, the text of that language's names file (`Names/fr.tsv`),
    /// and `sizes`, by market code, the text of that market's sizes file (`Sizes/fr.tsv`).
    public static func load(tsvFiles files: [(name: String, text: String)], nutrition: String? = nil,
                            names: [String: String] = [:], sizes: [String: String] = [:]) throws -> FoodCatalog {
        var rows: [Row] = []
        for file in files { rows += try parseRows(tsv: file.text, file: file.name) }
        var usualOf: [Food.ID: Food.ID] = [:]
        for row in rows where row.column.usual {
            guard let parent = row.food.parent else { throw FoodCatalogError.usualKind(food: row.food.id, reason: "it has no parent") }
            if let other = usualOf[parent] { throw FoodCatalogError.usualKind(food: row.food.id, reason: "\(other) is already the usual kind of \(parent)") }
            usualOf[parent] = row.food.id
        }
        var foods = resolvingShopping(rows)
        if let nutrition { foods = try resolvingNutrition(foods, parseNutrition(tsv: nutrition)) }
        var local: [String: [Food.ID: FoodNames]] = [:]
        for (language, text) in names { local[language] = try parseNames(tsv: text, file: "Names/\(language).tsv") }
        var sized: [String: [Food.ID: MarketSize]] = [:]
        for (market, text) in sizes { sized[market] = try parseSizes(tsv: text, file: "Sizes/\(market).tsv") }
        return try FoodCatalog(foods: foods, apart: Set(rows.filter(\.apart).map(\.food.id)), names: local, sizes: sized)
    }
}

extension Food {
    /// The same food with another density, piece weight and shopping facts.
    func with(density: Double?, pieceWeight: Double?, shopping: Food.Shopping) -> Food {
        Food(id: id, name: name, plural: plural, synonyms: synonyms, parent: parent, aisle: aisle,
             allergens: allergens, restriction: restriction, density: density, pieceWeight: pieceWeight,
             shopping: shopping, nutrients: nutrients)
    }

    /// The same food with another piece weight.
    func with(pieceWeight: Double?) -> Food { with(density: density, pieceWeight: pieceWeight, shopping: shopping) }

    /// The same food with other shopping facts.
    func with(shopping: Food.Shopping) -> Food { with(density: density, pieceWeight: pieceWeight, shopping: shopping) }
}
