import Foundation
import ZIPFoundation

public enum ImportArchiveError: Error, Equatable, CustomStringConvertible {
    case notAnArchive
    case tooLarge(limit: Int)
    case tooManyFiles(limit: Int)
    case damaged(String)

    public var description: String {
        switch self {
        case .notAnArchive: "the file is not a zip or gzip archive"
        case let .tooLarge(limit): "the archive unpacks to more than \(limit / 1_048_576) MB"
        case let .tooManyFiles(limit): "the archive holds more than \(limit) files"
        case let .damaged(reason): "the archive is damaged (\(reason))"
        }
    }
}

/// One file inside an archive: its path as the archive names it, and its bytes.
public struct ArchiveEntry: Sendable, Hashable {
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }

    /// The last part of the path, without folders.
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }
}

/// Opens the archives other apps export (zip, and gzip for Paprika) in memory, with limits: an
/// upload can claim any sizes in its headers, so what is unpacked is counted as it comes, never
/// trusted from the header.
public enum ImportArchive {
    /// How much one upload may unpack to and how many files it may hold, nested archives included.
    public struct Limits: Sendable, Equatable {
        public var unpackedBytes: Int
        public var files: Int

        public init(unpackedBytes: Int, files: Int) {
            self.unpackedBytes = unpackedBytes
            self.files = files
        }

        /// Any upload: 512 MB and 20,000 files (a thousand recipes with a photo or three each).
        public static let upload = Limits(unpackedBytes: 512 * 1_048_576, files: 20_000)
        /// A small collection (a few hundred recipes with their photos), which the server imports
        /// in a line of its own so that it never waits behind a large one.
        public static let small = Limits(unpackedBytes: 64 * 1_048_576, files: 1_000)

        /// Whether an upload's zip directory alone already claims more than these limits allow
        /// (what it claims is not trusted either way: unpacking counts for itself). A directory that
        /// does not hold together claims nothing here; opening the archive refuses it.
        public func exceeded(byDirectoryOf data: Data) -> Bool {
            guard ImportArchive.isZip(data), let directory = try? ZipDirectory(data) else { return false }
            return directory.files > files || directory.claimedBytes > UInt64(unpackedBytes)
        }
    }

    /// The limits the archives read in this task are held to: `Limits.upload` unless a caller
    /// binds others (`ImportArchive.$limits.withValue(.small) { ... }`).
    @TaskLocal public static var limits = Limits.upload

    /// The most all the files of one upload may unpack to, whatever line it is read in.
    public static let maximumUnpackedBytes = Limits.upload.unpackedBytes

