import Foundation

/// A stretch of days, both ends included, as the plan, the grocery list and their APIs take it.
public struct PlanRange: Sendable, Equatable {
    public static let maxDays = 366

    public let from: PlanDate
    public let to: PlanDate

    public init(from: PlanDate, to: PlanDate) {
        self.from = from
        self.to = to
    }

    public var days: [PlanDate] { (from.ordinal...to.ordinal).compactMap { PlanDate(ordinal: $0) } }

    /// The week (Monday to Sunday) holding a day; the calendar's last week ends on 9999-12-31.
    public static func week(of day: PlanDate) -> PlanRange {
        PlanRange(from: day.monday, to: day.monday.adding(days: 6) ?? PlanDate.last)
    }

    /// `from` and `to` as given (either may be missing: the week of the other, or of today).
    /// Bad dates, `to` before `from`, ranges over 366 days and ranges that would leave years 1 to
    /// 9999 are refused, saying so. With `eitherOrder` (a page's date fields, where a person may
    /// pick the later day first) two dates the wrong way round are the days between them.
    public static func parse(from: String?, to: String?, today: PlanDate, eitherOrder: Bool = false) throws(PlanProblem) -> PlanRange {
        let start = try from.flatMap { $0.isEmpty ? nil : $0 }.map { text throws(PlanProblem) in try PlannerPreferences.date(text, field: "from") }
        let end = try to.flatMap { $0.isEmpty ? nil : $0 }.map { text throws(PlanProblem) in try PlannerPreferences.date(text, field: "to") }
        let range: PlanRange
        switch (start, end) {
        case let (start?, end?): range = eitherOrder && end < start ? PlanRange(from: end, to: start) : PlanRange(from: start, to: end)
        case let (start?, nil):
            guard let end = start.adding(days: 6) else { throw outside("from", start) }
            range = PlanRange(from: start, to: end)
        case let (nil, end?):
            guard let start = end.adding(days: -6) else { throw outside("to", end) }
            range = PlanRange(from: start, to: end)
        case (nil, nil): range = week(of: today)
        }
        guard range.from <= range.to else {
            throw PlanProblem("plan.range-order", ["from": range.from.description, "to": range.to.description])
        }
        let count = range.from.days(to: range.to) + 1
        guard count <= maxDays else {
            throw PlanProblem("plan.range-length", ["max": "\(maxDays)", "from": range.from.description, "to": range.to.description, "count": "\(count)"])
        }
        return range
    }

    private static func outside(_ field: String, _ day: PlanDate) -> PlanProblem {
        PlanProblem("plan.range-edge", ["field": field, "day": day.description,
                                        "first": PlanDate.first.description, "last": PlanDate.last.description])
    }
}

/// What a plan entry asks for, from a form or the API; nil means "not given".
public struct PlanEntryInput: Sendable {
    public var recipeID: String?
    public var date: String?
    public var mealType: String?
    public var servings: Int?
    public var time: String?
    public var note: String??

    public init(recipeID: String? = nil, date: String? = nil, mealType: String? = nil, servings: Int? = nil,
                time: String? = nil, note: String?? = nil) {
        self.recipeID = recipeID
        self.date = date
        self.mealType = mealType
        self.servings = servings
        self.time = time
        self.note = note
    }
}

/// A plan entry's values after every rule held; nil means "leave as it is" (or, for a new
/// entry's time and servings, "the usual").
public struct CheckedPlanEntry: Sendable {
    public var recipe: Recipe?
    public var date: PlanDate?
    public var meal: MealType?
    public var time: PlanTime?
    public var servings: Int?
    /// `.some(nil)` clears the note.
    public var note: String??
}

/// The rules of a meal plan.
public enum PlanRules {
    public static let maxEntries = 5_000
    public static let noteLength = 500
    public static let servings = 1...100

