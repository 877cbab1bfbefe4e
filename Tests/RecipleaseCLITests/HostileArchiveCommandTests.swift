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

    @Test func aFileThatCannotBeReadIsSaidWithoutTheUsage() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID()).zip").path
        let failure = try #require(try await ExportOutputCommandTests.run(["import", "--print", missing]))
        #expect(failure == ("no file at \(missing)", 1))
    }
}
