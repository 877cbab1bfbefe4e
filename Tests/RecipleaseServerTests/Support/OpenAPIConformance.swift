import Foundation
@testable import RecipleaseServer
import Testing
import Vapor

/// The API document as the tests read it: its operations by method and path template, and the
/// answer each documents for a status.
struct OpenAPIDocument: Sendable {
    struct Operation: Sendable {
        let method: String
        let template: String
        let segments: [String]
        let responses: [String: JSONValue]
    }

    let root: JSONValue
    let operations: [Operation]
    var validator: JSONSchemaValidator { JSONSchemaValidator(root: root) }

    /// Read once for the whole suite, from the file the server serves.
    static let shared: Result<OpenAPIDocument, any Error> = Result { try OpenAPIDocument(data: OpenAPIController.document()) }

    static let methods = ["get", "put", "post", "delete", "patch"]

    init(data: Data) throws {
        root = try JSONDecoder().decode(JSONValue.self, from: data)
        guard case let .object(top) = root, case let .object(paths)? = top["paths"] else {
            throw Abort(.internalServerError, reason: "the OpenAPI document has no paths")
        }
        var operations: [Operation] = []
        for (template, item) in paths {
            guard case let .object(methods) = item else { continue }
            for method in OpenAPIDocument.methods {
                guard case let .object(operation)? = methods[method] else { continue }
                var responses: [String: JSONValue] = [:]
                if case let .object(answers)? = operation["responses"] { responses = answers }
                operations.append(Operation(method: method.uppercased(), template: template,
                                            segments: template.split(separator: "/").map(String.init), responses: responses))
            }
        }
        self.operations = operations
    }

    /// The operations whose template fits the path, literal segments preferred over parameters
    /// (`/recipes/search` before `/recipes/{id}`), as the router picks them.
    func operations(matching path: String) -> [Operation] {
        let segments = path.split(separator: "/").map(String.init)
        let fitting = operations.filter { operation in
            operation.segments.count == segments.count && zip(operation.segments, segments).allSatisfy { template, actual in
                template == actual || (template.hasPrefix("{") && template.hasSuffix("}"))
            }
        }
        let literal = { (operation: Operation) in operation.segments.filter { !$0.hasPrefix("{") }.count }
        guard let best = fitting.map(literal).max() else { return [] }
        return fitting.filter { literal($0) == best }
    }

    /// What is wrong with one answer, measured against the document; empty when it conforms.
    func problems(method: String, path: String, status: Int, contentType: String?, body: Data?) -> [String] {
        let label = "\(method) \(path) → \(status)"
        let candidates = operations(matching: path)
        guard let operation = candidates.first(where: { $0.method == method }) else {
            // The router's own 404 for an address no route has is a problem answer like any other,
            // as is its 405 for a method the path's operations do not take; OPTIONS of such a
            // path answers 204 and the methods, without a body.
            if method == "OPTIONS", status == 204, !candidates.isEmpty { return body?.isEmpty == false ? ["\(label): a body"] : [] }
            guard status == 404 || (status == 405 && !candidates.isEmpty) else {
                return ["\(label): the document has no operation \(method) for this path"]
            }
            return checkJSON(label, contentType: contentType, body: body, schema: .object(["$ref": .string("#/components/schemas/Problem")]))
        }
        let range = "\(status / 100)XX"
        guard var answer = operation.responses[String(status)] ?? operation.responses[range] ?? operation.responses["default"] else {
            return ["\(label): status \(status) is not documented for \(operation.method) \(operation.template)"]
        }
        if case let .object(members) = answer, case let .string(reference)? = members["$ref"] {
            guard let target = validator.resolve(reference) else { return ["\(label): $ref \(reference) points nowhere"] }
            answer = target
        }
        guard case let .object(response) = answer, case let .object(content)? = response["content"], !content.isEmpty else {
            let length = body?.count ?? 0
            return length == 0 ? [] : ["\(label): the document says no body, the answer has \(length) bytes"]
        }
        guard case let .object(json)? = content["application/json"] else {
            // A file answer (a recipe's photo): its type must be one the document lists.
            if let type = contentType?.split(separator: ";").first.map(String.init), content[type] != nil { return [] }
            return ["\(label): the document describes no JSON content for this answer"]
        }
        return checkJSON(label, contentType: contentType, body: body, schema: json["schema"] ?? .bool(true))
    }

    private func checkJSON(_ label: String, contentType: String?, body: Data?, schema: JSONValue) -> [String] {
        guard let contentType, contentType.lowercased().hasPrefix("application/json") else {
            return ["\(label): expected application/json, the answer is \(contentType ?? "without a content type")"]
        }
        guard let body, !body.isEmpty else { return ["\(label): expected a JSON body, the answer has none"] }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: body)
        } catch {
            return ["\(label): the body is not JSON: \(error)"]
        }
        return validator.errors(value, schema).map { "\(label): \($0)" }
    }
}

/// Collects, for one test app, every way its /api/v1 answers broke the document; the test that
/// made the requests reports them (`recordIssues`), so the failure lands on that test.
final class OpenAPIConformance: @unchecked Sendable {
    private let lock = NSLock()
    private var problems: [String] = []
    private var checked = 0

    /// JSON answers validated by every app of this test process.
    nonisolated(unsafe) private static var total = 0
    private static let totalLock = NSLock()

    func check(_ request: Request, _ response: Response) {
        let path = request.url.path
        guard path.hasPrefix("/api/v1/") || path == "/api/v1" else { return }
        let method = request.method.rawValue
        guard OpenAPIDocument.methods.contains(method.lowercased()) else { return }
        let found: [String]
        let isJSON = response.headers.contentType.map { $0.type == "application" && $0.subType == "json" } ?? false
        switch OpenAPIDocument.shared {
        case let .success(document):
            found = document.problems(method: method, path: path, status: Int(response.status.code),
                                      contentType: response.headers.first(name: .contentType), body: response.body.data)
        case let .failure(error):
            found = ["the OpenAPI document could not be read: \(error)"]
        }
        lock.withLock {
            problems += found
            if isJSON { checked += 1 }
        }
        if isJSON { OpenAPIConformance.totalLock.withLock { OpenAPIConformance.total += 1 } }
    }

    /// Records each problem seen as an issue of the running test.
    func recordIssues() {
        let (seen, count) = lock.withLock { (problems, checked) }
        for problem in Set(seen).sorted() {
            Issue.record("The answer breaks the OpenAPI document: \(problem)")
        }
        // `RECIPLEASE_OPENAPI_TALLY=file` keeps a running count of the answers checked, for reports.
        if let tally = ProcessInfo.processInfo.environment["RECIPLEASE_OPENAPI_TALLY"], count > 0 {
            let total = OpenAPIConformance.totalLock.withLock { OpenAPIConformance.total }
            try? "\(total)\n".write(toFile: tally, atomically: true, encoding: .utf8)
        }
    }
}

/// Checks each answer on its way out, after the problem middleware has made errors into JSON.
struct OpenAPIConformanceMiddleware: AsyncMiddleware {
    let conformance: OpenAPIConformance

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        // A body sent in pieces (an export) is read here whole, and sent on as read.
        if response.body.data == nil, response.body.count > 0, let whole = try await response.body.collect(on: request.eventLoop).get() {
            response.body = .init(buffer: whole)
        }
        conformance.check(request, response)
        return response
    }
}
