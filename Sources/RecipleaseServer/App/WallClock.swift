import Foundation
import Vapor

/// The time as the app sees it; tests set their own to step over lock-outs and expiries.
struct WallClock: Sendable {
    let now: @Sendable () -> Date

    static let system = WallClock { Date() }
}

extension Application {
    private struct WallClockKey: StorageKey { typealias Value = WallClock }

    var wallClock: WallClock {
        get { storage[WallClockKey.self] ?? .system }
        set { storage[WallClockKey.self] = newValue }
    }
}

extension Request {
    var now: Date { application.wallClock.now() }
}
