import Foundation
import RecipleaseCore
import SQLiteNIO

/// The same search answered by SQLite, the way a careful engineer would write it without an
/// in-memory index: integer keys, a recipe-food table indexed both ways, facets as bit masks,
/// per-recipe food counts stored at load, and the ranking done in one query.
public final class SQLSearch: Sendable {
    /// One ranked row: the recipe id and the numbers it was ranked by.
    public struct Row: Sendable, Hashable {
        public let id: String
        public let used: Int
        public let exact: Int
        public let missed: Int
        public let titleKey: String
    }

    public let file: URL
    let connection: SQLiteConnection
    let catalog: FoodCatalog
    let pantry: Set<Food.ID>

    static let schema = [
        "PRAGMA journal_mode = DELETE",  // no WAL: one reader, one writer, a plain file
        "PRAGMA synchronous = OFF",  // a throwaway file; durability would only slow the load
        "PRAGMA cache_size = -262144",  // 256 MiB of page cache
        "PRAGMA mmap_size = 2147483648",
        "PRAGMA temp_store = MEMORY",
        """
        CREATE TABLE food (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE
        )
        """,
        """
        CREATE TABLE recipe (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            title TEXT NOT NULL,
            title_key TEXT NOT NULL,
            total_minutes INTEGER,
            diets INTEGER NOT NULL,
            allergens INTEGER NOT NULL,
            meal_types INTEGER NOT NULL,
            food_count INTEGER NOT NULL,
            counted_food_count INTEGER NOT NULL,
            energy INTEGER,
            protein INTEGER,
            carbohydrate INTEGER,
            sodium INTEGER
        )
        """,
        "CREATE TABLE recipe_cuisine (cuisine TEXT NOT NULL, recipe_id INTEGER NOT NULL, PRIMARY KEY (cuisine, recipe_id)) WITHOUT ROWID",
        "CREATE TABLE recipe_food (recipe_id INTEGER NOT NULL, food_id INTEGER NOT NULL)",
    ]

    /// Built after the rows are in: one sort per index instead of a B-tree insert per row.
    static let indexes = [
        "CREATE UNIQUE INDEX recipe_food_by_food ON recipe_food (food_id, recipe_id)",
        "CREATE INDEX recipe_food_by_recipe ON recipe_food (recipe_id, food_id)",
        "CREATE INDEX recipe_by_title ON recipe (title_key, key)",
        "ANALYZE",
    ]

    private init(file: URL, connection: SQLiteConnection, catalog: FoodCatalog) {
        self.file = file
        self.connection = connection
        self.catalog = catalog
        self.pantry = SearchSemantics.pantry(catalog)
    }

    /// Creates a fresh database file in `directory` and loads the recipes into it, with each
    /// recipe's per-serving nutrition in the index's units (`nutrition`, parallel to `recipes`;
    /// none known when nil). Unknown values are NULL, which no limit lets through.
    public static func load(_ recipes: [Recipe], catalog: FoodCatalog, directory: URL, nutrition: [IndexedNutrition]? = nil) async throws -> SQLSearch {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("bench-\(UUID().uuidString).sqlite")
        let connection = try await SQLiteConnection.open(storage: .file(path: file.path))
        let search = SQLSearch(file: file, connection: connection, catalog: catalog)
        do {
            try await search.create(recipes, nutrition: nutrition ?? Array(repeating: .unknown, count: recipes.count))
        } catch {
            try? await search.close()
            throw error
        }
        return search
    }

