import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// Everything a plan page or plan call needs about the user, read once per request.
struct PlanContext {
    let user: User
    /// Whose plan, list and settings these are: the household's when the user is in one.
    let scope: SharedScope
    let plan: UserPlan
    let settings: PlannerPreferences
    let recipes: PlanRecipes
    /// Where a long list is merged (`UserGrocery.merged`); without one, in the caller's task.
    var offloader: Offloader? = nil
    /// Whose turn a long read waits for (`AccountTurns`, one at a time per plan owner); without
    /// them, no wait.
    var turns: AccountTurns? = nil

    /// `body` in the plan owner's turn.
    func inTurn<T>(_ body: () async throws -> T) async throws -> T {
        try await turns.run(scope.ownerID, body)
    }

    /// The usernames of the people who planned `entries`, in one read (none for a lone user).
    func people(_ entries: [PlanEntry], on db: any Database) async throws -> [UUID: String] {
        try await scope.names(of: entries.map(\.addedBy), on: db)
    }

    static func load(for user: User, on request: Request) async throws -> PlanContext {
        let scope = try await request.sharedScope(of: user)
        var recipes = try await PlanRecipes.load(for: user, scope: scope, store: request.recipes, on: request.db)
        recipes.remote = try await request.remotePlanRecipes(for: user)
        return PlanContext(
            user: user, scope: scope, plan: UserPlan(scope: scope, on: request.db),
            settings: try await UserPlannerSettings(scope: scope, on: request.db).load(fallbackLanguage: request.language.code),
            recipes: recipes, offloader: request.offloader, turns: request.application.accountTurns
        )
    }
}
