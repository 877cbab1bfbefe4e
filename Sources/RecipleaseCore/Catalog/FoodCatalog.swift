import Foundation

public enum FoodCatalogError: Error, Equatable, CustomStringConvertible {
    case malformedRow(file: String, line: Int, reason: String)
    case duplicateID(Food.ID)
    case unknownParent(food: Food.ID, parent: Food.ID)
    case cycle(Food.ID)
    case missingData(String)
    /// A name longer than the lookup holds (`PhraseTable.maxWords` words of `maxWordLength` letters).
    case nameTooLong(food: Food.ID, name: String)
    case tooManyWords(Int)
    /// A cooked form (`raw=`) names a food that is missing or has no cooked yield.
    case unknownRawFood(food: Food.ID, raw: Food.ID)
    /// A names file of another language names a food the catalog does not have.
    case unknownNamedFood(language: String, food: Food.ID)
    /// A market's sizes file (`Sizes/fr.tsv`) names a food the catalog does not have.
    case unknownSizedFood(market: String, food: Food.ID)
    /// A market's plain kind of a food (`Sizes/fr.tsv`) is not a kind of that food or of its kin.
    case plainNotAKind(market: String, food: Food.ID, plain: Food.ID)
    /// A kind marked `usual` has no parent, or its parent already has a usual kind.
    case usualKind(food: Food.ID, reason: String)

    public var description: String {
        switch self {
        case let .malformedRow(file, line, reason): "\(file):\(line): \(reason)"
        case let .duplicateID(id): "food id \(id) is defined twice"
        case let .unknownParent(food, parent): "food \(food) names an unknown parent \(parent)"
        case let .cycle(id): "food \(id) is its own ancestor"
        case let .missingData(what): "catalog data missing: \(what)"
        case let .nameTooLong(food, name):
            "food \(food): the name \"\(name)\" is longer than \(PhraseTable.maxWords) words of \(PhraseTable.maxWordLength) letters"
        case let .tooManyWords(count): "the catalog's names use \(count) different words, more than \(PhraseTable.maxVocabulary)"
        case let .unknownRawFood(food, raw): "food \(food) is bought as \(raw), which is not a catalog food with a cooked yield"
        case let .unknownNamedFood(language, food): "the \(language) names name an unknown food \(food)"
        case let .unknownSizedFood(market, food): "the \(market) sizes name an unknown food \(food)"
        case let .plainNotAKind(market, food, plain): "the \(market) sizes make \(plain) the plain \(food), which it is no kin of"
        case let .usualKind(food, reason): "food \(food) is marked usual, but \(reason)"
        }
    }
}

/// The canonical foods, with every name they go by, their family tree and their facts.
public final class FoodCatalog: Sendable {
    public let foods: [Food]
    private let byID: [Food.ID: Int]
    /// Every name of every food, as words (see FoodCatalog+Lookup.swift).
    let phrases: PhraseTable
    /// Names and words by first letter and length, for "did you mean" (FoodCatalog+Spelling.swift).
    let spelling: SpellingIndex
    private let ancestorsByID: [Food.ID: [Food.ID]]
    private let descendantsByID: [Food.ID: [Food.ID]]
    /// Each fresh food's canned kind, named "canned …" in the catalog (`cannedForm(of:)`).
    private let cannedByID: [Food.ID: Food.ID]
    /// Kinds not interchangeable with their parent, and what having each food covers (FoodCatalog+Family.swift).
    let apartIDs: Set<Food.ID>
    let coveredByID: [Food.ID: [Food.ID]]
    /// Each other language's names for the foods, by language code ("fr"), with their lookup
    /// (FoodCatalog+Languages.swift).
    let localNames: [String: LocalNames]
    /// "Did you mean" over each other language's names (FoodCatalog+Spelling.swift).
    let localSpelling: [String: LocalSpelling]
    /// Each market's own sizes of foods, by market code ("fr"; FoodCatalog+Markets.swift).
    let marketSizes: [String: [Food.ID: MarketSize]]

    /// The kind of `food` that comes in a can, for a line that buys it by the can: "1 can (400 g)
    /// tomatoes" and "1 boîte de maïs" are canned tomatoes and canned corn, not the fresh ones (the
    /// list put them under produce, and a kitchen with fresh tomatoes hid them; grocery probe,
    /// 2026-12-08). The catalog's food named "canned …" whose parent is `food`; nil when none is.
    public func cannedForm(of food: Food.ID) -> Food.ID? {
        cannedByID[food]
    }

