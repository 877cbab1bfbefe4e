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

    func run() throws {
        let parser = IngredientParser(catalog: FoodCatalog.shared)
        if let line {
            print(describe(parser.parse(line)))
            return
        }
        var output = LineWriter()
        while let input = readLine(strippingNewline: true) {
            output.write(parser.parse(input).jsonLine)
            // Stream: hand over what we have whenever no more input is waiting.
            if !stdinHasData() { output.flush() }
        }
        output.flush()
    }

    private func describe(_ parsed: ParsedIngredient) -> String {
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
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
        return rows.map { "\($0.0.padding(toLength: 12, withPad: " ", startingAt: 0)) \($0.1)" }.joined(separator: "\n")
    }

    private func stdinHasData() -> Bool {
        #if canImport(Glibc)
        var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
        #else
        return false
        #endif
    }
}

/// Buffers output lines and writes them to stdout in large chunks.
struct LineWriter {
    private var buffer: [UInt8] = []

    mutating func write(_ line: String) {
        buffer.append(contentsOf: line.utf8)
        buffer.append(0x0A)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(1, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { break }
                offset += written
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
