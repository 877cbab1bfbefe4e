import Foundation

/// Zips laid out byte by byte to lie in their directories, as a hostile upload would (see
/// docs/security.md, "Archives"): each must be refused with a reason, never trap the process. Each
/// holds a Nextcloud Cookbook recipe that is fine, so a reader that let the lie through imports it.
public enum HostileZip: String, CaseIterable, Sendable {
    /// A second entry whose ZIP64 field claims an uncompressed size of 0xFFFF_FFFF_FFFF_FFFF.
    case sizeOfAllOnes
    /// An entry whose ZIP64 field puts its local header at 2^63.
    case localHeaderAtTwoToThe63
    /// An end record whose central directory starts past the end of the file.
    case directoryPastTheEnd
    /// A ZIP64 end record whose central directory starts at 2^63.
    case zip64DirectoryAtTwoToThe63
    /// An end record that claims three entries where the directory holds one.
    case moreEntriesThanPresent
    /// A central header that puts its entry on disk 5 of a spanned archive.
    case entryOnAnotherDisk

    public var data: Data {
        var writer = Layout(entries: [Self.recipe])
        switch self {
        case .sizeOfAllOnes:
            writer.entries.append(Layout.Entry(name: "Recipes/Hostile Soup/notes.txt", data: Data("x".utf8), claimedSize: .max))
        case .localHeaderAtTwoToThe63:
            writer.entries[0].claimedOffset = 1 << 63
        case .directoryPastTheEnd:
            writer.claimedDirectoryOffset = 0x7FFF_0000
        case .zip64DirectoryAtTwoToThe63:
            writer.zip64 = true
            writer.claimedDirectoryOffset = 1 << 63
        case .moreEntriesThanPresent:
            writer.claimedCount = 3
        case .entryOnAnotherDisk:
            writer.entries[0].disk = 5
        }
        return writer.zip()
    }

    /// The same recipe in a ZIP64 archive that tells the truth: its size in a ZIP64 field, its
    /// directory found through a ZIP64 end record. A reader must take it.
    public static var honestZip64: Data {
        var recipe = recipe
        recipe.claimedSize = UInt64(recipe.data.count)
        return Layout(entries: [recipe], zip64: true).zip()
    }

    /// The recipe and a file named like a folder, "notes/" (2,000 bytes, made on Unix with a
    /// file's mode), which ZIPFoundation unpacks as the file it is: a directory check must count it.
    public static var fileNamedLikeAFolder: Data {
        let notes = Layout.Entry(name: "Recipes/Hostile Soup/notes/", data: Data(repeating: 0x61, count: 2_000), madeOnUnix: true)
        return Layout(entries: [recipe, notes]).zip()
    }

    private static var recipe: Layout.Entry {
        let recipe = CollectionFixture.AppRecipe(name: "Hostile Soup", ingredients: ["1 onion"], instructions: ["Simmer."])
        return Layout.Entry(name: "Recipes/Hostile Soup/recipe.json", data: recipe.nextcloudJSON)
    }

    /// A stored zip whose central headers and end records say what the case wants them to.
    private struct Layout {
        struct Entry {
            var name: String
            var data: Data
            /// Written in a ZIP64 field, the header's own field set to 0xFFFFFFFF.
            var claimedSize: UInt64?
            var claimedOffset: UInt64?
            /// Made by Unix (version made by 3.45), so ZIPFoundation reads the file's mode.
            var madeOnUnix = false
            /// The disk the central header says the entry starts on.
            var disk: UInt16 = 0
        }

        var entries: [Entry]
        /// Writes a ZIP64 end record and its locator, the end record's fields set to 0xFFFF....
        var zip64 = false
        var claimedCount: UInt16?
        var claimedDirectoryOffset: UInt64?

        func zip() -> Data {
            var body = Data(), directory = Data()
            for entry in entries {
                let name = Data(entry.name.utf8), size = UInt32(entry.data.count), crc = CRC32.checksum(entry.data)
                let offset = UInt32(body.count)
                body += le(UInt32(0x0403_4B50)) + le(UInt16(45)) + le(UInt16(0x0800)) + le(UInt16(0)) + le(UInt16(0)) + le(UInt16(0x5821))
                body += le(crc) + le(size) + le(size) + le(UInt16(name.count)) + le(UInt16(0)) + name + entry.data
                var values = Data()
                if let claim = entry.claimedSize { values += le(claim) }
                if let claim = entry.claimedOffset { values += le(claim) }
                let extra = values.isEmpty ? Data() : le(UInt16(1)) + le(UInt16(values.count)) + values
                directory += le(UInt32(0x0201_4B50)) + le(UInt16(entry.madeOnUnix ? 0x032D : 45)) + le(UInt16(45)) + le(UInt16(0x0800)) + le(UInt16(0)) + le(UInt16(0))
                directory += le(UInt16(0x5821)) + le(crc) + le(size) + le(entry.claimedSize == nil ? size : .max)
                directory += le(UInt16(name.count)) + le(UInt16(extra.count)) + le(UInt16(0)) + le(entry.disk) + le(UInt16(0))
                directory += le(UInt32(0o100644 << 16)) + le(entry.claimedOffset == nil ? offset : .max) + name + extra
            }
            let count = UInt16(entries.count)
            var zip = body + directory
            let directoryOffset = claimedDirectoryOffset ?? UInt64(body.count)
            if zip64 {
                let record = UInt64(zip.count)
                zip += le(UInt32(0x0606_4B50)) + le(UInt64(44)) + le(UInt16(45)) + le(UInt16(45)) + le(UInt32(0)) + le(UInt32(0))
                zip += le(UInt64(count)) + le(UInt64(count)) + le(UInt64(directory.count)) + le(directoryOffset)
                zip += le(UInt32(0x0706_4B50)) + le(UInt32(0)) + le(record) + le(UInt32(1))
            }
            let claimedCount = zip64 ? .max : claimedCount ?? count
            zip += le(UInt32(0x0605_4B50)) + le(UInt16(0)) + le(UInt16(0)) + le(claimedCount) + le(claimedCount)
            zip += le(zip64 ? .max : UInt32(directory.count)) + le(zip64 ? .max : UInt32(truncatingIfNeeded: directoryOffset)) + le(UInt16(0))
            return zip
        }

        private func le<Value: FixedWidthInteger>(_ value: Value) -> Data { withUnsafeBytes(of: value.littleEndian) { Data($0) } }
    }
}
