import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Stores and rules throw domain errors; ProblemMiddleware alone turns them into HTTP.
struct DomainErrorTests {
    @Test func aStoreRefusalReachesTheAPIAsItsStatusAndJSONReason() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "Tomatoes"}"#).status == .created)

            // when the kitchen list refuses the same name again
            let response = try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "tomatoes"}"#)

            // then
            #expect(response.status == .conflict)
            let body = try response.json()
            #expect(body["error"] as? Bool == true)
            #expect(body["reason"] as? String == #""tomatoes" is already on your kitchen list."#)
        }
    }

    @Test func aRuleBrokenInSeveralPlacesNamesEveryOne() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")

            // when
            let response = try await client.send(.POST, "/api/v1/plan", json: #"{"recipeId": "", "date": "soon", "mealType": "brunch"}"#)

            // then every problem, in the order of the fields, in one 400
            #expect(response.status == .badRequest)
            #expect(try response.json()["reason"] as? String
                == #"recipeId is required. date must be a day as YYYY-MM-DD; "soon" is not. mealType must be one of breakfast, lunch, dinner, snack; "brunch" is not."#)
        }
    }

    @Test func aDomainErrorOnAPageIsTheErrorPage() async throws {
        try await withAccountsApp { app, _ in
            // when a search's text is over its limit
            let response = try await TestBrowser(app).get("/?q=" + String(repeating: "x", count: SearchParameters.maxTextLength + 1))

            // then
            #expect(response.status == .badRequest)
            #expect(response.headers.contentType == .html)
            #expect(response.body.string.contains(#"<section class="problem">"#))
            #expect(response.body.string.contains("<p>q is at most 100 characters</p>"))
        }
    }

    @Test func aRefusalThatSaysWhenToRetryKeepsRetryAfter() {
        // given
        let throttled = AccountError.throttled(retryAfter: 42)

        // when
        let refusal = Refusal(throttled, in: .english)

        // then
        #expect(refusal?.status == .tooManyRequests)
        #expect(refusal?.headers.first(name: "Retry-After") == "42")
        #expect(refusal?.reason == "Too many sign-in attempts for this account. Try again in 42 seconds.")
        #expect(Refusal(CancellationError(), in: .english) == nil)
    }

    @Test(arguments: [
        (CodedProblem.full("favorites", max: 1000) as any DomainError, "You can keep at most 1000 favorites; remove some first."),
        (CodedProblem(.invalid, "grocery.item-length", ["max": "80", "count": "81"]), "An item is at most 80 characters; this one is 81."),
        (CodedProblem(.tooLarge, "import.too-large", ["megabytes": "2"]), "At most 2 MB can be imported at once."),
        (CodedProblem(.invalid, "search.integer", ["key": "limit", "min": "0", "max": "100", "given": "x"]), #"limit must be a whole number from 0 to 100; got "x""#),
        (AccountError.broken(rule: "username-short", arguments: ["min": "3"]), "A username needs at least 3 characters."),
        (TransferError.noSuchUser("carol"), #"there is no user "carol" in this database (sign up first, or check --data-dir)"#),
    ])
    func messagesComeFromTheStringsTable(_ error: any DomainError, _ message: String) {
        #expect(error.message() == message)
        #expect(Strings.english.has("error." + error.code))
    }

    @Test func aRefusedImportCountsItsProblemsAndShowsTheFirstThirty() {
        // given
        let place = CheckedImport.place("recipe", ["number": "1"])
        let one = CheckedImport.Placed(place: place, problem: RecipeInputError(problems: [.notANumber("servings", given: "x")]))
        let many = Array(repeating: one as any DomainError, count: CheckedImport.shownProblems + 2)

        // when
        let single = CheckedImport.Refused(problems: [one]).message()
        let long = CheckedImport.Refused(problems: many).message()

        // then
        let text = #"Recipe 1: Servings must be a whole number from 1 to 100; "x" is not."#
        #expect(single == "Nothing was imported: 1 problem in the export. " + text)
        #expect(long == "Nothing was imported: 32 problems in the export. "
            + Array(repeating: text, count: CheckedImport.shownProblems).joined(separator: " ") + " And 2 more.")
        #expect(CheckedImport.Refused(problems: [one]).status == .badRequest)
    }
}
