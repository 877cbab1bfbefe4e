@testable import RecipleaseServer
import Testing

/// The document readers' threads are taken in rounds between client addresses, and within an
/// address between its accounts, rather than in order of arrival.
struct FairTurnsTests {
    actor Got {
        var order: [Int] = []
        func add(_ index: Int) { order.append(index) }
    }

    /// Parties queue behind one turn held; answers the order in which they got a turn.
    func order(_ parties: [Party]) async throws -> [Int] {
        let turns = FairTurns(width: 1)
        await turns.enter(Party(address: "first", account: nil))
        let got = Got()
        var tasks: [Task<Void, Never>] = []
        for (index, party) in parties.enumerated() {
            tasks.append(Task { [turns, got] in
                await turns.enter(party)
                await got.add(index)
                turns.leave()
            })
            _ = try await Eventually.holds { turns.waitingCount == index + 1 }
        }
        turns.leave()
        for task in tasks { await task.value }
        return await got.order
    }

    @Test func addressesTakeTurnsInRounds() async throws {
        let a = Party(address: "203.0.113.7", account: "a"), b = Party(address: "198.51.100.2", account: nil)
        // first come first served would be 0, 1, 2, 3
        #expect(try await order([a, a, a, b]) == [0, 3, 1, 2])
    }

    @Test func accountsOfOneAddressTakeTurnsInRounds() async throws {
        let one = Party(address: "local", account: "one"), two = Party(address: "local", account: "two")
        let visitor = Party(address: "local", account: nil), other = Party(address: "elsewhere", account: nil)
        #expect(try await order([one, one, one, two, visitor, other]) == [0, 5, 3, 4, 1, 2])
    }

    @Test func turnsUpToTheWidthAreTakenAtOnce() async throws {
        let turns = FairTurns(width: 2)
        let party = Party(address: "local", account: nil)
        await turns.enter(party)
        await turns.enter(party)
        #expect(turns.waitingCount == 0)
        turns.leave()
        turns.leave()
    }
}
