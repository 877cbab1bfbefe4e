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
            let (token, browser, csrf) = try await Self.signedIn(app)

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

    /// An API client's token, and a browser signed in with its form token.
    static func signedIn(_ app: Application) async throws -> (token: String, browser: TestBrowser, csrf: String) {
        let alice = try await TestAPIClient.signedUp(app, "alice")
        let browser = TestBrowser(app)
        try await browser.signUp("bob")
        return (try #require(alice.token), browser, try await browser.csrfToken())
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

    static func shape(_ text: String, boundary: String = "xx") -> BoundedFormDecoder.MultipartShape {
        Array(text.utf8).withUnsafeBytes { BoundedFormDecoder.multipartShape($0, boundary: boundary) }
    }

    @Test func aPhotosBytesAreNoPartsWhereverTheirLineFeedsFall() {
        // a binary part holds line feeds, "--" and the boundary itself, only not at a line's start
        var photo = Data([0xFF, 0xD8, 0xFF])
        for index in 0..<200_000 { photo.append(UInt8(truncatingIfNeeded: index &* 2_654_435_761 >> 7)) }
        photo.append(contentsOf: Array("\n-x--xx--\nA: b\n\n x--xx\r\n".utf8))
        var body = Data("--xx\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"a.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8)
        body.append(photo)
        body.append(Data("\r\n--xx\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nSoup\r\n--xx--\r\n".utf8))
        let shape = Array(body).withUnsafeBytes { BoundedFormDecoder.multipartShape($0, boundary: "xx") }
        #expect(shape == .init(parts: 2, mostHeaderLines: 2, closed: true))
        // a line that starts with the delimiter inside the photo's bytes does count (as the reader would split there)
        #expect(Self.shape("--xx\r\nA: 1\r\n\r\nab\n--xx\r\nB: 2\r\n\r\ncd\r\n--xx--").parts == 2)
        // a boundary with a line feed in it is counted by its "--" line starts alone
        #expect(Self.shape("--\r\nA: 1\r\n\r\nv\r\n--\r\nB: 1\r\n\r\nw\r\n", boundary: "a\nb").parts == 2)
    }

    @Test func fieldsAndPartsAreCountedInOnePass() {
        #expect(BoundedFormDecoder.urlEncodedFields(ByteBuffer(string: "")) == 0)
        #expect(BoundedFormDecoder.urlEncodedFields(ByteBuffer(string: "a=1&b=2&b=3")) == 3)
        let body = "--xx\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n--x\r\n--xx\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n--xx--\r\n"
        #expect(Self.shape(body).parts == 2)
        #expect(Self.shape("").parts == 0)
        // without its closing delimiter every delimiter opens a part
        let unclosed = "--xx\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--xx\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n"
        #expect(Self.shape(unclosed).parts == 2)
    }

    @Test func aMultipartFormThatCannotBeReadAsFieldsIsA400NotAMissingToken() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in browser and a form with its token
            let (_, browser, csrf) = try await Self.signedIn(app)
            let boundary = "hostile"
            func form(_ extra: String, token: String? = csrf) -> String {
                var body = token.map { "--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\($0)\r\n" } ?? ""
                body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\nBroth\r\n"
                body += "--\(boundary)\r\nContent-Disposition: form-data; name=\"ingredients\"\r\n\r\n1 onion\r\n"
                return body + extra + "--\(boundary)--\r\n"
            }
            let headers: HTTPHeaders = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]

            // when a part without a name rides along (it made the whole form one nameless value)
            let nameless = try await browser.send(.POST, "/my-recipes", headers: headers,
                                                  body: form("--\(boundary)\r\nContent-Disposition: form-data\r\n\r\nstray\r\n"))

            // then the page says the body could not be read, not that the token is missing
            #expect(nameless.status == .badRequest, "\(nameless.status)")
            #expect(nameless.body.string.contains("Content-Disposition"))
            #expect(!nameless.body.string.contains("security token"))
            // and without its token the same form is refused too (its body is no more readable),
            // a readable one without or with a forged token for that; nothing is saved
            #expect(try await browser.send(.POST, "/my-recipes", headers: headers,
                                           body: form("--\(boundary)\r\nContent-Disposition: form-data\r\n\r\nstray\r\n", token: nil)).status == .badRequest)
            #expect(try await browser.send(.POST, "/my-recipes", headers: headers, body: form("", token: nil)).status == .forbidden)
            #expect(try await browser.send(.POST, "/my-recipes", headers: headers, body: form("", token: "forged")).status == .forbidden)
            #expect(!(try await browser.get("/my-recipes").body.string.contains("Broth")))
        }
    }

    @Test func aPartOfThousandsOfHeaderLinesIsA413OnTheAPIAndAPageOnTheSite() async throws {
        try await withAccountsApp { app, _ in
            // given a signed-in API client and a signed-in browser
            let (token, browser, csrf) = try await Self.signedIn(app)
            // and a multipart body of one part under 5,000 header lines (the reader's time grows
            // with their square: 20,000 held an event loop for 22 s)
            let boundary = "hostile"
            let lines = (0..<5_000).map { "X-\($0): y\r\n" }.joined()

            // when it is sent to the recipe API
            let apiBody = "--\(boundary)\r\n\(lines)Content-Disposition: form-data; name=\"title\"\r\n\r\nSoup\r\n--\(boundary)--\r\n"
            let api = try await app.testing().sendRequest(
                .POST, "/api/v1/recipes",
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "multipart/form-data; boundary=\(boundary)", "Accept": "application/json"],
                body: ByteBuffer(string: apiBody))

            // then it is refused for its header lines, with the reason
            #expect(api.status == .payloadTooLarge, "\(api.status): \(api.body.string.prefix(200))")
            #expect(try api.json()["code"] as? String == "request.form-part-headers")

            // and a page form so made, CSRF token first, is refused with a page
            let pageBody = "--\(boundary)\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(csrf)\r\n" + apiBody
            let page = try await browser.send(.POST, "/kitchen", headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], body: pageBody)
            #expect(page.status == .payloadTooLarge, "\(page.status)")
            #expect(page.body.string.contains("header lines"))
        }
    }

    @Test func halfASurrogatePairIsRefusedForWhatItIs() async throws {
        try await withAccountsApp { app, _ in
            // given a JSON body with a lone "\ud800" before a megabyte of numbers (each number a
            // field could not hold was once looked for by decoding the whole body again, 64 times)
            let numbers = Array(repeating: "1.5", count: 64).joined(separator: ",") + "," + Array(repeating: "0", count: 200_000).joined(separator: ",")
            let body = #"{"lines": ["\ud800", "# + numbers + "]}"

            // when an account sends it to the parser (over the 16 KB anyone may send)
            let token = try #require(try await TestAPIClient.signedUp(app, "surrogate").token)
            let refused = try await app.testing().sendRequest(
                .POST, "/api/v1/ingredients/parse", headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
                body: ByteBuffer(string: body))

            // then it is not JSON, and the reason says where and why
            #expect(refused.status == .badRequest, "\(refused.status)")
            let reason = try refused.json()["reason"] as? String ?? ""
            #expect(reason.contains("column 13") && reason.contains("surrogate"), "\(reason)")

            // and a whole pair is a character, read as ever
            let kept = try await app.testing().sendRequest(
                .POST, "/api/v1/ingredients/parse", headers: ["Content-Type": "application/json"],
                body: ByteBuffer(string: #"{"lines": ["2 \ud83c\udf45 tomatoes"]}"#))
            #expect(kept.status == .ok, "\(kept.status)")
            #expect(kept.body.string.contains("tomato"))
        }
    }

    @Test func aLoggedTextKeepsToItsLine() {
        final class Lines: @unchecked Sendable { var all: [String] = [] }
        struct Recorder: LogHandler {
            let lines: Lines
            var metadata: Logger.Metadata = [:]
            var logLevel: Logger.Level = .trace
            subscript(metadataKey key: String) -> Logger.Metadata.Value? {
                get { metadata[key] }
                set { metadata[key] = newValue }
            }
            func log(event: LogEvent) { lines.all.append("\(event.message) \(event.metadata ?? [:])") }
        }
        // given the server's handler over one that records
        let lines = Lines()
        let logger = Logger(label: "test") { _ in PlainTextLogHandler(inner: Recorder(lines: lines)) }

        // when a message and its metadata carry a line feed, a return, a NUL and a terminal escape
        logger.notice("refused: a\n[ CRITICAL ] forged\r\u{1B}[31m\u{0}", metadata: ["host": "x\ny"])

        // then they are written as escapes, on one line
        #expect(lines.all == [#"refused: a\u{a}[ CRITICAL ] forged\u{d}\u{1b}[31m\u{0} ["host": x\u{a}y]"#])
        #expect(PlainTextLogHandler.escaped("crème brûlée\t") == #"crème brûlée\u{9}"#)
    }

    @Test func headerLinesAreCountedPerPart() {
        let body = "--xx\r\nContent-Disposition: form-data; name=\"a\"\r\nContent-Type: text/plain\r\n\r\nA: b\r\nC: d\r\nE: f\r\n--xx\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2\r\n--xx--\r\n"
        // the part's own lines, not the value's lines that look like headers
        #expect(Self.shape(body).mostHeaderLines == 2)
        #expect(Self.shape("").mostHeaderLines == 0)
        let bare = "--xx\nA: 1\nB: 2\nC: 3\n\nvalue\n--xx--\n"
        #expect(Self.shape(bare).mostHeaderLines == 3)
    }

    /// As JSON Schema's `maxLength` counts, so the API's document says what is applied.
    @Test func aLimitCountsCodePoints() {
        #expect("crème".lengthForLimits == 5)
        #expect("cre\u{0300}me".lengthForLimits == 6)
        #expect(("a" + String(repeating: "\u{0301}", count: 1_000)).lengthForLimits == 1_001)
        #expect(String(repeating: "क्षि", count: 30).lengthForLimits == 120)
        #expect("👩‍👩‍👧".lengthForLimits == 5)
        let cut = ("a" + String(repeating: "\u{0301}", count: 1_000)).prefixForLimits(20)
        #expect(cut.utf8.count <= 20 * 16)
        #expect("Lentil soup".prefixForLimits(6) == "Lentil")
    }
}
