import Foundation
import Vapor

/// `GET /api/v1/openapi.json`: the hand-written OpenAPI 3.1 document of this API. The server
/// suite checks every JSON answer it receives against it, so it stays true.
struct OpenAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        // Read once at start-up: a missing or broken document stops the start rather than a request.
        let document = try OpenAPIController.document()
        routes.get("openapi.json") { _ -> Response in
            var headers = HTTPHeaders()
            headers.contentType = .json
            return Response(status: .ok, headers: headers, body: .init(data: document))
        }
    }

    static func document() throws -> Data {
        guard let url = Bundle.module.url(forResource: "openapi", withExtension: "json", subdirectory: "OpenAPI") else {
            throw SettingsError.invalid(variable: "bundle", value: "RecipleaseServer", expected: "OpenAPI/openapi.json among the server's resources")
        }
        return try Data(contentsOf: url)
    }
}
