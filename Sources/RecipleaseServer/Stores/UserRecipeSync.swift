import Fluent
import Foundation
import RecipleaseCore
import Synchronization
import Vapor

/// Keeps this process's search index in step with the user recipes in the database. At start-up
/// it loads them all. With PostgreSQL, where several instances share one database, the database
/// announces each changed row (`ChangeListener`), and an optional poll
/// (`Settings.recipePollSeconds`, comparing each row's `updated_at`) re-parses what another
/// instance added or changed and drops what it deleted. This instance's own writes reach the
/// index at once (see `UserRecipes`), so a person always sees their change where they made it.
final class UserRecipeSync: Sendable {
    /// Each row's `updated_at` as last seen, by row id.
    private let seen = Mutex<[UUID: Date]>([:])

    /// New and changed rows are parsed into the index, rows gone leave it. Answers how many changed.
    @discardableResult
    func sync(into store: RecipeStore, on db: any Database) async throws -> Int {
        // The index's own recipes as they stand before the table is read: each was committed
        // before this moment, so one the table then lacks was deleted.
        let indexed = store.snapshot.ownedIDs
        let rows = try await UserRecipe.query(on: db).field(\.$id).field(\.$updatedAt).all()
        var current: [UUID: Date] = [:]
        for row in rows { if let id = row.id { current[id] = row.updatedAt } }
        let previous = seen.withLock { $0 }
        let changed = current.filter { previous[$0.key] != $0.value }.map(\.key)
        let gone = previous.keys.filter { current[$0] == nil }
        var start = 0
        while start < changed.count {
            let chunk = Array(changed[start..<min(start + 500, changed.count)])
            for row in try await UserRecipe.query(on: db).filter(\.$id ~~ chunk).all() {
                store.upsert(UserRecipes.recipe(row, store: store))
            }
            start += 500
        }
        // Also those this instance wrote itself (they reach its index at once, never `seen`): one
        // written here while the database's notices were lost, and deleted through another
        // instance before they came back, stayed in this index for good (two-instance probe).
        let strays = indexed.compactMap { UserRecipes.rowID(of: $0.rawValue) }.filter { current[$0] == nil && previous[$0] == nil }
        store.remove((gone + strays).map { Recipe.ID(UserRecipes.recipeID(of: $0)) })
        seen.withLock { $0 = current }
        return changed.count + gone.count + strays.count
    }

    fileprivate func markSeen(_ id: UUID, at updatedAt: Date?) {
        seen.withLock { $0[id] = updatedAt }
    }
}

extension UserRecipeSync {
    /// Brings one row into the index as it stands in the database now: parsed in when it is
    /// there, dropped when it is gone. Used when the database announces a change to that row.
    func sync(id: UUID, into store: RecipeStore, on db: any Database) async throws {
        if let row = try await UserRecipe.find(id, on: db) {
            store.upsert(UserRecipes.recipe(row, store: store))
            markSeen(id, at: row.updatedAt)
        } else {
            store.remove(Recipe.ID(UserRecipes.recipeID(of: id)))
            markSeen(id, at: nil)
        }
    }
}

/// A loop that runs from boot to shutdown on its own task. Shutdown cancels it and waits for it
/// to end, so nothing uses the database after Fluent closes it (Fluent's handler shuts down
/// after the ones added later).
final class BackgroundLoop: LifecycleHandler {
    private let body: @Sendable (Application) async -> Void
    private let task = Mutex<Task<Void, Never>?>(nil)

    init(_ body: @escaping @Sendable (Application) async -> Void) {
        self.body = body
    }

    func didBoot(_ application: Application) throws {
        let body = self.body
        let running = Task { await body(application) }
        task.withLock { $0 = running }
    }

    func shutdown(_ application: Application) {
        task.withLock { $0?.cancel() }
    }

    func shutdownAsync(_ application: Application) async {
        let running = task.withLock { task in
            defer { task = nil }
            return task
        }
        running?.cancel()
        await running?.value
    }
}

extension BackgroundLoop {
    /// Runs `UserRecipeSync` over the whole table every `interval`.
    static func userRecipePolling(_ sync: UserRecipeSync, every interval: Duration) -> BackgroundLoop {
        BackgroundLoop { application in
            while !Task.isCancelled {
                do {
                    try await Task.sleep(for: interval)
                    try await sync.sync(into: application.recipeStore, on: application.db)
                } catch is CancellationError {
                    return
                } catch {
                    if Task.isCancelled { return }
                    application.logger.warning("Could not bring user recipes up to date from the database: \(error)")
                }
            }
        }
    }
}

extension Application {
    private struct UserRecipeSyncKey: StorageKey { typealias Value = UserRecipeSync }

    var userRecipeSync: UserRecipeSync {
        if let sync = storage[UserRecipeSyncKey.self] { return sync }
        let sync = UserRecipeSync()
        storage[UserRecipeSyncKey.self] = sync
        return sync
    }
}
