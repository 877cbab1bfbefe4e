import Foundation

/// A typed id over a string (`Recipe.ID`, `Food.ID`), so two kinds of id cannot be mixed up; it
/// reads and writes as the bare string and sorts by it.
public protocol StringIdentifier: Sendable, Hashable, Codable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    var rawValue: String { get }
    init(_ rawValue: String)
}

extension StringIdentifier {
    @inlinable public init(stringLiteral value: String) { self.init(value) }
    public init(from decoder: Decoder) throws { self.init(try decoder.singleValueContainer().decode(String.self)) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
    @inlinable public var description: String { rawValue }
    @inlinable public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
