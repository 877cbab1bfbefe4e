import Vapor

/// Writes a request's `Content-Type` with its type, subtype and parameter names in lower case,
/// before anything reads the body. They are case-insensitive (RFC 9110, 8.3.1), but the decoders
/// look them up as written: a form sent as `Application/X-WWW-Form-Urlencoded`, or a multipart
/// one with `Boundary=`, read as no form at all and was answered with the page for a missing
/// security token (hostile sweep, 2026-12-06). Parameter values (a boundary) keep their case.
struct MediaTypeCaseMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        if let written = request.headers.first(name: .contentType), let folded = Self.folded(written) {
            request.headers.replaceOrAdd(name: .contentType, value: folded)
        }
        return next.respond(to: request)
    }

    /// `written` with the media type and each parameter's name lower-cased; nil when it has no
    /// upper-case letter there (the common case, left as it is).
    static func folded(_ written: String) -> String? {
        var pieces = written.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        guard let media = pieces.first else { return nil }
        pieces[0] = media.lowercased()
        // a quoted value may hold ";" and "=": then only the media type is folded
        for index in pieces.indices.dropFirst() where !written.contains("\"") {
            let piece = pieces[index]
            guard let equals = piece.firstIndex(of: "=") else { continue }
            pieces[index] = piece[..<equals].lowercased() + piece[equals...]
        }
        let folded = pieces.joined(separator: ";")
        return folded == written ? nil : folded
    }
}
