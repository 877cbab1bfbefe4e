import Foundation
import RecipleaseCore

/// A refusal the server itself makes (a missing thing, a form or body it cannot use, a sign-in
/// it needs); `error.<code>` in the strings table says it in words.
enum RequestProblem: DomainError, Equatable {
    /// Which page's thing is missing: each page says what to do next in its own words.
    enum Page: String, Sendable {
        case calendar
        case favorite
        case favoriteRecipe = "favorite-recipe"
        case groceryItem = "grocery-item"
        case kitchenItem = "kitchen-item"
        case ownRecipe = "own-recipe"
        case picture
        case planEntry = "plan-entry"
        case planRecipe = "plan-recipe"
        case recipe
    }

    /// Which API thing is missing; the id given is echoed back.
    enum Thing: String, Sendable {
        case favorite
        case groceryItem = "grocery-item"
        case kitchenItem = "kitchen-item"
        case ownRecipe = "own-recipe"
        case photo
        case planEntry = "plan-entry"
        case recipe
    }

    /// A form field that takes 1 or 0.
    enum Switch: String, Sendable {
        case checked
        case favorite
        case ticked
    }

    case missingPage(Page)
    case missing(Thing, id: String)
    case libraryRecipe(id: String)
    case formSwitch(Switch)
    case flag(name: String, given: String)
    case searchListLength(max: Int)
    case queryLength(max: Int)
    case ingredientLinesCount(count: Int)
    case ingredientBodyEmpty
    case ingredientLanguage(given: String)
    case kitchenChangeEmpty
    case planChangeEmpty
    case planServings(given: String)
    case reminderMinutes(given: String)
    case importNothingGiven
    case transferBodyMissing
    case transferBodyUnknown
    case jsonBodyMissing
    case multipartBoundary
    case multipartBody
    case formBody
    case formFields(max: Int)
    case formPartHeaders(max: Int)
    case tokenInvalid
    case signInFirst(api: Bool)
    case csrf(form: Bool)

    var kind: ProblemKind {
        switch self {
        case .missingPage, .missing: .notFound
        case .libraryRecipe, .csrf: .forbidden
        case .ingredientLinesCount, .formFields, .formPartHeaders: .tooLarge
        case .tokenInvalid, .signInFirst: .unauthenticated
        default: .invalid
        }
    }

    var code: String {
        switch self {
        case let .missingPage(page): "page.not-found." + page.rawValue
        case let .missing(thing, _): "api.not-found." + thing.rawValue
        case .libraryRecipe: "recipes.library-recipe"
        case let .formSwitch(field): "form.switch." + field.rawValue
        case .flag: "request.flag"
        case .searchListLength: "search.list-length"
        case .queryLength: "search.text-length"
        case .ingredientLinesCount: "ingredients.lines-count"
        case .ingredientBodyEmpty: "ingredients.body-empty"
        case .ingredientLanguage: "ingredients.language"
        case .kitchenChangeEmpty: "kitchen.change-empty"
        case .planChangeEmpty: "plan.change-empty"
        // The same words as a recipe's servings box, with the plan's range.
        case .planServings: "recipe.servings-number"
        case .reminderMinutes: "planner.reminder-number"
        case .importNothingGiven: "import.nothing-given"
        case .transferBodyMissing: "transfer.body-missing"
        case .transferBodyUnknown: "transfer.body-unknown"
        case .jsonBodyMissing: "request.json-body-missing"
        case .multipartBoundary: "request.multipart-boundary"
        case .multipartBody: "request.multipart-body"
        case .formBody: "request.form-body"
        case .formFields: "request.form-fields"
        case .formPartHeaders: "request.form-part-headers"
        case .tokenInvalid: "auth.token-invalid"
        case let .signInFirst(api): api ? "auth.sign-in-api" : "auth.sign-in-page"
        case let .csrf(form): form ? "auth.csrf-form" : "auth.csrf-header"
        }
    }

    var arguments: [String: String] {
        switch self {
        case let .missing(_, id), let .libraryRecipe(id): ["id": id]
        case let .flag(name, given): ["name": name, "given": String(given.prefix(20))]
        case let .searchListLength(max), let .queryLength(max), let .formFields(max), let .formPartHeaders(max): ["max": "\(max)"]
        case let .ingredientLinesCount(count): ["count": "\(count)"]
        case let .planServings(given):
            ["min": "\(PlanRules.servings.lowerBound)", "max": "\(PlanRules.servings.upperBound)", "given": String(given.prefix(20))]
        case let .reminderMinutes(given), let .ingredientLanguage(given): ["given": String(given.prefix(20))]
        default: [:]
        }
    }
}

/// A refusal that asks for credentials; answered with `WWW-Authenticate`.
protocol AuthenticationChallenge {
    var challenge: String? { get }
}

extension RequestProblem: AuthenticationChallenge {
    /// The API asks for a bearer token; a page sends people to the sign-in form instead.
    var challenge: String? {
        switch self {
        case .tokenInvalid, .signInFirst(api: true): "Bearer"
        default: nil
        }
    }
}
