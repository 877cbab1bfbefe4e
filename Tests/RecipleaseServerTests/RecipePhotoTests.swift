import Fluent
import Foundation
import NIOHTTP1
import RecipleaseBench
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Tiny images made for these tests (4 × 3 pixels, one colour), one of each kind.
enum TestPhotos {
    static let jpeg = Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/2wBDAQkJCQwLDBgNDRgyIRwhMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjL/wAARCAADAAQDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwDOooor5s+4P//Z") ?? Data()
    static let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAFElEQVR4nGM8EaDBAANMDEgAhQMAL3wBRkPLqRgAAAAASUVORK5CYII=") ?? Data()
    static let webp = Data(base64Encoded: "UklGRjoAAABXRUJQVlA4IC4AAADQAQCdASoEAAMAAUAmJaACdLoB+AADsAD+6Di/+YJX5Bu1D/7B384D84D+igAA") ?? Data()
    static let text = Data("Just some notes about pancakes, saved as pancakes.jpg\n".utf8)
}

struct PhotoKindTests {
    static let cases: [(Data, PhotoKind?)] = [
        (TestPhotos.jpeg, .jpeg),
        (TestPhotos.png, .png),
        (TestPhotos.webp, .webp),
        (TestPhotos.text, nil),
        (Data(), nil),
        // Signatures alone, with no header behind them.
        (Data([0xFF, 0xD8, 0xFF, 0xE0]), nil),
        (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), nil),
        (Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBP".utf8), nil),
        // A JPEG cut before its frame header; a PNG that says it is 0 pixels wide.
        (Data(TestPhotos.jpeg.prefix(150)), nil),
        (Data(TestPhotos.png.prefix(16)) + Data([0, 0, 0, 0]) + Data(TestPhotos.png.dropFirst(20)), nil),
        // Another format's header (GIF) and an SVG, which could carry a script.
        (Data("GIF89a\u{4}\u{0}\u{3}\u{0}".utf8), nil),
        (Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8), nil),
    ]

    @Test(arguments: 0..<PhotoKindTests.cases.count)
    func theKindComesFromTheBytes(row: Int) {
        let (data, expected) = PhotoKindTests.cases[row]
        #expect(PhotoKind.detect(data) == expected, "row \(row)")
    }

    /// A few fill bytes or extra segments before the frame are a JPEG; runs no encoder writes, which
    /// took a second to walk at 8 MB, are not.
    @Test func aJPEGsWalkToItsFrameIsBounded() {
        let body = TestPhotos.jpeg.dropFirst(2)
        let comment = Data([0xFF, 0xFE, 0x00, 0x04, 0x41, 0x42])
        #expect(PhotoKind.detect(Data([0xFF, 0xD8, 0xFF, 0xFF, 0xFF]) + body) == .jpeg)
        #expect(PhotoKind.detect(Data([0xFF, 0xD8]) + Data((0..<20).flatMap { _ in comment }) + body) == .jpeg)
        #expect(PhotoKind.detect(Data([0xFF, 0xD8]) + Data(repeating: 0xFF, count: PhotoKind.jpegFillBytes + 10) + body.dropFirst()) == nil)
        let segments = Data((0..<(PhotoKind.jpegSegmentsBeforeFrame + 1)).flatMap { _ in comment })
        #expect(PhotoKind.detect(Data([0xFF, 0xD8]) + segments + body) == nil)
        #expect(PhotoKind.detect(Data([0xFF, 0xD8]) + Data(segments.prefix(comment.count * (PhotoKind.jpegSegmentsBeforeFrame - 20))) + body) == .jpeg)
    }

    @Test func aSliceIsReadFromItsOwnStart() {
        let padded = Data([1, 2, 3]) + TestPhotos.png
        #expect(PhotoKind.detect(padded.dropFirst(3)) == .png)
    }

    @Test func theRoutesThatCarryAPhotoHaveItsLimit() {
        let limits = RequestBodyLimits.reciplease(standard: 16 * 1024)
        func bytes(_ method: HTTPMethod, _ uri: String) -> Int {
            limits.limit(for: HTTPRequestHead(version: .http1_1, method: method, uri: uri)).bytes
        }
        #expect(bytes(.PUT, "/api/v1/recipes/u-1/photo") == UserRecipePhotos.maxBytes)
        #expect(bytes(.POST, "/my-recipes") == RecipePhotoController.maxFormBody)
        #expect(bytes(.POST, "/my-recipes/u-1/") == RecipePhotoController.maxFormBody)
        #expect(bytes(.POST, "/my-recipes/u-1/delete") == 16 * 1024)
        // a recipe itself is not a photo: it has the recipe's own 1 MB (UserRecipeAPIController)
        #expect(bytes(.PUT, "/api/v1/recipes/u-1") == UserRecipeAPIController.maxBody.value)
        #expect(bytes(.PUT, "/api/v1/recipes/u-1/steps") == 16 * 1024)
    }
}

