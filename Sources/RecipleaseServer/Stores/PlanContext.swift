import Foundation
import RecipleaseCore
import Vapor

/// Everything a plan page or plan call needs about the user, read once per request.
struct PlanContext {
    let user: User
    let plan: UserPlan
    let settings: PlannerPreferences
    let recipes: PlanRecipes

    static func load(for user: User, on request: Request) async throws -> PlanContext {
        var recipes = try await PlanRecipes.load(for: user, store: request.recipes, on: request.db)
        recipes.remote = try await request.remotePlanRecipes(for: user)
        return PlanContext(
            user: user, plan: try UserPlan(user: user, on: request.db),
            settings: try await UserPlannerSettings(user: user, on: request.db).load(),
            recipes: recipes
        )
    }
}