    /// `apart` names the kinds that stand apart from their parent for "what I have"; `names` gives
    /// the foods' names in other languages, by language code.
    public init(foods: [Food], apart: Set<Food.ID> = [], names: [String: [Food.ID: FoodNames]] = [:],
                sizes: [String: [Food.ID: MarketSize]] = [:]) throws {
        var byID: [Food.ID: Int] = [:]
        for (index, food) in foods.enumerated() {
            guard byID[food.id] == nil else { throw FoodCatalogError.duplicateID(food.id) }
            byID[food.id] = index
        }
        var ancestors: [Food.ID: [Food.ID]] = [:]
        var descendants: [Food.ID: [Food.ID]] = [:]
        for food in foods {
            var chain: [Food.ID] = []
            var seen: Set<Food.ID> = [food.id]
            var next = food.parent
            while let parent = next {
                guard let index = byID[parent] else {
                    throw FoodCatalogError.unknownParent(food: food.id, parent: parent)
                }
                guard seen.insert(parent).inserted else { throw FoodCatalogError.cycle(food.id) }
                chain.append(parent)
                descendants[parent, default: []].append(food.id)
                next = foods[index].parent
            }
            ancestors[food.id] = chain
        }
        for food in foods {
            guard let raw = food.shopping.rawFood else { continue }
            guard let index = byID[raw], raw != food.id, foods[index].shopping.cookedYield != nil else {
                throw FoodCatalogError.unknownRawFood(food: food.id, raw: raw)
            }
        }
        var phrases = PhraseTable()
        var respelt: [(tokens: [String], food: Int32)] = []
        for (index, food) in foods.enumerated() {
            for name in food.names {
                let tokens = FoodCatalog.tokens(of: name)
                guard !tokens.isEmpty else { continue }
                guard tokens.count <= PhraseTable.maxWords,
                      tokens.allSatisfy({ $0.utf8.count <= PhraseTable.maxWordLength }) else {
                    throw FoodCatalogError.nameTooLong(food: food.id, name: name)
                }
                // The first food to claim a phrase keeps it; FoodCatalogTests reports clashes.
                phrases.insert(tokens, food: Int32(index))
                for variant in FoodCatalog.spellings(of: tokens) { respelt.append((variant, Int32(index))) }
            }
        }
        // Then each name spelt the other ways a word is spelt ("chile flakes" as "chili flakes"),
        // where no name claims that spelling already.
        for (tokens, food) in respelt { phrases.insert(tokens, food: food) }
        guard phrases.vocabulary <= PhraseTable.maxVocabulary else {
            throw FoodCatalogError.tooManyWords(phrases.vocabulary)
        }
        self.foods = foods
        self.byID = byID
        self.phrases = phrases
        self.spelling = SpellingIndex(foods: foods)
        self.ancestorsByID = ancestors
        self.descendantsByID = descendants
        var canned: [Food.ID: Food.ID] = [:]
        for food in foods where food.name.hasPrefix("canned ") {
            guard let parent = food.parent, let index = byID[parent], foods[index].aisle != "canned", canned[parent] == nil else { continue }
            canned[parent] = food.id
        }
        self.cannedByID = canned
        self.apartIDs = apart
        self.coveredByID = FoodCatalog.coverage(foods: foods, apart: apart, ancestors: ancestors)
        var localNames: [String: LocalNames] = [:]
        var localSpelling: [String: LocalSpelling] = [:]
        for (language, table) in names {
            for id in table.keys where byID[id] == nil { throw FoodCatalogError.unknownNamedFood(language: language, food: id) }
            localNames[language] = LocalNames(foods: foods, names: table)
            localSpelling[language] = LocalSpelling(foods: foods, names: table)
        }
        self.localNames = localNames
        self.localSpelling = localSpelling
        for (market, table) in sizes {
            for (id, size) in table {
                guard byID[id] != nil else { throw FoodCatalogError.unknownSizedFood(market: market, food: id) }
                guard let plain = size.plain else { continue }
                guard byID[plain] != nil else { throw FoodCatalogError.unknownSizedFood(market: market, food: plain) }
                // a kind of the food or of what it is a kind of: lean ground beef for a beef patty
                let family = Set([id] + (ancestors[id] ?? []))
                guard ancestors[plain]?.contains(where: family.contains) == true else {
                    throw FoodCatalogError.plainNotAKind(market: market, food: id, plain: plain)
                }
            }
        }
        self.marketSizes = sizes
    }

    public subscript(id: Food.ID) -> Food? { byID[id].map { foods[$0] } }

    /// The food's English name and plural, without copying the whole food (a search answer names
    /// every used and missing food of every result).
    public func englishNames(of id: Food.ID) -> (name: String, plural: String?)? {
        guard let index = byID[id] else { return nil }
        return (foods[index].name, foods[index].plural)
    }

    /// The food's position in `foods`: a dense number for array-indexed structures.
    public func number(of id: Food.ID) -> Int? { byID[id] }

    /// Ancestors from the parent up to the root.
    public func ancestors(of id: Food.ID) -> [Food.ID] { ancestorsByID[id] ?? [] }
    /// Whether a food is `kind` or one of its kinds, at any depth ("heavy-cream" is cream).
    public func isKind(_ id: Food.ID, of kind: Food.ID) -> Bool { id == kind || ancestors(of: id).contains(kind) }
    /// Every food below this one, at any depth.
    public func descendants(of id: Food.ID) -> [Food.ID] { descendantsByID[id] ?? [] }

