import Foundation
import RecipleaseCore

/// `/account/delete`: what deleting the account takes with it, the password asked again, and (for
/// the last owner of a household with others in it) the member who owns it next. Once done,
/// the same page says the account is gone.
struct AccountDeletePage: Encodable {
    struct Member: Encodable {
        let id: String
        let username: String
        /// Chosen on the form just refused (a wrong password): chosen again.
        let chosen: Bool
    }

    let title: String
    let csrf: String
    let action: String
    let error: String?
    let deleted: Bool
    let username: String
    /// "12 recipes and 30 favorites", or nil for none of either.
    let owned: String?
    let householdName: String?
    /// The last owner with others still in: a new owner is chosen among them.
    let mustNameOwner: Bool
    let others: [Member]

    init(username: String, recipes: Int, favorites: Int, household: HouseholdStore.Snapshot?, me: UUID?,
         chosenOwner: String? = nil, error: String? = nil, deleted: Bool = false, csrf: String, strings: Strings) {
        title = strings.text(deleted ? "accountDelete.doneTitle" : "accountDelete.title")
        self.csrf = csrf
        action = SiteURL.deleteAccount
        self.error = error
        self.deleted = deleted
        self.username = username
        let parts = [
            recipes > 0 ? strings.text(recipes == 1 ? "accountDelete.recipes.one" : "accountDelete.recipes", ["count": "\(recipes)"]) : nil,
            favorites > 0 ? strings.text(favorites == 1 ? "accountDelete.favorites.one" : "accountDelete.favorites", ["count": "\(favorites)"]) : nil,
        ].compactMap { $0 }
        owned = parts.isEmpty ? nil : strings.text("accountDelete.owned", ["things": parts.joined(separator: strings.text("accountDelete.and"))])
        householdName = household?.household.name
        let others = me.flatMap { household?.others(than: $0) } ?? []
        mustNameOwner = me.flatMap { household?.mustNameOwner(me: $0) } ?? false
        self.others = others.map { member in
            let id = member.userID.uuidString.lowercased()
            return Member(id: id, username: member.username, chosen: chosenOwner?.lowercased() == id)
        }
    }
}
