import Foundation
@testable import RecipleaseServer
import Testing

/// One account's long reads take turns; other accounts' do not wait for them.
struct AccountTurnsTests {
    actor Tally {
        var inFlight: [UUID: Int] = [:]
        var most: [UUID: Int] = [:]
        var started: Set<UUID> = []
        var startWaiters: [UUID: [CheckedContinuation<Void, Never>]] = [:]

        func enter(_ account: UUID) {
            inFlight[account, default: 0] += 1
            most[account] = max(most[account] ?? 0, inFlight[account]!)
            started.insert(account)
            for waiter in startWaiters.removeValue(forKey: account) ?? [] { waiter.resume() }
        }

        func leave(_ account: UUID) { inFlight[account, default: 0] -= 1 }

        func waitUntilStarted(_ account: UUID) async {
            if started.contains(account) { return }
            await withCheckedContinuation { startWaiters[account, default: []].append($0) }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func oneAccountsReadsTakeTurnsWhileAnothersRunBeside() async throws {
        let turns = AccountTurns()
        let tally = Tally()
        let alice = UUID(), bob = UUID()
        try await withThrowingTaskGroup(of: Void.self) { group in
            // eight of Alice's reads at once, each yielding while it runs
            for _ in 0..<8 {
                group.addTask {
                    try await turns.run(alice) {
                        await tally.enter(alice)
                        for _ in 0..<20 { await Task.yield() }
                        await tally.leave(alice)
                    }
                }
            }
            // and one of Alice's that runs until Bob's has started: were Bob's waiting for
            // Alice's turns, this would never end (the time limit)
            group.addTask {
                try await turns.run(alice) {
                    await tally.enter(alice)
                    await tally.waitUntilStarted(bob)
                    await tally.leave(alice)
                }
            }
            group.addTask {
                try await turns.run(bob) {
                    await tally.enter(bob)
                    await tally.leave(bob)
                }
            }
            try await group.waitForAll()
        }
        #expect(await tally.most[alice] == 1)
        #expect(await tally.most[bob] == 1)
        // and a read that fails gives its turn back
        await #expect(throws: CancellationError.self) { try await turns.run(alice) { throw CancellationError() } }
        #expect(try await turns.run(alice) { 7 } == 7)
    }
}
