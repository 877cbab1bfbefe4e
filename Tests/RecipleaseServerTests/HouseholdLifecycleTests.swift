import Fluent
import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Households through the API: create, invite, join, leave, remove, roles, rename, and every refusal.
/// Runs on SQLite, and on PostgreSQL when `RECIPLEASE_TEST_DATABASE_URL` names one (as every suite).
struct HouseholdLifecycleTests {
    /// Creates a household for the client and answers its id.
    static func create(_ alice: TestAPIClient, _ name: String = "Home") async throws -> String {
        let created = try await alice.send(.POST, "/api/v1/households", json: try jsonBody(["name": name]))
        #expect(created.status == .created, "create: \(created.body.string)")
        return try #require(try created.json()["id"] as? String)
    }

    static func invite(_ owner: TestAPIClient, days: Int? = nil) async throws -> (id: String, code: String) {
        let response = try await owner.send(.POST, "/api/v1/household/invites", json: days.map { "{\"expiresInDays\": \($0)}" })
        #expect(response.status == .created, "invite: \(response.body.string)")
        return (try #require(try response.json()["id"] as? String), try #require(try response.json()["code"] as? String))
    }

    static func join(_ client: TestAPIClient, _ code: String) async throws -> TestingHTTPResponse {
        try await client.send(.POST, "/api/v1/households/join", json: try jsonBody(["code": code]))
    }

    static func member(_ household: [String: Any], _ username: String) -> [String: Any]? {
        (household["members"] as? [[String: Any]])?.first { $0["username"] as? String == username }
    }

    static func reason(_ response: TestingHTTPResponse) -> String {
        (try? response.json()["reason"] as? String) ?? ""
    }

    @Test func aHouseholdIsCreatedJoinedLeftAndDissolved() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            #expect(try await alice.send(.GET, "/api/v1/household").status == .notFound)

            // when Alice creates one and invites Bob
            let created = try await alice.send(.POST, "/api/v1/households", json: #"{"name": "  The   Martins "}"#)
            #expect(created.status == .created)
            #expect(try created.json()["name"] as? String == "The Martins")
            #expect(try created.json()["role"] as? String == "owner")
            let idText = try #require(try created.json()["id"] as? String)
            let householdID = try #require(UUID(uuidString: idText))
            let response = try await alice.send(.POST, "/api/v1/household/invites")
            #expect(response.status == .created)
            let code = try #require(try response.json()["code"] as? String)
            #expect(code.range(of: "^[A-Z0-9]{4}-[A-Z0-9]{4}$", options: .regularExpression) != nil)
            #expect((try response.json()["url"] as? String)?.hasSuffix("/household/join?code=" + code) == true)
            #expect(try await alice.send(.GET, "/api/v1/household").jsonArray("invites").count == 1)

            // then Bob joins with the code typed in lower case without its dash
            let joined = try await Self.join(bob, code.lowercased().replacingOccurrences(of: "-", with: " "))
            #expect(joined.status == .ok, "\(joined.body.string)")
            let seenByBob = try await bob.send(.GET, "/api/v1/household").json()
            #expect(seenByBob["role"] as? String == "member")
            #expect((seenByBob["members"] as? [[String: Any]])?.compactMap { $0["username"] as? String } == ["alice", "bob"])
            #expect(seenByBob["invites"] == nil)
            #expect(try await alice.send(.GET, "/api/v1/household").jsonArray("invites").isEmpty)
            let used = try #require(try await HouseholdInvite.query(on: app.db).first())
            #expect(used.usedAt != nil)
            #expect(used.codeHash != code)

            // Bob leaves; Alice, the last, leaves too: the household and its account are gone
            #expect(try await bob.send(.POST, "/api/v1/household/leave").status == .noContent)
            #expect(try await bob.send(.GET, "/api/v1/household").status == .notFound)
            #expect(try await alice.send(.POST, "/api/v1/household/leave", json: "{}").status == .noContent)
            #expect(try await Household.find(householdID, on: app.db) == nil)
            #expect(try await User.find(householdID, on: app.db) == nil)
            #expect(try await HouseholdMember.query(on: app.db).count() == 0)
            #expect(try await HouseholdInvite.query(on: app.db).count() == 0)
        }
    }

