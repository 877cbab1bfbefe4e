import Foundation
@testable import RecipleaseServer
import Synchronization
import Testing
import VaporTesting

/// A user has one import upload waiting or running, export documents included: each waiting
/// upload holds its body (up to 200 MB) in the server's memory, so a second is refused with 429
/// rather than queued; another user's upload still waits its turn.
struct ExportImportOneUserTests {
    @Test func aSecondExportOfOneUserIsRefusedWhileTheFirstIsWritten() async throws {
        try await withAccountsApp { app, _ in
            // given alice's export under way (held open here), and bob's account
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let aliceID = try await alice.accountID()
            let held = AsyncSemaphore(0), started = AsyncSemaphore(0)
            let first = Task {
                try await app.importSlots.exports.run(for: aliceID, whenFull: { _ in ExportUnderWay(code: "export.under-way") }) {
                    await started.release()
                    await held.acquire()
                }
            }
            await started.acquire()
            // when alice asks for another, and bob for his
            let refused = try await alice.send(.GET, "/api/v1/export")
            let bobs = try await bob.send(.GET, "/api/v1/export")
            // then alice's is refused at once, told when to come back; bob's is written
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: .retryAfter) == "2")
            #expect(refused.reason.contains("already being written"), "\(refused.body.string)")
            #expect(bobs.status == .ok)
            // and once hers is done, another is written
            await held.release()
            try await first.value
            #expect(try await alice.send(.GET, "/api/v1/export").status == .ok)
        }
    }

    /// The slot is held until the bytes are sent: given back when the document was made, one
    /// account's slow readers held 16 exports of 123 MB at once (tenth sweep, 2026-12-07).
    @Test func anExportHoldsItsSlotUntilItsBodyIsSentAndGivesItBackOnce() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let aliceID = try await alice.accountID()
            // an export read whole gives its slot back, so the next one is written
            for _ in 0..<3 {
                let export = try await alice.send(.GET, "/api/v1/export")
                #expect(export.status == .ok)
                #expect(export.body.readableBytes > 0)
                #expect(try export.json()["format"] != nil || export.body.string.contains("recipes"))
                #expect(try await Eventually.holds { await app.importSlots.exports.underWay(of: aliceID) == 0 })
            }
            // a HEAD, whose body is never written, gives it back too
            #expect(try await alice.send(.HEAD, "/api/v1/export").status == .ok)
            #expect(try await Eventually.holds { await app.importSlots.exports.underWay(of: aliceID) == 0 })
            #expect(try await alice.send(.GET, "/api/v1/export").status == .ok)
            // a slot taken and not yet given back (a body still being sent) refuses the next
            let slots = app.importSlots.exports
            try await slots.take(for: aliceID, whenFull: { _ in ExportUnderWay(code: "export.under-way") })
            #expect(try await alice.send(.GET, "/api/v1/export").status == .tooManyRequests)
            // given back once however often it is said
            let giveBack = SlotReturn(slots, user: aliceID)
            giveBack()
            giveBack()
            #expect(try await Eventually.holds { await slots.underWay(of: aliceID) == 0 })
            try await slots.take(for: aliceID, whenFull: { _ in ExportUnderWay(code: "export.under-way") })
            giveBack()
            #expect(await slots.underWay(of: aliceID) == 1)
            await slots.giveBack(for: aliceID)
            #expect(try await alice.send(.GET, "/api/v1/export").status == .ok)
        }
    }

    @Test func aSecondUploadOfOneUserIsRefusedWhileTheFirstWaits() async throws {
        try await withAccountsApp { app, _ in
            // given alice's and bob's export documents, and the line of export imports held by another import
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let (aliceID, bobID) = (try await alice.accountID(), try await bob.accountID())
            let basil = try ExportImportBoundsTests.document(["pantry": [["name": "basil", "ticked": false, "createdAt": "2026-01-01T00:00:00Z"]]])
            let thyme = try ExportImportBoundsTests.document(["pantry": [["name": "thyme", "ticked": false, "createdAt": "2026-01-01T00:00:00Z"]]])
            let gate = OneAtATime.exportImports
            let answered = Flag()
            let (refusedAtOnce, first, second, collection, bobs, bobsWaits) = try await gate.run {
                () async throws -> (Bool, Task<TestingHTTPResponse, any Error>, Task<TestingHTTPResponse, any Error>, TestingHTTPResponse?, Task<TestingHTTPResponse, any Error>?, Bool) in
                let first = Task { try await ExportImportBoundsTests.upload(alice, basil) }
                _ = try await Eventually.holds { await gate.waitingCount(for: aliceID) == 1 }
                // when alice sends another document while hers waits (were it let into the line, it
                // would wait there for this turn: it is awaited once answered or in the line)
                let second = Task {
                    defer { answered.set() }
                    return try await ExportImportBoundsTests.upload(alice, thyme)
                }
                _ = try await Eventually.holds { await gate.waitingCount(for: aliceID) > 1 || answered.isSet }
                guard answered.isSet else { return (false, first, second, nil, nil, false) }
                // and a collection; and bob sends his document
                let collection = try await CollectionImportTests.importAPI(app, alice, CollectionImportTests.cookbook())
                let bobs = Task { try await ExportImportBoundsTests.upload(bob, thyme) }
                let bobsWaits = try await Eventually.holds { await gate.waitingCount(for: bobID) == 1 }
                return (true, first, second, collection, bobs, bobsWaits)
            }

            // then alice's second document and her collection are refused at once, with when to
            // come back and why
            #expect(refusedAtOnce, "alice's second upload joined the line")
            for answer in [try await second.value] + (collection.map { [$0] } ?? []) {
                #expect(answer.status == .tooManyRequests, "\(answer.status) \(answer.body.string)")
                #expect(answer.headers.first(name: "Retry-After") == "60")
                #expect(try answer.json()["code"] as? String == "import.collection-under-way")
                #expect(answer.reason.contains("still under way"), "\(answer.reason)")
            }
            let bobsAnswer = try await bobs?.value
            // and bob's waited its turn, and both first uploads are imported
            #expect(bobsWaits)
            #expect(try await first.value.status == .ok)
            #expect(bobsAnswer?.status == .ok)
            let names = { (client: TestAPIClient) in try await client.send(.GET, "/api/v1/pantry").jsonArray("items").compactMap { $0["name"] as? String } }
            #expect(try await names(alice) == ["basil"])
            #expect(try await names(bob) == ["thyme"])
            // and once hers is done, alice may send the other
            #expect(try await ExportImportBoundsTests.upload(alice, thyme).status == .ok)
            #expect(Set(try await names(alice)) == ["basil", "thyme"])
        }
    }
}

/// Set once, read from any task.
private final class Flag: Sendable {
    private let state = Mutex(false)
    var isSet: Bool { state.withLock { $0 } }
    func set() { state.withLock { $0 = true } }
}
