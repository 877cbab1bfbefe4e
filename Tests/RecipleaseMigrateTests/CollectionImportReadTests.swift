import Foundation
@testable import RecipleaseMigrate
import Testing

@Suite struct CollectionImportReadTests {
    @Test func eachAppsExportGoesToItsReader() throws {
        let mealie = try #require(try CollectionImport.read(try MealieCollectionTests.export(), fileName: "mealie.zip"))
        let nextcloud = try #require(try CollectionImport.read(try NextcloudCollectionTests.folder(), fileName: "Recipes.zip"))
        #expect(mealie.format == .mealie)
        #expect(mealie.recipes.count == 3)
        #expect(nextcloud.format == .nextcloud)
        #expect(nextcloud.recipes.count == 3)
    }

    @Test(arguments: [
        Data(),
        Data("title,ingredients\nPancakes,flour".utf8),
        Data((0..<5000).map { UInt8(($0 * 7919) % 256) }),
    ])
    func aFileNoReaderKnowsIsNil(_ data: Data) throws {
        #expect(try CollectionImport.read(data, fileName: "upload.bin")?.format == nil)
    }

    @Test func aZipOfJunkIsNil() throws {
        let junk = try ArchiveFixture.zip([
            ("a.bin", Data((0..<3000).map { UInt8(($0 * 31) % 256) })),
            ("folder/readme.txt", Data("nothing to see".utf8)),
            ("folder/recipe.txt", Data("{".utf8)),
        ])
        #expect(try CollectionImport.read(junk, fileName: "junk.zip")?.format == nil)
    }

    /// Half an export: the zip's directory is gone, so it is refused as damaged, not read in part.
    @Test func aCutZipIsRefusedWithAReason() throws {
        let whole = try MealieCollectionTests.export()
        let cut = whole.prefix(whole.count / 2)
        #expect(throws: ImportArchiveError.self) { try CollectionImport.read(Data(cut), fileName: "mealie.zip") }
    }

    /// A zip whose headers claim 4 GB for a small file: what is unpacked is counted, never the claim.
    @Test func hugeClaimedSizesDoNotCrash() throws {
        var bytes = [UInt8](try ArchiveFixture.zip([("recipes/soup/soup.json", ArchiveFixture.json(MealieCollectionTests.soup))]))
        // The uncompressed size sits 22 bytes into a local header and 24 into a central one.
        for (signature, offset) in [([UInt8](arrayLiteral: 0x50, 0x4B, 0x03, 0x04), 22), ([0x50, 0x4B, 0x01, 0x02], 24)] {
            for start in 0..<(bytes.count - 4) where Array(bytes[start..<start + 4]) == signature && start + offset + 4 <= bytes.count {
                for k in 0..<4 { bytes[start + offset + k] = 0xFF }
            }
        }
        do {
            let collection = try CollectionImport.read(Data(bytes), fileName: "mealie.zip")
            #expect(collection.map { $0.recipes.count + $0.failures.count } ?? 0 <= 1)
        } catch {
            #expect(error is ImportArchiveError)
        }
    }
}
