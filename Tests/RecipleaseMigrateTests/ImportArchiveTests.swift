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
        gzip.append(contentsOf: [UInt8](repeating: 0, count: 8)) // CRC and size, not checked
        #expect(try ImportArchive.gunzip(gzip) == text)
    }

    @Test(arguments: [Data(), Data("not a zip at all".utf8), Data([0x50, 0x4B, 0x03, 0x04, 1, 2, 3]), Data([0x1F, 0x8B, 8, 0])])
    func refusesWhatIsNotAnArchiveWithoutCrashing(_ data: Data) {
        #expect(throws: ImportArchiveError.self) {
            if ImportArchive.isGzip(data) { _ = try ImportArchive.gunzip(data) } else { _ = try ImportArchive.entries(ofZip: data) }
        }
    }
}
