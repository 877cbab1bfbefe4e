import Fluent
import Foundation
import RecipleaseCore
import SQLKit

/// A row that belongs to one user.
protocol UserOwned: Model {
    static var ownerID: KeyPath<Self, FieldProperty<Self, UUID>> { get }
}

extension Database {
    /// The rows of `model` that belong to the user: the one place the user scoping is written.
    func owned<M: UserOwned>(_ model: M.Type, by userID: UUID) -> QueryBuilder<M> {
        M.query(on: self).filter(M.ownerID == userID)
    }
}

/// The shape of every per-user store: the user's id and the database, and queries that start
/// from the user's rows so no path reaches another user's.
protocol UserStore {
    var userID: UUID { get }
    var db: any Database { get }
    /// The person and household a shared kind's store was built for (`SharedStore`), checked
    /// under the owner's lock; nil for the other kinds, and for a store built from an owner's id.
    var scope: SharedScope? { get }
    init(userID: UUID, db: any Database)
}

extension UserStore {
    init(userID: UUID, on db: any Database) {
        self.init(userID: userID, db: db)
    }

    init(user: User, on db: any Database) throws {
        self.init(userID: try user.requireID(), on: db)
    }

    var scope: SharedScope? { nil }

    /// The user's rows of `model`.
    func scoped<M: UserOwned>(_ model: M.Type) -> QueryBuilder<M> {
        db.owned(model, by: userID)
    }

    /// Runs `body` in one write transaction that first takes the owner's row on PostgreSQL (the
    /// household's own account row, for a household's shared kinds); on SQLite the transaction
    /// holds the file. Counts and writes of the owner's rows made in `body` wait for each other,
    /// from two requests or from two processes on one database: without it, writes at once would
    /// all count one below a limit and all write. A shared kind's store first checks that its
    /// person is still where its `scope` says (`SharedScope.stillHolds`), else writes nothing; an
    /// owner deleted meanwhile is `account.gone` (410).
    func underOwnerLock<T: Sendable>(_ body: @escaping @Sendable (any Database) async throws -> T) async throws -> T {
        try await db.writeTransaction { [userID, scope] db in
            try await scope?.holdPerson(on: db)
            // The owner deleted meanwhile: nothing is written. A kitchen item added as its account
            // was deleted failed on the foreign key and was told as a name already on the list
            // (hostile probe, 2026-12-07).
            guard try await RowLock.writer.exists(User.self, userID, on: db) else { throw AccountDeletion.ownerGone }
            try await scope?.stillHolds(on: db)
            return try await body(db)
        }
    }

    /// Writes `row` unless the user already keeps `max` rows of its kind, else throws `full`: the
    /// count and the insert under the owner's lock (`underOwnerLock`).
    func create<M: UserOwned>(_ row: M, within max: Int, or full: CodedProblem) async throws {
        try await create([row], within: max, or: full)
    }

    /// Writes all of `rows` or none: `full` when they do not all fit under `max` (a page that
    /// declares three recipes, for a user with room for two, saves none of them).
    func create<M: UserOwned>(_ rows: [M], within max: Int, or full: CodedProblem) async throws {
        _ = try await create(within: max, or: full) { _ in rows }
    }

    /// Writes the rows `decide` returns, all or none, within `max` as above; `decide` runs under
    /// the owner's lock first, to read what the rows depend on (what is already there, a recipe
    /// still stored) as it stands for the write, and may throw to write nothing. The rows written.
    func create<M: UserOwned>(within max: Int, or full: any Error,
                              _ decide: @escaping @Sendable (any Database) async throws -> [M]) async throws -> [M] {
        try await underOwnerLock { [userID] db in
            let rows = try await decide(db)
            guard !rows.isEmpty else { return rows }
            guard try await db.owned(M.self, by: userID).count() + rows.count <= max else { throw full }
            for row in rows { try await row.create(on: db) }
            return rows
        }
    }
}

extension Favorite: UserOwned { static var ownerID: KeyPath<Favorite, FieldProperty<Favorite, UUID>> { \.$user.$id } }
extension KitchenItem: UserOwned { static var ownerID: KeyPath<KitchenItem, FieldProperty<KitchenItem, UUID>> { \.$user.$id } }
extension SearchPreference: UserOwned { static var ownerID: KeyPath<SearchPreference, FieldProperty<SearchPreference, UUID>> { \.$user.$id } }
extension PlanEntry: UserOwned { static var ownerID: KeyPath<PlanEntry, FieldProperty<PlanEntry, UUID>> { \.$user.$id } }
extension GroceryTick: UserOwned { static var ownerID: KeyPath<GroceryTick, FieldProperty<GroceryTick, UUID>> { \.$user.$id } }
extension GroceryExtra: UserOwned { static var ownerID: KeyPath<GroceryExtra, FieldProperty<GroceryExtra, UUID>> { \.$user.$id } }
extension CalendarFeed: UserOwned { static var ownerID: KeyPath<CalendarFeed, FieldProperty<CalendarFeed, UUID>> { \.$user.$id } }
extension PlannerPreference: UserOwned { static var ownerID: KeyPath<PlannerPreference, FieldProperty<PlannerPreference, UUID>> { \.$user.$id } }
extension UserRecipe: UserOwned { static var ownerID: KeyPath<UserRecipe, FieldProperty<UserRecipe, UUID>> { \.$user.$id } }

/// A sum over one user's rows of a table, in plain SQL on both databases.
enum OwnedSum {
    /// The sum of `expression` (a column, or a length of one) over `userID`'s rows of `table`, but
    /// the row whose `besides` column holds the id given (one being replaced). 0 when there are none.
    static func of(_ expression: String, in table: String, userID: UUID, besides: (column: String, id: UUID)?, on db: any Database) async throws -> Int {
        guard let sql = db as? any SQLDatabase else { return 0 }
        // PostgreSQL sums a bigint column to a numeric: cast back, so both databases answer an integer.
        var query: SQLQueryString = "SELECT CAST(COALESCE(SUM(\(unsafeRaw: expression)), 0) AS BIGINT) AS used FROM \(unsafeRaw: table) WHERE user_id = \(bind: userID)"
        if let besides { query.appendInterpolation(unsafeRaw: " AND \(besides.column) <> "); query.appendInterpolation(bind: besides.id) }
        let row = try await sql.raw(query).first()
        return Int(try row?.decode(column: "used", as: Int64.self) ?? 0)
    }
}
