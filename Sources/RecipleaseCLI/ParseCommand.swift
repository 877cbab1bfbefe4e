import ArgumentParser
import Foundation
import RecipleaseCore
#if canImport(Glibc)
import Glibc
#endif

struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Parse ingredient lines.",
        discussion: "With a line, prints its parse readably. Without one, reads a line per stdin line and writes one JSON object per line, in order."
    )

    @Argument(help: "An ingredient line, e.g. \"1 1/2 cups flour, sifted\".")
    var line: String?

    @Option(name: .long, help: "The lines' language: en, fr, de, nl, es, it, pt, sv, da, nb, sk, hu, or auto (English or French, found per line).")
    var lang: String = "auto"

    func validate() throws {
        guard IngredientLanguage(choice: lang) != nil else {
            throw ValidationError("--lang must be \(IngredientLanguage.choices), not \"\(lang)\".")
        }
    }

    func run() throws {
        let parser = IngredientParser(catalog: FoodCatalog.shared)
        let language = IngredientLanguage(choice: lang) ?? .auto
        if let line {
            print(describe(parser.parse(line, language: language)))
            return
        }
        // a closed standard input (`<&-`) is said, not read as an empty one
        if StandardStreams.closed.contains(0) { throw CommandFailure("cannot read standard input (it is closed)") }
        var input = LineReader()
        var output = LineWriter()
        // Stream: hand over what we have whenever the next read would wait for input.
        do {
            while let line = try input.next(beforeWaiting: { output.flush() }) {
                output.write(parser.parse(line, language: language))
                try output.check()
            }
        } catch {
            output.flush()
            throw error
        }
        output.flush()
        // a full disk, a closed or unwritable standard output: said, and non-zero (exit 0 with
        // nothing written; CLI probe, 2026-12-07)
        try output.check()
    }

    private func describe(_ parsed: ParsedIngredient) -> String {
        func number(_ value: Double) -> String {
            Int(checked: value).flatMap { Double($0) == value ? String($0) : nil } ?? String(value)
        }
        var rows: [(String, String)] = []
        if let quantity = parsed.quantity {
            rows.append(("quantity", number(quantity) + (parsed.quantityMax.map { " to " + number($0) } ?? "")))
        }
        if let unit = parsed.unit { rows.append(("unit", unit.rawValue)) }
        if let package = parsed.packageQuantity {
            rows.append(("package", number(package) + (parsed.packageUnit.map { " " + $0.rawValue } ?? "")))
        }
        if let size = parsed.size { rows.append(("size", size)) }
        rows.append(("name", parsed.name ?? "(none)"))
        let food = parsed.food.map { id in FoodCatalog.shared[id].map { "\($0.name) (\(id))" } ?? id.rawValue }
        rows.append(("food", food ?? "(not recognised)"))
        if let preparation = parsed.preparation { rows.append(("preparation", preparation)) }
        if let comment = parsed.comment { rows.append(("comment", comment)) }
        var text = rows.map { "\($0.0.padding(toLength: 12, withPad: " ", startingAt: 0)) \($0.1)" }.joined(separator: "\n")
        // a line of several amounts or foods: each further part under its own heading
        for (k, part) in (parsed.additionalParts ?? []).enumerated() {
            text += "\n\npart \(k + 2): \(part.input)\n" + describe(part)
        }
        return text
    }
}

/// Reads standard input (or another file descriptor) in large blocks and hands out its lines
/// without their line break (`\n`, `\r\n`, or a lone `\r` as old Mac files end them), as
/// `readLine(strippingNewline:)` does, with one system call per block. A line longer than
/// `maximumLine` (1 MB, all the API's parser takes at once) is refused: input with no line break
/// (`< /dev/zero`) would otherwise be held whole in memory.
struct LineReader {
    static let maximumLine = 1 << 20

    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var number = 0
    private var checkedStart = false

