import Foundation
import RecipleaseCore
import Vapor

struct IngredientAPIController: RouteCollection {
    static let maxLines = 1_000
    static let maxBody: ByteCount = "1mb"
    static let bodyTooLarge = CodedHTTPError(status: .payloadTooLarge, code: "ingredients.body-too-large")

    func boot(routes: any RoutesBuilder) throws {
        let ingredients = routes.grouped("ingredients").grouped(BodyTooLargeReason(refusal: Self.bodyTooLarge))
        // Vapor refuses a streamed body over the limit with 413 before the handler runs.
        ingredients.on(.POST, "parse", body: .collect(maxSize: Self.maxBody), use: parse)
    }

    /// `POST /api/v1/ingredients/parse` with `{"lines": [...]}` answers `{"results": [...]}`: one
    /// object per line, in order, the same objects `reciplease parse` writes (one writer serves both).
    func parse(request: Request) async throws -> Response {
        guard let size = request.body.data?.readableBytes, size > 0 else {
            throw RequestProblem.ingredientBodyEmpty
        }
        // A body that arrived in one piece skipped the streaming limit.
        guard size < Self.maxBody.value else { throw Self.bodyTooLarge }
        // Anyone may parse, but more than the standard body only from an account: eight clients
        // without one sending 1 MB bodies in a loop held others' imports and exports for seconds,
        // refused or not. The guarded front answers this before reading the body; this holds it
        // behind Vapor's own server too.
        if size > request.application.routes.defaultMaxBodySize.value, try await request.currentUser() == nil {
            throw RequestProblem.signInFirst(api: true)
        }
        let body = request.body.data ?? ByteBuffer()
        let query = try? request.query.get(String.self, at: "lang")
        let parser = request.recipes.parser
        // A thousand long lines are seconds of work: on the document readers' threads, as pages
        // are, so that requests of everyone else do not wait behind them (two such bodies at once
        // held /healthz for 2.6 to 5.5 s while they ran in the request's task); and no more of
        // them waiting there than the readers have threads (`DocumentReaders.parse`). The body is
        // copied and decoded there too, once admitted: a parse refused costs only its receipt (eight clients
        // sending 1 MB bodies in a loop, each decoded before it was refused, held everyone's
        // imports and exports 2 to 13 s on the processor).
        let work = { @Sendable () throws -> [UInt8] in
            let parseRequest = try JSONBody.decode(ParseIngredientsRequest.self, from: Data(body.readableBytesView))
            let lines = parseRequest.lines
            // the language from the body, else the query (`?lang=fr`), else found per line; a query
            // the body overrides must still be one (the document says what it may be)
            if let query, IngredientLanguage(choice: query) == nil { throw RequestProblem.ingredientLanguage(given: query) }
            let given = parseRequest.lang ?? query
            guard let language = given.map({ IngredientLanguage(choice: $0) }) ?? .auto else {
                throw RequestProblem.ingredientLanguage(given: given ?? "")
            }
            guard lines.count <= Self.maxLines else {
                throw RequestProblem.ingredientLinesCount(count: lines.count)
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(lines.reduce(16) { $0 + $1.utf8.count * 3 + 200 })
            bytes.append(contentsOf: #"{"results":["#.utf8)
            for (k, line) in lines.enumerated() {
                if k > 0 { bytes.append(0x2C) }
                parser.parse(line, language: language).appendJSON(to: &bytes)
            }
            bytes.append(contentsOf: "]}".utf8)
            return bytes
        }
        let bytes: [UInt8]
        // A signed-in caller is a party of its own (a bad token is the anonymous caller's party)
        _ = try? await request.currentUser()
        if let readers = request.application.documentReaders { bytes = try await readers.parse(for: request.party, work) } else { bytes = try await request.offloaded(work) }
        var answer = ByteBuffer()
        answer.writeBytes(bytes)
        var headers = HTTPHeaders()
        headers.contentType = .json
        return Response(status: .ok, headers: headers, body: .init(buffer: answer))
    }
}

/// Vapor's own 413 for a body over the route's limit says only "Payload Too Large"; this names the limit.
private struct BodyTooLargeReason: AsyncMiddleware {
    let refusal: CodedHTTPError

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let abort as Abort where abort.status == .payloadTooLarge && abort.reason == abort.status.reasonPhrase {
            throw refusal
        }
    }
}
