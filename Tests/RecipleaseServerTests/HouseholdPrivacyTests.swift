import Fluent
import Foundation
import NIOHTTP1
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Issue 19's privacy matrix: A and B share household H; C is outside it, alone or in a household
/// of their own. For every route that touches the shared kinds, the household or a shared recipe,
/// and every verb on it, C cannot read or change H's data (H's ids answer 404, never 403, so
/// existence does not leak), B can, and nobody signed out gets past sign-in. Runs on SQLite, and
/// on PostgreSQL when `RECIPLEASE_TEST_DATABASE_URL` is set, like every server suite.
struct HouseholdPrivacyTests {
    /// Text only H's data holds: no answer to C may contain it.
    static let markers = ["hhsecret", "06:47"]

    /// Where C stands.
    enum Outsider: String, CaseIterable, Sendable {
        case alone
        case inAnotherHousehold
    }

    /// What C's request must do.
    enum OutsiderExpects: Sendable {
        /// 404 (never 403).
        case notFound
        /// Acts on C's own data or is refused (any answer below 500), H's markers absent.
        case own
    }

    /// What B's request must do.
    enum MemberExpects: Sendable {
        /// 2xx with H's marker in the body.
        case reads
        /// 2xx (a photo, a picture: no text marker).
        case ok
        /// 2xx or a redirect, and H's data changed.
        case changes
        /// Any answer below 500, H's data changed or not (an owner's call, a member's choice).
        case allowed
        /// 404 and H unchanged: A's own recipe is shown to B, never changed by B.
        case notFound
    }

    /// What a request without a session or token must get.
    enum AnonymousExpects: Sendable {
        /// 401 on the API, the sign-in page (or a refused form) on pages.
        case signIn
        /// 404: a public route that finds nothing it may show.
        case notFound
        /// The calendar feed: its address is the key, so the token alone opens it.
        case feed
    }

    enum Body: Sendable {
        case none
        case json(String)
        case form([(String, String)])
        case bytes(Data)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let method: HTTPMethod
        /// The route as registered, parameters as `:name`: what the completeness test compares.
        let route: String
        /// The path sent, with `{plan}`, `{extra}`, `{kitchen}`, `{recipe}`, `{feedC}`, `{memberA}`, `{invite}` filled in.
        let path: String
        var body: Body = .none
        let outsider: OutsiderExpects
        let member: MemberExpects
        var anonymous: AnonymousExpects = .signIn

        var isAPI: Bool { route.hasPrefix("/api/") }
        var testDescription: String { "\(method.rawValue) \(path)" }
    }

    static let week = "from=2026-01-01&to=2026-01-07"
    static let weekFields = [("from", "2026-01-01"), ("to", "2026-01-07")]

