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

        // then
        #expect(failure.status != 0)
        #expect(failure.message.contains("the archive is damaged"), "\(zip): \(failure.message)")

        // and printing it fails too, naming the file
        let printing = try #require(try RecipleaseCommand.parseAsRoot(["import", "--print", file]) as? ImportCommand)
        await #expect { try await printing.run() } throws: { "\($0)".contains("damaged") }
    }
}
