import Foundation

/// Writes a JSON object tree (dictionaries, arrays, strings) as `JSONSerialization` does with
/// `.sortedKeys` and `.withoutEscapingSlashes`: no spaces, keys in its order, the same escapes.
/// Numbers, booleans and nulls are handed to `JSONSerialization` itself.
enum JSONLineWriter {
    static func write(_ value: Any, to out: inout [UInt8]) throws {
        switch value {
        case let text as String:
            JSONBytes.string(text, &out, escapingSeparators: false)
        case let object as [String: Any]:
            out.append(0x7B)
            for (offset, pair) in object.sorted(by: { keyPrecedes($0.key, $1.key) }).enumerated() {
                if offset > 0 { out.append(0x2C) }
                JSONBytes.string(pair.key, &out, escapingSeparators: false)
                out.append(0x3A)
                try write(pair.value, to: &out)
            }
            out.append(0x7D)
        case let array as [Any]:
            out.append(0x5B)
            for (offset, element) in array.enumerated() {
                if offset > 0 { out.append(0x2C) }
                try write(element, to: &out)
            }
            out.append(0x5D)
        default:
            out.append(contentsOf: try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]))
        }
    }

    /// `JSONSerialization`'s key order for keys without digits: case-insensitive, then by code unit.
    static func keyPrecedes(_ a: String, _ b: String) -> Bool {
        let x = a.lowercased(), y = b.lowercased()
        return x != y ? x.utf8.lexicographicallyPrecedes(y.utf8) : a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
