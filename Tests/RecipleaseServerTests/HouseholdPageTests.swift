import Fluent
import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing
import VaporTesting

/// The household page and the invite link, as a browser without scripts uses them.
struct HouseholdPageTests {
    static func inviteCode(in html: String) throws -> String {
        let range = try #require(html.range(of: #"id="invite-code">[A-Z0-9]{4}-[A-Z0-9]{4}<"#, options: .regularExpression))
        return String(html[range].dropFirst(#"id="invite-code">"#.count).dropLast())
    }

    /// Makes an invite through the page's form and reads its code where the form leads: the
    /// household page at `?invite=CODE`.
    static func makeInvite(_ owner: TestBrowser, _ fields: [(String, String)] = []) async throws -> String {
        let made = try await owner.post("/household/invites", fields)
        #expect(made.status == .seeOther)
        let location = try #require(made.location)
        #expect(location.hasPrefix("/household?invite="))
        return try inviteCode(in: try await owner.get(location).body.string)
    }

    /// Alice, signed in, with a household "Home" and one invite's code; Bob, signed in, in none.
    static func aliceInvitesBob(_ app: Application) async throws -> (alice: TestBrowser, bob: TestBrowser, code: String) {
        let alice = TestBrowser(app)
        try await alice.signUp("alice")
        _ = try await alice.post("/household", [("name", "Home")])
        let code = try await makeInvite(alice)
        let bob = TestBrowser(app)
        try await bob.signUp("bob")
        return (alice, bob, code)
    }

    @Test func timesOnThePageAreInThePlannersTimeZone() async throws {
        try await withAccountsApp { app, _ in
            // given alice's household and invite, her planner in UTC, as at first
            let (alice, _, _) = try await Self.aliceInvitesBob(app)
            let utcPage = try await alice.get("/household").body.string
            #expect(utcPage.contains(" UTC"), "\(utcPage.prefix(3000))")

            // when her planner's zone is Paris
            let settings = [("breakfast", "08:00"), ("lunch", "12:30"), ("dinner", "19:00"), ("snack", "16:00"),
                            ("reminderMinutes", "60"), ("unitSystem", "metric"), ("timeZone", "Europe/Paris")]
            #expect(try await alice.post("/planner/settings", settings).status == .seeOther)

            // then the page's times (her joining, the invite's end) are Paris times, not said as UTC
            // (they read "15:03 UTC" with the zone set to Paris; first-sight walk, 2026-12-07)
            let parisPage = try await alice.get("/household").body.string
            #expect(!parisPage.contains(" UTC"), "\(parisPage.prefix(3000))")
            let member = try #require(try await HouseholdMember.query(on: app.db).first())
            let paris = try #require(TimeZone(identifier: "Europe/Paris"))
            #expect(parisPage.contains(Strings.english.dateTime(member.joinedAt, in: paris)))
        }
    }

    @Test func aHouseholdIsMadeAndJoinedThroughThePages() async throws {
        try await withAccountsApp { app, _ in
            // given Alice, signed in, with no household
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            let empty = try await alice.get("/household")
            #expect(empty.status == .ok)
            #expect(empty.body.string.contains(#"id="create-household""#))
            #expect(empty.body.string.contains(#"href="/household""#), "the account menu links the page")

            // when she creates one without, then with, the form's token
            #expect(try await alice.post("/household", [("name", "Home")], csrf: false).status == .forbidden)
            let created = try await alice.post("/household", [("name", "Home")])
            #expect(created.status == .seeOther)
            #expect(created.location == "/household?done=created")

            // and makes an invite: the page shows the code, the link and the expiry
            let invited = try await alice.post("/household/invites", [("expiresInDays", "3")])
            #expect(invited.status == .seeOther)
            let shown = try await alice.get(try #require(invited.location))
            let code = try Self.inviteCode(in: shown.body.string)
            #expect(shown.body.string.contains("/household/join?code=" + code))

            // then Bob, signed out, follows the link: sign in first, then back to it
            let bob = TestBrowser(app)
            let link = "/household/join?code=" + code
            let away = try await bob.get(link)
            #expect(away.status == .seeOther)
            #expect(away.location == SiteURL.signIn(next: link))
            try await bob.signUp("bob")
            let confirm = try await bob.get(link)
            #expect(confirm.status == .ok)
            #expect(confirm.body.string.contains(#"value="\#(code)""#))
            #expect(confirm.body.string.contains("alice invites you to the household \u{201C}Home\u{201D}."), "the page names who invites to what")
            #expect(try await bob.post("/household/join", [("code", code), ("from", "link")], csrf: false).status == .forbidden)
            let joined = try await bob.post("/household/join", [("code", code), ("from", "link")])
            #expect(joined.status == .seeOther)
            #expect(joined.location == "/household?done=joined")

            // both see two members
            for browser in [alice, bob] {
                let page = try await browser.get("/household").body.string
                #expect(page.contains(#"<span class="member-name">alice</span>"#))
                #expect(page.contains(#"<span class="member-name">bob</span>"#))
            }
            #expect(try await bob.get("/household").body.string.contains("Your role: Member"))
        }
    }

    @Test func refreshingTheNewInviteShowsItAgainAndMakesNoOther() async throws {
        try await withAccountsApp { app, _ in
            // given Alice's household and the page her invite form led to
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            _ = try await alice.post("/household", [("name", "Home")])
            let made = try await alice.post("/household/invites")
            let location = try #require(made.location)
            let code = try Self.inviteCode(in: try await alice.get(location).body.string)

            // when she refreshes it twice
            let again = try await alice.get(location)
            _ = try await alice.get(location)

            // then the same code shows, and the household has one invite
            #expect(try Self.inviteCode(in: again.body.string) == code)
            #expect(try await HouseholdInvite.query(on: app.db).count() == 1)

            // and the address shows the code to no one else: another household's owner, a member
            // in no household, or Alice once the invite is revoked or in another case's spelling
            let carol = TestBrowser(app)
            try await carol.signUp("carol")
            _ = try await carol.post("/household", [("name", "Elsewhere")])
            let dave = TestBrowser(app)
            try await dave.signUp("dave")
            for other in [carol, dave] {
                let page = try await other.get(location)
                #expect(page.status == .ok)
                #expect(!page.body.string.contains(#"id="invite-code""#))
            }
            #expect(try Self.inviteCode(in: try await alice.get("/household?invite=" + code.lowercased()).body.string) == code)
            let inviteID = try #require(try await HouseholdInvite.query(on: app.db).first()?.id)
            _ = try await alice.post("/household/invites/\(inviteID.uuidString)/revoke")
            #expect(!(try await alice.get(location).body.string.contains(#"id="invite-code""#)))
            #expect(!(try await alice.get("/household?invite=%00%FF").body.string.contains(#"id="invite-code""#)))
        }
    }

    @Test func refusalsShowOnThePageWithTheirReason() async throws {
        try await withAccountsApp { app, _ in
            // given Alice's household with Bob in it, and a used code
            let (alice, bob, code) = try await Self.aliceInvitesBob(app)
            #expect(try await bob.post("/household/join", [("code", code)]).status == .seeOther)

            // when Carol uses the same code, from the link's page and from the household page
            let carol = TestBrowser(app)
            try await carol.signUp("carol")
            let fromLink = try await carol.post("/household/join", [("code", code), ("from", "link")])
            let fromPage = try await carol.post("/household/join", [("code", "zzzz")])

            // then the link's page already said why, and the form says it again
            let linkPage = try await carol.get("/household/join?code=" + code)
            #expect(linkPage.status == .ok)
            #expect(linkPage.body.string.contains("already been used"))
            #expect(!linkPage.body.string.contains("invites you"))
            let unknown = try await carol.get("/household/join?code=ZZZZ-ZZZZ").body.string
            #expect(unknown.contains("No invite has this code"))
            #expect(fromLink.status == .gone)
            #expect(fromLink.body.string.contains("already been used"))
            #expect(fromLink.body.string.contains(#"id="confirm-join""#))
            #expect(fromPage.status == .notFound)
            #expect(fromPage.body.string.contains("No invite has this code"))
            #expect(fromPage.body.string.contains(#"id="join-household""#))

            // the last owner is asked for a new owner, and refused without one
            let page = try await alice.get("/household").body.string
            #expect(page.contains(#"<select id="new-owner" name="newOwner" required>"#))
            let refused = try await alice.post("/household/leave")
            #expect(refused.status == .conflict)
            #expect(refused.body.string.contains("needs an owner"))

            // a member sees no remove buttons, and is refused if they post one anyway
            let bobsPage = try await bob.get("/household").body.string
            #expect(bobsPage.contains("alice") && bobsPage.contains("bob"), "\(bobsPage)")
            #expect(!bobsPage.contains("/remove"))
            #expect(!bobsPage.contains(#"id="invite-form""#))
            let aliceID = try #require(try await User.query(on: app.db).all().first { $0.username == "alice" }?.id)
            #expect(try await bob.post(SiteURL.householdMember(aliceID) + "/remove").status == .forbidden)
        }
    }

    @Test func theLinksPageNamesTheHouseholdOnlyWithinTheSignInBudget() async throws {
        try await withAccountsApp { app, _ in
            // given Alice's invite, and Bob signed in
            let (_, bob, code) = try await Self.aliceInvitesBob(app)

            // when the page looks codes up three times, with a budget of two
            app.authRateLimits = AuthRateLimits(perClient: RateLimiter(burst: 2, perMinute: 1), global: RateLimiter(burst: 100, perMinute: 100), clock: { 1_000 })
            var pages: [String] = []
            for _ in 0..<3 { pages.append(try await bob.get("/household/join?code=" + code).body.string) }

            // then the third only asks: trying codes on the page is no faster than on the form
            #expect(pages[0].contains("invites you to the household"))
            #expect(pages[1].contains("invites you to the household"))
            #expect(!pages[2].contains("invites you to the household"))
            #expect(pages[2].contains("You were invited to a household."))
            #expect(pages[2].contains(#"id="confirm-join""#))
            // and the link itself uses nothing up
            #expect(try await HouseholdInvite.query(on: app.db).filter(\.$usedAt == nil).count() == 1)
        }
    }

    @Test func ownersManageMembersInvitesAndTheNameFromThePage() async throws {
        try await withAccountsApp { app, _ in
            // given
            let alice = TestBrowser(app)
            try await alice.signUp("alice")
            _ = try await alice.post("/household", [("name", "Home")])
            let first = try await Self.makeInvite(alice)
            _ = try await alice.post("/household/invites")
            let bob = TestBrowser(app)
            try await bob.signUp("bob")
            _ = try await bob.post("/household/join", [("code", first)])
            let bobID = try #require(try await User.query(on: app.db).all().first { $0.username == "bob" }?.id)
            let invite = try #require(try await HouseholdInvite.query(on: app.db).filter(\.$usedAt == nil).first()?.id)

            // when
            #expect(try await alice.post("/household/rename", [("name", "Flat 12")]).location == "/household?done=renamed")
            #expect(try await alice.post(SiteURL.householdInvite(invite) + "/revoke").location == "/household?done=revoked")
            #expect(try await alice.post(SiteURL.householdMember(bobID) + "/role", [("role", "owner")]).location == "/household?done=role")
            #expect(try await alice.post(SiteURL.householdMember(bobID) + "/remove").location == "/household?done=removed")
            let bad = try await alice.post("/household/invites", [("expiresInDays", "99999999999999999999")])

            // then
            #expect(bad.status == .badRequest)
            let page = try await alice.get("/household?done=removed").body.string
            #expect(page.contains("Flat 12"))
            #expect(page.contains("The member was removed."))
            #expect(page.contains("No open invites."))
            #expect(!page.contains(#"<span class="member-name">bob</span>"#))
            #expect(try await bob.get("/household").body.string.contains(#"id="create-household""#))
            // leaving as the last member deletes it
            #expect(try await alice.post("/household/leave").location == "/household?done=left")
            #expect(try await Household.query(on: app.db).count() == 0)
        }
    }
}
