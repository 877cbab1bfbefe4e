import Fluent
import Foundation
import RecipleaseCore
import SQLKit
import Vapor

/// A person deleting their own account, from the page or the API. Their password is asked again,
/// checked as signing in checks it (its failures count towards the same lock-out), so a session
/// or token left open is not enough. They leave their household first, by its rules: the last
/// owner names a new owner while others remain, and the last member out takes the household
/// with them. Then the account's row goes, and with it (the foreign keys cascade) every row the
/// person owns: recipes and their photos, favorites, plan, grocery and kitchen lists, settings,
/// sessions, tokens and the calendar feed. Meals they added to a household's plan stay there,
/// no longer saying who added them.
enum AccountDeletion {
    /// Wrong password: the person is signed in, so it is not a sign-in's 401.
    static let wrongPassword = CodedProblem(.forbidden, "account.delete-password")
    /// Joined a household between leaving and deleting (another tab): nothing was deleted.
    static let householdChanged = CodedProblem(.conflict, "account.delete-household-changed")
    /// A write (a collection's import) that finds its account deleted while it ran.
    static let accountGone = CodedProblem(.gone, "account.deleted")
    /// Any other write that finds its owner's account deleted as it was about to be made.
    static let ownerGone = CodedProblem(.gone, "account.gone")

    /// Deletes `user`'s account when `password` is theirs. `newOwner` names the member who
    /// owns the household after them, as leaving takes it.
    static func delete(_ user: User, password: String, newOwner: String?, on request: Request) async throws {
        let userID = try user.requireID()
        do {
            _ = try await Accounts.signIn(username: user.username, password: password, on: request)
        } catch AccountError.wrongCredentials {
            // Deleted a moment ago by the same person (a second tab, a retry): done, as leaving a
            // household twice is; "not your password" was false on both counts. The failure the
            // check counted is forgotten, so whoever takes the name next is not slowed.
            if try await User.find(userID, on: request.db) == nil {
                try await SignInThrottling.forget(user.username, on: request.db)
                return
            }
            throw wrongPassword
        }
        if let householdID = try await request.households.leaveUnlessOut(userID, newOwner: newOwner) {
            request.announceHouseholdChange(householdID, by: userID)
        }
        // Two turns: a write of the account's at the same moment may still meet this one in
        // the database's deadlock check (PostgreSQL's 40P01), and give way.
        let recipes = try await again(runs: 3, when: \.isTransactionCollision) {
            try await request.db.writeTransaction { db -> [UUID] in
                // The user's row, as an import's batch and a household change take it: they wait,
                // then find no user.
                try await RowLock.writer.exists(User.self, userID, on: db)
                guard try await HouseholdMember.query(on: db).filter(\.$user.$id == userID).first() == nil else {
                    throw householdChanged
                }
                let recipes = try await UserRecipes(userID: userID, on: db).rowIDs()
                // The recipes (with their photos) before the user's row: a photo being saved holds
                // its recipe's row and then checks the user's, which the user's delete would hold
                // (a two-instance probe met that deadlock in 6 of 11 deletions with writers busy).
                try await UserRecipe.query(on: db).filter(\.$user.$id == userID).delete()
                try await User.query(on: db).filter(\.$id == userID).delete()
                return recipes
            }
        }
        request.recipes.remove(recipes.map { Recipe.ID(UserRecipes.recipeID(of: $0)) })
        request.application.accountCache.forget(user: userID)
        try await SignInThrottling.forget(user.username, on: request.db)
        request.logger.info("account deleted", metadata: ["user": .string(userID.uuidString)])
    }
}
