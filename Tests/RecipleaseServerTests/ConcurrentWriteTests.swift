import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Requests that arrive together and write the same row: what tests/api/concurrent_sweep.py found
/// against a live server, each kept here as a case the in-process app must answer.
struct ConcurrentWriteTests {
    @Test func preferencesSavedFromManySessionsAtOnceKeepOneRow() async throws {
        try await withAccountsApp { app, _ in
            // given a user with no saved preferences yet, signed in from two places
            let alice = try await TestAPIClient.signedUp(app, "alice")
            var phone = TestAPIClient(app: app)
            phone.token = try #require(try await phone.send(.POST, "/api/v1/sessions",
                                                           json: #"{"username": "alice", "password": "correct horse battery"}"#).json()["token"] as? String)
            let sessions = [alice, phone]

            // when sixteen saves arrive at once, each the first for all it knows, with resets among them
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for n in 0..<16 {
                    let diets = [#"["vegan"]"#, #"["vegetarian"]"#, "[]"][n % 3]
                    group.addTask { try await sessions[n % 2].send(.PUT, "/api/v1/preferences", json: #"{"diets": \#(diets)}"#).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // then every one is saved (the later wins) and at most one row holds them
            #expect(statuses.allSatisfy { $0 == .ok }, "\(statuses)")
            let user = try #require(try await User.query(on: app.db).filter(\.$username == "alice").first())
            #expect(try await SearchPreference.query(on: app.db).filter(\.$user.$id == user.requireID()).count() <= 1)
            let diets = try await alice.send(.GET, "/api/v1/preferences").json()["diets"] as? [String]
            #expect(diets == ["vegan"] || diets == ["vegetarian"] || diets == [])
        }
    }

    @Test func settingsChangedAtOnceEachKeepTheirKeys() async throws {
        try await withAccountsApp { app, _ in
            // given a user whose settings are saved
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PATCH, "/api/v1/planner/settings",
                                         json: #"{"times": {"breakfast": "08:00", "dinner": "18:00"}, "unitSystem": "us"}"#).status == .ok)

            // when six changes of different keys arrive at once (hostile probe, 2026-12-07: one was kept)
            let changes = [#"{"times": {"breakfast": "07:07"}}"#, #"{"times": {"dinner": "20:20"}}"#, #"{"unitSystem": "metric"}"#,
                           #"{"reminderMinutes": 45}"#, #"{"times": {"lunch": "12:12"}}"#, #"{"timeZone": "Europe/Paris"}"#]
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for change in changes { group.addTask { try await alice.send(.PATCH, "/api/v1/planner/settings", json: change).status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // then every change is kept
            #expect(statuses == Array(repeating: .ok, count: changes.count))
            let settings = try await alice.send(.GET, "/api/v1/planner/settings").json()
            let times = settings["times"] as? [String: String]
            #expect(times?["breakfast"] == "07:07")
            #expect(times?["dinner"] == "20:20")
            #expect(times?["lunch"] == "12:12")
            #expect(settings["unitSystem"] as? String == "metric")
            #expect(settings["reminderMinutes"] as? Int == 45)
            #expect(settings["timeZone"] as? String == "Europe/Paris")
        }
    }

    @Test func aWriteWhoseAccountIsDeletedMeanwhileSaysSo() async throws {
        try await withAccountsApp { app, _ in
            // given a store of alice's kitchen, taken as her request would, and then her account deleted
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let kitchen = UserKitchen(userID: try await Self.userID(app, "alice"), db: app.db)
            #expect(try await alice.send(.DELETE, "/api/v1/account", json: #"{"password": "correct horse battery"}"#).status == .noContent)

            // when the store writes (hostile probe, 2026-12-07: "already on your kitchen list")
            do {
                _ = try await kitchen.add(name: "figs", ticked: false, catalog: .shared, language: "en", now: Date())
                Issue.record("an item was added to a deleted account")
            } catch let problem as CodedProblem {
                // then it says the account is gone, and nothing is written
                #expect(problem.code == "account.gone")
            }
            #expect(try await KitchenItem.query(on: app.db).count() == 0)
        }
    }

    @Test func aMealPlannedAsItsRecipeIsDeletedIsNotKept() async throws {
        try await withAccountsApp { app, _ in
            // given a recipe of alice's that this instance still knows, while its row has just gone
            // (deleted by a request that found no plan using it a moment before this one planned it)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let created = try await alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Milk Pudding", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Mix."]}"#)
            let recipeID = try #require(try created.json()["id"] as? String)
            let other = try await alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Rice Pudding", "servings": 2, "ingredients": ["1 cup rice"], "instructions": ["Mix."]}"#)
            let otherID = try #require(try other.json()["id"] as? String)
            try await UserRecipe.query(on: app.db).filter(\.$id == #require(UserRecipes.rowID(of: recipeID))).delete()

            // when it is planned, and another meal is changed to it
            let planned = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "\#(recipeID)", "date": "2026-11-24", "mealType": "lunch"}"#)
            let kept = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "\#(otherID)", "date": "2026-11-25", "mealType": "lunch"}"#)
            let keptID = try #require(try kept.json()["id"] as? String)
            let changed = try await alice.send(.PATCH, "/api/v1/plan/\(keptID)", json: #"{"recipeId": "\#(recipeID)"}"#)

            // then both are refused as for any recipe that is not there, and no meal names it
            #expect(planned.status == .badRequest, "\(planned.body.string)")
            #expect(planned.reason.contains(recipeID))
            #expect(changed.status == .badRequest, "\(changed.body.string)")
            let week = try await alice.send(.GET, "/api/v1/plan?from=2026-11-23&to=2026-11-29").jsonArray("entries")
            #expect(week.map { $0["recipeId"] as? String } == [otherID])
        }
    }

    /// An account's recipe plans only while its row is there: a favorite's copy is read, not
    /// planned (a housemate's copy would put a meal on a recipe its owner deleted).
    @Test func aFavoriteCopyPlansNothingOnceItsRecipeIsGone() async throws {
        try await withAccountsApp { app, _ in
            // given alice's recipe kept as a favorite, then its row gone
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let created = try await alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Milk Pudding", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Mix."]}"#)
            let recipeID = try #require(try created.json()["id"] as? String)
            #expect(try await alice.send(.PUT, "/api/v1/favorites/\(recipeID)").status == .created)
            try await UserRecipe.query(on: app.db).filter(\.$id == #require(UserRecipes.rowID(of: recipeID))).delete()

            // when it is planned
            let planned = try await alice.send(.POST, "/api/v1/plan", json: #"{"recipeId": "\#(recipeID)", "date": "2026-11-24", "mealType": "lunch"}"#)

            // then it is refused as any recipe that is not there, and the favorite keeps its copy
            #expect(planned.status == .badRequest, "\(planned.body.string)")
            #expect(planned.reason.contains(recipeID))
            #expect(try await alice.send(.GET, "/api/v1/plan?from=2026-11-23&to=2026-11-29").jsonArray("entries").isEmpty)
            #expect(try await alice.send(.GET, "/api/v1/favorites/\(recipeID)").status == .ok)
        }
    }

    @Test func aFavoriteLetGoFromEverywhereAtOnceAnswersDoneEachTime() async throws {
        try await withAccountsApp { app, _ in
            // given a favorite
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.PUT, "/api/v1/favorites/omelette").status == .created)

            // when eight requests let it go at once
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for _ in 0..<8 { group.addTask { try await alice.send(.DELETE, "/api/v1/favorites/omelette").status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // then each says it is done, and it is
            #expect(statuses == Array(repeating: .noContent, count: 8))
            #expect(try await Favorite.query(on: app.db).count() == 0)
        }
    }

    @Test func anInviteWhoseHouseholdIsDissolvedAsItIsUsedNamesNone() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            for round in 0..<6 {
                // given alice alone in a household with an invite out
                #expect(try await alice.send(.POST, "/api/v1/households", json: #"{"name": "Flat \#(round)"}"#).status == .created)
                let code = try #require(try await alice.send(.POST, "/api/v1/household/invites", json: "{}").json()["code"] as? String)

                // when she leaves (dissolving it) as bob uses the invite
                async let left = alice.send(.POST, "/api/v1/household/leave", json: "{}")
                async let joined = bob.send(.POST, "/api/v1/households/join", json: #"{"code": "\#(code)"}"#)
                let (leaving, joining) = try await (left, joined)

                // then bob got in first (and alice, the owner, stays, as she cannot leave him
                // ownerless) or the invite names nothing any more; it was "already used" (410)
                if joining.status == .ok {
                    let bobsHousehold = try await bob.send(.GET, "/api/v1/household").status
                    #expect(leaving.status != .noContent || bobsHousehold == .ok)
                    #expect(try await bob.send(.POST, "/api/v1/household/leave", json: "{}").status == .noContent)
                    if try await alice.send(.GET, "/api/v1/household").status == .ok {
                        #expect(try await alice.send(.POST, "/api/v1/household/leave", json: "{}").status == .noContent)
                    }
                } else {
                    #expect(joining.status == .notFound, "round \(round): \(joining.status) \(joining.body.string)")
                    #expect(try joining.json()["code"] as? String == "household.invite-unknown")
                    #expect(leaving.status == .noContent)
                }
            }
        }
    }

    @Test func writesMadeAsTheirPersonCreatesAHouseholdAreNeverHidden() async throws {
        try await withAccountsApp { app, _ in
            for round in 0..<6 {
                // given a cook alone, with a recipe of theirs
                let cook = try await TestAPIClient.signedUp(app, "cook\(round)")
                let created = try await cook.send(.POST, "/api/v1/recipes", json: #"{"title": "Pudding", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Mix."]}"#)
                let recipeID = try #require(try created.json()["id"] as? String)

                // when they create a household as, from other tabs, they add to the kitchen list,
                // the plan and the grocery list, and change the planner settings
                async let household = cook.send(.POST, "/api/v1/households", json: #"{"name": "Home \#(round)"}"#)
                async let pantry = cook.send(.POST, "/api/v1/pantry", json: #"{"name": "eggs"}"#)
                async let meal = cook.send(.POST, "/api/v1/plan", json: #"{"recipeId": "\#(recipeID)", "date": "2026-11-24", "mealType": "lunch"}"#)
                async let item = cook.send(.POST, "/api/v1/grocery-list/items", json: #"{"name": "2 lemons", "keep": true}"#)
                async let settings = cook.send(.PATCH, "/api/v1/planner/settings", json: #"{"reminderMinutes": 45}"#)
                let (made, added, planned, listed, set) = try await (household, pantry, meal, item, settings)
                #expect(made.status == .created, "round \(round): \(made.body.string)")

                // then each write shows in the household's lists (copied there with the cook's own
                // lists, or written there), or was refused, naming why, and shows nowhere: none
                // answered done from under the cook's own id, hidden while they are in a household
                func answered(_ response: TestingHTTPResponse, _ done: HTTPStatus, shows: Bool, _ what: String) throws {
                    if response.status == done {
                        #expect(shows, "round \(round): \(what) answered \(done) but is not shown")
                    } else {
                        #expect(response.status == .conflict, "round \(round): \(what): \(response.status) \(response.body.string)")
                        #expect(try response.json()["code"] as? String == "household.changed")
                        #expect(!shows, "round \(round): \(what) was refused but is shown")
                    }
                }
                let pantryNames = try await cook.send(.GET, "/api/v1/pantry").jsonArray("items").compactMap { $0["name"] as? String }
                try answered(added, .created, shows: pantryNames == ["eggs"], "the kitchen item")
                let week = try await cook.send(.GET, "/api/v1/plan?from=2026-11-23&to=2026-11-29").jsonArray("entries")
                try answered(planned, .created, shows: week.count == 1, "the meal")
                let cookID = try await Self.userID(app, "cook\(round)")
                let householdID = try #require(try await HouseholdMember.query(on: app.db).filter(\.$user.$id == cookID).first()?.$household.id)
                let extras = try await GroceryExtra.query(on: app.db).filter(\.$user.$id == householdID).all(\.$name)
                try answered(listed, .created, shows: extras == ["2 lemons"], "the grocery item")
                let minutes = try await cook.send(.GET, "/api/v1/planner/settings").json()["reminderMinutes"] as? Int
                try answered(set, .ok, shows: minutes == 45, "the settings")
            }
        }
    }

    @Test func leavingAHouseholdTwiceAnswersDoneBothTimes() async throws {
        try await withAccountsApp { app, _ in
            // given bob in alice's household, with a tab of the household page open
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            #expect(try await alice.send(.POST, "/api/v1/households", json: #"{"name": "Flat 3"}"#).status == .created)
            let code = try #require(try await alice.send(.POST, "/api/v1/household/invites", json: "{}").json()["code"] as? String)
            #expect(try await bob.send(.POST, "/api/v1/households/join", json: #"{"code": "\#(code)"}"#).status == .ok)
            let tab = TestBrowser(app)
            _ = try await tab.signIn("bob")

            // when he leaves from four requests at once, then from the page's form
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for _ in 0..<4 { group.addTask { try await bob.send(.POST, "/api/v1/household/leave", json: "{}").status } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let fromTab = try await tab.post("/household/leave")

            // then every answer says he left, and the household keeps alice alone
            #expect(statuses == Array(repeating: .noContent, count: 4))
            #expect(fromTab.location == "/household?done=left")
            let members = try await alice.send(.GET, "/api/v1/household").jsonArray("members")
            #expect(members.map { $0["username"] as? String } == ["alice"])
            #expect(try await bob.send(.GET, "/api/v1/household").status == .notFound)
        }
    }

    @Test func firstPhotosSentManyTimesAtOnceKeepOnePhotoARecipe() async throws {
        try await withAccountsApp { app, _ in
            // given four recipes without a photo
            let alice = try await TestAPIClient.signedUp(app, "alice")
            var ids: [String] = []
            for n in 0..<4 { ids.append(try await alice.createRecipe("Pudding \(n)")) }

            // when eight photos for each arrive at once (on PostgreSQL their transactions overlap)
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for n in 0..<32 {
                    let (id, photo) = (ids[n % 4], [TestPhotos.jpeg, TestPhotos.png][n % 2])
                    group.addTask { try await alice.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", photo).status }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            // then each replaced the one before, and one photo a recipe is kept
            #expect(statuses == Array(repeating: .ok, count: 32))
            #expect(try await UserRecipePhoto.query(on: app.db).count() == 4)
            for id in ids { #expect(try await alice.send(.GET, "/api/v1/recipes/\(id)/photo").status == .ok) }
        }
    }

    @Test func aFavoriteKeptAndLetGoAtOnceAnswersEachAsDone() async throws {
        try await withAccountsApp { app, _ in
            // given a recipe not kept yet
            let alice = try await TestAPIClient.signedUp(app, "alice")

            // when it is kept and let go by 24 requests at once, three rounds
            for _ in 0..<3 {
                let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                    for n in 0..<24 {
                        group.addTask { try await alice.send(n % 2 == 0 ? .PUT : .DELETE, "/api/v1/favorites/omelette").status }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }

                // then each answers what it did, and the recipe is kept at most once
                #expect(statuses.allSatisfy { [.ok, .created, .noContent].contains($0) }, "\(statuses)")
                #expect(try await Favorite.query(on: app.db).count() <= 1)
            }
        }
    }

    /// Alice signed in on two instances of one database (one SQLite file, or one PostgreSQL
    /// schema), as the command line beside the server or two servers behind a load balancer: the
    /// count a capped create makes before writing holds only when the two wait for each other.
    static func onTwoInstances(_ body: (Application, [TestAPIClient]) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("create-race-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await withConfiguredApp(settings: Settings(dataDirectory: folder.path, passwordCost: 4), store: TestLibrary.store(), sharedFile: true) { first in
            try await withSecondInstance(of: first) { second in
                let alice = try await TestAPIClient.signedUp(first, "alice")
                try await body(first, [alice, TestAPIClient(app: second, token: alice.token)])
            }
        }
    }

    /// Sixteen requests at once, half through each client; their statuses.
    static func sixteenAtOnce(_ clients: [TestAPIClient], _ request: @escaping @Sendable (Int) -> (HTTPMethod, String, String?)) async throws -> [HTTPStatus] {
        try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
            for n in 0..<16 {
                let (method, path, json) = request(n)
                group.addTask { try await clients[n % 2].send(method, path, json: json).status }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// One of sixteen adds at once got in and fifteen were refused as over the limit, which
    /// alice's rows of `model` now hold exactly.
    static func expectOneAdded<M: UserOwned>(_ statuses: [HTTPStatus], of model: M.Type, max: Int, app: Application,
                                            sourceLocation: SourceLocation = #_sourceLocation) async throws {
        #expect(statuses.filter { $0 == .created }.count == 1, "\(statuses)", sourceLocation: sourceLocation)
        #expect(statuses.filter { $0 == .conflict }.count == 15, "\(statuses)", sourceLocation: sourceLocation)
        #expect(try await app.db.owned(M.self, by: userID(app, "alice")).count() == max, sourceLocation: sourceLocation)
    }

    /// A write through `app` under the user's row lock, as a collection import's batch makes it,
    /// held uncommitted: returns once it has written; `release` lets it commit.
    static func heldWrite(on app: Application, for userID: UUID, _ write: @escaping @Sendable (any Database) async throws -> Void) async
        -> (done: Task<Void, any Error>, release: @Sendable () -> Void) {
        let (held, holding) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        let done = Task {
            defer { holding.finish() }  // a write that fails does not leave the test waiting
            try await app.db.writeTransaction { db in
                try await RowLock.writer.exists(User.self, userID, on: db)
                try await write(db)
                holding.yield()
                for await _ in released { break }
            }
        }
        for await _ in held { break }
        return (done, { release.yield() })
    }

    static func userID(_ app: Application, _ username: String) async throws -> UUID {
        try #require(try await User.query(on: app.db).filter(\.$username == username).first()).requireID()
    }

    @Test func recipesCreatedAtOnceOnTwoInstancesOneBelowTheLimitAddOnlyOne() async throws {
        try await Self.onTwoInstances { app, clients in
            // given alice with room for one more recipe
            try await CollectionImportTwoDoorsTests.fill(app, "alice", leaving: 1)

            // when sixteen recipes are created at once
            let statuses = try await Self.sixteenAtOnce(clients) { n in
                (.POST, "/api/v1/recipes", #"{"title": "Racing Soup \#(n)", "servings": 2, "ingredients": ["1 onion"], "instructions": ["Simmer."]}"#)
            }

            // then one is created, the others are refused as over the limit, and the limit holds
            try await Self.expectOneAdded(statuses, of: UserRecipe.self, max: UserRecipes.maxCount, app: app)
        }
    }

    @Test func favoritesKeptAtOnceOnTwoInstancesOneBelowTheLimitAddOnlyOne() async throws {
        try await Self.onTwoInstances { app, clients in
            // given sixteen recipes of alice's, and favorites one below the limit
            var recipeIDs: [String] = []
            for n in 0..<16 {
                let created = try await clients[0].send(.POST, "/api/v1/recipes", json: #"{"title": "Soup \#(n)", "servings": 2, "ingredients": ["1 onion"], "instructions": ["Simmer."]}"#)
                recipeIDs.append(try #require(try created.json()["id"] as? String))
            }
            let userID = try await Self.userID(app, "alice")
            let snapshot = try Favorite.snapshot(of: try #require(app.recipeStore.recipe(Recipe.ID("omelette"))))
            let kept = (1..<UserFavorites.maxCount).map { Favorite(userID: userID, recipeID: "kept-\($0)", title: "Kept \($0)", snapshot: snapshot, createdAt: Date()) }
            try await kept.create(on: app.db)

            // when each of the sixteen is kept at once
            let ids = recipeIDs
            let statuses = try await Self.sixteenAtOnce(clients) { n in (.PUT, "/api/v1/favorites/\(ids[n])", nil) }

            // then one is kept, the others are refused as over the limit, and the limit holds
            try await Self.expectOneAdded(statuses, of: Favorite.self, max: UserFavorites.maxCount, app: app)
        }
    }

    @Test func groceryItemsAddedAtOnceOnTwoInstancesOneBelowTheLimitAddOnlyOne() async throws {
        try await Self.onTwoInstances { app, clients in
            // given alice's grocery list one hand-added item below the limit
            let userID = try await Self.userID(app, "alice")
            let added = (1..<UserGrocery.maxExtras).map {
                GroceryExtra(userID: userID, name: "item \($0)", foodID: nil, fromDay: nil, toDay: nil, keep: true, createdAt: Date())
            }
            try await added.create(on: app.db)

            // when sixteen items are added at once
            let statuses = try await Self.sixteenAtOnce(clients) { n in (.POST, "/api/v1/grocery-list/items", #"{"name": "\#(n + 1) pears"}"#) }

            // then one is added, the others are refused as over the limit, and the limit holds
            try await Self.expectOneAdded(statuses, of: GroceryExtra.self, max: UserGrocery.maxExtras, app: app)
        }
    }

    @Test func kitchenItemsAddedAtOnceOnTwoInstancesOneBelowTheLimitAddOnlyOne() async throws {
        try await Self.onTwoInstances { app, clients in
            // given alice's kitchen list one item below the limit
            let userID = try await Self.userID(app, "alice")
            let kept = (1..<UserKitchen.maxItems).map {
                KitchenItem(userID: userID, name: "item \($0)", nameKey: "item \($0)", foodID: nil, ticked: true, createdAt: Date())
            }
            try await kept.create(on: app.db)

            // when sixteen items are added at once
            let statuses = try await Self.sixteenAtOnce(clients) { n in (.POST, "/api/v1/pantry", #"{"name": "extra \#(n)"}"#) }

            // then one is added, the others are refused as over the limit, and the limit holds
            try await Self.expectOneAdded(statuses, of: KitchenItem.self, max: UserKitchen.maxItems, app: app)
        }
    }

    @Test func mealsPlannedAtOnceOnTwoInstancesOneBelowTheLimitAddOnlyOne() async throws {
        try await Self.onTwoInstances { app, clients in
            // given alice's plan one meal below the limit
            let userID = try await Self.userID(app, "alice")
            let planned = (1..<UserPlan.maxEntries).map {
                PlanEntry(userID: userID, recipeID: "omelette", title: "Omelette", date: "2026-01-01", mealType: "breakfast", servings: 1,
                          time: "08:00", note: "\($0)", createdAt: Date())
            }
            try await app.db.writeTransaction { db in
                for start in stride(from: 0, to: planned.count, by: 500) { try await planned[start..<min(start + 500, planned.count)].create(on: db) }
            }

            // when sixteen meals are planned at once
            let statuses = try await Self.sixteenAtOnce(clients) { n in
                (.POST, "/api/v1/plan", #"{"recipeId": "omelette", "date": "2026-11-\#(10 + n)", "mealType": "lunch"}"#)
            }

            // then one is planned, the others are refused as over the limit, and the limit holds
            try await Self.expectOneAdded(statuses, of: PlanEntry.self, max: UserPlan.maxEntries, app: app)
        }
    }

    @Test func anItemTickedWhileAnotherTickIsBeingWrittenAtTheLimitKeepsWithinIt() async throws {
        try await Self.onTwoInstances { app, clients in
            // given alice with ticks one below the limit, and apples on her list not ticked yet
            let userID = try await Self.userID(app, "alice")
            let ticks = (1..<UserGrocery.maxChecks).map {
                GroceryTick(userID: userID, itemKey: "old \($0)", fromDay: "2026-01-01", toDay: "2026-01-07", amountKey: nil,
                            createdAt: Date(timeIntervalSince1970: 1_700_000_000 + Double($0)))
            }
            try await app.db.writeTransaction { db in
                for start in stride(from: 0, to: ticks.count, by: 500) { try await ticks[start..<min(start + 500, ticks.count)].create(on: db) }
            }
            #expect(try await clients[0].send(.POST, "/api/v1/grocery-list/items", json: #"{"name": "apples", "keep": true}"#).status == .created)
            let key = try #require(try await clients[0].send(.GET, "/api/v1/grocery-list").jsonArray("items").first?["key"] as? String)
            // and the other instance in the middle of ticking the last one there is room for:
            // under her row lock, not committed yet
            let other = await Self.heldWrite(on: clients[1].app, for: userID) { db in
                try await GroceryTick(userID: userID, itemKey: "pears", fromDay: "2026-01-01", toDay: "2026-01-07", amountKey: nil, createdAt: Date())
                    .create(on: db)
            }

            // when apples are ticked meanwhile (the tick reaches its count, then waits for that
            // write), and the other tick commits
            let ticked = Task { try await clients[0].send(.PUT, "/api/v1/grocery-list/checks", json: #"{"key": "\#(key)", "checked": true}"#) }
            try await Task.sleep(for: .seconds(1))
            other.release()
            try await other.done.value
            let answer = try await ticked.value

            // then apples are ticked, the oldest ticks made room, and the limit holds
            #expect(answer.status == .ok, "\(answer.body.string)")
            #expect(try await GroceryTick.query(on: app.db).filter(\.$user.$id == userID).filter(\.$itemKey == key).count() == 1)
            #expect(try await GroceryTick.query(on: app.db).filter(\.$user.$id == userID).count() <= UserGrocery.maxChecks)
        }
    }

    @Test func anExportImportedWhileAnotherImportWritesTheSameRecipeAddsItOnce() async throws {
        try await Self.onTwoInstances { app, clients in
            // given an export holding alice's Leek Soup, which she has since deleted
            let alice = clients[0]
            let soup = try await alice.createRecipe("Leek Soup", ingredients: ["2 leeks", "1 potato"], instructions: ["Simmer."])
            let document = try await alice.send(.GET, "/api/v1/export").body.string
            #expect(try await alice.send(.DELETE, "/api/v1/recipes/\(soup)").status == .noContent)
            // and the other instance in the middle of writing Leek Soup for her, as a collection
            // import's batch does: under her row lock, not committed yet
            let userID = try await Self.userID(app, "alice")
            let batch = await Self.heldWrite(on: clients[1].app, for: userID) { db in
                let row = UserRecipe(id: UUID(), userID: userID, createdAt: Date())
                row.apply(try AccountTransfer.checked(RecipeDraft(title: "Leek Soup", ingredientLines: ["2 leeks", "1 potato"])))
                try await row.create(on: db)
            }

            // when the export is imported meanwhile (it checks the document, then waits for the
            // batch's lock), and the batch commits
            let imported = Task { try await alice.send(.POST, "/api/v1/import", json: document) }
            try await Task.sleep(for: .seconds(1))
            batch.release()
            try await batch.done.value
            let answer = try await imported.value

            // then the import finds Leek Soup already there, and alice has it once
            #expect(answer.status == .ok, "\(answer.body.string)")
            let skipped = try #require(try answer.json()["imported"] as? [String: Any])["skipped"] as? [String]
            #expect(skipped?.contains("\"Leek Soup\" was already among your recipes") == true, "\(skipped ?? [])")
            #expect(try await UserRecipe.query(on: app.db).filter(\.$user.$id == userID).all(\.$title) == ["Leek Soup"])
        }
    }
}
