import Foundation
import Vapor

/// Serves the handful of files in the public folder (stylesheets, scripts, icons, the manifest)
/// from memory. They are read once at start-up (under 200 KB in all) and only those exact paths
/// are answered here: any other path, however long, odd or encoded, goes on to the routes and
/// their 404. (Handing such paths to the file system failed for names longer than it allows, and
/// the error came out as a 500.)
///
/// Serving from memory also keeps the page's own files off the process's shared blocking thread
/// pool, where SQLite runs its queries: a slow query, or many, once held a stylesheet back for
/// longer than a browser waits. The files change only with a new release, so browsers keep them
/// and revalidate by ETag (`Cache-Control: no-cache`, then `304 Not Modified`).
struct PublicFilesMiddleware: Middleware {
    struct File: Sendable {
        let body: ByteBuffer
        let type: HTTPMediaType
        let etag: String
        let modified: String
    }

    private let files: [String: File]

    init(directory: String) {
        var files: [String: File] = [:]
        let root = URL(fileURLWithPath: directory)
        let keys: Set<URLResourceKey> = [.isRegularFileKey, .contentModificationDateKey]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: Array(keys))
        while let url = enumerator?.nextObject() as? URL {
            guard let values = try? url.resourceValues(forKeys: keys), values.isRegularFile == true,
                  let data = try? Data(contentsOf: url) else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)
            let path = relative.hasPrefix("/") ? String(relative) : "/" + relative
            let digest = SHA256.hash(data: data).prefix(12).map { String(format: "%02x", $0) }.joined()
            files[path] = File(
                body: ByteBuffer(bytes: data),
                type: Self.type(of: url.pathExtension),
                etag: "\"\(digest)\"",
                modified: Self.httpDate(values.contentModificationDate ?? Date(timeIntervalSince1970: 0))
            )
        }
        self.files = files
    }

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard let file = files[request.url.path] else { return next.respond(to: request) }
        guard request.method == .GET || request.method == .HEAD else {
            // A file takes GET and HEAD: OPTIONS says so (it was 404 where GET was 200), any other
            // method is 405 with the same `Allow` (it was the page for a missing security token).
            let allow: HTTPHeaders = ["Allow": "GET, HEAD, OPTIONS"]
            let status: HTTPResponseStatus = request.method == .OPTIONS ? .noContent : .methodNotAllowed
            return request.eventLoop.makeSucceededFuture(Response(status: status, headers: allow))
        }
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .eTag, value: file.etag)
        headers.replaceOrAdd(name: .lastModified, value: file.modified)
        headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
        headers.contentType = file.type
        if Self.matches(request.headers[.ifNoneMatch], file.etag) {
            return request.eventLoop.makeSucceededFuture(Response(status: .notModified, headers: headers))
        }
        // HEAD gets the same headers; the server leaves the body out and keeps the length.
        return request.eventLoop.makeSucceededFuture(Response(status: .ok, headers: headers, body: .init(buffer: file.body)))
    }

    /// `If-None-Match` may list several tags, or `*`; a weak tag (`W/"..."`) matches its strong one.
    static func matches(_ values: [String], _ etag: String) -> Bool {
        for value in values {
            for tag in value.split(separator: ",") {
                var tag = tag.trimmingCharacters(in: .whitespaces)
                if tag == "*" { return true }
                if tag.hasPrefix("W/") { tag.removeFirst(2) }
                if tag == etag { return true }
            }
        }
        return false
    }

    static func type(of fileExtension: String) -> HTTPMediaType {
        switch fileExtension.lowercased() {
        // Vapor's table of types has no entry for the web app manifest.
        case "webmanifest": manifestType
        case "ico": HTTPMediaType(type: "image", subType: "x-icon")
        default: HTTPMediaType.fileExtension(fileExtension) ?? HTTPMediaType(type: "application", subType: "octet-stream")
        }
    }

    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    static let manifestType = HTTPMediaType(type: "application", subType: "manifest+json")
}
