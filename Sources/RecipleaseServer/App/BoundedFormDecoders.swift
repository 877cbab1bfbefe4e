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
        switch kind {
        case .urlEncoded:
            guard Self.urlEncodedFields(body.readableBytesView) <= Self.maxFields else { throw RequestProblem.formFields(max: Self.maxFields) }
        case .multipart:
            try Self.checkMultipart(body.readableBytesView, boundary: headers.contentType?.parameters["boundary"] ?? "")
        }
    }

    /// The most header lines one part of a multipart body may have. A browser sends two
    /// (Content-Disposition, Content-Type); the multipart reader's time grows with the square of
    /// a part's header lines (each replaces its name among those read), so 20,000 of them in one
    /// 229 KB part held an event loop for 22 s.
    static let maxPartHeaderLines = 32

    /// Refuses a multipart body of more than `maxFields` parts, or with a part of more than
    /// `maxPartHeaderLines` header lines (413), before it is read.
    static func checkMultipart<Bytes: Collection<UInt8>>(_ bytes: Bytes, boundary: String) throws {
        guard multipartParts(bytes, boundary: boundary) <= maxFields else { throw RequestProblem.formFields(max: maxFields) }
        guard mostPartHeaderLines(bytes, boundary: boundary) <= maxPartHeaderLines else {
            throw RequestProblem.formPartHeaders(max: maxPartHeaderLines)
        }
    }

    /// The most header lines of any part: the lines after a delimiter line up to the first empty
    /// one. One pass, as `multipartParts`.
    static func mostPartHeaderLines<Bytes: Collection<UInt8>>(_ bytes: Bytes, boundary: String) -> Int {
        let delimiter = Array(("--" + boundary).utf8)
        let checksBoundary = !boundary.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
        var most = 0
        var lines = 0
        var inHeaders = false
        var lineStart = true
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if lineStart {
                if delimiterEnd(bytes, at: index, delimiter, checksBoundary: checksBoundary) != nil {
                    inHeaders = true
                    lines = 0
                } else if inHeaders {
                    if bytes[index] == 0x0D || bytes[index] == 0x0A {
                        inHeaders = false
                    } else {
                        lines += 1
                        most = Swift.max(most, lines)
                    }
                }
            }
            lineStart = bytes[index] == 0x0A
            index = bytes.index(after: index)
        }
        return most
    }

    /// Fields of a URL-encoded body: its `&`-separated pairs (an empty body has none).
    static func urlEncodedFields<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Int {
        guard !bytes.isEmpty else { return 0 }
        var separators = 0
        for byte in bytes where byte == UInt8(ascii: "&") { separators += 1 }
        return separators + 1
    }

    /// Where the delimiter that starts at `index` (a line's start) ends, when one does: `--` and the
    /// boundary, or `--` alone when the boundary holds a line feed (`checksBoundary` false).
    private static func delimiterEnd<Bytes: Collection<UInt8>>(_ bytes: Bytes, at index: Bytes.Index, _ delimiter: [UInt8],
                                                               checksBoundary: Bool) -> Bytes.Index? {
        var probe = index
        var matched = 0
        while matched < delimiter.count, probe != bytes.endIndex, bytes[probe] == delimiter[matched], checksBoundary || matched < 2 {
            matched += 1
            probe = bytes.index(after: probe)
        }
        return matched == delimiter.count || (!checksBoundary && matched == 2) ? probe : nil
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
            if lineStart, let probe = delimiterEnd(bytes, at: index, delimiter, checksBoundary: checksBoundary) {
                delimiters += 1
                let next = probe == bytes.endIndex ? nil : bytes.index(after: probe)
                closed = probe != bytes.endIndex && next != bytes.endIndex && bytes[probe] == 0x2D && next.map { bytes[$0] == 0x2D } == true
            }
            lineStart = bytes[index] == 0x0A
            index = bytes.index(after: index)
        }
        return Swift.max(0, closed ? delimiters - 1 : delimiters)
    }
}
