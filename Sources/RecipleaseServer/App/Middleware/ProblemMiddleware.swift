import Foundation
import RecipleaseCore
import RecipleaseProviders
import NIOConcurrencyHelpers
import Vapor

/// The JSON body every API error answers with: `code` is stable across releases and languages
/// (a program branches on it), `reason` is for people and may change with the language.
struct Problem: Content {
    var error: Bool = true
    var code: String
    var reason: String

    /// The code of a refusal that has none of its own, such as a route that does not exist or a
    /// method a path does not take: `http.` and the status, e.g. `http.404`.
    static func code(for status: HTTPResponseStatus) -> String { "http.\(status.code)" }
}

/// A domain error that says when to try again; answered with `Retry-After`.
protocol RetryAfter {
    var retryAfterSeconds: Int? { get }
}

/// Turns every error into a JSON problem under `/api` and a readable page elsewhere: the one
/// place domain errors become HTTP. Unexpected errors are logged and answered without their internals.
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
        let strings = request.strings
        var refusal = describe(error, body: request.body.data, in: strings)
        // No route took the request: other methods may serve its path.
        if request.route == nil, refusal.status == .notFound, let answer = methodAnswer(to: request) {
            switch answer {
            case let .options(allowed):
                let response = Response(status: .noContent)
                response.headers.replaceOrAdd(name: .allow, value: allowed)
                return response
            case let .notAllowed(allowed):
                refusal = Refusal(status: .methodNotAllowed, reason: strings.text("error.http.405"), headers: ["Allow": allowed])
            }
        }
        if refusal.status == .internalServerError, request.application.stopping.isStopping {
            // The process is stopping (SIGTERM): a request still running when the database or
            // the hashing threads close fails for that, not for a defect. One that changes
            // nothing, or changes the same thing however often it is sent, may be sent again to
            // another instance or once this one is back; a POST or PATCH may have been written
            // before it failed, so the client is told to look first, with no Retry-After.
            refusal = request.method.isIdempotent
                ? Refusal(status: .serviceUnavailable, code: "server.stopping", reason: strings.text("error.server.stopping"),
                          headers: ["Retry-After": "1"])
                : Refusal(status: .serviceUnavailable, code: "server.stopping", reason: strings.text("error.server.stopping-write"))
        }
        if refusal.status.code >= 500 {
            request.logger.report(error: error)
        } else if refusal.code == "request.conflict" {
            request.logger.notice("a write was refused by the database (a constraint, or a lock another request held): \(String(reflecting: error))")
        }
        let response: Response
        if request.url.path.hasPrefix("/api/") {
            response = Response(status: refusal.status)
            try response.content.encode(Problem(code: refusal.code, reason: refusal.reason))
        } else if request.url.path.hasSuffix(".txt") {
            // a plain-text view (the grocery list's) is refused in plain text, as a page words it
            response = Response(status: refusal.status)
            response.headers.replaceOrAdd(name: .contentType, value: "text/plain; charset=utf-8")
            response.body = .init(string: pageMessage(error, refusal: refusal, in: strings) + "\n")
        } else {
            let back = ErrorPage.back(from: request.url.path)
            let page = ErrorPage(title: Refusal.title(of: refusal.status, in: strings), status: Int(refusal.status.code),
                                 message: pageMessage(error, refusal: refusal, in: strings),
                                 backURL: back.url, backLabel: strings.text(back.key))
            response = try await request.view.render("pages/error", page).encodeResponse(for: request)
            response.status = refusal.status
        }
        // Headers the error asks for, such as Retry-After and WWW-Authenticate.
        for (name, value) in refusal.headers where name.lowercased() != "content-type" {
            response.headers.replaceOrAdd(name: name, value: value)
        }
        return response
    }

    /// What a page says of a refusal: a domain error as its forms word it, naming what the page
    /// shows ("The day must be...") rather than the API's query keys ("from doit être..."; web
    /// probe, 2026-12-07); any other refusal by its reason.
    private func pageMessage(_ error: any Error, refusal: Refusal, in strings: Strings) -> String {
        guard let domain = error as? any DomainError, domain.code == refusal.code else { return refusal.reason }
        return domain.formMessage(in: strings)
    }

    private enum MethodAnswer { case options(String), notAllowed(String) }

    /// For a request no route took: 204 with `Allow` to `OPTIONS` (of a path the routes serve, or
    /// `*`), 405 with `Allow` to a method the path is not served by; nil when no route has the path.
    private func methodAnswer(to request: Request) -> MethodAnswer? {
        let routes = request.application.routes
        if request.method == .OPTIONS, request.url.path == "*" {
            return .options(AllowedMethods.header(AllowedMethods.anywhere(in: routes)))
        }
        let allowed = AllowedMethods.at(request.url.path, in: routes)
        guard !allowed.isEmpty else { return nil }
        return request.method == .OPTIONS ? .options(AllowedMethods.header(allowed)) : .notAllowed(AllowedMethods.header(allowed))
    }

    private func describe(_ error: any Error, body: ByteBuffer?, in strings: Strings) -> Refusal {
        // Vapor makes DecodingError an AbortError too, with a reason in Swift's terms: a body
        // decoded elsewhere than `JSONBody.decode` is told in the same words as one decoded there.
        if let decoding = error as? DecodingError {
            var shape = BodyShapeProblem(decoding)
            if case let .dataCorrupted(context) = decoding, context.codingPath.isEmpty, let body,
               let syntax = JSONSyntax.firstEncodingProblem(in: Data(body.readableBytesView)) ?? JSONSyntax.firstProblem(in: Data(body.readableBytesView)) {
                shape = BodyShapeProblem(expected: .notJSON, syntax: syntax)
            }
            return Refusal(status: .badRequest, code: shape.code, reason: shape.message(in: strings))
        }
        // MultipartKit's reader throws errors of types it keeps private ("syntax" for a part
        // without its headers' colon or blank line, a stray byte after a boundary): every error
        // of that library is a body that is not the multipart it says it is, wherever it was read
        // (a handler, a form's CSRF check).
        if String(reflecting: type(of: error)).hasPrefix("MultipartKit."), let refusal = Refusal(RequestProblem.multipartBody, in: strings) {
            return refusal
        }
        if let refusal = Refusal(error, in: strings) { return refusal }
        // A unique or foreign key refused a write no store answered for: a request at the same
        // moment changed what this one read (a household dissolved while a member saved into
        // it). Nothing was written; the request can be sent again.
        if error.isRefusedText {
            return Refusal(status: .badRequest, code: "request.text", reason: strings.text("error.request.text"))
        }
        if error.isConstraintFailure || error.isTransactionCollision {
            return Refusal(status: .conflict, code: "request.conflict", reason: strings.text("error.request.conflict"))
        }
        return Refusal(status: .internalServerError, code: "server.failure", reason: strings.text("error.server.failure"))
    }
}

