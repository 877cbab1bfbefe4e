import Vapor

/// Form decoders that count a body's fields before reading it. Vapor's URL-encoded and
/// multipart readers take time that grows with the square of the number of fields, on the event
/// loop: 40,000 repeated `ingredients=x` fields (560 KB, under the recipe API's 1 MB) held a
/// loop for 26 s and /healthz with it. No form of this site has more than a few hundred fields
/// (a recipe: 100 ingredient lines, 60 steps, 20 tags and the rest), so a body with more than
/// `maxFields` is refused (413, `request.form-fields`) before it is decoded, wherever it is read:
/// the CSRF check, a controller's `content.decode`, `JSONBody.decodeForm`.
struct BoundedFormDecoder: ContentDecoder {
    static let maxFields = 1_000

    enum Kind: Sendable { case urlEncoded, multipart }

    let kind: Kind
    let inner: any ContentDecoder

    static func install() {
        ContentConfiguration.global.use(decoder: BoundedFormDecoder(kind: .urlEncoded, inner: URLEncodedFormDecoder()), for: .urlEncodedForm)
        ContentConfiguration.global.use(decoder: BoundedFormDecoder(kind: .multipart, inner: FormDataDecoder()), for: .formData)
    }

    func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try checkFieldCount(body, headers: headers)
        return try inner.decode(D.self, from: body, headers: headers)
    }

    func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders,
                              userInfo: [CodingUserInfoKey: any Sendable]) throws -> D {
        try checkFieldCount(body, headers: headers)
        return try inner.decode(D.self, from: body, headers: headers, userInfo: userInfo)
    }

    private func checkFieldCount(_ body: ByteBuffer, headers: HTTPHeaders) throws {
        let count: Int
        switch kind {
        case .urlEncoded: count = Self.urlEncodedFields(body.readableBytesView)
        case .multipart: count = Self.multipartParts(body.readableBytesView, boundary: headers.contentType?.parameters["boundary"] ?? "")
        }
        guard count <= Self.maxFields else { throw RequestProblem.formFields(max: Self.maxFields) }
    }

    /// Fields of a URL-encoded body: its `&`-separated pairs (an empty body has none).
    static func urlEncodedFields<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        guard !bytes.isEmpty else { return 0 }
        var separators = 0
        for byte in bytes where byte == UInt8(ascii: "&") { separators += 1 }
        return separators + 1
    }

    /// Parts of a multipart body: its delimiter lines, `--` and the boundary at the start of the
    /// body or after a line feed, less the closing one (`--` after the boundary) where there is one. One pass: a delimiter is compared only
    /// from a line's start, and a boundary holds no line feed (RFC 2046), so no byte is read twice
    /// for long; a boundary that does is counted by its `--` line starts alone.
    static func multipartParts<Bytes: Collection<UInt8>>(_ bytes: Bytes, boundary: String) -> Int {
        let delimiter = Array(("--" + boundary).utf8)
        let checksBoundary = !boundary.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
        var delimiters = 0
        var closed = false
        var lineStart = true
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if lineStart {
                var probe = index
                var matched = 0
                while matched < delimiter.count, probe != bytes.endIndex, bytes[probe] == delimiter[matched],
                      checksBoundary || matched < 2 {
                    matched += 1
                    probe = bytes.index(after: probe)
                }
                if matched == delimiter.count || (!checksBoundary && matched == 2) {
                    delimiters += 1
                    let next = probe == bytes.endIndex ? nil : bytes.index(after: probe)
                    closed = probe != bytes.endIndex && next != bytes.endIndex && bytes[probe] == 0x2D && next.map { bytes[$0] == 0x2D } == true
                }
            }
            lineStart = bytes[index] == 0x0A
            index = bytes.index(after: index)
        }
        return Swift.max(0, closed ? delimiters - 1 : delimiters)
    }
}
