import Foundation
import NIOCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A JSON body that is not what a call takes is refused in the project's words, whichever call:
/// the field and what it should be, the field's own rule for a number it cannot hold, "not valid
/// JSON" only for text that is not JSON, and never a Swift type name or the decoder's English.
struct BodyShapeTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let method: HTTPMethod
        let path: String
        let body: String
        let status: HTTPResponseStatus
        let code: String
        /// The reason, whole.
        let reason: String
        var testDescription: String { "\(method) \(path) \(body)" }
    }

    static let plan = #""recipeId":"omelette","date":"2026-12-20","mealType":"lunch""#
    static let recipe = #""title":"Boiled egg","ingredients":["1 egg"],"instructions":["Boil."]"#
    static let shape = "The request body is not what this call takes: "

    static let rows: [Row] = [
        // numbers a field cannot hold: the field's own rule, with what was given
        Row(method: .POST, path: "/api/v1/plan", body: "{\(plan),\"servings\":2.5}", status: .badRequest, code: "recipe.servings-number",
            reason: #"Servings must be a whole number from 1 to 100; "2.5" is not."#),
        Row(method: .POST, path: "/api/v1/plan", body: "{\(plan),\"servings\":100.0000001}", status: .badRequest, code: "recipe.servings-number",
            reason: #"Servings must be a whole number from 1 to 100; "100.0000001" is not."#),
        Row(method: .POST, path: "/api/v1/plan", body: "{\(plan),\"servings\":9223372036854775808}", status: .badRequest, code: "recipe.servings-number",
            reason: #"Servings must be a whole number from 1 to 100; "9223372036854775808" is not."#),
        Row(method: .POST, path: "/api/v1/plan", body: "{\(plan),\"servings\":1e400}", status: .badRequest, code: "recipe.servings-number",
            reason: #"Servings must be a whole number from 1 to 100; "1e400" is not."#),
        Row(method: .POST, path: "/api/v1/plan", body: "{\(plan),\"servings\":\"2\"}", status: .badRequest, code: "recipe.servings-number",
            reason: #"Servings must be a whole number from 1 to 100; "2" is not."#),
        // left alone: a whole number written with a fraction is that number; -0.0 is 0, out of range
        Row(method: .POST, path: "/api/v1/plan", body: "{\(plan),\"servings\":-0.0}", status: .badRequest, code: "plan.servings",
            reason: "servings must be a whole number from 1 to 100; 0 is not."),
        Row(method: .POST, path: "/api/v1/recipes", body: "{\(recipe),\"servings\":4.5}", status: .badRequest, code: "recipe.servings-number",
            reason: #"Servings must be a whole number from 1 to 100; "4.5" is not."#),
        Row(method: .POST, path: "/api/v1/recipes", body: "{\(recipe),\"servings\":4,\"prepMinutes\":1e30}", status: .badRequest, code: "recipe.prep-number",
            reason: #"Prep time must be a whole number of minutes; "1e30" is not."#),
        Row(method: .PUT, path: "/api/v1/planner/settings", body: #"{"reminderMinutes":2.5}"#, status: .badRequest, code: "planner.reminder-number",
            reason: #"The reminder lead time is a whole number of minutes; "2.5" is not."#),
        // a field of the wrong type: its name and what it should be
        Row(method: .POST, path: "/api/v1/pantry", body: #"{"name":"eggs","ticked":1}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "ticked must be true or false."),
        Row(method: .POST, path: "/api/v1/pantry", body: #"{"name":12}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "name must be text in double quotes."),
        Row(method: .POST, path: "/api/v1/pantry", body: #"{"ticked":true}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "name is required."),
        Row(method: .PUT, path: "/api/v1/grocery-list/checks", body: #"{"key":"eggs","checked":"yes"}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "checked must be true or false."),
        Row(method: .POST, path: "/api/v1/grocery-list/items", body: #"{"name":["milk"]}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "name must be text in double quotes."),
        Row(method: .PUT, path: "/api/v1/preferences", body: #"{"diets":"vegan","cuisines":[],"intolerances":[]}"#, status: .badRequest,
            code: "request.body-shape", reason: shape + "diets must be a list in [ ]."),
        Row(method: .PUT, path: "/api/v1/preferences", body: #"{"diets":[1],"cuisines":[],"intolerances":[]}"#, status: .badRequest,
            code: "request.body-shape", reason: shape + "diets[0] must be text in double quotes."),
        Row(method: .POST, path: "/api/v1/recipes", body: #"{"title":"Egg","ingredients":[{"text":3}],"instructions":["Boil."]}"#, status: .badRequest,
            code: "request.body-shape", reason: shape + "ingredients[0].text must be text in double quotes."),
        Row(method: .POST, path: "/api/v1/ingredients/parse", body: #"{"lines":[1]}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "lines[0] must be text in double quotes."),
        Row(method: .POST, path: "/api/v1/household/invites", body: #"{"expiresInDays":1.5}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "expiresInDays must be a whole number."),
        Row(method: .PATCH, path: "/api/v1/account", body: #"{"language":false}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "language must be text in double quotes."),
        Row(method: .POST, path: "/api/v1/plan", body: "[1]", status: .badRequest, code: "request.body-shape",
            reason: shape + "the body must be an object in { }."),
        Row(method: .POST, path: "/api/v1/import", body: #"{"content":5}"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "content must be text in double quotes."),
        // text that is not JSON: where it breaks
        Row(method: .POST, path: "/api/v1/ingredients/parse", body: #"{"lines":"#, status: .badRequest, code: "request.body-shape",
            reason: shape + "it is not valid JSON near line 1, column 10: the text ends too early: a closing brace, bracket or quote is missing."),
        Row(method: .POST, path: "/api/v1/pantry", body: "{'name': 'eggs'}", status: .badRequest, code: "request.body-shape",
            reason: shape + "it is not valid JSON near line 1, column 2: a name in double quotes should come next, not “'” (JSON allows no comma before a closing brace, and no single quotes)."),
    ]

    /// What no answer may hold: Swift's names for types and the decoder's own words.
    static let leaks = ["Int", "Bool", "Double", "String", "Dictionary", "Array", "Optional", "Decodable",
                        "Data corrupted", "Expected to decode", "not valid JSON."]

    @Test(arguments: rows)
    func aBodyOfTheWrongShapeIsRefusedInTheProjectsWords(_ row: Row) async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")

            // when
            let response = try await client.send(row.method, row.path, json: row.body)

            // then
            #expect(response.status == row.status, "\(response.body.string)")
            let answer = try response.json()
            #expect(answer["code"] as? String == row.code)
            #expect(answer["reason"] as? String == row.reason)
            for leak in Self.leaks {
                #expect(!response.body.string.contains(leak), "\(leak) in \(response.body.string)")
            }
        }
    }

    /// A body that is not UTF-8 was refused with words about a number the decoder could not read.
    @Test func aBodyThatIsNotUTF8IsRefusedForItsEncodingAtItsPlace() async throws {
        try await withAccountsApp { app, _ in
            // given a body whose title holds a Latin-1 "é" (0xE9), not UTF-8
            let client = try await TestAPIClient.signedUp(app, "alice")
            var body = ByteBuffer(string: #"{"title": "Caf"#)
            body.writeBytes([0xE9])
            body.writeString(#"", "servings": 2, "ingredients": ["1 egg"], "instructions": ["Boil."]}"#)
            let token = try #require(client.token)

            // when
            let response = try await app.testing().sendRequest(
                .POST, "/api/v1/recipes",
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/json", "Accept": "application/json"], body: body)

            // then it is refused for the byte, at its place, and not for a number
            #expect(response.status == .badRequest, "\(response.body.string)")
            let reason = try #require(try response.json()["reason"] as? String)
            #expect(reason.contains("UTF-8"), "\(reason)")
            #expect(reason.contains("column 15"), "\(reason)")
            #expect(!reason.lowercased().contains("number"), "\(reason)")
        }
    }

    @Test func aWholeNumberWrittenWithAFractionIsThatNumber() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")

            // when
            let response = try await client.send(.POST, "/api/v1/plan", json: "{\(Self.plan),\"servings\":5.0}")

            // then
            #expect(response.status == .created, "\(response.body.string)")
            #expect(try response.json()["servings"] as? Int == 5)
        }
    }

    @Test func aBodyThatIsJSONIsReadAsJSONWhateverItsTypeAndOtherTextIsRefusedInWords() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            func send(_ contentType: String?, _ body: String) async throws -> TestingHTTPResponse {
                var headers: HTTPHeaders = ["Accept": "application/json", "Authorization": "Bearer \(client.token ?? "")"]
                if let contentType { headers.add(name: .contentType, value: contentType) }
                return try await app.testing().sendRequest(.POST, "/api/v1/pantry", headers: headers, body: ByteBuffer(string: body))
            }

            // when
            let untyped = try await send(nil, #"{"name":"eggs"}"#)
            let plainJSON = try await send("text/plain", #"{"name":"milk"}"#)
            let curlDefault = try await send("application/x-www-form-urlencoded", #"{"name":"flour","ticked":"no"}"#)
            let plainText = try await send("text/plain", "name=milk")
            let withCharset = try await send("application/json; charset=utf-8", #"{"name":"milk","ticked":"no"}"#)

            // then
            #expect(untyped.status == .created, "\(untyped.body.string)")
            #expect(plainJSON.status == .created, "\(plainJSON.body.string)")
            #expect(try curlDefault.json()["reason"] as? String == Self.shape + "ticked must be true or false.")
            #expect(plainText.status == .unsupportedMediaType)
            #expect(try plainText.json()["reason"] as? String == "This call takes a JSON body (Content-Type: application/json), not text/plain.")
            #expect(try withCharset.json()["reason"] as? String == Self.shape + "ticked must be true or false.")
        }
    }
}
