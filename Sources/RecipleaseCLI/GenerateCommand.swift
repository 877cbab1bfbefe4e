import ArgumentParser
import Foundation
import RecipleaseBench
import RecipleaseCore

struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Write generated recipes as schema.org JSON-LD, one per line.",
        discussion: "Plausible recipes built from the food catalog, for testing at scale. The same count and seed write the same bytes."
    )

    @Option(parsing: .unconditional, help: "How many recipes to write, from 1 to 100,000,000.")
    var count: Int

    @Option(parsing: .unconditional, help: "The seed, a whole number from 0; the same seed writes the same recipes.")
    var seed: UInt64

    @Option(help: "The file to write (default: standard output).")
    var output: String?

    /// A phone photo shrunk for the web: what each generated recipe carries.
    static let photoBytes = 60_000

    @Flag(name: .customLong("nextcloud-zip"), help: "Write a Nextcloud Cookbook collection (a zip of recipe.json folders, each with a 60 KB photo) instead, to measure collection import.")
    var nextcloudZip = false

    func validate() throws {
        try NumberOption.check(count, "--count", in: 1...100_000_000)
        if nextcloudZip {
            guard output != nil else { throw ValidationError("--nextcloud-zip writes a zip: give it an --output file") }
            guard count <= 30_000 else { throw ValidationError("--nextcloud-zip holds at most 30,000 recipes (a zip without ZIP64 counts 65,535 files)") }
        }
        if let output {
            do { try OutputFile(path: output).check() } catch let failure as CommandFailure { throw ValidationError(failure.description) }
        }
    }

    func run() throws {
        if nextcloudZip, let output {
            let zip = CollectionFixture.generatedNextcloudZip(count: count, seed: seed, photoBytes: GenerateCommand.photoBytes)
            try OutputFile(path: output).write(zip)
            StandardError.write("wrote a Nextcloud Cookbook zip of \(EnglishCount.of(count, "recipe")) (\(zip.count.formatted()) bytes) to \(output)\n")
            return
        }
        let clock = ContinuousClock()
        var elapsed = Duration.zero
        let write = { (handle: FileHandle) throws in
            elapsed = try clock.measure {
                try GeneratedLibrary.write(count: count, seed: seed, catalog: FoodCatalog.shared) { try handle.write(contentsOf: $0) }
            }
        }
        if let output {
            try OutputFile(path: output).stream(write)
        } else {
            try StandardOutput.stream(write)
        }
        if let output {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            StandardError.write("wrote \(EnglishCount.of(count, "recipe")) to \(output) in \(String(format: "%.1f", seconds)) s\n")
        }
    }
}
