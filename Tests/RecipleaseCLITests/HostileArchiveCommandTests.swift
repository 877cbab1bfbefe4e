import Foundation
@testable import RecipleaseCLI
import RecipleaseBench
import Testing

/// `reciplease import` of a zip whose directory lies ends with a message and a failing status,
/// whether it saves into an account or only prints.
struct HostileArchiveCommandTests {
    @Test(arguments: HostileZip.allCases)
    func aZipThatLiesIsRefusedInWords(_ zip: HostileZip) async throws {
        // given alice's data folder and the zip on disk
        let data = try await ExportOutputCommandTests.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let file = data + "/\(zip.rawValue).zip"
        #expect(FileManager.default.createFile(atPath: file, contents: zip.data))

        // when it is imported into her account
        let failure = try #require(try await ExportOutputCommandTests.run(["import", file, "--user", "alice", "--data-dir", data]), "\(zip)")

        // then: a file's content is no mistake in the command's words, so no usage and exit 1
        #expect(failure.status == 1)
        #expect(failure.message.contains("the archive is damaged"), "\(zip): \(failure.message)")

        // and printing it fails too, naming the file
        let printing = try #require(try await ExportOutputCommandTests.run(["import", "--print", file]))
        #expect(printing.status == 1)
        #expect(printing.message.hasPrefix(file + ": the archive is damaged"), "\(printing.message)")
    }

    @Test func aZipNoAppWroteIsSaidToBeOneThroughBothDoors() async throws {
        // given a zip of notes (as a Mealie database backup is to the readers) beside alice's data
        let data = try await ExportOutputCommandTests.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        var zip = StoredZip()
        zip.add("notes.txt", Data("shopping on Friday".utf8))
        let file = data + "/notes.zip"
        #expect(FileManager.default.createFile(atPath: file, contents: zip.finish()))

        // when it is imported or printed, then both say what the web says, not "this page has no
        // schema.org Recipe data" (migration probe, 2026-12-07)
        for arguments in [["import", file, "--user", "alice", "--data-dir", data], ["import", "--print", file]] {
            let failure = try #require(try await ExportOutputCommandTests.run(arguments))
            #expect(failure.status == 1)
            #expect(failure.message.contains("The archive holds no collection Reciplease can read"), "\(failure.message)")
            #expect(!failure.message.contains("schema.org"))
        }
    }

    @Test(arguments: ["random.paprikarecipes", "one.paprikarecipe", "cookbook.zip"])
    func bytesNamedAsAnArchiveAreSaidToBeNoneThroughBothDoors(_ name: String) async throws {
        // given random bytes (and text) named as an archive, beside alice's data
        let data = try await ExportOutputCommandTests.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let file = data + "/" + name
        #expect(FileManager.default.createFile(atPath: file, contents: Data("no archive at all, nor a page \u{1}\u{2}".utf8)))

        // when it is imported or printed, then both say what the web says (the command line said
        // "this page has no schema.org Recipe data"; import probe, 2026-12-07)
        for arguments in [["import", file, "--user", "alice", "--data-dir", data], ["import", "--print", file]] {
            let failure = try #require(try await ExportOutputCommandTests.run(arguments))
            #expect(failure.status == 1)
            #expect(failure.message.contains("neither a zip nor a gzip archive"), "\(failure.message)")
            #expect(!failure.message.contains("schema.org"))
        }
    }

    @Test func aFileThatCannotBeReadIsSaidWithoutTheUsage() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).zip").path
        let failure = try #require(try await ExportOutputCommandTests.run(["import", "--print", missing]))
        #expect(failure == ("no file at \(missing)", 1))
    }
}

/// An app's recipe file none of whose recipes can be read fails the command, where one whose
/// recipes partly come in lists the others and succeeds.
struct UnreadableCollectionCommandTests {
    /// `text` as a gzip file whose deflate stream is stored blocks (RFC 1951 §3.2.4), its CRC and
    /// size written as gzip writes them (the reader checks them).
    static func storedGzip(_ text: String) -> Data {
        CollectionFixture.gzip(Data(text.utf8))
    }

    @Test func aPaprikaRecipeThatIsNoJSONFailsBothDoors() async throws {
        // given a Paprika recipe file whose gzip holds no JSON, beside alice's data folder
        let data = try await ExportOutputCommandTests.dataFolder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        let file = data + "/soup.paprikarecipe"
        #expect(FileManager.default.createFile(atPath: file, contents: Self.storedGzip("this is no recipe")))

        // when it is printed: it said "Failed: ..." and exited 0 with nothing printed
        let printing = try #require(try await ExportOutputCommandTests.run(["import", "--print", file]))
        #expect(printing.status == 1)
        #expect(printing.message.contains("none of its recipes could be read (1 failed"), "\(printing.message)")

        // and when it is imported into her account: "0 new, 0 already there, 1 failed" and exit 0
        let saving = try #require(try await ExportOutputCommandTests.run(["import", file, "--user", "alice", "--data-dir", data]))
        #expect(saving.status == 1)
        #expect(saving.message.contains("none of its recipes could be read (1 failed"), "\(saving.message)")
    }

    @Test(arguments: ["nutrition", "pages"])
    func aBenchOverNoPagesFailsRatherThanReportNoError(_ bench: String) async throws {
        // an empty folder printed "median error 0.0 %" and exited 0
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("reciplease-no-pages-\(UUID())").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let failure = try #require(try await ExportOutputCommandTests.run(["bench", bench, "--pages", empty]))
        #expect(failure.status == 1)
        #expect(failure.message.hasPrefix("--pages: no"), "\(failure.message)")
    }
}
