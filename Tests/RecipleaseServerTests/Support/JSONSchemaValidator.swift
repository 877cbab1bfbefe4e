import Foundation
@testable import RecipleaseServer

/// The part of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that the API document uses: `type`
/// (one or several), `enum`, `properties`, `required`, `additionalProperties`, `minProperties`,
/// `items`, `minItems`, `maxItems`, `minLength`, `maxLength`, `pattern`, `minimum`, `maximum`,
/// `allOf`, `anyOf`, `oneOf`, local `$ref`s, and the formats `date-time`, `date` and `uuid`.
/// Keywords it does not know are ignored, as JSON Schema says.
struct JSONSchemaValidator: Sendable {
    /// The document `$ref`s point into.
    let root: JSONValue

    /// Every way `value` breaks `schema`, each with the path to the offending part; empty when it holds.
    func errors(_ value: JSONValue, _ schema: JSONValue, at path: String = "$") -> [String] {
        guard case let .object(keywords) = schema else {
            return schema == .bool(false) ? ["\(path): nothing is allowed here"] : []
        }
        var problems: [String] = []
        if case let .string(reference)? = keywords["$ref"] {
            guard let target = resolve(reference) else { return ["\(path): $ref \(reference) points nowhere"] }
            problems += errors(value, target, at: path)
        }
        if let type = keywords["type"] {
            let names: [String] = switch type {
            case let .string(name): [name]
            case let .array(names): names.compactMap { if case let .string(name) = $0 { name } else { nil } }
            default: []
            }
            guard names.contains(where: { JSONSchemaValidator.value(value, isOfType: $0) }) else {
                return problems + ["\(path): expected \(names.joined(separator: " or ")), got \(JSONSchemaValidator.describe(value))"]
            }
        }
        if case let .array(allowed)? = keywords["enum"], !allowed.contains(value) {
            problems.append("\(path): \(JSONSchemaValidator.describe(value)) is not one of the allowed values")
        }
        switch value {
        case let .number(number):
            if case let .number(minimum)? = keywords["minimum"], number < minimum { problems.append("\(path): \(number) is below \(minimum)") }
            if case let .number(maximum)? = keywords["maximum"], number > maximum { problems.append("\(path): \(number) is above \(maximum)") }
        case let .string(text):
            problems += stringErrors(text, keywords, at: path)
        case let .array(items):
            if case let .number(least)? = keywords["minItems"], Double(items.count) < least { problems.append("\(path): fewer than \(Int(least)) items") }
            if case let .number(most)? = keywords["maxItems"], Double(items.count) > most { problems.append("\(path): more than \(Int(most)) items") }
            if let itemSchema = keywords["items"] {
                for (k, item) in items.enumerated() { problems += errors(item, itemSchema, at: "\(path)[\(k)]") }
            }
        case let .object(members):
            problems += objectErrors(members, keywords, at: path)
        case .null, .bool:
            break
        }
        if case let .array(all)? = keywords["allOf"] {
            for part in all { problems += errors(value, part, at: path) }
        }
        if case let .array(any)? = keywords["anyOf"], !any.contains(where: { errors(value, $0, at: path).isEmpty }) {
            problems.append("\(path): matches none of anyOf (\(any.map { errors(value, $0, at: path).first ?? "" }.joined(separator: "; ")))")
        }
        if case let .array(one)? = keywords["oneOf"] {
            let matching = one.filter { errors(value, $0, at: path).isEmpty }.count
            if matching != 1 { problems.append("\(path): matches \(matching) of oneOf, not exactly one") }
        }
        return problems
    }

    private func stringErrors(_ text: String, _ keywords: [String: JSONValue], at path: String) -> [String] {
        var problems: [String] = []
        if case let .number(least)? = keywords["minLength"], Double(text.count) < least { problems.append("\(path): shorter than \(Int(least))") }
        if case let .number(most)? = keywords["maxLength"], Double(text.count) > most { problems.append("\(path): longer than \(Int(most))") }
        if case let .string(pattern)? = keywords["pattern"] {
            if let regex = try? NSRegularExpression(pattern: pattern),
               regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil {
                problems.append("\(path): \"\(text.prefix(40))\" does not match \(pattern)")
            }
        }
        if case let .string(format)? = keywords["format"], !JSONSchemaValidator.text(text, hasFormat: format) {
            problems.append("\(path): \"\(text.prefix(40))\" is not a \(format)")
        }
        return problems
    }

    private func objectErrors(_ members: [String: JSONValue], _ keywords: [String: JSONValue], at path: String) -> [String] {
        var problems: [String] = []
        if case let .array(required)? = keywords["required"] {
            for case let .string(key) in required where members[key] == nil { problems.append("\(path).\(key) is required but missing") }
        }
        if case let .number(least)? = keywords["minProperties"], Double(members.count) < least {
            problems.append("\(path): fewer than \(Int(least)) members")
        }
        var declared: [String: JSONValue] = [:]
        if case let .object(properties)? = keywords["properties"] { declared = properties }
        for (key, member) in members.sorted(by: { $0.key < $1.key }) {
            if let propertySchema = declared[key] {
                problems += errors(member, propertySchema, at: "\(path).\(key)")
            } else if let additional = keywords["additionalProperties"] {
                problems += errors(member, additional, at: "\(path).\(key)")
            }
        }
        return problems
    }

    /// A local reference (`#/components/schemas/Recipe`), followed through the document.
    func resolve(_ reference: String) -> JSONValue? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for raw in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = raw.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
            guard case let .object(members) = node, let next = members[key] else { return nil }
            node = next
        }
        return node
    }

    static func value(_ value: JSONValue, isOfType type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array), ("object", .object), ("number", .number): true
        case let ("integer", .number(number)): number.isFinite && number == number.rounded()
        default: false
        }
    }

    /// Formats are checked loosely: the shape, not every calendar rule.
    static func text(_ text: String, hasFormat format: String) -> Bool {
        switch format {
        case "date-time":
            text.range(of: #"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$"#, options: .regularExpression) != nil
        case "date":
            text.range(of: #"^\d{4}-\d{2}-\d{2}$"#, options: .regularExpression) != nil
        case "uuid":
            UUID(uuidString: text) != nil
        default:
            true
        }
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case let .bool(flag): "\(flag)"
        case let .number(number): "\(number)"
        case let .string(text): "\"\(text.prefix(40))\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
