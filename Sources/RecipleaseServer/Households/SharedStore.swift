import Fluent
import SQLKit
import Foundation
import RecipleaseCore
import Vapor

/// A store of a shared kind (plan, grocery list, kitchen list, planner settings): built from a
/// `SharedScope`, it reads and writes the household's rows and signs the rows it writes. Every
/// write goes through `underOwnerLock`, which refuses it (`SharedScope.changed`) when the person
/// joined, created or left a household since the scope was read.
protocol SharedStore: UserStore {
    var scope: SharedScope? { get set }
}

extension SharedStore {
    init(scope: SharedScope, on db: any Database) {
        self.init(userID: scope.ownerID, db: db)
        self.scope = scope
    }

    /// Written into `added_by` on new rows: nil for a lone user.
    var addedBy: UUID? { scope?.addedBy }
}

extension Request {
    /// The store of a shared kind for the signed-in `user`: the household's when they are in one.
    func shared<S: SharedStore>(_ store: S.Type, of user: User) async throws -> S {
        S(scope: try await sharedScope(of: user), on: db)
    }
}

extension SharedScope {
    /// The ids of the people in this household besides the user (none for a lone user).
    func housemates(on db: any Database) async throws -> [UUID] {
        guard let householdID else { return [] }
        return try await HouseholdMember.query(on: db).filter(\.$household.$id == householdID)
            .filter(\.$user.$id != userID).all(\.$user.$id)
    }

    /// The recipe ids housemates share with the household, each put into `store`'s index if it
    /// lacks it (written through another instance a moment ago). Two small reads in a household,
    /// none for a lone user.
    func sharedRecipeIDs(store: RecipeStore, on db: any Database) async throws -> Set<String> {
        let people = try await housemates(on: db)
        guard !people.isEmpty else { return [] }
        let rows: [UUID]
        if let sql = db as? any SQLDatabase {
            // The ids alone, decoded as ids: Fluent makes a model of each row by reflection, and
            // 5,000 shared recipes cost a member 0.4 s on every search and plan (hostile sweep,
            // 2026-12-07; two thirds of it in `Fields.output`), while 8 such members held another
            // user's plan 5.6 s.
            rows = try await sql.select().column("id").from(UserRecipe.schema)
                .where("user_id", .in, people).where("shared_with_household", .equal, true)
                .all(decodingColumn: "id", as: UUID.self)
        } else {
            rows = try await UserRecipe.query(on: db).filter(\.$user.$id ~~ people)
                .filter(\.$sharedWithHousehold == true).all(\.$id).compactMap { $0 }
        }
        // one look at the index for them all
        let index = store.snapshot
        let missing = rows.filter { index.recipe(Recipe.ID(UserRecipes.recipeID(of: $0))) == nil }
        if !missing.isEmpty {
            for row in try await UserRecipe.query(on: db).filter(\.$id ~~ missing).all() {
                store.fill(UserRecipes.recipe(row, store: store))
            }
        }
        return Set(rows.map(UserRecipes.recipeID(of:)))
    }

    /// Whether the user recipe `recipeID` is a housemate's, shared with this household: one read.
    func seesShared(_ recipeID: String, on db: any Database) async throws -> UserRecipe? {
        guard let householdID, let rowID = UserRecipes.rowID(of: recipeID),
              let row = try await UserRecipe.query(on: db).filter(\.$id == rowID).filter(\.$sharedWithHousehold == true).first(),
              row.$user.id != userID else { return nil }
        let member = try await HouseholdMember.query(on: db).filter(\.$household.$id == householdID)
            .filter(\.$user.$id == row.$user.id).first()
        return member == nil ? nil : row
    }

    /// Who added what, by id: the usernames of `ids` in one read; nothing for a lone user, whose
    /// rows say nobody.
    func names(of ids: some Sequence<UUID?>, on db: any Database) async throws -> [UUID: String] {
        let wanted = Set(ids.compactMap { $0 })
        guard householdID != nil, !wanted.isEmpty else { return [:] }
        let users = try await User.query(on: db).filter(\.$id ~~ wanted).field(\.$id).field(\.$username).all()
        return Dictionary(users.compactMap { user in user.id.map { ($0, user.username) } }, uniquingKeysWith: { a, _ in a })
    }
}
