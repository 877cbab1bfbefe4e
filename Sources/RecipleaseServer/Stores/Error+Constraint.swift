import Fluent

extension Error {
    /// A unique index refused the row: someone else wrote the same thing a moment earlier.
    var isConstraintFailure: Bool {
        (self as? any DatabaseError)?.isConstraintFailure ?? false
    }
}
