import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The OpenAPI document: served, complete, honest about which calls need a token, and able to
/// tell a conforming answer from one that is not (every other server test checks its answers
/// against it through `OpenAPIConformanceMiddleware`).
struct OpenAPITests {
    private func document() throws -> OpenAPIDocument { try OpenAPIDocument.shared.get() }

    @Test func theDocumentIsServedWithoutAToken() async throws {
        try await withTestApp { app in
            // when
            let response = try await TestAPIClient(app: app).send(.GET, "/api/v1/openapi.json")

            // then
            #expect(response.status == .ok)
            #expect(response.headers.contentType == .json)
            let served = try JSONDecoder().decode(JSONValue.self, from: Data(buffer: response.body))
            #expect(served == (try document().root))
            guard case let .object(top) = served else { Issue.record("the document is not an object"); return }
            #expect(top["openapi"] == .string("3.1.0"))
        }
    }

    @Test func anAnswerTheDocumentDoesNotDescribeFailsTheTestThatGotIt() async throws {
        await withKnownIssue {
            try await withTestApp { app in
                // given: an answer under /api/v1 that no operation describes
                app.get("api", "v1", "providers", "unlisted") { _ in ["unlisted": true] }

                // when
                let response = try await TestAPIClient(app: app).send(.GET, "/api/v1/providers/unlisted")

                // then: answered, and reported by the conformance check when the app is done
                #expect(response.status == .ok)
            }
        }
    }

    @Test func theDocumentHasExactlyTheAppsAPIRoutes() async throws {
        try await withTestApp { app in
            // given
            let routes = Set(app.routes.all.compactMap { route -> String? in
                let segments = route.path.map { component -> String in
                    switch component {
                    case let .constant(text): text
                    case let .parameter(name): "{\(name)}"
                    case .anything: "*"
                    case .catchall: "**"
                    }
                }
                guard segments.starts(with: ["api", "v1"]), route.method != .HEAD else { return nil }
                return "\(route.method.rawValue) /\(segments.joined(separator: "/"))"
            })

            // when
            let documented = Set(try document().operations.map { "\($0.method) \($0.template)" })

            // then
            #expect(routes.subtracting(documented).sorted() == [], "routes the document leaves out")
            #expect(documented.subtracting(routes).sorted() == [], "operations no route serves")
            // 43, then the recipe photo (get, put, delete) and the collection import job (issue 17),
            // then the household's ten (issue 19), then the account's language (get, patch; issue 16),
            // then deleting the account.
            #expect(documented.count == 60)
        }
    }

    /// An operation marked as needing the bearer scheme (and nothing else) answers 401 without
    /// one; every other operation does not.
    @Test func theBearerSchemeIsMarkedOnExactlyTheCallsThatNeedIt() async throws {
        let document = try document()
        guard case let .object(top) = document.root, case let .object(paths)? = top["paths"] else {
            Issue.record("the document has no paths")
            return
        }
        try await withTestApp { app in
            let client = TestAPIClient(app: app)
            for operation in document.operations {
                // given
                guard case let .object(item)? = paths[operation.template],
                      case let .object(details)? = item[operation.method.lowercased()] else { continue }
                let needsToken = details["security"] == .array([.object(["bearer": .array([])])])
                let path = operation.segments.map { $0.hasPrefix("{") ? "x" : $0 }.joined(separator: "/")
                let body: String? = ["POST", "PUT", "PATCH"].contains(operation.method) ? "{}" : nil

                // when
                let response = try await client.send(HTTPMethod(rawValue: operation.method), "/" + path, json: body)

                // then
                #expect((response.status == .unauthorized) == needsToken, "\(operation.method) \(operation.template) answered \(response.status.code)")
            }
        }
    }

