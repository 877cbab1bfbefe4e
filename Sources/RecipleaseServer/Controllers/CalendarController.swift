import Foundation
import RecipleaseCore
import Vapor

/// `GET /calendar/{token}.ics`: a user's meal plan (their household's when in one) as an iCalendar feed for calendar apps to
/// subscribe to. The token is the only key (calendar apps send no cookies); an unknown or
/// replaced token is a 404 like any address that does not exist.
struct CalendarController: RouteCollection {
    static let contentType = "text/calendar; charset=utf-8"

    func boot(routes: any RoutesBuilder) throws {
        routes.get(SiteURL.Root.calendar.component, ":file", use: feed)
    }

    func feed(request: Request) async throws -> Response {
        let file = request.parameters.get("file") ?? ""
        guard file.hasSuffix(".ics"), let userID = try await UserCalendar.owner(ofToken: String(file.dropLast(4)), on: request.db) else {
            throw RequestProblem.missingPage(.calendar)
        }
        // The address is the member's own; the plan and settings are their household's, as of now.
        let scope = try await SharedScope.of(userID: userID, on: request.db)
        let settings = try await UserPlannerSettings(userID: scope.ownerID, on: request.db).load()
        // Calendar apps send no cookie: the feed speaks its owner's language, else the app's.
        let owner = try await User.find(userID, on: request.db)
        let language = Language.choose(account: owner?.language, cookie: nil, acceptLanguage: request.headers[.acceptLanguage].joined(separator: ","))
        let calendar = UserCalendar(userID: userID, on: request.db)
        // the recipes the feed's owner can open, so a meal of one that makes pieces counts them
        var recipes: PlanRecipes?
        if let owner { recipes = try await PlanRecipes.load(for: owner, scope: scope, store: request.recipes, on: request.db) }
        let known = recipes
        let document = { @Sendable in
            try await calendar.document(planOwner: scope.ownerID, settings: settings, baseURL: request.baseURL, now: request.now,
                                        strings: language.strings, recipe: { known?.recipe($0)?.recipe })
        }
        // a long read, in the plan owner's turn (`AccountTurns`)
        let text = try await request.application.accountTurns.run(scope.ownerID, document)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: CalendarController.contentType)
        headers.replaceOrAdd(name: .contentDisposition, value: "inline; filename=\"reciplease.ics\"")
        headers.replaceOrAdd(name: .cacheControl, value: "private, no-cache")
        headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        // The address is the secret: keep it out of logs and other sites' Referer headers.
        headers.replaceOrAdd(name: "Referrer-Policy", value: "no-referrer")
        return Response(status: .ok, headers: headers, body: .init(string: text))
    }
}
