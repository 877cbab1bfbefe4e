import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// Deleting one's own account, through the API and the page: the password asked again, the
/// household left by its rules, and then nothing of the account anywhere.
struct AccountDeletionTests {
    static let password = "correct horse battery"

    /// Every row that names the user, in every table that can.
    static func rowsOf(_ userID: UUID, on db: any Database) async throws -> Int {
        var count = try await User.query(on: db).filter(\.$id == userID).count()
        count += try await UserRecipe.query(on: db).filter(\.$user.$id == userID).count()
        count += try await UserRecipePhoto.query(on: db).filter(\.$user.$id == userID).count()
        count += try await Favorite.query(on: db).filter(\.$user.$id == userID).count()
        count += try await PlanEntry.query(on: db).filter(\.$user.$id == userID).count()
        count += try await KitchenItem.query(on: db).filter(\.$user.$id == userID).count()
        count += try await APIToken.query(on: db).filter(\.$user.$id == userID).count()
        count += try await WebSession.query(on: db).filter(\.$user.$id == userID).count()
        count += try await CalendarFeed.query(on: db).filter(\.$user.$id == userID).count()
        count += try await GroceryExtra.query(on: db).filter(\.$user.$id == userID).count()
        count += try await GroceryTick.query(on: db).filter(\.$user.$id == userID).count()
        count += try await ImportJob.query(on: db).filter(\.$user.$id == userID).count()
        count += try await PlannerPreference.query(on: db).filter(\.$user.$id == userID).count()
        count += try await SearchPreference.query(on: db).filter(\.$user.$id == userID).count()
        count += try await HouseholdMember.query(on: db).filter(\.$user.$id == userID).count()
        return count
    }

