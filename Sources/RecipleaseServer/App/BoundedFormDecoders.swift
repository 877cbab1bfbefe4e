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
            guard Self.urlEncodedFields(body) <= Self.maxFields else { throw RequestProblem.formFields(max: Self.maxFields) }
            guard Self.urlEncodedReadable(body) else { throw RequestProblem.formBody }
        case .multipart:
            try Self.checkMultipart(body, boundary: headers.contentType?.parameters["boundary"] ?? "")
        }
    }

    /// The most header lines one part of a multipart body may have. A browser sends two
    /// (Content-Disposition, Content-Type); the multipart reader's time grows with the square of
    /// a part's header lines (each replaces its name among those read), so 20,000 of them in one
    /// 229 KB part held an event loop for 22 s.
    static let maxPartHeaderLines = 32

    /// Refuses a multipart body of more than `maxFields` parts, or with a part of more than
    /// `maxPartHeaderLines` header lines (413), before it is read.
    static func checkMultipart(_ body: ByteBuffer, boundary: String) throws {
        let shape = body.withUnsafeReadableBytes { multipartShape($0, boundary: boundary) }
        guard shape.parts <= maxFields else { throw RequestProblem.formFields(max: maxFields) }
        guard shape.mostHeaderLines <= maxPartHeaderLines else { throw RequestProblem.formPartHeaders(max: maxPartHeaderLines) }
        // A body with no closing boundary line is no multipart body: the reader found no field in
        // "hello world" and a PUT saved the empty form, erasing the preferences (hostile probe,
        // 2026-12-07). Every browser closes the body, an empty form too.
        guard shape.closed else { throw RequestProblem.multipartBody }
    }

    /// What the checks need of a multipart body.
    struct MultipartShape: Equatable {
        /// Its delimiter lines, less the closing one (`--` after the boundary) where there is one.
        var parts = 0
        /// The most header lines of any part: the lines after a delimiter line up to the first empty one.
        var mostHeaderLines = 0
        /// Whether the last delimiter line closes the body (`--` after the boundary).
        var closed = false
    }

    /// The shape of a multipart body, in one pass over its line starts: a delimiter is `--` and
    /// the boundary at the start of the body or after a line feed, or `--` alone when the boundary
    /// holds a line feed (RFC 2046 allows none; such a body is counted by its `--` line starts).
    /// The pass jumps from line feed to line feed (`memchr`), so a photo's megabytes are not
    /// walked byte by byte: the walk it replaced, over a generic collection, took 47 s for an 8
    /// MB photo in a debug build, and ran once per form decode of the request.
    static func multipartShape(_ bytes: UnsafeRawBufferPointer, boundary: String) -> MultipartShape {
        let delimiter = Array(("--" + boundary).utf8)
        let checksBoundary = !boundary.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D })
        let wanted = checksBoundary ? delimiter.count : 2
        var shape = MultipartShape()
        var delimiters = 0
        var closed = false
        var inHeaders = false
        var lines = 0
        var start = 0
        while start < bytes.count {
            if bytes.count - start >= wanted, (0..<wanted).allSatisfy({ bytes[start + $0] == delimiter[$0] }) {
                delimiters += 1
                let after = start + wanted
                closed = after + 1 < bytes.count && bytes[after] == 0x2D && bytes[after + 1] == 0x2D
                inHeaders = true
                lines = 0
            } else if inHeaders {
                if bytes[start] == 0x0D || bytes[start] == 0x0A {
                    inHeaders = false
                } else {
                    lines += 1
                    shape.mostHeaderLines = Swift.max(shape.mostHeaderLines, lines)
                }
            }
            guard let base = bytes.baseAddress, let feed = memchr(base + start, 0x0A, bytes.count - start) else { break }
            start = base.distance(to: UnsafeRawPointer(feed)) + 1
        }
        shape.parts = Swift.max(0, closed ? delimiters - 1 : delimiters)
        shape.closed = closed
        return shape
    }

    /// Whether every name and value of a URL-encoded body percent-decodes to text: "%%%garbage"
    /// was read as a form of no field, and a PUT saved it (hostile probe, 2026-12-07).
    static func urlEncodedReadable(_ body: ByteBuffer) -> Bool {
        let text = String(buffer: body)
        guard text.utf8.count == body.readableBytes else { return false }
        return text.split(separator: "&", omittingEmptySubsequences: true).allSatisfy { pair in
            pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).allSatisfy {
                $0.replacingOccurrences(of: "+", with: " ").removingPercentEncoding != nil
            }
        }
    }

    /// Fields of a URL-encoded body: its `&`-separated pairs (an empty body has none).
    static func urlEncodedFields(_ body: ByteBuffer) -> Int {
        body.withUnsafeReadableBytes { bytes in
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return 0 }
            var separators = 0
            var start = 0
            while start < bytes.count, let amp = memchr(base + start, Int32(UInt8(ascii: "&")), bytes.count - start) {
                separators += 1
                start = base.distance(to: UnsafeRawPointer(amp)) + 1
            }
            return separators + 1
        }
    }
}