    public static func isZip(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) || data.starts(with: [0x50, 0x4B, 0x05, 0x06]) }
    public static func isGzip(_ data: Data) -> Bool { data.starts(with: [0x1F, 0x8B]) }
    /// A zip or a gzip, by its first bytes.
    public static func isArchive(_ data: Data) -> Bool { isZip(data) || isGzip(data) }

    /// Whether a file's name says it is an archive (a zip, a gzip, Paprika's files), whatever it holds.
    public static func namedAsArchive(_ fileName: String) -> Bool {
        let lower = fileName.lowercased()
        return [".zip", ".gz", ".tgz", ".paprikarecipes", ".paprikarecipe"].contains { lower.hasSuffix($0) }
    }

    /// The files of a zip archive, folders left out, in the archive's order. `budget` is how
    /// many bytes may still be unpacked; nested archives share their parent's.
    public static func entries(ofZip data: Data, budget: inout Int) throws -> [ArchiveEntry] {
        // One collection's readers each ask for the upload's files in turn: it is unpacked once
        // (a 510 KB zip of 500 MB was unpacked four times, 23 s, by readers that then declined it)
        let cache = unpacked
        if let cache, let kept = cache.kept, kept.data.count == data.count, kept.data == data {
            budget = max(0, budget - kept.spent)
            return kept.entries
        }
        let before = budget
        let found = try unpack(data, budget: &budget)
        if let cache, cache.kept == nil { cache.kept = (data, found, before - budget) }
        return found
    }

    /// The upload unpacked by the first reader that asked, while `CollectionImport.read` runs.
    final class UnpackCache: @unchecked Sendable {
        var kept: (data: Data, entries: [ArchiveEntry], spent: Int)?
    }

    @TaskLocal static var unpacked: UnpackCache?

    private static func unpack(_ data: Data, budget: inout Int) throws -> [ArchiveEntry] {
        let archive = try Self.archive(ofZip: data)
        var entries: [ArchiveEntry] = []
        for entry in archive where entry.type == .file {
            guard entries.count < limits.files else { throw ImportArchiveError.tooManyFiles(limit: limits.files) }
            var bytes = Data()
            var left = budget
            // What a damaged entry unpacked before it failed still counts against the budget.
            defer { budget = max(0, left) }
            do {
                let checksum = try archive.extract(entry, skipCRC32: false) { chunk in
                    left -= chunk.count
                    guard left >= 0 else { throw ImportArchiveError.tooLarge(limit: limits.unpackedBytes) }
                    bytes.append(chunk)
                }
                // ZIPFoundation computes the checksum but leaves the comparison to its caller: a
                // flipped byte came in as the recipe's text ("XrcHalf Last"; hostile import probe,
                // 2026-12-07). A checksum the archive does not state (0, a data descriptor left
                // out) cannot be compared.
                if entry.checksum != 0, checksum != entry.checksum {
                    throw ImportArchiveError.damaged("\(entry.path): its checksum does not match its content")
                }
            } catch let error as ImportArchiveError {
                throw error
            } catch {
                throw ImportArchiveError.damaged("\(entry.path): \(error)")
            }
            entries.append(ArchiveEntry(path: normalized(entry.path), data: bytes))
        }
        return entries
    }

    /// A zip opened for reading, once its directory is checked (`ZipDirectory`): the only way
    /// an upload's bytes, or a nested archive's, reach ZIPFoundation.
    static func archive(ofZip data: Data) throws -> Archive {
        guard isZip(data) else { throw ImportArchiveError.notAnArchive }
        _ = try ZipDirectory(data)
        do { return try Archive(data: data, accessMode: .read) } catch { throw ImportArchiveError.damaged("\(error)") }
    }

    public static func entries(ofZip data: Data) throws -> [ArchiveEntry] {
        var budget = limits.unpackedBytes
        return try entries(ofZip: data, budget: &budget)
    }

    /// The content of a gzip file (RFC 1952): its header skipped, its deflate stream inflated.
    /// A gzip stream that unpacks past the most one recipe file may hold (`gunzip`'s `maxOutput`).
    public struct EntryTooLarge: Error, Equatable {
        public var limit: Int
    }

    public static func gunzip(_ data: Data, budget: inout Int, maxOutput: Int = .max) throws -> Data {
        let bytes = [UInt8](data)
        guard bytes.count >= 18, bytes[0] == 0x1F, bytes[1] == 0x8B else { throw ImportArchiveError.notAnArchive }
        guard bytes[2] == 8 else { throw ImportArchiveError.damaged("gzip method \(bytes[2]) is not deflate") }
        let flags = bytes[3]
        var start = 10
        if flags & 0x04 != 0 { // FEXTRA: a two-byte length, then that many bytes
            guard start + 2 <= bytes.count else { throw ImportArchiveError.damaged("gzip header cut short") }
            start += 2 + Int(bytes[start]) + Int(bytes[start + 1]) << 8
        }
        for flag in [UInt8(0x08), 0x10] where flags & flag != 0 { // FNAME, FCOMMENT: zero-ended
            while start < bytes.count, bytes[start] != 0 { start += 1 }
            start += 1
        }
        if flags & 0x02 != 0 { start += 2 } // FHCRC
        guard start < bytes.count - 8 else { throw ImportArchiveError.damaged("gzip header cut short") }
        let stream = data.subdata(in: data.startIndex + start..<data.endIndex)
        var output = Data()
        var left = budget
        defer { budget = max(0, left) }
        do {
            _ = try Data.decompress(size: Int64(stream.count), bufferSize: 64 * 1024, skipCRC32: true, provider: { position, size in
                let from = Int(position)
                guard from < stream.count else { return Data() }
                return stream.subdata(in: stream.startIndex + from..<stream.startIndex + min(stream.count, from + size))
            }, consumer: { chunk in
                left -= chunk.count
                guard left >= 0 else { throw ImportArchiveError.tooLarge(limit: limits.unpackedBytes) }
                guard output.count + chunk.count <= maxOutput else { throw EntryTooLarge(limit: maxOutput) }
                output.append(chunk)
            })
        } catch let error as ImportArchiveError {
            throw error
        } catch let error as EntryTooLarge {
            throw error
        } catch {
            throw ImportArchiveError.damaged("gzip: \(error)")
        }
        // The trailer: the content's CRC-32 and its length (modulo 2^32), little-endian, as gzip
        // checks them; a damaged file was read as it came (hostile import probe, 2026-12-07).
        let trailer = bytes.suffix(8).map(UInt32.init)
        let stated = trailer[0] | trailer[1] << 8 | trailer[2] << 16 | trailer[3] << 24
        let length = trailer[4] | trailer[5] << 8 | trailer[6] << 16 | trailer[7] << 24
        guard output.crc32(checksum: 0) == stated, UInt32(truncatingIfNeeded: output.count) == length else {
            throw ImportArchiveError.damaged("gzip: its checksum does not match its content")
        }
        return output
    }

    public static func gunzip(_ data: Data) throws -> Data {
        var budget = limits.unpackedBytes
        return try gunzip(data, budget: &budget)
    }
}