    /// One row per route and verb. A route of these kinds added without a row here fails
    /// `everySharedRouteHasARow`.
    static let cases: [Case] = [
        // The plan, over the API.
        Case(method: .GET, route: "/api/v1/plan", path: "/api/v1/plan?\(week)", outsider: .own, member: .reads),
        Case(method: .POST, route: "/api/v1/plan", path: "/api/v1/plan",
             body: .json(#"{"recipeId": "omelette", "date": "2026-01-02", "mealType": "breakfast"}"#), outsider: .own, member: .changes),
        Case(method: .GET, route: "/api/v1/plan/:id", path: "/api/v1/plan/{plan}", outsider: .notFound, member: .reads),
        Case(method: .PATCH, route: "/api/v1/plan/:id", path: "/api/v1/plan/{plan}", body: .json(#"{"servings": 7}"#), outsider: .notFound, member: .changes),
        Case(method: .DELETE, route: "/api/v1/plan/:id", path: "/api/v1/plan/{plan}", outsider: .notFound, member: .changes),
        // Planner settings, over the API.
        Case(method: .GET, route: "/api/v1/planner/settings", path: "/api/v1/planner/settings", outsider: .own, member: .reads),
        Case(method: .PATCH, route: "/api/v1/planner/settings", path: "/api/v1/planner/settings", body: .json(#"{"times": {"lunch": "12:34"}}"#), outsider: .own, member: .changes),
        Case(method: .PUT, route: "/api/v1/planner/settings", path: "/api/v1/planner/settings", body: .json(#"{"times": {"lunch": "12:34"}}"#), outsider: .own, member: .changes),
        // Calendar and reminders, over the API.
        Case(method: .GET, route: "/api/v1/calendar", path: "/api/v1/calendar", outsider: .own, member: .ok),
        Case(method: .POST, route: "/api/v1/calendar/token", path: "/api/v1/calendar/token", outsider: .own, member: .ok),
        Case(method: .GET, route: "/api/v1/reminders", path: "/api/v1/reminders", outsider: .own, member: .ok),
        // The grocery list, over the API.
        Case(method: .GET, route: "/api/v1/grocery-list", path: "/api/v1/grocery-list?\(week)", outsider: .own, member: .reads),
        Case(method: .PUT, route: "/api/v1/grocery-list/checks", path: "/api/v1/grocery-list/checks",
             body: .json(#"{"key": "{extraKey}", "checked": true, "from": "2026-01-01", "to": "2026-01-07"}"#), outsider: .own, member: .changes),
        Case(method: .DELETE, route: "/api/v1/grocery-list/checks", path: "/api/v1/grocery-list/checks?\(week)", outsider: .own, member: .changes),
        Case(method: .POST, route: "/api/v1/grocery-list/items", path: "/api/v1/grocery-list/items",
             body: .json(#"{"name": "bin bags", "from": "2026-01-01", "to": "2026-01-07"}"#), outsider: .own, member: .changes),
        Case(method: .DELETE, route: "/api/v1/grocery-list/items/:id", path: "/api/v1/grocery-list/items/{extra}", outsider: .notFound, member: .changes),
        // The kitchen list, over the API.
        Case(method: .GET, route: "/api/v1/pantry", path: "/api/v1/pantry", outsider: .own, member: .reads),
        Case(method: .POST, route: "/api/v1/pantry", path: "/api/v1/pantry", body: .json(#"{"name": "cumin"}"#), outsider: .own, member: .changes),
        Case(method: .DELETE, route: "/api/v1/pantry", path: "/api/v1/pantry", outsider: .own, member: .changes),
        Case(method: .PATCH, route: "/api/v1/pantry/:id", path: "/api/v1/pantry/{kitchen}", body: .json(#"{"ticked": false}"#), outsider: .notFound, member: .changes),
        Case(method: .DELETE, route: "/api/v1/pantry/:id", path: "/api/v1/pantry/{kitchen}", outsider: .notFound, member: .changes),
        // A's recipe shared with H, and its photo, over the API: B sees them and plans with them, only A changes them.
        Case(method: .GET, route: "/api/v1/recipes/:id", path: "/api/v1/recipes/{recipe}", outsider: .notFound, member: .reads, anonymous: .notFound),
        Case(method: .PUT, route: "/api/v1/recipes/:id", path: "/api/v1/recipes/{recipe}",
             body: .json(#"{"title": "Taken", "servings": 2, "ingredients": ["1 egg"], "instructions": ["Cook."]}"#), outsider: .notFound, member: .notFound),
        Case(method: .DELETE, route: "/api/v1/recipes/:id", path: "/api/v1/recipes/{recipe}", outsider: .notFound, member: .notFound),
        Case(method: .GET, route: "/api/v1/recipes/:id/photo", path: "/api/v1/recipes/{recipe}/photo", outsider: .notFound, member: .ok),
        Case(method: .PUT, route: "/api/v1/recipes/:id/photo", path: "/api/v1/recipes/{recipe}/photo", body: .bytes(TestPhotos.jpeg), outsider: .notFound, member: .notFound),
        Case(method: .DELETE, route: "/api/v1/recipes/:id/photo", path: "/api/v1/recipes/{recipe}/photo", outsider: .notFound, member: .notFound),
        Case(method: .POST, route: "/api/v1/recipes", path: "/api/v1/recipes",
             body: .json(#"{"title": "Mine", "servings": 2, "ingredients": ["1 egg"], "instructions": ["Cook."]}"#), outsider: .own, member: .allowed),
        Case(method: .GET, route: "/api/v1/my-recipes", path: "/api/v1/my-recipes", outsider: .own, member: .allowed),
        Case(method: .GET, route: "/api/v1/recipes/search", path: "/api/v1/recipes/search?q=hhsecret", outsider: .own, member: .allowed, anonymous: .notFound),
        Case(method: .GET, route: "/api/v1/recipes/random", path: "/api/v1/recipes/random", outsider: .own, member: .allowed, anonymous: .notFound),
        // The export carries H's shared data to its members only.
        Case(method: .GET, route: "/api/v1/export", path: "/api/v1/export", outsider: .own, member: .reads),
        // The household itself.
        Case(method: .POST, route: "/api/v1/households", path: "/api/v1/households", body: .json(#"{"name": "Mine"}"#), outsider: .own, member: .allowed),
        Case(method: .GET, route: "/api/v1/household", path: "/api/v1/household", outsider: .own, member: .reads),
        Case(method: .POST, route: "/api/v1/household/invites", path: "/api/v1/household/invites", body: .json("{}"), outsider: .own, member: .allowed),
        Case(method: .POST, route: "/api/v1/households/join", path: "/api/v1/households/join", body: .json(#"{"code": "NOTACODE"}"#), outsider: .own, member: .allowed),
        Case(method: .DELETE, route: "/api/v1/household/members/:userId", path: "/api/v1/household/members/{memberA}", outsider: .notFound, member: .allowed),
        Case(method: .POST, route: "/api/v1/household/leave", path: "/api/v1/household/leave", outsider: .own, member: .changes),
        Case(method: .PATCH, route: "/api/v1/household", path: "/api/v1/household", body: .json(#"{"name": "Taken"}"#), outsider: .own, member: .allowed),
        Case(method: .DELETE, route: "/api/v1/household/invites/:id", path: "/api/v1/household/invites/{invite}", outsider: .notFound, member: .allowed),
        Case(method: .PATCH, route: "/api/v1/household/members/:userId", path: "/api/v1/household/members/{memberA}", body: .json(#"{"role": "member"}"#),
             outsider: .notFound, member: .allowed),
        // The household's pages.
        Case(method: .GET, route: "/household", path: "/household", outsider: .own, member: .reads),
        Case(method: .POST, route: "/household", path: "/household", body: .form([("name", "Mine")]), outsider: .own, member: .allowed),
        Case(method: .POST, route: "/household/rename", path: "/household/rename", body: .form([("name", "Taken")]), outsider: .own, member: .allowed),
        Case(method: .POST, route: "/household/invites", path: "/household/invites", body: .form([]), outsider: .own, member: .allowed),
        Case(method: .POST, route: "/household/invites/:id/revoke", path: "/household/invites/{invite}/revoke", body: .form([]), outsider: .notFound, member: .allowed),
        Case(method: .POST, route: "/household/members/:userId/remove", path: "/household/members/{memberA}/remove", body: .form([]), outsider: .notFound, member: .allowed),
        Case(method: .POST, route: "/household/members/:userId/role", path: "/household/members/{memberA}/role", body: .form([("role", "member")]),
             outsider: .notFound, member: .allowed),
        Case(method: .POST, route: "/household/leave", path: "/household/leave", body: .form([]), outsider: .own, member: .changes),
        Case(method: .GET, route: "/household/join", path: "/household/join", outsider: .own, member: .allowed),
        Case(method: .POST, route: "/household/join", path: "/household/join", body: .form([("code", "NOTACODE")]), outsider: .own, member: .allowed),

        // The planner's pages.
        Case(method: .GET, route: "/planner", path: "/planner?week=2026-01-01", outsider: .own, member: .reads),
        Case(method: .GET, route: "/planner/add", path: "/planner/add?recipe=omelette", outsider: .own, member: .allowed),
        Case(method: .POST, route: "/planner", path: "/planner",
             body: .form([("recipe", "omelette"), ("date", "2026-01-03"), ("meal", "breakfast"), ("servings", "2"), ("time", ""), ("note", "")]), outsider: .own, member: .changes),
        Case(method: .GET, route: "/planner/:id/edit", path: "/planner/{plan}/edit", outsider: .notFound, member: .reads),
        Case(method: .POST, route: "/planner/:id", path: "/planner/{plan}",
             body: .form([("date", "2026-01-04"), ("meal", "lunch"), ("servings", "3"), ("time", ""), ("note", "")]), outsider: .notFound, member: .changes),
        Case(method: .POST, route: "/planner/:id/delete", path: "/planner/{plan}/delete", body: .form([]), outsider: .notFound, member: .changes),
        Case(method: .GET, route: "/planner/settings", path: "/planner/settings", outsider: .own, member: .reads),
        Case(method: .POST, route: "/planner/settings", path: "/planner/settings", body: .form([("lunch", "12:34")]), outsider: .own, member: .changes),
        Case(method: .POST, route: "/planner/calendar/token", path: "/planner/calendar/token", body: .form([]), outsider: .own, member: .allowed),
        // The calendar feed: A's address shows H's plan to whoever holds it; C's own shows nothing of H.
        Case(method: .GET, route: "/calendar/:file", path: "/calendar/{feedC}.ics", outsider: .own, member: .allowed, anonymous: .feed),
        // The grocery list's pages.
        Case(method: .GET, route: "/grocery", path: "/grocery?\(week)", outsider: .own, member: .reads),
        Case(method: .GET, route: "/grocery.txt", path: "/grocery.txt?\(week)", outsider: .own, member: .reads),
        Case(method: .POST, route: "/grocery/checks", path: "/grocery/checks", body: .form([("key", "{extraKey}"), ("checked", "1")] + weekFields), outsider: .own, member: .changes),
        Case(method: .POST, route: "/grocery/checks/clear", path: "/grocery/checks/clear", body: .form(weekFields), outsider: .own, member: .changes),
        Case(method: .POST, route: "/grocery/items", path: "/grocery/items", body: .form([("name", "bin bags")] + weekFields), outsider: .own, member: .changes),
        Case(method: .POST, route: "/grocery/items/:id/delete", path: "/grocery/items/{extra}/delete", body: .form(weekFields), outsider: .notFound, member: .changes),
        // The kitchen's pages.
        Case(method: .GET, route: "/kitchen", path: "/kitchen", outsider: .own, member: .reads),
        Case(method: .POST, route: "/kitchen", path: "/kitchen", body: .form([("name", "cumin")]), outsider: .own, member: .changes),
        Case(method: .POST, route: "/kitchen/clear", path: "/kitchen/clear", body: .form([]), outsider: .own, member: .changes),
        Case(method: .POST, route: "/kitchen/restore", path: "/kitchen/restore", body: .form([("item", "1 cumin")]), outsider: .own, member: .changes),
        Case(method: .POST, route: "/kitchen/save", path: "/kitchen/save?i=garlic", body: .form([]), outsider: .own, member: .changes),
        Case(method: .POST, route: "/kitchen/:id", path: "/kitchen/{kitchen}", body: .form([("ticked", "0")]), outsider: .notFound, member: .changes),
        Case(method: .POST, route: "/kitchen/:id/delete", path: "/kitchen/{kitchen}/delete", body: .form([]), outsider: .notFound, member: .changes),
        // A's shared recipe on the pages.
        Case(method: .GET, route: "/recipes/:id", path: "/recipes/{recipe}", outsider: .notFound, member: .reads, anonymous: .notFound),
        Case(method: .GET, route: "/recipes/:id/cook", path: "/recipes/{recipe}/cook", outsider: .notFound, member: .reads, anonymous: .notFound),
        Case(method: .GET, route: "/images/recipes/:file", path: "/images/recipes/{recipe}.svg", outsider: .notFound, member: .ok, anonymous: .notFound),
        Case(method: .GET, route: "/my-recipes/:id/photo", path: "/my-recipes/{recipe}/photo", outsider: .notFound, member: .ok, anonymous: .notFound),
        Case(method: .GET, route: "/my-recipes", path: "/my-recipes", outsider: .own, member: .allowed),
        Case(method: .GET, route: "/my-recipes/new", path: "/my-recipes/new", outsider: .own, member: .allowed),
        Case(method: .POST, route: "/my-recipes", path: "/my-recipes",
             body: .form([("title", "Mine"), ("servings", "2"), ("ingredients", "1 egg"), ("instructions", "Cook.")]), outsider: .own, member: .allowed),
        Case(method: .GET, route: "/my-recipes/:id/edit", path: "/my-recipes/{recipe}/edit", outsider: .notFound, member: .notFound),
        Case(method: .POST, route: "/my-recipes/:id", path: "/my-recipes/{recipe}",
             body: .form([("title", "Taken"), ("servings", "2"), ("ingredients", "1 egg"), ("instructions", "Cook.")]), outsider: .notFound, member: .notFound),
        Case(method: .GET, route: "/my-recipes/:id/delete", path: "/my-recipes/{recipe}/delete", outsider: .notFound, member: .notFound),
        Case(method: .POST, route: "/my-recipes/:id/delete", path: "/my-recipes/{recipe}/delete", body: .form([]), outsider: .notFound, member: .notFound),
    ]

    /// Route prefixes of the shared kinds, the household and shared recipes: every route under
    /// one of them needs a row in `cases`.
    static let coveredPrefixes = [
        "/api/v1/plan", "/api/v1/planner", "/api/v1/calendar", "/api/v1/reminders", "/api/v1/grocery-list", "/api/v1/pantry",
        "/api/v1/recipes", "/api/v1/my-recipes", "/api/v1/export", "/api/v1/household",
        "/planner", "/calendar", "/grocery", "/kitchen", "/recipes", "/images/recipes", "/my-recipes", "/household",
    ]

    // MARK: - The world

    struct World {
        let app: Application
        let householdID: UUID
        let aliceID: UUID
        let alice: TestAPIClient
        let bob: TestAPIClient
        let carol: TestAPIClient
        let bobBrowser: TestBrowser
        let carolBrowser: TestBrowser
        let anonymous: TestBrowser
        var values: [String: String]

        func path(_ template: String) -> String {
            values.reduce(template) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }

        func body(_ body: Body) -> Body {
            switch body {
            case let .json(text): .json(path(text))
            case let .form(fields): .form(fields.map { ($0, path($1)) })
            case .none, .bytes: body
            }
        }
    }

    /// Makes a household straight in the tables, as `Household` describes it: its own account row
    /// (an id shared with the household, a name no one can sign in with) and its members.
    static func household(_ name: String, owner: UUID, members: [UUID], on db: any Database, now: Date) async throws -> UUID {
        let id = UUID()
        try await User(id: id, username: Household.accountUsername(id), passwordHash: "", createdAt: now).create(on: db)
        try await Household(id: id, name: name, createdAt: now).create(on: db)
        try await HouseholdMember(householdID: id, userID: owner, role: .owner, joinedAt: now).create(on: db)
        for member in members {
            try await HouseholdMember(householdID: id, userID: member, role: .member, joinedAt: now).create(on: db)
        }
        return id
    }

    /// A and B in H with a plan entry, a tick, a hand-added item, a kitchen item and planner
    /// settings, all marked; A's recipe shared with H, with a photo; C alone or in H2 with data of their own.
    static func world(_ app: Application, _ clock: TestClock, outsider: Outsider) async throws -> World {
        let now = clock.now
        let alice = try await TestAPIClient.signedUp(app, "alice")
        let bob = try await TestAPIClient.signedUp(app, "bob")
        let carol = try await TestAPIClient.signedUp(app, "carol")
        let aliceID = try await app.storedUserID("alice"), bobID = try await app.storedUserID("bob"), carolID = try await app.storedUserID("carol")
        let householdID = try await household("Hhsecret House", owner: aliceID, members: [bobID], on: app.db, now: now)
        if outsider == .inAnotherHousehold {
            _ = try await household("Carol's", owner: carolID, members: [], on: app.db, now: now)
        }

        // A's recipe, shared with H, with a photo.
        let recipe = try await alice.createRecipe("Hhsecret Pie")
        #expect(try await alice.sendBytes(.PUT, "/api/v1/recipes/\(recipe)/photo", TestPhotos.png).status == .ok)
        let recipeUUID = try #require(UUID(uuidString: String(recipe.dropFirst(UserRecipes.idPrefix.count))))
        let row = try #require(try await UserRecipe.find(recipeUUID, on: app.db))
        row.sharedWithHousehold = true
        try await row.save(on: app.db)

        // H's rows, kept under its own account; the meal is A's shared recipe.
        let entry = PlanEntry(userID: householdID, recipeID: recipe, title: "Hhsecret Pie", date: "2026-01-02", mealType: "dinner",
                              servings: 2, time: "19:00", note: "hhsecret note", createdAt: now)
        entry.addedBy = aliceID
        try await entry.create(on: app.db)
        try await GroceryTick(userID: householdID, itemKey: "eggs", fromDay: "2026-01-01", toDay: "2026-01-07", amountKey: nil, createdAt: now).create(on: app.db)
        let extra = GroceryExtra(userID: householdID, name: "hhsecret paper", foodID: nil, fromDay: "2026-01-01", toDay: "2026-01-07", keep: false, createdAt: now)
        try await extra.create(on: app.db)
        let kitchen = KitchenItem(userID: householdID, name: "hhsecret truffle", nameKey: "hhsecret truffle", foodID: nil, ticked: true, createdAt: now)
        try await kitchen.create(on: app.db)
        var settings = PlannerPreferences()
        settings.times[.breakfast] = PlanTime("06:47")
        try await UserPlannerSettings(userID: householdID, on: app.db).save(settings, now: now)

        // The key of an item on H's list of the week (the pie's milk), one that names no marker:
        // C's refused tick may say back the key C sent.
        let items = try await alice.groceryItems(from: "2026-01-01", to: "2026-01-07")
        let extraKey = try #require(items.compactMap { $0["key"] as? String }.first { key in !markers.contains { key.lowercased().contains($0) } })

        // An open invite to H.
        let invite = HouseholdInvite(householdID: householdID, codeHash: SecretToken.hash("hh-invite"), createdBy: aliceID,
                                     createdAt: now, expiresAt: now.addingTimeInterval(7 * 86_400))
        try await invite.create(on: app.db)

        // C's own things, and every feed.
        #expect(try await carol.send(.POST, "/api/v1/pantry", json: #"{"name": "cumin"}"#).status == .created)
        let feedA = try await UserCalendar(userID: aliceID, on: app.db).feed(now: now).token
        let feedC = try await UserCalendar(userID: carolID, on: app.db).feed(now: now).token

        let bobBrowser = TestBrowser(app)
        try await bobBrowser.signIn("bob")
        let carolBrowser = TestBrowser(app)
        try await carolBrowser.signIn("carol")
        return World(
            app: app, householdID: householdID, aliceID: aliceID, alice: alice, bob: bob, carol: carol,
            bobBrowser: bobBrowser, carolBrowser: carolBrowser, anonymous: TestBrowser(app),
            values: [
                "plan": try entry.requireID().uuidString, "extra": try extra.requireID().uuidString,
                "kitchen": try kitchen.requireID().uuidString, "recipe": recipe,
                "feedA": feedA, "feedC": feedC, "memberA": aliceID.uuidString, "invite": try invite.requireID().uuidString, "extraKey": extraKey,
            ]
        )
    }

    /// Everything of H's, written out: equal before and after means untouched.
    static func snapshot(_ world: World) async throws -> String {
        let db = world.app.db, id = world.householdID
        var lines: [String] = []
        for row in try await db.owned(PlanEntry.self, by: id).all() {
            lines.append("plan \(row.id?.uuidString ?? "") \(row.date) \(row.mealType) \(row.servings) \(row.time) \(row.note ?? "") \(row.recipeID)")
        }
        for row in try await db.owned(GroceryTick.self, by: id).all() { lines.append("tick \(row.itemKey) \(row.fromDay) \(row.toDay)") }
        for row in try await db.owned(GroceryExtra.self, by: id).all() { lines.append("extra \(row.id?.uuidString ?? "") \(row.name)") }
        for row in try await db.owned(KitchenItem.self, by: id).all() { lines.append("kitchen \(row.id?.uuidString ?? "") \(row.name) \(row.ticked)") }
        for row in try await db.owned(PlannerPreference.self, by: id).all() {
            lines.append("settings \(row.breakfastTime) \(row.lunchTime) \(row.dinnerTime) \(row.reminderMinutes) \(row.timeZone)")
        }
        for row in try await Household.query(on: db).filter(\.$id == id).all() { lines.append("household \(row.name)") }
        for row in try await HouseholdMember.query(on: db).filter(\.$household.$id == id).all() { lines.append("member \(row.$user.id) \(row.role)") }
        for row in try await HouseholdInvite.query(on: db).filter(\.$household.$id == id).all() {
            lines.append("invite \(row.id?.uuidString ?? "") \(row.revokedAt.map { "\($0)" } ?? "") \(row.usedAt.map { "\($0)" } ?? "")")
        }
        for row in try await db.owned(UserRecipe.self, by: world.aliceID).all() {
            lines.append("recipe \(row.id?.uuidString ?? "") \(row.title) \(row.updatedAt) \(row.sharedWithHousehold) \(row.photoTag ?? "")")
        }
        for row in try await UserRecipePhoto.query(on: db).filter(\.$user.$id == world.aliceID).all() { lines.append("photo \(row.recipeID) \(row.tag)") }
        for row in try await db.owned(CalendarFeed.self, by: world.aliceID).all() { lines.append("feed \(row.tokenHash)") }
        return lines.sorted().joined(separator: "\n")
    }

    // MARK: - Sending

    static func send(_ row: Case, as who: Who, in world: World) async throws -> TestingHTTPResponse {
        let path = world.path(row.path)
        let row = Case(method: row.method, route: row.route, path: row.path, body: world.body(row.body),
                       outsider: row.outsider, member: row.member, anonymous: row.anonymous)
        switch who {
        case .member, .outsider:
            if row.isAPI {
                let client = who == .member ? world.bob : world.carol
                switch row.body {
                case .none: return try await client.send(row.method, path)
                case let .json(text): return try await client.send(row.method, path, json: text)
                case let .bytes(data): return try await client.sendBytes(row.method, path, data)
                case let .form(fields): return try await client.send(row.method, path, json: try jsonBody(Dictionary(fields, uniquingKeysWith: { a, _ in a })))
                }
            }
            let browser = who == .member ? world.bobBrowser : world.carolBrowser
            if case let .form(fields) = row.body { return try await browser.post(path, fields) }
            return try await browser.send(row.method, path)
        case .anonymous:
            if row.isAPI {
                let client = TestAPIClient(app: world.app)
                switch row.body {
                case .none: return try await client.send(row.method, path)
                case let .json(text): return try await client.send(row.method, path, json: text)
                case let .bytes(data): return try await client.sendBytes(row.method, path, data)
                case .form: return try await client.send(row.method, path, json: "{}")
                }
            }
            if case let .form(fields) = row.body {
                return try await world.anonymous.send(.POST, path, headers: ["Content-Type": "application/x-www-form-urlencoded"], body: TestBrowser.encode(fields))
            }
            return try await world.anonymous.send(row.method, path)
        }
    }

    enum Who { case member, outsider, anonymous }

    static func leaks(_ response: TestingHTTPResponse) -> String? {
        let body = response.body.string.lowercased()
        return markers.first { body.contains($0) }
    }

    // MARK: - The matrix

    @Test(arguments: cases, Outsider.allCases)
    func onlyMembersReachTheHouseholdsData(row: Case, outsider: Outsider) async throws {
        try await withAccountsApp { app, clock in
            // given
            let world = try await Self.world(app, clock, outsider: outsider)
            let before = try await Self.snapshot(world)

            // when C tries, then nothing of H's shows or changes
            let carol = try await Self.send(row, as: .outsider, in: world)
            switch row.outsider {
            case .notFound:
                #expect(carol.status == .notFound, "C: \(carol.status) \(carol.body.string.prefix(200))")
            case .own:
                #expect(carol.status.code < 500, "C: \(carol.status) \(carol.body.string.prefix(200))")
                #expect(carol.status != .forbidden, "C: 403 tells that something is there")
            }
            #expect(Self.leaks(carol) == nil, "C read H's data: \(carol.body.string.prefix(300))")
            #expect(try await Self.snapshot(world) == before, "C changed H's data")

            // when nobody signed in tries
            let anonymous = try await Self.send(row, as: .anonymous, in: world)
            switch row.anonymous {
            case .signIn where row.isAPI:
                #expect(anonymous.status == .unauthorized, "anonymous: \(anonymous.status)")
            case .signIn:
                let toSignIn = anonymous.status == .seeOther && (anonymous.location ?? "").hasPrefix("/signin")
                #expect(toSignIn || anonymous.status == .forbidden || anonymous.status == .unauthorized,
                        "anonymous: \(anonymous.status) \(anonymous.location ?? "")")
            case .notFound:
                #expect(anonymous.status == .notFound || anonymous.status == .ok && Self.leaks(anonymous) == nil, "anonymous: \(anonymous.status)")
            case .feed:
                #expect(anonymous.status == .ok)
            }
            #expect(Self.leaks(anonymous) == nil, "anonymous read H's data")
            #expect(try await Self.snapshot(world) == before, "anonymous changed H's data")

            // when B does it
            let bob = try await Self.send(row, as: .member, in: world)
            let after = try await Self.snapshot(world)
            let done = (200..<400).contains(Int(bob.status.code))
            switch row.member {
            case .reads:
                #expect(bob.status.code / 100 == 2 && Self.leaks(bob) != nil, "B: \(bob.status), H's data missing: \(bob.body.string.prefix(300))")
                #expect(after == before)
            case .ok:
                #expect(bob.status.code / 100 == 2, "B: \(bob.status) \(bob.body.string.prefix(200))")
                #expect(after == before)
            case .changes:
                #expect(done, "B: \(bob.status) \(bob.body.string.prefix(200))")
                #expect(after != before, "B's change did not reach H's data")
            case .allowed:
                #expect(bob.status.code < 500, "B: \(bob.status)")
            case .notFound:
                #expect(bob.status == .notFound, "B: \(bob.status)")
                #expect(after == before)
            }
        }
    }

    // MARK: - Around the matrix

    @Test func everySharedRouteHasARow() async throws {
        try await withAccountsApp { app, _ in
            let routes = Set(app.routes.all.compactMap { route -> String? in
                let path = "/" + route.path.map { component -> String in
                    switch component {
                    case let .constant(text): text
                    case let .parameter(name): ":" + name
                    case .anything: "*"
                    case .catchall: "**"
                    }
                }.joined(separator: "/")
                guard Self.coveredPrefixes.contains(where: { path == $0 || path.hasPrefix($0 + "/") || path.hasPrefix($0 + ".") || path.hasPrefix($0 + "s") }) else { return nil }
                return "\(route.method.rawValue) \(path)"
            })
            let rows = Set(Self.cases.map { "\($0.method.rawValue) \($0.route)" })
            #expect(routes.subtracting(rows).sorted() == [], "routes with no row in the privacy matrix")
            #expect(rows.subtracting(routes).sorted() == [], "rows for routes the app does not serve")
        }
    }

    @Test(arguments: Outsider.allCases)
    func theFeedsFollowTheHouseholdsPlanAndStayEachMembersOwn(outsider: Outsider) async throws {
        try await withAccountsApp { app, clock in
            // given
            let world = try await Self.world(app, clock, outsider: outsider)
            let bobID = try await app.storedUserID("bob")
            let bobFeed = try await UserCalendar(userID: bobID, on: app.db).feed(now: clock.now).token

            // then A's and B's addresses differ and both serve H's plan; C's serves none of it
            let feedA = world.values["feedA"] ?? ""
            #expect(feedA != bobFeed)
            for token in [feedA, bobFeed] {
                let feed = try await world.anonymous.get("/calendar/\(token).ics")
                #expect(feed.status == .ok)
                #expect(feed.body.string.contains("hhsecret note"))
            }
            let carolFeed = try await world.anonymous.get("/calendar/\(world.values["feedC"] ?? "").ics")
            #expect(carolFeed.status == .ok && Self.leaks(carolFeed) == nil)

            // when B makes a new address, A's stays
            let renewed = try await world.bob.send(.POST, "/api/v1/calendar/token")
            #expect(renewed.status == .ok)
            #expect(try await world.anonymous.get("/calendar/\(feedA).ics").status == .ok)
            #expect(try await world.anonymous.get("/calendar/\(bobFeed).ics").status == .notFound)

            // when B leaves H (straight in the table: the household API is tested on its own)
            try await HouseholdMember.query(on: app.db).filter(\.$user.$id == bobID).delete()
            let newBobFeed = try #require(try await world.bob.send(.GET, "/api/v1/calendar").json()["url"] as? String)
            let path = try #require(URL(string: newBobFeed)?.path)
            let own = try await world.anonymous.get(path)
            #expect(own.status == .ok && !own.body.string.contains("hhsecret"), "B's feed shows his own plan again")
        }
    }

    @Test func remindersAreTheHouseholdsMeals() async throws {
        try await withAccountsApp { app, clock in
            // given a meal on H's plan tomorrow evening
            let world = try await Self.world(app, clock, outsider: .alone)
            let entry = PlanEntry(userID: world.householdID, recipeID: "omelette", title: "Omelette", date: "2026-01-01", mealType: "dinner",
                                  servings: 2, time: "19:00", note: nil, createdAt: clock.now)
            try await entry.create(on: app.db)

            // then B is reminded of it and C is not
            let bob = try await world.bob.send(.GET, "/api/v1/reminders").jsonArray("reminders")
            #expect(bob.contains { $0["entryId"] as? String == entry.id?.uuidString })
            let carol = try await world.carol.send(.GET, "/api/v1/reminders").jsonArray("reminders")
            #expect(carol.isEmpty)
        }
    }
}
