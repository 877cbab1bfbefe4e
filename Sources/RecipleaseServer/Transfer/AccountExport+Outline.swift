import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// An upload's outline, from one walk over its bytes that builds nothing: whether it is an export
/// document, and its first list longer than an account may hold. Decoding a document into objects
/// takes tens of times its size (a 139 MB list of kitchen items took 6 GB), so a list the account
/// limits make impossible is refused from the outline, before anything is decoded.
struct ExportOutline {
    /// The list each of the document's lists fills, by its path, and how many that list may hold.
    static let limits: [String: (what: String, max: Int)] = {
        var limits: [String: (what: String, max: Int)] = [
            "recipes": ("recipes", UserRecipes.maxCount),
            // One photo a recipe.
            "photos": ("recipes", UserRecipes.maxCount),
            "favorites": ("favorites", UserFavorites.maxCount),
            "pantry": ("kitchen", UserKitchen.maxItems),
        ]
        // The user's own plan and lists at the top, the household's in its section.
        for prefix in ["", "household."] {
            limits[prefix + "plan"] = ("plan", UserPlan.maxEntries)
            limits[prefix + "grocery.extras"] = ("grocery-items", UserGrocery.maxExtras)
            limits[prefix + "grocery.ticks"] = ("ticked", UserGrocery.maxChecks)
            limits[prefix + "grocery.checked"] = ("ticked", UserGrocery.maxChecks)
        }
        limits["household.kitchen"] = ("kitchen", UserKitchen.maxItems)
        return limits
    }()

    /// The first list past its limit: its path and how many items it holds.
    struct TooLong: Error {
        let path: String
        let count: Int
    }

    /// `format` names a Reciplease export.
    var isExport = false
    var tooLong: TooLong?

    /// Never throws for what the bytes hold: a document that is not JSON outlines as no export.
    init(_ data: Data) {
        // An archive or a page is told at its first byte, without copying it for the walk.
        guard ImportReader.looksLikeJSON(data) else { return }
        // The walk stops at the first list too long once the format is known (keys come sorted, `format` after `favorites`).
        final class Seen: @unchecked Sendable {
            var format = false
            var tooLong: TooLong?
        }
        let seen = Seen()
        _ = try? JSONSyntax.walk(data) { walked in
            switch walked {
            case let .scalar(path, text) where path == "format":
                seen.format = text == RecipeImport.exportFormat
            case let .array(path, count):
                if seen.tooLong == nil, let limit = ExportOutline.limits[path], count > limit.max {
                    seen.tooLong = TooLong(path: path, count: count)
                }
            default:
                break
            }
            if let tooLong = seen.tooLong, seen.format { throw tooLong }
        }
        isExport = seen.format
        tooLong = seen.tooLong
    }
}

extension Request {
    /// Imports `data` into the user's account when it is an export document, else answers nil:
    /// a list too long for any account is refused from the document's outline, the rest decoded
    /// and saved one import at a time (`OneAtATime.exportImports`), so uploads sent together wait
    /// rather than add up. Every door that takes an export document (the API's body or pasted
    /// content, the form's file or text) comes this way.
    func importIfExport(_ data: Data, for user: User) async throws -> ImportOutcomeDTO? {
        let outline = ExportOutline(data)
        guard outline.isExport else { return nil }
        if let tooLong = outline.tooLong, let limit = ExportOutline.limits[tooLong.path] {
            throw CheckedImport.Refused(problems: [CodedProblem(.invalid, "import.limit." + limit.what, [
                "max": "\(limit.max)", "existing": "\(try await existingCount(for: tooLong.path, of: user))", "adding": "\(tooLong.count)",
            ])])
        }
        return try await OneAtATime.exportImports.run {
            try await self.saveImport(.export(try AccountExport.decode(data)), for: user)
        }
    }

    /// How many rows the account keeps on the list a document's `path` fills, for the refusal's words.
    private func existingCount(for path: String, of user: User) async throws -> Int {
        let userID = try user.requireID()
        let ownerID = path.hasPrefix("household.") ? try await sharedScope(of: user).ownerID : userID
        switch ExportOutline.limits[path]?.what {
        case "recipes": return try await db.owned(UserRecipe.self, by: userID).count()
        case "favorites": return try await db.owned(Favorite.self, by: userID).count()
        case "kitchen": return try await db.owned(KitchenItem.self, by: ownerID).count()
        case "plan": return try await db.owned(PlanEntry.self, by: ownerID).count()
        case "grocery-items": return try await db.owned(GroceryExtra.self, by: ownerID).count()
        default: return try await db.owned(GroceryTick.self, by: ownerID).count()
        }
    }
}
