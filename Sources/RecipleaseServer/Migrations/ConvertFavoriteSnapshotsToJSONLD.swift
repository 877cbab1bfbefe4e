import Fluent
import Foundation
import RecipleaseCore
import SQLKit

/// Favorites kept the API's `RecipeDTO` JSON as their snapshot, which tied the API's shape to
/// the database. They now keep schema.org JSON-LD, written like a line of the bundled library,
/// and where the recipe came from in a `source` column of its own.
///
/// Each old snapshot becomes the JSON-LD of the recipe it describes (title, image, links,
/// times, servings, cuisines, meal types, tags, ingredient lines and steps). A row that cannot
/// be read as the old JSON is left exactly as it was: it could not be shown before either, and
/// nothing is thrown away. Diets, allergens and parsed lines are worked out again on reading,
/// as for every recipe.
struct ConvertFavoriteSnapshotsToJSONLD: AsyncMigration {
    /// Rows read at a time, so a large table is never held in memory at once.
    static let batchSize = 500

    private struct Row: Decodable {
        let id: UUID
        let snapshot: String
        let source: String?
    }

    func prepare(on database: any Database) async throws {
        try await database.writeTransaction { db in
            try await db.schema(Favorite.schema).field("source", .string).update()
            let (parser, catalog) = Self.reader
            try await Self.rewrite(on: db) { row in
                guard let old = try? JSONDecoder().decode(RecipeDTO.self, from: Data(row.snapshot.utf8)) else { return nil }
                let recipe = Recipe(draft: old.draft, parser: parser, catalog: catalog)
                return (try SchemaRecipe.line(recipe), old.source)
            }
        }
    }

    func revert(on database: any Database) async throws {
        try await database.writeTransaction { db in
            let (parser, catalog) = Self.reader
            try await Self.rewrite(on: db) { row in
                guard let draft = try? SchemaRecipe.read(Data(row.snapshot.utf8)).first else { return nil }
                let recipe = Recipe(draft: draft, parser: parser, catalog: catalog)
                let old = String(decoding: try JSONEncoder().encode(RecipeDTO(recipe, source: row.source, catalog: catalog)), as: UTF8.self)
                return (old, row.source)
            }
            try await db.schema(Favorite.schema).deleteField("source").update()
        }
    }

    /// Lines are understood only to make a `Recipe` for the writer, which keeps their text as
    /// given: the bundled catalog serves whatever library the app loads later.
    private static var reader: (IngredientParser, FoodCatalog) {
        (IngredientParser(catalog: FoodCatalog.shared), FoodCatalog.shared)
    }

    /// Every favorite, in batches by id; `convert` gives a row's new snapshot and source, or nil to leave it.
    private static func rewrite(on db: any Database, _ convert: (Row) throws -> (snapshot: String, source: String?)?) async throws {
        guard let sql = db as? any SQLDatabase else { return }
        var last: UUID?
        while true {
            var query = sql.select().columns("id", "snapshot", "source").from(Favorite.schema)
            if let last { query = query.where("id", .greaterThan, last) }
            let rows = try await query.orderBy("id").limit(batchSize).all(decoding: Row.self)
            for row in rows {
                guard let new = try convert(row) else { continue }
                try await sql.update(Favorite.schema)
                    .set("snapshot", to: new.snapshot).set("source", to: new.source)
                    .where("id", .equal, row.id).run()
            }
            guard rows.count == batchSize, let next = rows.last?.id else { return }
            last = next
        }
    }
}
