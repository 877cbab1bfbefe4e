import Foundation
import RecipleaseCore

/// Generated recipe libraries, made on every core in chunks and handed over in order, so the
/// output is the same bytes whatever the number of cores.
public enum GeneratedLibrary {
    /// Recipes per chunk: large enough to keep the cores busy, small enough to stream.
    public static let defaultChunk = 4096

    /// `count` generated recipes, parsed and resolved as any library is on the way in.
    public static func recipes(count: Int, seed: UInt64, catalog: FoodCatalog, chunk: Int = defaultChunk) -> [Recipe] {
        let generator = RecipeGenerator(catalog: catalog, seed: seed)
        let parser = IngredientParser(catalog: catalog)
        var recipes: [Recipe] = []
        recipes.reserveCapacity(count)
        inOrder(count: count, chunk: chunk) { range in
            range.map { Recipe(draft: generator.draft(number: $0), parser: parser, catalog: catalog) }
        } take: { recipes += $0 }
        return recipes
    }

    /// Writes `count` recipes as schema.org JSON-LD, one per line, handing `write` about a
    /// chunk of lines at a time.
    public static func write(count: Int, seed: UInt64, catalog: FoodCatalog, chunk: Int = defaultChunk, to write: (Data) throws -> Void) throws {
        let generator = RecipeGenerator(catalog: catalog, seed: seed)
        let parser = IngredientParser(catalog: catalog)
        try inOrder(count: count, chunk: chunk) { range -> Result<Data, Error> in
            Result {
                var data = Data()
                for number in range {
                    let recipe = Recipe(draft: generator.draft(number: number), parser: parser, catalog: catalog)
                    data.append(contentsOf: try SchemaRecipe.line(recipe).utf8)
                    data.append(0x0A)
                }
                return data
            }
        } take: { try write($0.get()) }
    }

    /// Runs `make` over `0..<count` in chunks on all cores and gives the results to `take` in order.
    static func inOrder<T>(count: Int, chunk: Int, make: @escaping @Sendable (Range<Int>) -> T, take: (T) throws -> Void) rethrows {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var start = 0
        while start < count {
            let ranges = (0..<workers).compactMap { k -> Range<Int>? in
                let low = start + k * chunk
                return low < count ? low..<min(count, low + chunk) : nil
            }
            let results = Slots<T>(count: ranges.count)
            DispatchQueue.concurrentPerform(iterations: ranges.count) { k in results[k] = make(ranges[k]) }
            for k in ranges.indices { try take(results[k]!) }
            start += workers * chunk
        }
    }
}

/// Result slots that threads fill at distinct indices; read only after they all finish.
/// Raw memory, so no write touches anything another thread touches.
final class Slots<T>: @unchecked Sendable {
    private let values: UnsafeMutableBufferPointer<T?>

    init(count: Int) {
        values = .allocate(capacity: count)
        values.initialize(repeating: nil)
    }

    deinit {
        values.deinitialize()
        values.deallocate()
    }

    subscript(index: Int) -> T? {
        get { values[index] }
        set { values[index] = newValue }
    }
}
