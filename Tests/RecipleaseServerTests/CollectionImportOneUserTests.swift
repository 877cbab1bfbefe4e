import Foundation
import RecipleaseBench
import RecipleaseMigrate
@testable import RecipleaseServer
import Testing
import VaporTesting

/// One user has one collection import in the lines at a time, in one line or across the two: two
/// side by side would each count the user's recipes once, before the other wrote, and save a recipe
/// of both twice; and each waiting upload holds its body. Another sent meanwhile is refused, 429.
struct CollectionImportOneUserTests {
    /// A Nextcloud zip of "Dish n" for each number, one recipe file each.
    static func dishes(_ numbers: ClosedRange<Int>) -> Data {
        CollectionFixture.nextcloudZip(numbers.map { CollectionFixture.AppRecipe(name: "Dish \($0)", ingredients: ["\($0) g flour", "1 egg"], instructions: ["Mix."]) })
    }

    @Test func aSecondUploadWhileOneIsUnderWayIsRefusedAndNoRecipeComesInTwice() async throws {
        try await withAccountsApp { app, _ in
            // given alice's large collection (more files than the small line takes) whose last
            // recipes are also in a small one
            // (with time enough for the whole of it in one turn: on a loaded machine the 60 s budget
            // ended the large import at 300 recipes, and this test is about one import at a time)
            app.settings.collectionImportSeconds = 3_600
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let files = ImportArchive.Limits.small.files
            let large = Self.dishes(0...files), small = Self.dishes(files - 50...files)
            #expect(ImportArchive.Limits.small.exceeded(byDirectoryOf: large))
            #expect(!ImportArchive.Limits.small.exceeded(byDirectoryOf: small))

            // when the large import has saved its first batch
            let job = UUID()
            let largeImport = Task { try await CollectionImportTests.importAPI(app, alice, large, job: job) }
            let saving = try await Eventually.holds {
                let progress = try await alice.send(.GET, "/api/v1/import/jobs/\(job.uuidString)")
                guard progress.status == .ok else { return false }
                return try progress.json()["done"] as? Int ?? 0 > 0
            }
            #expect(saving)
            // and the small one is sent meanwhile
            let refused = try await CollectionImportTests.importAPI(app, alice, small)
            let largeAnswer = try await largeImport.value

            // then the small one is refused at once, with when to come back and why
            #expect(refused.status == .tooManyRequests, "\(refused.status) \(refused.body.string)")
            #expect(refused.headers.first(name: "Retry-After") == "3600") // a turn's budget
            #expect(try refused.json()["code"] as? String == "import.collection-under-way")
            #expect(refused.reason.contains("still under way"))
            #expect(largeAnswer.status == .created, "\(largeAnswer.body.string)")

            // and sent again once the large one is done, its recipes are found already there
            let again = try await CollectionImportTests.importAPI(app, alice, small)
            #expect(again.status == .ok, "\(again.body.string)")
            let summary = try #require(try again.json()["collection"] as? [String: Any])
            #expect((summary["added"] as? Int, summary["existing"] as? Int) == (0, 51))
            let titles = try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").compactMap { $0["title"] as? String }
            #expect(titles.count == files + 1)
            #expect(Set(titles).count == titles.count)
        }
    }

    @Test func theFormRefusesASecondUploadWhileOneWaitsInLine() async throws {
        try await withAccountsApp { app, _ in
            // given alice's upload waiting for the large line, held here as a long import would hold it
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let browser = TestBrowser(app)
            _ = try await browser.signIn("alice")
            let line = OneAtATime.collectionImports
            let (held, holding) = AsyncStream<Void>.makeStream()
            let (release, releasing) = AsyncStream<Void>.makeStream()
            let holder = Task { try await line.run { holding.yield(); for await _ in release {} } }
            for await _ in held { break }
            let large = Self.dishes(0...ImportArchive.Limits.small.files)
            let upload = Task { try await CollectionImportTests.importAPI(app, alice, large) }
            // (her own upload: the line is the process's, and other suites' imports may wait in it too)
            let aliceID = try await alice.accountID()
            let waited = try await Eventually.holds { await line.waitingCount(for: aliceID) > 0 }

            // when she sends another file through the form meanwhile
            let refused = try await CollectionImportTests.postFile(browser, CollectionImportTests.cookbook(), fileName: "cookbook.zip", job: UUID().uuidString)
            releasing.finish()
            try await holder.value

            // then it is refused with the reason, and the first one still comes in
            #expect(waited)
            #expect(refused.status == .tooManyRequests)
            #expect(refused.body.string.contains("still under way"))
            #expect(try await upload.value.status == .created)
        }
    }

    @Test func usersSendingTheSameJobIDAtOnceAreEachAnswered() async throws {
        try await withAccountsApp { app, _ in
            // given four users and one job id (the form's, or one made up)
            var clients: [TestAPIClient] = []
            for name in ["alice", "bob", "carol", "dave"] { clients.append(try await TestAPIClient.signedUp(app, name)) }
            let job = UUID()

            // when they all send a collection under it at once
            let answers = try await withThrowingTaskGroup(of: TestingHTTPResponse.self) { group in
                for client in clients { group.addTask { try await CollectionImportTests.importAPI(app, client, CollectionImportTests.cookbook(), job: job) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // then each import is answered and lands under an id of its own
            #expect(answers.map(\.status) == Array(repeating: .created, count: 4), "\(answers.map(\.body.string))")
            let jobs = try answers.compactMap { try ($0.json()["collection"] as? [String: Any])?["job"] as? String }
            #expect(Set(jobs).count == 4)
        }
    }
}
