import Leaf
import LeafKit
import Vapor

/// `#if(inSection("/planner")):`: whether this page belongs to a section of the navigation, so
/// its link can carry `aria-current`. "/" is the search page alone; any other section covers
/// its own path and the paths under it ("/planner/settings" is in "/planner").
struct InSectionTag: LeafTag {
    func render(_ ctx: LeafContext) throws -> LeafData {
        guard let section = ctx.parameters.first?.string, let path = ctx.request?.url.path else { return .bool(false) }
        if section == "/" { return .bool(path == "/") }
        return .bool(path == section || path.hasPrefix(section + "/"))
    }
}
