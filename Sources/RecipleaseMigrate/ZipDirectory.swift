import Foundation

/// A zip's directory checked by hand before ZIPFoundation is given a byte of it: ZIPFoundation
/// 0.9.20 turns the 64-bit sizes and offsets an archive claims into `Int64` and `off_t` with
/// conversions that trap (a local header at 2^63, a size of 2^64 - 1), so every size, offset and
/// count it would follow is first checked to lie inside the data. Reads the records ZIPFoundation
/// reads, found the way it finds them (APPNOTE 6.3.10, 4.3.12-4.3.16, 4.5.3): the last end record,
/// the ZIP64 end record and locator just before it, each central header in turn, and the local
/// header each one points at. One pass over the directory, no recursion; a nested archive is
/// checked when it is opened in turn.
struct ZipDirectory {
    /// Entries that are not folders, and the sizes they claim to unpack to in all (saturating).
    private(set) var files = 0
    private(set) var claimedBytes: UInt64 = 0

    /// `visit` is shown each entry as it is checked (the fuzzer holds the spans to the data).
    init(_ data: Data, visit: (Entry) -> Void = { _ in }) throws {
        self = try data.withUnsafeBytes { try ZipDirectory(Bytes(raw: $0), visit: visit) }
    }

    private init(_ bytes: Bytes, visit: (Entry) -> Void) throws {
        let directory = try Self.centralDirectory(bytes)
        var position = directory.offset
        let end = directory.offset + directory.size
        for index in 0..<directory.count {
            let entry = try Self.entry(index + 1, at: position, before: end, directoryStart: directory.offset, in: bytes)
            visit(entry)
            position = entry.centralHeader.upperBound
            if !entry.isFolder {
                files += 1
                let (sum, overflow) = claimedBytes.addingReportingOverflow(entry.uncompressedSize)
                claimedBytes = overflow ? .max : sum
            }
        }
        guard position == end else { throw Self.damaged("the directory's size does not match its \(directory.count) entries") }
    }

    private static func damaged(_ reason: String) -> ImportArchiveError { .damaged(reason) }

    // MARK: - End records

    private static let endSize: UInt64 = 22, locatorSize: UInt64 = 20, zip64EndSize: UInt64 = 56
    private static let centralHeaderSize: UInt64 = 46, localHeaderSize: UInt64 = 30

    /// Where the central directory is and how many headers it holds, from the end records.
    private static func centralDirectory(_ bytes: Bytes) throws -> (offset: UInt64, size: UInt64, count: UInt64) {
        // The end record ZIPFoundation takes: the last signature with room for the record after
        // it, found within the longest comment a zip may have.
        guard bytes.count >= endSize else { throw damaged("too short to hold a zip directory") }
        var end = bytes.count - endSize
        let lowest = end > 0xFFFF ? end - 0xFFFF : 0
        while bytes.uint32(at: end) != 0x0605_4B50 {
            guard end > lowest else { throw damaged("no end of central directory record") }
            end -= 1
        }
        let fields = (
            disk: bytes.uint16(at: end + 4), directoryDisk: bytes.uint16(at: end + 6),
            countOnDisk: bytes.uint16(at: end + 8), count: bytes.uint16(at: end + 10),
            size: bytes.uint32(at: end + 12), offset: bytes.uint32(at: end + 16), comment: bytes.uint16(at: end + 20)
        )
        guard let disk = fields.disk, let directoryDisk = fields.directoryDisk, let countOnDisk = fields.countOnDisk,
              let count16 = fields.count, let size32 = fields.size, let offset32 = fields.offset, let comment = fields.comment,
              UInt64(comment) <= bytes.count - end - endSize else {
            throw damaged("the end record runs past the end of the file")
        }
        guard disk == 0 || disk == .max, directoryDisk == 0 || directoryDisk == .max, countOnDisk == count16 else {
            throw damaged("the archive spans several disks")
        }
        var directory = (offset: UInt64(offset32), size: UInt64(size32), count: UInt64(count16))
        var directoryEnd = end
        // ZIPFoundation takes the ZIP64 record that ends where the locator before the end record begins.
        if end > locatorSize, bytes.uint32(at: end - locatorSize) == 0x0706_4B50 {
            let locator = end - locatorSize
            guard locator > zip64EndSize, bytes.uint32(at: locator - zip64EndSize) == 0x0606_4B50,
                  let version = bytes.uint16(at: locator - zip64EndSize + 14), version >= 45 else {
                throw damaged("the ZIP64 end record is missing")
            }
            let record = locator - zip64EndSize
            guard bytes.uint64(at: locator + 8) == record else { throw damaged("the ZIP64 locator points away from its record") }
            guard let countOnDisk64 = bytes.uint64(at: record + 24), let count64 = bytes.uint64(at: record + 32),
                  let size64 = bytes.uint64(at: record + 40), let offset64 = bytes.uint64(at: record + 48) else {
                throw damaged("the ZIP64 end record is cut short")
            }
            guard countOnDisk64 == count64, count16 == .max || UInt64(count16) == count64,
                  size32 == .max || UInt64(size32) == size64, offset32 == .max || UInt64(offset32) == offset64 else {
                throw damaged("the ZIP64 end record and the end record disagree")
            }
            directory = (offset64, size64, count64)
            directoryEnd = record
        }
        guard directory.offset <= directoryEnd, directory.size <= directoryEnd - directory.offset else {
            throw damaged("the central directory lies outside the file")
        }
        guard directory.count <= directory.size / centralHeaderSize else {
            throw damaged("the directory claims \(directory.count) entries, more than it has room for")
        }
        return directory
    }

