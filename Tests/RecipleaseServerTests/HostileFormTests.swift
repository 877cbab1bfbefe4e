import Foundation
@testable import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Bodies that cost the server more than they are worth: a form of tens of thousands of fields
/// (Vapor's form readers take quadratic time in them, on the event loop: 40,000 fields held one
/// for 26 s), and text whose characters are one letter under a pile of combining marks (one
/// character by `String.count`, megabytes by its bytes), which every length limit let through.
struct HostileFormTests {
    static let manyFields = Array(repeating: "ingredients=x", count: 5_000).joined(separator: "&")

    @Test func aFormOfThousandsOfFieldsIsA413OnTheAPIAndAPageOnTheSite() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in API client and a signed-in browser
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let token = try #require(alice.token)
            let browser = TestBrowser(app)
            try await browser.signUp("bob")
            let csrf = try await browser.csrfToken()

            // when a URL-encoded body of 5,000 fields is sent to the recipe API
            let api = try await app.testing().sendRequest(
                .POST, "/api/v1/recipes",
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/x-www-form-urlencoded", "Accept": "application/json"],
                body: ByteBuffer(string: Self.manyFields))

            // then it is refused for its fields, with the reason
            #expect(api.status == .payloadTooLarge, "\(api.status): \(api.body.string.prefix(200))")
            let problem = try api.json()
            #expect(problem["code"] as? String == "request.form-fields")
            #expect((problem["reason"] as? String)?.contains("1000") == true || (problem["reason"] as? String)?.contains("1,000") == true)

            // and a page form of 2,000 multipart parts, CSRF token first, is refused with a page
            let boundary = "hostile"
            var body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(csrf)\r\n"
            for index in 0..<2_000 {
                body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"f\(index)\"\r\n\r\nx\r\n"
            }
            body += "--\(boundary)--\r\n"
            for path in ["/my-recipes", "/kitchen"] {
                let page = try await browser.send(.POST, path, headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: body)
                #expect(page.status == .payloadTooLarge, "\(path): \(page.status)")
                #expect(page.body.string.contains("fields"), "\(path)")
            }

            // and a form of ordinary size is read as before
            let kept = try await browser.send(.POST, "/kitchen", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                                              body: "csrf=\(csrf)&name=lentils")
            #expect(kept.status.code < 400, "\(kept.status)")
            #expect(try await browser.get("/kitchen").body.string.contains("lentils"))
        }
    }

    @Test func aTextOfStackedMarksCountsItsBytesAgainstTheLimit() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in API client
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let zalgo = "a" + String(repeating: "\u{0301}", count: 40_000)

            // when a recipe's title and an ingredient line are one character each, 80 KB of marks
            let title = try await alice.send(.POST, "/api/v1/recipes",
                                             json: #"{"title": "\#(zalgo)", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Stir."]}"#)
            let line = try await alice.send(.POST, "/api/v1/recipes",
                                            json: #"{"title": "Milk", "servings": 2, "ingredients": ["\#(zalgo)"], "instructions": ["Stir."]}"#)
            let kitchen = try await alice.send(.POST, "/api/v1/pantry", json: #"{"name": "\#(zalgo)"}"#)

            // then each is refused for its length, its reason short
            for (response, word) in [(title, "title"), (line, "ingredient"), (kitchen, "name")] {
                #expect(response.status == .badRequest || response.status == .unprocessableEntity, "\(response.status)")
                #expect(response.body.readableBytes < 4_000, "\(response.body.readableBytes) bytes")
                #expect(response.body.string.lowercased().contains(word), "\(response.body.string.prefix(300))")
            }
            // and a title of 120 characters in a script of several code points each is kept
            let devanagari = String(repeating: "क्षि", count: 30)
            #expect(devanagari.count == 30)
            let kept = try await alice.send(.POST, "/api/v1/recipes",
                                            json: #"{"title": "\#(devanagari)", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Stir."]}"#)
            #expect(kept.status == .created, "\(kept.status): \(kept.body.string.prefix(600))")
        }
    }

    @Test func fieldsAndPartsAreCountedInOnePass() {
        #expect(BoundedFormDecoder.urlEncodedFields(Array("".utf8)) == 0)
        #expect(BoundedFormDecoder.urlEncodedFields(Array("a=1&b=2&b=3".utf8)) == 3)
        let body = "--xx\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n--x\r\n--xx\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n--xx--\r\n"
        #expect(BoundedFormDecoder.multipartParts(Array(body.utf8), boundary: "xx") == 2)
        #expect(BoundedFormDecoder.multipartParts(Array("".utf8), boundary: "xx") == 0)
        // without its closing delimiter every delimiter opens a part
        let unclosed = "--xx\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--xx\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n"
        #expect(BoundedFormDecoder.multipartParts(Array(unclosed.utf8), boundary: "xx") == 2)
    }

    @Test func aLimitCountsCharactersOrBytesOverSixteen() {
        #expect("crème".lengthForLimits == 5)
        #expect(("a" + String(repeating: "\u{0301}", count: 1_000)).lengthForLimits == 126)
        #expect(String(repeating: "क्षि", count: 30).lengthForLimits == 30)
        let cut = ("a" + String(repeating: "\u{0301}", count: 1_000)).prefixForLimits(20)
        #expect(cut.utf8.count <= 20 * 16)
        #expect("Lentil soup".prefixForLimits(6) == "Lentil")
    }
}
