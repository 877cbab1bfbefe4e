import Foundation
import NIOCore
import RecipleaseBench
import RecipleaseMigrate
@testable import RecipleaseServer
import Testing
import VaporTesting

/// A zip whose directory lies (sizes and offsets past 2^63 or past the file, counts that do not
/// match) is refused as damaged through each door a user has, and the server answers on.
struct HostileArchiveImportTests {
    @Test(arguments: HostileZip.allCases)
    func theAPIRefusesAZipThatLiesAndAnswersTheNextRequest(_ zip: HostileZip) async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when
            let response = try await CollectionImportTests.importAPI(app, alice, zip.data)

            // then
            #expect(response.status == .unprocessableEntity, "\(zip): \(response.status) \(response.body.string)")
            #expect(try response.json()["code"] as? String == "import.archive-damaged", "\(zip)")
            #expect(response.reason.contains("damaged"), "\(zip): \(response.reason)")
            // and the server is still there, with nothing saved
            let mine = try await alice.send(.GET, "/api/v1/my-recipes")
            #expect(mine.status == .ok)
            #expect(try mine.jsonArray("recipes").isEmpty)
        }
    }

    @Test(arguments: HostileZip.allCases)
    func theFormRefusesAZipThatLiesAndAnswersTheNextRequest(_ zip: HostileZip) async throws {
        try await withAccountsApp { app, _ in
            // given
            let browser = TestBrowser(app)
            try await browser.signUp("alice")

            // when
            let response = try await CollectionImportTests.postFile(browser, zip.data, fileName: "Recipes.zip", job: UUID().uuidString)

            // then
            #expect(response.status == .unprocessableEntity, "\(zip): \(response.status)")
            #expect(response.body.string.contains("the archive is damaged"), "\(zip)")
            #expect(try await browser.get("/my-recipes").status == .ok)
        }
    }

    @Test func longTitlesOfRecipesThatFailAreShortenedInTheSummaryAndTheJob() async throws {
        try await withAccountsApp { app, _ in
            // given a collection of 40 recipes titled with 50,000 characters each, which no
            // recipe may keep (the summary kept each twice, as the item and in the reason: a
            // 632 KB upload made a 503 MB summary, stored and rebuilt on every look)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let long = (1...40).map { number in
                CollectionFixture.AppRecipe(name: "\(number) " + String(repeating: "T", count: 50_000), ingredients: ["2 eggs"], instructions: ["Cook."])
            }
            let job = UUID()

            // when it is imported
            let response = try await CollectionImportTests.importAPI(app, alice, CollectionFixture.nextcloudZip(long), job: job)

            // then each recipe is listed as failed, its title cut with "…" in the item and the reason
            #expect(response.status == .ok, "\(response.status) \(response.body.string.prefix(300))")
            let summary = try #require(try response.json()["collection"] as? [String: Any])
            let failed = try #require(summary["failed"] as? [[String: Any]])
            #expect(failed.count == 40)
            for failure in failed {
                let item = failure["item"] as? String ?? ""
                #expect(item.count == 120 && item.hasSuffix("…") && item.hasPrefix(String(item.prefix { $0 != " " }) + " TTT"), "\(item.count)")
                #expect((failure["reason"] as? String ?? "").count < 600, "\(String(describing: failure["reason"]).prefix(300))")
            }
            // and the answer, the stored job and its page stay small
            #expect(response.body.readableBytes < 60_000)
            let stored = try await alice.send(.GET, "/api/v1/import/jobs/\(job.uuidString)")
            #expect(stored.status == .ok && stored.body.readableBytes < 60_000, "\(stored.body.readableBytes)")
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let page = try await browser.get("/import/jobs/\(job.uuidString)")
            #expect(page.status == .ok && page.body.readableBytes < 150_000, "\(page.body.readableBytes)")
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").isEmpty)
        }
    }
}

/// What the directory check says of each lie, and that a ZIP64 archive telling the truth opens.
struct ZipDirectoryCheckTests {
    @Test(arguments: [
        (HostileZip.sizeOfAllOnes, "entry 2 claims more bytes than any file holds"),
        (.localHeaderAtTwoToThe63, "entry 1's local header is not where the directory says"),
        (.directoryPastTheEnd, "the central directory lies outside the file"),
        (.zip64DirectoryAtTwoToThe63, "the central directory lies outside the file"),
        (.moreEntriesThanPresent, "the directory claims 3 entries, more than it has room for"),
        (.entryOnAnotherDisk, "the archive spans several disks"),
    ])
    func eachLieIsRefusedWithItsReason(_ zip: HostileZip, _ reason: String) throws {
        #expect(throws: ImportArchiveError.damaged(reason)) { try ImportArchive.paths(ofZip: zip.data) }
        #expect(throws: ImportArchiveError.damaged(reason)) { try ImportArchive.entries(ofZip: zip.data) }
        #expect(!ImportArchive.Limits.small.exceeded(byDirectoryOf: zip.data))
    }

    /// Found by the zip fuzzer: the check took any name ending in "/" for a folder, so a file
    /// named "notes/" with a file's mode, which ZIPFoundation unpacks, was left out of the count
    /// and the bytes the directory claims.
    @Test func aFileNamedLikeAFolderCountsTowardTheLimits() throws {
        let zip = HostileZip.fileNamedLikeAFolder
        #expect(try ImportArchive.paths(ofZip: zip).count == 2)
        #expect(ImportArchive.Limits(unpackedBytes: 1_000_000, files: 1).exceeded(byDirectoryOf: zip))
        #expect(ImportArchive.Limits(unpackedBytes: 2_000, files: 10).exceeded(byDirectoryOf: zip))
        #expect(!ImportArchive.Limits(unpackedBytes: 1_000_000, files: 2).exceeded(byDirectoryOf: zip))
    }

    @Test func anHonestZip64ArchiveOpensAndItsRecipeComesIn() async throws {
        #expect(try ImportArchive.paths(ofZip: HostileZip.honestZip64) == ["Recipes/Hostile Soup/recipe.json"])
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let response = try await CollectionImportTests.importAPI(app, alice, HostileZip.honestZip64)
            #expect(response.status == .created, "\(response.body.string)")
            #expect(try await alice.send(.GET, "/api/v1/my-recipes").jsonArray("recipes").count == 1)
        }
    }
}