    @Test func theAPIDeletesTheAccountAndAllItOwnsWithItsPassword() async throws {
        try await withAccountsApp { app, _ in
            // given an account with a recipe, a photo, a favorite, a meal and a kitchen item
            let ada = try await TestAPIClient.signedUp(app, "ada")
            let adaID = try await ada.accountID()
            let created = try await ada.send(.POST, "/api/v1/recipes", json: #"{"title": "Quince Paste", "servings": 8, "ingredients": ["1 kg quinces"], "instructions": ["Cook."]}"#)
            let id = try #require(try created.json()["id"] as? String)
            #expect(try await ada.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.jpeg).status == .ok)
            #expect(try await ada.send(.PUT, "/api/v1/favorites/omelette").status.code < 300)
            _ = try await ada.plan(id, on: "2026-11-23", "dinner")
            #expect(try await ada.send(.POST, "/api/v1/pantry", json: #"{"name": "saffron"}"#).status == .created)
            #expect(try await ada.send(.GET, "/api/v1/recipes/search?q=quince").body.string.contains(id))
            #expect(try await Self.rowsOf(adaID, on: app.db) >= 7)

            // when the password given is not hers, then nothing is deleted
            let wrong = try await ada.send(.DELETE, "/api/v1/account", json: #"{"password": "not my password"}"#)
            #expect(wrong.status == .forbidden, "\(wrong.body.string)")
            #expect(try wrong.json()["code"] as? String == "account.delete-password")
            #expect(try await ada.send(.GET, "/api/v1/recipes/\(id)").status == .ok)
            // and a body without a password is refused as any bad body is
            #expect(try await ada.send(.DELETE, "/api/v1/account", json: "{}").status == .badRequest)

            // when it is
            let deleted = try await ada.send(.DELETE, "/api/v1/account", json: #"{"password": "\#(Self.password)"}"#)

            // then the account and every row of it are gone, with its token and its recipe in search
            #expect(deleted.status == .noContent, "\(deleted.body.string)")
            #expect(try await Self.rowsOf(adaID, on: app.db) == 0)
            #expect(try await ada.send(.GET, "/api/v1/account").status == .unauthorized)
            let visitor = TestAPIClient(app: app)
            #expect(try await visitor.send(.GET, "/api/v1/recipes/search?q=quince").body.string.contains(id) == false)
            #expect(app.recipeStore.recipe(Recipe.ID(id)) == nil)
            // and the old password signs nobody in, and the name is free again
            #expect(try await visitor.send(.POST, "/api/v1/sessions", json: #"{"username": "ada", "password": "\#(Self.password)"}"#).status == .unauthorized)
            _ = try await TestAPIClient.signedUp(app, "ada")
        }
    }

    @Test func wrongPasswordsCountTowardsTheSignInLockOut() async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            var statuses: [HTTPStatus] = []
            for _ in 0..<(SignInThrottling.freeFailures + 1) {
                statuses.append(try await ada.send(.DELETE, "/api/v1/account", json: #"{"password": "guess"}"#).status)
            }
            // the right password is refused while the name is locked, as signing in is
            let locked = try await ada.send(.DELETE, "/api/v1/account", json: #"{"password": "\#(Self.password)"}"#)
            #expect(statuses.allSatisfy { $0 == .forbidden }, "\(statuses)")
            #expect(locked.status == .tooManyRequests, "\(locked.body.string)")
            #expect(locked.headers.first(name: .retryAfter) != nil)
            #expect(try await ada.send(.GET, "/api/v1/account").status == .ok)
        }
    }

    @Test func theLastOwnerNamesANewOwnerAndTheHouseholdGoesOn() async throws {
        try await withAccountsApp { app, clock in
            // given alice owns a household bob is in, with a recipe she shares there
            let home = try await HouseholdSharingTests.household(app, clock)
            let shared = try await home.alice.send(.POST, "/api/v1/recipes", json: #"{"title": "Shared Pie", "servings": 4, "ingredients": ["2 apples"], "instructions": ["Bake."], "sharedWithHousehold": true}"#)
            let id = try #require(try shared.json()["id"] as? String)
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").status == .ok)

            // when she deletes her account naming nobody, then nothing is deleted
            let refused = try await home.alice.send(.DELETE, "/api/v1/account", json: #"{"password": "\#(Self.password)"}"#)
            #expect(refused.status == .conflict, "\(refused.body.string)")
            #expect(try refused.json()["code"] as? String == "household.last-owner")
            #expect(try await home.alice.send(.GET, "/api/v1/household").status == .ok)

            // when she names bob
            let deleted = try await home.alice.send(.DELETE, "/api/v1/account", json: #"{"password": "\#(Self.password)", "newOwner": "\#(home.bobID.uuidString)"}"#)

            // then she is gone, bob owns the household alone, and her recipe is gone for him too
            #expect(deleted.status == .noContent, "\(deleted.body.string)")
            #expect(try await Self.rowsOf(home.aliceID, on: app.db) == 0)
            let household = try await home.bob.send(.GET, "/api/v1/household").json()
            let members = try #require(household["members"] as? [[String: Any]])
            #expect(members.count == 1 && members.first?["role"] as? String == "owner", "\(members)")
            #expect(try await home.bob.send(.GET, "/api/v1/recipes/\(id)").status == .notFound)
        }
    }

    @Test func theLastMemberOutTakesTheHouseholdWithThem() async throws {
        try await withAccountsApp { app, _ in
            let ada = try await TestAPIClient.signedUp(app, "ada")
            #expect(try await ada.send(.POST, "/api/v1/households", json: #"{"name": "Flat"}"#).status == .created)
            #expect(try await Household.query(on: app.db).count() == 1)
            #expect(try await ada.send(.DELETE, "/api/v1/account", json: #"{"password": "\#(Self.password)"}"#).status == .noContent)
            #expect(try await Household.query(on: app.db).count() == 0)
            #expect(try await User.query(on: app.db).count() == 0)
        }
    }

    @Test func thePageAsksThePasswordAgainThenSaysTheAccountIsGone() async throws {
        try await withAccountsApp { app, _ in
            // a visitor is sent to sign in first
            let visitor = TestBrowser(app)
            let asked = try await visitor.get("/account/delete")
            #expect(asked.status == .seeOther && asked.location?.hasPrefix("/signin") == true, "\(asked.status) \(String(describing: asked.location))")

            // given a signed-in person with a recipe of their own
            let browser = TestBrowser(app)
            try await browser.signUp("ada")
            let created = try await browser.fetch(.POST, "/api/v1/recipes", json: #"{"title": "Fig Jam", "servings": 6, "ingredients": ["1 kg figs"], "instructions": ["Cook."]}"#)
            #expect(created.status == .created)
            let adaID = try await app.storedUserID("ada")

            // the page says what goes and asks the password; the menu leads there
            let page = try await browser.get("/account/delete")
            #expect(page.status == .ok)
            let html = page.body.string
            #expect(html.contains("Delete your account") && html.contains("1 recipe of your own"), "\(html)")
            #expect(html.contains(#"type="password""#) && html.contains(#"action="/account/delete""#))
            #expect(try await browser.get("/").body.string.contains(#"href="/account/delete""#))

            // without the form's CSRF token, nothing happens
            let forged = try await browser.post("/account/delete", [("password", Self.password)], csrf: false)
            #expect(forged.status == .forbidden)
            // with a wrong password, the form again, saying so
            let wrong = try await browser.post("/account/delete", [("password", "wrong horse")])
            #expect(wrong.status == .forbidden)
            #expect(wrong.body.string.contains("That is not your password"), "\(wrong.body.string)")
            #expect(try await Self.rowsOf(adaID, on: app.db) >= 2)

            // when the password is right
            let deleted = try await browser.post("/account/delete", [("password", Self.password)])

            // then the page says so, the session is over and nothing of the account is left
            #expect(deleted.status == .ok)
            #expect(deleted.body.string.contains("Account deleted"), "\(deleted.body.string)")
            #expect(try await Self.rowsOf(adaID, on: app.db) == 0)
            let after = try await browser.get("/favorites")
            #expect(after.status == .seeOther && after.location?.hasPrefix("/signin") == true)
        }
    }

    @Test func thePageIsFrenchForAFrenchReader() async throws {
        try await withAccountsApp { app, _ in
            let browser = TestBrowser(app)
            try await browser.signUp("ada")
            let page = try await browser.send(.GET, "/account/delete", headers: ["Accept-Language": "fr"]).body.string
            #expect(page.contains("Supprimer votre compte") && page.contains("Supprimer mon compte"), "\(page)")
        }
    }

    @Test func twoDeletesAtOnceAreBothDone() async throws {
        try await withAccountsApp { app, _ in
            // (four rounds of four calls that spend the sign-in budget, which is per minute of uptime)
            for round in 0..<4 {
                // given an account, asked to be deleted twice at the same moment (two tabs, a retry)
                let ada = try await TestAPIClient.signedUp(app, "ada-\(round)")
                let body = #"{"password": "\#(Self.password)"}"#
                let statuses = try await MembershipRaceTests.together([
                    { try await ada.send(.DELETE, "/api/v1/account", json: body).status },
                    { try await ada.send(.DELETE, "/api/v1/account", json: body).status },
                ])
                // then neither says the password was wrong: one deleted it, the other found it done
                // (or, arriving after, its token gone)
                #expect(statuses.contains(.noContent), "round \(round): \(statuses)")
                #expect(statuses.allSatisfy { $0 == .noContent || $0 == .unauthorized }, "round \(round): \(statuses)")
                #expect(try await User.query(on: app.db).filter(\.$username == "ada-\(round)").count() == 0)
                // and no failure is counted against the name, free again
                #expect(try await SignInThrottle.query(on: app.db).filter(\.$username == "ada-\(round)").count() == 0, "round \(round)")
            }
        }
    }

    /// The order forced: the second request was let in before the first deleted the account.
    @Test func aDeleteThatFindsItsAccountGoneIsDone() async throws {
        try await withAccountsApp { app, _ in
            _ = try await TestAPIClient.signedUp(app, "ada")
            let user = try #require(try await User.query(on: app.db).filter(\.$username == "ada").first())
            let first = Request(application: app, on: app.eventLoopGroup.next())
            try await AccountDeletion.delete(user, password: Self.password, newOwner: nil, on: first)
            #expect(try await User.query(on: app.db).filter(\.$username == "ada").count() == 0)
            // the second, with the same password, is done too, and counts no failure
            let second = Request(application: app, on: app.eventLoopGroup.next())
            try await AccountDeletion.delete(user, password: Self.password, newOwner: nil, on: second)
            #expect(try await SignInThrottle.query(on: app.db).filter(\.$username == "ada").count() == 0)
            // while a wrong password for an account still there is refused
            _ = try await TestAPIClient.signedUp(app, "bob")
            let bob = try #require(try await User.query(on: app.db).filter(\.$username == "bob").first())
            await #expect(throws: CodedProblem.self) {
                try await AccountDeletion.delete(bob, password: "not bob's password", newOwner: nil, on: Request(application: app, on: app.eventLoopGroup.next()))
            }
        }
    }

    @Test func aRefusedFormKeepsTheNewOwnerChosen() async throws {
        try await withAccountsApp { app, clock in
            // given alice owns a household with bob and carol
            let home = try await HouseholdSharingTests.household(app, clock)
            _ = try await TestAPIClient.signedUp(app, "carol")
            let carolID = try await app.storedUserID("carol")
            try await HouseholdMember(householdID: home.householdID, userID: carolID, role: .member, joinedAt: clock.now).create(on: app.db)
            let browser = TestBrowser(app)
            try await browser.signIn("alice")
            let page = try await browser.get("/account/delete").body.string
            #expect(page.contains(#"id="new-owner""#) && page.contains(">bob<") && page.contains(">carol<"), "\(page)")

            // when she chooses carol but mistypes her password
            let carol = carolID.uuidString.lowercased()
            let refused = try await browser.post("/account/delete", [("newOwner", carol), ("password", "wrong horse")])

            // then the form comes back with carol still chosen, and nothing deleted
            #expect(refused.status == .forbidden)
            #expect(refused.body.string.contains(#"<option value="\#(carol)" selected>carol</option>"#), "\(refused.body.string)")
            #expect(try await User.query(on: app.db).filter(\.$username == "alice").count() == 1)
        }
    }

    @Test func aDeletionWhilePhotosAreSavedDeletesAll() async throws {
        try await withAccountsApp { app, _ in
            // (three rounds: each signs up, signs in and deletes, from the sign-in budget of a minute)
            for round in 0..<3 {
                // given an account with three recipes, photos being saved for each
                let ada = try await TestAPIClient.signedUp(app, "photo-\(round)")
                let adaID = try await ada.accountID()
                var ids: [String] = []
                for n in 0..<3 {
                    let created = try await ada.send(.POST, "/api/v1/recipes", json: #"{"title": "Tart \#(n)", "servings": 2, "ingredients": ["2 pears"], "instructions": ["Bake."]}"#)
                    ids.append(try #require(try created.json()["id"] as? String))
                }
                // when the account is deleted as they arrive
                let body = #"{"password": "\#(Self.password)"}"#
                var requests: [@Sendable () async throws -> HTTPStatus] = ids.map { id in
                    { @Sendable in try await ada.sendBytes(.PUT, "/api/v1/recipes/\(id)/photo", TestPhotos.png).status }
                }
                requests.append { @Sendable in try await ada.send(.DELETE, "/api/v1/account", json: body).status }
                let statuses = try await MembershipRaceTests.together(requests)
                // then the deletion is done (PostgreSQL's deadlock check once answered 409 here),
                // each photo saved before or refused after, and nothing of the account is left
                #expect(statuses.last == .noContent, "round \(round): \(statuses)")
                #expect(statuses.allSatisfy { $0.code < 500 }, "round \(round): \(statuses)")
                #expect(try await Self.rowsOf(adaID, on: app.db) == 0, "round \(round)")
                for id in ids { #expect(app.recipeStore.recipe(Recipe.ID(id)) == nil, "round \(round)") }
            }
        }
    }
}
