import Fluent
import Foundation

/// A user's planner settings: at most one row per user; no row means the defaults
/// (see `PlannerPreferences`).
final class PlannerPreference: Model, @unchecked Sendable {
    static let schema = "planner_preferences"

    @ID(key: .id) var id: UUID?
    @Parent(key: "user_id") var user: User
    @Field(key: "breakfast_time") var breakfastTime: String
    @Field(key: "lunch_time") var lunchTime: String
    @Field(key: "dinner_time") var dinnerTime: String
    @Field(key: "snack_time") var snackTime: String
    @Field(key: "reminder_minutes") var reminderMinutes: Int
    /// `us` or `metric`.
    @Field(key: "unit_system") var unitSystem: String
    /// An IANA name such as `Europe/Paris`.
    @Field(key: "time_zone") var timeZone: String
    @Field(key: "updated_at") var updatedAt: Date

    init() {}

    init(userID: UUID, updatedAt: Date) {
        self.$user.id = userID
        self.updatedAt = updatedAt
    }
}
