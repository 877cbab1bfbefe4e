import Foundation
import RecipleaseCore
import Vapor

/// A JSON body that is not what a call takes, in the project's words: which field, and what it
/// should be ("servings must be a whole number"), never a Swift type or the decoder's English.
/// Every JSON body of the API is read through `JSONBody.decode`, and the error middleware turns
/// any other decoding error through the same mapping.
struct BodyShapeProblem: DomainError, Equatable {
    /// What the body or a field should have been.
    enum Expected: String, Sendable {
        case notJSON = "not-json"
        case wholeNumber = "whole-number"
        case number
        case trueFalse = "true-false"
        case text
        case list
        case object
        case missing
        case invalid
        /// A number too large, or not whole, for a field the decoder did not name.
        case numberUnfit = "number-unfit"
        /// A key the call does not take (`field` is where it stands).
        case unknownKey = "unknown-key"
    }

    let expected: Expected
    /// The field as the body spells it (`ingredients[2].text`); empty for the body itself.
    var field: String = ""
    /// Where the text stops being JSON.
    var syntax: JSONSyntaxProblem?
    /// For an unknown key: the known key probably meant, else the keys its object takes.
    var meant: String?
    var keys: [String] = []

    var kind: ProblemKind { .invalid }
    var code: String { "request.body-shape" }

    func arguments(in strings: Strings) -> [String: String] {
        ["problem": problem(in: strings)]
    }

    var arguments: [String: String] { arguments(in: .english) }

    /// What is wrong, without the sentence around it (an export's refusal says it in its own).
    func problem(in strings: Strings) -> String {
        if let syntax {
            return strings.text("error.request.shape.not-json", ["line": String(syntax.line), "column": String(syntax.column), "problem": syntax.words(in: strings)])
        }
        let name = field.isEmpty ? strings.text("error.request.shape.body") : field
        if expected == .unknownKey {
            return meant.map { strings.text("error.request.shape.unknown-key", ["field": name, "meant": $0]) }
                ?? strings.text("error.request.shape.unknown-key-listed", ["field": name, "keys": keys.joined(separator: ", ")])
        }
        return strings.text("error.request.shape." + expected.rawValue, ["field": name])
    }
}

/// A request body that knows its keys, so one it does not know (`"diet"` for `"diets"`) is a 400
/// naming it and the key probably meant, never dropped without a word (which would clear the
/// diets). `CodingKeys` lists every key taken: those read, and those taken only to be ignored.
protocol KnownKeys {
    associatedtype CodingKeys: CodingKey & CaseIterable
    /// Keys whose value, an object or a list of objects, knows keys of its own.
    static var nested: [String: any KnownKeys.Type] { get }
}

extension KnownKeys {
    static var nested: [String: any KnownKeys.Type] { [:] }
    static var keyNames: [String] { CodingKeys.allCases.map(\.stringValue) }

    /// Throws the first key of the object `decoder` holds (keys in sorted order, depth first)
    /// this type does not know. It reads what the decoder has parsed, so the body is parsed once.
    /// `besides`: keys the body's top level may carry for someone else (a form's CSRF field).
    static func checkKeys(in decoder: any Decoder, besides: Set<String> = []) throws {
        guard let object = try? decoder.container(keyedBy: AnyKey.self) else { return }
        let known = keyNames
        for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) where !besides.contains(key.stringValue) {
            guard known.contains(key.stringValue) else {
                throw BodyShapeProblem(expected: .unknownKey, field: BodyShapeProblem.spelled(decoder.codingPath + [key]),
                                       meant: meant(key.stringValue, among: known), keys: known)
            }
            try nested[key.stringValue]?.checkKeys(of: object, at: key)
        }
    }

    /// Checks the object at `key`, or each object of the list there; any other value is the decoder's to judge.
    private static func checkKeys(of object: KeyedDecodingContainer<AnyKey>, at key: AnyKey) throws {
        do {
            if var items = try? object.nestedUnkeyedContainer(forKey: key) {
                while !items.isAtEnd { _ = try items.decode(KeysChecked<Self>.self) }
            } else {
                _ = try object.decode(KeysChecked<Self>.self, forKey: key)
            }
        } catch is DecodingError {}
    }

    /// The known key a person most likely meant by `key`: the same but for case, `_` or `-`
    /// (`recipe_id`), a letter or two off (`diet`, `cusines`), or its start (`ingredient`).
    static func meant(_ key: String, among known: [String]) -> String? {
        func folded(_ text: String) -> [UInt8] { Array(text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }.utf8) }
        let typed = folded(key)
        var distance = EditDistance(capacity: 64)
        var best: (key: String, edits: Int)?
        for candidate in known {
            let target = folded(candidate)
            let bound = target.count >= 5 ? 2 : 1
            var edits = distance.distance(typed, target, bound: bound)
            if edits > bound, min(typed.count, target.count) >= 4, typed.starts(with: target) || target.starts(with: typed) {
                edits = bound
            }
            if edits <= bound, edits < (best?.edits ?? .max) { best = (candidate, edits) }
        }
        return best?.key
    }
}

