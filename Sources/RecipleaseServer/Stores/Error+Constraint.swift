import Fluent

extension Error {
    /// A unique index refused the row: someone else wrote the same thing a moment earlier.
    var isConstraintFailure: Bool {
        (self as? any DatabaseError)?.isConstraintFailure ?? false
    }
}

/// Runs `body` again while a constraint refuses its write (another request's write got in first:
/// read again, the state is new), `runs` times in all; the last refusal, or any other error, is
/// thrown.
func againOnConstraintFailure<T>(runs: Int, _ body: () async throws -> T) async throws -> T {
    for _ in 1..<max(runs, 1) {
        do {
            return try await body()
        } catch where error.isConstraintFailure {
            continue
        }
    }
    return try await body()
}

extension Model {
    /// Saves the one row of this kind an owner has (their settings, their preferences): the row
    /// `find` reads, else a new one from `make`, either `fill`ed. Two first saves at once both find
    /// none; the one the unique index refuses reads again and writes over the other's row, so the
    /// later save wins, as it does one at a time. (Read again, the row may be gone too, deleted by
    /// a reset at the same moment: then it is made again. Each refusal means another request's
    /// write got in, so the loop moves on; ten tries bound it. Three were too few for a burst of
    /// nine saves and resets from one account: one run in twenty answered 500.)
    static func saveSingle(find: () async throws -> Self?, make: () -> Self, fill: (Self) -> Void, on db: any Database) async throws {
        try await againOnConstraintFailure(runs: 10) {
            let row = try await find() ?? make()
            fill(row)
            try await row.save(on: db)
        }
    }
}
