import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A key a JSON body of the API does not know is a 400 that names it (and the key probably
/// meant), never dropped without a word: `{"diet": [...]}` once cleared the diets. Every call the
/// API document lists with a JSON body of its own is tried, so a new call that forgets is caught;
/// and every key the document lists is taken, so the document and the server agree.
struct UnknownKeyTests {
    static let shape = "The request body is not what this call takes: "

    /// A call of the document with a JSON body schema of its own; of the import, which takes
    /// `{"url"}` / `{"content", "fileName"}` or a whole export, the former (the export, told by
    /// its `format`, is read by the export's own rules).
    struct Call: CustomStringConvertible {
        let method: HTTPMethod
        let template: String
        let schema: [String: Any]
        var description: String { "\(method) \(template)" }
    }

    static func calls() throws -> [Call] {
        let document = try #require(try JSONSerialization.jsonObject(with: OpenAPIController.document()) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let schemas = try #require((document["components"] as? [String: Any])?["schemas"] as? [String: [String: Any]])
        var calls: [Call] = []
        for (template, operations) in paths.sorted(by: { $0.key < $1.key }) {
            for (method, operation) in operations.sorted(by: { $0.key < $1.key }) {
                let body = ((operation as? [String: Any])?["requestBody"] as? [String: Any])?["content"] as? [String: Any]
                let json = (body?["application/json"] as? [String: Any])?["schema"] as? [String: Any]
                let refs = ([json?["$ref"]] + ((json?["anyOf"] as? [[String: Any]]) ?? []).map { $0["$ref"] }).compactMap { $0 as? String }
                for ref in refs where !ref.hasSuffix("/ExportDocument") {
                    let schema = try #require(schemas[String(ref.split(separator: "/").last ?? "")])
                    calls.append(Call(method: HTTPMethod(rawValue: method.uppercased()), template: template, schema: schema))
                }
            }
        }
        return calls
    }

    /// The object schema a property holds, itself or as the items of a list (any of them).
    static func inner(_ property: Any?) -> [String: Any]? {
        guard let property = property as? [String: Any] else { return nil }
        let candidates = [property, property["items"] as? [String: Any] ?? [:]] + ((property["items"] as? [String: Any])?["anyOf"] as? [[String: Any]] ?? [])
        return candidates.first { $0["type"] as? String == "object" && $0["properties"] != nil }
    }

    /// Signed in, in a household, with a pantry item, a planned meal and a recipe of one's own, so
    /// every call reaches its body.
    static func world(_ app: Application) async throws -> (client: TestAPIClient, ids: [String: String]) {
        let client = try await TestAPIClient.signedUp(app, "alice")
        let user = try #require(try await client.send(.GET, "/api/v1/account").json()["id"] as? String)
        #expect(try await client.send(.POST, "/api/v1/households", json: #"{"name": "Home"}"#).status == .created)
        let item = try #require(try await client.send(.POST, "/api/v1/pantry", json: #"{"name": "eggs"}"#).json()["id"] as? String)
        let entry = try #require(try await client.send(.POST, "/api/v1/plan", json: #"{"recipeId": "omelette", "date": "2026-12-20", "mealType": "lunch"}"#).json()["id"] as? String)
        let recipe = try #require(try await client.send(.POST, "/api/v1/recipes", json: #"{"title": "Boiled egg", "servings": 1, "ingredients": ["1 egg"], "instructions": ["Boil."]}"#).json()["id"] as? String)
        return (client, ["/api/v1/pantry/{id}": item, "/api/v1/plan/{id}": entry, "/api/v1/recipes/{id}": recipe, "/api/v1/household/members/{userId}": user])
    }

    static func path(_ template: String, _ ids: [String: String]) -> String {
        guard let id = ids[template] else { return template }
        return template.replacingOccurrences(of: #"\{[^}]+\}"#, with: id, options: .regularExpression)
    }

    static func json(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func everyJSONBodyRefusesAKeyItDoesNotKnowAndTakesEveryKeyTheDocumentLists() async throws {
        // Leaving the household last: the pantry and the plan are the household's.
        let calls = try Self.calls().sorted { !$0.template.hasSuffix("/leave") && $1.template.hasSuffix("/leave") }
        #expect(calls.count >= 20, "\(calls)")
        try await withAccountsApp { app, _ in
            // given
            let (client, ids) = try await Self.world(app)
            for call in calls {
                let path = Self.path(call.template, ids)
                let properties = try #require(call.schema["properties"] as? [String: Any], "\(call)")
                #expect(call.schema["additionalProperties"] as? Bool == false, "\(call): the document must say additionalProperties: false")

                // when a key it does not know is sent
                let unknown = try await client.send(call.method, path, json: #"{"zzzz": 1}"#)

                // then it is refused, named
                #expect(unknown.status == .badRequest, "\(call): \(unknown.body.string)")
                #expect(try unknown.json()["code"] as? String == "request.body-shape", "\(call)")
                #expect((try unknown.json()["reason"] as? String)?.hasPrefix(Self.shape + "zzzz is not a key it knows; its keys are ") == true,
                        "\(call): \(unknown.body.string)")

                // when every key the document lists is sent (null: the keys are what is tried)
                var every: [String: Any] = [:]
                for (key, property) in properties {
                    every[key] = Self.inner(property).map { object in [((object["properties"] as? [String: Any]) ?? [:]).mapValues { _ in NSNull() }] } ?? NSNull()
                }
                let known = try await client.send(call.method, path, json: Self.json(every))

                // then no key is refused (the values may be)
                #expect(!known.body.string.contains("is not a key it knows"), "\(call): \(known.body.string)")

                // and an object inside the body knows its keys too
                for (key, property) in properties.sorted(by: { $0.key < $1.key }) {
                    guard let object = Self.inner(property) else { continue }
                    #expect(object["additionalProperties"] as? Bool == false, "\(call) \(key): the document must say additionalProperties: false")
                    let nested = try await client.send(call.method, path, json: Self.json([key: [["zzzz": 1]]]))
                    #expect((try nested.json()["reason"] as? String)?.hasPrefix(Self.shape + "\(key)[0].zzzz is not a key it knows") == true,
                            "\(call): \(nested.body.string)")
                }
            }
        }
    }

    @Test(arguments: [
        ("PUT", "/api/v1/preferences", #"{"diet": ["vegan"]}"#, "diet", "diets"),
        ("PUT", "/api/v1/preferences", #"{"diets": [], "Cuisines": ["French"]}"#, "Cuisines", "cuisines"),
        ("PUT", "/api/v1/preferences", #"{"intolerance": ["egg"]}"#, "intolerance", "intolerances"),
        ("POST", "/api/v1/plan", #"{"recipe_id": "omelette", "date": "2026-12-20", "mealType": "lunch"}"#, "recipe_id", "recipeId"),
        ("POST", "/api/v1/plan", #"{"recipeId": "omelette", "date": "2026-12-20", "mealtype": "lunch"}"#, "mealtype", "mealType"),
        ("POST", "/api/v1/pantry", #"{"name": "eggs", "tick": false}"#, "tick", "ticked"),
        ("POST", "/api/v1/recipes", #"{"title": "Egg", "ingredient": ["1 egg"]}"#, "ingredient", "ingredients"),
        ("POST", "/api/v1/recipes", #"{"title": "Egg", "ingredients": ["1 egg", {"txt": "1 pinch salt"}]}"#, "ingredients[1].txt", "text"),
        ("PUT", "/api/v1/planner/settings", #"{"timezone": "Europe/Paris"}"#, "timezone", "timeZone"),
        ("POST", "/api/v1/ingredients/parse", #"{"lines": ["1 egg"], "language": "fr"}"#, "language", "lang"),
        ("POST", "/api/v1/import", #"{"content": ">> servings: 2\nBeat @eggs{3}.", "file_name": "Omelette.cook"}"#, "file_name", "fileName"),
    ])
    func aMisspeltKeyIsNamedWithTheKeyProbablyMeant(_ method: String, _ path: String, _ body: String, _ key: String, _ meant: String) async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")

            // when
            let response = try await client.send(HTTPMethod(rawValue: method), path, json: body)

            // then
            #expect(response.status == .badRequest)
            #expect(try response.json()["reason"] as? String == Self.shape + "\(key) is not a key it knows (\(meant) was probably meant).", "\(response.body.string)")
        }
    }

    @Test func aKeyLikeNoneIsNamedWithTheKeysThereAreAndInFrenchInFrench() async throws {
        try await withAccountsApp { app, _ in
            // given
            let client = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await client.send(.PATCH, "/api/v1/account", json: #"{"language": "fr"}"#).status == .ok)

            // when
            let response = try await client.send(.POST, "/api/v1/grocery-list/items", json: #"{"name": "milk", "colour": "white"}"#)

            // then
            #expect(response.status == .badRequest)
            #expect(try response.json()["reason"] as? String
                == "Le corps de la requête n'est pas ce que cet appel accepte : colour n'est pas une clé qu'il connaît ; ses clés sont name, from, to, keep.")
        }
    }

    @Test func partialChangesAndARecipeSentBackAsReadStillWork() async throws {
        try await withAccountsApp { app, _ in
            // given
            let (client, ids) = try await Self.world(app)
            let recipe = try #require(ids["/api/v1/recipes/{id}"])

            // when
            let servings = try await client.send(.PATCH, "/api/v1/plan/\(try #require(ids["/api/v1/plan/{id}"]))", json: #"{"servings": 3}"#)
            let ticked = try await client.send(.PATCH, "/api/v1/pantry/\(try #require(ids["/api/v1/pantry/{id}"]))", json: #"{"ticked": false}"#)
            let zone = try await client.send(.PATCH, "/api/v1/planner/settings", json: #"{"timeZone": "Europe/Paris"}"#)
            let read = try await client.send(.GET, "/api/v1/recipes/\(recipe)").body.string
            let sentBack = try await client.send(.PUT, "/api/v1/recipes/\(recipe)", json: read)

            // then
            #expect(servings.status == .ok, "\(servings.body.string)")
            #expect(try servings.json()["servings"] as? Int == 3)
            #expect(ticked.status == .ok, "\(ticked.body.string)")
            #expect(zone.status == .ok, "\(zone.body.string)")
            #expect(sentBack.status == .ok, "\(sentBack.body.string)")
        }
    }
}
