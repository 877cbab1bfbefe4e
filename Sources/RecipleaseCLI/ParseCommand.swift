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
        var input = LineReader()
        var output = LineWriter()
        // Stream: hand over what we have whenever the next read would wait for input.
        while let line = input.next(beforeWaiting: { output.flush() }) {
            output.write(parser.parse(line, language: language))
        }
        output.flush()
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
/// without their line break (`\n` or `\r\n`), as `readLine(strippingNewline:)` does, with one
/// system call per block.
struct LineReader {
    private let descriptor: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0
    private var atEnd = false

    init(descriptor: Int32 = 0) { self.descriptor = descriptor }

    /// The next line, or nil at the end of input. `beforeWaiting` runs when no input is ready yet.
    mutating func next(beforeWaiting: () -> Void) -> String? {
        while true {
            let (start, end) = (self.start, self.end)
            let found: (line: String, next: Int)? = buffer.withUnsafeBufferPointer { bytes in
                guard end > start, let base = bytes.baseAddress else { return nil }
                guard let hit = memchr(base + start, 0x0A, end - start) else { return nil }
                let newline = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                let lineEnd = newline > start && bytes[newline - 1] == 0x0D ? newline - 1 : newline
                return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), as: UTF8.self), newline + 1)
            }
            if let found {
                self.start = found.next
                return found.line
            }
            if atEnd {
                guard start < end else { return nil }
                let line = buffer.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
                self.start = end
                return line
            }
            fill(beforeWaiting: beforeWaiting)
        }
    }

    private mutating func fill(beforeWaiting: () -> Void) {
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
            if count > 0 { end += count; return }
            if count < 0 && errno == EINTR { continue }
            atEnd = true
            return
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
    private var buffer: [UInt8] = []

    init() { buffer.reserveCapacity(1 << 17) }

    mutating func write(_ parsed: ParsedIngredient) {
        parsed.appendJSON(to: &buffer)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(1, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
