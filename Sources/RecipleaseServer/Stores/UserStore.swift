import Fluent
import Foundation
import RecipleaseCore

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
    init(userID: UUID, db: any Database)
}

extension UserStore {
    init(userID: UUID, on db: any Database) {
        self.init(userID: userID, db: db)
    }

    init(user: User, on db: any Database) throws {
        self.init(userID: try user.requireID(), on: db)
    }

    /// The user's rows of `model`.
    func scoped<M: UserOwned>(_ model: M.Type) -> QueryBuilder<M> {
        db.owned(model, by: userID)
    }

    /// Writes `row` unless the user already keeps `max` rows of its kind, else throws `full`. The
    /// count and the insert are one write transaction that first takes the user's row on
    /// PostgreSQL (on SQLite the transaction holds the file): creates at once, from two requests
    /// or from two processes on one database, would otherwise all count one below the limit and
    /// all write.
    func create<M: UserOwned>(_ row: M, within max: Int, or full: CodedProblem) async throws {
        try await create([row], within: max, or: full)
    }

    /// Writes all of `rows` or none: `full` when they do not all fit under `max` (a page that
    /// declares three recipes, for a user with room for two, saves none of them).
    func create<M: UserOwned>(_ rows: [M], within max: Int, or full: CodedProblem) async throws {
        try await db.writeTransaction { [userID] db in
            try await RowLock.writer.exists(User.self, userID, on: db)
            guard try await db.owned(M.self, by: userID).count() + rows.count <= max else { throw full }
            for row in rows { try await row.create(on: db) }
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
