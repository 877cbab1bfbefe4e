@testable import RecipleaseServer
import FluentPostgresDriver
import Logging
import PostgresNIO
import Testing

/// The channels instances announce changes on: a deployment's are the names it always had;
/// apps kept apart by schema each have their own, within PostgreSQL's 63 bytes.
@Suite struct NotifyChannelsTests {
    @Test func aDatabaseWithoutASchemaKeepsThePlainNames() {
        for database in [Settings.Database.postgres(url: "postgres://db"), .sqliteMemory, .sqliteFile] {
            let channels = database.notifyChannels
            #expect([channels.recipes, channels.accounts, channels.shared] == ["reciplease_user_recipes", "reciplease_accounts", "reciplease_shared"])
        }
    }

    @Test func eachSchemaHasChannelsOfItsOwnThatFitAnIdentifier() {
        let schemas = ["test_" + String(repeating: "a", count: 32), "test_" + String(repeating: "b", count: 32), String(repeating: "é", count: 200), ""]
        let channels = schemas.map { Settings.Database.postgres(url: "postgres://db", schema: $0).notifyChannels }
        let names = channels.flatMap { [$0.recipes, $0.accounts, $0.shared] }
        #expect(Set(names).count == names.count)
        #expect(Set(names).isDisjoint(with: ["reciplease_user_recipes", "reciplease_accounts", "reciplease_shared"]))
        #expect(names.allSatisfy { $0.utf8.count <= 63 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } })
        // and every instance on one schema computes the same names
        #expect(Settings.Database.postgres(url: "postgres://other", schema: schemas[0]).notifyChannels == channels[0])
    }
}

/// On PostgreSQL: what one app writes is announced on its own schema's channel only.
@Suite struct NotifyChannelsOnPostgreSQLTests {
    @Test(.enabled(if: TestDatabase.postgresURL != nil, "PostgreSQL announces changes; the PostgreSQL pass runs this"))
    func aRecipeIsAnnouncedOnlyOnTheChannelOfTheSchemaItWasWrittenIn() async throws {
        try await withConfiguredApp(store: TestLibrary.store()) { mine in
            try await withConfiguredApp(store: TestLibrary.store()) { other in
                #expect(mine.settings.database.notifyChannels != other.settings.database.notifyChannels)
                let alice = try await TestAPIClient.signedUp(mine, "alice")
                let bob = try await TestAPIClient.signedUp(other, "bob")
                // given a session listening on the first app's recipe channel
                let url = try #require(TestDatabase.postgresURL)
                let configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Logger(label: "notify-test"))
                do {
                    let first = try await connection.listen(on: mine.settings.database.notifyChannels.recipes) { notifications -> String? in
                        // when bob writes a recipe in the other schema, and then alice one in hers
                        _ = try await bob.createRecipe("Bob's Soup")
                        let hers = try await alice.createRecipe("Alice's Stew")
                        // then the first announcement heard is hers: bob's, sent before, never came
                        // (the API's id is the row's with a prefix)
                        for try await note in notifications { return hers.hasSuffix(note.payload) ? hers : "bob's: \(note.payload), hers: \(hers)" }
                        return nil
                    }
                    #expect(first != nil && first?.hasPrefix("bob's") == false, "\(first ?? "nothing")")
                } catch {
                    try? await connection.close()
                    throw error
                }
                try await connection.close()
            }
        }
    }
}
