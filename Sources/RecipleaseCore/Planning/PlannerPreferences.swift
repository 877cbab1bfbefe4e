import Foundation

/// How a user plans: the time each meal is usually eaten, how long before a meal the reminder
/// comes, the units of the grocery list and the time zone the plan's times are in.
public struct PlannerPreferences: Sendable, Equatable {
    /// The meals of the week view, in the order of a day.
    public static let meals: [MealType] = [.breakfast, .lunch, .dinner, .snack]
    public static let reminderRange = 0...1_440
    public static let defaultReminderMinutes = 60

    public var times: [MealType: PlanTime] = Dictionary(uniqueKeysWithValues: Self.meals.map { ($0, PlanTime.defaultTime(for: $0)) })
    public var reminderMinutes = Self.defaultReminderMinutes
    public var unitSystem: MeasureSystem = .us
    public var timeZoneName = "UTC"
    /// False until the user (or the browser, on the first visit) saved settings.
    public var saved = false
    /// Whether the units were chosen (the settings form, the API naming them, an import), not
    /// only defaulted; chosen units are saved ones: the browser's first visit saves its time zone alone, and recipe pages
    /// switched from "As written" to US units for it (a browser probe, 2026-12-07).
    public var unitsChosen = false

    public init(saved: Bool = false) { self.saved = saved }

    public var timeZone: TimeZone { TimeZone(identifier: timeZoneName) ?? TimeZone(identifier: "UTC")! }

    public func time(for meal: MealType) -> PlanTime { times[meal] ?? PlanTime.defaultTime(for: meal) }

    /// Today in the user's time zone.
    public func today(now: Date) -> PlanDate { PlanDate(now, in: timeZone) }

    private static var mealNames: String { meals.map(\.rawValue).joined(separator: ", ") }

    /// The meal types the planner takes, by name; anything else is refused naming them.
    public static func meal(_ text: String) throws(PlanProblem) -> MealType {
        guard let meal = MealType(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()), meals.contains(meal) else {
            throw PlanProblem("plan.meal-type", ["meals": mealNames, "given": String(text.prefix(30))])
        }
        return meal
    }

    /// A key of the settings' `times`: a meal, or a refusal that names `times` (it named
    /// `mealType`, a key the settings do not have; household probe, 2026-12-08).
    public static func timesMeal(_ text: String) throws(PlanProblem) -> MealType {
        guard let meal = try? meal(text) else {
            throw PlanProblem("plan.times-meal", ["meals": mealNames, "given": String(text.prefix(30))])
        }
        return meal
    }

    /// A time of day; `meal` names the meal whose usual time it is, for the message.
    public static func time(_ text: String, field: String = "time", meal: MealType? = nil) throws(PlanProblem) -> PlanTime {
        guard let time = PlanTime(text.trimmingCharacters(in: .whitespaces)) else {
            let given = String(text.prefix(30))
            if let meal { throw PlanProblem("planner.meal-time", ["meal": meal.rawValue, "given": given]) }
            throw PlanProblem("plan.time", ["field": field, "given": given])
        }
        return time
    }

    public static func date(_ text: String, field: String = "date") throws(PlanProblem) -> PlanDate {
        guard let date = PlanDate(text.trimmingCharacters(in: .whitespaces)) else {
            throw PlanProblem("plan.date", ["field": field, "given": String(text.prefix(30))])
        }
        return date
    }

    public static func timeZoneName(_ text: String) throws(PlanProblem) -> String {
        let name = text.trimmingCharacters(in: .whitespaces)
        // IANA names are ASCII letters, digits, "/", "_", "-" and "+": TimeZone(identifier:) reads
        // "Europe/Paris\u{0}x" up to its NUL and took it, and the database kept either half
        guard !name.isEmpty, name.count <= 64, name.unicodeScalars.allSatisfy(Self.isTimeZoneScalar), TimeZone(identifier: name) != nil,
              name == "UTC" || name == "GMT" || name.contains("/") || TimeZone.knownTimeZoneIdentifiers.contains(name) else {
            throw PlanProblem("planner.time-zone", ["given": String(name.prefix(40))])
        }
        return name
    }

    static func isTimeZoneScalar(_ scalar: Unicode.Scalar) -> Bool {
        guard let byte = scalar.asciiByte else { return false }
        return byte.isASCIILetter || byte.isASCIIDigit || "/_-+".utf8.contains(byte)
    }

