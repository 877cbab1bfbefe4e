import Foundation
import RecipleaseCore
import Vapor

/// Everything one user keeps, as one JSON document (`GET /api/v1/export`, `reciplease export`).
/// Recipes are schema.org JSON-LD, so any reader of recipes can read them; importing the
/// document into an empty account gives the same account back.
struct AccountExport: Codable, Sendable {
    struct Favorite: Codable, Sendable {
        let recipeId: String
        let title: String
        let savedAt: Date
        /// The snapshot kept with the favorite, as `GET /api/v1/favorites/{id}` shows it.
        let recipe: RecipeDTO
        /// The same recipe as schema.org JSON-LD.
        let jsonLD: JSONValue
    }

    struct Preferences: Codable, Sendable, Equatable {
        let diets: [String]
        let cuisines: [String]
        let intolerances: [String]
    }

    struct KitchenItem: Codable, Sendable, Equatable {
        let name: String
        let ticked: Bool
        let createdAt: Date
    }

    /// A meal on the plan; `recipeId` is one of `recipes`' identifiers for the user's own recipes.
    struct PlanEntry: Codable, Sendable, Equatable {
        let recipeId: String
        let title: String
        let date: String
        let mealType: String
        let servings: Int
        let time: String
        let note: String?
        let createdAt: Date
    }

    /// The grocery list's state: ticks (by item key, with the days of their list) and items added by hand.
    struct Grocery: Codable, Sendable, Equatable {
        /// A tick on the list of `from`...`to`, for the item's amount there (nil: any amount).
        struct Tick: Codable, Sendable, Equatable {
            let key: String
            let from: String
            let to: String
            let amountKey: String?
            let createdAt: Date
        }

        struct Extra: Codable, Sendable, Equatable {
            let name: String
            /// Only in exports made before ticks had days; read and left.
            var checked: Bool?
            /// The days of the list it was added for; missing in older exports (then on every list).
            var from: String?
            var to: String?
            var keep: Bool?
            let createdAt: Date
        }

        /// Keys ticked, in exports made before ticks had days.
        var checked: [String]?
        var ticks: [Tick]?
        let extras: [Extra]
    }

    var format = RecipeImport.exportFormat
    var version = RecipeImport.exportVersion
    var exportedAt: Date
    var username: String
    /// The user's own recipes, each a schema.org `Recipe` (its Reciplease id as `identifier`).
    var recipes: [JSONValue]
    var favorites: [Favorite]
    var preferences: Preferences
    var pantry: [KitchenItem]
    var plan: [PlanEntry]
    /// Meal times, reminders, units and time zone; nil when the user never saved any.
    var planner: PlannerPreferencesDTO?
    var grocery: Grocery
    /// The photos of the user's own recipes, bytes in base64; absent in exports made before photos.
    var photos: [Photo]?
    /// The household's shared data, in the export of a member; absent for a user in none and in
    /// exports made before households. `plan`, `pantry`, `planner` and `grocery` above stay the
    /// user's own (kept from before they joined, back when they leave).
    var household: Household?

    /// What a household shares, as its member exported it.
    struct Household: Codable, Sendable {
        let name: String
        var plan: [PlanEntry]
        var grocery: Grocery
        var kitchen: [KitchenItem]
        /// Nil when the household never saved any.
        var plannerSettings: PlannerPreferencesDTO?
    }

    /// A photo of one of `recipes` (`recipeId` is its `identifier`), its type as detected when stored.
    struct Photo: Codable, Sendable, Equatable {
        let recipeId: String
        let contentType: String
        let data: Data
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return encoder
    }()

    static let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        // ISO 8601 as the encoder writes it, within the years 1 to 9999 that every page, feed and
        // answer can write back: ".iso8601" alone took "99999-01-01T00:00:00Z" and served it again.
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = try? Date(text, strategy: .iso8601), ICalendar.writable.contains(date) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "Expected a date and time in ISO 8601 (2026-01-31T18:30:00Z) between the years 0001 and 9999."
                )
            }
            return date
        }
        return decoder
    }()

    /// The document in bytes, keys sorted, dates in ISO 8601.
    func encoded() throws -> Data { try AccountExport.encoder.encode(self) }

    /// A document read back; anything else is refused, saying what is wrong.
    static func decode(_ data: Data) throws -> AccountExport {
        // The version first, as every reader of the format checks it: a later one may be shaped differently.
        if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            _ = try RecipeImport.exportVersion(of: object)
        }
        let document: AccountExport
        do {
            document = try decoder.decode(AccountExport.self, from: data)
        } catch let error as DecodingError {
            // text that is no JSON (nested past the reader's depth, a lone surrogate) says where and
            // why; Foundation calls it corrupt data, which read as a number too large for its field
            if let problem = JSONSyntax.firstProblem(in: data) { throw CodedProblem.brokenJSON(problem) }
            throw CodedProblem(.invalid, "export.unreadable", ["detail": BodyShapeProblem(error).problem(in: .english)])
        }
        guard document.format == RecipeImport.exportFormat else {
            throw CodedProblem(.invalid, "export.format", ["format": document.format])
        }
        return document
    }
}

/// What an import did.
struct ImportSummary: Content, Equatable {
    var recipes = 0
    var favorites = 0
    var pantry = 0
    var plan = 0
    var groceryItems = 0
    var preferences = false
    var plannerSettings = false
    /// The document's household section was added: to the user's household when they are in
    /// one, else to their own plan and lists. Counted in the numbers above.
    var household = false
    /// Things left as they were, each with the reason (a favorite already kept, a name already listed).
    var skipped: [String] = []
}
