import Foundation
import RecipleaseCore

extension String {
    /// Safe as one query value.
    var queryEncoded: String {
        // Most ids and names need no escape at all; building the answer is the slow part.
        if utf8.allSatisfy({ $0 < 0x80 && String.unreserved[Int($0)] }) { return self }
        return addingPercentEncoding(withAllowedCharacters: String.queryAllowed) ?? self
    }

    private static let queryAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))

    /// ASCII letters, digits and `-._~`, by byte.
    private static let unreserved: [Bool] = (0..<128).map { byte in
        let byte = UInt8(byte)
        return byte.isASCIILetter || byte.isASCIIDigit || "-._~".utf8.contains(byte)
    }

    /// Safe as one path segment.
    var pathEncoded: String { queryEncoded }
}
