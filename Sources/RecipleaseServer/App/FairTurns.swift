import Synchronization

/// Who a piece of long work is for, so the document readers' threads take turns between them:
/// the client's address, and within it the signed-in account (nil for a visitor).
struct Party: Hashable, Sendable {
    let address: String
    let account: String?
}

/// Turns on a few threads, taken in rounds rather than in order of arrival: each round gives one
/// turn to every client address that has work waiting, and within an address to each of its
/// accounts (and its visitors) in turn. First come first served, six accounts pasting 4 MB pages
/// two at a time made another user's one-line import wait 93 s and a visitor's cook page 28 s
/// (tenth sweep, 2026-12-07); in rounds, one waits for at most one piece of each other party's work.
final class FairTurns: Sendable {
    private struct Address {
        var accounts: [String?] = []
        var waiting: [String?: [CheckedContinuation<Void, Never>]] = [:]
    }

    private struct State {
        var running = 0
        var addresses: [String] = []
        var waiting: [String: Address] = [:]
    }

    private let state = Mutex(State())
    let width: Int

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Waits for a turn of `party`'s; every `enter` is followed by one `leave`.
    func enter(_ party: Party) async {
        await withCheckedContinuation { (turn: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                if state.running < width {
                    state.running += 1
                    return true
                }
                var address = state.waiting[party.address] ?? Address()
                if address.accounts.isEmpty { state.addresses.append(party.address) }
                if address.waiting[party.account] == nil { address.accounts.append(party.account) }
                address.waiting[party.account, default: []].append(turn)
                state.waiting[party.address] = address
                return false
            }
            if now { turn.resume() }
        }
    }

    /// Ends a turn, handing it to the next party in the round.
    func leave() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.addresses.isEmpty else {
                state.running -= 1
                return nil
            }
            let key = state.addresses.removeFirst()
            var address = state.waiting[key]!
            let account = address.accounts.removeFirst()
            var queue = address.waiting[account]!
            let turn = queue.removeFirst()
            // the account goes to the back of its address's round, the address to the back of the round
            if queue.isEmpty { address.waiting[account] = nil } else { address.waiting[account] = queue; address.accounts.append(account) }
            if address.accounts.isEmpty { state.waiting[key] = nil } else { state.waiting[key] = address; state.addresses.append(key) }
            return turn
        }
        next?.resume()
    }

    /// How many wait for a turn now.
    var waitingCount: Int {
        state.withLock { state in state.waiting.values.reduce(0) { $0 + $1.waiting.values.reduce(0) { $0 + $1.count } } }
    }
}
