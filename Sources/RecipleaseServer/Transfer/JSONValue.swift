import Foundation
import RecipleaseCore

/// Any JSON, kept as it is: the schema.org JSON-LD of recipes inside an export document.
enum JSONValue: Codable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case let .bool(value): try container.encode(value)
        case let .number(value): try container.encode(value)
        case let .string(value): try container.encode(value)
        case let .array(value): try container.encode(value)
        case let .object(value): try container.encode(value)
        }
    }

    /// A JSONSerialization object (what `SchemaRecipe.object` makes) as a value.
    init(foundation object: Any) throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Back to a JSONSerialization object, for the JSON-LD reader.
    var foundation: Any {
        switch self {
        case .null: NSNull()
        case let .bool(value): value
        case let .number(value): abs(value) < 1e15 ? Int(checked: value).flatMap { Double($0) == value ? $0 as Any : nil } ?? value : value
        case let .string(value): value
        case let .array(values): values.map(\.foundation)
        case let .object(values): values.mapValues(\.foundation)
        }
    }
}
