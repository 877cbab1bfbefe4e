import Foundation
import Vapor

extension Request {
    /// The household store at this request's time.
    var households: HouseholdStore { HouseholdStore(db: db, now: now) }

    /// Tells the household's open pages that its members changed.
    func announceHouseholdChange(_ householdID: UUID, by userID: UUID) {
        let scope = SharedScope(userID: userID, householdID: householdID)
        application.sharedChanges.publish(SharedChange(scope: scope.key, kind: .household, by: userID))
        // Who joined or created was on their own scope until now: their open pages move over too.
        let own = SharedScope(userID: userID, householdID: nil)
        application.sharedChanges.publish(SharedChange(scope: own.key, kind: .household, by: userID))
    }
}
