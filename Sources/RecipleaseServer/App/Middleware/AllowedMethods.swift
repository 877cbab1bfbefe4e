import Vapor

/// The methods the routes take at a path, for a request no route took: answered 405 with
/// `Allow` when the path is served by other methods (it was 404, "nothing at this address"), and
/// an `OPTIONS` request 204 with `Allow` (RFC 9110 §9.3.7, §15.5.6).
enum AllowedMethods {
    /// Every method some route takes at `path`, with HEAD where GET is (Vapor answers HEAD by the
    /// GET route) and OPTIONS; empty when no route has the path.
    /// Where a path with a name of its own shares its place with a parameter's (`/recipes/search`
    /// beside `/recipes/{id}`), the named one's methods are the path's: it was answered as
    /// `GET, HEAD, PUT, DELETE`, the methods of a recipe, though nothing by that name is one.
    static func at(_ path: String, in routes: Routes) -> [HTTPMethod] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let matching = routes.all.filter { matches($0.path, parts) }
        guard let most = matching.map({ named($0.path) }).max(by: { $0.lexicographicallyPrecedes($1) }) else { return [] }
        return answered(Set(matching.filter { named($0.path) == most }.map(\.method.rawValue)))
    }

    /// For each segment, whether the route names it (1) or takes any (0).
    private static func named(_ pattern: [PathComponent]) -> [Int] {
        pattern.map { component in
            if case .constant = component { 1 } else { 0 }
        }
    }

    /// Every method the site's routes take anywhere (`OPTIONS *`).
    static func anywhere(in routes: Routes) -> [HTTPMethod] {
        answered(Set(routes.all.map(\.method.rawValue)))
    }

    /// The routes' methods as answered: HEAD where GET is, OPTIONS always, the usual ones first.
    private static func answered(_ routed: Set<String>) -> [HTTPMethod] {
        var found = routed
        if found.contains("GET") { found.insert("HEAD") }
        found.insert("OPTIONS")
        return order.filter { found.contains($0.rawValue) } + found.subtracting(order.map(\.rawValue)).sorted().map { HTTPMethod(rawValue: $0) }
    }

    /// The `Allow` header's value.
    static func header(_ methods: [HTTPMethod]) -> String { methods.map(\.rawValue).joined(separator: ", ") }

    private static let order: [HTTPMethod] = [.GET, .HEAD, .POST, .PUT, .PATCH, .DELETE, .OPTIONS]

    /// Whether a route's path takes these path segments, as the router compares them.
    private static func matches(_ pattern: [PathComponent], _ parts: [Substring]) -> Bool {
        var index = 0
        for component in pattern {
            switch component {
            case .catchall:
                return index < parts.count
            case .anything, .parameter:
                guard index < parts.count else { return false }
            case let .constant(text):
                guard index < parts.count, parts[index] == text else { return false }
            }
            index += 1
        }
        return index == parts.count
    }
}