extension TestAPIClient {
    /// A request whose body is bytes, not JSON.
    func sendBytes(_ method: HTTPMethod, _ path: String, _ data: Data, headers extra: HTTPHeaders = [:]) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = ["Accept": "application/json", "Content-Type": "application/octet-stream"]
        if let token { headers.add(name: .authorization, value: "Bearer \(token)") }
        for (name, value) in extra { headers.replaceOrAdd(name: name, value: value) }
        return try await app.testing().sendRequest(method, path, headers: headers, body: ByteBuffer(bytes: data))
    }
}

extension TestBrowser {
    /// Posts the recipe form as multipart, as a browser does with a file input.
    func postMultipart(_ path: String, fields: [(String, String)], file: (name: String, fileName: String, type: String, data: Data)?) async throws -> TestingHTTPResponse {
        let boundary = "----photo-test-boundary"
        var body = Data()
        for (name, value) in fields + [("csrf", try await csrfToken())] {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        if let file {
            body += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.name)\"; filename=\"\(file.fileName)\"\r\nContent-Type: \(file.type)\r\n\r\n".utf8)
            body += file.data + Data("\r\n".utf8)
        }
        body += Data("--\(boundary)--\r\n".utf8)
        var headers: HTTPHeaders = ["Content-Type": "multipart/form-data; boundary=\(boundary)"]
        headers.replaceOrAdd(name: .cookie, value: cookies.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        return try await app.testing().sendRequest(.POST, path, headers: headers, body: ByteBuffer(bytes: body))
    }
}

struct RecipePhotoTests {
    static let formFields: [(String, String)] = [
        ("title", "Milk Pudding"), ("servings", "2"), ("ingredients", "1 cup milk\n2 tbsp sugar"), ("instructions", "Mix."),
    ]

    @Test(arguments: [(TestPhotos.jpeg, "image/jpeg"), (TestPhotos.png, "image/png"), (TestPhotos.webp, "image/webp")])
    func eachKindIsStoredAndServedToItsOwner(photo: Data, contentType: String) async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let id = try await alice.createRecipe()

            // when: sent with a declared type that is wrong, which counts for nothing
            let put = try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", photo, headers: ["Content-Type": "text/plain"])

            // then
            #expect(put.status == .ok, "\(put.body.string)")
            let stored = try put.json()
            #expect(stored["contentType"] as? String == contentType)
            #expect(stored["bytes"] as? Int == photo.count)
            let page = try #require(stored["page"] as? String)
            #expect(page.hasPrefix("/my-recipes/\(id)/photo?v="))
            // the recipe shows the photo in place of its drawn picture
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(id)").json()["image"] as? String == page)

            let served = try await alice.send(.GET, page)
            #expect(served.status == .ok)
            #expect(Data(buffer: served.body) == photo)
            #expect(served.headers.contentType?.serialize() == contentType)
            // the page's address carries the photo's tag: kept a day; the API's is asked again each time
            #expect(served.headers.first(name: .cacheControl) == "private, max-age=86400")
            #expect(served.headers.first(name: "X-Content-Type-Options") == "nosniff")
            let etag = try #require(served.headers.first(name: .eTag))
            let again = try await alice.sendBytes(.GET, page, Data(), headers: ["If-None-Match": etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            let api = try await alice.send(.GET, "/api/v1/recipes/\(id)/photo")
            #expect(api.status == .ok && Data(buffer: api.body) == photo)
            #expect(api.headers.first(name: .cacheControl) == "private, no-cache")
            #expect(try await alice.send(.GET, "/my-recipes/\(id)/photo?v=old").headers.first(name: .cacheControl) == "private, no-cache")
        }
    }

    @Test func aTextFileNamedJPEGAndAnOversizedBodyAreRefused() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let id = try await alice.createRecipe()

