import Foundation
import RecipleaseProviders
import Vapor

/// `GET /api/v1/providers`: which remote recipe sources are on, and how they are asked.
struct ProvidersAPIController: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("providers", use: index)
    }

    func index(request: Request) async throws -> ProvidersDTO {
        ProvidersDTO(request.providers)
    }
}

struct ProvidersDTO: Content {
    struct Provider: Content {
        let id: String
        let name: String
        let enabled: Bool
        /// The environment variables that switch it on.
        let variables: [String]
    }

    let providers: [Provider]
    let cacheSeconds: Double
    let timeoutSeconds: Double

    init(_ providers: RecipeProviders) {
        let on = Set(providers.providers.map(\.id))
        self.providers = ProviderConfiguration.known.map { known in
            Provider(id: known.id.rawValue, name: known.name, enabled: on.contains(known.id), variables: known.variables)
        }
        cacheSeconds = providers.settings.cacheSeconds
        timeoutSeconds = providers.settings.timeoutSeconds
    }
}