    /// Closes the connection and deletes the file.
    public func close() async throws {
        try await connection.close()
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: file.path + suffix)
        }
    }

    private func execute(_ sql: String, _ binds: [SQLiteData] = []) async throws {
        _ = try await connection.query(sql, binds)
    }

    /// Inserts many rows with one statement per batch.
    private func insert(_ table: String, columns: [String], rows: [[SQLiteData]], or: String = "") async throws {
        let perRow = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
        let batch = max(1, 30_000 / columns.count)
        var start = 0
        while start < rows.count {
            let end = min(rows.count, start + batch)
            let sql = "INSERT \(or) INTO \(table) (\(columns.joined(separator: ", "))) VALUES "
                + Array(repeating: perRow, count: end - start).joined(separator: ", ")
            try await execute(sql, rows[start..<end].flatMap { $0 })
            start = end
        }
    }

    private func create(_ recipes: [Recipe], nutrition: [IndexedNutrition]) async throws {
        for statement in SQLSearch.schema { try await execute(statement) }
        try await execute("BEGIN")
        var foodIDs: [Food.ID: Int] = [:]
        var foodRows: [[SQLiteData]] = []
        var recipeRows: [[SQLiteData]] = []
        var cuisineRows: [[SQLiteData]] = []
        var linkRows: [[SQLiteData]] = []
        for (offset, recipe) in recipes.enumerated() {
            let id = offset + 1
            let foods = recipe.foods
            recipeRows.append([
                .integer(id), .text(recipe.id.rawValue), .text(recipe.title), .text(SearchIndex.titleKey(recipe.title)),
                recipe.totalMinutes.map { SQLiteData.integer($0) } ?? .null,
                .integer(SQLSearch.mask(recipe.diets, of: Diet.allCases)),
                .integer(SQLSearch.mask(recipe.allergens, of: Allergen.allCases)),
                .integer(SQLSearch.mask(recipe.mealTypes, of: MealType.allCases)),
                .integer(foods.count), .integer(foods.filter { !pantry.contains($0) }.count),
            ] + [nutrition[offset].energy, nutrition[offset].protein, nutrition[offset].carbohydrate, nutrition[offset].sodium].map { value in
                value == IndexedNutrition.unknownValue ? SQLiteData.null : .integer(Int(value))
            })
            for cuisine in recipe.cuisines { cuisineRows.append([.text(cuisine.lowercased()), .integer(id)]) }
            for food in foods {
                let foodID: Int
                if let known = foodIDs[food] {
                    foodID = known
                } else {
                    foodID = foodIDs.count + 1
                    foodIDs[food] = foodID
                    foodRows.append([.integer(foodID), .text(food.rawValue)])
                }
                linkRows.append([.integer(id), .integer(foodID)])
            }
            if linkRows.count >= 100_000 { try await flush(&recipeRows, &cuisineRows, &linkRows) }
        }
        try await flush(&recipeRows, &cuisineRows, &linkRows)
        try await insert("food", columns: ["id", "key"], rows: foodRows)
        try await execute("COMMIT")
        for statement in SQLSearch.indexes { try await execute(statement) }
    }

    private func flush(_ recipeRows: inout [[SQLiteData]], _ cuisineRows: inout [[SQLiteData]], _ linkRows: inout [[SQLiteData]]) async throws {
        try await insert("recipe", columns: ["id", "key", "title", "title_key", "total_minutes", "diets", "allergens",
                                             "meal_types", "food_count", "counted_food_count", "energy", "protein",
                                             "carbohydrate", "sodium"], rows: recipeRows)
        try await insert("recipe_cuisine", columns: ["cuisine", "recipe_id"], rows: cuisineRows, or: "OR IGNORE")
        try await insert("recipe_food", columns: ["recipe_id", "food_id"], rows: linkRows)
        recipeRows.removeAll(keepingCapacity: true)
        cuisineRows.removeAll(keepingCapacity: true)
        linkRows.removeAll(keepingCapacity: true)
    }

    static func mask<T: Equatable>(_ values: [T], of all: [T]) -> Int {
        var mask = 0
        for (bit, value) in all.enumerated() where values.contains(value) { mask |= 1 << bit }
        return mask
    }

    /// The SQL and its bound values for a query; the ranking, filters and paging all happen in SQLite.
    public func statement(for query: SearchQuery) -> (sql: String, binds: [SQLiteData]) {
        var binds: [SQLiteData] = []
        let count = query.ignorePantry ? "r.counted_food_count" : "r.food_count"
        var filters: [String] = []
        if !query.diets.isEmpty {
            let mask = SQLSearch.mask(Array(query.diets), of: Diet.allCases)
            filters.append("r.diets & ? = ?")
            binds += [.integer(mask), .integer(mask)]
        }
        if !query.intolerances.isEmpty {
            filters.append("r.allergens & ? = 0")
            binds.append(.integer(SQLSearch.mask(Array(query.intolerances), of: Allergen.allCases)))
        }
        if !query.mealTypes.isEmpty {
            filters.append("r.meal_types & ? != 0")
            binds.append(.integer(SQLSearch.mask(Array(query.mealTypes), of: MealType.allCases)))
        }
        if let time = query.maxReadyTime {
            filters.append("r.total_minutes IS NOT NULL AND r.total_minutes <= ?")
            binds.append(.integer(time))
        }
        // The limits as the index reads them: ranges of the stored whole numbers; NULL fails.
        let bounds = query.nutrition.bounds
        for (column, range) in [("energy", bounds.energy), ("protein", bounds.protein), ("carbohydrate", bounds.carbohydrate), ("sodium", bounds.sodium)] {
            guard let range else { continue }
            filters.append("r.\(column) BETWEEN ? AND ?")
            binds += [.integer(Int(range.low)), .integer(Int(range.high))]
        }
        if !query.cuisines.isEmpty {
            let cuisines = Set(query.cuisines.map { $0.lowercased() }).sorted()
            filters.append("EXISTS (SELECT 1 FROM recipe_cuisine c WHERE c.recipe_id = r.id AND c.cuisine IN ("
                + Array(repeating: "?", count: cuisines.count).joined(separator: ", ") + "))")
            binds += cuisines.map { SQLiteData.text($0) }
        }
        // Each word must begin a word of the title: " word" inside " " + the folded title.
        for token in FoodCatalog.tokens(of: query.text) {
            filters.append("instr(' ' || r.title_key, ' ' || ?) > 0")
            binds.append(.text(token))
        }
        let page = "LIMIT ? OFFSET ?"
        let paging: [SQLiteData] = [.integer(max(0, query.limit)), .integer(max(0, query.offset))]

        guard !query.foods.isEmpty else {
            let sql = """
                SELECT r.key, 0 AS used, 0 AS exact, \(count) AS missed, r.title_key
                FROM recipe r
                \(filters.isEmpty ? "" : "WHERE " + filters.joined(separator: " AND "))
                ORDER BY r.title_key, r.key
                \(page)
                """
            return (sql, binds + paging)
        }

        let (match, exact) = SearchSemantics.matching(query, catalog: catalog, pantry: pantry)
        if let most = query.maxMissing {
            filters.append("\(count) - m.used <= ?")
            binds.append(.integer(most))
        }
        let order = query.ranking == .maxUsed
            ? "m.used DESC, m.exact DESC, missed ASC, r.title_key, r.key"
            : "missed ASC, m.used DESC, m.exact DESC, r.title_key, r.key"
        let wanted = match.sorted()
        let values = wanted.isEmpty ? "SELECT NULL, 0 WHERE 0" : "VALUES " + Array(repeating: "(?, ?)", count: wanted.count).joined(separator: ", ")
        let sql = """
            WITH wanted(key, exact) AS (\(values)),
            matched AS (
                SELECT rf.recipe_id AS recipe_id, count(*) AS used, sum(w.exact) AS exact
                FROM wanted w
                JOIN food f ON f.key = w.key
                JOIN recipe_food rf ON rf.food_id = f.id
                GROUP BY rf.recipe_id
            )
            SELECT r.key, m.used, m.exact, \(count) - m.used AS missed, r.title_key
            FROM matched m
            JOIN recipe r ON r.id = m.recipe_id
            \(filters.isEmpty ? "" : "WHERE " + filters.joined(separator: " AND "))
            ORDER BY \(order)
            \(page)
            """
        let foodBinds = wanted.flatMap { food -> [SQLiteData] in [.text(food.rawValue), .integer(exact.contains(food) ? 1 : 0)] }
        return (sql, foodBinds + binds + paging)
    }

    /// The ranked page for a query.
    public func search(_ query: SearchQuery) async throws -> [Row] {
        let (sql, binds) = statement(for: query)
        return try await connection.query(sql, binds).map { row in
            Row(
                id: row.column("key")?.string ?? "",
                used: row.column("used")?.integer ?? 0,
                exact: row.column("exact")?.integer ?? 0,
                missed: row.column("missed")?.integer ?? 0,
                titleKey: row.column("title_key")?.string ?? ""
            )
        }
    }

    /// SQLite's plan for a query, one line per step (for the README and for checking the indexes are used).
    public func plan(_ query: SearchQuery) async throws -> [String] {
        let (sql, binds) = statement(for: query)
        return try await connection.query("EXPLAIN QUERY PLAN " + sql, binds).map { $0.column("detail")?.string ?? "" }
    }
}
