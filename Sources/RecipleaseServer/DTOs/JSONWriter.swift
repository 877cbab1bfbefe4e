import NIOCore
import Vapor

/// JSON written straight into a byte buffer, for the answers the API gives most often (search
/// and random): Foundation's `JSONEncoder` spends more time on reflection and boxing than the
/// index spends on the search. A type that writes itself this way keeps its `Codable`
/// conformance for reading; a test checks that both spell the same JSON.
struct JSONWriter {
    private(set) var buffer: ByteBuffer
    /// True right after an opening bracket or a key, where no comma goes.
    private var atStart = true

    init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    mutating func beginObject() { separate(); buffer.writeInteger(UInt8(ascii: "{")); atStart = true }
    mutating func endObject() { buffer.writeInteger(UInt8(ascii: "}")); atStart = false }
    mutating func beginArray() { separate(); buffer.writeInteger(UInt8(ascii: "[")); atStart = true }
    mutating func endArray() { buffer.writeInteger(UInt8(ascii: "]")); atStart = false }

    /// A member's name; its value is the next thing written.
    mutating func key(_ name: String) {
        separate()
        writeQuoted(name)
        buffer.writeInteger(UInt8(ascii: ":"))
        atStart = true
    }

    mutating func value(_ text: String) { separate(); writeQuoted(text) }
    mutating func value(_ number: Int) { separate(); buffer.writeString(String(number)) }
    mutating func null() { separate(); buffer.writeStaticString("null") }

    mutating func value(_ text: String?) { if let text { value(text) } else { null() } }
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
        if atStart { atStart = false } else { buffer.writeInteger(UInt8(ascii: ",")) }
    }

    /// A JSON string: quote, backslash and control characters escaped, everything else as UTF-8.
    private mutating func writeQuoted(_ text: String) {
        buffer.writeInteger(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var plainFrom = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                buffer.writeBytes(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[plainFrom..<i]))
                switch byte {
                case UInt8(ascii: "\""): buffer.writeStaticString("\\\"")
                case UInt8(ascii: "\\"): buffer.writeStaticString("\\\\")
                case UInt8(ascii: "\n"): buffer.writeStaticString("\\n")
                case UInt8(ascii: "\r"): buffer.writeStaticString("\\r")
                case UInt8(ascii: "\t"): buffer.writeStaticString("\\t")
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    buffer.writeStaticString("\\u00")
                    buffer.writeInteger(hex[Int(byte >> 4)])
                    buffer.writeInteger(hex[Int(byte & 0xF)])
                }
                plainFrom = i + 1
            }
            buffer.writeBytes(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(bytes)[plainFrom...]))
        }
        buffer.writeInteger(UInt8(ascii: "\""))
    }
}

/// A value the API answers with, written by `JSONWriter` rather than `JSONEncoder`.
protocol JSONWritable: Content {
    func write(to json: inout JSONWriter)
}

extension JSONWritable {
    /// The value as JSON bytes.
    func json(allocator: ByteBufferAllocator = ByteBufferAllocator()) -> ByteBuffer {
        var writer = JSONWriter(buffer: allocator.buffer(capacity: 4096))
        write(to: &writer)
        return writer.buffer
    }

    func encodeResponse(for request: Request) async throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(buffer: json(allocator: request.byteBufferAllocator)))
    }
}