/// What a person is told when a request is refused, whichever layer refused it: a domain error
/// (in its kind's status) or an HTTP error a controller threw. Forms that show the reason beside
/// what was typed read it too.
struct Refusal {
    let status: HTTPResponseStatus
    let code: String
    let reason: String
    var headers: HTTPHeaders = [:]

    init(status: HTTPResponseStatus, code: String? = nil, reason: String, headers: HTTPHeaders = [:]) {
        self.status = status
        self.code = code ?? Problem.code(for: status)
        self.reason = reason
        self.headers = headers
    }

    /// Nil for an error that is neither: a failure, not a refusal. The reason is in `strings`'
    /// language; the code is the same in every language.
    init?(_ error: any Error, in strings: Strings) {
        switch error {
        case let domain as any DomainError:
            self.init(status: domain.status, code: domain.code, reason: domain.message(in: strings), headers: domain.headers)
        case let provider as ProviderError:
            self.init(status: provider.status, code: "provider." + provider.problem.rawValue, reason: provider.reason(in: strings), headers: provider.headers)
        case let coded as any CodedAbort:
            self.init(status: coded.status, code: coded.code, reason: coded.reason(in: strings), headers: coded.headers)
        case let abort as any AbortError:
            // Vapor's own refusals (no route, a method a path does not take) carry only the
            // status's English phrase: ours says it in the page's language.
            let bare = abort.reason == abort.status.reasonPhrase
            let key = "error." + Problem.code(for: abort.status)
            let reason = bare ? (strings.has(key) ? strings.text(key) : strings.text("error.http.other", ["status": String(abort.status.code)])) : abort.reason
            self.init(status: abort.status, reason: reason, headers: abort.headers)
        default:
            return nil
        }
    }