    init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    /// The next line, or nil at the end of input. `beforeWaiting` runs when no input is ready yet.
    mutating func next(beforeWaiting: () -> Void) throws -> String? {
        while true {
            let (start, end, atEnd) = (self.start, self.end, self.atEnd)
            let found: (to: Int, next: Int)? = buffer.withUnsafeBufferPointer { bytes in
                guard end > start, let base = bytes.baseAddress else { return nil }
                let newline = memchr(base + start, 0x0A, end - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
                let ret = memchr(base + start, 0x0D, (newline ?? end) - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) }
                if let ret {
                    // "\r\n" is one break; a "\r" last in the block waits for the next byte
                    if ret + 1 < end { return (ret, bytes[ret + 1] == 0x0A ? ret + 2 : ret + 1) }
                    if atEnd { return (ret, ret + 1) }
                    return nil
                }
                guard let newline else { return nil }
                return (newline, newline + 1)
            }
            // a whole line found in a grown buffer is held to the limit too
            if let found {
                try checkLength(found.to - start)
                let line = buffer.withUnsafeBufferPointer { Self.text($0, start, found.to) }
                self.start = found.next
                number += 1
                return line
            }
            if atEnd {
                guard start < end else { return nil }
                try checkLength(end - start)
                let line = buffer.withUnsafeBufferPointer { Self.text($0, start, end) }
                self.start = end
                number += 1
                return line
            }
            // a line of the limit may wait here for the "\n" after its "\r"
            try checkLength(end - start - 1)
            try fill(beforeWaiting: beforeWaiting)
        }
    }

    private func checkLength(_ bytes: Int) throws {
        guard bytes <= Self.maximumLine else {
            throw CommandFailure("line \(number + 1) is longer than \(Self.maximumLine >> 20) MB; an ingredient line is a line of text")
        }
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    private mutating func fill(beforeWaiting: () -> Void) throws {
        // keep the partial line, at the front; a line longer than the buffer grows it
        if start > 0 {
            buffer.withUnsafeMutableBufferPointer { bytes in
                for k in start..<end { bytes[k - start] = bytes[k] }
            }
            end -= start
            start = 0
        }
        if end == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
        if !inputIsReady() { beforeWaiting() }
        while true {
            let count = buffer.withUnsafeMutableBytes { raw in
                Foundation.read(descriptor, raw.baseAddress! + end, raw.count - end)
            }
            if count > 0 {
                end += count
                try checkEncoding()
                return
            }
            if count < 0 && errno == EINTR { continue }
            // standard input that cannot be read (a folder, a closed descriptor) is said, not
            // taken for an empty input (exit 0 with nothing read; CLI probe, 2026-12-07)
            if count < 0 { throw CommandFailure("cannot read standard input (\(String(cString: strerror(errno))))") }
            atEnd = true
            return
        }
    }

    /// At the start of the input: a UTF-8 byte order mark is passed over ("\u{FEFF}1 cup sugar"
    /// had no amount), and UTF-16 is refused, naming it (it was read as text full of NULs).
    private mutating func checkEncoding() throws {
        guard number == 0, !checkedStart, end >= 3 || atEnd else { return }
        checkedStart = true
        let head = Array(buffer[0..<min(end, 3)])
        if head.starts(with: [0xEF, 0xBB, 0xBF]) {
            start = 3
        } else if head.starts(with: [0xFF, 0xFE]) || head.starts(with: [0xFE, 0xFF]) {
            throw CommandFailure("standard input is UTF-16; parse reads UTF-8 text (convert it first, e.g. iconv -f UTF-16 -t UTF-8)")
        }
    }

    private func inputIsReady() -> Bool {
        #if canImport(Glibc)
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0
        #else
        return false
        #endif
    }
}

/// Gathers JSON lines and writes them to standard output in large blocks.
struct LineWriter {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Why standard output took no more, once a write failed; nothing is written after it.
    private(set) var failure: String?

    init(descriptor: Int32 = 1) {
        self.descriptor = descriptor
        buffer.reserveCapacity(1 << 17)
    }

    mutating func write(_ parsed: ParsedIngredient) {
        parsed.appendJSON(to: &buffer)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty, failure == nil else { return buffer.removeAll(keepingCapacity: true) }
        failure = buffer.withUnsafeBytes { bytes -> String? in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written < 0 { return String(cString: strerror(errno)) }
                if written == 0 { return "a write failed" }
                offset += written
            }
            return nil
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Fails once a write has failed, with the system's reason.
    func check() throws {
        if let failure { throw CommandFailure("cannot write to standard output (\(StandardStreams.outputReason(failure))); what was printed is incomplete") }
    }
}
