import Foundation
@testable import RecipleaseCore
import Testing

/// The plan, planner and recipe rules refuse in words from the strings table, every problem at once.
struct PlanRuleTests {
    @Test(arguments: [
        ("2026-12-10", "2026-12-01", "to (2026-12-01) is before from (2026-12-10)."),
        ("2026-01-01", "2027-06-01", "A range is at most 366 days; 2026-01-01 to 2027-06-01 is 517."),
        ("9999-12-30", nil, "from (9999-12-30) is too close to the edge of the calendar: a week from it would leave the years 0001-01-01 to 9999-12-31."),
        ("May 1", nil, #"from must be a day as YYYY-MM-DD; "May 1" is not."#),
    ] as [(String?, String?, String)])
    func rangesThatCannotBeShownAreRefused(_ from: String?, _ to: String?, _ message: String) throws {
        let today = try #require(PlanDate("2026-11-23"))
        #expect(throws: PlanProblem.self) { try PlanRange.parse(from: from, to: to, today: today) }
        do {
            _ = try PlanRange.parse(from: from, to: to, today: today)
        } catch {
            #expect(error.message() == message)
            #expect(error.kind == .invalid)
        }
    }

    @Test func aSettingsChangeNamesEveryWrongValue() {
        // given
        let change = PlannerPreferencesChange(times: [.lunch: "noon"], reminderMinutes: 2_000, unitSystem: "imperial")

        // when
        let result = Result { try change.applied(to: PlannerPreferences()) }

        // then
        guard case let .failure(error as ProblemList) = result else { Issue.record("accepted \(result)"); return }
        #expect(error.message() == #"The lunch time must be a time of day as HH:MM (00:00 to 23:59); "noon" is not. The reminder lead time (reminderMinutes) must be from 0 to 1440 minutes (a day); 2000 is not. unitSystem must be "metric" or "us"; "imperial" is not."#)
    }

    @Test func aNewEntryNeedsARecipeADateAndAMeal() {
        // when
        let result = Result { try PlanRules.checkNew(PlanEntryInput(servings: 0)) { _ in throw PlanProblem.recipeRequired } }

        // then
        guard case let .failure(error as any DomainError) = result else { Issue.record("accepted"); return }
        #expect(error.kind == .invalid)
        #expect(error.message() == "recipeId is required. date is required (YYYY-MM-DD). mealType is required (breakfast, lunch, dinner, snack). servings must be a whole number from 1 to 100; 0 is not.")
    }

    @Test func aRecipeFormListsEveryProblem() {
        // when
        let result = Result { () throws(RecipeInputError) -> CheckedRecipe in
            try RecipeRules.check(RecipeInput(title: " ", prepMinutes: -1, videoURL: "ftp://x"), problems: [.notANumber("servings", given: "two")])
        }

        // then
        guard case let .failure(error) = result else { Issue.record("accepted"); return }
        #expect(error.messages() == [
            #"Servings must be a whole number from 1 to 100; "two" is not."#,
            "A recipe needs a title.",
            "Prep time is in minutes, from 0 to 10080 (a week); -1 is not.",
            "A recipe needs at least one ingredient line.",
            #"The video URL must be a web address starting with http:// or https://; "ftp://x" is not."#,
        ])
        #expect(error.message() == error.messages().joined(separator: " "))
    }
}
