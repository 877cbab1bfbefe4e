import Foundation
import RecipleaseCore
import Vapor

/// A planned meal as the API answers it.
struct PlanEntryDTO: Content {
    let id: UUID
    let recipeId: String
    let title: String
    let date: String
    let mealType: String
    let servings: Int
    let time: String
    let note: String?
    /// When the meal starts, as an instant (the date and time in the user's time zone).
    let start: Date?
    /// False when the recipe has left the library and no favorite keeps a copy (or a housemate
    /// no longer shares it).
    let recipeAvailable: Bool
    /// In a household, who planned the meal.
    let addedBy: PersonDTO?

    init(_ entry: PlanEntry, settings: PlannerPreferences, recipes: PlanRecipes, people: [UUID: String] = [:]) throws {
        id = try entry.requireID()
        recipeId = entry.recipeID
        title = entry.title
        date = entry.date
        mealType = entry.mealType
        servings = entry.servings
        time = entry.time
        note = entry.note
        start = entry.mealPlanEntry.map { $0.start(in: settings.timeZone) }.flatMap { ICalendar.writable.contains($0) ? $0 : nil }
        recipeAvailable = recipes.recipe(entry.recipeID) != nil
        addedBy = PersonDTO(entry.addedBy, in: people)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(recipeId, forKey: .recipeId)
        try c.encode(title, forKey: .title)
        try c.encode(date, forKey: .date)
        try c.encode(mealType, forKey: .mealType)
        try c.encode(servings, forKey: .servings)
        try c.encode(time, forKey: .time)
        try c.encode(note, forKey: .note)
        try c.encode(start, forKey: .start)
        try c.encode(recipeAvailable, forKey: .recipeAvailable)
        try c.encode(addedBy, forKey: .addedBy)
    }
}

struct PlanListDTO: Content {
    let from: String
    let to: String
    let timeZone: String
    let entries: [PlanEntryDTO]
}

/// `POST /api/v1/plan` and `PATCH /api/v1/plan/{id}`. In a PATCH, a key left out is left alone;
/// `"note": null` removes the note.
struct PlanEntryInputDTO: Content, KnownKeys {
    var recipeId: String?
    var date: String?
    var mealType: String?
    var servings: Int?
    var time: String?
    var note: String??

    enum CodingKeys: String, CodingKey, CaseIterable { case recipeId, date, mealType, servings, time, note }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        recipeId = try c.decodeIfPresent(String.self, forKey: .recipeId)
        date = try c.decodeIfPresent(String.self, forKey: .date)
        mealType = try c.decodeIfPresent(String.self, forKey: .mealType)
        servings = try c.decodeIfPresent(Int.self, forKey: .servings)
        time = try c.decodeIfPresent(String.self, forKey: .time)
        if c.contains(.note) {
            note = .some(try c.decodeNil(forKey: .note) ? nil : try c.decode(String.self, forKey: .note))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(recipeId, forKey: .recipeId)
        try c.encodeIfPresent(date, forKey: .date)
        try c.encodeIfPresent(mealType, forKey: .mealType)
        try c.encodeIfPresent(servings, forKey: .servings)
        try c.encodeIfPresent(time, forKey: .time)
        if let note { try c.encode(note, forKey: .note) }
    }

    var input: PlanEntryInput {
        PlanEntryInput(recipeID: recipeId, date: date, mealType: mealType, servings: servings, time: time, note: note)
    }

    var isEmpty: Bool { recipeId == nil && date == nil && mealType == nil && servings == nil && time == nil && note == nil }
}

/// The planner settings as the API reads and writes them.
struct PlannerPreferencesDTO: Content, KnownKeys {
    /// Free keys: a meal name that is not one is refused by `change()`, naming the known ones.
    var times: [String: String]?
    var reminderMinutes: Int?
    var unitSystem: String?
    var timeZone: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case times, reminderMinutes, unitSystem, timeZone }

    init(_ settings: PlannerPreferences) {
        times = Dictionary(uniqueKeysWithValues: PlannerPreferences.meals.map { ($0.rawValue, settings.time(for: $0).description) })
        reminderMinutes = settings.reminderMinutes
        unitSystem = settings.unitSystem.rawValue
        timeZone = settings.timeZoneName
    }

    /// Unknown meal names in `times` are a 400 that names the known ones.
    func change() throws -> PlannerPreferencesChange {
        var change = PlannerPreferencesChange(reminderMinutes: reminderMinutes, unitSystem: unitSystem, timeZone: timeZone)
        for (name, time) in times ?? [:] {
            change.times[try PlannerPreferences.timesMeal(name)] = time
        }
        return change
    }
}

struct ReminderDTO: Content {
    let entryId: UUID
    let title: String
    let mealType: String
    let date: String
    let time: String
    /// When to remind, and when the meal is.
    let at: Date
    let mealAt: Date
    /// What the notification says.
    let text: String
}

struct ReminderListDTO: Content {
    let leadMinutes: Int
    let reminders: [ReminderDTO]
}

struct CalendarURLDTO: Content {
    let url: String
}

extension PlanEntryInputDTO: FieldRules {
    /// Servings that are not a whole number, or too large for one, get the servings rule's words.
    static func refusal(field: String, given: String) -> (any DomainError)? {
        field == "servings" ? RequestProblem.planServings(given: given) : nil
    }
}

extension PlannerPreferencesDTO: FieldRules {
    static func refusal(field: String, given: String) -> (any DomainError)? {
        field == "reminderMinutes" ? RequestProblem.reminderMinutes(given: given) : nil
    }
}