    /// The plan already holds `maxEntries` meals.
    public static let full = PlanProblem("plan.full", ["max": "\(maxEntries)"], kind: .conflict)
    /// Meals one date may hold: far past a household's day (four meals, a few dishes each, for
    /// several people), and what keeps a week's planner page, grocery list and reminders a
    /// bounded size whatever the plan holds.
    public static let maxPerDay = 40

    /// The date already holds `maxPerDay` meals.
    public static func dayFull(_ date: String) -> PlanProblem {
        PlanProblem("plan.day-full", ["max": "\(maxPerDay)", "date": String(date.prefix(10))], kind: .conflict)
    }

    public static func checkedServings(_ value: Int) throws(PlanProblem) -> Int {
        guard servings.contains(value) else {
            throw PlanProblem("plan.servings", ["min": "\(servings.lowerBound)", "max": "\(servings.upperBound)", "given": "\(value)"])
        }
        return value
    }

    /// The note tidied; empty is none. Never nil-for-invalid: too long is refused.
    public static func checkedNote(_ raw: String?) throws(PlanProblem) -> String? {
        let note = RecipeRules.line(raw ?? "")
        guard note.lengthForLimits <= noteLength else {
            throw PlanProblem("plan.note-length", ["count": "\(note.lengthForLimits)", "max": "\(noteLength)"])
        }
        return note.isEmpty ? nil : note
    }

    /// A new entry: a recipe (found by `recipe`), a date and a meal are required; an empty time
    /// is the meal's usual one. Every problem is named, not only the first.
    public static func checkNew(_ input: PlanEntryInput, recipe: (String) throws -> Recipe) throws -> CheckedPlanEntry {
        var problems: [any DomainError] = []
        let entry = try CheckedPlanEntry(
            recipe: attempt(&problems) { try recipe(input.recipeID ?? "") },
            date: attempt(&problems) { () throws -> PlanDate in
                // an empty day is no day: "date is required", not '"" is not a day'
                guard let text = input.date, !text.allSatisfy(\.isWhitespace) else { throw PlanProblem("plan.date-required") }
                return try PlannerPreferences.date(text)
            },
            meal: attempt(&problems) { () throws -> MealType in
                guard let text = input.mealType else { throw PlanProblem("plan.meal-type-required", ["meals": PlannerPreferences.mealList]) }
                return try PlannerPreferences.meal(text)
            },
            time: attempt(&problems) { try input.time.flatMap { $0.isEmpty ? nil : $0 }.map { try PlannerPreferences.time($0) } } ?? nil,
            servings: attempt(&problems) { try input.servings.map { try checkedServings($0) } } ?? nil,
            note: attempt(&problems) { try checkedNote(input.note ?? nil) }
        )
        guard problems.isEmpty, entry.recipe != nil, entry.date != nil, entry.meal != nil else { throw ProblemList(problems) }
        return entry
    }

    /// A change to an entry: only what is given is checked and changed.
    public static func checkChange(_ input: PlanEntryInput, recipe: (String) throws -> Recipe) throws -> CheckedPlanEntry {
        var problems: [any DomainError] = []
        let entry = try CheckedPlanEntry(
            recipe: attempt(&problems) { try input.recipeID.map { try recipe($0) } } ?? nil,
            date: attempt(&problems) { try input.date.map { try PlannerPreferences.date($0) } } ?? nil,
            meal: attempt(&problems) { try input.mealType.map { try PlannerPreferences.meal($0) } } ?? nil,
            time: attempt(&problems) { try input.time.map { try PlannerPreferences.time($0) } } ?? nil,
            servings: attempt(&problems) { try input.servings.map { try checkedServings($0) } } ?? nil,
            note: attempt(&problems) { try input.note.map { try checkedNote($0) } } ?? nil
        )
        guard problems.isEmpty else { throw ProblemList(problems) }
        return entry
    }

    /// Runs a check, keeping its problem instead of stopping at the first; other errors stop.
    private static func attempt<T>(_ problems: inout [any DomainError], _ body: () throws -> T) throws -> T? {
        do { return try body() } catch let problem as any DomainError {
            problems.append(problem)
        }
        return nil
    }
}
