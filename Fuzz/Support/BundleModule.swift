import Foundation

// SwiftPM generates `Bundle.module` for a package build; the fuzz build compiles the core's
// sources by hand, so scripts/fuzz says where the resources are.
extension Foundation.Bundle {
    static let module: Bundle = {
        let variable = "RECIPLEASE_CORE_RESOURCES"
        guard let path = ProcessInfo.processInfo.environment[variable], let bundle = Bundle(path: path) else {
            fatalError("\(variable) must name Sources/RecipleaseCore/Resources")
        }
        return bundle
    }()
}
