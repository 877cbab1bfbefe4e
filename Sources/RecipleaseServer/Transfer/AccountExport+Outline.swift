import Fluent
import Foundation
import RecipleaseCore
import Vapor

/// An upload's outline, from one walk over its bytes that builds nothing: whether it is an export
/// document, its first list longer than an account may hold, and its first item larger or
/// holding more than any Reciplease writes. Decoding a document into objects takes tens of times
/// its size (a 139 MB list of kitchen items took 6 GB), so what the limits make impossible is
/// refused from the outline, before anything is decoded.
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

    /// How large one item of a list may be and what it may hold: decoding builds all of it, so an
    /// item with a list of millions inside is refused as a list of millions is.
    struct ItemBounds {
        /// The item as written, in bytes.
        let bytes: Int
        /// Lists inside the item by their path below it, each at the limit it has elsewhere.
        var lists: [String: Int] = [:]

        /// What any item may hold beyond its named lists: deeper, wider or longer than any
        /// Reciplease writes.
        static let depth = 16
        static let members = 1_000
        static let otherLists = 1_000

        /// An own recipe, schema.org JSON-LD: the recipe form's limits. One at every limit of
        /// the form is 152,885 bytes in an export (import-export.md); 1 MB leaves room for text
        /// far from ASCII.
        static let recipe = ItemBounds(bytes: 1 << 20, lists: [
            "recipeIngredient": RecipeRules.maxIngredients, "recipeInstructions": RecipeRules.maxSteps,
            "recipeCuisine": RecipeRules.maxCuisines, "recipeCategory": MealType.allCases.count,
        ])
        /// A favorite: its snapshot and JSON-LD hold a recipe, within twice the form's lines and
        /// steps (the import's own check on snapshots).
        static let favorite = ItemBounds(bytes: 2 << 20, lists: [
            "recipe.ingredients": 2 * RecipeRules.maxIngredients, "recipe.instructions": 2 * RecipeRules.maxSteps,
            "jsonLD.recipeIngredient": 2 * RecipeRules.maxIngredients, "jsonLD.recipeInstructions": 2 * RecipeRules.maxSteps,
        ])
        /// A photo: at most `UserRecipePhotos.maxBytes`, written in base64.
        static let photo = ItemBounds(bytes: (UserRecipePhotos.maxBytes + 2) / 3 * 4 + 4_096)
        /// A kitchen item, a meal, a tick, an item added by hand: a few short texts.
        static let row = ItemBounds(bytes: 64 << 10)

        static func of(_ list: String) -> ItemBounds {
            switch list {
            case "recipes": .recipe
            case "favorites": .favorite
            case "photos": .photo
            default: .row
            }
        }
    }

    /// A list no account limit names (`preferences.diets`, or one the document should not have)
    /// may hold as many items as any list inside an item, and an object as many members.
    static let otherListLength = ItemBounds.otherLists

    /// The first list past its limit: its path and how many items it holds.
    struct TooLong: Error {
        let path: String
        let count: Int
    }

    /// `format` names a Reciplease export.
    var isExport = false
    var tooLong: TooLong?
    /// The first item, list or object past the bounds above, as the import's problem.
    var outOfBounds: CodedProblem?

    /// Never throws for what the bytes hold: a document that is not JSON outlines as no export.
    init(_ data: Data) {
        // An archive or a page is told at its first byte, without copying it for the walk.
        guard ImportReader.looksLikeJSON(data) else { return }
        // The walk stops at the first list too long once the format is known (keys come sorted, `format` after `favorites`).
        final class Seen: @unchecked Sendable {
            var format = false
            var tooLong: TooLong?
            var outOfBounds: CodedProblem?
        }
        struct Stop: Error {}
        let seen = Seen()
        _ = try? JSONSyntax.walk(data) { walked in
            switch walked {
            case let .scalar(path, text) where path == "format":
                seen.format = text == RecipeImport.exportFormat
            case let .array(path, count):
                if let limit = ExportOutline.limits[path] {
                    if seen.tooLong == nil, count > limit.max { seen.tooLong = TooLong(path: path, count: count) }
                } else if seen.outOfBounds == nil, count > ExportOutline.otherListLength {
                    seen.outOfBounds = CodedProblem(.invalid, "import.bounds.list", ["list": path, "count": "\(count)", "max": "\(ExportOutline.otherListLength)"])
                }
            case let .object(path, count):
                if seen.outOfBounds == nil, count > ItemBounds.members {
                    seen.outOfBounds = CodedProblem(.invalid, "import.bounds.object", ["path": path.isEmpty ? "/" : path, "count": "\(count)", "max": "\(ItemBounds.members)"])
                }
            case let .item(item):
                if seen.outOfBounds == nil { seen.outOfBounds = ExportOutline.problem(with: item) }
            default:
                break
            }
            if seen.format, seen.tooLong != nil || seen.outOfBounds != nil { throw Stop() }
        }
        isExport = seen.format
        tooLong = seen.tooLong
        outOfBounds = seen.outOfBounds
    }

    /// Refuses a document with an item, list or object past the bounds, as every door that
    /// takes an export does (the command line's too).
    func refuseOutOfBounds() throws {
        if let outOfBounds { throw CheckedImport.Refused(problems: [outOfBounds]) }
    }

    /// What is wrong with one item of a list, by `ItemBounds`; nil when nothing is.
    static func problem(with item: JSONSyntax.ListItem) -> CodedProblem? {
        let bounds = ItemBounds.of(item.path)
        let place = ["list": item.path, "number": "\(item.index + 1)"]
        func problem(_ code: String, _ arguments: [String: String]) -> CodedProblem {
            CodedProblem(.invalid, "import.bounds." + code, place.merging(arguments) { $1 })
        }
        // The longest list first, so the reason names the worst; ties by path, so it is always the same.
        for (path, count) in item.lists.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            let max = bounds.lists[path] ?? ItemBounds.otherLists
            if count > max { return problem("item-list", ["path": path.isEmpty ? "/" : path, "count": "\(count)", "max": "\(max)"]) }
        }
        if item.widestObject > ItemBounds.members {
            return problem("item-members", ["count": "\(item.widestObject)", "max": "\(ItemBounds.members)"])
        }
        if item.depth > ItemBounds.depth {
            return problem("item-depth", ["depth": "\(item.depth)", "max": "\(ItemBounds.depth)"])
        }
        if item.bytes > bounds.bytes {
            return problem("item-size", ["bytes": "\(item.bytes)", "max": "\(bounds.bytes)"])
        }
        return nil
    }
}

extension Request {
    /// Imports `data` into the user's account when it is an export document, else answers nil:
    /// a list too long for any account is refused from the document's outline, the rest decoded
    /// and saved one import at a time (`OneAtATime.exportImports`), so uploads sent together wait
    /// rather than add up; a user has one upload waiting or running (`asOneImport`), another sent
    /// meanwhile is refused with 429. Every door that takes an export document (the API's body or pasted
    /// content, the form's file or text) comes this way.
    func importIfExport(_ data: Data, for user: User) async throws -> ImportOutcomeDTO? {
        let outline = ExportOutline(data)
        guard outline.isExport else { return nil }
        if let tooLong = outline.tooLong, let limit = ExportOutline.limits[tooLong.path] {
            throw CheckedImport.Refused(problems: [CodedProblem(.invalid, "import.limit." + limit.what, [
                "max": "\(limit.max)", "existing": "\(try await existingCount(for: tooLong.path, of: user))", "adding": "\(tooLong.count)",
            ])])
        }
        try outline.refuseOutOfBounds()
        let userID = try user.requireID()
        return try await asOneImport(of: userID) {
            try await OneAtATime.exportImports.run(for: userID) {
                try await self.saveImport(.export(try AccountExport.decode(data)), for: user)
            }
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