    @Test func creatingCarriesTheCreatorsPlanAndListsOnAndKeepsTheirOwn() async throws {
        try await withAccountsApp { app, _ in
            // given Alice's own kitchen list, plan and settings
            let alice = try await TestAPIClient.signedUp(app, "alice")
            #expect(try await alice.send(.POST, "/api/v1/pantry", json: #"{"name": "rice"}"#).status == .created)
            _ = try await alice.plan("omelette", on: "2026-11-23", "breakfast")
            try await alice.setSettings(["timeZone": "Europe/Paris"])
            let aliceID = try await app.storedUserID("alice")

            // when
            let householdID = try #require(UUID(uuidString: try await Self.create(alice)))

            // then the household's account has copies, attributed to Alice, and hers stay
            let kitchen = try await KitchenItem.query(on: app.db).filter(\.$user.$id == householdID).all()
            #expect(kitchen.map(\.name) == ["rice"])
            #expect(kitchen.first?.addedBy == aliceID)
            #expect(try await KitchenItem.query(on: app.db).filter(\.$user.$id == aliceID).count() == 1)
            #expect(try await PlanEntry.query(on: app.db).filter(\.$user.$id == householdID).count() == 1)
            #expect(try await PlanEntry.query(on: app.db).filter(\.$user.$id == aliceID).count() == 1)
            #expect(try await PlannerPreference.query(on: app.db).filter(\.$user.$id == householdID).first()?.timeZone == "Europe/Paris")
            let account = try #require(try await User.find(householdID, on: app.db))
            #expect(account.username == Household.accountUsername(householdID))
            #expect(account.passwordHash.isEmpty)
        }
    }