    public static func unitSystem(_ text: String) throws(PlanProblem) -> MeasureSystem {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "us": return .us
        case "metric": return .metric
        default: throw PlanProblem("planner.unit-system", ["given": String(text.prefix(30))])
        }
    }

    public static func reminderMinutes(_ value: Int) throws(PlanProblem) -> Int {
        guard reminderRange.contains(value) else {
            throw PlanProblem("planner.reminder-minutes", ["min": "\(reminderRange.lowerBound)", "max": "\(reminderRange.upperBound)", "given": "\(value)"])
        }
        return value
    }

    /// What "mealType is required" lists.
    static var mealList: String { mealNames }
}

/// One broken rule of the plan or the planner settings; `error.plan.*` and `error.planner.*` in
/// the strings table say it in words.
public struct PlanProblem: DomainError, Equatable {
    public let code: String
    public let arguments: [String: String]
    public let kind: ProblemKind

    init(_ code: String, _ arguments: [String: String] = [:], kind: ProblemKind = .invalid) {
        self.code = code
        self.arguments = arguments
        self.kind = kind
    }

    /// The meals named as a page names them, for the forms' messages: `mealName` for `meal`
    /// ("petit-déjeuner" for "breakfast") and `mealNames` for the list `meals` gives.
    public func arguments(in strings: Strings) -> [String: String] {
        var all = arguments
        if let meal = arguments["meal"].flatMap(MealType.init(rawValue:)) {
            all["mealName"] = strings.name(of: meal).lowercased(with: strings.locale)
        }
        if arguments["meals"] != nil {
            all["mealNames"] = PlannerPreferences.meals.map { strings.name(of: $0).lowercased(with: strings.locale) }
                .joined(separator: ", ")
        }
        return all
    }

    public static let recipeRequired = PlanProblem("plan.recipe-required")

    /// The recipe id names nothing the user can plan.
    public static func unknownRecipe(_ id: String) -> PlanProblem {
        PlanProblem("plan.recipe-unknown", ["id": String(id.prefix(60))])
    }

    /// The recipe id is a favorite of the user's, but of another account's recipe that is not
    /// shared with them (any more): the favorite keeps its copy, which plans nothing.
    public static func unsharedRecipe(_ id: String) -> PlanProblem {
        PlanProblem("plan.recipe-unshared", ["id": String(id.prefix(60))])
    }

    /// The recipe id is a favorite of the user's, but of an account's own recipe that is no longer
    /// there (its owner deleted it): the favorite keeps its copy, which plans nothing.
    public static func deletedRecipe(_ id: String) -> PlanProblem {
        PlanProblem("plan.recipe-deleted", ["id": String(id.prefix(60))])
    }
}

/// A change to some of the settings, from the page or the API; checked as a whole.
public struct PlannerPreferencesChange: Sendable {
    public var times: [MealType: String] = [:]
    public var reminderMinutes: Int?
    public var unitSystem: String?
    public var timeZone: String?

    public init(times: [MealType: String] = [:], reminderMinutes: Int? = nil, unitSystem: String? = nil, timeZone: String? = nil) {
        self.times = times
        self.reminderMinutes = reminderMinutes
        self.unitSystem = unitSystem
        self.timeZone = timeZone
    }

    /// The settings with the change applied, or every value that is wrong.
    public func applied(to settings: PlannerPreferences) throws(ProblemList) -> PlannerPreferences {
        var result = settings
        var problems: [any DomainError] = []
        func attempt(_ body: () throws(PlanProblem) -> Void) {
            do { try body() } catch { problems.append(error) }
        }
        for meal in PlannerPreferences.meals {
            guard let text = times[meal] else { continue }
            attempt { () throws(PlanProblem) in result.times[meal] = try PlannerPreferences.time(text, meal: meal) }
        }
        if let minutes = reminderMinutes { attempt { () throws(PlanProblem) in result.reminderMinutes = try PlannerPreferences.reminderMinutes(minutes) } }
        if let system = unitSystem {
            attempt { () throws(PlanProblem) in
                result.unitSystem = try PlannerPreferences.unitSystem(system)
                result.unitsChosen = true
            }
        }
        if let zone = timeZone { attempt { () throws(PlanProblem) in result.timeZoneName = try PlannerPreferences.timeZoneName(zone) } }
        guard problems.isEmpty else { throw ProblemList(problems) }
        result.saved = true
        return result
    }
}
