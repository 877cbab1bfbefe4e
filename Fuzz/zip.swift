import Foundation

// The check of an uploaded zip's directory (RecipleaseMigrate's ZipDirectory, built beside this
// file) on any bytes: it never traps, and every entry it takes lies inside the data, its central
// header in the directory and its local header and data before the directory. What it takes is
// checked again as nested archives are, each stored entry's bytes read as a zip in turn.
//
// The first byte picks the form. Even (a zip's "P" among them): the input is the zip. Odd: the
// next byte picks one of the seed zips (FUZZ_SEEDS, written by Support/make-zip-seeds.py) and the
// rest is a list of edits to the fields of its records, so the fuzzer starts past the signatures
// and the checks of sizes.

private let templates: [[UInt8]] = {
    guard let folder = ProcessInfo.processInfo.environment["FUZZ_SEEDS"],
          let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    return names.filter { $0.hasSuffix(".zip") }.sorted().compactMap { name in
        FileManager.default.contents(atPath: folder + "/" + name).map { [UInt8]($0) }
    }
}()

/// Central header, local header, end record, ZIP64 end record, ZIP64 locator.
private let signatures: [[UInt8]] = [[0x50, 0x4B, 1, 2], [0x50, 0x4B, 3, 4], [0x50, 0x4B, 5, 6], [0x50, 0x4B, 6, 6], [0x50, 0x4B, 6, 7]]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzZip(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let zip = input.byte() & 1 == 0 || templates.isEmpty ? Array(UnsafeBufferPointer(start: data, count: size))
        : spliced(into: input.pick(templates), &input)
    holdsTogether(zip, depth: 0)
    return 0
}

/// Fuzzer bytes written over the fields of a valid zip's records: each edit names a record, an
/// offset in it, a width and a value (one of the values a lie would use, or raw bytes).
private func spliced(into template: [UInt8], _ input: inout FuzzInput) -> [UInt8] {
    var zip = template
    let records = (0..<max(0, zip.count - 3)).filter { at in signatures.contains { zip[at..<at + 4].elementsEqual($0) } }
    guard !records.isEmpty else { return zip }
    let count = UInt64(zip.count)
    let lies: [UInt64] = [0, 1, 2, 44, 45, 46, 0xFF, 0xFFFF, 0xFFFF_FFFF, 0x7FFF_FFFF_FFFF_FFFF, 1 << 63, .max,
                          count, count - 1, count + 1, count - 22, count - 42, count - 98]
    while !input.isEmpty {
        let record = input.pick(records)
        let at = record + Int(input.byte() % 60)
        let width = input.pick([1, 2, 4, 8])
        let choice = input.byte()
        var value = UInt64(choice) < lies.count * 2 ? lies[Int(choice) % lies.count] : 0
        if UInt64(choice) >= lies.count * 2 { for _ in 0..<width { value = value << 8 | UInt64(input.byte()) } }
        guard at + width <= zip.count else { continue }
        for index in 0..<width { zip[at + index] = UInt8(truncatingIfNeeded: value >> (8 * index)) }
    }
    return zip
}

private func holdsTogether(_ zip: [UInt8], depth: Int) {
    var entries: [ZipDirectory.Entry] = []
    guard let directory = try? ZipDirectory(Data(zip), visit: { entries.append($0) }) else { return }
    let size = UInt64(zip.count)
    func signed(_ at: UInt64, _ signature: [UInt8]) -> Bool { at + 4 <= size && zip[Int(at)..<Int(at) + 4].elementsEqual(signature) }
    let directoryStart = entries.first?.centralHeader.lowerBound ?? size
    var next = directoryStart
    for (index, entry) in entries.enumerated() {
        let central = entry.centralHeader, local = entry.localHeader, bytes = entry.data
        guard central.lowerBound == next, central.count >= 46, central.upperBound <= size, signed(central.lowerBound, signatures[0]) else {
            fatalError("entry \(index + 1): central header \(central) out of place (directory at \(directoryStart), file \(size))")
        }
        next = central.upperBound
        guard local.count >= 30, local.upperBound <= directoryStart, signed(local.lowerBound, signatures[1]) else {
            fatalError("entry \(index + 1): local header \(local) out of place (directory at \(directoryStart))")
        }
        guard bytes.lowerBound == local.upperBound, bytes.upperBound <= directoryStart else {
            fatalError("entry \(index + 1): data \(bytes) past the directory at \(directoryStart)")
        }
        if depth < 2, !entry.isFolder, bytes.count == entry.uncompressedSize {
            holdsTogether(Array(zip[Int(bytes.lowerBound)..<Int(bytes.upperBound)]), depth: depth + 1)
        }
    }
    let files = entries.filter { !$0.isFolder }
    guard directory.files == files.count, directory.claimedBytes >= files.map(\.uncompressedSize).max() ?? 0 else {
        fatalError("\(directory.files) files claiming \(directory.claimedBytes) bytes from \(files.count) of \(entries.count) entries")
    }
}