    /// The error page's heading: the status in words, in `strings`' language.
    static func title(of status: HTTPResponseStatus, in strings: Strings) -> String {
        let key = "error.status.\(status.code)"
        return strings.has(key) ? strings.text(key) : strings.text("error.status.other", ["status": String(status.code)])
    }
}

/// An HTTP error of ours with a code of its own (the strings key of its reason, without `error.`).
protocol CodedAbort: AbortError {
    var code: String { get }
    /// The `{placeholders}` of its reason.
    var arguments: [String: String] { get }
}

extension CodedAbort {
    var arguments: [String: String] { [:] }
    /// The reason in a language: `error.<code>` of its table.
    func reason(in strings: Strings) -> String { strings.text("error." + code, arguments) }
    /// In English, for logs and for Vapor, which asks every `AbortError` for one.
    var reason: String { reason(in: .english) }
}

/// An `Abort` with a stable code beside its status.
struct CodedHTTPError: CodedAbort {
    let status: HTTPResponseStatus
    let code: String
    var arguments: [String: String] = [:]
}

extension DomainError {

    var status: HTTPResponseStatus {
        switch kind {
        case .invalid: .badRequest
        case .unusable: .unprocessableEntity
        case .notFound: .notFound
        case .conflict: .conflict
        case .tooLarge: .payloadTooLarge
        case .tooMany: .tooManyRequests
        case .unauthenticated: .unauthorized
        case .forbidden: .forbidden
        case .unavailable: .serviceUnavailable
        case .gone: .gone
        }
    }

    var headers: HTTPHeaders {
        var headers: HTTPHeaders = [:]
        if let seconds = (self as? any RetryAfter)?.retryAfterSeconds {
            headers.add(name: "Retry-After", value: String(seconds))
        }
        if let challenge = (self as? any AuthenticationChallenge)?.challenge {
            headers.add(name: "WWW-Authenticate", value: challenge)
        }
        return headers
    }
}

/// A provider's failure, in the gateway's terms: its own statuses say whose fault it was.
extension ProviderError: AbortError {
    public var status: HTTPResponseStatus {
        switch problem {
        case .notFound: .notFound
        case .timeout: .gatewayTimeout
        case .quotaExhausted, .rateLimited: .serviceUnavailable
        case .unreachable, .unauthorized, .serverError, .malformedAnswer: .badGateway
        }
    }

    public var reason: String { reason(in: .english) }

    /// What went wrong, in a language: the provider's name and, unless the recipe is simply not
    /// there, a word to try again later.
    func reason(in strings: Strings) -> String {
        strings.text(problem == .notFound ? "error.provider.failed" : "error.provider.failedTryLater", ["message": message])
    }
}

struct ErrorPage: Encodable {
    let title: String
    let status: Int
    let message: String
    /// Where the page's one link leads: the section the refused page belongs to (a grocery range
    /// too long led only "Back to the recipe search"; first-sight walk, 2026-12-07).
    var backURL = "/"
    var backLabel = ""

    static func back(from path: String) -> (url: String, key: String) {
        let sections: [(String, String)] = [
            ("/grocery", "problem.backGrocery"), ("/planner", "problem.backPlanner"), ("/my-recipes", "problem.backMyRecipes"),
            ("/household", "problem.backHousehold"), ("/kitchen", "problem.backKitchen"), ("/favorites", "problem.backFavorites"),
        ]
        for (prefix, key) in sections where path == prefix || path.hasPrefix(prefix + "/") || path.hasPrefix(prefix + ".") {
            return (prefix, key)
        }
        return ("/", "problem.back")
    }
}

/// Set once the process begins to stop (`RecipleaseApp.serve`, after SIGTERM or SIGINT).
final class Stopping: Sendable {
    private let stopping = NIOLockedValueBox(false)
    var isStopping: Bool { stopping.withLockedValue { $0 } }
    func begin() { stopping.withLockedValue { $0 = true } }
}

extension Application {
    private struct StoppingKey: StorageKey { typealias Value = Stopping }

    /// Made by `configure`; an application configured otherwise is never stopping.
    var stopping: Stopping {
        get { storage[StoppingKey.self] ?? Stopping() }
        set { storage[StoppingKey.self] = newValue }
    }
}

extension HTTPMethod {
    /// Whether sending the request twice leaves the same as sending it once (RFC 9110, 9.2.2).
    var isIdempotent: Bool {
        switch self {
        case .GET, .HEAD, .OPTIONS, .PUT, .DELETE: true
        default: false
        }
    }
}
