import ArgumentParser
import Foundation
import RecipleaseBench
import RecipleaseCore

/// `reciplease bench nutrition`: the calorie estimate against what real recipe pages state.
struct BenchNutritionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "nutrition",
        abstract: "Compare the nutrition estimate with the calories recipe pages state per serving.",
        discussion: """
            Reads every NAME.testhtml under --pages that has a NAME.json beside it stating nutrients.calories, \
            imports it as `reciplease import` would, and prints the median of |estimate - page| / page and the \
            share of pages within 25 %. --half picks the pages by host: tune, held-out (opened and sealed, sealed being unsealed and kept, kept being unlocked and locked) or all (docs/benchmarks.md).
            """
    )

    @Option(help: "The folder of pages (HOST/NAME.testhtml with NAME.json beside).")
    var pages: String

    @Option(help: "Which pages: tune, held-out, opened, sealed (unsealed and kept; kept is unlocked and locked) or all.")
    var half: String = "all"

    @Flag(help: "List every page, worst first, with how each ingredient was weighed.")
    var detail = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pages, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--pages: no folder at \(pages)")
        }
        guard NutritionBench.Half(rawValue: half) != nil else {
            throw ValidationError("--half must be one of: \(NutritionBench.Half.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let report = NutritionBench.run(directory: URL(fileURLWithPath: pages), half: NutritionBench.Half(rawValue: half) ?? .all,
                                        catalog: FoodCatalog.shared)
        // Nothing to measure is no measure: a median of 0 % would read as a perfect estimate.
        guard !report.pages.isEmpty || !report.unreadable.isEmpty else {
            throw CommandFailure("--pages: no page under \(pages) states its calories (HOST/NAME.testhtml with NAME.json beside it, for --half \(half))")
        }
        for line in NutritionBench.lines(report, detail: detail) { print(line) }
    }
}