    /// The whole tree around a food: itself, its ancestors and its descendants. What having a food
    /// covers for search and the kitchen list is `covered(byHaving:)`, which stops at apart kinds.
    public func family(of id: Food.ID) -> [Food.ID] { [id] + ancestors(of: id) + descendants(of: id) }
}

extension FoodCatalog {
    /// Reads the catalog rows: `id name plural synonyms parent aisle allergens diet density pieceWeight
    /// shopping family`, tab-separated, `#` starting a comment line; `shopping` and `family` may be
    /// left out (`family` is read by `load(tsvFiles:)`). Each food
    /// carries its row's own shopping facts: kinds take their parents' in `load(tsvFiles:)`.
    public static func parse(tsv text: String, file: String = "catalog") throws -> [Food] {
        try parseRows(tsv: text, file: file).map(\.food)
    }

    /// The rows of a tab-separated catalog file with their line numbers (from 1), each column
    /// trimmed; blank lines and `#` comments left out.
    static func tabbedRows(_ text: String) -> [(line: Int, columns: [String])] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { offset, rawLine in
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { return nil }
            return (offset + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        }
    }

    static func parseRows(tsv text: String, file: String) throws -> [Row] {
        var rows: [Row] = []
        for (lineNumber, columns) in tabbedRows(text) {
            func fail(_ reason: String) -> FoodCatalogError {
                .malformedRow(file: file, line: lineNumber, reason: reason)
            }
            guard (10...12).contains(columns.count) else { throw fail("expected 12 columns, found \(columns.count)") }
            guard !columns[0].isEmpty, !columns[1].isEmpty else { throw fail("id and name are required") }
            var allergens: Set<Allergen> = []
            for raw in columns[6].split(separator: ",") {
                let name = raw.trimmingCharacters(in: .whitespaces)
                guard let allergen = Allergen(rawValue: name) else { throw fail("unknown allergen \(name)") }
                allergens.insert(allergen)
            }
            var restriction: Food.DietRestriction?
            if !columns[7].isEmpty {
                guard let value = Food.DietRestriction(rawValue: columns[7]) else {
                    throw fail("unknown diet restriction \(columns[7])")
                }
                restriction = value
            }
            func number(_ text: String, _ what: String) throws -> Double? {
                if text.isEmpty { return nil }
                guard let value = Double(text), value.isFinite, value > 0 else { throw fail("\(what) must be a positive number") }
                return value
            }
            let pieceWeight = try number(columns[9], "piece weight")
            let column = try parseShopping(columns.count >= 11 ? columns[10] : "", pieceWeight: pieceWeight, fail: fail)
            let apart = try parseFamily(columns.count == 12 ? columns[11] : "", fail: fail)
            rows.append(Row(food: Food(
                id: Food.ID(columns[0]),
                name: columns[1],
                plural: columns[2].isEmpty ? nil : columns[2],
                synonyms: columns[3].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty },
                parent: columns[4].isEmpty ? nil : Food.ID(columns[4]),
                aisle: columns[5],
                allergens: allergens,
                restriction: restriction,
                density: try number(columns[8], "density"),
                pieceWeight: pieceWeight,
                shopping: column.own
            ), column: column, apart: apart))
        }
        return rows
    }

    /// The catalog shipped with Reciplease (every `.tsv` in the bundled `Foods` folder, nutrients
    /// from `Nutrition/fdc.tsv`).
    public static func bundled() throws -> FoodCatalog {
        guard let folder = Bundle.module.url(forResource: "Foods", withExtension: nil) else {
            throw FoodCatalogError.missingData("Foods folder")
        }
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "tsv" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        // Names/<language>.tsv: the foods' names in each other language; Sizes/<market>.tsv: what
        // a market's pieces, slices and packs weigh where they differ
        return try load(tsvFiles: files.map { (name: $0.lastPathComponent, text: try String(contentsOf: $0, encoding: .utf8)) },
                        nutrition: bundledNutrition(), names: tsvTexts(in: folder.appendingPathComponent("Names")),
                        sizes: tsvTexts(in: folder.appendingPathComponent("Sizes")))
    }

    /// The text of each `.tsv` file in a bundled folder, by its name without the extension
    /// ("fr"); none when the folder is missing.
    private static func tsvTexts(in folder: URL) throws -> [String: String] {
        let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        var texts: [String: String] = [:]
        for file in files where file.pathExtension == "tsv" {
            texts[file.deletingPathExtension().lastPathComponent] = try String(contentsOf: file, encoding: .utf8)
        }
        return texts
    }

    /// Loaded once per process; the data ships with the binary, so failing here is a packaging bug.
    public static let shared: FoodCatalog = {
        do { return try bundled() } catch { fatalError("bundled food catalog: \(error)") }
    }()
}