            // when / then: not an image, whatever it is called or declared as
            let text = try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.text, headers: ["Content-Type": "image/jpeg"])
            #expect(text.status == .unprocessableEntity)
            #expect(try text.json()["reason"] as? String == "That file is not a JPEG, PNG or WebP image.")
            let empty = try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", Data())
            #expect(empty.status == .badRequest)

            // a JPEG's start with more than the limit behind it
            let large = TestPhotos.jpeg + Data(count: UserRecipePhotos.maxBytes)
            #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", large).status == .payloadTooLarge)
            await #expect(throws: CodedProblem.self) {
                try await UserRecipePhotos(userID: UUID(), on: app.db).save(large, recipeID: UUID(), now: Date())
            }

            // and nothing was stored
            #expect(try await UserRecipePhoto.query(on: app.db).count() == 0)
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(id)/photo").status == .notFound)
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(id)").json()["image"] as? String == "/images/recipes/\(id).svg")
        }
    }

    /// A hostile sweep stored 500 MB of "photos" (a PNG header and zeros) from a 500 KB zip, three
    /// times running: an account's photos now take at most `UserRecipePhotos.maxTotalBytes`.
    @Test func anAccountsPhotosTakeAtMostItsShareAndAnImportSaysWhichCameWithout() async throws {
        try await withAccountsApp { app, _ in
            // given: photos of 8 MB each, a PNG's header and then padding
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let photo = TestPhotos.png + Data(count: UserRecipePhotos.maxBytes - TestPhotos.png.count)
            let fit = UserRecipePhotos.maxTotalBytes / photo.count
            var ids: [String] = []
            for _ in 0...fit { ids.append(try await alice.createRecipe()) }

            // when: as many as fit are stored, one on each recipe, and one more is sent
            for id in ids.prefix(fit) {
                #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", photo).status == .ok)
            }
            let refused = try await alice.sendBytes(.PUT, "/api/v1/recipes/\(ids[fit])/photo", photo)

            // then it is refused with the account's figures, and nothing of it is kept
            #expect(refused.status == .conflict, "\(refused.body.string)")
            #expect(try refused.json()["code"] as? String == "photo.quota-full")
            #expect(try refused.json()["reason"] as? String == "Your recipes' photos already take \(fit * 8) MB of the 100 MB an account may keep: remove a photo (or a recipe) first.")
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(ids[fit])/photo").status == .notFound)
            // while a photo that replaces one of them counts in its place
            #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(ids[0])/photo", photo).status == .ok)

            // and the recipe form with such a photo says why, and saves no recipe without it
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let boundary = "----quota"
            var form = Data()
            for (name, value) in [("csrf", try await browser.csrfToken()), ("title", "Over The Share"), ("servings", "2"),
                                  ("ingredients", "2 eggs"), ("instructions", "Fry.")] {
                form += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
            }
            form += Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"big.png\"\r\nContent-Type: image/png\r\n\r\n".utf8)
            form += photo + Data("\r\n--\(boundary)--\r\n".utf8)
            let page = try await browser.send(.POST, "/my-recipes", headers: ["Content-Type": "multipart/form-data; boundary=\(boundary)"], bytes: form)
            #expect(page.status == .conflict, "\(page.status)")
            #expect(page.body.string.contains("of the 100 MB an account may keep"))
            #expect(try await UserRecipe.query(on: app.db).count() == fit + 1)

            // and a collection's photos past the share come in as recipes without them, each listed
            var pancakes = CollectionFixture.AppRecipe(name: "Quota Pancakes", ingredients: ["2 eggs"], instructions: ["Fry."])
            pancakes.photo = photo
            let imported = try await CollectionImportTests.importAPI(app, alice, CollectionFixture.nextcloudZip([pancakes]))
            #expect(imported.status == .created, "\(imported.body.string.prefix(300))")
            #expect(imported.body.string.contains("photo.quota-full"), "\(imported.body.string.prefix(600))")
            #expect(try await UserRecipePhoto.query(on: app.db).count() == fit)
        }
    }

    @Test func nobodyButTheOwnerReachesThePhoto() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let id = try await alice.createRecipe()
            #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.png).status == .ok)
            let bobsBrowser = TestBrowser(app)
            try await bobsBrowser.signIn("bob")

            // then: another user gets 404 everywhere, as if there were nothing
            #expect(try await bob.send(.GET, "/my-recipes/\(id)/photo").status == .notFound)
            #expect(try await bobsBrowser.get("/my-recipes/\(id)/photo").status == .notFound)
            #expect(try await bob.send(.GET, "/api/v1/recipes/\(id)/photo").status == .notFound)
            #expect(try await bob.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.jpeg).status == .notFound)
            #expect(try await bob.send(.DELETE, "/api/v1/recipes/\(id)/photo").status == .notFound)
            // signed out: the page path answers 404 (no sign-in redirect that would confirm it exists)
            let anonymous = try await TestBrowser(app).get("/my-recipes/\(id)/photo")
            #expect(anonymous.status == .notFound)
            #expect(try await TestBrowser(app).get("/my-recipes/\(id)/photo?v=x").status == .notFound)
            // and the API, like all of it, asks for a token first
            #expect(try await TestAPIClient(app: app).send(.GET, "/api/v1/recipes/\(id)/photo").status == .unauthorized)
            #expect(try await TestAPIClient(app: app).sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.png).status == .unauthorized)
            #expect(try await TestAPIClient(app: app).send(.DELETE, "/api/v1/recipes/\(id)/photo").status == .unauthorized)

            // the photo is still Alice's, unchanged
            #expect(Data(buffer: try await alice.send(.GET, "/api/v1/recipes/\(id)/photo").body) == TestPhotos.png)

            // when Alice removes it
            #expect(try await alice.send(.DELETE, "/api/v1/recipes/\(id)/photo").status == .noContent)

            // then it is gone, and a second removal finds nothing
            #expect(try await alice.send(.GET, "/my-recipes/\(id)/photo").status == .notFound)
            #expect(try await alice.send(.DELETE, "/api/v1/recipes/\(id)/photo").status == .notFound)
            #expect(try await alice.send(.GET, "/api/v1/recipes/\(id)").json()["image"] as? String == "/images/recipes/\(id).svg")
        }
    }

    @Test func deletingTheRecipeDeletesItsPhoto() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let kept = try await alice.createRecipe("Kept Pudding")
            let gone = try await alice.createRecipe("Gone Pudding")
            #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(kept)/photo", TestPhotos.png).status == .ok)
            #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(gone)/photo", TestPhotos.jpeg).status == .ok)

            // when
            #expect(try await alice.send(.DELETE, "/api/v1/recipes/\(gone)").status == .noContent)

            // then
            let left = try await UserRecipePhoto.query(on: app.db).all()
            #expect(left.map(\.recipeID) == [UserRecipes.rowID(of: kept)].compactMap { $0 })
            #expect(try await alice.send(.GET, "/my-recipes/\(gone)/photo").status == .notFound)
        }
    }

    @Test func exportAndReimportKeepThePhotoBytes() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let withPhoto = try await alice.createRecipe("Photo Pudding")
            _ = try await alice.createRecipe("Plain Pudding")
            #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(withPhoto)/photo", TestPhotos.webp).status == .ok)

            // when
            let export = try await alice.send(.GET, "/api/v1/export")
            let document = try export.json()
            let photos = try #require(document["photos"] as? [[String: Any]])
            #expect(photos.count == 1)
            #expect(photos.first?["recipeId"] as? String == withPhoto)
            #expect(photos.first?["contentType"] as? String == "image/webp")
            #expect(photos.first?["data"] as? String == TestPhotos.webp.base64EncodedString())
            let carol = try await TestAPIClient.signedUp(app, "carol")
            let imported = try await carol.send(.POST, "/api/v1/import", json: export.body.string)

            // then carol's copy has the same bytes, under its new id
            #expect(imported.status == .ok, "\(imported.body.string)")
            let list = try await carol.send(.GET, "/api/v1/my-recipes").jsonArray("recipes")
            let newID = try #require(list.first { $0["title"] as? String == "Photo Pudding" }?["id"] as? String)
            #expect(newID != withPhoto)
            let served = try await carol.send(.GET, "/api/v1/recipes/\(newID)/photo")
            #expect(served.status == .ok && Data(buffer: served.body) == TestPhotos.webp)
            #expect(try await carol.send(.GET, "/api/v1/recipes/\(newID)").json()["image"] as? String != "/images/recipes/\(newID).svg")
            let plain = try #require(list.first { $0["title"] as? String == "Plain Pudding" }?["id"] as? String)
            #expect(try await carol.send(.GET, "/api/v1/recipes/\(plain)/photo").status == .notFound)
            #expect(try await UserRecipePhoto.query(on: app.db).count() == 2)
        }
    }

    @Test func anExportWhosePhotoIsNotAnImageIsRefusedWhole() async throws {
        try await withAccountsApp { app, _ in
            // given an export with a photo that was changed into text
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let id = try await alice.createRecipe("Photo Pudding")
            #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.png).status == .ok)
            var document = try await alice.send(.GET, "/api/v1/export").json()
            document["photos"] = [["recipeId": id, "contentType": "image/png", "data": TestPhotos.text.base64EncodedString()]]
            let carol = try await TestAPIClient.signedUp(app, "carol")

            // when
            let imported = try await carol.send(.POST, "/api/v1/import", json: try jsonBody(document))

            // then nothing at all was written, and the reason names the photo
            #expect(imported.status == .badRequest)
            let reason = try imported.json()["reason"] as? String ?? ""
            #expect(reason.contains("The photo of recipe \"\(id)\": That file is not a JPEG, PNG or WebP image."), "\(reason)")
            #expect(try await carol.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
        }
    }

    /// A browser sends a checkbox group as repeated parts of the same name, one or several, beside
    /// an empty file part when no photo is chosen.
    @Test(arguments: [["dessert"], ["dessert", "snack"], []])
    func theFormsMealTypesComeThroughMultipart(_ meals: [String]) async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let created = try await browser.postMultipart("/my-recipes", fields: RecipePhotoTests.formFields + meals.map { ("mealTypes", $0) },
                                                          file: ("photo", "", "application/octet-stream", Data()))
            #expect(created.status == .seeOther, "\(created.body.string)")
            let row = try #require(try await UserRecipe.query(on: app.db).first())
            #expect(Set(row.mealTypes) == Set(meals))  // kept in the meal order, not the form's
        }
    }

    @Test func theRecipeFormUploadsShowsAndRemovesThePhoto() async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when a new recipe is saved with a photo
            let created = try await browser.postMultipart("/my-recipes", fields: RecipePhotoTests.formFields,
                                                          file: ("photo", "pudding.png", "image/png", TestPhotos.png))

            // then
            #expect(created.status == .seeOther, "\(created.body.string)")
            let recipePath = try #require(created.location).split(separator: "?").first.map(String.init) ?? ""
            let id = String(recipePath.dropFirst("/recipes/".count))
            let userID = try #require(try await User.query(on: app.db).first()?.id)
            let photo = try #require(try await UserRecipes(userID: userID, on: app.db).find(id)?.photoTag)
            let photoURL = "/my-recipes/\(id)/photo?v=\(photo)"
            #expect(try await browser.get(recipePath).body.string.contains("src=\"\(photoURL)\""))
            #expect(try await browser.get("/my-recipes").body.string.contains(photoURL))
            let edit = try await browser.get("/my-recipes/\(id)/edit").body.string
            #expect(edit.contains("enctype=\"multipart/form-data\""))
            #expect(edit.contains("name=\"removePhoto\""))
            #expect(Data(buffer: try await browser.get(photoURL).body) == TestPhotos.png)

            // when a text file named .jpg is sent instead
            let refused = try await browser.postMultipart("/my-recipes/\(id)", fields: RecipePhotoTests.formFields,
                                                          file: ("photo", "notes.jpg", "image/jpeg", TestPhotos.text))

            // then the form says why, and the photo stays
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("That file is not a JPEG, PNG or WebP image."))
            #expect(Data(buffer: try await browser.get(photoURL).body) == TestPhotos.png)

            // when saved with no file chosen (browsers send an empty part): the photo stays
            let kept = try await browser.postMultipart("/my-recipes/\(id)", fields: RecipePhotoTests.formFields,
                                                       file: ("photo", "", "application/octet-stream", Data()))
            #expect(kept.status == .seeOther)
            #expect(try await browser.get(photoURL).status == .ok)

            // when "Remove photo" is ticked
            let removed = try await browser.postMultipart("/my-recipes/\(id)", fields: RecipePhotoTests.formFields + [("removePhoto", "1")], file: nil)

            // then the drawn picture is back
            #expect(removed.status == .seeOther)
            #expect(try await browser.get(photoURL).status == .notFound)
            #expect(try await browser.get(recipePath).body.string.contains("/images/recipes/\(id).svg"))
        }
    }
}