/// Any key of a JSON object, to list them all.
struct AnyKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A value whose keys are checked, decoding nothing.
private struct KeysChecked<K: KnownKeys>: Decodable {
    init(from decoder: any Decoder) throws { try K.checkKeys(in: decoder) }
}

/// `T` decoded after its keys are checked, from the same parse; `Door` says what else the body
/// may carry.
private struct KeyChecked<T: Decodable, Door: BodyDoor>: Decodable {
    let value: T

    init(from decoder: any Decoder) throws {
        try (T.self as? any KnownKeys.Type)?.checkKeys(in: decoder, besides: Door.besides)
        value = try T(from: decoder)
    }
}

/// How a body came: the keys it may carry beside the call's own.
private protocol BodyDoor {
    static var besides: Set<String> { get }
}

/// A JSON body: the call's keys only.
private enum JSONDoor: BodyDoor {
    static var besides: Set<String> { [] }
}

/// A form body: a page's form also carries the CSRF field, which `CSRFMiddleware` reads.
private enum FormDoor: BodyDoor {
    static var besides: Set<String> { [Request.csrfField] }
}

extension JSONBody {
    /// A form body (URL-encoded or multipart) as `T`, its keys checked as a JSON body's are, so
    /// `diet=vegan` for `diets` is the same 400 naming it, not a key dropped without a word.
    static func decodeForm<T: Decodable>(_ type: T.Type, from content: any ContentContainer) throws -> T {
        if T.self is any KnownKeys.Type { return try content.decode(KeyChecked<T, FormDoor>.self).value }
        return try content.decode(T.self)
    }
}

/// A body whose fields have rules of their own: a field of the wrong type, or a number too large
/// for it, is refused with the rule's words ("Servings must be a whole number from 1 to 100").
protocol FieldRules {
    /// The refusal for `field` (as the body spells it) holding `given`, or nil for the plain words.
    static func refusal(field: String, given: String) -> (any DomainError)?
}

enum JSONBody {
    /// The decoder Vapor reads JSON bodies with, so dates and keys read as before.
    static var decoder: JSONDecoder {
        (try? ContentConfiguration.global.requireDecoder(for: .json)) as? JSONDecoder ?? JSONDecoder.custom(dates: .iso8601)
    }

