import Fluent
import PostgresNIO

extension Error {
    /// PostgreSQL refused a text value: a NUL character (SQLSTATE 22021), which no text column
    /// holds. The stores keep control characters out of what they write (`String.withoutControls`,
    /// the ids' and keys' checks); this answers any they missed with a 400, not a 500.
    var isRefusedText: Bool {
        guard let error = self as? PSQLError, let state = error.serverInfo?[.sqlState] else { return false }
        return state == "22021" || state == "22P05"
    }

    /// PostgreSQL ended the transaction because another held what it needed and needed what it
    /// held (a deadlock, 40P01) or could not order it among others (40001): nothing was written,
    /// and the request may be sent again. A lock order that allows it is a defect to mend; this
    /// keeps one from answering 500 meanwhile.
    var isTransactionCollision: Bool {
        guard let error = self as? PSQLError, let state = error.serverInfo?[.sqlState] else { return false }
        return state == "40P01" || state == "40001"
    }

    /// PostgreSQL refused to make a table, type, column, index or schema another session made a
    /// moment earlier (23505 on its catalog, 42P07, 42701, 42710, 42P06): two instances migrating
    /// one new database at the same time.
    var isObjectMadeMeanwhile: Bool {
        guard let error = self as? PSQLError, let state = error.serverInfo?[.sqlState] else { return false }
        return ["23505", "42P07", "42701", "42710", "42P06"].contains(state)
    }

    /// A unique index refused the row: someone else wrote the same thing a moment earlier.
    var isConstraintFailure: Bool {
        (self as? any DatabaseError)?.isConstraintFailure ?? false
    }
}

/// Runs `body` again while a constraint refuses its write (another request's write got in first:
/// read again, the state is new), `runs` times in all; the last refusal, or any other error, is
/// thrown.
func againOnConstraintFailure<T>(runs: Int, _ body: () async throws -> T) async throws -> T {
    try await again(runs: runs, when: \.isConstraintFailure, body)
}

/// Runs `body` again while it fails with an error `retried` names, `runs` times in all.
func again<T>(runs: Int, when retried: (any Error) -> Bool, _ body: () async throws -> T) async throws -> T {
    for _ in 1..<max(runs, 1) {
        do {
            return try await body()
        } catch where retried(error) {
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
