import Foundation
import RecipleaseBench
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

struct IngredientAPITests {
    static let path = "/api/v1/ingredients/parse"

    static func body(lines: [String]) throws -> ByteBuffer {
        ByteBuffer(data: try JSONSerialization.data(withJSONObject: ["lines": lines]))
    }

    static var jsonHeaders: HTTPHeaders { ["Content-Type": "application/json"] }

    /// The problem body every API error answers with.
    static func expectProblem(_ res: TestingHTTPResponse, _ status: HTTPStatus, mentioning words: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(res.status == status, sourceLocation: sourceLocation)
        #expect(res.headers.contentType == .json, sourceLocation: sourceLocation)
        let body = try res.json()
        #expect(body["error"] as? Bool == true, sourceLocation: sourceLocation)
        let reason = try #require(body["reason"] as? String, sourceLocation: sourceLocation)
        #expect(reason.contains(words), "\(reason)", sourceLocation: sourceLocation)
    }

    @Test func aParseFindingEveryPlaceTakenIsTurnedAwayAtOnce() async throws {
        try await withTestApp { app in
            // given: as many parses waiting or running as the readers have threads
            let readers = try #require(app.documentReaders)
            var taken = 0
            while readers.admitParse() { taken += 1 }
            #expect(taken == readers.parseCapacity && taken >= 1)
            // when
            let body = try Self.body(lines: ["2 eggs"])
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: body) { res in
                // then: refused at once, told when to come back, not queued in front of everyone's pages
                try Self.expectProblem(res, .tooManyRequests, mentioning: "busy parsing")
                #expect(res.headers.first(name: .retryAfter) == "1")
            }
            // and once a place is free, parsed
            for _ in 0..<taken { readers.leaveParse() }
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: body) { res in
                #expect(res.status == .ok)
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results.first?["food"] as? String == "egg")
            }
        }
    }

    @Test func readsFrenchLinesInTheLanguageAsked() async throws {
        try await withTestApp { app in
            // given
            let french = ["2 gousses d'ail hachées", "200 g de farine"]
            for (path, body) in [(Self.path, ["lines": french, "lang": "fr"]), (Self.path + "?lang=fr", ["lines": french]),
                                 (Self.path, ["lines": french])] as [(String, [String: Any])] {
                // when
                let data = ByteBuffer(data: try JSONSerialization.data(withJSONObject: body))
                try await app.testing().test(.POST, path, headers: Self.jsonHeaders, body: data) { res in
                    // then: asked for French, or found French per line
                    #expect(res.status == .ok)
                    let results = try #require(try res.json()["results"] as? [[String: Any]])
                    #expect(results[0]["food"] as? String == "garlic")
                    #expect(results[0]["unit"] as? String == "clove")
                    #expect(results[1]["food"] as? String == "flour")
                    #expect(results[1]["unit"] as? String == "gram")
                }
            }
            // English asked: the French line is read as English
            let english = ByteBuffer(data: try JSONSerialization.data(withJSONObject: ["lines": ["200 g de farine"], "lang": "en"]))
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: english) { res in
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results[0]["food"] as? String != "flour")
            }
        }
    }

    @Test func readsLinesInAnotherEuropeanLanguageWhenAsked() async throws {
        try await withTestApp { app in
            // given German lines, which `auto` (English or French) does not read
            let german = ["2 EL Olivenöl", "250 g Mehl", "1 Prise Salz"]
            let auto = ByteBuffer(data: try JSONSerialization.data(withJSONObject: ["lines": german]))
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: auto) { res in
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results[0]["unit"] as? String != "tablespoon")
            }
            // when asked for German, in the body or the query, any case
            for (path, body) in [(Self.path, ["lines": german, "lang": "de"]), (Self.path + "?lang=DE", ["lines": german])]
                as [(String, [String: Any])] {
                let data = ByteBuffer(data: try JSONSerialization.data(withJSONObject: body))
                try await app.testing().test(.POST, path, headers: Self.jsonHeaders, body: data) { res in
                    // then each line finds its amount, unit and food
                    #expect(res.status == .ok)
                    let results = try #require(try res.json()["results"] as? [[String: Any]])
                    try #require(results.count == 3)
                    #expect(results[0]["food"] as? String == "olive-oil")
                    #expect(results[0]["unit"] as? String == "tablespoon")
                    #expect(results[0]["quantity"] as? Double == 2)
                    #expect(results[1]["food"] as? String == "flour")
                    #expect(results[1]["unit"] as? String == "gram")
                    #expect(results[2]["food"] as? String == "salt")
                    #expect(results[2]["unit"] as? String == "pinch")
                }
            }
        }
    }

    @Test func refusesAnUnknownLanguage() async throws {
        try await withTestApp { app in
            let body = ByteBuffer(data: try JSONSerialization.data(withJSONObject: ["lines": ["1 cup flour"], "lang": "klingon"]))
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: body) { res in
                try Self.expectProblem(res, .badRequest, mentioning: "sk, hu or auto")
                #expect(RequestProblem.ingredientLanguage(given: "klingon").code == "ingredients.language")
            }
            try await app.testing().test(.POST, Self.path + "?lang=xx", headers: Self.jsonHeaders,
                                         body: Self.body(lines: ["1 cup flour"])) { res in
                #expect(res.status == .badRequest)
            }
        }
    }

    @Test func parsesEveryLineInOrder() async throws {
        try await withTestApp { app in
            // given
            let lines = ["1 1/2 cups all-purpose flour, sifted", "2 (14 oz) cans diced tomatoes", "Salt and pepper to taste", ""]
            // when
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: Self.body(lines: lines)) { res in
                // then
                #expect(res.status == .ok)
                #expect(res.headers.contentType == .json)
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results.map { $0["input"] as? String } == lines)
                let flour = results[0]
                #expect(flour["quantity"] as? Double == 1.5)
                #expect(flour["quantityMax"] is NSNull)
                #expect(flour["unit"] as? String == "cup")
                #expect(flour["name"] as? String == "all-purpose flour")
                #expect(flour["food"] as? String == "all-purpose-flour")
                #expect(flour["preparation"] as? String == "sifted")
                #expect(flour["comment"] is NSNull)
                let tomatoes = results[1]
                #expect(tomatoes["quantity"] as? Double == 2)
                #expect(tomatoes["unit"] as? String == "can")
                #expect(tomatoes["packageQuantity"] as? Double == 14)
                #expect(tomatoes["packageUnit"] as? String == "ounce")
                let empty = results[3]
                #expect(empty["food"] is NSNull && empty["name"] is NSNull && empty["quantity"] is NSNull)
                let keys: Set<String> = ["input", "quantity", "quantityMax", "unit", "size", "name", "food",
                                         "preparation", "comment", "packageQuantity", "packageUnit"]
                // only the line naming two foods has parts: itself, then the pepper
                for (k, result) in results.enumerated() {
                    #expect(Set(result.keys) == (k == 2 ? keys.union(["parts"]) : keys))
                }
                let parts = try #require(results[2]["parts"] as? [[String: Any]])
                #expect(parts.map { $0["food"] as? String } == ["salt", "black-pepper"])
                #expect(parts.allSatisfy { Set($0.keys) == keys })
            }
        }
    }

    @Test func answersTheSameObjectsAsTheCommandLine() async throws {
        try await withTestApp { app in
            // given
            let lines = IngredientParser.benchmarkLines(count: 300) + ["Zest of 1 lemon", "1 cup \"best\" milk\t", "🍋 ½ lime"]
            let parser = app.recipeStore.parser
            // when
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: Self.body(lines: lines)) { res in
                // then
                let results = try #require(try res.json()["results"] as? [NSDictionary])
                #expect(results.count == lines.count)
                for (line, result) in zip(lines, results) {
                    let cli = try JSONSerialization.jsonObject(with: Data(parser.parse(line).jsonLine.utf8)) as? NSDictionary
                    #expect(cli == result, "\(line)")
                }
            }
        }
    }

    @Test func takesAThousandLinesAndRefusesMore() async throws {
        try await withTestApp { app in
            let thousand = Array(repeating: "1 egg", count: IngredientAPIController.maxLines)
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: Self.body(lines: thousand)) { res in
                #expect(res.status == .ok)
                let results = try #require(try res.json()["results"] as? [Any])
                #expect(results.count == 1_000)
            }
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: Self.body(lines: thousand + ["1 egg"])) { res in
                try Self.expectProblem(res, .payloadTooLarge, mentioning: "1,000 lines")
            }
        }
    }

    /// Anyone may parse a recipe's worth of lines; the parser's 1 MB is an account's. In memory the
    /// body arrives whole, so the handler's own check answers (the front's: `HTTPFrontTests`).
    @Test func aBodyPastTheStandardSizeIsParsedOnlyForAnAccount() async throws {
        try await withAccountsApp { app, _ in
            // given: 400 lines, over the standard 16 KB and under 1 MB, and a recipe's 40 of them
            let lines = Array(repeating: "2 tablespoons extra-virgin olive oil, divided", count: 400)
            let body = try Self.body(lines: lines)
            #expect(body.readableBytes > app.routes.defaultMaxBodySize.value)
            let small = try Self.body(lines: Array(lines.prefix(40)))
            #expect(small.readableBytes < app.routes.defaultMaxBodySize.value)

            // when sent by no account, or with a token that names none: 401 with the sign-in reason
            for extra: HTTPHeaders in [[:], ["Authorization": "Bearer " + String(repeating: "z", count: 43)]] {
                var headers = Self.jsonHeaders
                headers.add(contentsOf: extra)
                let res = try await app.testing().sendRequest(.POST, Self.path, headers: headers, body: body)
                #expect(res.status == .unauthorized, "\(extra)")
                let code = try res.json()["code"] as? String
                #expect(code == (extra.isEmpty ? "auth.sign-in-api" : "auth.token-invalid"), "\(res.body.string)")
            }
            // while the recipe's lines are parsed for anyone
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: small) { res in
                #expect(res.status == .ok)
            }

            // then an account's are parsed whole
            let token = try #require(try await TestAPIClient.signedUp(app, "parser").token)
            var headers = Self.jsonHeaders
            headers.bearerAuthorization = BearerAuthorization(token: token)
            try await app.testing().test(.POST, Self.path, headers: headers, body: body) { res in
                #expect(res.status == .ok)
                let results = try #require(try res.json()["results"] as? [[String: Any]])
                #expect(results.count == 400 && results.allSatisfy { $0["unit"] as? String == "tablespoon" && $0["quantity"] as? Double == 2 })
            }
        }
    }

    /// In memory the body arrives whole, so the handler's own check answers.
    @Test func refusesABodyOverOneMegabyte() async throws {
        try await withTestApp { app in
            let line = String(repeating: "flour ", count: 200)
            let lines = Array(repeating: line, count: 900)  // under 1,000 lines, over 1 MB
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: Self.body(lines: lines)) { res in
                try Self.expectProblem(res, .payloadTooLarge, mentioning: "1 MB")
            }
        }
    }

    static let badBodies: [(String, String)] = [
        ("{\"lines\": [\"1 cup flour\"", "not valid JSON near line 1"),
        ("not json at all", "not valid JSON near line 1, column 1"),
        ("{\"lines\": \"1 cup flour\"}", "lines"),
        ("{\"lines\": [\"1 egg\", 2]}", "lines"),
        ("{\"lines\": [null]}", "lines"),
        ("{}", "lines is required"),
        ("{\"text\": [\"1 egg\"]}", "text is not a key it knows; its keys are lines, lang"),
        ("[\"1 egg\"]", "the body"),
        ("", "empty"),
    ]

    @Test("text that is not JSON and wrong types answer 400 with a reason", arguments: badBodies)
    func refusesBadBodies(_ body: String, _ words: String) async throws {
        try await withTestApp { app in
            try await app.testing().test(.POST, Self.path, headers: Self.jsonHeaders, body: ByteBuffer(string: body)) { res in
                try Self.expectProblem(res, .badRequest, mentioning: words)
            }
        }
    }
}
