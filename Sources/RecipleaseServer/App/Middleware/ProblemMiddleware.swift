import Foundation
import Vapor

/// The JSON body every API error answers with.
struct Problem: Content {
    var error: Bool = true
    var reason: String
}

/// Turns every error into a JSON problem under `/api` and a readable page elsewhere.
/// Unexpected errors are logged and answered without their internals.
/// Future-based, so an answer that is not an error costs no task of its own.
struct ProblemMiddleware: Middleware {
    func respond(to request: Request, chainingTo next: any Responder) -> EventLoopFuture<Response> {
        next.respond(to: request).flatMapError { error in
            let promise = request.eventLoop.makePromise(of: Response.self)
            promise.completeWithTask { try await self.answer(error, to: request) }
            return promise.futureResult
        }
    }

    private func answer(_ error: any Error, to request: Request) async throws -> Response {
        let (status, reason) = describe(error)
        if status.code >= 500 {
            request.logger.report(error: error)
        }
        let response: Response
        if request.url.path.hasPrefix("/api/") {
            response = Response(status: status)
            try response.content.encode(Problem(reason: reason))
        } else {
            let page = ErrorPage(title: status.reasonPhrase, status: Int(status.code), message: reason)
            response = try await request.view.render("pages/error", page).encodeResponse(for: request)
            response.status = status
        }
        // Headers the error asks for, such as Retry-After and WWW-Authenticate.
        if let abort = error as? any AbortError {
            for (name, value) in abort.headers where name.lowercased() != "content-type" {
                response.headers.replaceOrAdd(name: name, value: value)
            }
        }
        return response
    }

    private func describe(_ error: any Error) -> (HTTPResponseStatus, String) {
        switch error {
        // Vapor makes DecodingError an AbortError too, with a reason in Swift's terms: ours comes
        // first for people, Vapor's after it for the exact path and type.
        case let decoding as DecodingError:
            let detail = (decoding as any AbortError).reason
            return (.badRequest, "The request body is not what this endpoint takes: \(decoding.readable). \(detail)")
        case let abort as any AbortError:
            return (abort.status, abort.reason)
        default:
            return (.internalServerError, "Something went wrong on our side.")
        }
    }
}

struct ErrorPage: Encodable {
    let title: String
    let status: Int
    let message: String
}

extension DecodingError {
    var readable: String {
        switch self {
        case let .typeMismatch(type, context): "\(path(context)) should be \(type)"
        case let .valueNotFound(type, context): "\(path(context)) is missing (\(type))"
        case let .keyNotFound(key, _): "\(key.stringValue) is required"
        case let .dataCorrupted(context): context.codingPath.isEmpty ? "malformed JSON" : "\(path(context)) is malformed"
        @unknown default: "malformed input"
        }
    }

    private func path(_ context: Context) -> String {
        context.codingPath.isEmpty ? "the body" : context.codingPath.map(\.stringValue).joined(separator: ".")
    }
}
