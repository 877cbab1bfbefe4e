import FluentKit
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A write the database refuses by a constraint (unique or foreign key) that no store answered
/// for itself: a request at the same moment changed what this one read. It is a 409 with a
/// reason, never a 500. Routes of the test's own throw the database's kind of error, since the
/// races that lead there (a household dissolved while a member saves into it) cannot be timed.
struct ConflictAnswerTests {
    struct Refused: DatabaseError, Error {
        var isSchemaError: Bool { false }
        var isConnectionClosed: Bool { false }
        var isSyntaxError: Bool { false }
        var isConstraintFailure: Bool { true }
    }

    struct Broken: DatabaseError, Error {
        var isSchemaError: Bool { false }
        var isConnectionClosed: Bool { false }
        var isSyntaxError: Bool { false }
        var isConstraintFailure: Bool { false }
    }

    @Test func aRefusedWriteIsAConflictInTheAPIAndOnPages() async throws {
        try await withConfiguredApp(settings: Settings(passwordCost: 4), store: TestLibrary.store()) { app in
            app.get("api", "test", "refused") { _ -> String in throw Refused() }
            app.get("test", "refused") { _ -> String in throw Refused() }
            app.get("api", "test", "broken") { _ -> String in throw Broken() }

            // when the API's write is refused
            let api = try await app.testing().sendRequest(.GET, "/api/test/refused")
            // then 409 with a reason to act on
            #expect(api.status == .conflict)
            #expect(try api.json()["code"] as? String == "request.conflict", "\(api.body.string)")
            #expect(api.body.string.contains("Try again"))

            // and a page says it in the reader's language
            let page = try await app.testing().sendRequest(.GET, "/test/refused", headers: ["Accept-Language": "fr"])
            #expect(page.status == .conflict)
            #expect(page.body.string.contains("Réessayez"))

            // while any other failure of the database stays a failure of ours, without its internals
            let broken = try await app.testing().sendRequest(.GET, "/api/test/broken")
            #expect(broken.status == .internalServerError)
            #expect(!broken.body.string.contains("Broken"))
        }
    }

    @Test func aFailureWhileTheServerStopsIsUnavailableNotAnError() async throws {
        try await withConfiguredApp(settings: Settings(passwordCost: 4), store: TestLibrary.store()) { app in
            app.get("api", "test", "broken") { _ -> String in throw Broken() }
            app.get("test", "broken") { _ -> String in throw Broken() }
            app.get("api", "test", "refused") { _ -> String in throw Refused() }

            // given the process was told to stop (SIGTERM)
            app.stopping.begin()

            // when a request in flight fails as the database closes
            let api = try await app.testing().sendRequest(.GET, "/api/test/broken")
            // then 503 with a reason and a time to try again, not 500
            #expect(api.status == .serviceUnavailable)
            #expect(try api.json()["code"] as? String == "server.stopping")
            #expect(api.headers.first(name: "Retry-After") == "1")
            let page = try await app.testing().sendRequest(.GET, "/test/broken", headers: ["Accept-Language": "fr"])
            #expect(page.status == .serviceUnavailable)
            #expect(page.body.string.contains("Le serveur s'arrête") || page.body.string.contains("Le serveur s&#39;arrête"), "\(page.body.string)")
            // while a write that failed may have been made: look before sending it again
            app.post("api", "test", "broken") { _ -> String in throw Broken() }
            let write = try await app.testing().sendRequest(.POST, "/api/test/broken")
            #expect(write.status == .serviceUnavailable)
            #expect(try write.json()["code"] as? String == "server.stopping")
            #expect(write.headers.first(name: "Retry-After") == nil)
            #expect(write.body.string.contains("check whether it took effect"))
            // and a refusal stays what it was
            #expect(try await app.testing().sendRequest(.GET, "/api/test/refused").status == .conflict)
        }
    }
}