    // MARK: - Entries

    /// One entry's spans of the data: its central header, its local header, and the bytes
    /// ZIPFoundation reads after that (its data, then a data descriptor's place when it has one).
    struct Entry {
        var centralHeader: Range<UInt64>
        var localHeader: Range<UInt64>
        var data: Range<UInt64>
        var isFolder: Bool
        var uncompressedSize: UInt64
    }

    /// The central header at `position` (which must end by `end`), checked with the local header
    /// and the data it points at, all of which must lie before the directory.
    private static func entry(_ number: UInt64, at position: UInt64, before end: UInt64, directoryStart: UInt64, in bytes: Bytes) throws -> Entry {
        let entry = "entry \(number)"
        guard end - position >= centralHeaderSize, bytes.uint32(at: position) == 0x0201_4B50,
              let madeBy = bytes.uint16(at: position + 4), let flags = bytes.uint16(at: position + 8),
              let method = bytes.uint16(at: position + 10), let compressed32 = bytes.uint32(at: position + 20),
              let uncompressed32 = bytes.uint32(at: position + 24), let nameLength = bytes.uint16(at: position + 28),
              let extraLength = bytes.uint16(at: position + 30), let commentLength = bytes.uint16(at: position + 32),
              let disk16 = bytes.uint16(at: position + 34), let attributes = bytes.uint32(at: position + 38),
              let offset32 = bytes.uint32(at: position + 42) else {
            throw damaged("the directory holds fewer entries than it claims")
        }
        let headerSize = centralHeaderSize + UInt64(nameLength) + UInt64(extraLength) + UInt64(commentLength)
        guard headerSize <= end - position else { throw damaged("\(entry)'s header runs past the directory") }
        guard flags & 1 == 0 else { throw damaged("\(entry) is encrypted") }
        // A header on another disk than the one archive read (its ZIP64 field may say 0 when 0xFFFF).
        guard disk16 == 0 || disk16 == .max else { throw damaged("the archive spans several disks") }
        let extra = position + centralHeaderSize + UInt64(nameLength)
        let zip64 = zip64Field(bytes, extra: extra, length: UInt64(extraLength), uncompressed: uncompressed32 == .max,
                               compressed: compressed32 == .max, offset: offset32 == .max, disk: disk16 == .max)
        // As ZIPFoundation reads them: a ZIP64 value when there is one and it is not zero.
        func effective(_ value: UInt64?, else narrow: UInt32) -> UInt64 { value.flatMap { $0 > 0 ? $0 : nil } ?? UInt64(narrow) }
        let compressed = effective(zip64?.compressed, else: compressed32)
        let uncompressed = effective(zip64?.uncompressed, else: uncompressed32)
        let localHeader = effective(zip64?.offset, else: offset32)
        guard uncompressed <= UInt64(Int64.max) else { throw damaged("\(entry) claims more bytes than any file holds") }

        guard localHeader <= directoryStart, directoryStart - localHeader >= localHeaderSize,
              bytes.uint32(at: localHeader) == 0x0403_4B50, let localMethod = bytes.uint16(at: localHeader + 8),
              let localName = bytes.uint16(at: localHeader + 26), let localExtra = bytes.uint16(at: localHeader + 28) else {
            throw damaged("\(entry)'s local header is not where the directory says")
        }
        let dataStart = localHeader + localHeaderSize + UInt64(localName) + UInt64(localExtra)
        guard dataStart <= directoryStart else { throw damaged("\(entry)'s local header runs into the directory") }
        let room = directoryStart - dataStart
        // ZIPFoundation reads `compressed` bytes of a deflated entry and `uncompressed` of a stored one.
        guard compressed <= room, (method != 0 && localMethod != 0) || uncompressed <= room else {
            throw damaged("\(entry)'s data runs past the end of the file")
        }
        let read = method != 0 && localMethod != 0 ? compressed : max(compressed, uncompressed)
        let name = bytes.slice(at: position + centralHeaderSize, length: UInt64(nameLength))
        return Entry(centralHeader: position..<position + headerSize, localHeader: localHeader..<dataStart,
                     data: dataStart..<dataStart + read, isFolder: isFolder(name, utf8: flags & 0x800 != 0, madeBy: madeBy, attributes: attributes),
                     uncompressedSize: uncompressed)
    }

