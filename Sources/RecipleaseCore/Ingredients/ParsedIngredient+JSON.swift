import Foundation

extension ParsedIngredient {
    /// One JSON object on one line, keys in a fixed order: input, quantity, quantityMax, unit,
    /// size, name, food, preparation, comment, packageQuantity, packageUnit, and `parts` (every
    /// part in order, the same object without `parts`) only for a line of several. Written by hand:
    /// `reciplease parse` streams hundreds of thousands of these a second, and JSONEncoder would
    /// be most of the time.
    public var jsonLine: String {
        var out: [UInt8] = []
        out.reserveCapacity(input.utf8.count * 2 + 160)
        appendJSON(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the JSON object (no newline) to a byte buffer, for writers that batch output.
    public func appendJSON(to out: inout [UInt8]) {
        out.append(contentsOf: #"{"input":"#.utf8)
        JSONBytes.string(input, &out)
        out.append(contentsOf: #","quantity":"#.utf8)
        JSONBytes.number(quantity, &out)
        out.append(contentsOf: #","quantityMax":"#.utf8)
        JSONBytes.number(quantityMax, &out)
        out.append(contentsOf: #","unit":"#.utf8)
        JSONBytes.string(unit?.rawValue, &out)
        out.append(contentsOf: #","size":"#.utf8)
        JSONBytes.string(size, &out)
        out.append(contentsOf: #","name":"#.utf8)
        JSONBytes.string(name, &out)
        out.append(contentsOf: #","food":"#.utf8)
        JSONBytes.string(food?.rawValue, &out)
        out.append(contentsOf: #","preparation":"#.utf8)
        JSONBytes.string(preparation, &out)
        out.append(contentsOf: #","comment":"#.utf8)
        JSONBytes.string(comment, &out)
        out.append(contentsOf: #","packageQuantity":"#.utf8)
        JSONBytes.number(packageQuantity, &out)
        out.append(contentsOf: #","packageUnit":"#.utf8)
        JSONBytes.string(packageUnit?.rawValue, &out)
        if let additionalParts, !additionalParts.isEmpty {
            out.append(contentsOf: #","parts":["#.utf8)
            for (k, part) in parts.enumerated() {
                if k > 0 { out.append(0x2C) }
                part.appendJSON(to: &out)
            }
            out.append(0x5D)
        }
        out.append(0x7D)
    }
}
