import Foundation
@testable import RecipleaseServer
import Testing
import VaporTesting

/// `RECIPLEASE_PASSWORD_COST` sets the Bcrypt cost of new hashes (the browser suite runs at 4).
struct PasswordCostSettingTests {
    @Test(arguments: [(nil, 12), ("4", 4), (" 13 ", 13), ("16", 16)] as [(String?, Int)])
    func theCostComesFromTheEnvironmentOrStaysTwelve(_ value: String?, _ expected: Int) throws {
        let environment = value.map { ["RECIPLEASE_PASSWORD_COST": $0] } ?? [:]
        #expect(try Settings.fromEnvironment(environment).passwordCost == expected)
    }

    // past 16 start-up, which hashes once at the cost, took minutes (31: never)
    @Test(arguments: ["3", "17", "31", "32", "ten", "", "-12", "99999999999999999999"])
    func aCostOutsideBcryptsRangeIsRefusedAtStart(_ value: String) {
        let error = #expect(throws: SettingsError.self) { try Settings.fromEnvironment(["RECIPLEASE_PASSWORD_COST": value]) }
        #expect(error.map { String(describing: $0).hasPrefix("RECIPLEASE_PASSWORD_COST=") } == true)
    }

    @Test func aSignUpIsHashedAtTheCostTheEnvironmentNames() async throws {
        // given: an app configured from the environment with cost 5
        let settings = try Settings.fromEnvironment(["RECIPLEASE_PASSWORD_COST": "5"])
        try await withConfiguredApp(settings: settings, store: TestLibrary.store()) { app in
            // when: someone signs up through the page
            _ = try await TestBrowser(app).signUp("alice")
            // then: the stored hash names cost 05, and the password signs in
            let user = try #require(try await User.query(on: app.db).first())
            #expect(user.passwordHash.dropFirst(4).hasPrefix("05$"), "\(user.passwordHash.prefix(7))")
            let signIn = try await TestBrowser(app).signIn("alice")
            #expect(signIn.status == .seeOther)
        }
    }
}
