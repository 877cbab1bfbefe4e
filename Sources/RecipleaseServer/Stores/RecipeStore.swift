import Foundation
import RecipleaseCore
import Synchronization
import Vapor

/// The recipes this process serves: the catalog, the parser and the search index.
public final class RecipeStore: Sendable {
    public let catalog: FoodCatalog
    public let parser: IngredientParser
    private let state: Mutex<State>

    /// The index and the recipes lately removed from it.
    private struct State {
        var index: SearchIndex
        /// When each was removed. A user recipe's id is never given again, so a recipe read
        /// before its delete committed (an edit, a photo, a poll, a look for missing recipes)
        /// and put in after it is refused: it must not come back to life. Kept ten minutes,
        /// far longer than any such read takes; the oldest go once there are many.
        var removed: [Recipe.ID: ContinuousClock.Instant] = [:]
        /// How many ids may be kept before the old ones are looked for: twice what stayed
        /// at the last look, so a mass delete looks seldom.
        var removedChecked = 4_096
    }

    /// How long a removed recipe's id is remembered.
    static let removedKept: Duration = .seconds(600)

    /// `nutrition` gives the index each recipe's per-serving values (tests give fixed ones); by
    /// default the estimate from the recipe's lines.
    public init(catalog: FoodCatalog, recipes: [Recipe], nutrition: NutritionSource? = nil) {
        self.catalog = catalog
        self.parser = IngredientParser(catalog: catalog)
        self.state = Mutex(State(index: SearchIndex(catalog: catalog, recipes: recipes, nutrition: nutrition)))
    }

    /// The index as it is now; searching a snapshot keeps the lock short.
    public var snapshot: SearchIndex { state.withLock { $0.index } }

    public func recipe(_ id: Recipe.ID) -> Recipe? { snapshot.recipe(id) }

    /// Puts the recipe in, or replaces it; a recipe removed lately stays out.
    public func upsert(_ recipe: Recipe) { put(recipe, replacing: true) }

    /// Puts the recipe in only when the index lacks it (and did not lately remove it): what a
    /// read found missing must not replace a change made meanwhile.
    public func fill(_ recipe: Recipe) { put(recipe, replacing: false) }

    private func put(_ recipe: Recipe, replacing: Bool) {
        let done = state.withLock { state in
            guard state.removed[recipe.id] == nil, replacing || state.index.recipe(recipe.id) == nil else { return false }
            state.index.upsert(recipe)
            return true
        }
        if done { changed() }
    }

    /// Puts back a recipe removed by a change that did not commit.
    public func restore(_ recipe: Recipe) {
        state.withLock { state in
            state.removed[recipe.id] = nil
            state.index.upsert(recipe)
        }
        changed()
    }

    public func remove(_ id: Recipe.ID) {
        remove([id])
    }

    /// Removes them all under one hold of the lock, the index walked once (`SearchIndex.remove`).
    public func remove(_ ids: [Recipe.ID]) {
        guard !ids.isEmpty else { return }
        let now = ContinuousClock.now
        state.withLock { state in
            state.index.remove(ids)
            if state.removed.count + ids.count > state.removedChecked {
                state.removed = state.removed.filter { now - $0.value < RecipeStore.removedKept }
                state.removedChecked = max(4_096, 2 * (state.removed.count + ids.count))
            }
            for id in ids { state.removed[id] = now }
        }
        changed()
    }

    /// Moves on after every change to the index (a user recipe written, edited or removed), so
    /// what was built from its recipes (cached grocery lists) knows it may be out of date.
    public var version: UInt64 { changes.load(ordering: .acquiring) }
    private let changes = Atomic<UInt64>(0)
    private func changed() { changes.add(1, ordering: .releasing) }

    /// Loads the bundled library, or the JSON-LD file the settings name.
    public static func load(settings: Settings) throws -> RecipeStore {
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        let recipes = if let file = settings.libraryFile {
            try RecipeLibrary.recipes(file: URL(fileURLWithPath: file), parser: parser, catalog: catalog)
        } else {
            try RecipeLibrary.bundled(parser: parser, catalog: catalog)
        }
        return RecipeStore(catalog: catalog, recipes: recipes)
    }
}

extension Application {
    private struct RecipeStoreKey: StorageKey { typealias Value = RecipeStore }

    public var recipeStore: RecipeStore {
        get {
            guard let store = storage[RecipeStoreKey.self] else { fatalError("configure(_:) sets the recipe store") }
            return store
        }
        set { storage[RecipeStoreKey.self] = newValue }
    }
}

extension Request {
    var recipes: RecipeStore { application.recipeStore }
}