    @Test func theHouseholdsAccountCannotSignIn() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let householdID = try #require(UUID(uuidString: try await Self.create(alice)))
            let client = TestAPIClient(app: app)
            for password in ["", "correct horse battery"] {
                let body = try jsonBody(["username": Household.accountUsername(householdID), "password": password])
                let refused = try await client.send(.POST, "/api/v1/sessions", json: body)
                #expect(refused.status == .unauthorized)
            }
            let taken = try await client.send(.POST, "/api/v1/users", json: try jsonBody(["username": Household.accountUsername(householdID), "password": "correct horse battery"]))
            #expect(taken.status == .badRequest)
        }
    }

    @Test(arguments: [
        ("expired", HTTPStatus.gone, "expired"),
        ("revoked", .gone, "revoked"),
        ("used", .gone, "already been used"),
        ("unknown", .notFound, "No invite has this code"),
        ("malformed", .notFound, "No invite has this code"),
    ])
    func aCodeThatCannotBeUsedSaysWhy(state: String, status: HTTPStatus, says: String) async throws {
        try await withAccountsApp { app, clock in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let carol = try await TestAPIClient.signedUp(app, "carol")
            _ = try await Self.create(alice)
            let (id, made) = try await Self.invite(alice, days: 2)
            var code = made
            switch state {
            case "expired": clock.advance(seconds: 2 * 24 * 3600 + 1)
            case "revoked": #expect(try await alice.send(.DELETE, "/api/v1/household/invites/" + id).status == .noContent)
            case "used":
                let bob = try await TestAPIClient.signedUp(app, "bob")
                #expect(try await Self.join(bob, code).status == .ok)
            case "unknown": code = code == "AAAA-AAAA" ? "CCCC-CCCC" : "AAAA-AAAA"
            default: code = "not a code at all, far too long to be one"
            }

            // when
            let refused = try await Self.join(carol, code)

            // then
            #expect(refused.status == status)
            #expect(Self.reason(refused).contains(says), "\(refused.body.string)")
            #expect(try await carol.send(.GET, "/api/v1/household").status == .notFound)
        }
    }

    @Test func inviteLengthsAreChecked() async throws {
        try await withAccountsApp { app, clock in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await Self.create(alice)
            for days in [0, 31, -1] {
                let refused = try await alice.send(.POST, "/api/v1/household/invites", json: "{\"expiresInDays\": \(days)}")
                #expect(refused.status == .badRequest, "\(days)")
            }
            // a 30-day invite still works on day 29, the default one not after 7 days
            let (_, long) = try await Self.invite(alice, days: 30)
            let (_, short) = try await Self.invite(alice)
            clock.advance(seconds: 7 * 24 * 3600 + 60)
            let bob = try await TestAPIClient.signedUp(app, "bob")
            #expect(try await Self.join(bob, short).status == .gone)
            #expect(try await Self.join(bob, long).status == .ok)
        }
    }

    @Test func aHouseholdKeepsAHandfulOfOpenInvites() async throws {
        try await withAccountsApp { app, clock in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await Self.create(alice)
            // given as many open invites as a household keeps
            var ids: [String] = []
            for _ in 0..<HouseholdStore.maxOpenInvites { ids.append(try await Self.invite(alice).id) }
            // then one more is refused, saying how to make room
            let refused = try await alice.send(.POST, "/api/v1/household/invites")
            #expect(refused.status == .conflict)
            #expect(Self.reason(refused).contains("\(HouseholdStore.maxOpenInvites) open invites"), "\(refused.body.string)")
            // and a revoked one, or ones that ended, make room again
            #expect(try await alice.send(.DELETE, "/api/v1/household/invites/" + ids[0]).status == .noContent)
            _ = try await Self.invite(alice)
            #expect(try await alice.send(.POST, "/api/v1/household/invites").status == .conflict)
            clock.advance(seconds: 8 * 24 * 3600)
            _ = try await Self.invite(alice)
        }
    }

    @Test func aFullHouseholdTakesNoOneMoreAndKeepsTheInvite() async throws {
        try await withAccountsApp { app, _ in
            // given a household of as many members as one holds, its people signed up from one
            // address here, where a server's sign-in budget would hold them to its minute
            app.authRateLimits = AuthRateLimits(perClient: RateLimiter(burst: 1_000, perMinute: 1_000),
                                                global: RateLimiter(burst: 1_000, perMinute: 1_000))
            let owner = try await TestAPIClient.signedUp(app, "owner")
            _ = try await Self.create(owner)
            var members: [TestAPIClient] = []
            for index in 1..<HouseholdStore.maxMembers {
                let member = try await TestAPIClient.signedUp(app, "member\(index)")
                #expect(try await Self.join(member, try await Self.invite(owner).code).status == .ok)
                members.append(member)
            }
            // when one more joins
            let (_, code) = try await Self.invite(owner)
            let late = try await TestAPIClient.signedUp(app, "late")
            let refused = try await Self.join(late, code)
            // then refused, saying why, and the invite is still open for when someone leaves
            #expect(refused.status == .conflict)
            #expect(Self.reason(refused).contains("\(HouseholdStore.maxMembers) members"), "\(refused.body.string)")
            #expect(try await members[0].send(.POST, "/api/v1/household/leave", json: "{}").status == .noContent)
            #expect(try await Self.join(late, code).status == .ok)
        }
    }

    @Test func oneHouseholdPerPerson() async throws {
        try await withAccountsApp { app, _ in
            // given Alice's household and Bob's
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            _ = try await Self.create(alice)
            _ = try await Self.create(bob, "Bob's")
            let (_, code) = try await Self.invite(alice)

            // when Bob tries to join Alice's, and Alice to make another
            let joining = try await Self.join(bob, code)
            let again = try await alice.send(.POST, "/api/v1/households", json: #"{"name": "Second"}"#)

            // then both are refused, and the invite is still there to use
            #expect(joining.status == .conflict)
            #expect(Self.reason(joining).contains("already in a household"))
            #expect(again.status == .conflict)
            #expect(try await alice.send(.GET, "/api/v1/household").jsonArray("invites").count == 1)
        }
    }

    @Test func theLastOwnerNamesAnotherBeforeLeaving() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            _ = try await Self.create(alice)
            #expect(try await Self.join(bob, try await Self.invite(alice).code).status == .ok)
            let household = try await alice.send(.GET, "/api/v1/household").json()
            let bobID = try #require(Self.member(household, "bob")?["id"] as? String)

            // when Alice leaves without naming an owner, or naming nobody in the household
            let refused = try await alice.send(.POST, "/api/v1/household/leave")
            let stranger = try await alice.send(.POST, "/api/v1/household/leave", json: try jsonBody(["newOwner": UUID().uuidString]))
            // a member cannot name owners on the way out either
            let byMember = try await bob.send(.POST, "/api/v1/household/leave", json: try jsonBody(["newOwner": bobID]))
            // nor can the owner name herself (it answered "not a member"; web probe, 2026-12-07)
            let aliceID = try #require(Self.member(household, "alice")?["id"] as? String)
            let herself = try await alice.send(.POST, "/api/v1/household/leave", json: try jsonBody(["newOwner": aliceID]))

            // then
            #expect(refused.status == .conflict)
            #expect(Self.reason(refused).contains("needs an owner"))
            #expect(stranger.status == .notFound)
            #expect(byMember.status == .forbidden)
            #expect(herself.status == .badRequest)
            #expect(Self.reason(herself).contains("must be another member"))

            // when she names Bob
            #expect(try await alice.send(.POST, "/api/v1/household/leave", json: try jsonBody(["newOwner": bobID])).status == .noContent)

            // then Bob owns it alone
            let after = try await bob.send(.GET, "/api/v1/household").json()
            #expect(after["role"] as? String == "owner")
            #expect((after["members"] as? [[String: Any]])?.count == 1)
        }
    }

    /// An owner removed, made a member or gone keeps no way back in: the invites they made are
    /// revoked with their role (a removed co-owner joined again with their own code; household
    /// probe, 2026-12-08). The invites of owners who stay still work.
    @Test(arguments: ["removed", "made a member", "left"])
    func anOwnerWhoStopsBeingOneTakesTheirInvitesAlong(_ how: String) async throws {
        try await withAccountsApp { app, _ in
            // given Alice and Bob owning one household, each with an open invite
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let carol = try await TestAPIClient.signedUp(app, "carol")
            _ = try await Self.create(alice)
            #expect(try await Self.join(bob, try await Self.invite(alice).code).status == .ok)
            let bobID = try #require(Self.member(try await alice.send(.GET, "/api/v1/household").json(), "bob")?["id"] as? String)
            #expect(try await alice.send(.PATCH, "/api/v1/household/members/" + bobID, json: #"{"role": "owner"}"#).status == .ok)
            let (_, bobsCode) = try await Self.invite(bob, days: 30)
            let (_, alicesCode) = try await Self.invite(alice)

            // when Bob stops being an owner
            switch how {
            case "removed": #expect(try await alice.send(.DELETE, "/api/v1/household/members/" + bobID).status == .noContent)
            case "made a member": #expect(try await alice.send(.PATCH, "/api/v1/household/members/" + bobID, json: #"{"role": "member"}"#).status == .ok)
            default: #expect(try await bob.send(.POST, "/api/v1/household/leave").status == .noContent)
            }

            // then his code lets nobody in, himself included, and the household lists it revoked
            let mine = try await Self.join(how == "made a member" ? carol : bob, bobsCode)
            #expect(mine.status == .gone)
            #expect(Self.reason(mine).contains("revoked"), "\(mine.body.string)")
            let invites = try #require(try await alice.send(.GET, "/api/v1/household").json()["invites"] as? [[String: Any]])
            #expect(invites.count == 1, "\(invites)")
            // and Alice's still works
            let dave = try await TestAPIClient.signedUp(app, "dave")
            #expect(try await Self.join(dave, alicesCode).status == .ok)
        }
    }

    /// Two owners removing each other at once: one is removed, and the other's answer says it is
    /// no longer in the household (404), never "only an owner can do that" (403; household probe,
    /// 2026-12-08). One owner always remains.
    @Test func twoOwnersRemovingEachOtherAtOnceLeaveOneAndSayWhy() async throws {
        try await withAccountsApp { app, _ in
            for round in 0..<3 {
                let alice = try await TestAPIClient.signedUp(app, "alice\(round)")
                let bob = try await TestAPIClient.signedUp(app, "bob\(round)")
                _ = try await Self.create(alice)
                #expect(try await Self.join(bob, try await Self.invite(alice).code).status == .ok)
                let household = try await alice.send(.GET, "/api/v1/household").json()
                let aliceID = try #require(Self.member(household, "alice\(round)")?["id"] as? String)
                let bobID = try #require(Self.member(household, "bob\(round)")?["id"] as? String)
                #expect(try await alice.send(.PATCH, "/api/v1/household/members/" + bobID, json: #"{"role": "owner"}"#).status == .ok)
                async let first = alice.send(.DELETE, "/api/v1/household/members/" + bobID)
                async let second = bob.send(.DELETE, "/api/v1/household/members/" + aliceID)
                let statuses = [try await first.status, try await second.status]
                #expect(statuses.filter { $0 == .noContent }.count == 1, "\(statuses)")
                #expect(statuses.allSatisfy { $0 == .noContent || $0 == .notFound }, "\(statuses)")
            }
        }
    }

    /// The same join sent again by the person it let in is done already (it answered 410 "already
    /// been used"; household probe, 2026-12-08); anyone else still gets the refusal.
    @Test func aJoinSentTwiceIsDoneOnce() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let carol = try await TestAPIClient.signedUp(app, "carol")
            let householdID = try await Self.create(alice)
            let (_, code) = try await Self.invite(alice)
            let first = try await Self.join(bob, code)
            let again = try await Self.join(bob, code)
            #expect(first.status == .ok)
            #expect(again.status == .ok, "\(again.body.string)")
            #expect(try again.json()["id"] as? String == householdID)
            #expect((try await alice.send(.GET, "/api/v1/household").json()["members"] as? [[String: Any]])?.count == 2)
            #expect(try await Self.join(carol, code).status == .gone)
        }
    }

    @Test func ownersRemoveMembersAndChangeRolesMembersDoNot() async throws {
        try await withAccountsApp { app, _ in
            // given Alice (owner), Bob and Carol (members)
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let carol = try await TestAPIClient.signedUp(app, "carol")
            _ = try await Self.create(alice)
            #expect(try await Self.join(bob, try await Self.invite(alice).code).status == .ok)
            #expect(try await Self.join(carol, try await Self.invite(alice).code).status == .ok)
            let household = try await alice.send(.GET, "/api/v1/household").json()
            let aliceID = try #require(Self.member(household, "alice")?["id"] as? String)
            let bobID = try #require(Self.member(household, "bob")?["id"] as? String)
            let carolID = try #require(Self.member(household, "carol")?["id"] as? String)

            // then a member may not remove, promote, invite or rename
            #expect(try await bob.send(.DELETE, "/api/v1/household/members/" + carolID).status == .forbidden)
            #expect(try await bob.send(.PATCH, "/api/v1/household/members/" + bobID, json: #"{"role": "owner"}"#).status == .forbidden)
            #expect(try await bob.send(.POST, "/api/v1/household/invites").status == .forbidden)
            #expect(try await bob.send(.PATCH, "/api/v1/household", json: #"{"name": "Bob's"}"#).status == .forbidden)

            // an owner can never leave none
            #expect(try await alice.send(.PATCH, "/api/v1/household/members/" + aliceID, json: #"{"role": "member"}"#).status == .conflict)
            #expect(try await alice.send(.PATCH, "/api/v1/household/members/" + bobID, json: #"{"role": "boss"}"#).status == .badRequest)
            #expect(try await alice.send(.DELETE, "/api/v1/household/members/" + UUID().uuidString).status == .notFound)
            #expect(try await alice.send(.DELETE, "/api/v1/household/members/not-an-id").status == .notFound)

            // when Alice makes Bob an owner and removes Carol
            let promoted = try await alice.send(.PATCH, "/api/v1/household/members/" + bobID, json: #"{"role": "owner"}"#)
            #expect(promoted.status == .ok)
            #expect(Self.member(try promoted.json(), "bob")?["role"] as? String == "owner")
            #expect(try await alice.send(.DELETE, "/api/v1/household/members/" + carolID).status == .noContent)

            // then Carol is out, and with two owners Alice may step down or leave freely
            #expect(try await carol.send(.GET, "/api/v1/household").status == .notFound)
            #expect(try await alice.send(.PATCH, "/api/v1/household/members/" + aliceID, json: #"{"role": "member"}"#).status == .ok)
            #expect(try await alice.send(.DELETE, "/api/v1/household/members/" + aliceID).status == .noContent)
            #expect(try await bob.send(.GET, "/api/v1/household").jsonArray("members").count == 1)
            // removing oneself again is leaving again: done already (204), as leave answers;
            // removing anyone else from outside is still "in no household"
            #expect(try await alice.send(.DELETE, "/api/v1/household/members/" + aliceID).status == .noContent)
            let outside = try await alice.send(.DELETE, "/api/v1/household/members/" + bobID)
            #expect(outside.status == .notFound)
            #expect(try outside.json()["code"] as? String == "household.none")
            #expect(try await bob.send(.GET, "/api/v1/household").jsonArray("members").count == 1)
        }
    }

    @Test func ownersRenameWithinTheRules() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            _ = try await Self.create(alice)
            #expect(try await alice.send(.PATCH, "/api/v1/household", json: #"{"name": " \t "}"#).status == .badRequest)
            #expect(try await alice.send(.PATCH, "/api/v1/household", json: try jsonBody(["name": String(repeating: "x", count: 61)])).status == .badRequest)
            #expect(try await alice.send(.POST, "/api/v1/households", json: #"{"name": ""}"#).status == .badRequest)
            let renamed = try await alice.send(.PATCH, "/api/v1/household", json: #"{"name": "Flat   12"}"#)
            #expect(renamed.status == .ok)
            #expect(try renamed.json()["name"] as? String == "Flat 12")
        }
    }

    @Test func revokingIsForOwnersOfThatHousehold() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            _ = try await Self.create(alice)
            _ = try await Self.create(bob, "Bob's")
            let (id, _) = try await Self.invite(alice)
            // another household's owner does not find it
            #expect(try await bob.send(.DELETE, "/api/v1/household/invites/" + id).status == .notFound)
            #expect(try await alice.send(.DELETE, "/api/v1/household/invites/nope").status == .notFound)
            #expect(try await alice.send(.DELETE, "/api/v1/household/invites/" + id).status == .noContent)
            #expect(try await alice.send(.GET, "/api/v1/household").jsonArray("invites").isEmpty)
        }
    }

    @Test func everyMembershipChangeIsAnnounced() async throws {
        try await withAccountsApp { app, _ in
            let alice = try await TestAPIClient.signedUp(app, "alice")
            let bob = try await TestAPIClient.signedUp(app, "bob")
            let key = try await Self.create(alice).lowercased()
            let afterCreate = app.sharedChanges.version(of: key)
            #expect(afterCreate >= 1)
            #expect(try await Self.join(bob, try await Self.invite(alice).code).status == .ok)
            let afterJoin = app.sharedChanges.version(of: key)
            #expect(afterJoin >= afterCreate + 2) // the invite and the join
            #expect(try await bob.send(.POST, "/api/v1/household/leave").status == .noContent)
            #expect(app.sharedChanges.version(of: key) == afterJoin + 1)
        }
    }

    @Test func aSessionWriteNeedsItsCSRFToken() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("alice")
            let refused = try await browser.fetch(.POST, "/api/v1/households", json: #"{"name": "Home"}"#, csrf: false)
            #expect(refused.status == .forbidden)
            let created = try await browser.fetch(.POST, "/api/v1/households", json: #"{"name": "Home"}"#)
            #expect(created.status == .created)
            #expect(try await browser.fetch(.GET, "/api/v1/household").status == .ok)
            #expect(try await TestAPIClient(app: app).send(.GET, "/api/v1/household").status == .unauthorized)
        }
    }
}
