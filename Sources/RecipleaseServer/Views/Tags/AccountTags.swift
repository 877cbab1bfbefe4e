import Leaf
import LeafKit
import Vapor

/// Leaf tags that let any page show the account state (nav links, sign-in links) without every page's
/// context carrying it: they read what `WebSessionMiddleware` found for the request.
enum AccountTags {
    static func register(on app: Application) {
        app.leaf.tags["signedIn"] = SignedInTag()
        app.leaf.tags["username"] = UsernameTag()
        app.leaf.tags["csrfToken"] = CSRFTokenTag()
        app.leaf.tags["currentPath"] = CurrentPathTag()
        app.leaf.tags["signInURL"] = SignInURLTag()
        app.leaf.tags["inSection"] = InSectionTag()
    }
}

/// `#if(signedIn()):`
struct SignedInTag: LeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        .bool(ctx.request?.account.user != nil)
    }
}

/// `#username()`: the signed-in user's name (escaped like any output).
struct UsernameTag: LeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        .string(ctx.request?.account.user?.username ?? "")
    }
}

/// `#csrfToken()`: this browser's CSRF token, for a hidden field. Pages that show forms to
/// visitors call `request.csrfToken()` first, so there is a visitor cookie to make it from.
struct CSRFTokenTag: LeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        .string(ctx.request?.account.csrfToken ?? "")
    }
}

/// `#currentPath()`: this page's path and query, to come back to after a form.
struct CurrentPathTag: LeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        .string(ctx.request.flatMap { $0.localPath($0.url.string) } ?? "/")
    }
}

/// `#signInURL()`: the sign-in page, coming back here afterwards.
struct SignInURLTag: LeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        let back = ctx.request.flatMap { $0.localPath($0.url.string) } ?? "/"
        return .string(SiteURL.signIn(next: back))
    }
}
