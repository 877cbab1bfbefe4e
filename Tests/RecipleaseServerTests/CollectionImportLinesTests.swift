import Foundation
import NIOCore
import RecipleaseBench
import RecipleaseCore
import RecipleaseMigrate
@testable import RecipleaseServer
import Testing
import VaporTesting

/// One user's large collection must not keep another user's import waiting: small uploads have a
/// line of their own, and each line serves users in turn. Shown by order, not by time.
struct CollectionImportLinesTests {
    /// A Mealie export of `count` recipes that each fail the recipe form's rules (`lines`
    /// ingredient lines each, more than a recipe may have, or none): the collection a hostile
    /// review sent, in small.
    static func failingCollection(count: Int, lines: Int) -> Data {
        let lines = (0..<lines).map { "\($0) cups of flour, sifted twice" }
        return CollectionFixture.mealieZip((0..<count).map { CollectionFixture.AppRecipe(name: "Heavy \($0)", ingredients: lines, instructions: ["Mix."]) })
    }

    @Test func aSmallImportIsNotHeldBehindALargeOne() async throws {
        try await withAccountsApp { app, _ in
            // given alice's collection of more files than a small import holds, and bob's small one
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let large = Self.failingCollection(count: ImportArchive.Limits.small.files + 1, lines: 0)
            #expect(ImportArchive.Limits.small.exceeded(byDirectoryOf: large))
            let line = OneAtATime.collectionImports
            // (her own upload: the line is the process's, and other suites' imports may wait in it too)
            let aliceID = try await alice.accountID()

            // when alice's import waits for the large line, held here as a long import would hold it
            let (aliceWaited, bobCameIn, upload, bobs) = try await line.run { () async throws -> (Bool, Bool, Task<TestingHTTPResponse, any Error>, Task<TestingHTTPResponse, any Error>) in
                let upload = Task { try await CollectionImportTests.importAPI(app, alice, large) }
                let waited = try await Eventually.holds { await line.waitingCount(for: aliceID) > 0 }
                // and bob imports his small collection meanwhile
                let bobs = Task { try await CollectionImportTests.importAPI(app, bob, CollectionImportTests.cookbook()) }
                let done = Flag()
                Task { _ = try? await bobs.value; await done.raise() }
                return (waited, try await Eventually.holds { await done.raised }, upload, bobs)
            }

            // then bob's came in while alice's was still in line
            #expect(aliceWaited)
            #expect(bobCameIn)
            let bobsAnswer = try await bobs.value
            #expect(bobsAnswer.status == .created, "\(bobsAnswer.body.string)")
            let bobsSummary = try #require(try bobsAnswer.json()["collection"] as? [String: Any])
            #expect(bobsSummary["added"] as? Int == 3)
            // and alice's ran once the line was free: every recipe listed as failed, with the rule
            let alices = try await upload.value
            #expect(alices.status == .ok, "\(alices.body.string)")
            let summary = try #require(try alices.json()["collection"] as? [String: Any])
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.count == ImportArchive.Limits.small.files + 1)
            #expect((failed.first?["reason"] as? String ?? "").contains("ingredient"))
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
        }
    }

    @Test func anImportPastItsTimeStillSavesABatchAndTheNextUploadsBringInTheRest() async throws {
        try await withAccountsApp { app, _ in
            // given an import whose time is spent before it starts (as when unpacking took it all),
            // and a collection of more recipes than one batch
            let alice = try await TestAPIClient.signedUp(app, "alice")
            app.settings.collectionImportSeconds = 0
            let batch = CollectionImporter.batchSize
            let zip = CollectionFixture.generatedNextcloudZip(count: 2 * batch + 20, photos: false)

            // when alice imports it
            let first = try await CollectionImportTests.importAPI(app, alice, zip)

            // then one batch is saved, and each recipe it did not reach is listed with why and what to do
            #expect(first.status == .created, "\(first.body.string)")
            let summary = try #require(try first.json()["collection"] as? [String: Any])
            #expect(summary["added"] as? Int == batch)
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.count == batch + 20)
            #expect(failed.allSatisfy { ($0["code"] as? String) == "collection.out-of-time" })
            #expect(failed.allSatisfy { ($0["reason"] as? String ?? "").contains("import the same file again") })

            // when the same file comes again, still without time: the recipes already in cost no
            // batch of their own, so each upload brings in more until all are in
            var counts: [Int] = []
            for _ in 0..<2 {
                let again = try await CollectionImportTests.importAPI(app, alice, zip)
                #expect(again.status == .created, "\(again.body.string)")
                counts.append(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").count)
            }
            #expect(counts == [2 * batch, 2 * batch + 20])
        }
    }

    @Test func aLineServesTheUserWaitingLongestSinceTheirLastTurnFirst() async throws {
        // given a line held by alice, then two more of hers waiting, then one of bob's
        let line = OneAtATime()
        let (alice, bob) = (UUID(), UUID())
        let order = TurnLog<String>()
        let waiting = try await line.run(for: alice) { () async throws -> [Task<Void, any Error>] in
            var waiting: [Task<Void, any Error>] = []
            for (name, user) in [("alice 2", alice), ("alice 3", alice), ("bob 1", bob)] {
                let before = await line.waitingCount
                waiting.append(Task { try await line.run(for: user) { await order.append(name) } })
                let queued = try await Eventually.holds { await line.waitingCount == before + 1 }
                #expect(queued)
            }
            return waiting
        }
        // when the turns pass
        for task in waiting { try await task.value }
        // then bob's comes before alice's others, though it came last
        #expect(await order.entries == ["bob 1", "alice 2", "alice 3"])
    }

    @Test func workWithoutAUserIsServedInOrderOfArrival() async throws {
        let line = OneAtATime()
        let order = TurnLog<Int>()
        let waiting = try await line.run { () async throws -> [Task<Void, any Error>] in
            var waiting: [Task<Void, any Error>] = []
            for number in 1...3 {
                waiting.append(Task { try await line.run { await order.append(number) } })
                let queued = try await Eventually.holds { await line.waitingCount == number }
                #expect(queued)
            }
            return waiting
        }
        for task in waiting { try await task.value }
        #expect(await order.entries == [1, 2, 3])
    }
}

/// Who had a turn, in order.
private actor TurnLog<Entry: Sendable> {
    private(set) var entries: [Entry] = []
    func append(_ entry: Entry) { entries.append(entry) }
}

/// Raised once, by another task.
private actor Flag {
    private(set) var raised = false
    func raise() { raised = true }
}
