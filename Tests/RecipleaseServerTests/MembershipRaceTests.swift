import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Changes that read first and write after, sent at the same moment. Each used to read outside
/// its transaction, so the second to commit acted on what the first had already changed: an
/// owner's leave and the leave of the member they named left a household with no owner; two
/// owners making each other members did the same; an edit racing a delete answered 200 and put
/// the deleted recipe back in search. Runs on SQLite and, in CI, on PostgreSQL.
struct MembershipRaceTests {
    static let rounds = 6
    /// The races of one recipe's edits, photos and delete are short: more turns to meet them.
    static let recipeRounds = 20

    /// Sends the requests at once and answers their statuses, in the order given.
    static func together(_ requests: [@Sendable () async throws -> HTTPStatus]) async throws -> [HTTPStatus] {
        try await withThrowingTaskGroup(of: (Int, HTTPStatus).self) { group in
            for (n, request) in requests.enumerated() { group.addTask { (n, try await request()) } }
            var statuses = [HTTPStatus](repeating: .ok, count: requests.count)
            for try await (n, status) in group { statuses[n] = status }
            return statuses
        }
    }

    /// Everyone still in a household leaves it (members before the last owner, who then may).
    static func everyoneLeaves(_ clients: [TestAPIClient]) async throws {
        for _ in clients {
            for client in clients { _ = try await client.send(.POST, "/api/v1/household/leave", json: "{}") }
        }
        for client in clients { #expect(try await client.send(.GET, "/api/v1/household").status == .notFound) }
    }

    static func owners(_ household: [String: Any]) -> Int {
        ((household["members"] as? [[String: Any]]) ?? []).filter { $0["role"] as? String == "owner" }.count
    }

    @Test func anOwnerAndTheMemberTheyNameLeavingAtOnceLeaveAnOwner() async throws {
        try await withAccountsApp { app, _ in
            // (three accounts for every round: sign-ins have a budget per client)
            let owner = try await TestAPIClient.signedUp(app, "owner")
            let named = try await TestAPIClient.signedUp(app, "named")
            let third = try await TestAPIClient.signedUp(app, "third")
            for round in 0..<Self.rounds {
                // given a household of an owner and two members
                _ = try await HouseholdLifecycleTests.create(owner)
                #expect(try await HouseholdLifecycleTests.join(named, try await HouseholdLifecycleTests.invite(owner).code).status == .ok)
                #expect(try await HouseholdLifecycleTests.join(third, try await HouseholdLifecycleTests.invite(owner).code).status == .ok)
                let household = try await owner.send(.GET, "/api/v1/household").json()
                let namedID = try #require(HouseholdLifecycleTests.member(household, "named")?["id"] as? String)

                // when the owner leaves naming a member, and that member leaves, at once
                let statuses = try await Self.together([
                    { try await owner.send(.POST, "/api/v1/household/leave", json: try jsonBody(["newOwner": namedID])).status },
                    { try await named.send(.POST, "/api/v1/household/leave", json: "{}").status },
                ])

                // then each gets a real answer, and whoever is left has an owner
                #expect(statuses.allSatisfy { $0.code < 500 }, "round \(round): \(statuses)")
                let left = try await third.send(.GET, "/api/v1/household").json()
                #expect(Self.owners(left) >= 1, "round \(round): \(statuses), \(left)")
                try await Self.everyoneLeaves([owner, named, third])
            }
        }
    }

    /// An invite written while its household is dissolved failed its foreign key; that was taken
    /// for a code drawn twice, drawn again four times and answered 503 `household.invite-busy`.
    @Test func anInviteWhileTheHouseholdIsDissolvedIsANotFoundNeverABusy() async throws {
        try await withAccountsApp { app, _ in
            let owner = try await TestAPIClient.signedUp(app, "owner")
            var answered: [HTTPStatus] = []
            for round in 0..<Self.rounds * 2 {
                // given a household of one owner
                _ = try await HouseholdLifecycleTests.create(owner)

                // when invites are drawn while the owner leaves, dissolving it
                let statuses = try await Self.together([
                    { try await owner.send(.POST, "/api/v1/household/invites", json: "{}").status },
                    { try await owner.send(.POST, "/api/v1/household/invites", json: "{}").status },
                    { try await owner.send(.POST, "/api/v1/household/leave", json: "{}").status },
                    { try await owner.send(.POST, "/api/v1/household/invites", json: "{}").status },
                ])

                // then each invite is made or finds no household; none is a failure of ours
                #expect(statuses.allSatisfy { $0.code < 500 }, "round \(round): \(statuses)")
                answered += statuses
                try await Self.everyoneLeaves([owner])
            }
            #expect(answered.allSatisfy { [.ok, .created, .noContent, .notFound, .conflict].contains($0) }, "\(answered)")
        }
    }

    /// The open invites were counted before the write: 30 asked for at once all passed.
    @Test func invitesAskedForAtOnceStopAtTheCap() async throws {
        try await withAccountsApp { app, _ in
            // given a household of one owner
            let owner = try await TestAPIClient.signedUp(app, "owner")
            _ = try await HouseholdLifecycleTests.create(owner)

            // when more invites than a household keeps are asked for at once
            let statuses = try await Self.together(Array(repeating: {
                try await owner.send(.POST, "/api/v1/household/invites", json: "{}").status
            }, count: HouseholdStore.maxOpenInvites + 10))

            // then as many as it keeps are made and the rest refused as full
            #expect(statuses.filter { $0 == .created }.count == HouseholdStore.maxOpenInvites, "\(statuses)")
            #expect(statuses.filter { $0 == .conflict }.count == 10, "\(statuses)")
            #expect(try await HouseholdInvite.query(on: app.db).filter(\.$usedAt == nil).count() == HouseholdStore.maxOpenInvites)
        }
    }

    /// A person's join, leave and second join with one code at once got in twice: the claim saw
    /// their own name on the invite and took it for theirs.
    @Test func oneCodeLetsOnePersonInOnceWhateverTheyRace() async throws {
        try await withAccountsApp { app, _ in
            let owner = try await TestAPIClient.signedUp(app, "owner")
            let guest = try await TestAPIClient.signedUp(app, "guest")
            _ = try await HouseholdLifecycleTests.create(owner)
            for round in 0..<Self.rounds * 2 {
                // given a fresh code
                let code = try await HouseholdLifecycleTests.invite(owner).code

                // when the guest joins, leaves and joins with it at once
                let statuses = try await Self.together([
                    { try await HouseholdLifecycleTests.join(guest, code).status },
                    { try await guest.send(.POST, "/api/v1/household/leave", json: "{}").status },
                    { try await HouseholdLifecycleTests.join(guest, code).status },
                ])

                // then at most one join got in
                #expect([statuses[0], statuses[2]].filter { $0 == .ok }.count <= 1, "round \(round): \(statuses)")
                #expect(statuses.allSatisfy { $0.code < 500 }, "round \(round): \(statuses)")
                _ = try await guest.send(.POST, "/api/v1/household/leave", json: "{}")
            }
        }
    }

    @Test func twoOwnersMakingEachOtherMembersAtOnceKeepOne() async throws {
        try await withAccountsApp { app, _ in
            let first = try await TestAPIClient.signedUp(app, "first")
            let second = try await TestAPIClient.signedUp(app, "second")
            for round in 0..<Self.rounds {
                // given a household of two owners
                _ = try await HouseholdLifecycleTests.create(first)
                #expect(try await HouseholdLifecycleTests.join(second, try await HouseholdLifecycleTests.invite(first).code).status == .ok)
                let household = try await first.send(.GET, "/api/v1/household").json()
                let firstID = try #require(HouseholdLifecycleTests.member(household, "first")?["id"] as? String)
                let secondID = try #require(HouseholdLifecycleTests.member(household, "second")?["id"] as? String)
                let promoted = try await first.send(.PATCH, "/api/v1/household/members/\(secondID)", json: #"{"role": "owner"}"#)
                #expect(promoted.status == .ok, "\(promoted.body.string)")

                // when each makes the other a member at once
                let statuses = try await Self.together([
                    { try await first.send(.PATCH, "/api/v1/household/members/\(secondID)", json: #"{"role": "member"}"#).status },
                    { try await second.send(.PATCH, "/api/v1/household/members/\(firstID)", json: #"{"role": "member"}"#).status },
                ])

                // then one of them wins and the household keeps an owner
                #expect(statuses.allSatisfy { $0.code < 500 }, "round \(round): \(statuses)")
                #expect(statuses.filter { $0 == .ok }.count == 1, "round \(round): \(statuses)")
                #expect(Self.owners(try await first.send(.GET, "/api/v1/household").json()) == 1, "round \(round)")
                try await Self.everyoneLeaves([first, second])
            }
        }
    }

    /// An edit (a whole recipe sent back) or a photo for the recipe, racing its delete.
    enum Change: String, CaseIterable, Sendable { case edit, photo }

    @Test(arguments: Change.allCases)
    func aChangeRacingADeleteLeavesNoRecipeBehind(_ change: Change) async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            for round in 0..<Self.recipeRounds {
                // given one of ada's recipes, opened for editing
                let created = try await ada.send(.POST, "/api/v1/recipes", json: #"{"title": "Soup \#(round)", "servings": 2, "ingredients": ["1 cup milk"], "instructions": ["Heat."]}"#)
                let id = try #require(try created.json()["id"] as? String)
                #expect(try await ada.send(.GET, "/api/v1/recipes/search?q=soup+\(round)").body.string.contains(id))
                var body = try await ada.send(.GET, "/api/v1/recipes/\(id)").json()
                body["title"] = "Better soup \(round)"
                let edit = try jsonBody(body)

                // when the change and a delete arrive together
                let statuses = try await Self.together([
                    {
                        switch change {
                        case .edit: try await ada.send(.PUT, "/api/v1/recipes/\(id)", json: edit).status
                        case .photo: try await ada.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.jpeg).status
                        }
                    },
                    { try await ada.send(.DELETE, "/api/v1/recipes/\(id)").status },
                ])

                // then the delete holds: the recipe is gone from the API and from search
                #expect(statuses[1] == .noContent, "round \(round): \(statuses)")
                #expect(statuses[0] == .ok || statuses[0] == .notFound, "round \(round): \(statuses)")
                #expect(try await ada.send(.GET, "/api/v1/recipes/\(id)").status == .notFound, "round \(round): \(statuses)")
                #expect(try await ada.send(.GET, "/api/v1/recipes/search?q=soup+\(round)").body.string.contains(id) == false, "round \(round)")
            }
        }
    }

    @Test func editsAndAPhotoAtOnceLeaveTheRecipeAsTheDatabaseKeptIt() async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            for round in 0..<Self.recipeRounds {
                // given one of ada's recipes, opened in two tabs
                let created = try await ada.send(.POST, "/api/v1/recipes", json: #"{"title": "Bread \#(round)", "servings": 2, "ingredients": ["2 cups flour"], "instructions": ["Bake."]}"#)
                let id = try #require(try created.json()["id"] as? String)
                let read = try await ada.send(.GET, "/api/v1/recipes/\(id)").json()
                var first = read, second = read
                first["title"] = "Rye bread \(round)"
                second["title"] = "Spelt bread \(round)"
                let (one, two) = (try jsonBody(first), try jsonBody(second))

                // when both tabs save while a photo arrives
                let statuses = try await Self.together([
                    { try await ada.send(.PUT, "/api/v1/recipes/\(id)", json: one).status },
                    { try await ada.send(.PUT, "/api/v1/recipes/\(id)", json: two).status },
                    { try await ada.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.png).status },
                ])
                #expect(statuses.allSatisfy { $0.code < 300 }, "round \(round): \(statuses)")

                // then the recipe page shows the title the database kept, and the photo
                let listed = try await ada.send(.GET, "/api/v1/my-recipes").json()
                let kept = ((listed["recipes"] as? [[String: Any]]) ?? []).first { $0["id"] as? String == id }?["title"] as? String
                let shown = try await ada.send(.GET, "/api/v1/recipes/\(id)").json()
                #expect(kept != nil && shown["title"] as? String == kept, "round \(round): \(String(describing: kept))")
                #expect((shown["image"] as? String)?.contains("/photo") == true, "round \(round): \(String(describing: shown["image"]))")
            }
        }
    }

    /// The order forced: what read the recipe before it changed (an edit's own read, a photo, a
    /// poll of the database, a look for recipes the index lacks) reaches the index after.
    @Test func aRecipeReadBeforeItsDeleteOrEditDoesNotUndoIt() async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            let store = app.recipeStore
            var ids: [String] = []
            for title in ["Pie", "Tart"] {
                let created = try await ada.send(.POST, "/api/v1/recipes", json: #"{"title": "\#(title)", "servings": 2, "ingredients": ["1 apple"], "instructions": ["Bake."]}"#)
                ids.append(try #require(try created.json()["id"] as? String))
            }
            // given each recipe as read from the database now
            var read: [Recipe] = []
            for id in ids {
                let row = try #require(try await UserRecipe.find(UserRecipes.rowID(of: id), on: app.db))
                read.append(UserRecipes.recipe(row, store: store))
            }

            // when the first is deleted and the second renamed, and only then what was read arrives
            #expect(try await ada.send(.DELETE, "/api/v1/recipes/\(ids[0])").status == .noContent)
            var body = try await ada.send(.GET, "/api/v1/recipes/\(ids[1])").json()
            body["title"] = "Plum tart"
            #expect(try await ada.send(.PUT, "/api/v1/recipes/\(ids[1])", json: try jsonBody(body)).status == .ok)
            store.upsert(read[0])
            store.fill(read[0])
            store.fill(read[1])

            // then the deleted one stays gone and the renamed one keeps its name
            #expect(try await ada.send(.GET, "/api/v1/recipes/\(ids[0])").status == .notFound)
            #expect(try await ada.send(.GET, "/api/v1/recipes/search?q=pie").body.string.contains(ids[0]) == false)
            #expect(try await ada.send(.GET, "/api/v1/recipes/\(ids[1])").json()["title"] as? String == "Plum tart")
            #expect(try await ada.send(.GET, "/api/v1/recipes/search?q=plum").body.string.contains(ids[1]))
        }
    }
}
