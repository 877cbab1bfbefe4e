import Foundation
import ZIPFoundation

/// Zips and gzips written in the tests, as the apps write them, with ZIPFoundation.
enum ArchiveFixture {
    /// A zip holding `files` (path, bytes) in this order, deflated.
    static func zip(_ files: [(String, Data)], method: CompressionMethod = .deflate) throws -> Data {
        let archive = try Archive(data: Data(), accessMode: .create)
        for (path, bytes) in files {
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(bytes.count), compressionMethod: method) { position, size in
                bytes.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        guard let data = archive.data else { throw CocoaError(.fileWriteUnknown) }
        return data
    }

    /// `bytes` as a gzip file (RFC 1952): a header, the deflate stream, then CRC and size, as gzip writes them.
    static func gzip(_ bytes: Data) throws -> Data {
        var deflated = Data()
        _ = try Data.compress(size: Int64(bytes.count), bufferSize: 64 * 1024, provider: { position, size in
            bytes.subdata(in: Int(position)..<Int(position) + size)
        }, consumer: { deflated.append($0) })
        var gzip = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3])
        gzip.append(deflated)
        let crc = bytes.crc32(checksum: 0), size = UInt32(truncatingIfNeeded: bytes.count)
        for value in [crc, size] { gzip.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }) }
        return gzip
    }

    /// A JSON object as bytes.
    static func json(_ object: Any) throws -> Data {
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// Bytes that start as a JPEG does; the reader passes photos on without judging them.
    static let photo = Data([0xFF, 0xD8, 0xFF, 0xE0] + (0..<200).map { UInt8($0 % 251) })
}
