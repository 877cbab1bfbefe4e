import RecipleaseCore

/// The sign-up and sign-in forms.
struct AccountFormPage: Encodable {
    enum Kind { case signUp, signIn }

    let title: String
    let csrf: String
    let username: String
    let next: String
    /// Sign in from the sign-up page and the other way round, going to the same place after.
    let otherURL: String
    /// Above the form: the one reason (sign in, a taken name), or "fix what is marked" when
    /// the reasons sit beside their fields.
    let error: String?
    let usernameError: String?
    let passwordError: String?
    let confirmError: String?
    let usernameRule: String
    let passwordRule: String

    /// The form, again with what was typed (never the password) and the reason it was refused;
    /// `next` is the local path to go on to afterwards.
    init(kind: Kind, username: String, next: String?, error: String?, fieldErrors: [AccountRules.Field: String] = [:], csrf: String, strings: Strings) {
        title = strings.text(kind == .signUp ? "signup.heading" : "signin.heading")
        self.csrf = csrf
        self.username = String(username.prefix(64))
        self.next = next ?? ""
        otherURL = kind == .signUp ? SiteURL.signIn(next: next) : SiteURL.signUp(next: next)
        usernameError = fieldErrors[.username]
        passwordError = fieldErrors[.password]
        confirmError = fieldErrors[.confirm]
        self.error = fieldErrors.isEmpty ? error
            : strings.text(fieldErrors.count == 1 ? "signup.fixOne" : "signup.fixSome", ["count": String(fieldErrors.count)])
        usernameRule = strings.text("signup.usernameRule", [
            "min": String(AccountRules.usernameLength.lowerBound), "max": String(AccountRules.usernameLength.upperBound),
        ])
        passwordRule = strings.text("signup.passwordRule", [
            "min": String(AccountRules.passwordMinimum), "max": String(AccountRules.passwordMaximumBytes),
        ])
    }

    /// The template that draws this kind of form.
    static func template(_ kind: Kind) -> String {
        kind == .signUp ? "pages/account-signup" : "pages/account-signin"
    }
}
