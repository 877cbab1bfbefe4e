import Vapor

extension SiteURL.Root {
    /// The segment to register routes under, the same one `SiteURL` builds links with.
    var component: PathComponent { .constant(rawValue) }
}
