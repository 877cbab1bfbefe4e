import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A form body sent to a JSON call (`curl -d name=eggs -d unknown=1`) is read with the JSON body's
/// rules: a key the call does not know is the same 400 naming it, in the same words, not a key
/// dropped without a word. A page's form still carries its CSRF field.
struct FormBodyKeyTests {
    static func send(_ client: TestAPIClient, _ method: HTTPMethod, _ path: String, contentType: String, body: String) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "application/json", "Content-Type": contentType]
        headers.add(name: .authorization, value: "Bearer \(try #require(client.token))")
        return try await client.app.testing().sendRequest(method, path, headers: headers, body: ByteBuffer(string: body))
    }

    static func form(_ client: TestAPIClient, _ body: String) async throws -> TestingHTTPResponse {
        try await send(client, .POST, "/api/v1/pantry", contentType: "application/x-www-form-urlencoded", body: body)
    }

    static func multipart(_ client: TestAPIClient, _ fields: [(String, String)]) async throws -> TestingHTTPResponse {
        let boundary = "----reciplease-form"
        let body = fields.map { "--\(boundary)\r\nContent-Disposition: form-data; name=\"\($0.0)\"\r\n\r\n\($0.1)\r\n" }.joined() + "--\(boundary)--\r\n"
        return try await send(client, .POST, "/api/v1/pantry", contentType: "multipart/form-data; boundary=\(boundary)", body: body)
    }

    @Test(arguments: [
        ("name=eggs&unknown=1", #"{"name": "eggs", "unknown": 1}"#, "unknown"),
        ("nmae=eggs", #"{"nmae": "eggs"}"#, "nmae"),
    ])
    func anUnknownKeyInAFormIsRefusedAsInJSON(form: String, json: String, key: String) async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when the same body is sent as a form and as JSON
            let asForm = try await Self.form(alice, form)
            let asJSON = try await alice.send(.POST, "/api/v1/pantry", json: json)

            // then both are the same 400, naming the key, and nothing was added
            #expect(asForm.status == .badRequest, "\(asForm.body.string)")
            #expect(try asForm.json()["code"] as? String == "request.body-shape")
            #expect(asForm.reason.contains(key), "\(asForm.reason)")
            #expect(asForm.reason == asJSON.reason)
            #expect(try asForm.json()["code"] as? String == asJSON.json()["code"] as? String)
            #expect(try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").isEmpty)
        }
    }

    @Test func aFormWithKnownKeysStillWorksWithItsCSRFFieldToo() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)
            try await browser.signUp("bob")

            // when alice sends only known keys, URL-encoded and as multipart with a page's CSRF field,
            // and bob saves his preferences through the page's form (with its CSRF field)
            let urlEncoded = try await Self.form(alice, "name=eggs")
            let multipart = try await Self.multipart(alice, [("csrf", "from-a-page"), ("name", "basil")])
            let misspeltMultipart = try await Self.multipart(alice, [("csrf", "from-a-page"), ("nmae", "thyme")])
            let page = try await browser.post("/preferences", [("diets", "vegetarian")])

            // then the known keys are taken, the misspelt one is named, and the page's form works
            #expect(urlEncoded.status == .created, "\(urlEncoded.body.string)")
            #expect(multipart.status == .created, "\(multipart.body.string)")
            #expect(misspeltMultipart.status == .badRequest)
            #expect(misspeltMultipart.reason.contains("nmae"), "\(misspeltMultipart.reason)")
            let names = try await alice.send(.GET, "/api/v1/pantry").jsonArray("items").compactMap { $0["name"] as? String }
            #expect(Set(names) == ["eggs", "basil"])
            #expect(page.status == .seeOther, "\(page.status) \(page.body.string)")
            #expect(page.location?.hasPrefix("/preferences") == true)
        }
    }
}
