import Foundation
import Vapor

/// Serves the handful of files in the public folder (stylesheets, scripts, icons, the manifest).
/// The names are read once at start-up and only those exact paths reach the disk: any other
/// path, however long, odd or encoded, goes on to the routes and their 404. (Handing such paths
/// to the file system failed for names longer than it allows, and the error came out as a 500.)
/// The files change only with a new release, so browsers keep them and revalidate by ETag.
struct PublicFilesMiddleware: Middleware {
    private let paths: Set<String>
    private let files: FileMiddleware

    init(directory: String) {
        var paths: Set<String> = []
        let root = URL(fileURLWithPath: directory)
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true else { continue }
            let relative = url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)
            paths.insert(relative.hasPrefix("/") ? String(relative) : "/" + relative)
        }
        self.paths = paths
        files = FileMiddleware(publicDirectory: directory, cachePolicy: .noCache)
    }

    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        guard request.method == .GET || request.method == .HEAD, paths.contains(request.url.path) else {
            return next.respond(to: request)
        }
        let answer = files.respond(to: request, chainingTo: next)
        // Vapor's table of types has no entry for the web app manifest.
        guard request.url.path.hasSuffix(".webmanifest") else { return answer }
        return answer.map { response in
            response.headers.contentType = Self.manifestType
            return response
        }
    }

    static let manifestType = HTTPMediaType(type: "application", subType: "manifest+json")
}