    /// Whether ZIPFoundation takes the entry for a folder (its `Entry.type`), which it then does not
    /// unpack: a Unix or macOS entry by its mode when that names a file, link or folder, an MS-DOS
    /// one by its folder attribute, and any by a name ending in "/" (read as UTF-8 when flagged so,
    /// a name that is not UTF-8 then being empty). A name alone does not make a folder of a file:
    /// "notes/" with a file's mode is unpacked, and its bytes and its count go to the limits.
    private static func isFolder(_ name: UnsafeRawBufferPointer, utf8: Bool, madeBy: UInt16, attributes: UInt32) -> Bool {
        let named = name.last == UInt8(ascii: "/") && (!utf8 || String(validating: name, as: UTF8.self) != nil)
        switch madeBy >> 8 {
        case 3, 19: // Unix, macOS
            switch attributes >> 16 & 0xF000 {
            case 0x8000, 0xA000: return false
            case 0x4000: return true
            default: return named
            }
        case 0: return named || attributes >> 4 == 1 // MS-DOS
        default: return named
        }
    }

    /// The values of an entry's ZIP64 extended information field (APPNOTE 4.5.3), read as
    /// ZIPFoundation reads them: the first field with its id, holding exactly the values whose
    /// header fields are 0xFFFFFFFF, in order; nil when there is no such field.
    private static func zip64Field(
        _ bytes: Bytes, extra: UInt64, length: UInt64, uncompressed: Bool, compressed: Bool, offset: Bool, disk: Bool
    ) -> (uncompressed: UInt64?, compressed: UInt64?, offset: UInt64?)? {
        var at: UInt64 = 0
        while length >= 4, at < length - 4 {
            guard let id = bytes.uint16(at: extra + at), let size = bytes.uint16(at: extra + at + 2),
                  at + 4 + UInt64(size) <= length else { return nil }
            if id == 1 {
                let expected = (uncompressed ? 8 : 0) + (compressed ? 8 : 0) + (offset ? 8 : 0) + (disk ? 4 : 0)
                guard Int(size) == expected else { return nil }
                var next = extra + at + 4
                func value(_ present: Bool) -> UInt64? {
                    guard present else { return nil }
                    defer { next += 8 }
                    return bytes.uint64(at: next)
                }
                return (value(uncompressed), value(compressed), value(offset))
            }
            at += 4 + UInt64(size)
        }
        return nil
    }

    /// Little-endian reads that answer nil past the end instead of trapping.
    private struct Bytes {
        let raw: UnsafeRawBufferPointer
        var count: UInt64 { UInt64(raw.count) }

        func uint16(at offset: UInt64) -> UInt16? { value(at: offset) }
        func uint32(at offset: UInt64) -> UInt32? { value(at: offset) }
        func uint64(at offset: UInt64) -> UInt64? { value(at: offset) }

        func slice(at offset: UInt64, length: UInt64) -> UnsafeRawBufferPointer {
            guard offset <= count, length <= count - offset else { return UnsafeRawBufferPointer(rebasing: raw[0..<0]) }
            return UnsafeRawBufferPointer(rebasing: raw[Int(offset)..<Int(offset + length)])
        }

        private func value<Value: FixedWidthInteger>(at offset: UInt64) -> Value? {
            let size = UInt64(MemoryLayout<Value>.size)
            guard offset <= count, size <= count - offset else { return nil }
            return Value(littleEndian: raw.loadUnaligned(fromByteOffset: Int(offset), as: Value.self))
        }
    }
}
