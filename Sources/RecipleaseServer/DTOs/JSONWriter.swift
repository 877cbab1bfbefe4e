import RecipleaseCore
import Vapor

/// JSON written straight into a byte buffer, for the answers the API gives most often (search
/// and random): Foundation's `JSONEncoder` spends more time on reflection and boxing than the
/// index spends on the search. A type that writes itself this way keeps its `Codable`
/// conformance for reading; a test checks that both spell the same JSON.
struct JSONWriter {
    /// The JSON so far, as UTF-8.
    private(set) var bytes: [UInt8] = []
    /// True right after an opening bracket or a key, where no comma goes.
    private var atStart = true

    init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    mutating func beginObject() { separate(); bytes.append(UInt8(ascii: "{")); atStart = true }
    mutating func endObject() { bytes.append(UInt8(ascii: "}")); atStart = false }
    mutating func beginArray() { separate(); bytes.append(UInt8(ascii: "[")); atStart = true }
    mutating func endArray() { bytes.append(UInt8(ascii: "]")); atStart = false }

    /// A member's name; its value is the next thing written.
    mutating func key(_ name: String) {
        separate()
        writeQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        atStart = true
    }

    mutating func value(_ text: String) { separate(); writeQuoted(text) }
    mutating func value(_ number: Int) { separate(); bytes.append(contentsOf: String(number).utf8) }
    mutating func null() { separate(); bytes.append(contentsOf: "null".utf8) }

    mutating func value(_ text: String?) { if let text { value(text) } else { null() } }
    mutating func value(_ flag: Bool) { separate(); bytes.append(contentsOf: (flag ? "true" : "false").utf8) }
    /// A UUID as `JSONEncoder` spells it (upper case).
    mutating func value(_ id: UUID?) { if let id { value(id.uuidString) } else { null() } }

    /// Whole numbers as integers, others in Swift's shortest round-tripping form; null for NaN
    /// and infinity, which JSON lacks.
    mutating func value(_ number: Double?) {
        guard let number, number.isFinite else { return null() }
        if number == number.rounded(), abs(number) < 1e15 { value(Int(number)) } else { separate(); bytes.append(contentsOf: number.description.utf8) }
    }
    mutating func value(_ number: Int?) { if let number { value(number) } else { null() } }

    mutating func value(_ texts: [String]) {
        beginArray()
        for text in texts { value(text) }
        endArray()
    }

    /// An object of counts, keys in order so the same counts always read the same.
    mutating func value(_ counts: [String: Int]) {
        beginObject()
        for (name, count) in counts.sorted(by: { $0.key < $1.key }) {
            key(name)
            value(count)
        }
        endObject()
    }

    private mutating func separate() {
        if atStart { atStart = false } else { bytes.append(UInt8(ascii: ",")) }
    }

    /// A JSON string escaped as Foundation's encoder escapes it (the core's writer, shared with the CLI).
    private mutating func writeQuoted(_ text: String) {
        JSONBytes.string(text, &bytes, escapingSeparators: false)
    }
}

/// A value the API answers with, written by `JSONWriter` rather than `JSONEncoder`.
protocol JSONWritable: Content {
    func write(to json: inout JSONWriter)
}

extension JSONWritable {
    /// The value as JSON bytes.
    func json(allocator: ByteBufferAllocator = ByteBufferAllocator()) -> ByteBuffer {
        var writer = JSONWriter()
        write(to: &writer)
        return allocator.buffer(bytes: writer.bytes)
    }

    func encodeResponse(for request: Request) async throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(buffer: json(allocator: request.byteBufferAllocator)))
    }
}
