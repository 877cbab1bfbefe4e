import Fluent
import Foundation
import RecipleaseCore
import Vapor

extension GroceryAPIController {
    /// The list of the days and toggle given, through the instance's `GroceryListCache`: on a hit
    /// no database read (the user, their household and the settings are cached too), else built
    /// as always and kept when it can be.
    static func cachedList(_ request: Request, from: String?, to: String?, hideKitchen: Bool) async throws -> GroceryListCache.Entry {
        let user = try await request.requireAPIUser()
        let scope = try await request.sharedScope(of: user)
        let cache = request.application.groceryLists
        // Read before anything is built: a change committed meanwhile moves them, so what is
        // built now is never served after it.
        let stamp = GroceryListCache.Stamp(shared: request.application.sharedChanges.version(of: scope.key), recipes: request.recipes.version)
        let settings: PlannerPreferences
        // Defaults (nothing saved) follow the owner's language, else the reader's: kept per both,
        // so a scope that never saved its settings costs no read either.
        let ownerLanguage: String?? = scope.householdID == nil ? .some(user.language) : nil
        let settingsKey = scope.key + "|" + request.language.code + "|" + ((ownerLanguage ?? nil) ?? "")
        if let known = cache.settings(of: settingsKey, stamp: stamp) {
            settings = known
        } else {
            settings = try await UserPlannerSettings(scope: scope, on: request.db)
                .load(fallbackLanguage: request.language.code, ownerLanguage: ownerLanguage)
            cache.remember(settings: settings, of: settingsKey, stamp: stamp)
        }
        let range = try PlanRange.parse(from: from, to: to, today: settings.today(now: request.now))
        let key = GroceryListCache.Key(user: try user.requireID(), scope: scope.key, from: range.from, to: range.to, hideKitchen: hideKitchen,
                                       language: request.language.code)
        if let entry = cache.list(key, stamp: stamp) { return entry }

        return try await cache.building(key, stamp: stamp) {
            let context = try await PlanContext.load(for: user, on: request)
            let list = try await UserGrocery(scope: context.scope, on: request.db).build(range, context: context, hideKitchen: hideKitchen,
                                                                                        strings: request.strings)
            var json = JSONWriter()
            GroceryListDTO(list).write(to: &json)
            let entry = GroceryListCache.Entry(list: list, json: json.bytes)
            if cache.isOn, try await onlyFromTheIndex(list, context: context, on: request.db) {
                cache.remember(entry, for: key, stamp: stamp)
            }
            return entry
        }
    }

    /// Whether every recipe of the scope's plan came from the index as it is now: no favorite's
    /// snapshot (favorites are not shared, and change without moving the scope's version) and no
    /// provider's recipe (fetched, not versioned). Ticks check other days' lists too, so the
    /// whole plan counts, not only the list's days.
    private static func onlyFromTheIndex(_ list: GroceryListResult, context: PlanContext, on db: any Database) async throws -> Bool {
        guard list.unavailable.isEmpty, context.recipes.remote.isEmpty else { return false }
        let planned = Set(try await db.owned(PlanEntry.self, by: context.scope.ownerID).all(\.$recipeID))
        return planned.allSatisfy { context.recipes.recipe($0)?.fromSnapshot == false }
    }
}
