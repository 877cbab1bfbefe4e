import Foundation

extension AccountRules {
    /// The sign-up form's fields, each with its own message beside it.
    enum Field: String, CaseIterable {
        case username, password, confirm
    }

    /// Every rule the sign-up form breaks, one per field, so the page can show them all at once
    /// (the API and `Accounts.signUp` stop at the first).
    static func problems(username raw: String, password: String, confirmation: String) -> [Field: AccountError] {
        var problems: [Field: AccountError] = [:]
        var name = normalizedUsername(raw)
        do {
            name = try username(raw)
        } catch {
            problems[.username] = error
        }
        do {
            try AccountRules.password(password, username: name)
        } catch {
            problems[.password] = error
        }
        if confirmation != password { problems[.confirm] = .passwordsDiffer }
        return problems
    }
}