    /// `data` as `T`; any way it is not is a domain error in the project's words.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        let decoder = decoder
        do {
            // Keys first: a misspelt key is the likelier mistake, and it explains a missing one.
            if T.self is any KnownKeys.Type { return try decoder.decode(KeyChecked<T, JSONDoor>.self, from: data).value }
            return try decoder.decode(T.self, from: data)
        } catch let error as DecodingError {
            var path: [any CodingKey] = []
            var expected: Any.Type?
            var given: String?
            var shape = BodyShapeProblem(error)
            if case let .dataCorrupted(context) = error, context.codingPath.isEmpty {
                // Foundation tells a number a field cannot hold ("servings": 2.5, a 20-digit
                // number) as data that is not JSON, without the field: check, then find it.
                if let syntax = JSONSyntax.firstEncodingProblem(in: data) ?? JSONSyntax.firstProblem(in: data) {
                    throw BodyShapeProblem(expected: .notJSON, syntax: syntax)
                }
                if let unfit = unfitNumber(T.self, in: data, decoder: decoder) {
                    (path, expected, given) = (unfit.path, unfit.expected, unfit.given)
                    shape = BodyShapeProblem(expected: BodyShapeProblem.Expected(expected: unfit.expected), field: BodyShapeProblem.spelled(unfit.path))
                }
            } else if case let .typeMismatch(type, context) = error {
                (path, expected) = (context.codingPath, type)
            } else if case let .valueNotFound(type, context) = error {
                (path, expected) = (context.codingPath, type)
            }
            if expected != nil, !path.isEmpty, let rules = T.self as? any FieldRules.Type,
               let refusal = rules.refusal(field: BodyShapeProblem.spelled(path), given: given ?? value(at: path, in: data) ?? "") {
                throw refusal
            }
            throw shape
        }
    }

    /// The most numbers tried when looking for the one a field cannot hold; each costs a decode.
    static let numbersTried = 64
    /// The most bytes decoded in that search, all tries together: a large body gets fewer tries
    /// (one of 1 MB, four), and one over 4 MB none, its refusal naming no field. Without it, a
    /// megabyte of numbers after a bad one cost 64 decodes of the whole body per request.
    static let bytesTried = 4 << 20

    /// The first number, in the order the decoder reads, that its field cannot hold: numbers that
    /// are not whole or beyond 64 bits are set to 0 one after another until the decoder gets past
    /// the place where it stopped; the last one set is it, and an empty string in its place makes
    /// the decoder name its field and type.
    static func unfitNumber<T: Decodable>(_ type: T.Type, in data: Data, decoder: JSONDecoder) -> (path: [any CodingKey], expected: Any.Type, given: String)? {
        let bytes = Array(data)
        let suspects = numberRanges(in: bytes).filter { range in
            let text = String(decoding: bytes[range], as: UTF8.self)
            return Int64(text) == nil && Double(text).flatMap { Int64(exactly: $0) } == nil
        }
        var replaced: [Range<Int>: String] = [:]
        let tries = min(numbersTried, bytesTried / max(bytes.count, 1))
        for range in suspects.prefix(tries) {
            replaced[range] = "0"
            guard !failsWithoutPath(T.self, rewritten(bytes, replaced), decoder: decoder) else { continue }
            replaced[range] = "\"\""
            do {
                _ = try decoder.decode(T.self, from: rewritten(bytes, replaced))
            } catch let DecodingError.typeMismatch(type, context) {
                return (context.codingPath, type, String(decoding: bytes[range], as: UTF8.self))
            } catch {}
            return nil
        }
        return nil
    }

    private static func failsWithoutPath<T: Decodable>(_ type: T.Type, _ data: Data, decoder: JSONDecoder) -> Bool {
        do {
            _ = try decoder.decode(T.self, from: data)
            return false
        } catch let DecodingError.dataCorrupted(context) {
            return context.codingPath.isEmpty
        } catch {
            return false
        }
    }

    private static func rewritten(_ bytes: [UInt8], _ replaced: [Range<Int>: String]) -> Data {
        var out = Data()
        out.reserveCapacity(bytes.count)
        var at = 0
        for (range, text) in replaced.sorted(by: { $0.key.lowerBound < $1.key.lowerBound }) {
            out.append(contentsOf: bytes[at..<range.lowerBound])
            out.append(contentsOf: Array(text.utf8))
            at = range.upperBound
        }
        out.append(contentsOf: bytes[at...])
        return out
    }

    /// Where each number of a JSON text stands (outside strings), in the text's order.
    static func numberRanges(in bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                index += 1
            } else if byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let start = index
                while index < bytes.count, Array("0123456789+-.eE".utf8).contains(bytes[index]) { index += 1 }
                ranges.append(start..<index)
            } else {
                index += 1
            }
        }
        return ranges
    }

    /// What the body holds at `path`, as a person would write it: text as it is, anything else as JSON.
    static func value(at path: [any CodingKey], in data: Data) -> String? {
        guard var node = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        for key in path {
            if let index = key.intValue, let array = node as? [Any], array.indices.contains(index) {
                node = array[index]
            } else if let object = node as? [String: Any], let next = object[key.stringValue] {
                node = next
            } else {
                return nil
            }
        }
        if let text = node as? String { return text }
        guard let json = try? JSONSerialization.data(withJSONObject: [node], options: [.fragmentsAllowed]) else { return nil }
        return String(decoding: json.dropFirst().dropLast(), as: UTF8.self)
    }
}

extension BodyShapeProblem {
    init(_ error: DecodingError) {
        switch error {
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            self.init(expected: Expected(expected: type), field: Self.spelled(context.codingPath))
        case let .keyNotFound(key, context):
            self.init(expected: .missing, field: Self.spelled(context.codingPath + [key]))
        case let .dataCorrupted(context):
            self.init(expected: context.codingPath.isEmpty ? .numberUnfit : .invalid, field: Self.spelled(context.codingPath))
        @unknown default:
            self.init(expected: .invalid)
        }
    }

    /// A path as the body spells it: `ingredients[2].text`.
    static func spelled(_ path: [any CodingKey]) -> String {
        var text = ""
        for key in path {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                // a reason quotes a key of any length only in part (a 900 KB key came back whole)
                let name = key.stringValue.count > 60 ? key.stringValue.prefix(60) + "…" : key.stringValue
                text += (text.isEmpty ? "" : ".") + name
            }
        }
        return text
    }
}

extension BodyShapeProblem.Expected {
    /// What a field of this Swift type takes, in JSON's terms.
    init(expected type: Any.Type) {
        switch type {
        case is Int.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type,
             is UInt.Type, is UInt8.Type, is UInt16.Type, is UInt32.Type, is UInt64.Type: self = .wholeNumber
        case is Double.Type, is Float.Type, is Decimal.Type: self = .number
        case is Bool.Type: self = .trueFalse
        case is String.Type, is UUID.Type, is URL.Type, is Date.Type: self = .text
        default:
            let name = String(describing: type)
            self = name.hasPrefix("Array<") ? .list : name.hasPrefix("Dictionary<") ? .object : .invalid
        }
    }
}