    static let schemaCases: [(String, String, Bool)] = [
        // schema, value, holds
        (#"{"type": "integer"}"#, "3", true),
        (#"{"type": "integer"}"#, "3.5", false),
        (#"{"type": "integer"}"#, "true", false),
        (#"{"type": "number"}"#, "3.5", true),
        (#"{"type": "boolean"}"#, "1", false),
        (#"{"type": ["string", "null"]}"#, "null", true),
        (#"{"type": ["string", "null"]}"#, "7", false),
        (#"{"type": "string"}"#, "null", false),
        (#"{"type": "string", "enum": ["us", "metric"]}"#, #""metric""#, true),
        (#"{"type": "string", "enum": ["us", "metric"]}"#, #""imperial""#, false),
        (#"{"type": "string", "format": "date-time"}"#, #""2026-11-23T19:00:00Z""#, true),
        (#"{"type": "string", "format": "date-time"}"#, #""23 Nov 2026""#, false),
        (#"{"type": "string", "format": "date"}"#, #""2026-11-23""#, true),
        (#"{"type": "string", "format": "uuid"}"#, #""not-a-uuid""#, false),
        (#"{"type": "string", "pattern": "^[0-9]{2}:[0-9]{2}$"}"#, #""19:00""#, true),
        (#"{"type": "string", "maxLength": 3}"#, #""four""#, false),
        (#"{"type": "integer", "minimum": 0, "maximum": 10}"#, "11", false),
        (#"{"type": "object", "required": ["a"], "properties": {"a": {"type": "string"}}}"#, #"{"a": "x", "b": 1}"#, true),
        (#"{"type": "object", "required": ["a"], "properties": {"a": {"type": "string"}}}"#, #"{"b": 1}"#, false),
        (#"{"type": "object", "properties": {"a": {"type": "string"}}}"#, #"{"a": 1}"#, false),
        (#"{"type": "object", "additionalProperties": {"type": "integer"}}"#, #"{"x": 1, "y": "2"}"#, false),
        (#"{"type": "array", "items": {"type": "string"}}"#, #"["a", "b"]"#, true),
        (#"{"type": "array", "items": {"type": "string"}}"#, #"["a", 2]"#, false),
        (#"{"anyOf": [{"type": "string"}, {"type": "object", "required": ["text"]}]}"#, #"{"text": "x"}"#, true),
        (#"{"anyOf": [{"type": "string"}, {"type": "object", "required": ["text"]}]}"#, #"{"name": "x"}"#, false),
        (#"{"oneOf": [{"type": "integer"}, {"type": "number"}]}"#, "2", false),
        (#"{"oneOf": [{"type": "integer"}, {"type": "string"}]}"#, "2", true),
        (#"{"allOf": [{"type": "object"}, {"required": ["a"]}]}"#, "{}", false),
        (##"{"$ref": "#/components/schemas/Problem"}"##, #"{"error": true, "code": "recipe.not-found", "reason": "No."}"#, true),
        (##"{"$ref": "#/components/schemas/Problem"}"##, #"{"error": true, "reason": "No code."}"#, false),
        (##"{"$ref": "#/components/schemas/Problem"}"##, #"{"error": true, "code": "Not A Code", "reason": "No."}"#, false),
        (##"{"$ref": "#/components/schemas/Problem"}"##, #"{"error": false, "reason": "No."}"#, false),
        (##"{"$ref": "#/components/schemas/Problem"}"##, #"{"error": true}"#, false),
        (##"{"$ref": "#/components/schemas/Nowhere"}"##, "{}", false),
    ]

    @Test(arguments: OpenAPITests.schemaCases)
    func theValidatorTellsWhatHoldsFromWhatDoesNot(schema: String, value: String, holds: Bool) throws {
        // given
        let validator = try document().validator
        let schema = try JSONDecoder().decode(JSONValue.self, from: Data(schema.utf8))
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(value.utf8))

        // when
        let errors = validator.errors(value, schema)

        // then
        #expect(errors.isEmpty == holds, "\(errors)")
    }

    static let answerCases: [(String, String, Int, String?, String, Bool)] = [
        // method, path, status, content type, body, conforms
        ("GET", "/api/v1/pantry", 401, "application/json; charset=utf-8", #"{"error": true, "code": "auth.sign-in-api", "reason": "Sign in first."}"#, true),
        ("GET", "/api/v1/pantry", 500, "application/json; charset=utf-8", #"{"error": true, "code": "server.failure", "reason": "Oops."}"#, false),
        ("GET", "/api/v1/pantry", 200, "application/json", #"{"items": [], "searchURL": "/"}"#, true),
        ("GET", "/api/v1/pantry", 200, "application/json", #"{"items": []}"#, false),
        ("GET", "/api/v1/pantry", 200, "text/html", "<p>hi</p>", false),
        ("GET", "/api/v1/recipes/search", 200, "application/json",
         #"{"total": 0, "results": [], "unrecognizedIngredients": [], "didYouMean": [], "facets": {"cuisines": {}, "diets": {}, "mealTypes": {}}, "warnings": []}"#, true),
        ("GET", "/api/v1/recipes/chicken-rice", 404, "application/json", #"{"error": true, "code": "api.not-found.recipe", "reason": "No recipe."}"#, true),
        ("DELETE", "/api/v1/pantry/1", 204, nil, "", true),
        ("DELETE", "/api/v1/pantry/1", 204, "application/json", "{}", false),
        ("PATCH", "/api/v1/recipes/1", 200, "application/json", "{}", false),
        ("GET", "/api/v1/nowhere", 404, "application/json", #"{"error": true, "code": "http.404", "reason": "Not Found"}"#, true),
    ]

    @Test(arguments: OpenAPITests.answerCases)
    func anAnswerIsCheckedAgainstItsOperationAndStatus(method: String, path: String, status: Int, contentType: String?, body: String, conforms: Bool) throws {
        // when
        let problems = try document().problems(method: method, path: path, status: status, contentType: contentType, body: Data(body.utf8))

        // then
        #expect(problems.isEmpty == conforms, "\(problems)")
    }
}
