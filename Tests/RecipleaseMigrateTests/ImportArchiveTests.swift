import Foundation
@testable import RecipleaseMigrate
import Testing
import ZIPFoundation

@Suite struct ImportArchiveTests {
    /// A zip written here with two files and a folder gives back the two files, bytes intact.
    @Test func readsTheFilesOfAZip() throws {
        let archive = try Archive(data: Data(), accessMode: .create)
        let first = Data("{\"name\": \"Pancakes\"}".utf8)
        let second = Data((0..<3000).map { UInt8($0 % 251) })
        try archive.addEntry(with: "recipes/", type: .directory, uncompressedSize: Int64(0), provider: { _, _ in Data() })
        try archive.addEntry(with: "recipes/pancakes.json", type: .file, uncompressedSize: Int64(first.count), compressionMethod: .deflate) { position, size in
            first.subdata(in: Int(position)..<Int(position) + size)
        }
        try archive.addEntry(with: "recipes/photo.jpg", type: .file, uncompressedSize: Int64(second.count), compressionMethod: .deflate) { position, size in
            second.subdata(in: Int(position)..<Int(position) + size)
        }
        let data = try #require(archive.data)
        let entries = try ImportArchive.entries(ofZip: data)
        #expect(entries.map(\.path) == ["recipes/pancakes.json", "recipes/photo.jpg"])
        #expect(entries[0].data == first)
        #expect(entries[1].data == second)
        #expect(entries[1].fileName == "photo.jpg")
    }

    @Test func stopsAZipThatUnpacksPastItsBudget() throws {
        let archive = try Archive(data: Data(), accessMode: .create)
        let zeros = Data(count: 200_000)
        try archive.addEntry(with: "big.bin", type: .file, uncompressedSize: Int64(zeros.count), compressionMethod: .deflate) { position, size in
            zeros.subdata(in: Int(position)..<Int(position) + size)
        }
        let data = try #require(archive.data)
        #expect(data.count < 10_000)
        var budget = 100_000
        #expect(throws: ImportArchiveError.tooLarge(limit: ImportArchive.maximumUnpackedBytes)) {
            try ImportArchive.entries(ofZip: data, budget: &budget)
        }
    }

    /// "hello hello hello\n" gzipped (by `gzip -n`, bytes written out here), with the file name flag.
    @Test func gunzipsWhatGzipWrote() throws {
        let text = Data("hello hello hello\n".utf8)
        // Deflate it through the same library, then wrap it in a gzip header with a name field.
        var deflated = Data()
        _ = try Data.compress(size: Int64(text.count), bufferSize: 1024, provider: { position, size in
            text.subdata(in: Int(position)..<Int(position) + size)
        }, consumer: { deflated.append($0) })
        var gzip = Data([0x1F, 0x8B, 8, 0x08, 0, 0, 0, 0, 0, 3])
        gzip.append(contentsOf: Array("hello.txt".utf8) + [0])
        gzip.append(deflated)
        let crc = text.crc32(checksum: 0), size = UInt32(text.count)
        for value in [crc, size] { gzip.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }) }
        #expect(try ImportArchive.gunzip(gzip) == text)

        // and a byte of the content changed, or a wrong length, is damage, as gzip finds it (it
        // was read as it came; hostile import probe, 2026-12-07)
        for place in [gzip.count - 8, gzip.count - 1] {
            var damaged = gzip
            damaged[place] ^= 0x01
            #expect(throws: ImportArchiveError.damaged("gzip: its checksum does not match its content")) { try ImportArchive.gunzip(damaged) }
        }
    }

    /// A stored entry with one byte changed (its CRC as before): the zip is damaged, as `unzip -t` says.
    @Test func aZipEntryWhoseChecksumDoesNotMatchIsDamage() throws {
        let zip = try ArchiveFixture.zip([("Recipes/Soup/recipe.json", Data(#"{"name":"Crc Half Last"}"#.utf8))], method: .none)
        #expect(try ImportArchive.entries(ofZip: zip).first?.data == Data(#"{"name":"Crc Half Last"}"#.utf8))
        // stored, so the change reads as other text ("Xrc Half Last") unless the CRC is compared
        var damaged = zip
        let place = try #require(damaged.firstRange(of: Data("Crc".utf8))).lowerBound
        damaged[place] = UInt8(ascii: "X")
        #expect(throws: ImportArchiveError.self) { try ImportArchive.entries(ofZip: damaged) }
    }

    @Test(arguments: [Data(), Data("not a zip at all".utf8), Data([0x50, 0x4B, 0x03, 0x04, 1, 2, 3]), Data([0x1F, 0x8B, 8, 0])])
    func refusesWhatIsNotAnArchiveWithoutCrashing(_ data: Data) {
        #expect(throws: ImportArchiveError.self) {
            if ImportArchive.isGzip(data) { _ = try ImportArchive.gunzip(data) } else { _ = try ImportArchive.entries(ofZip: data) }
        }
    }
}
