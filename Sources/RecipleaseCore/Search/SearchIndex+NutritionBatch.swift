import Foundation

extension SearchIndex {
    /// Per-serving nutrition for the recipes an index is built with, worked out on the other
    /// cores while the index is filled on this one: at a million recipes the estimate costs as
    /// much as the rest of the build, and the two share nothing until the columns are written.
    /// Work is handed out in chunks; each worker keeps its own memo of lines, so no lock is taken
    /// per line. The values are those `source` gives each recipe, in the recipes' order.
    final class NutritionBatch: @unchecked Sendable {
        /// Below this many recipes the build estimates inline: a thread costs more than it saves.
        static let minimumRecipes = 2_048
        private static let chunk = 4_096

        private let recipes: [Recipe]
        private let makeSource: @Sendable () -> NutritionSource
        private let values: UnsafeMutableBufferPointer<IndexedNutrition>
        private let lock = NSLock()
        private var nextChunk = 0
        private let group = DispatchGroup()

        /// `makeSource` gives each worker its own source (its own memo).
        init(recipes: [Recipe], makeSource: @escaping @Sendable () -> NutritionSource) {
            self.recipes = recipes
            self.makeSource = makeSource
            values = .allocate(capacity: recipes.count)
            values.initialize(repeating: .unknown)
            let workers = max(1, ProcessInfo.processInfo.activeProcessorCount - 1)
            for _ in 0..<workers {
                group.enter()
                DispatchQueue.global(qos: .userInitiated).async {
                    self.work()
                    self.group.leave()
                }
            }
        }

        deinit { values.deallocate() }

        /// The values, once every chunk is done; the caller's thread takes chunks too while any are left.
        /// A copy: the buffer goes with the batch, which may go as soon as this returns.
        func finish() -> [IndexedNutrition] {
            work()
            group.wait()
            return Array(values)
        }

        private func work() {
            let source = makeSource()
            while let range = claim() {
                for index in range { values[index] = IndexedNutrition(source(recipes[index])) }
            }
        }

        private func claim() -> Range<Int>? {
            lock.withLock {
                let start = nextChunk * Self.chunk
                guard start < recipes.count else { return nil }
                nextChunk += 1
                return start..<min(recipes.count, start + Self.chunk)
            }
        }
    }
}
