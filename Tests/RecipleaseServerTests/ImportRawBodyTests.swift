import Foundation
import NIOCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// `POST /api/v1/import` with a file's bytes as the body reads them whatever the Content-Type
/// says: a file no collection reader claims goes the single-recipe way, an archive that holds no
/// collection or is no archive at all is refused with the import's own reason, and a JSON body
/// keeps its meaning as the envelope.
struct ImportRawBodyTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let query: String
        let contentType: String?
        let body: [UInt8]
        let status: HTTPResponseStatus
        /// The problem's code, or for an import the title of the recipe saved.
        let expected: String
        var testDescription: String { "\(query) \(contentType ?? "no type") \(String(decoding: body.prefix(30), as: UTF8.self))" }
    }

    static let cooklang = Array(">> servings: 2\nMix @eggs{2}.".utf8)
    /// A zip with no file: only its end record.
    static let emptyZip: [UInt8] = [0x50, 0x4B, 0x05, 0x06] + Array(repeating: 0, count: 18)

    static let rows: [Row] = [
        Row(query: "?fileName=recipe.cook", contentType: "application/octet-stream", body: cooklang, status: .created, expected: "recipe"),
        Row(query: "?fileName=Garlic_Noodles.cook", contentType: "text/plain", body: cooklang, status: .created, expected: "Garlic Noodles"),
        Row(query: "", contentType: nil, body: Array("Boil @water{1%l}.".utf8), status: .created, expected: "Imported recipe"),
        // a Cooklang file opening with a block comment: "[-" begins no JSON text
        Row(query: "?fileName=Note.cook", contentType: "application/octet-stream", body: Array("[- from Gran -]\n>> servings: 2\nMix @flour{200%g}.".utf8),
            status: .created, expected: "Note"),
        Row(query: "", contentType: "application/octet-stream", body: Array(#"{"content": "[- from Gran -]\n>> servings: 2\nMix @flour{200%g}.", "fileName": "Gran.cook"}"#.utf8),
            status: .created, expected: "Gran"),
        Row(query: "", contentType: "application/zip", body: Array("hello".utf8), status: .unprocessableEntity, expected: "import.archive-not-archive"),
        Row(query: "?fileName=cookbook.zip", contentType: "application/octet-stream", body: Array("hello".utf8), status: .unprocessableEntity,
            expected: "import.archive-not-archive"),
        Row(query: "?fileName=x.zip", contentType: "application/zip", body: emptyZip, status: .unprocessableEntity, expected: "import.archive-no-recipe"),
        Row(query: "", contentType: "application/octet-stream", body: emptyZip, status: .unprocessableEntity, expected: "import.archive-no-recipe"),
        // left alone: a damaged archive, a page without a recipe, the JSON envelope under any type
        Row(query: "?fileName=x.zip", contentType: "application/zip", body: Array("PK\u{3}\u{4}garbage".utf8), status: .unprocessableEntity,
            expected: "import.archive-damaged"),
        Row(query: "", contentType: "text/html", body: Array("<html><body>nothing</body></html>".utf8), status: .unprocessableEntity,
            expected: "import.no-recipe"),
        Row(query: "", contentType: "application/octet-stream", body: Array(#"{"content": ">> servings: 2\nBeat @eggs{3}.", "fileName": "Omelette.cook"}"#.utf8),
            status: .created, expected: "Omelette"),
        // JSON-LD that Foundation alone refuses (a number past a Double's range) is read; broken JSON is not
        Row(query: "", contentType: "application/json",
            body: Array(#"{"fileName": "big.json", "content": "{\"@type\": \"Recipe\", \"name\": \"Big\", \"x\": 1e999, \"y\": -\#(String(repeating: "9", count: 400)), \"recipeIngredient\": [\"1 egg\"]}"}"#.utf8),
            status: .created, expected: "Big"),
        Row(query: "", contentType: "application/json",
            body: Array(#"{"fileName": "big.json", "content": "{\"@type\": \"Recipe\", \"name\": \"Big\", \"x\": 1e999,, \"recipeIngredient\": [\"1 egg\"]}"}"#.utf8),
            status: .unprocessableEntity, expected: "import.json-invalid"),
        Row(query: "", contentType: "application/json", body: Array(#"{"nothing": 1}"#.utf8), status: .badRequest, expected: "request.body-shape"),
        Row(query: "", contentType: "application/json", body: Array(#"{"url": null}"#.utf8), status: .badRequest, expected: "transfer.body-unknown"),
        Row(query: "", contentType: "application/octet-stream", body: [], status: .badRequest, expected: "transfer.body-missing"),
    ]

    @Test(arguments: rows)
    func aFilesBytesAreImportedOrRefusedWithTheImportsReason(_ row: Row) async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            var headers: HTTPHeaders = ["Accept": "application/json", "Authorization": "Bearer \(alice.token ?? "")"]
            if let type = row.contentType { headers.add(name: .contentType, value: type) }

            // when
            let response = try await app.testing().sendRequest(.POST, "/api/v1/import" + row.query, headers: headers, body: ByteBuffer(bytes: row.body))

            // then
            #expect(response.status == row.status, "\(response.body.string)")
            let answer = try response.json()
            if row.status == .created {
                let recipes = try #require(answer["recipes"] as? [[String: Any]])
                #expect(recipes.map { $0["title"] as? String } == [row.expected])
            } else {
                #expect(answer["code"] as? String == row.expected)
                #expect(!(answer["reason"] as? String ?? "").contains("media type"))
                // nothing half written
                #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
            }
        }
    }

    @Test(arguments: [
        (emptyZip, "The archive holds no collection Reciplease can read"),
        (Array("hello".utf8), "the file is neither a zip nor a gzip archive"),
    ])
    func theImportPageRefusesAnArchiveWithNoCollectionInTheSameWords(_ file: [UInt8], _ reason: String) async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when the form uploads it
            let response = try await CollectionImportTests.postFile(browser, Data(file), fileName: "cookbook.zip", job: UUID().uuidString)

            // then the form again, with the reason, and nothing saved
            #expect(response.status == .unprocessableEntity)
            #expect(response.body.string.contains(reason))
            #expect(!response.body.string.contains("this page has no schema.org"))
            #expect(try #require(try await browser.get("/api/v1/my-recipes").json()["recipes"] as? [Any]).isEmpty)
        }
    }
}
