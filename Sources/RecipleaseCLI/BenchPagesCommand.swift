import ArgumentParser
import Foundation
import RecipleaseBench

/// `reciplease bench pages`: web page import against what a careful reader takes from each page.
struct BenchPagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pages",
        abstract: "Measure web page import on saved recipe pages.",
        discussion: """
            Reads every NAME.testhtml under --pages that has a NAME.json beside it, imports it as `reciplease import` \
            would, and prints the share of pages where a recipe was found (a title and at least one ingredient line) \
            and where the first recipe's title and whole ingredient list equal the JSON's title and ingredients, \
            after folding whitespace and fraction characters. --half picks the pages by host: tune, held-out (opened and sealed, sealed being unsealed and kept, kept being unlocked and locked) or all (docs/benchmarks.md). \
            --without-structured-data drops scripts and microdata/RDFa attributes first, so only what the page shows is read.
            """
    )

    @Option(help: "The folder of pages (HOST/NAME.testhtml with NAME.json beside).")
    var pages: String

    @Option(help: "Which pages: tune, held-out, opened, sealed (unsealed and kept; kept is unlocked and locked) or all.")
    var half: String = "all"

    @Flag(help: "List every page not read exactly, with its first difference.")
    var detail = false

    @Flag(help: "Read each page without its scripts and microdata/RDFa attributes, to measure the reading of what it shows.")
    var withoutStructuredData = false

    func validate() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: pages, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("--pages: no folder at \(pages)")
        }
        guard PageBench.Half(rawValue: half) != nil else {
            throw ValidationError("--half must be one of: \(PageBench.Half.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let report = PageBench.run(directory: URL(fileURLWithPath: pages), half: PageBench.Half(rawValue: half) ?? .all,
                                    withoutStructuredData: withoutStructuredData)
        guard report.pages > 0 else {
            throw CommandFailure("--pages: no saved page under \(pages) (HOST/NAME.testhtml with NAME.json beside it, for --half \(half))")
        }
        for line in PageBench.lines(report, detail: detail) { print(line) }
    }
}
